import type { ReactNode } from 'react';
import { MapPinIcon } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { ListingThumbnail } from './listing-thumbnail';

/**
 * The head of a row about one listing in the visit and proposal lists (/minhas-visitas, its pending
 * confirmations, /propostas): the photo, the title linking to the listing, the row's status badge and the
 * place, then the row's own details (`children`). One component, so the rows read alike and change together.
 */
export function ListingItem({
  listing,
  place,
  badge,
  heading: Heading = 'h2',
  children,
}: {
  listing: { id: number; title: string; imageUrl: string | null };
  /** The address or the approximate area the viewer may see. */
  place: string;
  badge: ReactNode;
  /** The title's level in the page's outline. */
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <ListingThumbnail id={listing.id} imageUrl={listing.imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="font-heading text-lg leading-snug font-semibold break-words">
            <Link href={`/imovel/${listing.id}`} className="hover:underline">
              {listing.title}
            </Link>
          </Heading>
          {badge}
        </div>
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {place}
        </p>
        {children}
      </div>
    </div>
  );
}

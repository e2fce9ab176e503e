import Image from 'next/image';
import { HouseIcon } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';

/**
 * A listing's photo linking to its page, for the rows of the visit and proposal lists. Hidden from assistive
 * technology and the tab order: the row's title links to the same page.
 */
export function ListingThumbnail({ id, imageUrl }: { id: number; imageUrl: string | null }) {
  return (
    <Link
      href={`/imovel/${id}`}
      className="relative aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:w-44"
      tabIndex={-1}
      aria-hidden
    >
      {imageUrl ? (
        <Image src={imageUrl} alt="" fill sizes="(min-width: 640px) 176px, 100vw" className="object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <HouseIcon className="size-8" />
        </span>
      )}
    </Link>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { ExactAddress } from '@/lib/data/properties';

/**
 * The listing's door under the map, for the listing side and a client with a confirmed visit only: rendered by
 * the page per request, or in the browser on the cached copy (components/listing-viewer/browser-listing-parts.tsx).
 */
export function ExactAddressBlock({ address, place }: { address: ExactAddress; place: string }) {
  const t = useTranslations('PropertyPage');
  return (
    <div className="mt-3 rounded-lg border p-3 text-sm" data-testid="exact-address">
      <p className="font-semibold">{t('location.exactTitle')}</p>
      <p>
        {[
          [address.street, address.number].filter(Boolean).join(', '),
          address.complement,
          place,
          address.zipCode ? t('location.zip', { zip: address.zipCode }) : null,
        ]
          .filter(Boolean)
          .join(' — ')}
      </p>
      <p className="text-muted-foreground">{t('location.exactNote')}</p>
    </div>
  );
}

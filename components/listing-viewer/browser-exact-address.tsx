'use client';

import type { ExactAddress } from '@/lib/data/properties';
import { ExactAddressBlock } from '@/components/property/exact-address';
import { useListingViewer } from './use-listing-viewer';

/**
 * The exact address under the map on a listing's cached copy (issue #21): the listing side and a client with a
 * confirmed visit, once GET /api/listings/{id}/me has said so (./use-listing-viewer.ts); nothing otherwise.
 */
export function BrowserExactAddress({ propertyId, place }: { propertyId: number; place: string }) {
  const viewer = useListingViewer(propertyId);
  const address: ExactAddress | null = viewer && typeof viewer === 'object' ? viewer.exactAddress : null;
  return address ? <ExactAddressBlock address={address} place={place} /> : null;
}

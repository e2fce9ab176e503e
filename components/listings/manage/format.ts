import type { ManagedListing } from '@/lib/data/my-listings';

/** "Rua das Flores, 120 — Pinheiros, São Paulo/SP", leaving out what a draft has not filled in yet. */
export function formatListingAddress(a: ManagedListing['address']): string {
  const street = [a.street, a.number].filter(Boolean).join(', ');
  const place = [a.neighborhood, [a.city, a.state].filter(Boolean).join('/')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(' — ');
}

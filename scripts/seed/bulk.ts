import type { SeedDataset } from './build.ts';

export function renderBulkListings(_ds: SeedDataset, _count: number): string {
  throw new Error('not yet');
}

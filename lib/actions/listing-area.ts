'use server';

import { getSessionUser } from '@/lib/data/auth';
import { getAreaCenter } from '@/lib/data/listing-area';
import type { MapCenter } from '@/lib/listings/area-center';

const field = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/**
 * The wizard map's view for an address typed in step 2 (neighbourhood, else city, else the state's capital),
 * so the map follows the address before a pin is placed. Signed-in users only; reads public points only.
 */
export async function areaCenterAction(state: unknown, city: unknown, neighborhood: unknown): Promise<MapCenter | null> {
  if (!(await getSessionUser())) return null;
  return getAreaCenter(field(state, 2), field(city, 100), field(neighborhood, 100));
}

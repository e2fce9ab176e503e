'use server';

import { z } from 'zod';
import { getNearbyProperties, NEARBY_RADIUS_KM, type NearbyProperty } from '@/lib/data/properties';
import type { ActionState } from '@/lib/validations/action-state';


const schema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(50)
    .nullable(),
});

export type NearbyActionResult = ActionState<NearbyProperty[], 'invalid' | 'failed'>;

/** Public listings near the visitor's position, nearest first (great-circle distance in SQL). */
export async function findNearbyPropertiesAction(
  latitude: number,
  longitude: number,
  slug: string | null,
): Promise<NearbyActionResult> {
  const parsed = schema.safeParse({ latitude, longitude, slug });
  if (!parsed.success) return { ok: false, formError: 'invalid' };
  const rows = await getNearbyProperties({
    latitude: parsed.data.latitude,
    longitude: parsed.data.longitude,
    agencySlug: parsed.data.slug,
    radiusKm: NEARBY_RADIUS_KM,
  });
  return rows ? { ok: true, data: rows } : { ok: false, formError: 'failed' };
}

import { env } from '@/lib/env';
import { encodeObjectName, PROPERTY_IMAGES_PUBLIC_PATH } from './types';

/**
 * The object's public URL in Supabase Storage: for fetches on the server and absolute links (JSON-LD). Apart from
 * ./types.ts, which the cards import in the browser: the configuration it reads (lib/env.ts) is parsed with zod,
 * which would then ship with every page of cards (issue #21).
 */
export function propertyImageStorageUrl(path: string): string {
  return `${env.supabaseUrl}${PROPERTY_IMAGES_PUBLIC_PATH}${encodeObjectName(path)}`;
}

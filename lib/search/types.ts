import { monthlyTotal } from '@/lib/format/monthly-total';
import type { Enums } from '@/lib/supabase/database.types';

export type TransactionType = Enums<'transaction_type'>;
export type PropertyType = Enums<'property_type'>;
export type PropertyObjective = Enums<'property_objective'>;

/** The fields a property card shows (search results, home featured block, similar listings, favourites). */
export interface PropertyCardData {
  id: number;
  title: string;
  transaction: TransactionType;
  type: PropertyType;
  /** Whole reais; the monthly rent for aluguel. */
  price: number;
  /**
   * A rental's valor total per month (aluguel + condomínio + IPTU, as the listing page computes it), when
   * the row carried its fees and they add to the rent; the card shows it under the rent.
   */
  monthlyTotal?: number | null;
  bedrooms: number;
  bathrooms: number;
  parkingSpaces: number;
  /** m², or null when unknown. */
  area: number | null;
  neighborhood: string;
  city: string;
  state?: string | null;
  /** Object name in the property-images bucket (the cover photo), or null. */
  coverImage: string | null;
  featured?: boolean;
  /** ISO date: listings published in the last NEW_LISTING_DAYS days are badged 'Novo'. */
  publishedAt?: string | null;
  /** ISO date of the last 'Sim, continua disponível' (or publication/renewal): 'Disponibilidade confirmada há N dias'. */
  availabilityConfirmedAt?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** An offer of the listing is accepted (issue #38): the card shows 'Em negociação'. */
  inNegotiation?: boolean;
}

export const NEW_LISTING_DAYS = 7;

/** True when the listing was published less than NEW_LISTING_DAYS ago. */
export function isNewListing(publishedAt: string | null | undefined, now: number = Date.now()): boolean {
  if (!publishedAt) return false;
  const t = Date.parse(publishedAt);
  return Number.isFinite(t) && now - t < NEW_LISTING_DAYS * 86_400_000 && now >= t - 60_000;
}

/**
 * Object names of the property-images bucket: '<property_id>/<file>' for the listings' photos and
 * 'seed/<file>' for the seed's (supabase/migrations/…_properties.sql, scripts/seed/), where <file> is
 * letters, digits, '_' and '-' in dot-separated parts ending in an image extension. Nothing else — no
 * '.'/'..' segment, slash, backslash, '%', control or non-ASCII character — is a photo: /fotos refuses it
 * before any request is made, and the URLs below never let such a name climb out of the bucket.
 */
const PROPERTY_IMAGE_NAME = /^(?:seed|[0-9]{1,18})\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:jpe?g|png|webp|avif|gif)$/i;
const PROPERTY_IMAGE_NAME_MAX = 200;

/** The path every object of the bucket lives under, on the Supabase host. */
export const PROPERTY_IMAGES_PUBLIC_PATH = '/storage/v1/object/public/property-images/';

export function isPropertyImageName(name: string): boolean {
  return name.length <= PROPERTY_IMAGE_NAME_MAX && PROPERTY_IMAGE_NAME.test(name);
}

/**
 * The address next/image is given for an object of the property-images bucket: /fotos/<object name>, on
 * the site itself (app/fotos/[...path]/route.ts streams it from Storage). Not the Storage URL: a card's
 * srcset repeats the address in seven candidates, and a page of results writes every srcset twice (HTML
 * and RSC payload); percent-encoded, the Storage URL is ~85 characters longer each time.
 */
export function propertyImageUrl(path: string): string {
  return `/fotos/${encodeObjectName(path)}`;
}

/**
 * A valid name keeps its folder ('a/b.png'). Anything else (a row written by hand, say) becomes one opaque
 * segment that names no object: its slashes are encoded and a name of dots only is prefixed, so neither
 * the URL parser nor the server can read it as '..' and leave the bucket.
 */
export function encodeObjectName(path: string): string {
  if (isPropertyImageName(path)) return path.split('/').map(encodeURIComponent).join('/');
  const opaque = encodeURIComponent(path);
  return /^[.]*$/.test(opaque) ? `_${opaque}` : opaque;
}

/** A row of search_properties / nearby_properties / similar_properties as card data. */
export function toCardData(row: {
  id: number;
  title: string;
  transaction: TransactionType;
  type: PropertyType;
  price: number;
  condo_fee?: number | null;
  iptu?: number | null;
  bedrooms: number;
  bathrooms: number;
  parking_spaces: number;
  area: number | null;
  neighborhood: string;
  city: string;
  state?: string | null;
  cover_image: string | null;
  featured?: boolean | null;
  published_at?: string | null;
  availability_confirmed_at?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  in_negotiation?: boolean | null;
}): PropertyCardData {
  return {
    id: row.id,
    title: row.title,
    transaction: row.transaction,
    type: row.type,
    price: row.price,
    monthlyTotal:
      row.transaction === 'aluguel' && (row.condo_fee != null || row.iptu != null)
        ? monthlyTotal({ price: row.price, condoFee: row.condo_fee ?? null, iptu: row.iptu ?? null })
        : null,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parkingSpaces: row.parking_spaces,
    area: row.area,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state ?? null,
    coverImage: row.cover_image,
    featured: row.featured ?? false,
    publishedAt: row.published_at ?? null,
    availabilityConfirmedAt: row.availability_confirmed_at ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    inNegotiation: row.in_negotiation ?? false,
  };
}

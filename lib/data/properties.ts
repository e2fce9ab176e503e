import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';
import { cache } from 'react';
import { getSessionUser } from '@/lib/data/auth';
import { APPROXIMATE_RADIUS_M } from '@/lib/search/location';
import { toCardData, type PropertyCardData, type PropertyObjective, type PropertyType, type TransactionType } from '@/lib/search/types';
import { createClient } from '@/lib/supabase/server';

/**
 * The listing page (/imovel/{id}) and the nearby page: one query per need, under RLS (public listings are
 * active and not expired; the listing's own side also reads its other listings). The public columns only:
 * the exact address and point and the owner are not readable by anon/authenticated (issue #28); the page
 * gets the approximate point from SQL and the exact address from listing_exact_address when the viewer may
 * see it.
 */

export interface PropertyImage {
  path: string;
  alt: string | null;
}

export interface PropertyContact {
  name: string | null;
  /** Phone as typed by its owner, or null when not shown to this viewer. */
  phone: string | null;
  /** Signed out: the owner's phone would be shown after signing in. */
  phoneAfterSignIn: boolean;
  role: 'proprietario' | 'corretor' | 'imobiliaria';
  /** A broker's or agency's CRECI ('12345-J/SP', issue #34), as the advertiser gave it; null for owners. */
  creci: string | null;
}

/** A circle that contains the listing without revealing its door (centre: the approximate point from SQL). */
export interface ApproximateLocation {
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

export interface PropertyDetail {
  id: number;
  title: string;
  description: string;
  transaction: TransactionType;
  objective: PropertyObjective;
  type: PropertyType;
  price: number;
  condoFee: number | null;
  iptu: number | null;
  bedrooms: number;
  bathrooms: number;
  parkingSpaces: number;
  area: number | null;
  furnished: boolean;
  petsAllowed: boolean;
  appliances: string[];
  otherItems: string[];
  condoFeatures: string[];
  /** Street without the number (never the exact door), neighbourhood, city, state. */
  street: string | null;
  neighborhood: string;
  city: string;
  state: string;
  featured: boolean;
  publishedAt: string;
  updatedAt: string;
  /** When the listing side last confirmed it is still available ('Disponibilidade confirmada há N dias'). */
  availabilityConfirmedAt: string | null;
  images: PropertyImage[];
  location: ApproximateLocation | null;
  isPublic: boolean;
  /** The viewer is the listing's owner, agency or broker. */
  viewerIsListingSide: boolean;
  /** The door, for the listing side and a client with a confirmed visit only (else null). */
  exactAddress: ExactAddress | null;
}

export interface ExactAddress {
  street: string | null;
  number: string | null;
  complement: string | null;
  zipCode: string | null;
}

const DETAIL_COLUMNS =
  'id, title, description, transaction, objective, type, price, condo_fee, iptu, bedrooms, bathrooms, parking_spaces, area, furnished, pets_allowed, appliances, other_items, condo_features, street, neighborhood, city, state, approx_latitude, approx_longitude, status, expires_at, featured, published_at, updated_at, availability_confirmed_at, property_images(storage_path, alt_text, position, id)';

/** Internal row, kept server-side (view counting reads the same cached read). */
interface DetailRow {
  detail: PropertyDetail;
}

/**
 * The viewer's access to the listing's exact location: the listing side (owner, agency, broker) and a client
 * with a confirmed visit get the address; anyone else gets 42501 from the function, i.e. null here.
 */
async function readExactAddress(id: number): Promise<{ listingSide: boolean; address: ExactAddress } | null> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('listing_exact_address', { property_id: id }).maybeSingle();
  if (error) {
    if (error.code !== '42501') console.error('[properties] exact address read failed:', error.message);
    return null;
  }
  if (!data) return null;
  return {
    listingSide: data.listing_side,
    address: { street: data.street, number: data.street_number, complement: data.complement, zipCode: data.zip_code },
  };
}

const readDetail = cache(async (id: number): Promise<DetailRow | null> => {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const supabase = await createClient();
  const user = await getSessionUser();
  const [{ data, error }, access] = await Promise.all([
    supabase.from('properties').select(DETAIL_COLUMNS).eq('id', id).maybeSingle(),
    user ? readExactAddress(id) : Promise.resolve(null),
  ]);
  if (error) {
    // 22P02 etc.: a malformed id is simply not found.
    console.error('[properties] detail read failed:', error.message);
    return null;
  }
  if (!data) return null;
  const viewerIsListingSide = access?.listingSide ?? false;
  const isPublic = data.status === 'ativo' && Date.parse(data.expires_at) > Date.now();
  const images = [...(data.property_images ?? [])]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((i) => ({ path: i.storage_path, alt: i.alt_text }));
  return {
    detail: {
      id: data.id,
      title: data.title,
      description: data.description,
      transaction: data.transaction,
      objective: data.objective,
      type: data.type,
      price: data.price,
      condoFee: data.condo_fee,
      iptu: data.iptu,
      bedrooms: data.bedrooms,
      bathrooms: data.bathrooms,
      parkingSpaces: data.parking_spaces,
      area: data.area,
      furnished: data.furnished,
      petsAllowed: data.pets_allowed,
      appliances: data.appliances,
      otherItems: data.other_items,
      condoFeatures: data.condo_features,
      street: data.street,
      neighborhood: data.neighborhood,
      city: data.city,
      state: data.state,
      featured: data.featured,
      publishedAt: data.published_at,
      updatedAt: data.updated_at,
      availabilityConfirmedAt: data.availability_confirmed_at,
      images,
      location:
        data.approx_latitude != null && data.approx_longitude != null
          ? { latitude: data.approx_latitude, longitude: data.approx_longitude, radiusMeters: APPROXIMATE_RADIUS_M }
          : null,
      isPublic,
      viewerIsListingSide,
      exactAddress: access?.address ?? null,
    },
  };
});

/**
 * A listing for its page: public listings for everyone, and the listing's own side may preview its other
 * listings. Null (→ 404) for an unknown id or a listing that is not public.
 */
export const getPropertyDetail = cache(async (id: number): Promise<PropertyDetail | null> => {
  const row = await readDetail(id);
  if (!row) return null;
  if (!row.detail.isPublic && !row.detail.viewerIsListingSide) return null;
  return row.detail;
});

/**
 * Who answers for the listing and whose phone this viewer sees: the SQL function property_contact is the one
 * home of that rule (migration …005000_property_contact_rule: broker, else agency, else owner; professional
 * phones public, a private owner's only to signed-in users who were allowed to see it).
 */
export const getPropertyContact = cache(async (id: number): Promise<PropertyContact | null> => {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('property_contact', { property_id: id }).maybeSingle();
  if (error) {
    console.error('[properties] contact read failed:', error.message);
    return null;
  }
  if (!data || data.role === 'cliente') return null;
  return {
    name: data.name,
    phone: data.phone,
    phoneAfterSignIn: data.phone_after_sign_in,
    role: data.role,
    creci: data.role === 'proprietario' ? null : (data.creci ?? null),
  };
});

/** Three listings like this one (same city and transaction, same type first, nearest price). */
export const getSimilarProperties = cache(async (id: number, count = 3): Promise<PropertyCardData[]> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('similar_properties', { property_id: id, max_rows: count });
  if (error) {
    console.error('[properties] similar read failed:', error.message);
    return [];
  }
  return (data ?? []).map((r) => toCardData(r));
});

const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview|lighthouse|headless(?!chrome)|curl|wget|python-requests|axios|node-fetch/i;

/** Whether a user agent is a crawler or a link-preview fetcher (their visits are not counted). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  return BOT_PATTERN.test(userAgent);
}

/** Counts one view of a public listing, except for its own side and for bots. */
export async function registerPropertyView(id: number, userAgent: string | null): Promise<boolean> {
  const row = await readDetail(id);
  if (!row || !row.detail.isPublic || row.detail.viewerIsListingSide || isBotUserAgent(userAgent)) return false;
  const supabase = await createClient();
  const { error } = await supabase.rpc('register_property_view', { property_id: id });
  if (error) {
    console.error('[properties] view count failed:', error.message);
    return false;
  }
  return true;
}

/** Radius of the nearby page's search. */
export const NEARBY_RADIUS_KM = 25;

export interface NearbyProperty extends PropertyCardData {
  distanceMeters: number;
}

/** Public listings within `radiusKm` of a point, nearest first (great-circle distance in SQL). */
export async function getNearbyProperties(input: {
  latitude: number;
  longitude: number;
  agencySlug?: string | null;
  radiusKm?: number;
  limit?: number;
}): Promise<NearbyProperty[] | null> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('nearby_properties', {
    lat: input.latitude,
    lng: input.longitude,
    radius_km: input.radiusKm ?? 25,
    agency_slug: input.agencySlug ?? undefined,
    max_rows: input.limit ?? 60,
  });
  if (error) {
    console.error('[properties] nearby read failed:', error.message);
    return null;
  }
  return (data ?? []).map((r) => ({ ...toCardData(r), distanceMeters: r.distance_m }));
}

/** The agency (or broker) behind /imoveis-proximos/{slug}: only id and name (spec §7). */
export const getAgencyBySlug = cache(async (slug: string): Promise<{ id: string; name: string | null } | null> => {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 50) return null;
  const supabase = await createClient();
  const { data, error } = await supabase.from('public_profiles').select('id, name').eq('slug', slug).maybeSingle();
  if (error || !data?.id) return null;
  return { id: data.id, name: data.name };
});

export interface PropertyOgData {
  id: number;
  title: string;
  transaction: TransactionType;
  type: PropertyType;
  price: number;
  bedrooms: number;
  area: number | null;
  neighborhood: string;
  city: string;
  state: string;
  coverImage: string | null;
}

/**
 * The fields of a listing's Open Graph image, read as anon without cookies (link-preview fetchers never
 * have a session, and the image can be cached): public listings only.
 */
export const getPropertyOgData = cache(async (id: number): Promise<PropertyOgData | null> => {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const supabase = createPublicClient();
  const { data, error } = await supabase
    .from('properties')
    .select('id, title, transaction, type, price, bedrooms, area, neighborhood, city, state, property_images(storage_path, position, id)')
    .eq('id', id)
    .maybeSingle();
  if (error || !data) return null;
  const cover = [...(data.property_images ?? [])].sort((a, b) => a.position - b.position || a.id - b.id)[0];
  return {
    id: data.id,
    title: data.title,
    transaction: data.transaction,
    type: data.type,
    price: data.price,
    bedrooms: data.bedrooms,
    area: data.area,
    neighborhood: data.neighborhood,
    city: data.city,
    state: data.state,
    coverImage: cover?.storage_path ?? null,
  };
});

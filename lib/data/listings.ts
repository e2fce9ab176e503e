import 'server-only';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import {
  FIELD_OF_MISSING,
  listingIdField,
  type ListingField,
  type ListingStatus,
  type Objective,
  type PropertyType,
  type Transaction,
} from '@/lib/validations/listings';

/**
 * The listing as the wizard edits it (/imoveis/{id}/editar, and a draft resumed from /imoveis): every field
 * including the exact address and pin, and the photos in order — only for the listing side (owner, partner
 * agency, broker), through managed_listings() (the exact columns are not granted to the API roles). A draft's
 * missing values ('' title, 0 price, '' neighbourhood/city/state: see migration 20261126001100) come back as
 * null, and `missing` lists what listing_publish still needs. Deleted listings are not editable: null.
 */

export interface ListingPhoto {
  id: number;
  path: string;
  position: number;
  alt: string | null;
}

export interface ListingValues {
  transaction: Transaction;
  objective: Objective;
  type: PropertyType;
  title: string | null;
  description: string;
  price: number | null;
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
  zipCode: string | null;
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ListingForEdit {
  id: number;
  status: ListingStatus;
  values: ListingValues;
  photos: ListingPhoto[];
  /** The fields listing_publish still needs (empty when complete); photos are counted apart. */
  missing: ListingField[];
  publishedAt: string | null;
  expiresAt: string | null;
  availabilityConfirmedAt: string | null;
  updatedAt: string;
  /** null once the owner deleted their account (the listing is then taken down). */
  ownerId: string | null;
  agencyId: string | null;
  brokerId: string | null;
  /** The caller may delete it (the owner or the partner agency; not the broker). */
  canDelete: boolean;
  /** The caller may assign a broker (the listing's agency). */
  canAssignBroker: boolean;
}

const blank = (v: string | null | undefined) => (v == null || v === '' ? null : v);

export async function getListingForEdit(id: unknown): Promise<ListingForEdit | null> {
  const parsed = listingIdField.safeParse(id);
  if (!parsed.success) return null;
  const user = await getSessionUser();
  if (!user) return null;
  const supabase = await createClient();
  const [{ data: row, error }, photos] = await Promise.all([
    supabase.rpc('managed_listings').eq('id', parsed.data).is('deleted_at', null).maybeSingle(),
    supabase
      .from('property_images')
      .select('id, storage_path, position, alt_text')
      .eq('property_id', parsed.data)
      .order('position')
      .order('id'),
  ]);
  if (error) {
    console.error('[listings] getListingForEdit failed:', error.message);
    return null;
  }
  if (!row) return null;
  const draft = row.status === 'rascunho';
  const values: ListingValues = {
    transaction: row.transaction,
    objective: row.objective,
    type: row.type,
    title: blank(row.title),
    description: row.description ?? '',
    price: row.price > 0 ? row.price : null,
    condoFee: row.condo_fee,
    iptu: row.iptu,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parkingSpaces: row.parking_spaces,
    area: row.area,
    furnished: row.furnished,
    petsAllowed: row.pets_allowed,
    appliances: row.appliances ?? [],
    otherItems: row.other_items ?? [],
    condoFeatures: row.condo_features ?? [],
    zipCode: row.zip_code,
    street: row.street,
    streetNumber: row.street_number,
    complement: row.complement,
    neighborhood: blank(row.neighborhood),
    city: blank(row.city),
    state: blank(row.state),
    latitude: row.latitude,
    longitude: row.longitude,
  };
  const missing = (
    [
      [values.title == null || values.title.length < 3, 'title'],
      [values.price == null, 'price'],
      [values.street == null, 'street'],
      [values.neighborhood == null, 'neighborhood'],
      [values.city == null, 'city'],
      [values.state == null, 'state'],
      [values.zipCode == null, 'zip_code'],
      [values.latitude == null, 'location'],
    ] as const
  )
    .filter(([lacks]) => lacks)
    .map(([, key]) => FIELD_OF_MISSING[key]!);
  return {
    id: row.id,
    status: row.status,
    values,
    photos: (photos.data ?? []).map((p) => ({ id: p.id, path: p.storage_path, position: p.position, alt: p.alt_text })),
    missing,
    publishedAt: draft ? null : row.published_at,
    expiresAt: draft ? null : row.expires_at,
    availabilityConfirmedAt: row.availability_confirmed_at,
    updatedAt: row.updated_at,
    ownerId: row.owner_id,
    agencyId: row.agency_id,
    brokerId: row.broker_id,
    canDelete: user.id === row.owner_id || user.id === row.agency_id,
    canAssignBroker: user.id === row.agency_id,
  };
}

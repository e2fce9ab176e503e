import { z } from 'zod';
import type { ActionState, FieldErrors } from './action-state';
import { cepMatchesUf } from './rules/cep-uf';
import { UFS } from './rules/documents';

/**
 * Listings (issue #18): the wizard's schemas (one per step, a patch for saving a draft step by step, and the
 * whole listing for publishing), the limits they share with SQL, and the error keys. The SQL functions of
 * supabase/migrations/20261126001100_listing_write_path.sql (listing_save, listing_publish, …) have the final
 * word; LISTING_LIMITS is the same table as private.listing_limits() (a test compares them). Messages are
 * keys of the `Listings.errors` catalogue, like the SQL functions' HINTs, so a form and an action speak the
 * same keys.
 *
 * Money is whole reais (integers); the rent is monthly, condomínio and IPTU too.
 */

export const LISTING_LIMITS = {
  title_min: 3,
  title_max: 150,
  description_max: 5000,
  price_min: 1,
  sale_price_max: 1_000_000_000,
  rent_max: 10_000_000,
  fee_max: 1_000_000,
  area_max: 1_000_000,
  bedrooms_max: 50,
  bathrooms_max: 50,
  parking_spaces_max: 100,
  amenities_max: 30,
  amenity_max: 60,
  street_max: 200,
  street_number_max: 20,
  complement_max: 100,
  neighborhood_max: 100,
  city_max: 100,
  lat_min: -34,
  lat_max: 6,
  lng_min: -74.5,
  lng_max: -28.5,
  alt_max: 300,
  photos_max: 30,
  photo_objects_max: 40,
  drafts_max: 50,
  listing_days: 60,
} as const;

export const TRANSACTIONS = ['venda', 'aluguel'] as const;
export type Transaction = (typeof TRANSACTIONS)[number];
export const OBJECTIVES = ['residencial', 'comercial'] as const;
export type Objective = (typeof OBJECTIVES)[number];
export const PROPERTY_TYPES = [
  'apartamento', 'casa', 'kitnet_studio', 'casa_condominio', 'terreno', 'sobrado', 'assobradado', 'cobertura',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const LISTING_STATUSES = ['rascunho', 'ativo', 'em_analise', 'pausado', 'vendido', 'alugado', 'inativo'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const isListingStatus = (v: unknown): v is ListingStatus => LISTING_STATUSES.includes(v as ListingStatus);

/** The closing status of a transaction: 'vendido' for venda, 'alugado' for aluguel. */
export const closedStatusOf = (t: Transaction) => (t === 'venda' ? 'vendido' : 'alugado');

/** The highest price for a transaction (a monthly rent is capped lower than a sale price). */
export const priceMax = (t: Transaction | undefined) =>
  t === 'aluguel' ? LISTING_LIMITS.rent_max : LISTING_LIMITS.sale_price_max;

/** Keys of `Listings.errors`: the SQL functions' HINTs, plus 'required' and 'failed'. */
export const LISTING_ERROR_KEYS = [
  'required',
  'failed',
  'not_signed_in',
  'listing_not_found',
  'role_cannot_list',
  'data_invalid',
  'transaction_invalid',
  'objective_invalid',
  'type_invalid',
  'title_invalid',
  'description_invalid',
  'price_invalid',
  'condo_fee_invalid',
  'iptu_invalid',
  'bedrooms_invalid',
  'bathrooms_invalid',
  'parking_spaces_invalid',
  'area_invalid',
  'furnished_invalid',
  'pets_allowed_invalid',
  'amenities_invalid',
  'street_invalid',
  'street_number_invalid',
  'complement_invalid',
  'neighborhood_invalid',
  'city_invalid',
  'state_invalid',
  'zip_code_invalid',
  'zip_code_uf',
  'location_invalid',
  'draft_limit',
  'listing_incomplete',
  'photo_required',
  'status_conflict',
  'listing_expired',
  'closed_status_invalid',
  'delete_forbidden',
  'assign_forbidden',
  'partner_remove_forbidden',
  'broker_not_in_agency',
  'role_change_refused',
  'photo_path_invalid',
  'alt_invalid',
  'photo_not_uploaded',
  'photo_limit',
  'photo_order_invalid',
  'photo_not_found',
  'advertiser_suspended',
  'creci_required',
  'creci_partner_required',
] as const;
export type ListingErrorKey = (typeof LISTING_ERROR_KEYS)[number];
export const isListingErrorKey = (v: unknown): v is ListingErrorKey =>
  typeof v === 'string' && (LISTING_ERROR_KEYS as readonly string[]).includes(v);

const msg = (key: ListingErrorKey) => ({ error: key });
const L = LISTING_LIMITS;

// Control characters other than tab and line breaks (SQL refuses them too). HTML is plain text.
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f\u0000]/;
const CONTROL_LINE = /[\u0000-\u001f\u007f]/;

const text = (max: number, key: ListingErrorKey, lineOnly = true) =>
  z
    .string(msg(key))
    .trim()
    .max(max, msg(key))
    .refine((v) => !(lineOnly ? CONTROL_LINE : CONTROL).test(v), msg(key));
const requiredText = (max: number, key: ListingErrorKey) =>
  text(max, key).refine((v) => v.length > 0, msg('required'));
/** Empty text is "not informed" (null). */
const optionalText = (max: number, key: ListingErrorKey) =>
  text(max, key)
    .nullish()
    .transform((v) => (v ? v : null));
const int = (min: number, max: number, key: ListingErrorKey) => z.number(msg(key)).int(msg(key)).min(min, msg(key)).max(max, msg(key));
const amenities = z
  .array(z.string(msg('amenities_invalid')).trim().min(1, msg('amenities_invalid')).max(L.amenity_max, msg('amenities_invalid')).refine((v) => !CONTROL_LINE.test(v), msg('amenities_invalid')), msg('amenities_invalid'))
  .max(L.amenities_max, msg('amenities_invalid'));

/** Each field alone (camelCase; listingToSql maps them to the SQL keys). */
export const listingFields = {
  transaction: z.enum(TRANSACTIONS, msg('transaction_invalid')),
  objective: z.enum(OBJECTIVES, msg('objective_invalid')),
  type: z.enum(PROPERTY_TYPES, msg('type_invalid')),
  title: requiredText(L.title_max, 'title_invalid').refine((v) => v.length === 0 || v.length >= L.title_min, msg('title_invalid')),
  description: text(L.description_max, 'description_invalid', false),
  price: int(L.price_min, L.sale_price_max, 'price_invalid'),
  condoFee: int(0, L.fee_max, 'condo_fee_invalid').nullable(),
  iptu: int(0, L.fee_max, 'iptu_invalid').nullable(),
  bedrooms: int(0, L.bedrooms_max, 'bedrooms_invalid'),
  bathrooms: int(0, L.bathrooms_max, 'bathrooms_invalid'),
  parkingSpaces: int(0, L.parking_spaces_max, 'parking_spaces_invalid'),
  area: int(1, L.area_max, 'area_invalid').nullable(),
  furnished: z.boolean(msg('furnished_invalid')),
  petsAllowed: z.boolean(msg('pets_allowed_invalid')),
  appliances: amenities,
  otherItems: amenities,
  condoFeatures: amenities,
  zipCode: z.string(msg('zip_code_invalid')).trim().regex(/^\d{5}-?\d{3}$/, msg('zip_code_invalid')),
  street: requiredText(L.street_max, 'street_invalid'),
  streetNumber: optionalText(L.street_number_max, 'street_number_invalid'),
  complement: optionalText(L.complement_max, 'complement_invalid'),
  neighborhood: requiredText(L.neighborhood_max, 'neighborhood_invalid'),
  city: requiredText(L.city_max, 'city_invalid'),
  state: z
    .string(msg('state_invalid'))
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(UFS, msg('state_invalid'))),
  latitude: z.number(msg('location_invalid')).min(L.lat_min, msg('location_invalid')).max(L.lat_max, msg('location_invalid')),
  longitude: z.number(msg('location_invalid')).min(L.lng_min, msg('location_invalid')).max(L.lng_max, msg('location_invalid')),
} as const;

const f = listingFields;

// The steps of the wizard (what "Próximo" requires) ---------------------------------------------------------

export const listingTypeStepSchema = z.object({ transaction: f.transaction, objective: f.objective, type: f.type });

export const listingAddressStepSchema = z
  .object({
    zipCode: f.zipCode,
    street: f.street,
    streetNumber: f.streetNumber,
    complement: f.complement,
    neighborhood: f.neighborhood,
    city: f.city,
    state: f.state,
    latitude: f.latitude,
    longitude: f.longitude,
  })
  .refine((v) => cepMatchesUf(v.zipCode, v.state), { path: ['zipCode'], ...msg('zip_code_uf') });

export const listingDetailsStepSchema = z.object({
  bedrooms: f.bedrooms,
  bathrooms: f.bathrooms,
  parkingSpaces: f.parkingSpaces,
  area: f.area.optional(),
  furnished: f.furnished,
  petsAllowed: f.petsAllowed,
  appliances: f.appliances,
  otherItems: f.otherItems,
  condoFeatures: f.condoFeatures,
  description: f.description,
  title: f.title,
});

/** Step 4; pass `transaction` to check the price against its cap (a rent is capped lower). */
export const listingValuesStepSchema = z
  .object({
    transaction: f.transaction.optional(),
    price: f.price,
    condoFee: f.condoFee.optional(),
    iptu: f.iptu.optional(),
  })
  .refine((v) => v.price <= priceMax(v.transaction), { path: ['price'], ...msg('price_invalid') });

/** The whole listing, as listing_publish requires it (photos aside). */
export const listingSchema = z
  .object({
    ...listingTypeStepSchema.shape,
    zipCode: f.zipCode,
    street: f.street,
    streetNumber: f.streetNumber,
    complement: f.complement,
    neighborhood: f.neighborhood,
    city: f.city,
    state: f.state,
    latitude: f.latitude,
    longitude: f.longitude,
    ...listingDetailsStepSchema.shape,
    price: f.price,
    condoFee: f.condoFee.optional(),
    iptu: f.iptu.optional(),
  })
  .refine((v) => cepMatchesUf(v.zipCode, v.state), { path: ['zipCode'], ...msg('zip_code_uf') })
  .refine((v) => v.price <= priceMax(v.transaction), { path: ['price'], ...msg('price_invalid') });
export type ListingInput = z.input<typeof listingSchema>;
export type Listing = z.output<typeof listingSchema>;

/**
 * What saveListingAction takes: any subset of the fields (a step, or one field), each checked alone; a key
 * left out keeps its stored value, a null clears it. Creating a draft needs transaction and type. The pin
 * goes with the address: latitude and longitude together, or neither (SQL drops a pin left behind by a
 * changed address).
 */
export const listingPatchSchema = z
  .object({
    transaction: f.transaction,
    objective: f.objective,
    type: f.type,
    title: text(L.title_max, 'title_invalid').refine((v) => v.length === 0 || v.length >= L.title_min, msg('title_invalid')).nullable(),
    description: f.description.nullable(),
    price: f.price.nullable(),
    condoFee: f.condoFee,
    iptu: f.iptu,
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    parkingSpaces: f.parkingSpaces,
    area: f.area,
    furnished: f.furnished,
    petsAllowed: f.petsAllowed,
    appliances: f.appliances,
    otherItems: f.otherItems,
    condoFeatures: f.condoFeatures,
    zipCode: f.zipCode.nullable(),
    street: optionalText(L.street_max, 'street_invalid'),
    streetNumber: f.streetNumber,
    complement: f.complement,
    neighborhood: optionalText(L.neighborhood_max, 'neighborhood_invalid'),
    city: optionalText(L.city_max, 'city_invalid'),
    state: f.state.nullable(),
    latitude: f.latitude.nullable(),
    longitude: f.longitude.nullable(),
  })
  .partial()
  .strict()
  .refine((v) => ('latitude' in v) === ('longitude' in v) && (v.latitude == null) === (v.longitude == null), {
    path: ['latitude'],
    ...msg('location_invalid'),
  })
  .refine((v) => !v.zipCode || !v.state || cepMatchesUf(v.zipCode, v.state), { path: ['zipCode'], ...msg('zip_code_uf') })
  .refine((v) => v.price == null || v.transaction == null || v.price <= priceMax(v.transaction), {
    path: ['price'],
    ...msg('price_invalid'),
  });
export type ListingPatchInput = z.input<typeof listingPatchSchema>;
export type ListingPatch = z.output<typeof listingPatchSchema>;
export type ListingField = keyof ListingPatch;

/** camelCase field → the key of listing_save's p_data (the column). */
export const SQL_KEY_OF_FIELD: Record<ListingField, string> = {
  transaction: 'transaction',
  objective: 'objective',
  type: 'type',
  title: 'title',
  description: 'description',
  price: 'price',
  condoFee: 'condo_fee',
  iptu: 'iptu',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  parkingSpaces: 'parking_spaces',
  area: 'area',
  furnished: 'furnished',
  petsAllowed: 'pets_allowed',
  appliances: 'appliances',
  otherItems: 'other_items',
  condoFeatures: 'condo_features',
  zipCode: 'zip_code',
  street: 'street',
  streetNumber: 'street_number',
  complement: 'complement',
  neighborhood: 'neighborhood',
  city: 'city',
  state: 'state',
  latitude: 'latitude',
  longitude: 'longitude',
};

/** The p_data of listing_save for a checked patch. */
export function listingToSql(patch: ListingPatch): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) {
    if (v !== undefined) out[SQL_KEY_OF_FIELD[k as ListingField]] = v;
  }
  return out;
}

/** The field a SQL HINT is about (title_invalid → title; zip_code_uf → zipCode), if any. */
export const FIELD_OF_ERROR: Partial<Record<ListingErrorKey, ListingField>> = {
  transaction_invalid: 'transaction',
  objective_invalid: 'objective',
  type_invalid: 'type',
  title_invalid: 'title',
  description_invalid: 'description',
  price_invalid: 'price',
  condo_fee_invalid: 'condoFee',
  iptu_invalid: 'iptu',
  bedrooms_invalid: 'bedrooms',
  bathrooms_invalid: 'bathrooms',
  parking_spaces_invalid: 'parkingSpaces',
  area_invalid: 'area',
  furnished_invalid: 'furnished',
  pets_allowed_invalid: 'petsAllowed',
  amenities_invalid: 'appliances',
  street_invalid: 'street',
  street_number_invalid: 'streetNumber',
  complement_invalid: 'complement',
  neighborhood_invalid: 'neighborhood',
  city_invalid: 'city',
  state_invalid: 'state',
  zip_code_invalid: 'zipCode',
  zip_code_uf: 'zipCode',
  location_invalid: 'latitude',
};

/** The missing fields listing_publish names (DETAIL of 'listing_incomplete') → the form's fields. */
export const FIELD_OF_MISSING: Record<string, ListingField> = {
  title: 'title',
  price: 'price',
  street: 'street',
  neighborhood: 'neighborhood',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  location: 'latitude',
};

// Ids and photos ------------------------------------------------------------------------------------------

export const listingIdField = z.coerce.number(msg('listing_not_found')).int(msg('listing_not_found')).positive(msg('listing_not_found')).max(Number.MAX_SAFE_INTEGER, msg('listing_not_found'));
export const photoIdField = z.coerce.number(msg('photo_not_found')).int(msg('photo_not_found')).positive(msg('photo_not_found')).max(Number.MAX_SAFE_INTEGER, msg('photo_not_found'));
export const photoOrderSchema = z
  .array(photoIdField, msg('photo_order_invalid'))
  .max(L.photos_max, msg('photo_order_invalid'))
  .refine((ids) => new Set(ids).size === ids.length, msg('photo_order_invalid'));
export const photoAltField = optionalText(L.alt_max, 'alt_invalid');
/** An object name listing_photo_add accepts for listing `id`: '<id>/<name>.<jpg|jpeg|png|webp>'. */
export const photoPathPattern = (id: number) => new RegExp(`^${id}/[A-Za-z0-9][A-Za-z0-9_-]{0,79}\\.(jpg|jpeg|png|webp)$`);
export const closedStatusField = z.enum(['vendido', 'alugado'], msg('closed_status_invalid'));
export const brokerIdField = z.uuid(msg('broker_not_in_agency')).nullable();
export const partnerKindField = z.enum(['imobiliaria', 'corretor'], msg('data_invalid'));

export type ListingFieldErrors = FieldErrors<ListingField, ListingErrorKey>;
export type ListingActionState<T = undefined> = ActionState<T, ListingErrorKey, ListingFieldErrors>;

/** An error of the database (supabase-js's PostgrestError shape). */
export type ListingRpcError = { code?: string | null; hint?: string | null; message?: string | null; details?: string | null };

/**
 * A refusal of a listing function as an action's answer: its HINT (a catalogue key) as the form error and,
 * for a field's key, as that field's error; 'listing_incomplete' marks each missing field 'required' (the
 * DETAIL lists them). A value PostgREST could not cast is 'data_invalid'; anything else 'failed'.
 */
export function listingFailure(error: ListingRpcError): ListingActionState<never> {
  const hint = error.hint ?? '';
  const message = error.message ?? undefined;
  if (isListingErrorKey(hint)) {
    const fieldErrors: ListingFieldErrors = {};
    const field = FIELD_OF_ERROR[hint];
    if (field) fieldErrors[field] = [hint];
    if (hint === 'listing_incomplete') {
      for (const missing of (error.details ?? '').split(',')) {
        const f = FIELD_OF_MISSING[missing.trim()];
        if (f) fieldErrors[f] = ['required'];
      }
    }
    return { ok: false, formError: hint, message, ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) };
  }
  if (error.code === '22P02' || error.code === '22023' || error.code === '22P05') return { ok: false, formError: 'data_invalid' };
  console.error('[listings] rpc failed:', error.code, error.message);
  return { ok: false, formError: 'failed' };
}

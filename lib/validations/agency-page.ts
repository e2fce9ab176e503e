import { z } from 'zod';
import type { ActionState, FieldErrors } from './action-state';
import { TRANSACTION_OF_URL } from '@/lib/search/params';
import { isPhone, onlyDigits } from '@/lib/validations/rules/documents';

/**
 * The public page of an agency or broker (/{slug}) and its editing on /minha-pagina (issue #19): the URL's
 * filters and the edit form, shared by the client form and the server action. Errors are keys under
 * `AgencyPage.errors.*`. The SQL functions (agency_page, agency_page_update, agency_page_set_photos,
 * migration 20261126006000) check every value again with the same limits.
 */

export const PAGE_SIZE = 12;
export const MAX_COVER_PHOTOS = 5;
export const DESCRIPTION_MAX = 2000;
export const SLUG_MIN = 3;
export const SLUG_MAX = 50;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const PAGE_TRANSACTIONS = ['aluguel', 'venda'] as const;
export const PAGE_TYPES = [
  'apartamento', 'casa', 'kitnet_studio', 'casa_condominio', 'terreno', 'sobrado', 'assobradado', 'cobertura',
] as const;
/** The bedroom chips: 1+, 2+, 3+, 4+. */
export const PAGE_BEDROOMS = [1, 2, 3, 4] as const;

export type PageTransaction = (typeof PAGE_TRANSACTIONS)[number];
export type PageType = (typeof PAGE_TYPES)[number];

/** The page's state in its URL: ?transacao=alugar&tipo=casa&quartos=2&pagina=3&vista=mapa. */
export interface PageFilters {
  transaction: PageTransaction | null;
  type: PageType | null;
  minBedrooms: number | null;
  page: number;
  view: 'lista' | 'mapa';
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Reads the filters from the query string; anything unknown or malformed is ignored (never an error page). */
export function parsePageFilters(params: SearchParams): PageFilters {
  const verb = first(params.transacao).toLowerCase();
  const tx: PageTransaction | null = Object.hasOwn(TRANSACTION_OF_URL, verb) ? TRANSACTION_OF_URL[verb as keyof typeof TRANSACTION_OF_URL] : null;
  const rawType = first(params.tipo).toLowerCase();
  const type = (PAGE_TYPES as readonly string[]).includes(rawType) ? (rawType as PageType) : null;
  const rawBedrooms = first(params.quartos);
  const bedrooms = /^[1-4]$/.test(rawBedrooms) ? Number(rawBedrooms) : null;
  const rawPage = first(params.pagina);
  const page = /^\d{1,4}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), 1000) : 1;
  const view = first(params.vista) === 'mapa' ? 'mapa' : 'lista';
  return { transaction: tx, type, minBedrooms: bedrooms, page, view };
}

/** The query string of `filters` (only what differs from the defaults), for links and chips. */
export function pageFiltersQuery(filters: Partial<PageFilters>): string {
  const q = new URLSearchParams();
  if (filters.transaction) q.set('transacao', filters.transaction === 'aluguel' ? 'alugar' : 'comprar');
  if (filters.type) q.set('tipo', filters.type);
  if (filters.minBedrooms) q.set('quartos', String(filters.minBedrooms));
  if (filters.view === 'mapa') q.set('vista', 'mapa');
  if (filters.page && filters.page > 1) q.set('pagina', String(filters.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Whether `slug` has the shape of a page address (the database also refuses reserved and taken ones). */
export function isSlugShape(slug: string): boolean {
  return slug.length >= SLUG_MIN && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

export const PAGE_ERRORS = [
  'required',
  'descriptionTooLong',
  'phoneInvalid',
  'whatsappInvalid',
  'emailInvalid',
  'slugInvalid',
  'slugReserved',
  'slugTaken',
] as const;
export type PageErrorKey = (typeof PAGE_ERRORS)[number];

const optionalPhone = (key: PageErrorKey, mobileOnly: boolean) =>
  z
    .string()
    .trim()
    .max(30, key)
    .refine((v) => v === '' || (isPhone(v) && (!mobileOnly || onlyDigits(v).length === 11)), key);

export const pageDetailsSchema = z.object({
  description: z.string().trim().max(DESCRIPTION_MAX, 'descriptionTooLong'),
  phone: optionalPhone('phoneInvalid', false),
  whatsapp: optionalPhone('whatsappInvalid', true),
  contactEmail: z
    .string()
    .trim()
    .max(254, 'emailInvalid')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'emailInvalid'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'required')
    .refine((v) => v === '' || isSlugShape(v), 'slugInvalid'),
});

export type PageDetailsInput = z.input<typeof pageDetailsSchema>;
export type PageDetailsValues = z.output<typeof pageDetailsSchema>;

export type PageFormError = 'failed' | 'notAllowed' | 'photoInvalid' | 'photoTooLarge' | 'tooManyPhotos';

export type PageDetailsState = ActionState<
  { slug: string },
  PageFormError,
  FieldErrors<keyof PageDetailsInput, PageErrorKey>
>;

/** The catalogue key of an error `hint` raised by the page's SQL functions. */
export function pageErrorOfHint(hint: string | undefined | null): { field?: keyof PageDetailsInput; key: PageErrorKey | PageFormError } {
  switch (hint) {
    case 'description_too_long':
      return { field: 'description', key: 'descriptionTooLong' };
    case 'phone_invalid':
      return { field: 'phone', key: 'phoneInvalid' };
    case 'whatsapp_invalid':
      return { field: 'whatsapp', key: 'whatsappInvalid' };
    case 'email_invalid':
      return { field: 'contactEmail', key: 'emailInvalid' };
    case 'slug_invalid':
      return { field: 'slug', key: 'slugInvalid' };
    case 'slug_reserved':
      return { field: 'slug', key: 'slugReserved' };
    case 'slug_taken':
      return { field: 'slug', key: 'slugTaken' };
    case 'not_signed_in':
    case 'not_page_owner':
      return { key: 'notAllowed' };
    case 'too_many_photos':
      return { key: 'tooManyPhotos' };
    case 'photo_invalid':
    case 'photo_missing':
      return { key: 'photoInvalid' };
    default:
      return { key: 'failed' };
  }
}

/** Cover photo uploads (app/api/agency-page/photos): the bytes decide the type; stored re-encoded as WebP. */
export const COVER_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const COVER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Long side of a stored cover photo (DESIGN.md: uploads resized to 2000 px, WebP). */
export const COVER_PHOTO_MAX_SIDE = 2000;
const COVER_OBJECT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Whether `name` is an object name of the page-photos bucket as the upload route writes them. */
export function isCoverObjectName(name: string): boolean {
  return COVER_OBJECT.test(name);
}

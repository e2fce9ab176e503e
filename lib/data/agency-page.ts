import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';
import { cache } from 'react';
import { env } from '@/lib/env';
import type { PropertyCardData, PropertyType, TransactionType } from '@/lib/search/types';
import { createClient } from '@/lib/supabase/server';
import type { PageFilters } from '@/lib/validations/agency-page';

/**
 * The public page of an agency or broker (/{slug}, /minha-pagina): one call to the SQL function
 * agency_page(slug, filters) (migration 20261126006000), which decides who sees the page (its owner always,
 * others only while user_settings.public_profile is on) and returns only public fields.
 */

export interface PageProfile {
  id: string;
  role: 'corretor' | 'imobiliaria';
  name: string;
  slug: string;
  description: string | null;
  avatarUrl: string | null;
  phone: string | null;
  email: string | null;
  whatsapp: string | null;
  creci: string | null;
  website: string | null;
  address: string | null;
  addressNumber: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  /** Object names in the page-photos bucket, in order. */
  photos: string[];
  updatedAt: string | null;
}

export interface PagePoint {
  id: number;
  lat: number;
  lng: number;
  price: number;
  transaction: TransactionType;
  title: string;
}

export interface AgencyPageData {
  profile: PageProfile;
  /** Present only for the page's owner. */
  /** showContact: 'Visibilidade do contato' (off: others see no phone, e-mail or WhatsApp). */
  owner: { contactEmail: string | null; whatsapp: string | null; publicProfile: boolean; showContact: boolean } | null;
  total: number;
  totalAll: number;
  perPage: number;
  page: number;
  facets: { transaction: Partial<Record<TransactionType, number>>; type: Partial<Record<PropertyType, number>> };
  place: { neighborhood?: string; city: string; state: string } | null;
  headingTransaction: TransactionType | null;
  listings: PropertyCardData[];
  points: PagePoint[];
}

export type AgencyPageResult = { kind: 'page'; data: AgencyPageData } | { kind: 'redirect'; slug: string } | { kind: 'none' };

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));

function toFilters(f: Partial<PageFilters>) {
  return {
    transaction: f.transaction ?? null,
    type: f.type ?? null,
    min_bedrooms: f.minBedrooms ?? null,
    page: f.page ?? 1,
  };
}

function shape(raw: Json): AgencyPageResult {
  if (typeof raw.redirect === 'string') return { kind: 'redirect', slug: raw.redirect };
  const p = raw.profile as Json;
  const owner = raw.owner as Json | null;
  const filters = raw.filters as Json;
  return {
    kind: 'page',
    data: {
      profile: {
        id: String(p.id),
        role: p.role as PageProfile['role'],
        name: str(p.name) ?? String(p.slug),
        slug: String(p.slug),
        description: str(p.description),
        avatarUrl: str(p.avatar_url),
        phone: str(p.phone),
        email: str(p.email),
        whatsapp: str(p.whatsapp),
        creci: str(p.creci),
        website: str(p.website),
        address: str(p.address),
        addressNumber: str(p.address_number),
        neighborhood: str(p.neighborhood),
        city: str(p.city),
        state: str(p.state),
        photos: Array.isArray(p.photos) ? (p.photos as unknown[]).filter((x): x is string => typeof x === 'string') : [],
        updatedAt: str(p.updated_at),
      },
      owner: owner
        ? { contactEmail: str(owner.contact_email), whatsapp: str(owner.whatsapp), publicProfile: owner.public_profile !== false, showContact: owner.show_contact === true }
        : null,
      total: num(raw.total),
      totalAll: num(raw.total_all),
      perPage: num(raw.per_page) || 12,
      page: num(filters?.page) || 1,
      facets: (raw.facets as AgencyPageData['facets']) ?? { transaction: {}, type: {} },
      place: (raw.place as AgencyPageData['place']) ?? null,
      headingTransaction: (str(raw.heading_transaction) as TransactionType | null) ?? null,
      listings: ((raw.listings as Json[]) ?? []).map((l) => ({
        id: num(l.id),
        title: String(l.title),
        transaction: l.transaction as TransactionType,
        type: l.type as PropertyType,
        price: num(l.price),
        bedrooms: num(l.bedrooms),
        bathrooms: num(l.bathrooms),
        parkingSpaces: num(l.parking_spaces),
        area: l.area == null ? null : num(l.area),
        neighborhood: String(l.neighborhood ?? ''),
        city: String(l.city ?? ''),
        state: str(l.state),
        coverImage: str(l.cover_image),
        featured: l.featured === true,
        publishedAt: str(l.published_at),
      })),
      points: ((raw.points as Json[]) ?? []).map((x) => ({
        id: num(x.id),
        lat: num(x.lat),
        lng: num(x.lng),
        price: num(x.price),
        transaction: x.transaction as TransactionType,
        title: String(x.title),
      })),
    },
  };
}

/**
 * The page at `slug` as the current visitor sees it (with the session: its owner sees it even when it is
 * not public and gets the edit button), a redirect to its current address, or none (unknown, reserved,
 * malformed, not public).
 */
export function getAgencyPage(slug: string, filters: Partial<PageFilters> = {}): Promise<AgencyPageResult> {
  return fetchAgencyPage(slug, JSON.stringify(toFilters(filters)));
}

// Cached per request by value (metadata and page ask with equal, not identical, filters).
const fetchAgencyPage = cache(async (slug: string, filters: string): Promise<AgencyPageResult> => {
  if (slug.length > 200) return { kind: 'none' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('agency_page', { p_slug: slug, p_filters: JSON.parse(filters) });
  if (error) {
    console.error('[agency-page] read failed:', error.message);
    throw new Error('agency page unavailable');
  }
  if (!data || typeof data !== 'object') return { kind: 'none' };
  return shape(data as Json);
});

/** The page as anybody sees it, without a session (Open Graph image: link-preview fetchers have none). */
export const getPublicAgencyPage = cache(async (slug: string): Promise<AgencyPageData | null> => {
  if (slug.length > 200) return null;
  const { data, error } = await createPublicClient().rpc('agency_page', { p_slug: slug, p_filters: {} });
  if (error || !data || typeof data !== 'object') return null;
  const result = shape(data as Json);
  return result.kind === 'page' ? result.data : null;
});

/** The addresses of every page shown to the public (sitemap.xml). */
export const getPublicPageSlugs = cache(async (): Promise<{ slug: string; updatedAt: string | null }[]> => {
  const { data, error } = await createPublicClient().rpc('public_page_slugs', { max_rows: 50_000 });
  if (error) {
    console.error('[agency-page] slugs failed:', error.message);
    return [];
  }
  return (data ?? []).map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
});

/** The public URL of a page photo (the bucket is public; next/image fetches it from Storage). */
export function pagePhotoUrl(name: string): string {
  return `${env.supabaseUrl}/storage/v1/object/public/page-photos/${name.split('/').map(encodeURIComponent).join('/')}`;
}

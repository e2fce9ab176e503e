import 'server-only';
import { cache } from 'react';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { Enums, Json } from '@/lib/supabase/database.types';
import { MANAGE_PER_PAGE, type ManageParams } from '@/lib/validations/my-listings';

/**
 * /imoveis: the listings the signed-in user manages (an owner's own, a broker's assigned ones, all of an
 * agency's), one page per call of the SQL function listing_manage_search (supabase/migrations/
 * 20261126004000_listing_manage.sql), which also gives the counts, an agency's active brokers and the
 * partner requests waiting for the caller's answer. The jsonb answer becomes the small objects below
 * (toManagePage is pure and unit-tested).
 */

export type ListingStatus = Enums<'property_status'>;
export type ListingRelation = 'owner' | 'agency' | 'broker';

export interface ManagedListing {
  id: number;
  title: string;
  status: ListingStatus;
  transaction: Enums<'transaction_type'> | null;
  type: Enums<'property_type'> | null;
  price: number | null;
  address: { street: string | null; number: string | null; neighborhood: string | null; city: string | null; state: string | null };
  coverImage: string | null;
  publishedAt: string | null;
  expiresAt: string | null;
  daysLeft: number | null;
  createdAt: string;
  counts: { views: number; favorites: number; leads: number; visits: number; proposals: number };
  relation: ListingRelation;
  /** The caller is the listing's agency (also when it listed it itself): it assigns the broker. */
  isAgency: boolean;
  agency: { id: string; name: string | null } | null;
  broker: { id: string; name: string | null } | null;
  openRequest: { id: number; partnerName: string | null; partnerRole: 'imobiliaria' | 'corretor' } | null;
}

export interface PartnerRequest {
  id: number;
  propertyId: number;
  partnerRole: 'imobiliaria' | 'corretor';
  message: string | null;
  createdAt: string;
  title: string;
  place: string;
  ownerName: string | null;
}

export interface ManagePage {
  total: number;
  page: number;
  perPage: number;
  pages: number;
  rows: ManagedListing[];
  brokers: { id: string; name: string | null }[];
  requests: PartnerRequest[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const numOrNull = (v: unknown): number | null => (v == null ? null : num(v));
const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

const RELATIONS: readonly ListingRelation[] = ['owner', 'agency', 'broker'];

export function toManagePage(json: Json | null | undefined, userId?: string): ManagePage {
  const d = obj(json);
  const perPage = num(d.per_page) || MANAGE_PER_PAGE;
  const total = num(d.total);
  return {
    total,
    page: num(d.page) || 1,
    perPage,
    pages: Math.max(1, Math.ceil(total / perPage)),
    rows: arr(d.rows).map((r) => {
      const req = r.open_request ? obj(r.open_request) : null;
      const relation = str(r.relation) as ListingRelation;
      return {
        id: num(r.id),
        title: str(r.title),
        status: str(r.status) as ListingStatus,
        transaction: (strOrNull(r.transaction) as ManagedListing['transaction']) ?? null,
        type: (strOrNull(r.type) as ManagedListing['type']) ?? null,
        price: numOrNull(r.price),
        address: {
          street: strOrNull(r.street),
          number: strOrNull(r.street_number),
          neighborhood: strOrNull(r.neighborhood),
          city: strOrNull(r.city),
          state: strOrNull(r.state),
        },
        coverImage: strOrNull(r.cover_image),
        publishedAt: strOrNull(r.published_at),
        expiresAt: strOrNull(r.expires_at),
        daysLeft: numOrNull(r.days_left),
        createdAt: str(r.created_at),
        counts: {
          views: num(r.views),
          favorites: num(r.favorites),
          leads: num(r.leads),
          visits: num(r.visits),
          proposals: num(r.proposals),
        },
        relation: RELATIONS.includes(relation) ? relation : 'broker',
        isAgency: !!userId && str(r.agency_id) === userId,
        agency: r.agency_id ? { id: str(r.agency_id), name: strOrNull(r.agency_name) } : null,
        broker: r.broker_id ? { id: str(r.broker_id), name: strOrNull(r.broker_name) } : null,
        openRequest: req
          ? {
              id: num(req.id),
              partnerName: strOrNull(req.partner_name),
              partnerRole: str(req.partner_role) === 'corretor' ? 'corretor' : 'imobiliaria',
            }
          : null,
      };
    }),
    brokers: arr(d.brokers).map((b) => ({ id: str(b.id), name: strOrNull(b.name) })),
    requests: arr(d.requests).map((q) => ({
      id: num(q.id),
      propertyId: num(q.property_id),
      partnerRole: str(q.partner_role) === 'corretor' ? 'corretor' : 'imobiliaria',
      message: strOrNull(q.message),
      createdAt: str(q.created_at),
      title: str(q.title),
      place: [strOrNull(q.neighborhood), strOrNull(q.city), strOrNull(q.state)].filter(Boolean).join(', '),
      ownerName: strOrNull(q.owner_name),
    })),
  };
}

/** One page of the signed-in user's listings; throws when the read fails (the page's error state). */
export const getMyListings = cache(async (params: ManageParams): Promise<ManagePage> => {
  const user = await getSessionUser();
  if (!user) return toManagePage(null);
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('listing_manage_search', {
    p_q: params.q || undefined,
    p_status: params.status ?? undefined,
    p_sort: params.sort,
    p_page: params.page,
  });
  if (error) {
    console.error('[my-listings] listing_manage_search failed:', error.message);
    throw new Error('listings_unavailable');
  }
  return toManagePage(data, user.id);
});

/** Agencies an owner may invite as a listing's partner (name or city contains `q`). */
export async function findPartnerAgencies(q: string): Promise<{ id: string; name: string; place: string }[]> {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('listing_partner_agencies', { p_q: q || undefined });
  if (error) {
    console.error('[my-listings] listing_partner_agencies failed:', error.message);
    return [];
  }
  return (data ?? []).map((a) => ({
    id: a.id,
    name: a.name,
    place: [a.city, a.state].filter(Boolean).join(' / '),
  }));
}

import 'server-only';
import { cache } from 'react';
import { getSessionUser } from '@/lib/data/auth';
import { TIME_ZONE } from '@/lib/format';
import { toCardData, type PropertyCardData } from '@/lib/search/types';
import { createClient } from '@/lib/supabase/server';
import type { Enums, Json } from '@/lib/supabase/database.types';

/**
 * The role homes' numbers, each from one SQL function (supabase/migrations/20261122000600_role_homes.sql):
 * client_home(), owner_home(), broker_home(tz). The functions check the caller; here their jsonb answer is
 * turned into small typed objects (the to*Home mappers are pure and unit-tested). A failed read is null, and
 * the page shows its error state.
 */

export interface LeadSummary {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  createdAt: string;
  propertyId: number;
  propertyTitle: string;
}

export interface ClientHome {
  favorites: number;
  openVisits: number;
  openProposals: number;
  featured: (PropertyCardData & { isFavorite: boolean })[];
}

export interface OwnerListingStats {
  id: number;
  title: string;
  status: Enums<'property_status'>;
  views: number;
  favorites: number;
  visits: number;
  proposals: number;
  leads: number;
}

export interface OwnerHome {
  totals: { listings: number; activeListings: number; views: number; favorites: number; visits: number; proposals: number; leads: number };
  listings: OwnerListingStats[];
  openVisits: number;
  openProposals: number;
  leads: LeadSummary[];
}

export interface UpcomingVisit {
  id: number;
  date: string;
  time: string;
  status: Enums<'visit_status'>;
  propertyId: number;
  propertyTitle: string;
  clientName: string | null;
  clientPhone: string | null;
}

export interface BrokerHome {
  monthStart: string;
  salesGoal: number;
  sales: number;
  scheduledVisits: number;
  newClients: number;
  upcoming: UpcomingVisit[];
  opportunities: LeadSummary[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function toLead(r: Obj): LeadSummary {
  return {
    id: num(r.id),
    name: str(r.name),
    email: str(r.email),
    phone: str(r.phone),
    message: strOrNull(r.message),
    createdAt: str(r.created_at),
    propertyId: num(r.property_id),
    propertyTitle: str(r.property_title),
  };
}

export function toClientHome(json: Json | null | undefined): ClientHome {
  const d = obj(json);
  return {
    favorites: num(d.favorites),
    openVisits: num(d.open_visits),
    openProposals: num(d.open_proposals),
    featured: arr(d.featured).map((r) => ({
      ...toCardData({
        id: num(r.id),
        title: str(r.title),
        transaction: str(r.transaction) as PropertyCardData['transaction'],
        type: str(r.type) as PropertyCardData['type'],
        price: num(r.price),
        bedrooms: num(r.bedrooms),
        bathrooms: num(r.bathrooms),
        parking_spaces: num(r.parking_spaces),
        area: r.area == null ? null : num(r.area),
        neighborhood: str(r.neighborhood),
        city: str(r.city),
        state: strOrNull(r.state),
        cover_image: strOrNull(r.cover_image),
        featured: r.featured === true,
        published_at: strOrNull(r.published_at),
      }),
      isFavorite: r.is_favorite === true,
    })),
  };
}

export function toOwnerHome(json: Json | null | undefined): OwnerHome {
  const d = obj(json);
  const t = obj(d.totals);
  return {
    totals: {
      listings: num(t.listings),
      activeListings: num(t.active_listings),
      views: num(t.views),
      favorites: num(t.favorites),
      visits: num(t.visits),
      proposals: num(t.proposals),
      leads: num(t.leads),
    },
    listings: arr(d.listings).map((r) => ({
      id: num(r.id),
      title: str(r.title),
      status: str(r.status) as OwnerListingStats['status'],
      views: num(r.views),
      favorites: num(r.favorites),
      visits: num(r.visits),
      proposals: num(r.proposals),
      leads: num(r.leads),
    })),
    openVisits: num(d.open_visits),
    openProposals: num(d.open_proposals),
    leads: arr(d.leads).map(toLead),
  };
}

export function toBrokerHome(json: Json | null | undefined): BrokerHome {
  const d = obj(json);
  return {
    monthStart: str(d.month_start),
    salesGoal: num(d.sales_goal) || 5,
    sales: num(d.sales),
    scheduledVisits: num(d.scheduled_visits),
    newClients: num(d.new_clients),
    upcoming: arr(d.upcoming).map((r) => ({
      id: num(r.id),
      date: str(r.visit_date),
      time: str(r.visit_time).slice(0, 5),
      status: str(r.status) as UpcomingVisit['status'],
      propertyId: num(r.property_id),
      propertyTitle: str(r.property_title),
      clientName: strOrNull(r.client_name),
      clientPhone: strOrNull(r.client_phone),
    })),
    opportunities: arr(d.opportunities).map(toLead),
  };
}

/** Progress towards a goal, as a whole percentage between 0 and 100. */
export function goalPercent(done: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((done / goal) * 100)));
}

export const getClientHome = cache(async (): Promise<ClientHome | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('client_home', { featured_limit: 6 });
  if (error) {
    console.error('[dashboard] client_home failed:', error.message);
    return null;
  }
  return toClientHome(data);
});

export const getOwnerHome = cache(async (): Promise<OwnerHome | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('owner_home', { leads_limit: 5 });
  if (error) {
    console.error('[dashboard] owner_home failed:', error.message);
    return null;
  }
  return toOwnerHome(data);
});

export const getBrokerHome = cache(async (): Promise<BrokerHome | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('broker_home', { tz: TIME_ZONE, items_limit: 6 });
  if (error) {
    console.error('[dashboard] broker_home failed:', error.message);
    return null;
  }
  return toBrokerHome(data);
});

export interface ListingOption {
  id: number;
  title: string;
  /** Sale or rental: /propostas/subir asks a rental's terms (issue #38). */
  transaction: 'venda' | 'aluguel';
}

/**
 * The listings the signed-in user handles (as owner, partner agency or broker) that can still receive a
 * proposal (ativo or pausado), for the /propostas/subir select; newest first.
 */
export const getHandledListingOptions = cache(async (): Promise<ListingOption[]> => {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  // owner_id is not readable by the API roles (issue #28): managed_listings() returns the caller's listings.
  const { data, error } = await supabase
    .rpc('managed_listings')
    .select('id, title, transaction')
    .in('status', ['ativo', 'pausado'])
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(500);
  if (error) {
    console.error('[dashboard] handled listings failed:', error.message);
    return [];
  }
  return data.map((p) => ({ id: p.id, title: p.title, transaction: p.transaction }));
});

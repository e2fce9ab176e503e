import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';
import type { Enums, Json } from '@/lib/supabase/database.types';
import { isInvitationToken } from '@/lib/validations/team';

/**
 * Reads of the agency workspace (issue #19), each one SQL function of migration 20261126005000_agency_team:
 * the dashboard (counts + one page of the properties table), the team, the invitations sent, an owner's
 * partner brokers and what an invitation link shows. The functions check the caller; a failed read is null
 * and the page shows its error state.
 */

export const DASHBOARD_PAGE_SIZE = 5;

export interface DashboardCounts {
  properties: number;
  activeProperties: number;
  upcomingAppointments: number;
  brokers: number;
  openProposals: number;
}

export interface DashboardListing {
  id: number;
  title: string;
  type: Enums<'property_type'>;
  transaction: Enums<'transaction_type'>;
  status: Enums<'property_status'>;
  createdAt: string;
}

export interface AgencyDashboard {
  counts: DashboardCounts;
  total: number;
  page: number;
  pageSize: number;
  rows: DashboardListing[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** agency_dashboard's jsonb as the page's object (pure; unit-tested). */
export function toAgencyDashboard(json: Json | null | undefined): AgencyDashboard {
  const d = obj(json);
  const c = obj(d.counts);
  return {
    counts: {
      properties: num(c.properties),
      activeProperties: num(c.active_properties),
      upcomingAppointments: num(c.upcoming_appointments),
      brokers: num(c.brokers),
      openProposals: num(c.open_proposals),
    },
    total: num(d.total),
    page: num(d.page) || 1,
    pageSize: num(d.page_size) || DASHBOARD_PAGE_SIZE,
    rows: (Array.isArray(d.rows) ? d.rows : []).map((raw) => {
      const r = obj(raw);
      return {
        id: num(r.id),
        title: str(r.title),
        type: str(r.type) as DashboardListing['type'],
        transaction: str(r.transaction) as DashboardListing['transaction'],
        status: str(r.status) as DashboardListing['status'],
        createdAt: str(r.created_at),
      };
    }),
  };
}

export const getAgencyDashboard = cache(async (search: string, page: number): Promise<AgencyDashboard | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('agency_dashboard', { search, page, page_size: DASHBOARD_PAGE_SIZE });
  if (error) {
    console.error('[team] agency_dashboard failed:', error.message);
    return null;
  }
  return toAgencyDashboard(data);
});

export interface TeamBroker {
  id: string;
  name: string;
  email: string;
  phone: string;
  creci: string | null;
  avatarUrl: string | null;
  status: Enums<'broker_status'>;
  joinedAt: string | null;
  sales: number;
  activeListings: number;
}

export const getTeam = cache(async (search: string): Promise<TeamBroker[] | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('agency_team', { search: search || undefined });
  if (error) {
    console.error('[team] agency_team failed:', error.message);
    return null;
  }
  return data.map((b) => ({
    id: b.id,
    name: b.name ?? '',
    email: b.email ?? '',
    phone: b.phone ?? '',
    creci: b.creci,
    avatarUrl: b.avatar_url,
    status: b.broker_status,
    joinedAt: b.joined_at,
    sales: Number(b.sales),
    activeListings: Number(b.active_listings),
  }));
});

export interface SentInvitation {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: Enums<'invitation_status'>;
  expiresAt: string;
  lastSentAt: string;
  acceptedByName: string | null;
}

export const getSentInvitations = cache(async (): Promise<SentInvitation[] | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('sent_broker_invitations');
  if (error) {
    console.error('[team] sent_broker_invitations failed:', error.message);
    return null;
  }
  return data.map((i) => ({
    id: i.id,
    name: i.name,
    email: i.email,
    phone: i.phone,
    status: i.status,
    expiresAt: i.expires_at,
    lastSentAt: i.last_sent_at,
    acceptedByName: i.accepted_by_name,
  }));
});

export interface PartnerBroker {
  id: string;
  name: string;
  phone: string;
  creci: string | null;
  avatarUrl: string | null;
  since: string | null;
  listings: number;
}

export const getPartnerBrokers = cache(async (): Promise<PartnerBroker[] | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('owner_partner_brokers');
  if (error) {
    console.error('[team] owner_partner_brokers failed:', error.message);
    return null;
  }
  return data.map((b) => ({
    id: b.id,
    name: b.name ?? '',
    phone: b.phone ?? '',
    creci: b.creci,
    avatarUrl: b.avatar_url,
    since: b.since,
    listings: Number(b.listings),
  }));
});

export interface InvitationView {
  inviterKind: 'imobiliaria' | 'proprietario';
  inviterName: string;
  inviterAvatarUrl: string | null;
  name: string;
  /** Shown signed out (to prefill the sign-up) or to its owner; null otherwise. */
  email: string | null;
  status: Enums<'invitation_status'>;
  expiresAt: string;
  /** null signed out; whether the signed-in account's confirmed e-mail is the invited one. */
  forMe: boolean | null;
}

/** What /convite/{token} shows; null for an unknown or malformed token. */
export const getInvitation = cache(async (token: string): Promise<InvitationView | null> => {
  if (!isInvitationToken(token)) return null;
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('invitation_by_token', { token });
  if (error) {
    console.error('[team] invitation_by_token failed:', error.code);
    return null;
  }
  const row = data[0];
  if (!row) return null;
  return {
    inviterKind: row.inviter_kind === 'proprietario' ? 'proprietario' : 'imobiliaria',
    inviterName: row.inviter_name ?? '',
    inviterAvatarUrl: row.inviter_avatar_url,
    name: row.name,
    email: row.email,
    status: row.status,
    expiresAt: row.expires_at,
    forMe: row.for_me,
  };
});

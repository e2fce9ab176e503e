import 'server-only';
import { cache } from 'react';
import { getSessionUser } from '@/lib/data/auth';
import { propertyImageUrl, type TransactionType } from '@/lib/search/types';
import { createClient } from '@/lib/supabase/server';
import type { VisitSlot, VisitStatus } from '@/lib/validations/visits';

/**
 * Reads of the visit screens, through the SQL functions my_visits, my_pending_visits, visit_agenda,
 * visit_listing_options and visit_slots (each reads only the caller's rows). Small objects shaped for the UI.
 */

export interface MyVisit {
  id: number;
  status: VisitStatus;
  /** YYYY-MM-DD and HH:MM, São Paulo time. */
  date: string;
  time: string;
  message: string | null;
  cancelReason: string | null;
  cancelledByClient: boolean;
  canCancel: boolean;
  property: {
    id: number;
    title: string;
    address: string;
    transaction: TransactionType;
    price: number;
    imageUrl: string | null;
  };
}

/**
 * A visit the listing side booked with the signed-in user's e-mail, waiting for them to accept (it becomes
 * theirs) or decline. Only the listing's area is shown until they accept.
 */
export interface PendingVisit {
  id: number;
  status: VisitStatus;
  date: string;
  time: string;
  /** The name the listing side typed for the visitor. */
  visitorName: string;
  message: string | null;
  /** The agency or broker who booked it; null for a private owner ("the advertiser"). */
  bookedBy: string | null;
  property: { id: number; title: string; area: string; imageUrl: string | null };
}

export interface AgendaVisit {
  id: number;
  status: VisitStatus;
  date: string;
  time: string;
  message: string | null;
  cancelReason: string | null;
  /** The visit's start has passed (São Paulo time): it can be marked as done, no longer cancelled by the client. */
  started: boolean;
  client: { id: string | null; name: string | null; phone: string | null; email: string | null };
  property: { id: number; title: string; address: string };
  brokerName: string | null;
  /** The owner confirmed it (the card says so instead of naming a broker). */
  confirmedByOwner: boolean;
}

export interface VisitListingOption {
  id: number;
  title: string;
  address: string;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The signed-in client's visits, newest first (empty when signed out). */
export const getMyVisits = cache(async (): Promise<MyVisit[]> => {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('my_visits');
  if (error) {
    console.error('[visits] my_visits failed:', error.message);
    throw new Error('visits_unavailable');
  }
  return (data ?? []).map((r) => ({
    id: r.id,
    status: r.status,
    date: r.visit_date,
    time: hhmm(r.visit_time),
    message: r.message ?? null,
    cancelReason: r.cancel_reason ?? null,
    cancelledByClient: !!r.cancelled_by_client,
    canCancel: !!r.can_cancel,
    property: {
      id: r.property_id,
      title: r.property_title,
      address: r.property_address,
      transaction: r.property_transaction,
      price: r.property_price,
      imageUrl: r.cover_image ? propertyImageUrl(r.cover_image) : null,
    },
  }));
});

/**
 * The bookings waiting for the signed-in user's confirmation, soonest first (empty when signed out); null
 * when they could not be read, so the page shows that section's error without losing the rest.
 */
export const getPendingVisits = cache(async (): Promise<PendingVisit[] | null> => {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('my_pending_visits');
  if (error) {
    console.error('[visits] my_pending_visits failed:', error.message);
    return null;
  }
  return (data ?? []).map((r) => ({
    id: r.id,
    status: r.status,
    date: r.visit_date,
    time: hhmm(r.visit_time),
    visitorName: r.visitor_name,
    message: r.message ?? null,
    bookedBy: r.booked_by ?? null,
    property: {
      id: r.property_id,
      title: r.property_title,
      area: r.property_area,
      imageUrl: r.cover_image ? propertyImageUrl(r.cover_image) : null,
    },
  }));
});

/** Visits to the listings the signed-in user handles, filtered by `q` (client or listing) and `status`. */
export const getVisitAgenda = cache(async (q: string, status: VisitStatus | null, broker: string | null = null): Promise<AgendaVisit[]> => {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('visit_agenda', {
    search: q || undefined,
    status: status ?? undefined,
    max_rows: 200,
    // An agency's broker filter: a broker's id, or 'nenhum' for listings without one (issue #39).
    broker: broker ?? undefined,
  });
  if (error) {
    console.error('[visits] visit_agenda failed:', error.message);
    throw new Error('visits_unavailable');
  }
  return (data ?? []).map((r) => ({
    id: r.id,
    status: r.status,
    date: r.visit_date,
    time: hhmm(r.visit_time),
    message: r.message ?? null,
    cancelReason: r.cancel_reason ?? null,
    started: !!r.started,
    client: { id: r.client_id ?? null, name: r.client_name ?? null, phone: r.client_phone ?? null, email: r.client_email ?? null },
    property: { id: r.property_id, title: r.property_title, address: r.property_address },
    brokerName: r.broker_name ?? null,
    confirmedByOwner: !!r.confirmed_by_owner,
  }));
});

/** The signed-in user's public listings, to book a visit on. */
export const getVisitListingOptions = cache(async (): Promise<VisitListingOption[]> => {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('visit_listing_options');
  if (error) {
    console.error('[visits] visit_listing_options failed:', error.message);
    return [];
  }
  return (data ?? []).map((r) => ({ id: r.id, title: r.title, address: r.address }));
});

/** The slots of one day for a listing, with whether each can still be booked. */
export async function getVisitSlots(propertyId: number, date: string): Promise<VisitSlot[] | null> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('visit_slots', { property_id: propertyId, visit_date: date });
  if (error) {
    console.error('[visits] visit_slots failed:', error.message);
    return null;
  }
  return (data ?? []).map((r) => ({ time: hhmm(r.slot), available: !!r.available }));
}

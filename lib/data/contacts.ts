import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';

/**
 * The listing side's contacts (/clientes): everyone who left a lead, had a visit or a proposal on a listing
 * the signed-in user handles (owner, partner agency, broker). Read through listing_side_contacts and
 * contact_history (supabase/migrations/20261122000300_contacts_reports.sql), which check auth.uid().
 */

export interface Contact {
  /** Opaque id (hash of the dedupe key: account, else e-mail, else phone). */
  id: string;
  hasAccount: boolean;
  name: string;
  email: string | null;
  phone: string | null;
  lastContactAt: string;
  leads: number;
  visits: number;
  proposals: number;
}

export type HistoryKind = 'lead' | 'visita' | 'proposta';

export interface HistoryItem {
  key: string;
  kind: HistoryKind;
  propertyId: number;
  propertyTitle: string;
  status: string | null;
  amount: number | null;
  message: string | null;
  visitDate: string | null;
  visitTime: string | null;
  createdAt: string;
}

export interface ContactDetail {
  contact: Pick<Contact, 'id' | 'hasAccount' | 'name' | 'email' | 'phone'>;
  history: HistoryItem[];
}

/** How many contacts a page shows at first, and how many more each 'Mostrar mais' adds. */
export const CONTACTS_PAGE_SIZE = 50;

/**
 * The first `limit` contacts, most recent first, and how many there are in all; `search` filters by name,
 * e-mail or phone. Null when the read failed.
 */
export const getContacts = cache(
  async (search: string | null, limit: number = CONTACTS_PAGE_SIZE): Promise<{ contacts: Contact[]; total: number } | null> => {
    const supabase = await createClient();
    const { data, error, count } = await supabase
      .rpc('listing_side_contacts', { search: search?.trim() || undefined }, { count: 'exact' })
      .range(0, limit - 1);
    if (error) {
      console.error('[contacts] read failed:', error.message);
      return null;
    }
    const contacts = data.map((r) => ({
      id: r.id,
      hasAccount: r.user_id !== null,
      name: r.name ?? '',
      email: r.email,
      phone: r.phone,
      lastContactAt: r.last_contact_at,
      leads: r.leads,
      visits: r.visits,
      proposals: r.proposals,
    }));
    return { contacts, total: count ?? contacts.length };
  },
);

/** One contact with their history on the caller's listings, newest first; null when not one of theirs. */
export const getContactDetail = cache(async (contactId: string): Promise<ContactDetail | null> => {
  if (!/^[0-9a-f]{32}$/.test(contactId)) return null;
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('contact_history', { contact_id: contactId });
  if (error) {
    console.error('[contacts] history read failed:', error.message);
    return null;
  }
  if (data.length === 0) return null;
  const newest = data[0];
  return {
    contact: {
      id: contactId,
      hasAccount: data.some((r) => r.user_id !== null),
      name: data.find((r) => r.name)?.name ?? '',
      email: data.find((r) => r.email)?.email ?? newest.email,
      phone: data.find((r) => r.phone)?.phone ?? newest.phone,
    },
    history: data.map((r) => ({
      key: `${r.kind}-${r.item_id}`,
      kind: r.kind as HistoryKind,
      propertyId: r.property_id,
      propertyTitle: r.property_title,
      status: r.status,
      amount: r.amount,
      message: r.message,
      visitDate: r.visit_date,
      visitTime: r.visit_time ? r.visit_time.slice(0, 5) : null,
      createdAt: r.created_at,
    })),
  };
});

import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';
import type { Contact } from '@/lib/data/contacts';
import { isCrmStage, type CrmStage } from '@/lib/validations/crm';

/**
 * The CRM of the listing side (issue #39): /clientes with stage and next action, the record of
 * /clientes/{id} and the homes' 'Próximas atividades'. Reads through crm_contacts, crm_record and
 * crm_next_actions (supabase/migrations/20261128110000_crm_records.sql), which check auth.uid().
 */

export interface CrmContact extends Contact {
  stage: CrmStage;
  lostReason: string | null;
  nextActionOn: string | null;
  nextActionText: string | null;
  overdue: boolean;
}

export interface CrmNote {
  id: number;
  body: string;
  author: string | null;
  mine: boolean;
  createdAt: string;
  updatedAt: string | null;
}

export interface CrmRecord {
  stage: CrmStage;
  lostReason: string | null;
  stageChangedAt: string | null;
  nextActionOn: string | null;
  nextActionText: string | null;
  nextActionBy: string | null;
  notes: CrmNote[];
}

export interface NextActionItem {
  contactId: string;
  name: string;
  date: string;
  text: string;
  overdue: boolean;
}

const stageOf = (s: unknown): CrmStage => (isCrmStage(s) ? s : 'novo');

/** The first `limit` contacts (overdue next actions first, then the most recent) and the total; null on failure. */
export const getCrmContacts = cache(
  async (
    search: string | null,
    stage: CrmStage | null,
    broker: string | null,
    limit: number,
  ): Promise<{ contacts: CrmContact[]; total: number } | null> => {
    const supabase = await createClient();
    const { data, error, count } = await supabase
      .rpc(
        'crm_contacts',
        { search: search?.trim() || undefined, stage_filter: stage ?? undefined, broker_filter: broker ?? undefined },
        { count: 'exact' },
      )
      .range(0, limit - 1);
    if (error) {
      console.error('[crm] contacts read failed:', error.message);
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
      stage: stageOf(r.stage),
      lostReason: r.lost_reason,
      nextActionOn: r.next_action_on,
      nextActionText: r.next_action_text,
      overdue: r.overdue,
    }));
    return { contacts, total: count ?? contacts.length };
  },
);

type RawRecord = {
  stage: string;
  lost_reason: string | null;
  stage_changed_at: string | null;
  next_action_on: string | null;
  next_action_text: string | null;
  next_action_by: string | null;
  notes: { id: number; body: string; author: string | null; mine: boolean; created_at: string; updated_at: string | null }[];
};

/** The record of one of the caller's contacts; null when it is not one of theirs (or the read failed). */
export const getCrmRecord = cache(async (contactId: string): Promise<CrmRecord | null> => {
  if (!/^[0-9a-f]{32}$/.test(contactId)) return null;
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('crm_record', { contact_id: contactId });
  if (error) {
    if (error.hint !== 'contact_not_found') console.error('[crm] record read failed:', error.message);
    return null;
  }
  const r = data as unknown as RawRecord;
  return {
    stage: stageOf(r.stage),
    lostReason: r.lost_reason,
    stageChangedAt: r.stage_changed_at,
    nextActionOn: r.next_action_on,
    nextActionText: r.next_action_text,
    nextActionBy: r.next_action_by,
    notes: (r.notes ?? []).map((n) => ({
      id: n.id,
      body: n.body,
      author: n.author,
      mine: n.mine,
      createdAt: n.created_at,
      updatedAt: n.updated_at,
    })),
  };
});

/** 'Próximas atividades': overdue, today's and the next `days` days' next actions; null on failure. */
export const getNextActions = cache(async (days = 7, max = 8): Promise<NextActionItem[] | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('crm_next_actions', { days, max_rows: max });
  if (error) {
    console.error('[crm] next actions read failed:', error.message);
    return null;
  }
  return data.map((r) => ({ contactId: r.contact_id, name: r.name, date: r.next_action_on, text: r.next_action_text, overdue: r.overdue }));
});

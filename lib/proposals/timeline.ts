/**
 * The history of a proposal as the screen tells it: each step (proposal_events) with who did it from the
 * viewer's point of view ("Você", the client's or the agency's name, "Cliente", "Anunciante"), the amount and
 * the message. Pure, shared by the server page and the tests.
 */

import type { Enums } from '@/lib/supabase/database.types';

/** The steps of a proposal's history: the SQL enum proposal_event_kind. */
export type ProposalEventKind = Enums<'proposal_event_kind'>;

export interface ProposalHistoryEvent {
  id: number;
  proposalId: number;
  kind: ProposalEventKind;
  amount: number | null;
  message: string | null;
  actorId: string | null;
  actorSide: 'cliente' | 'anunciante';
  actorName: string | null;
  createdAt: string;
}

export type TimelineActor =
  | { type: 'you' }
  | { type: 'named'; name: string }
  | { type: 'client' }
  | { type: 'advertiser' };

/** The catalogue key of a step's sentence under Proposals.timeline.events. */
export type TimelineEventKey = ProposalEventKind | 'registrada';

export interface TimelineEntry {
  id: number;
  key: TimelineEventKey;
  actor: TimelineActor;
  amount: number | null;
  message: string | null;
  createdAt: string;
}

/** Who did a step, as the viewer reads it. */
export function timelineActor(event: ProposalHistoryEvent, viewerId: string): TimelineActor {
  if (event.actorId && event.actorId === viewerId) return { type: 'you' };
  const name = event.actorName?.trim();
  if (name) return { type: 'named', name };
  return event.actorSide === 'cliente' ? { type: 'client' } : { type: 'advertiser' };
}

/** The steps of one proposal, oldest first. A proposal the listing side registered reads "registrou". */
export function timelineEntries(events: readonly ProposalHistoryEvent[], viewerId: string): TimelineEntry[] {
  return [...events]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map((e) => ({
      id: e.id,
      key: e.kind === 'criada' && e.actorSide === 'anunciante' ? 'registrada' : e.kind,
      actor: timelineActor(e, viewerId),
      amount: e.amount,
      message: e.message?.trim() || null,
      createdAt: e.createdAt,
    }));
}

/** Events grouped by proposal id. */
export function groupByProposal(events: readonly ProposalHistoryEvent[]): Map<number, ProposalHistoryEvent[]> {
  const map = new Map<number, ProposalHistoryEvent[]>();
  for (const e of events) {
    const list = map.get(e.proposalId);
    if (list) list.push(e);
    else map.set(e.proposalId, [e]);
  }
  return map;
}

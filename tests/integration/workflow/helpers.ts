import { nextWeekday, iso, service, spDate, type ActorName, type World } from '../rls/world';

// Shared setup for the workflow matrix: put a visit or a proposal of `cliente` on the world's `listing`
// (owner + agency A + broker of A) into a given state, and read what a move left behind.

export type Person = Exclude<ActorName, 'service'>;
/** Everyone who may try a move: the client, another client, the listing side, another agency, anon. */
export const PEOPLE: Person[] = ['cliente', 'cliente2', 'owner', 'broker', 'agency', 'brokerOther', 'agencyB', 'anon'];
export const SIDE = ['owner', 'broker', 'agency'] as const;
export const OUTSIDERS = ['cliente2', 'brokerOther', 'agencyB'] as const;

export const visitDay = nextWeekday(2);

export type VisitState = 'agendada' | 'confirmada' | 'iniciada' | 'realizada' | 'cancelada';

/** A visit of `cliente` on `listing` in `state` ('iniciada' = confirmed, start time already past). */
export async function visitIn(w: World, state: VisitState): Promise<number> {
  const admin = service();
  await admin.from('visits').update({ status: 'cancelada' }).eq('property_id', w.listing).in('status', ['agendada', 'confirmada']);
  const { data, error } = await w.db.cliente.rpc('request_visit', {
    property_id: w.listing, visit_date: visitDay, visit_time: '10:00', message: 'Matriz',
  });
  if (error) throw new Error(`visitIn: ${error.message}`);
  const id = data.id as number;
  const patch: Record<string, unknown> = {
    agendada: {},
    confirmada: { status: 'confirmada' },
    iniciada: { status: 'confirmada', visit_date: iso(spDate(-1)) },
    realizada: { status: 'realizada', visit_date: iso(spDate(-1)) },
    cancelada: { status: 'cancelada' },
  }[state];
  if (Object.keys(patch).length) {
    const res = await admin.from('visits').update(patch).eq('id', id);
    if (res.error) throw new Error(`visitIn: ${res.error.message}`);
  }
  return id;
}

export type ProposalState = 'pendente' | 'negociada' | 'aceita' | 'rejeitada';

/** A proposal of `cliente` on `listing` brought to `state` through the functions themselves. */
export async function proposalIn(w: World, state: ProposalState): Promise<number> {
  await service().from('proposals').update({ status: 'rejeitada' }).eq('property_id', w.listing)
    .eq('client_id', w.id.cliente).in('status', ['pendente', 'negociada']);
  // One accepted offer per listing at a time (issue #38): an earlier case's negotiation is undone.
  await service().from('proposals').update({ status: 'desfeita' }).eq('property_id', w.listing).eq('status', 'aceita');
  const made = await w.db.cliente.rpc('make_proposal', {
    property_id: w.listing, amount: 450000, payment_method: 'financiamento', message: 'Proposta da matriz',
  });
  if (made.error) throw new Error(`proposalIn: ${made.error.message}`);
  const id = made.data.id as number;
  const step = {
    pendente: null,
    negociada: () => w.db.broker.rpc('counter_proposal', { proposal_id: id, amount: 480000, message: 'Contra' }),
    aceita: () => w.db.owner.rpc('accept_proposal', { proposal_id: id }),
    rejeitada: () => w.db.agency.rpc('reject_proposal', { proposal_id: id, message: 'Não' }),
  }[state];
  if (step) {
    const res = await step();
    if (res.error) throw new Error(`proposalIn ${state}: ${res.error.message}`);
  }
  return id;
}

/** The highest notification id so far: notifications after a move have larger ids. */
export async function lastNotificationId(): Promise<number> {
  const { data } = await service().from('notifications').select('id').order('id', { ascending: false }).limit(1);
  return (data?.[0]?.id as number | undefined) ?? 0;
}

/** Who (by actor name) got a notification of `kind` after `since`. */
export async function notifiedSince(w: World, since: number, kind: string): Promise<string[]> {
  const { data, error } = await service().from('notifications').select('user_id').gt('id', since).eq('kind', kind)
    .in('user_id', Object.values(w.id));
  if (error) throw new Error(error.message);
  const byId = Object.fromEntries(Object.entries(w.id).map(([name, id]) => [id, name]));
  return [...new Set((data ?? []).map((r) => byId[r.user_id as string]))].sort();
}

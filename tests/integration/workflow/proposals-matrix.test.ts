import { createWorld, service, type World } from '../rls/world';
import { lastNotificationId, notifiedSince, OUTSIDERS, PEOPLE, proposalIn, SIDE, type Person, type ProposalState } from './helpers';

// Every proposal move × every actor × every starting state, against the database functions. A cell is the
// status the proposal ends in (with the event appended and the other side notified), or the Portuguese error
// the function raises (the proposal then stays as it was and nobody is notified).

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

type Cell = { to: string; event: string; amount: number | null } | string;
type Move = 'accept' | 'reject' | 'counter' | 'respond_accept' | 'respond_new_amount' | 'respond_decline';
const STATES: ProposalState[] = ['pendente', 'negociada', 'aceita', 'rejeitada'];
const NOT_FOUND = 'Proposta não encontrada.';
const ONLY_SIDE = 'Somente o anunciante responde a esta proposta.';
const ONLY_CLIENT = 'Somente o cliente responde à contraproposta.';
const NO_COUNTER = 'Não há contraproposta para responder.';

const RULES: Record<Move, Record<ProposalState, { side: Cell; cliente: Cell }>> = {
  accept: {
    pendente: { side: { to: 'aceita', event: 'aceita', amount: 450000 }, cliente: ONLY_SIDE },
    negociada: { side: 'Somente propostas pendentes podem ser aceitas.', cliente: ONLY_SIDE },
    aceita: { side: 'Somente propostas pendentes podem ser aceitas.', cliente: ONLY_SIDE },
    rejeitada: { side: 'Somente propostas pendentes podem ser aceitas.', cliente: ONLY_SIDE },
  },
  reject: {
    pendente: { side: { to: 'rejeitada', event: 'rejeitada', amount: null }, cliente: ONLY_SIDE },
    negociada: { side: { to: 'rejeitada', event: 'rejeitada', amount: null }, cliente: ONLY_SIDE },
    aceita: { side: 'Esta proposta já foi respondida.', cliente: ONLY_SIDE },
    rejeitada: { side: 'Esta proposta já foi respondida.', cliente: ONLY_SIDE },
  },
  counter: {
    pendente: { side: { to: 'negociada', event: 'contraproposta', amount: 470000 }, cliente: ONLY_SIDE },
    negociada: { side: 'Somente propostas pendentes recebem contraproposta.', cliente: ONLY_SIDE },
    aceita: { side: 'Somente propostas pendentes recebem contraproposta.', cliente: ONLY_SIDE },
    rejeitada: { side: 'Somente propostas pendentes recebem contraproposta.', cliente: ONLY_SIDE },
  },
  respond_accept: {
    pendente: { side: ONLY_CLIENT, cliente: NO_COUNTER },
    negociada: { side: ONLY_CLIENT, cliente: { to: 'aceita', event: 'contraproposta_aceita', amount: 480000 } },
    aceita: { side: ONLY_CLIENT, cliente: NO_COUNTER },
    rejeitada: { side: ONLY_CLIENT, cliente: NO_COUNTER },
  },
  respond_new_amount: {
    pendente: { side: ONLY_CLIENT, cliente: NO_COUNTER },
    negociada: { side: ONLY_CLIENT, cliente: { to: 'pendente', event: 'nova_oferta', amount: 465000 } },
    aceita: { side: ONLY_CLIENT, cliente: NO_COUNTER },
    rejeitada: { side: ONLY_CLIENT, cliente: NO_COUNTER },
  },
  respond_decline: {
    pendente: { side: ONLY_CLIENT, cliente: NO_COUNTER },
    negociada: { side: ONLY_CLIENT, cliente: { to: 'rejeitada', event: 'contraproposta_recusada', amount: null } },
    aceita: { side: ONLY_CLIENT, cliente: NO_COUNTER },
    rejeitada: { side: ONLY_CLIENT, cliente: NO_COUNTER },
  },
};

const CALL: Record<Move, (id: number) => [string, Record<string, unknown>]> = {
  accept: (id) => ['accept_proposal', { proposal_id: id }],
  reject: (id) => ['reject_proposal', { proposal_id: id, message: 'Valor abaixo do esperado' }],
  counter: (id) => ['counter_proposal', { proposal_id: id, amount: 470000, message: 'Fechamos em 470 mil' }],
  respond_accept: (id) => ['respond_to_counter', { proposal_id: id, accept: true }],
  respond_new_amount: (id) => ['respond_to_counter', { proposal_id: id, accept: false, new_amount: 465000, message: 'Meio-termo' }],
  respond_decline: (id) => ['respond_to_counter', { proposal_id: id, accept: false }],
};
const KIND: Record<Move, string> = {
  accept: 'proposta_aceita', reject: 'proposta_rejeitada', counter: 'contraproposta',
  respond_accept: 'contraproposta_aceita', respond_new_amount: 'nova_oferta', respond_decline: 'contraproposta_recusada',
};

const snapshot = async (id: number) => {
  const pr = (await service().from('proposals').select('status, amount, counter_amount').eq('id', id).single()).data!;
  const ev = (await service().from('proposal_events').select('kind, amount, actor_id').eq('proposal_id', id).order('id')).data!;
  return { pr, ev };
};

const cases: [Move, ProposalState, Person][] = [];
for (const move of Object.keys(RULES) as Move[]) for (const state of STATES) for (const actor of PEOPLE) cases.push([move, state, actor]);

describe.each(cases)('%s on a proposal that is %s, by %s', (move, state, actor) => {
  it('is allowed or refused with the rule’s message', async () => {
    const id = await proposalIn(w, state);
    const rule = RULES[move][state];
    const expected = (SIDE as readonly string[]).includes(actor) ? rule.side : actor === 'cliente' ? rule.cliente : NOT_FOUND;
    const before = await snapshot(id);
    const since = await lastNotificationId();
    const [fn, args] = CALL[move](id);
    const res = await w.db[actor].rpc(fn, args);
    const after = await snapshot(id);
    if (typeof expected === 'string') {
      if (actor === 'anon') expect(res.error?.message).toBe(`permission denied for function ${fn}`);
      else expect(res.error?.message).toBe(expected);
      expect(after).toEqual(before);
      expect(await notifiedSince(w, since, KIND[move])).toEqual([]);
    } else {
      expect(res.error).toBeNull();
      expect(after.pr.status).toBe(expected.to);
      expect(after.ev).toHaveLength(before.ev.length + 1);
      expect(after.ev.at(-1)).toEqual({ kind: expected.event, amount: expected.amount, actor_id: w.id[actor as keyof World['id']] });
      const others = actor === 'cliente' ? [...SIDE].sort() : ['cliente'];
      expect(await notifiedSince(w, since, KIND[move])).toEqual(others);
    }
  });
});

describe('make_proposal by each actor', () => {
  it.each([
    ['cliente', null], ['cliente2', null], ['brokerOther', null], ['agencyB', null],
    ['owner', 'Você não pode fazer proposta no seu próprio anúncio.'],
    ['broker', 'Você não pode fazer proposta no seu próprio anúncio.'],
    ['agency', 'Você não pode fazer proposta no seu próprio anúncio.'],
    ['anon', 'permission denied for function make_proposal'],
  ] as [Person, string | null][])('%s → %s', async (actor, error) => {
    if (actor !== 'anon') {
      await service().from('proposals').update({ status: 'rejeitada' }).eq('property_id', w.listing).in('status', ['pendente', 'negociada']);
    }
    const since = await lastNotificationId();
    const res = await w.db[actor].rpc('make_proposal', { property_id: w.listing, amount: 400000, payment_method: 'vista', message: 'Oi' });
    if (error) {
      expect(res.error?.message).toBe(error);
      expect(await notifiedSince(w, since, 'proposta_recebida')).toEqual([]);
    } else {
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ status: 'pendente', amount: 400000, client_id: w.id[actor as keyof World['id']] });
      expect(await notifiedSince(w, since, 'proposta_recebida')).toEqual([...SIDE].sort());
      const again = await w.db[actor].rpc('make_proposal', { property_id: w.listing, amount: 410000, payment_method: 'vista' });
      expect(again.error?.message).toBe('Você já tem uma proposta em andamento para este imóvel.');
    }
  });
});

describe('submit_proposal (the listing side registers a proposal for a client)', () => {
  const args = { property_id: 0, client_name: 'Joana Balcão', client_email: 'joana@example.com', client_phone: '(11) 96666-0000', amount: 420000, payment_method: 'misto', message: 'Veio à loja' };

  it.each([
    ['owner', true], ['broker', true], ['agency', true],
    ['cliente', false], ['cliente2', false], ['brokerOther', false], ['agencyB', false], ['anon', false],
  ] as [Person, boolean][])('%s → allowed: %s', async (actor, allowed) => {
    const since = await lastNotificationId();
    const res = await w.db[actor].rpc('submit_proposal', { ...args, property_id: w.listing });
    if (allowed) {
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ status: 'pendente', client_id: null, client_name: 'Joana Balcão', submitted_by: w.id[actor as keyof World['id']] });
      expect(await notifiedSince(w, since, 'proposta_recebida')).toEqual([...SIDE].filter((s) => s !== actor).sort());
    } else {
      expect(res.error?.message).toBe(actor === 'anon' ? 'permission denied for function submit_proposal' : 'Imóvel não encontrado entre os seus anúncios.');
      expect(await notifiedSince(w, since, 'proposta_recebida')).toEqual([]);
    }
  });

  it('refuses a missing contact or amount', async () => {
    expect((await w.db.broker.rpc('submit_proposal', { ...args, property_id: w.listing, client_phone: ' ' })).error?.message).toBe('Informe nome, e-mail e telefone do cliente.');
    expect((await w.db.broker.rpc('submit_proposal', { ...args, property_id: w.listing, amount: 0 })).error?.message).toBe('Informe o valor da proposta.');
  });
});

describe('the timeline', () => {
  it('keeps every step, readable by both sides and nobody else', async () => {
    const id = await proposalIn(w, 'pendente');
    await w.db.agency.rpc('counter_proposal', { proposal_id: id, amount: 490000, message: 'Contraproposta da imobiliária' });
    await w.db.cliente.rpc('respond_to_counter', { proposal_id: id, accept: false, new_amount: 470000, message: 'Posso 470' });
    await w.db.broker.rpc('counter_proposal', { proposal_id: id, amount: 480000, message: 'Última: 480' });
    await w.db.cliente.rpc('respond_to_counter', { proposal_id: id, accept: true });
    const expected = [
      { kind: 'criada', amount: 450000, message: 'Proposta da matriz', actor_id: w.id.cliente },
      { kind: 'contraproposta', amount: 490000, message: 'Contraproposta da imobiliária', actor_id: w.id.agency },
      { kind: 'nova_oferta', amount: 470000, message: 'Posso 470', actor_id: w.id.cliente },
      { kind: 'contraproposta', amount: 480000, message: 'Última: 480', actor_id: w.id.broker },
      { kind: 'contraproposta_aceita', amount: 480000, message: null, actor_id: w.id.cliente },
    ];
    for (const actor of ['cliente', ...SIDE] as const) {
      const { data, error } = await w.db[actor].from('proposal_events').select('kind, amount, message, actor_id').eq('proposal_id', id).order('id');
      expect(error).toBeNull();
      expect(data).toEqual(expected);
    }
    for (const actor of [...OUTSIDERS, 'anon'] as const) {
      const { data } = await w.db[actor].from('proposal_events').select('kind').eq('proposal_id', id);
      expect(data ?? []).toEqual([]);
    }
    expect((await service().from('proposals').select('status, agreed_amount').eq('id', id).single()).data).toEqual({ status: 'aceita', agreed_amount: 480000 });
  });
});

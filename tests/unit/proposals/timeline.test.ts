import {
  groupByProposal,
  timelineEntries,
  type ProposalHistoryEvent,
} from '@/lib/proposals/timeline';

const CLIENT = '00000000-0000-0000-0000-00000000000c';
const AGENCY = '00000000-0000-0000-0000-00000000000a';
const OWNER = '00000000-0000-0000-0000-00000000000d';

function event(partial: Partial<ProposalHistoryEvent> & Pick<ProposalHistoryEvent, 'id' | 'kind'>): ProposalHistoryEvent {
  return {
    proposalId: 1,
    amount: null,
    message: null,
    actorId: CLIENT,
    actorSide: 'cliente',
    actorName: 'Ana Cliente',
    createdAt: '2026-11-21T12:00:00Z',
    ...partial,
  };
}

const negotiation: ProposalHistoryEvent[] = [
  event({ id: 3, kind: 'contraproposta_aceita', amount: 470000, createdAt: '2026-11-21T14:00:00Z' }),
  event({ id: 1, kind: 'criada', amount: 450000, message: '  Pago à vista ', createdAt: '2026-11-21T12:00:00Z' }),
  event({
    id: 2,
    kind: 'contraproposta',
    amount: 470000,
    message: 'Podemos fechar em 470',
    actorId: AGENCY,
    actorSide: 'anunciante',
    actorName: 'Imobiliária Lar',
    createdAt: '2026-11-21T13:00:00Z',
  }),
];

describe('proposal timeline', () => {
  it('lists the steps oldest first with amounts and trimmed messages', () => {
    const entries = timelineEntries(negotiation, AGENCY);
    expect(entries.map((e) => [e.key, e.amount, e.message])).toEqual([
      ['criada', 450000, 'Pago à vista'],
      ['contraproposta', 470000, 'Podemos fechar em 470'],
      ['contraproposta_aceita', 470000, null],
    ]);
  });

  it("tells the client's own steps as 'you' and names the agency", () => {
    const entries = timelineEntries(negotiation, CLIENT);
    expect(entries.map((e) => e.actor)).toEqual([
      { type: 'you' },
      { type: 'named', name: 'Imobiliária Lar' },
      { type: 'you' },
    ]);
  });

  it("names the client to the listing side and the agency's own step as 'you'", () => {
    const entries = timelineEntries(negotiation, AGENCY);
    expect(entries.map((e) => e.actor)).toEqual([
      { type: 'named', name: 'Ana Cliente' },
      { type: 'you' },
      { type: 'named', name: 'Ana Cliente' },
    ]);
  });

  it('falls back to the side when the name is hidden (an owner seen by the client)', () => {
    const [entry] = timelineEntries(
      [event({ id: 9, kind: 'rejeitada', actorId: OWNER, actorSide: 'anunciante', actorName: null })],
      CLIENT,
    );
    expect(entry!.actor).toEqual({ type: 'advertiser' });
    const [unnamedClient] = timelineEntries([event({ id: 10, kind: 'nova_oferta', actorName: ' ' })], AGENCY);
    expect(unnamedClient!.actor).toEqual({ type: 'client' });
  });

  it('reads a proposal registered by the listing side as "registrada"', () => {
    const [entry] = timelineEntries(
      [event({ id: 5, kind: 'criada', amount: 300000, actorId: AGENCY, actorSide: 'anunciante', actorName: 'Imobiliária Lar' })],
      CLIENT,
    );
    expect(entry!.key).toBe('registrada');
  });

  it('orders steps of the same instant by id', () => {
    const same = '2026-11-21T12:00:00Z';
    const entries = timelineEntries(
      [event({ id: 8, kind: 'aceita', createdAt: same }), event({ id: 7, kind: 'criada', createdAt: same })],
      CLIENT,
    );
    expect(entries.map((e) => e.id)).toEqual([7, 8]);
  });

  it('groups the events of several proposals', () => {
    const grouped = groupByProposal([
      event({ id: 1, kind: 'criada', proposalId: 1 }),
      event({ id: 2, kind: 'criada', proposalId: 2 }),
      event({ id: 3, kind: 'aceita', proposalId: 1 }),
    ]);
    expect([...grouped.keys()]).toEqual([1, 2]);
    expect(grouped.get(1)!.map((e) => e.id)).toEqual([1, 3]);
  });
});

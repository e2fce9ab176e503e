import { ACTORS, createWorld, refused, service, type ActorName, type World } from './world';

// Proposals: written only through the functions; each side makes only its own moves; every step is in
// proposal_events; the other side is notified.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const make = (actor: ActorName, amount = 450000, property = w.listing) =>
  w.db[actor].rpc('make_proposal', { property_id: property, amount, payment_method: 'financiamento', message: 'Proposta inicial' });

const proposal = async (id: number) =>
  (await service().from('proposals').select('status, amount, counter_amount, agreed_amount').eq('id', id).single()).data;

const events = async (id: number) =>
  ((await service().from('proposal_events').select('kind, amount, actor_id').eq('proposal_id', id).order('id')).data ?? []);

/** Closes any open proposal of `actor` on the listing (left by an earlier case) and makes a new one. */
const fresh = async (actor: ActorName = 'cliente2', amount = 450000) => {
  await service()
    .from('proposals')
    .update({ status: 'rejeitada' })
    .eq('client_id', w.id[actor as keyof World['id']])
    .in('status', ['pendente', 'negociada']);
  // One accepted offer per listing at a time (issue #38): an earlier case's negotiation is undone.
  await service().from('proposals').update({ status: 'desfeita' }).eq('property_id', w.listing).eq('status', 'aceita');
  const { data, error } = await make(actor, amount);
  if (error) throw new Error(error.message);
  return data.id as number;
};

describe('make_proposal', () => {
  let id: number;

  it('a client proposes on a public listing; the listing side is notified; the price is recorded', async () => {
    const { data, error } = await make('cliente');
    expect(error).toBeNull();
    expect(data).toMatchObject({ property_id: w.listing, client_id: w.id.cliente, amount: 450000, original_price: 500000, payment_method: 'financiamento', status: 'pendente' });
    id = data.id;
    expect(await events(id)).toEqual([{ kind: 'criada', amount: 450000, actor_id: w.id.cliente }]);
    for (const side of ['owner', 'agency', 'broker'] as const) {
      const n = await service().from('notifications').select('title').eq('user_id', w.id[side]).eq('kind', 'proposta_recebida');
      expect(n.data).toHaveLength(1);
    }
  });

  it('refuses a second open proposal, anon, the listing side, hidden listings and bad amounts', async () => {
    expect((await make('cliente')).error?.hint).toBe('proposal_already_open');
    expect((await make('anon')).error).not.toBeNull();
    expect((await make('owner')).error?.hint).toBe('own_listing');
    expect((await make('broker')).error?.hint).toBe('own_listing');
    expect((await make('cliente2', 100, w.paused)).error?.hint).toBe('property_unavailable');
    expect((await make('cliente2', 0)).error?.hint).toBe('proposal_amount_invalid');
    const bad = await w.db.cliente2.rpc('make_proposal', { property_id: w.listing, amount: 1000, payment_method: 'bitcoin' });
    expect(bad.error).not.toBeNull();
  });

  it('nobody writes proposals or events directly', async () => {
    const ins = await w.db.cliente.from('proposals').insert({ property_id: w.listingB, client_id: w.id.cliente, amount: 1, original_price: 1, payment_method: 'vista' }).select();
    expect(ins.error).not.toBeNull();
    for (const actor of ['cliente', 'owner', 'agency', 'broker'] as const) {
      const upd = await w.db[actor].from('proposals').update({ status: 'aceita' }).eq('id', id).select();
      expect(refused(upd)).toBe(true);
      const del = await w.db[actor].from('proposals').delete().eq('id', id).select();
      expect(refused(del)).toBe(true);
      const ev = await w.db[actor].from('proposal_events').insert({ proposal_id: id, kind: 'aceita' }).select();
      expect(ev.error).not.toBeNull();
    }
    expect((await proposal(id))!.status).toBe('pendente');
  });

  describe('select', () => {
    it.each(ACTORS)('%s', async (actor) => {
      const res = await w.db[actor].from('proposals').select('id').eq('id', id);
      const hist = await w.db[actor].from('proposal_events').select('kind').eq('proposal_id', id);
      const sees = ['cliente', 'owner', 'broker', 'agency', 'service'].includes(actor);
      if (sees) {
        expect(res.data).toEqual([{ id }]);
        expect(hist.data).toEqual([{ kind: 'criada' }]);
      } else {
        expect(refused(res)).toBe(true);
        expect(refused(hist)).toBe(true);
      }
    });
  });

  it('received_proposals gives the listing side the proposal, and nobody else', async () => {
    const { data, error } = await w.db.owner.rpc('received_proposals', { status: 'pendente' });
    expect(error).toBeNull();
    expect(data.find((r: { id: number }) => r.id === id)).toMatchObject({ amount: 450000 });
    expect(((await w.db.agencyB.rpc('received_proposals', {})).data ?? []).find((r: { id: number }) => r.id === id)).toBeUndefined();
    expect(((await w.db.cliente.rpc('received_proposals', {})).data ?? []).find((r: { id: number }) => r.id === id)).toBeUndefined();
  });
});

describe('moves of the listing side', () => {
  const sides: [ActorName, boolean][] = [
    ['cliente2', false], ['cliente', false], ['brokerOther', false], ['agencyB', false],
    ['owner', true], ['agency', true], ['broker', true],
  ];

  it.each(sides)('accept_proposal by %s → allowed: %s', async (actor, allowed) => {
    const id = await fresh();
    const res = await w.db[actor].rpc('accept_proposal', { proposal_id: id });
    if (allowed) {
      expect(res.error).toBeNull();
      expect(await proposal(id)).toMatchObject({ status: 'aceita', agreed_amount: 450000 });
      expect((await events(id)).map((e) => e.kind)).toEqual(['criada', 'aceita']);
      const n = await service().from('notifications').select('id').eq('user_id', w.id.cliente2).eq('kind', 'proposta_aceita');
      expect(n.data!.length).toBeGreaterThan(0);
      // Final: no further move.
      expect((await w.db[actor].rpc('reject_proposal', { proposal_id: id })).error?.hint).toBe('proposal_bad_status');
    } else {
      expect(res.error).not.toBeNull();
      expect((await proposal(id))!.status).toBe('pendente');
    }
  });

  it.each(sides)('reject_proposal by %s → allowed: %s', async (actor, allowed) => {
    const id = await fresh();
    const res = await w.db[actor].rpc('reject_proposal', { proposal_id: id, message: 'Valor baixo' });
    expect((await proposal(id))!.status).toBe(allowed ? 'rejeitada' : 'pendente');
    expect(res.error === null).toBe(allowed);
  });

  it.each(sides)('counter_proposal by %s → allowed: %s', async (actor, allowed) => {
    const id = await fresh();
    const res = await w.db[actor].rpc('counter_proposal', { proposal_id: id, amount: 480000, message: 'Podemos fechar em 480 mil' });
    if (allowed) {
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ status: 'negociada', counter_amount: 480000, counter_message: 'Podemos fechar em 480 mil' });
      // Only a pending proposal gets a counter-offer.
      expect((await w.db[actor].rpc('counter_proposal', { proposal_id: id, amount: 470000 })).error?.hint).toBe('proposal_bad_status');
    } else {
      expect(res.error).not.toBeNull();
      expect(await proposal(id)).toMatchObject({ status: 'pendente', counter_amount: null });
    }
  });
});

describe('respond_to_counter', () => {
  const countered = async () => {
    const id = await fresh();
    const { error } = await w.db.broker.rpc('counter_proposal', { proposal_id: id, amount: 480000, message: 'Contra' });
    if (error) throw new Error(error.message);
    return id;
  };

  it('only the client answers a counter-offer', async () => {
    const id = await countered();
    for (const actor of ['owner', 'agency', 'broker', 'cliente', 'agencyB', 'anon'] as ActorName[]) {
      const res = await w.db[actor].rpc('respond_to_counter', { proposal_id: id, accept: true });
      expect(res.error).not.toBeNull();
    }
    expect((await proposal(id))!.status).toBe('negociada');
  });

  it('accepting closes at the counter amount and notifies the listing side', async () => {
    const id = await countered();
    const res = await w.db.cliente2.rpc('respond_to_counter', { proposal_id: id, accept: true });
    expect(res.error).toBeNull();
    expect(await proposal(id)).toMatchObject({ status: 'aceita', agreed_amount: 480000 });
    expect((await events(id)).map((e) => [e.kind, e.amount])).toEqual([
      ['criada', 450000], ['contraproposta', 480000], ['contraproposta_aceita', 480000],
    ]);
    const n = await service().from('notifications').select('id').eq('user_id', w.id.owner).eq('kind', 'contraproposta_aceita');
    expect(n.data!.length).toBeGreaterThan(0);
  });

  it('a new amount sends it back to pendente; declining without one rejects it', async () => {
    const id = await countered();
    const back = await w.db.cliente2.rpc('respond_to_counter', { proposal_id: id, accept: false, new_amount: 465000, message: 'Meio-termo' });
    expect(back.error).toBeNull();
    expect(await proposal(id)).toMatchObject({ status: 'pendente', amount: 465000 });
    // Not negociada any more: nothing to answer.
    expect((await w.db.cliente2.rpc('respond_to_counter', { proposal_id: id, accept: true })).error?.hint).toBe('proposal_bad_status');
    await w.db.agency.rpc('counter_proposal', { proposal_id: id, amount: 475000 });
    const no = await w.db.cliente2.rpc('respond_to_counter', { proposal_id: id, accept: false });
    expect(no.error).toBeNull();
    expect((await proposal(id))!.status).toBe('rejeitada');
    expect((await events(id)).map((e) => e.kind)).toEqual([
      'criada', 'contraproposta', 'nova_oferta', 'contraproposta', 'contraproposta_recusada',
    ]);
  });
});

describe('submit_proposal (listing side, client without an account)', () => {
  it('the agency records it; the owner is notified; the submitter answers counters', async () => {
    await service().from('proposals').update({ status: 'desfeita' }).eq('property_id', w.listing).eq('status', 'aceita');
    const res = await w.db.agency.rpc('submit_proposal', {
      property_id: w.listing, client_name: 'Carlos Externo', client_email: 'carlos@example.com', client_phone: '(11) 95555-0000',
      amount: 430000, payment_method: 'vista', message: 'Cliente da loja',
    });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ client_id: null, client_name: 'Carlos Externo', submitted_by: w.id.agency, status: 'pendente' });
    const n = await service().from('notifications').select('body').eq('user_id', w.id.owner).eq('kind', 'proposta_recebida');
    expect(n.data!.some((x) => x.body.includes('Carlos Externo'))).toBe(true);
    await w.db.owner.rpc('counter_proposal', { proposal_id: res.data.id, amount: 440000 });
    const answer = await w.db.agency.rpc('respond_to_counter', { proposal_id: res.data.id, accept: true });
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ status: 'aceita', agreed_amount: 440000 });
  });

  it('refused to clients, other agencies and incomplete contacts', async () => {
    const args = { property_id: w.listing, client_name: 'X', client_email: 'x@example.com', client_phone: '1', amount: 1000, payment_method: 'vista' };
    expect((await w.db.cliente.rpc('submit_proposal', args)).error?.hint).toBe('not_listing_side');
    expect((await w.db.agencyB.rpc('submit_proposal', args)).error?.hint).toBe('not_listing_side');
    expect((await w.db.broker.rpc('submit_proposal', { ...args, client_email: '' })).error?.hint).toBe('client_contact_required');
  });
});

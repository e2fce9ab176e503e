import { createWorld, makeListing, service, type ActorName, type World } from '../rls/world';

// Issue #38: the price bounds, rental and purchase terms, withdraw / revise by the client, accept → 'Em
// negociação' → 'Negócio fechado' / 'Negociação desfeita' by the listing side, each by every actor in each
// state, and the closed-deal counts. Each case uses its own listing (a sale at R$ 500.000 or a rent at
// R$ 2.300/mês).

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const sale = () => makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, price: 500000 });
const rental = () =>
  makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, transaction: 'aluguel', price: 2300, condo_fee: 600, iptu: 120 });

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const offer = (actor: ActorName, property: number, amount: number, extra: Record<string, unknown> = {}) =>
  w.db[actor].rpc('make_proposal', { property_id: property, amount, payment_method: 'vista', ...extra });
const rentOffer = (actor: ActorName, property: number, extra: Record<string, unknown> = {}) =>
  w.db[actor].rpc('make_proposal', {
    property_id: property,
    amount: 2200,
    move_in_date: addDays(spToday(), 15),
    term_months: 30,
    guarantee: 'seguro_fianca',
    ...extra,
  });
const row = async (id: number) => (await service().from('proposals').select('*').eq('id', id).single()).data;
const kinds = async (id: number) =>
  ((await service().from('proposal_events').select('kind').eq('proposal_id', id).order('id')).data ?? []).map((e) => e.kind);
const notes = async (user: string, kind: string) =>
  (await service().from('notifications').select('title, body').eq('user_id', user).eq('kind', kind)).data ?? [];
const propStatus = async (id: number) => (await service().from('properties').select('status').eq('id', id).single()).data!.status;
const inNegotiation = async (ids: number[]) => ((await w.db.anon.rpc('proposal_listings_in_negotiation', { ids })).data ?? []) as number[];

describe('price bounds in SQL (make_proposal)', () => {
  it('refuses below 20 % always; asks confirmation from 20 % to 70 % and above 150 %', async () => {
    const p = await sale();
    expect((await offer('cliente', p, 1)).error?.hint).toBe('proposal_amount_too_low');
    expect((await offer('cliente', p, 1, { confirmed: true })).error?.hint).toBe('proposal_amount_too_low');
    expect((await offer('cliente', p, 99_999, { confirmed: true })).error?.hint).toBe('proposal_amount_too_low');
    expect((await offer('cliente', p, 175_000)).error?.hint).toBe('proposal_needs_confirmation');
    expect((await offer('cliente', p, 349_999)).error?.hint).toBe('proposal_needs_confirmation');
    expect((await offer('cliente', p, 750_001)).error?.hint).toBe('proposal_needs_confirmation');
    expect((await offer('cliente', p, 2_000_000_001)).error).not.toBeNull();
    expect((await offer('cliente', p, -5, { confirmed: true })).error?.hint).toBe('proposal_amount_invalid');
    // Nothing was stored by the refusals.
    expect((await service().from('proposals').select('id').eq('property_id', p)).data).toEqual([]);
    const confirmed = await offer('cliente', p, 175_000, { confirmed: true });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ amount: 175_000, status: 'pendente' });
    expect((await offer('cliente2', p, 350_000)).error).toBeNull();
  });

  it('750.000 (150 %) goes without confirmation; submit_proposal refuses below 20 %', async () => {
    const p = await sale();
    expect((await offer('cliente', p, 750_000)).error).toBeNull();
    const sub = await w.db.owner.rpc('submit_proposal', {
      property_id: p, client_name: 'Fulano', client_email: 'f@example.com', client_phone: '11999990000', amount: 1, payment_method: 'vista',
    });
    expect(sub.error?.hint).toBe('proposal_amount_too_low');
  });
});

describe('rental and purchase terms', () => {
  it('stores a rental offer with its terms, no payment method, and tells the listing side per month', async () => {
    const p = await rental();
    const res = await rentOffer('cliente', p, { residents: 3, pets: true, payment_method: 'financiamento', down_payment: 100 });
    expect(res.error).toBeNull();
    expect(await row(res.data.id)).toMatchObject({
      amount: 2200, original_price: 2300, payment_method: null, down_payment: null, term_months: 30,
      guarantee: 'seguro_fianca', deposit_months: null, residents: 3, pets: true, move_in_date: addDays(spToday(), 15),
    });
    expect((await notes(w.id.owner, 'proposta_recebida')).some((n) => n.body.startsWith('R$ 2.200/mês para'))).toBe(true);
    const terms = await w.db.owner.rpc('proposal_terms_for', { ids: [res.data.id] });
    expect(terms.data).toEqual([expect.objectContaining({ transaction: 'aluguel', condo_fee: 600, iptu: 120, term_months: 30 })]);
    // Another client reads no terms of it.
    expect((await w.db.cliente2.rpc('proposal_terms_for', { ids: [res.data.id] })).data).toEqual([]);
  });

  it.each([
    [{ move_in_date: addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()), -1) }, 'move_in_date_invalid'],
    [{ move_in_date: addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()), 200) }, 'move_in_date_invalid'],
    [{ move_in_date: null }, 'move_in_date_invalid'],
    [{ term_months: 18 }, 'term_invalid'],
    [{ guarantee: 'cheque' }, 'guarantee_invalid'],
    [{ guarantee: 'caucao' }, 'deposit_invalid'],
    [{ guarantee: 'caucao', deposit_months: 4 }, 'deposit_invalid'],
    [{ residents: 0 }, 'residents_invalid'],
  ])('refuses a rental offer with %o (%s), storing nothing', async (extra, hint) => {
    const p = await rental();
    expect((await rentOffer('cliente', p, extra)).error?.hint).toBe(hint);
    expect((await service().from('proposals').select('id').eq('property_id', p)).data).toEqual([]);
  });

  it('a caução of 3 rents is fine; a purchase needs a payment method and a down payment below the amount', async () => {
    const r = await rental();
    const ok = await rentOffer('cliente', r, { guarantee: 'caucao', deposit_months: 3 });
    expect(ok.error).toBeNull();
    expect(await row(ok.data.id)).toMatchObject({ guarantee: 'caucao', deposit_months: 3 });
    const p = await sale();
    expect((await w.db.cliente.rpc('make_proposal', { property_id: p, amount: 450000 })).error?.hint).toBe('payment_method_required');
    expect((await offer('cliente', p, 450000, { payment_method: 'financiamento_fgts', down_payment: 450000 })).error?.hint).toBe('down_payment_invalid');
    const fin = await offer('cliente', p, 450000, { payment_method: 'financiamento_fgts', down_payment: 90000, term_months: 30 });
    expect(fin.error).toBeNull();
    expect(await row(fin.data.id)).toMatchObject({ payment_method: 'financiamento_fgts', down_payment: 90000, term_months: null });
  });
});

describe('withdraw and revise (the client)', () => {
  it('withdraw: only the client, only while open; the listing side is told; a withdrawn offer takes no move', async () => {
    const p = await sale();
    const id = (await offer('cliente', p, 450000)).data.id as number;
    expect((await w.db.cliente2.rpc('proposal_withdraw', { proposal_id: id })).error?.hint).toBe('proposal_not_found');
    expect((await w.db.owner.rpc('proposal_withdraw', { proposal_id: id })).error?.hint).toBe('not_client');
    expect((await w.db.agency.rpc('proposal_withdraw', { proposal_id: id })).error?.hint).toBe('not_client');
    expect((await w.db.anon.rpc('proposal_withdraw', { proposal_id: id })).error).not.toBeNull();
    expect((await row(id))!.status).toBe('pendente');

    expect((await w.db.cliente.rpc('proposal_withdraw', { proposal_id: id })).error).toBeNull();
    expect(await row(id)).toMatchObject({ status: 'retirada' });
    expect(await kinds(id)).toEqual(['criada', 'retirada']);
    expect((await notes(w.id.broker, 'proposta_retirada')).length).toBeGreaterThan(0);
    // Two tabs: the other tab still shows it open.
    expect((await w.db.cliente.rpc('proposal_withdraw', { proposal_id: id })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.cliente.rpc('proposal_revise', { proposal_id: id, amount: 460000 })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.owner.rpc('accept_proposal', { proposal_id: id })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.owner.rpc('counter_proposal', { proposal_id: id, amount: 480000 })).error?.hint).toBe('proposal_bad_status');
    expect((await row(id))!.status).toBe('retirada');
    // A new offer is possible after withdrawing.
    expect((await offer('cliente', p, 455000)).error).toBeNull();
  });

  it('withdraw works on a countered offer, not on an accepted one', async () => {
    const p = await sale();
    const a = (await offer('cliente', p, 450000)).data.id as number;
    expect((await w.db.owner.rpc('counter_proposal', { proposal_id: a, amount: 480000 })).error).toBeNull();
    expect((await w.db.cliente.rpc('proposal_withdraw', { proposal_id: a })).error).toBeNull();
    const b = (await offer('cliente2', p, 460000)).data.id as number;
    expect((await w.db.owner.rpc('accept_proposal', { proposal_id: b })).error).toBeNull();
    expect((await w.db.cliente2.rpc('proposal_withdraw', { proposal_id: b })).error?.hint).toBe('proposal_bad_status');
  });

  it('revise: a new round for the pending offer, with the same bounds; only the client', async () => {
    const p = await sale();
    const id = (await offer('cliente', p, 450000, { message: 'Primeira' })).data.id as number;
    expect((await w.db.owner.rpc('proposal_revise', { proposal_id: id, amount: 470000 })).error?.hint).toBe('not_client');
    expect((await w.db.cliente2.rpc('proposal_revise', { proposal_id: id, amount: 470000 })).error?.hint).toBe('proposal_not_found');
    expect((await w.db.cliente.rpc('proposal_revise', { proposal_id: id, amount: 10 })).error?.hint).toBe('proposal_amount_too_low');
    expect((await w.db.cliente.rpc('proposal_revise', { proposal_id: id, amount: 200000 })).error?.hint).toBe('proposal_needs_confirmation');
    expect((await row(id))!.amount).toBe(450000);
    const ok = await w.db.cliente.rpc('proposal_revise', { proposal_id: id, amount: 470000, message: 'Subi um pouco' });
    expect(ok.error).toBeNull();
    expect(await row(id)).toMatchObject({ status: 'pendente', amount: 470000, message: 'Subi um pouco' });
    expect(await kinds(id)).toEqual(['criada', 'nova_oferta']);
    expect((await notes(w.id.agency, 'nova_oferta')).some((n) => n.body.includes('R$ 470.000'))).toBe(true);
    // Countered: the answer goes through 'Responder', not a revision.
    expect((await w.db.owner.rpc('counter_proposal', { proposal_id: id, amount: 490000 })).error).toBeNull();
    expect((await w.db.cliente.rpc('proposal_revise', { proposal_id: id, amount: 480000 })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.cliente.rpc('respond_to_counter', { proposal_id: id, accept: false, new_amount: 50 })).error?.hint).toBe('proposal_amount_too_low');
  });
});

describe('accept → em negociação → fechado / desfeito (the listing side)', () => {
  it('accepting puts the listing in negotiation and tells the other offerers; a second accept is refused', async () => {
    const p = await sale();
    const a = (await offer('cliente', p, 460000)).data.id as number;
    const b = (await offer('cliente2', p, 450000)).data.id as number;
    expect((await w.db.cliente.rpc('accept_proposal', { proposal_id: a })).error?.hint).toBe('not_listing_side');
    expect((await w.db.agencyB.rpc('accept_proposal', { proposal_id: a })).error?.hint).toBe('proposal_not_found');
    expect(await inNegotiation([p])).toEqual([]);
    expect((await w.db.broker.rpc('accept_proposal', { proposal_id: a })).error).toBeNull();
    expect(await inNegotiation([p, w.listingB])).toEqual([p]);
    expect(await propStatus(p)).toBe('ativo');
    expect((await notes(w.id.cliente2, 'imovel_em_negociacao')).length).toBeGreaterThan(0);
    expect((await w.db.owner.rpc('accept_proposal', { proposal_id: b })).error?.hint).toBe('listing_in_negotiation');
    expect((await row(b))!.status).toBe('pendente');
  });

  it('close: only the listing side, only an accepted offer; the listing is vendido, other offers end, counted once', async () => {
    const p = await sale();
    const a = (await offer('cliente', p, 460000)).data.id as number;
    const b = (await offer('cliente2', p, 450000)).data.id as number;
    expect((await w.db.owner.rpc('proposal_close', { proposal_id: a })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.owner.rpc('accept_proposal', { proposal_id: a })).error).toBeNull();
    const before = (await w.db.broker.rpc('broker_home', { tz: 'America/Sao_Paulo' })).data!.sales as number;
    for (const actor of ['cliente', 'cliente2', 'anon'] as const) {
      expect((await w.db[actor].rpc('proposal_close', { proposal_id: a })).error).not.toBeNull();
    }
    expect((await w.db.brokerOther.rpc('proposal_close', { proposal_id: a })).error?.hint).toBe('proposal_not_found');
    expect((await w.db.broker.rpc('proposal_close', { proposal_id: a })).error).toBeNull();
    expect(await row(a)).toMatchObject({ status: 'fechada', agreed_amount: 460000 });
    expect((await row(a))!.closed_at).not.toBeNull();
    expect(await kinds(a)).toEqual(['criada', 'aceita', 'fechada']);
    expect(await propStatus(p)).toBe('vendido');
    expect((await row(b))!.status).toBe('rejeitada');
    expect((await notes(w.id.cliente, 'negocio_fechado')).length).toBeGreaterThan(0);
    expect(await inNegotiation([p])).toEqual([]);
    expect((await w.db.broker.rpc('proposal_close', { proposal_id: a })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.broker.rpc('proposal_undo', { proposal_id: a })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.broker.rpc('broker_home', { tz: 'America/Sao_Paulo' })).data!.sales).toBe(before + 1);
  });

  it('a closed rental makes the listing alugado', async () => {
    const p = await rental();
    const a = (await rentOffer('cliente', p)).data.id as number;
    expect((await w.db.agency.rpc('accept_proposal', { proposal_id: a })).error).toBeNull();
    expect((await w.db.agency.rpc('proposal_close', { proposal_id: a })).error).toBeNull();
    expect(await propStatus(p)).toBe('alugado');
  });

  it('undo: the listing is active again, counts nothing, and another offer can be accepted', async () => {
    const p = await sale();
    const a = (await offer('cliente', p, 460000)).data.id as number;
    const b = (await offer('cliente2', p, 455000)).data.id as number;
    expect((await w.db.cliente.rpc('respond_to_counter', { proposal_id: a, accept: true })).error?.hint).toBe('proposal_bad_status');
    expect((await w.db.owner.rpc('accept_proposal', { proposal_id: a })).error).toBeNull();
    const before = (await w.db.broker.rpc('broker_home', { tz: 'America/Sao_Paulo' })).data!.sales as number;
    expect((await w.db.cliente.rpc('proposal_undo', { proposal_id: a })).error?.hint).toBe('not_listing_side');
    expect((await w.db.agency.rpc('proposal_undo', { proposal_id: a })).error).toBeNull();
    expect(await row(a)).toMatchObject({ status: 'desfeita' });
    expect(await kinds(a)).toEqual(['criada', 'aceita', 'desfeita']);
    expect(await propStatus(p)).toBe('ativo');
    expect(await inNegotiation([p])).toEqual([]);
    expect((await notes(w.id.cliente, 'negociacao_desfeita')).length).toBeGreaterThan(0);
    expect((await w.db.broker.rpc('broker_home', { tz: 'America/Sao_Paulo' })).data!.sales).toBe(before);
    // The counter path puts the listing in negotiation too.
    expect((await w.db.owner.rpc('counter_proposal', { proposal_id: b, amount: 470000 })).error).toBeNull();
    expect((await w.db.cliente2.rpc('respond_to_counter', { proposal_id: b, accept: true })).error).toBeNull();
    expect(await inNegotiation([p])).toEqual([p]);
  });

  it('the report counts closed deals only', async () => {
    const read = async () => ((await w.db.owner.rpc('listing_side_report', { months: 1 })).data as { deals: number }[]).at(-1)!.deals;
    const before = await read();
    const p = await sale();
    const a = (await offer('cliente', p, 460000)).data.id as number;
    expect((await w.db.owner.rpc('accept_proposal', { proposal_id: a })).error).toBeNull();
    expect(await read()).toBe(before);
    expect((await w.db.owner.rpc('proposal_close', { proposal_id: a })).error).toBeNull();
    expect(await read()).toBe(before + 1);
  });

  it('malformed ids are refused without a change', async () => {
    for (const fn of ['proposal_withdraw', 'proposal_close', 'proposal_undo'] as const) {
      expect((await w.db.cliente.rpc(fn, { proposal_id: 'abc' })).error).not.toBeNull();
      expect((await w.db.cliente.rpc(fn, { proposal_id: 999999999 })).error?.hint).toBe('proposal_not_found');
    }
  });
});

describe('a lead without CPF (issue #38)', () => {
  it('is stored with name, e-mail and phone; a missing phone is still refused', async () => {
    const p = await sale();
    const base = { property_id: p, name: 'Sem CPF', cpf: null, email: 'sem.cpf@example.com', phone: '(11) 90000-1111' };
    expect((await service().rpc('lead_create', base)).error).toBeNull();
    expect((await service().from('leads').select('name, cpf').eq('property_id', p)).data).toEqual([{ name: 'Sem CPF', cpf: null }]);
    expect((await service().rpc('lead_create', { ...base, phone: null })).error).not.toBeNull();
    expect((await service().rpc('lead_create', { ...base, cpf: '111.111.111-11' })).error).not.toBeNull();
  });
});

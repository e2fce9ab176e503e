import { createWorld, nextWeekday, service, type World } from '../rls/world';

// /clientes and /relatorios data: listing_side_contacts, contact_history, listing_side_report. The listing
// side (owner, agency, broker) sees everyone who interacted with its listings; another agency, a client or
// anon sees none of it.

let w: World;
const day = nextWeekday(3);
const stranger = `Sem.Conta.${Date.now()}@Example.com`;

type Contact = { id: string; user_id: string | null; name: string; email: string | null; phone: string | null; leads: number; visits: number; proposals: number; last_contact_at: string };

const contacts = async (actor: keyof World['db'], search: string | null = null) => {
  const { data, error } = await w.db[actor].rpc('listing_side_contacts', { search });
  if (error) throw new Error(error.message);
  return data as Contact[];
};

beforeAll(async () => {
  w = await createWorld();
  // Leads as the interest form's server action writes them: with the service role, as the session's user
  // (`user_id`) or a visitor (issue #28: the API roles may not insert leads).
  const lead = (_db: keyof World['db'], values: Record<string, unknown>) =>
    service().rpc('lead_create', { property_id: w.listing, cpf: '529.982.247-25', phone: '(11) 98888-1111', for_whom: 'para_mim', ...values } as never);
  // The client: a lead, a visit and a proposal on agency A's listing.
  for (const res of [
    await lead('cliente', { user_id: w.id.cliente, name: 'Teste cliente', email: 'qualquer@example.com' }),
    await w.db.cliente.rpc('request_visit', { property_id: w.listing, visit_date: day, visit_time: '10:00' }),
    await w.db.cliente.rpc('make_proposal', { property_id: w.listing, amount: 450000, payment_method: 'vista' }),
    // A visitor without an account, twice with the same e-mail in different case.
    await lead('anon', { name: 'Rita Sem Conta', email: stranger, phone: '(21) 97654-3210' }),
    await lead('anon', { name: 'Rita S. Conta', email: stranger.toLowerCase(), phone: '(21) 97654-3210' }),
    // An anonymous lead with cliente2's e-mail is what was typed: it is not cliente2's account (issue #28).
    await lead('anon', { name: 'Outro Nome', email: (await service().from('profiles').select('email').eq('id', w.id.cliente2).single()).data!.email }),
    // Booked by phone, and a proposal registered at the counter.
    await w.db.broker.rpc('schedule_visit', { property_id: w.listing, visit_date: day, visit_time: '11:00', visitor_name: 'Zé do Telefone', visitor_phone: '(11) 93333-2222' }),
    await w.db.agency.rpc('submit_proposal', { property_id: w.listing, client_name: 'Joana Balcão', client_email: 'joana.balcao@example.com', client_phone: '(11) 96666-0000', amount: 420000, payment_method: 'misto' }),
    // Agency B's listing: only agency B's side sees it.
    await w.db.cliente.rpc('request_visit', { property_id: w.listingB, visit_date: day, visit_time: '15:00' }),
  ]) {
    if (res.error) throw new Error(res.error.message);
  }
});

describe('listing_side_contacts', () => {
  it.each(['owner', 'agency', 'broker'] as const)('%s sees one row per person with counts', async (actor) => {
    const rows = await contacts(actor);
    const by = (name: string) => rows.filter((r) => r.name === name);
    expect(rows).toHaveLength(5);
    expect(by('Teste cliente')).toEqual([expect.objectContaining({ user_id: w.id.cliente, phone: '(11) 99999-0000', leads: 1, visits: 1, proposals: 1 })]);
    expect(by('Rita S. Conta')).toEqual([expect.objectContaining({ user_id: null, email: stranger.toLowerCase(), phone: '(21) 97654-3210', leads: 2, visits: 0, proposals: 0 })]);
    expect(by('Outro Nome')).toEqual([expect.objectContaining({ user_id: null, phone: '(11) 98888-1111', leads: 1, visits: 0, proposals: 0 })]);
    expect(by('Teste cliente2')).toEqual([]);
    expect(by('Zé do Telefone')).toEqual([expect.objectContaining({ user_id: null, email: null, phone: '(11) 93333-2222', visits: 1 })]);
    expect(by('Joana Balcão')).toEqual([expect.objectContaining({ email: 'joana.balcao@example.com', proposals: 1 })]);
    // Most recent contact first.
    const times = rows.map((r) => r.last_contact_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('another agency sees only its own listing’s contacts', async () => {
    for (const actor of ['agencyB', 'brokerOther'] as const) {
      const rows = await contacts(actor);
      expect(rows).toEqual([expect.objectContaining({ user_id: w.id.cliente, leads: 0, visits: 1, proposals: 0 })]);
    }
  });

  it('a client has no contacts; anon is refused', async () => {
    expect(await contacts('cliente2')).toEqual([]);
    expect((await w.db.anon.rpc('listing_side_contacts', { search: null })).error).not.toBeNull();
  });

  it.each([
    ['rita', ['Rita S. Conta']],
    ['JOANA.BALCAO@', ['Joana Balcão']],
    ['93333', ['Zé do Telefone']],
    ['(11) 96666-0000', ['Joana Balcão']],
    ['ninguém assim', []],
  ])('search %s', async (term, names) => {
    expect((await contacts('agency', term)).map((r) => r.name)).toEqual(names);
  });
});

describe('contact_history', () => {
  it('lists the person’s leads, visits and proposals with statuses and listings, newest first', async () => {
    const me = (await contacts('owner')).find((r) => r.user_id === w.id.cliente)!;
    const { data, error } = await w.db.owner.rpc('contact_history', { contact_id: me.id });
    expect(error).toBeNull();
    expect(data.map((r: { kind: string; status: string | null; property_title: string; amount: number | null }) => [r.kind, r.status, r.property_title, r.amount])).toEqual([
      ['proposta', 'pendente', 'Apartamento de teste', 450000],
      ['visita', 'agendada', 'Apartamento de teste', null],
      ['lead', null, 'Apartamento de teste', null],
    ]);
    // Agency B handles its own listing only: it sees the client's visit there, not the history on A's listing.
    const other = await w.db.agencyB.rpc('contact_history', { contact_id: me.id });
    expect(other.data.map((r: { kind: string; property_id: number }) => [r.kind, r.property_id])).toEqual([['visita', w.listingB]]);
    expect((await w.db.cliente.rpc('contact_history', { contact_id: me.id })).data).toEqual([]);
    expect((await w.db.anon.rpc('contact_history', { contact_id: me.id })).error).not.toBeNull();
  });
});

describe('listing_side_report', () => {
  const monthStart = (back: number) => {
    const d = new Date(Date.now() - 3 * 3600 * 1000);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
  };

  it('counts leads → visits → proposals → deals per month, with empty months at 0', async () => {
    // A lead from two months ago, and one accepted proposal this month.
    const old = (await service().from('leads').select('id').eq('property_id', w.listing).eq('name', 'Outro Nome').single()).data!.id;
    await service().from('leads').update({ created_at: `${monthStart(2)}T15:00:00Z` }).eq('id', old);
    const pr = (await service().from('proposals').select('id').eq('property_id', w.listing).eq('client_id', w.id.cliente).single()).data!.id;
    expect((await w.db.owner.rpc('accept_proposal', { proposal_id: pr })).error).toBeNull();
    // Only a closed deal counts (issue #38); the listing is put back on sale for the cases that follow.
    expect((await w.db.owner.rpc('proposal_close', { proposal_id: pr })).error).toBeNull();
    await service().from('properties').update({ status: 'ativo' }).eq('id', w.listing);

    const { data, error } = await w.db.agency.rpc('listing_side_report', { months: 6 });
    expect(error).toBeNull();
    expect(data.map((r: { month: string }) => r.month)).toEqual([5, 4, 3, 2, 1, 0].map(monthStart));
    expect(data.at(-1)).toEqual({ month: monthStart(0), leads: 3, visits: 2, proposals: 2, deals: 1 });
    expect(data.at(-3)).toEqual({ month: monthStart(2), leads: 1, visits: 0, proposals: 0, deals: 0 });
    expect(data.slice(0, 3).every((r: { leads: number; visits: number; proposals: number; deals: number }) => r.leads + r.visits + r.proposals + r.deals === 0)).toBe(true);
    expect((await w.db.broker.rpc('listing_side_report', { months: 6 })).data).toEqual(data);

    const b = await w.db.agencyB.rpc('listing_side_report', { months: 12 });
    expect(b.data).toHaveLength(12);
    expect(b.data.at(-1)).toEqual({ month: monthStart(0), leads: 0, visits: 1, proposals: 0, deals: 0 });
    const client = await w.db.cliente.rpc('listing_side_report', { months: 3 });
    expect(client.data.map((r: { leads: number; visits: number }) => r.leads + r.visits)).toEqual([0, 0, 0]);
    expect((await w.db.anon.rpc('listing_side_report', { months: 3 })).error).not.toBeNull();
  });
});

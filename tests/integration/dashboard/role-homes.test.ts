import { createWorld, makeListing, nextWeekday, service, type World } from '../rls/world';

// The role homes' SQL functions (client_home, owner_home, broker_home) over a world of users: each home
// counts the caller's own data, nobody else's, and refuses callers of another role.

type Json = Record<string, unknown> & {
  upcoming?: { id: number }[];
  opportunities?: { id: number; name: string; email: string; phone: string; property_id: number }[];
  listings?: { id: number; views: number; favorites: number; visits: number; proposals: number; leads: number }[];
  featured?: { id: number; is_favorite: boolean; cover_image: string | null }[];
  leads?: { id: number; name: string; property_title: string }[];
  totals?: Record<string, number>;
};

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const home = async (actor: keyof World['db'], fn: 'client_home' | 'owner_home' | 'broker_home', args = {}) => {
  const { data, error } = await w.db[actor].rpc(fn, args);
  return { data: data as Json | null, error };
};

let leadSeq = 0;
/** A lead with a unique contact, left by `actor` (or by the service role with an old date). */
async function leaveLead(property: number, opts: { actor?: keyof World['db']; email?: string; createdAt?: string } = {}) {
  leadSeq += 1;
  const row = {
    property_id: property,
    name: `Interessado ${leadSeq} ${Date.now().toString(36)}`,
    cpf: '529.982.247-25',
    email: opts.email ?? `lead.${leadSeq}.${Date.now().toString(36)}@example.com`,
    phone: '(11) 98888-7777',
    ...(opts.createdAt ? { created_at: opts.createdAt } : {}),
  };
  // The API roles may not insert leads (issue #28): the interest form's action writes them with the service
  // role, as the session's user.
  const actor = opts.actor ?? 'anon';
  const author = actor === 'anon' || actor === 'service' ? {} : { user_id: w.id[actor as keyof World['id']] };
  const { error } = await service().from('leads').insert({ ...row, ...author });
  if (error) throw new Error(`lead: ${error.message}`);
  const { data } = await service().from('leads').select('id, name, email').eq('name', row.name).single();
  return data as { id: number; name: string; email: string };
}

/** The first day of the previous month, São Paulo time, as an ISO instant (noon, safely inside it). */
function lastMonth(): string {
  const sp = new Date(Date.now() - 3 * 3600 * 1000);
  return new Date(Date.UTC(sp.getUTCFullYear(), sp.getUTCMonth() - 1, 1, 15)).toISOString();
}

describe('broker_home', () => {
  it('counts this month’s sale, visit and new clients of the broker’s listings; lists upcoming visits and new leads', async () => {
    const before = (await home('broker', 'broker_home', { tz: 'America/Sao_Paulo' })).data!;
    expect(before.sales_goal).toBe(5);

    // A lead by a visitor, a visit by `cliente`, a proposal by `cliente2` that the broker accepts.
    const lead = await leaveLead(w.listing);
    const visitDate = nextWeekday(2);
    const visit = await w.db.cliente.rpc('request_visit', { property_id: w.listing, visit_date: visitDate, visit_time: '10:00:00' });
    expect(visit.error).toBeNull();
    const proposal = await w.db.cliente2.rpc('make_proposal', { property_id: w.listing, amount: 480000, payment_method: 'vista' });
    expect(proposal.error).toBeNull();
    expect((await w.db.broker.rpc('accept_proposal', { proposal_id: proposal.data.id })).error).toBeNull();
    // Accepted is a negotiation, not a sale (issue #38): 'Vendas' counts the deal once it is closed.
    const accepted = (await home('broker', 'broker_home', { tz: 'America/Sao_Paulo' })).data!;
    expect(accepted.sales).toBe(before.sales);
    expect((await w.db.broker.rpc('proposal_close', { proposal_id: proposal.data.id })).error).toBeNull();
    await service().from('properties').update({ status: 'ativo' }).eq('id', w.listing);

    const after = (await home('broker', 'broker_home', { tz: 'America/Sao_Paulo' })).data!;
    expect(after.sales).toBe((before.sales as number) + 1);
    expect(after.scheduled_visits).toBe((before.scheduled_visits as number) + 1);
    // Three people: the visitor of the lead, cliente (visit) and cliente2 (proposal).
    expect(after.new_clients).toBe((before.new_clients as number) + 3);
    expect(after.upcoming!.map((v) => v.id)).toContain(visit.data.id);
    expect(after.upcoming!.find((v) => v.id === visit.data.id)).toMatchObject({
      visit_date: visitDate,
      visit_time: '10:00',
      status: 'agendada',
      property_id: w.listing,
      client_name: 'Teste cliente',
    });
    expect(after.opportunities![0]).toMatchObject({ id: lead.id, name: lead.name, email: lead.email, phone: '(11) 98888-7777', property_id: w.listing });

    // The agency of the listing also handles it, but broker_home is the broker's: the agency is refused.
    expect((await home('agency', 'broker_home')).error?.hint).toBe('wrong_role');
  });

  it('another agency’s broker sees none of it', async () => {
    const other = (await home('brokerOther', 'broker_home')).data!;
    expect(other).toMatchObject({ sales: 0, scheduled_visits: 0, new_clients: 0, upcoming: [], opportunities: [] });
  });

  it('counts a person once, in the month of their first contact', async () => {
    const before = (await home('broker', 'broker_home')).data!;
    const returning = `antigo.${Date.now().toString(36)}@example.com`;
    await leaveLead(w.listing, { email: returning, createdAt: lastMonth() });
    const mid = (await home('broker', 'broker_home')).data!;
    expect(mid.new_clients).toBe(before.new_clients);
    // They come back this month: still not new.
    await leaveLead(w.listing, { email: returning });
    const again = (await home('broker', 'broker_home')).data!;
    expect(again.new_clients).toBe(before.new_clients);
    // A new person, twice this month: one new client.
    const fresh = `novo.${Date.now().toString(36)}@example.com`;
    await leaveLead(w.listing, { email: fresh });
    await leaveLead(w.listing, { email: fresh });
    const after = (await home('broker', 'broker_home')).data!;
    expect(after.new_clients).toBe((before.new_clients as number) + 1);
  });

  it('refuses clients, owners, anon and an unknown time zone', async () => {
    expect((await home('cliente', 'broker_home')).error?.hint).toBe('wrong_role');
    expect((await home('owner', 'broker_home')).error?.hint).toBe('wrong_role');
    expect((await home('anon', 'broker_home')).error).not.toBeNull();
    expect((await home('broker', 'broker_home', { tz: 'Mars/Olympus' })).error?.hint).toBe('invalid_time_zone');
  });
});

describe('owner_home', () => {
  it('totals and per-listing numbers of the owner’s listings, with the newest leads', async () => {
    const before = (await home('owner', 'owner_home')).data!;
    const row = (d: Json) => d.listings!.find((l) => l.id === w.listing)!;
    const b = row(before);

    expect((await w.db.anon.rpc('register_property_view', { property_id: w.listing })).error).toBeNull();
    expect((await w.db.cliente2.from('favorites').insert({ property_id: w.listing })).error).toBeNull();
    const lead = await leaveLead(w.listing, { actor: 'cliente2' });
    const visit = await w.db.cliente2.rpc('request_visit', { property_id: w.listing, visit_date: nextWeekday(3), visit_time: '11:30:00' });
    expect(visit.error).toBeNull();
    const proposal = await w.db.cliente.rpc('make_proposal', { property_id: w.listing, amount: 470000, payment_method: 'financiamento' });
    expect(proposal.error).toBeNull();

    const after = (await home('owner', 'owner_home')).data!;
    const a = row(after);
    expect(a).toMatchObject({
      views: b.views + 1,
      favorites: b.favorites + 1,
      visits: b.visits + 1,
      proposals: b.proposals + 1,
      leads: b.leads + 1,
    });
    expect(after.totals!.views).toBe(before.totals!.views + 1);
    expect(after.totals!.favorites).toBe(before.totals!.favorites + 1);
    expect(after.totals!.proposals).toBe(before.totals!.proposals + 1);
    // The owner's three listings (active, paused, expired); not agency B's.
    expect(after.listings!.map((l) => l.id).sort()).toEqual([w.listing, w.paused, w.expired].sort());
    expect(after.totals!.listings).toBe(3);
    expect(after.leads![0]).toMatchObject({ id: lead.id, name: lead.name, property_title: 'Apartamento de teste' });
    expect(after.open_proposals as number).toBeGreaterThanOrEqual(1);
  });

  it('an owner without listings gets zeros; other roles are refused', async () => {
    const { signedInClient } = await import('../rls/world');
    const lonely = await signedInClient({ name: 'Dono Sem Imóveis', role: 'proprietario' });
    const { data, error } = await lonely.client.rpc('owner_home');
    expect(error).toBeNull();
    expect(data).toMatchObject({ listings: [], leads: [], totals: { listings: 0, views: 0, favorites: 0, visits: 0, proposals: 0 } });
    expect((await home('broker', 'owner_home')).error?.hint).toBe('wrong_role');
    expect((await home('cliente', 'owner_home')).error?.hint).toBe('wrong_role');
    expect((await home('anon', 'owner_home')).error).not.toBeNull();
  });
});

describe('client_home', () => {
  it('counts the client’s favourites, open visits and open proposals, and lists featured listings', async () => {
    const featured = await makeListing({ owner_id: w.id.owner, featured: true, title: `Destaque ${Date.now().toString(36)}` });
    const before = (await home('cliente2', 'client_home')).data!;
    expect((await w.db.cliente2.from('favorites').insert({ property_id: featured })).error).toBeNull();
    const visit = await w.db.cliente2.rpc('request_visit', { property_id: w.listingB, visit_date: nextWeekday(4), visit_time: '09:00:00' });
    expect(visit.error).toBeNull();
    const proposal = await w.db.cliente2.rpc('make_proposal', { property_id: w.listingB, amount: 400000, payment_method: 'misto' });
    expect(proposal.error).toBeNull();

    const after = (await home('cliente2', 'client_home')).data!;
    expect(after.favorites).toBe((before.favorites as number) + 1);
    expect(after.open_visits).toBe((before.open_visits as number) + 1);
    expect(after.open_proposals).toBe((before.open_proposals as number) + 1);
    expect(after.featured!.find((p) => p.id === featured)).toMatchObject({ is_favorite: true });
    const mine = (await home('cliente', 'client_home')).data!;
    expect(mine.featured!.find((p) => p.id === featured)).toMatchObject({ is_favorite: false });
    // A listing that is not featured is not in the block.
    expect(after.featured!.map((p) => p.id)).not.toContain(w.listing);
  });

  it('refuses other roles and anon', async () => {
    expect((await home('owner', 'client_home')).error?.hint).toBe('wrong_role');
    expect((await home('broker', 'client_home')).error?.hint).toBe('wrong_role');
    expect((await home('anon', 'client_home')).error).not.toBeNull();
  });
});

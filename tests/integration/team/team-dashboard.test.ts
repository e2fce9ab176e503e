import { ACTORS, createWorld, makeListing, nextWeekday, service, user, type World } from '../rls/world';

// The team (/corretores) and the agency dashboard's one call (migration 20261126005000_agency_team): each
// agency sees and moves only its own brokers, and the dashboard's numbers are the data's.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

type Broker = { id: string; name: string; email: string; creci: string | null; broker_status: string; sales: number; active_listings: number };

describe('agency_team', () => {
  it.each(ACTORS)('%s reads a team → only an agency, its own brokers', async (actor) => {
    const res = await w.db[actor].rpc('agency_team');
    if (actor === 'agency' || actor === 'agencyB') {
      expect(res.error).toBeNull();
      const ids = (res.data as Broker[]).map((b) => b.id);
      expect(ids).toEqual([actor === 'agency' ? w.id.broker : w.id.brokerOther]);
      return;
    }
    expect(res.error).not.toBeNull();
  });

  it('shows contact, status and sales (closed deals on the broker’s listings)', async () => {
    const before = ((await w.db.agency.rpc('agency_team')).data as Broker[])[0];
    const proposal = await w.db.cliente.rpc('make_proposal', { property_id: w.listing, amount: 480000, payment_method: 'vista' });
    expect(proposal.error).toBeNull();
    expect((await w.db.broker.rpc('accept_proposal', { proposal_id: proposal.data.id })).error).toBeNull();
    // Accepted is a negotiation, not a sale yet (issue #38); the deal closed is.
    const accepted = ((await w.db.agency.rpc('agency_team')).data as Broker[])[0];
    expect(Number(accepted.sales)).toBe(Number(before.sales));
    expect((await w.db.broker.rpc('proposal_close', { proposal_id: proposal.data.id })).error).toBeNull();
    await service().from('properties').update({ status: 'ativo' }).eq('id', w.listing);
    const after = ((await w.db.agency.rpc('agency_team')).data as Broker[])[0];
    expect(after).toMatchObject({ name: 'Teste broker', broker_status: 'ativo', active_listings: 1 });
    expect(after.email).toMatch(/@example\.com$/);
    expect(Number(after.sales)).toBe(Number(before.sales) + 1);
  });

  it('searches name, e-mail and CRECI, case- and accent-insensitive; wildcards are literal', async () => {
    await service().from('profiles').update({ creci: '98765-F/SP', name: 'Teste broker Júlia' }).eq('id', w.id.broker);
    const email = (await service().auth.admin.getUserById(w.id.broker)).data.user!.email!;
    const search = async (q: string) => ((await w.db.agency.rpc('agency_team', { search: q })).data as Broker[]).map((b) => b.id);
    expect(await search('julia')).toEqual([w.id.broker]);
    expect(await search('JÚLIA')).toEqual([w.id.broker]);
    expect(await search(email.slice(0, 12).toUpperCase())).toEqual([w.id.broker]);
    expect(await search('98765')).toEqual([w.id.broker]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('nobody-here')).toEqual([]);
    // Another agency's broker is never found.
    const otherEmail = (await service().auth.admin.getUserById(w.id.brokerOther)).data.user!.email!;
    expect(await search(otherEmail)).toEqual([]);
  });
});

describe('set_broker_status and remove_broker', () => {
  it.each(['agencyB', 'broker', 'brokerOther', 'cliente', 'owner', 'anon'] as const)('%s cannot change agency A’s broker', async (actor) => {
    expect((await w.db[actor].rpc('set_broker_status', { broker_id: w.id.broker, status: 'inativo' })).error).not.toBeNull();
    expect((await w.db[actor].rpc('remove_broker', { broker_id: w.id.broker })).error).not.toBeNull();
    const p = await service().from('profiles').select('agency_id, broker_status').eq('id', w.id.broker).single();
    expect(p.data).toEqual({ agency_id: w.id.agency, broker_status: 'ativo' });
  });

  it('malformed input is refused', async () => {
    expect((await w.db.agency.rpc('set_broker_status', { broker_id: w.id.broker, status: 'chefe' })).error).not.toBeNull();
    expect((await w.db.agency.rpc('set_broker_status', { broker_id: 'x', status: 'ativo' })).error).not.toBeNull();
    expect((await w.db.agency.rpc('remove_broker', { broker_id: '00000000-0000-0000-0000-000000000000' })).error?.hint).toBe('not_my_broker');
  });

  it('the agency puts its broker on leave; the broker is notified', async () => {
    expect((await w.db.agency.rpc('set_broker_status', { broker_id: w.id.broker, status: 'licenca' })).error).toBeNull();
    expect((await service().from('profiles').select('broker_status').eq('id', w.id.broker).single()).data).toEqual({ broker_status: 'licenca' });
    const n = await service().from('notifications').select('body').eq('user_id', w.id.broker).eq('kind', 'equipe_status');
    expect(n.data!.map((x) => x.body)).toContain('A imobiliária marcou você como em licença.');
  });

  it('removing a broker keeps every listing with the agency and deletes nothing', async () => {
    const { count: before } = await service().from('properties').select('id', { count: 'exact', head: true });
    expect((await w.db.agency.rpc('remove_broker', { broker_id: w.id.broker })).error).toBeNull();
    const l = await service().from('properties').select('id, agency_id, broker_id').in('id', [w.listing, w.paused]).order('id');
    expect(l.data).toEqual([
      { id: w.listing, agency_id: w.id.agency, broker_id: null },
      { id: w.paused, agency_id: w.id.agency, broker_id: null },
    ]);
    const { count: after } = await service().from('properties').select('id', { count: 'exact', head: true });
    expect(after).toBe(before);
    expect((await service().from('profiles').select('agency_id').eq('id', w.id.broker).single()).data).toEqual({ agency_id: null });
    expect((await w.db.agency.rpc('agency_team')).data).toEqual([]);
  });
});

describe('agency_dashboard', () => {
  type Dash = { counts: Record<string, number>; total: number; page: number; page_size: number; rows: { id: number; status: string; type: string }[] };

  it.each(ACTORS.filter((a) => a !== 'agency' && a !== 'agencyB'))('%s is refused', async (actor) => {
    expect((await w.db[actor].rpc('agency_dashboard')).error).not.toBeNull();
  });

  it('counts equal the data, and move when a visit is booked', async () => {
    const agency = await user('imobiliaria', 'Imobiliária do Painel');
    const id = agency.user.id;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await makeListing({ owner_id: id, agency_id: id, title: `Painel ${i}`, status: i < 5 ? 'ativo' : 'pausado' }));
    const client = await user('cliente', 'Cliente do Painel');
    const dash = async (args: Record<string, unknown> = {}) => (await agency.client.rpc('agency_dashboard', args)).data as Dash;

    const before = await dash();
    expect(before.counts).toEqual({ properties: 7, active_properties: 5, upcoming_appointments: 0, brokers: 0, open_proposals: 0 });
    expect(before.total).toBe(7);
    expect(before.rows.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 5));

    const visit = await client.client.rpc('request_visit', { property_id: ids[0], visit_date: nextWeekday(2), visit_time: '10:00' });
    expect(visit.error).toBeNull();
    const proposal = await client.client.rpc('make_proposal', { property_id: ids[1], amount: 400000, payment_method: 'vista' });
    expect(proposal.error).toBeNull();
    const after = await dash();
    expect(after.counts).toMatchObject({ upcoming_appointments: 1, open_proposals: 1 });

    // A deleted listing (soft delete: the row stays) leaves the counts and the table.
    expect((await service().from('properties').update({ deleted_at: new Date().toISOString() }).eq('id', ids[6])).error).toBeNull();
    const deleted = await dash();
    expect(deleted.counts).toMatchObject({ properties: 6, active_properties: 5 });
    expect(deleted.rows.map((r) => r.id)).not.toContain(ids[6]);

    // Another agency's dashboard is untouched by all this.
    expect(((await w.db.agencyB.rpc('agency_dashboard')).data as Dash).rows.map((r) => r.id)).not.toContain(ids[0]);
  });

  it('pages of 5, search by ID (with #), malformed search and pages', async () => {
    const agency = await user('imobiliaria', 'Imobiliária Paginada');
    const id = agency.user.id;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await makeListing({ owner_id: id, agency_id: id, title: `Página ${i}` }));
    const dash = async (args: Record<string, unknown>) => (await agency.client.rpc('agency_dashboard', args)) as { data: Dash; error: unknown };
    const p3 = (await dash({ page: 3 })).data;
    expect(p3).toMatchObject({ total: 12, page: 3, page_size: 5 });
    expect(p3.rows.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await dash({ search: `#${ids[4]}` })).data.rows.map((r) => r.id)).toEqual([ids[4]]);
    expect((await dash({ search: String(ids[4]) })).data.total).toBe(1);
    for (const bad of ["1' or '1'='1", '%', 'abc', '-1', '1e3']) {
      const res = await dash({ search: bad });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ total: 0, rows: [] });
    }
    expect((await dash({ page: -5 })).data.page).toBe(1);
    expect((await dash({ page: 999 })).data.rows).toEqual([]);
    expect((await dash({ page_size: 1000 })).data.page_size).toBe(50);
  });
});

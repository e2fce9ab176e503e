import type { SupabaseClient } from '@supabase/supabase-js';
import { createWorld, makeListing, service, user, type World } from '../rls/world';

// /imoveis reads listing_manage_search (supabase/migrations/20261126004000_listing_manage.sql): each actor
// sees exactly its listing side (owner: its own; agency: every listing it is the agency of; broker: those
// assigned to it), never another user's, never a deleted one; search on title/address/code, status filter,
// sort and pages of 20; bad parameters are refused with a hint and change nothing.

type Page = {
  total: number;
  page: number;
  per_page: number;
  rows: { id: number; title: string; status: string; relation: string; price: number; views: number; favorites: number;
    leads: number; visits: number; proposals: number; days_left: number | null; published_at: string | null;
    street_number: string | null; broker_id: string | null; open_request: { id: number } | null }[];
  brokers: { id: string; name: string }[];
  requests: { id: number; property_id: number }[];
};

let w: World;
let draft: number;
let deleted: number;
let agencyOwn: number;
let brokerOwn: number;

async function search(db: SupabaseClient, args: Record<string, unknown> = {}) {
  const { data, error } = await db.rpc('listing_manage_search', args);
  return { data: data as Page | null, error };
}
const ids = (p: Page | null) => (p?.rows ?? []).map((r) => r.id).sort();

beforeAll(async () => {
  w = await createWorld();
  draft = await makeListing({ owner_id: w.id.owner, status: 'rascunho', title: 'Rascunho do proprietário' });
  deleted = await makeListing({ owner_id: w.id.owner, status: 'inativo', title: 'Anúncio excluído', deleted_at: new Date().toISOString() });
  agencyOwn = await makeListing({ owner_id: w.id.agency, title: 'Cobertura da imobiliária A', street: 'Rua Harmonia', street_number: '77', price: 900000 });
  brokerOwn = await makeListing({ owner_id: w.id.broker, title: 'Studio do corretor', neighborhood: 'Vila Madalena', price: 250000 });
  // Counts on `listing`: 1 favourite, 2 leads, 1 visit (and 1 cancelled, not counted), 1 proposal, 5 views.
  const admin = service();
  await admin.from('properties').update({ view_count: 5 }).eq('id', w.listing);
  await admin.from('favorites').insert({ user_id: w.id.cliente, property_id: w.listing });
  for (const n of [1, 2]) {
    const r = await admin.from('leads').insert({ property_id: w.listing, name: `Lead ${n}`, cpf: '52998224725', email: `lead${n}@example.com`, phone: '11999990000' });
    if (r.error) throw r.error;
  }
  for (const status of ['agendada', 'cancelada']) {
    const r = await admin.from('visits').insert({ property_id: w.listing, requester_id: w.id.cliente, visit_date: '2030-01-07', visit_time: status === 'agendada' ? '10:00' : '11:00', status });
    if (r.error) throw r.error;
  }
  const p = await admin.from('proposals').insert({ property_id: w.listing, client_id: w.id.cliente, amount: 450000, original_price: 500000, payment_method: 'vista' });
  if (p.error) throw p.error;
});

describe('each actor sees exactly its side', () => {
  it('the owner: its own listings and its draft, never the deleted one', async () => {
    const { data, error } = await search(w.db.owner);
    expect(error).toBeNull();
    expect(ids(data)).toEqual([w.listing, w.paused, w.expired, draft].sort());
    expect(data!.rows.every((r) => r.relation === 'owner')).toBe(true);
    expect(ids(data)).not.toContain(deleted);
  });

  it('the agency: the listings it is partner of and its own (with its brokers), not agency B’s', async () => {
    const { data } = await search(w.db.agency);
    expect(ids(data)).toEqual([w.listing, w.paused, agencyOwn, brokerOwn].sort());
    expect(data!.rows.find((r) => r.id === agencyOwn)!.relation).toBe('owner');
    expect(data!.rows.find((r) => r.id === w.listing)!.relation).toBe('agency');
    expect(data!.brokers.map((b) => b.id)).toEqual([w.id.broker]);
  });

  it('the broker: the listings assigned to it, and its own', async () => {
    const { data } = await search(w.db.broker);
    expect(ids(data)).toEqual([w.listing, w.paused, brokerOwn].sort());
    expect(data!.brokers).toEqual([]);
  });

  it('another agency and its broker see only their listing; clients see nothing', async () => {
    expect(ids((await search(w.db.agencyB)).data)).toEqual([w.listingB]);
    expect(ids((await search(w.db.brokerOther)).data)).toEqual([w.listingB]);
    for (const c of [w.db.cliente, w.db.cliente2]) {
      const { data } = await search(c);
      expect(data!.total).toBe(0);
      expect(data!.rows).toEqual([]);
    }
  });

  it('a fresh proprietário sees an empty list', async () => {
    const { client } = await user('proprietario');
    expect((await search(client)).data!.total).toBe(0);
  });

  it('signed out: refused', async () => {
    const { error } = await search(w.db.anon);
    expect(error).not.toBeNull();
  });

  it('shows the exact address and counts to the side', async () => {
    const { data } = await search(w.db.owner, { p_q: String(w.listing) });
    const row = data!.rows.find((r) => r.id === w.listing)!;
    expect(row).toMatchObject({ views: 5, favorites: 1, leads: 2, visits: 1, proposals: 1 });
    expect(row.days_left).toBeGreaterThanOrEqual(59);
    const draftRow = (await search(w.db.owner, { p_status: 'rascunho' })).data!.rows[0];
    expect(draftRow.id).toBe(draft);
    expect(draftRow.published_at).toBeNull();
    expect(draftRow.days_left).toBeNull();
  });
});

describe('search, filter, sort and pages', () => {
  it('searches every word in the title, the address and the code, ignoring case, accents and punctuation', async () => {
    expect(ids((await search(w.db.agency, { p_q: 'COBERTURA' })).data)).toEqual([agencyOwn]);
    expect(ids((await search(w.db.agency, { p_q: 'Rua Harmonia, 77' })).data)).toEqual([agencyOwn]);
    expect(ids((await search(w.db.agency, { p_q: 'harmonia 77' })).data)).toEqual([agencyOwn]);
    expect(ids((await search(w.db.agency, { p_q: 'vila madalena' })).data)).toEqual([brokerOwn]);
    expect(ids((await search(w.db.agency, { p_q: `#${brokerOwn}` })).data)).toEqual([brokerOwn]);
    expect(ids((await search(w.db.agency, { p_q: 'sao paulo' })).data).length).toBe(4);
  });

  it('search text is data, never a pattern or SQL', async () => {
    for (const q of ['%', '_', "' or 1=1 --", '\\', '.*', '%25', '<script>alert(1)</script>']) {
      const { data, error } = await search(w.db.agency, { p_q: q });
      expect(error).toBeNull();
      expect(data!.total).toBe(0);
    }
  });

  it('another user’s code finds nothing', async () => {
    const { data } = await search(w.db.owner, { p_q: String(w.listingB) });
    expect(data!.total).toBe(0);
  });

  it('filters by status', async () => {
    expect(ids((await search(w.db.owner, { p_status: 'pausado' })).data)).toEqual([w.paused]);
    expect(ids((await search(w.db.agency, { p_status: 'ativo' })).data)).toEqual([w.listing, agencyOwn, brokerOwn].sort());
    expect((await search(w.db.owner, { p_status: 'vendido' })).data!.total).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const desc = (await search(w.db.agency, { p_sort: 'price_desc' })).data!.rows.map((r) => r.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = (await search(w.db.agency, { p_sort: 'price_asc' })).data!.rows.map((r) => r.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('pages of 20, with the total of all pages', async () => {
    const { client, user: u } = await user('proprietario');
    for (let i = 0; i < 23; i++) await makeListing({ owner_id: u.id, title: `Lote ${String(i).padStart(2, '0')}` });
    const first = (await search(client, { p_sort: 'oldest' })).data!;
    const second = (await search(client, { p_sort: 'oldest', p_page: 2 })).data!;
    expect(first.total).toBe(23);
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(3);
    expect(second.rows.map((r) => r.title)).toEqual(['Lote 20', 'Lote 21', 'Lote 22']);
    expect((await search(client, { p_page: 3 })).data!.rows).toEqual([]);
  });

  it.each([
    [{ p_status: 'apagado' }, 'manage_bad_status'],
    [{ p_status: "ativo' or '1'='1" }, 'manage_bad_status'],
    [{ p_sort: 'id; drop table properties' }, 'manage_bad_sort'],
    [{ p_page: 0 }, 'manage_bad_page'],
    [{ p_page: -1 }, 'manage_bad_page'],
    [{ p_page: 10001 }, 'manage_bad_page'],
    [{ p_q: 'x'.repeat(101) }, 'manage_bad_query'],
  ])('refuses %j', async (args, hint) => {
    const { error } = await search(w.db.owner, args);
    expect(error?.hint).toBe(hint);
  });

  it('a page that is not a number is refused by the API', async () => {
    const { error } = await search(w.db.owner, { p_page: 'abc' });
    expect(error).not.toBeNull();
  });
});

describe('listing_partner_agencies', () => {
  it('lists agencies by name, never clients or owners, and refuses anon', async () => {
    // Every test file's world has agencies called 'Teste agency': give this world's two a name of their own,
    // so the 20 rows of the answer are theirs whatever else the shared stack holds.
    const tag = `parceira${Date.now().toString(36)}`;
    for (const [id, suffix] of [[w.id.agency, 'A'], [w.id.agencyB, 'B']] as const) {
      const { error: renameError } = await w.db.service.from('profiles').update({ name: `Imobiliária ${tag} ${suffix}` }).eq('id', id);
      expect(renameError).toBeNull();
    }
    const { data, error } = await w.db.owner.rpc('listing_partner_agencies', { p_q: tag });
    expect(error).toBeNull();
    const found = (data as { id: string }[]).map((a) => a.id);
    expect(found).toEqual(expect.arrayContaining([w.id.agency, w.id.agencyB]));
    expect(found).not.toContain(w.id.owner);
    expect(found).not.toContain(w.id.broker);
    expect((await w.db.anon.rpc('listing_partner_agencies', { p_q: '' })).error).not.toBeNull();
    expect((await w.db.owner.rpc('listing_partner_agencies', { p_q: 'x'.repeat(101) })).error?.hint).toBe('manage_bad_query');
  });
});

import { anonClient, serviceClient, signedInClient } from '../env';

// Issue #38 on the cards: search_properties says which listings are 'Em negociação' (an offer of the listing
// is accepted) — for anon and signed-in visitors alike, and only that: a pending, rejected or closed offer
// leaves the card as it was. The listings live in a city named after a random token (shared stack).

const tok = `zn${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
const CITY = `Cidade ${tok}`;
const ids: Record<'accepted' | 'pending' | 'rejected' | 'none', number> = { accepted: 0, pending: 0, rejected: 0, none: 0 };

beforeAll(async () => {
  const admin = serviceClient('app');
  const { user: owner } = await signedInClient('app', { data: { name: `Dono ${tok}`, role: 'proprietario' } });
  const { user: client } = await signedInClient('app', { data: { name: `Cliente ${tok}`, role: 'cliente' } });
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const { data, error } = await admin
      .from('properties')
      .insert({
        owner_id: owner.id, title: `Casa ${key} ${tok}`, transaction: 'venda', objective: 'residencial', type: 'casa',
        price: 500_000, bedrooms: 2, city: CITY, state: 'SP', neighborhood: 'Centro', status: 'ativo',
      } as never)
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    ids[key] = (data as { id: number }).id;
  }
  const offer = (property_id: number, status: string) => ({
    property_id, client_id: client.id, amount: 450_000, original_price: 500_000, payment_method: 'vista', status,
  });
  const { error } = await admin
    .from('proposals')
    .insert([offer(ids.accepted, 'aceita'), offer(ids.pending, 'pendente'), offer(ids.rejected, 'rejeitada')] as never);
  if (error) throw new Error(error.message);
});

type Row = { id: number; in_negotiation: boolean };
const flags = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.id, r.in_negotiation]));

it.each([
  ['the few-matches page', {}],
  ['a sorted page', { sort: 'price_asc' }],
  ['a text search', { q: tok }],
])('marks only the listing with an accepted offer (%s), as anon and signed in', async (_label, extra) => {
  const { client: signedIn } = await signedInClient('app', { data: { name: `Visitante ${tok}`, role: 'cliente' } });
  for (const db of [anonClient('app'), signedIn]) {
    const { data, error } = await db.rpc('search_properties', { filters: { city: CITY, ...extra } });
    expect(error).toBeNull();
    expect(flags(data as Row[])).toEqual({
      [ids.accepted]: true,
      [ids.pending]: false,
      [ids.rejected]: false,
      [ids.none]: false,
    });
  }
});

import { anonClient, serviceClient, signedInClient } from '../env';

// Ranking of free text in search_properties (issue #40): a city named as typed above a bairro above a
// street above words of the title/description; within one tier, 'Mais relevantes' mixes bairros. The
// place names are a random token, so no other test file's listings match.

const tok = `rk${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
const Tok = tok.charAt(0).toUpperCase() + tok.slice(1);
const ids: Record<string, number> = {};
const all: number[] = [];
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  const { user } = await signedInClient('app', { data: { name: 'Dono Ranking', role: 'proprietario' } });
  const base = { owner_id: user.id, transaction: 'aluguel', type: 'apartamento', price: 2000, description: 'Apartamento.' };
  const rows: [string, Record<string, unknown>][] = [
    // Newest and featured first, so that without the tiers they would lead.
    ['words', { title: 'Apto', description: `Perto de tudo, estilo ${Tok}.`, city: 'Outra', neighborhood: 'Centro', state: 'SP', featured: true, published_at: ago(0) }],
    ['street', { title: 'Apto', street: `Rua ${Tok}`, city: 'Outra', neighborhood: 'Vila', state: 'MG', published_at: ago(1) }],
    ['bairro', { title: 'Apto', city: 'Terceira', neighborhood: Tok, state: 'RJ', published_at: ago(2) }],
    ['cityA1', { title: 'Apto', city: Tok, neighborhood: 'Alto', state: 'PR', published_at: ago(3) }],
    ['cityA2', { title: 'Apto', city: Tok, neighborhood: 'Alto', state: 'PR', published_at: ago(4) }],
    ['cityA3', { title: 'Apto', city: Tok, neighborhood: 'Alto', state: 'PR', published_at: ago(5) }],
    ['cityB1', { title: 'Apto', city: Tok, neighborhood: 'Baixo', state: 'PR', published_at: ago(6) }],
    ['cityC1', { title: 'Apto', city: Tok, neighborhood: 'Centro', state: 'PR', published_at: ago(7) }],
  ];
  for (const [name, row] of rows) {
    const { data, error } = await serviceClient('app').from('properties').insert({ ...base, ...row }).select('id').single();
    if (error) throw new Error(error.message);
    ids[name] = data.id;
    all.push(data.id);
  }
});

afterAll(async () => {
  await serviceClient('app').from('properties').delete().in('id', all);
});

async function search(filters: Record<string, unknown>): Promise<number[]> {
  const { data, error } = await anonClient('app').rpc('search_properties', { filters: { limit: 20, ...filters } });
  if (error) throw new Error(error.message);
  return (data as { id: number }[]).map((r) => r.id);
}

it('puts a city match above a bairro match above a street match above the other words', async () => {
  const order = await search({ q: Tok });
  expect(order).toHaveLength(8);
  const pos = (name: string) => order.indexOf(ids[name]!);
  for (const c of ['cityA1', 'cityA2', 'cityA3', 'cityB1', 'cityC1']) expect(pos(c)).toBeLessThan(pos('bairro'));
  expect(pos('bairro')).toBeLessThan(pos('street'));
  expect(pos('street')).toBeLessThan(pos('words'));
  // Accents and case do not matter for the tiers either.
  expect((await search({ q: Tok.toUpperCase() }))[0]).toBe(order[0]);
});

it("'Mais relevantes' takes each bairro's best in turn within the city's listings", async () => {
  const order = await search({ q: Tok });
  // Alto has the three newest of the city; the first three results are one from each bairro.
  expect(order.slice(0, 3).sort()).toEqual([ids.cityA1, ids.cityB1, ids.cityC1].sort());
  expect(order.slice(3, 5)).toEqual([ids.cityA2, ids.cityA3]);
});

it('leaves the other sorts and searches without text as they were', async () => {
  expect(await search({ q: Tok, sort: 'recent' })).toEqual(
    ['words', 'street', 'bairro', 'cityA1', 'cityA2', 'cityA3', 'cityB1', 'cityC1'].map((n) => ids[n]),
  );
  expect(await search({ city: Tok, sort: 'relevance' })).toEqual(['cityA1', 'cityA2', 'cityA3', 'cityB1', 'cityC1'].map((n) => ids[n]));
  // Odd text is still just text.
  for (const q of ['%', "'; select 1; --", '🏠', 'x'.repeat(200), `${Tok} %_`]) await expect(search({ q })).resolves.toEqual(expect.any(Array));
});

import { anonClient, serviceClient, signedInClient } from '../env';

// public.place_suggestions (issue #40) over private.places, the table the triggers on public.properties keep
// up to date: accents, case, typos, UF and state names, códigos, counts that follow the listings, and any
// text a visitor may type answered with a list (maybe empty), never an error.

type Suggestion = {
  kind: string;
  name: string;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  listing_count: number;
  property_id: number | null;
  match: string;
};

// A city no other test file uses, so its counts are exactly this file's listings.
const TOWN = 'Xiquexique do Norte';
let owner: string;
const ids: number[] = [];

async function suggest(query: string, max?: number): Promise<Suggestion[]> {
  const { data, error } = await anonClient('app').rpc('place_suggestions', { query, ...(max ? { max_results: max } : {}) });
  if (error) throw new Error(`${query}: ${error.message}`);
  return data as Suggestion[];
}

async function insert(rows: Record<string, unknown>[]): Promise<number[]> {
  const { data, error } = await serviceClient('app')
    .from('properties')
    .insert(rows.map((r) => ({ owner_id: owner, transaction: 'aluguel', type: 'apartamento', price: 2000, title: 'Apto', ...r })))
    .select('id');
  if (error) throw new Error(error.message);
  const out = data.map((d: { id: number }) => d.id);
  ids.push(...out);
  return out;
}

beforeAll(async () => {
  const { user } = await signedInClient('app', { data: { name: 'Dona Lugares', role: 'proprietario' } });
  owner = user.id;
  await insert([
    { city: 'Curitiba', state: 'PR', neighborhood: 'Água Verde', street: 'Rua Guilherme Pugsley' },
    { city: 'Curitiba', state: 'PR', neighborhood: 'Batel', street: 'Avenida do Batel' },
    { city: 'São Paulo', state: 'SP', neighborhood: 'Pinheiros', street: 'Rua dos Pinheiros' },
    { city: 'Belo Horizonte', state: 'MG', neighborhood: 'Savassi', street: 'Rua São Paulo' },
    { city: TOWN, state: 'BA', neighborhood: 'Centro Histórico', street: 'Rua 100% Feliz_' },
    { city: TOWN, state: 'BA', neighborhood: 'Centro Histórico', street: 'Rua das Flores' },
  ]);
});

afterAll(async () => {
  await serviceClient('app').from('properties').delete().in('id', ids);
});

it('suggests a city with its UF and count from a prefix, accent- and case-insensitive', async () => {
  const curit = await suggest('curit');
  expect(curit[0]).toMatchObject({ kind: 'city', name: 'Curitiba', state: 'PR', match: 'prefix' });
  expect(curit[0]!.listing_count).toBeGreaterThanOrEqual(2);

  const town = await suggest('XIQUEXIQUE');
  expect(town[0]).toMatchObject({ kind: 'city', name: TOWN, state: 'BA', listing_count: 2 });
  const bairro = await suggest('centro historico');
  expect(bairro).toContainEqual(expect.objectContaining({ kind: 'neighborhood', name: 'Centro Histórico', city: TOWN, state: 'BA', listing_count: 2 }));
  const street = await suggest('flores');
  expect(street).toContainEqual(
    expect.objectContaining({ kind: 'street', name: 'Rua das Flores', neighborhood: 'Centro Histórico', city: TOWN, match: 'word' }),
  );
});

it('forgives typos by trigram similarity', async () => {
  const curitba = await suggest('Curitba');
  expect(curitba[0]).toMatchObject({ kind: 'city', name: 'Curitiba', state: 'PR', match: 'similar' });
  const pinheros = await suggest('Pinheros');
  expect(pinheros).toContainEqual(expect.objectContaining({ kind: 'neighborhood', name: 'Pinheiros', city: 'São Paulo' }));
});

it('ranks a city above a bairro above a street for the same text', async () => {
  const sp = await suggest('São Paulo');
  expect(sp[0]).toMatchObject({ kind: 'city', name: 'São Paulo', state: 'SP', match: 'exact' });
  const kinds = sp.map((s) => s.kind);
  // The state of the same name follows the city; 'Rua São Paulo' in Belo Horizonte comes after both.
  expect(kinds.indexOf('state')).toBeGreaterThan(kinds.indexOf('city'));
  expect(kinds.indexOf('street')).toBeGreaterThan(kinds.indexOf('state'));
});

it('answers a UF or a state name with the state and its listing count', async () => {
  expect((await suggest('PR'))[0]).toMatchObject({ kind: 'state', name: 'Paraná', state: 'PR', match: 'exact' });
  expect((await suggest('parana'))[0]).toMatchObject({ kind: 'state', name: 'Paraná', state: 'PR' });
  expect((await suggest('bahia'))[0]).toMatchObject({ kind: 'state', state: 'BA', listing_count: 2 });
  // A state without active listings is not suggested.
  expect(await suggest('Roraima')).toEqual([]);
});

it('finds a listing by its código, only while it is public', async () => {
  const [id] = await insert([{ city: TOWN, state: 'BA', neighborhood: 'Centro Histórico', title: 'Casa do código' }]);
  expect(await suggest(`#${id}`)).toEqual([expect.objectContaining({ kind: 'listing', property_id: id, name: 'Casa do código' })]);
  await serviceClient('app').from('properties').update({ status: 'pausado' }).eq('id', id!);
  expect(await suggest(`#${id}`)).toEqual([]);
  expect(await suggest('#999999999')).toEqual([]);
});

it('keeps the counts with the listings: publish, pause, move and delete', async () => {
  const [id] = await insert([{ city: TOWN, state: 'BA', neighborhood: 'Ribeira' }]);
  const count = async (q: string, kind: string) =>
    (await suggest(q, 20)).find((s) => s.kind === kind && (s.city === TOWN || s.name === TOWN))?.listing_count ?? 0;
  expect(await count(TOWN, 'city')).toBe(3);
  expect(await count('Ribeira', 'neighborhood')).toBe(1);

  await serviceClient('app').from('properties').update({ neighborhood: 'Bonfim' }).eq('id', id!);
  expect(await count('Ribeira', 'neighborhood')).toBe(0);
  expect(await count('Bonfim', 'neighborhood')).toBe(1);
  expect(await count(TOWN, 'city')).toBe(3);

  // A price change moves nothing.
  await serviceClient('app').from('properties').update({ price: 2100 }).eq('id', id!);
  expect(await count(TOWN, 'city')).toBe(3);

  await serviceClient('app').from('properties').update({ status: 'pausado' }).eq('id', id!);
  expect(await count('Bonfim', 'neighborhood')).toBe(0);
  expect(await count(TOWN, 'city')).toBe(2);
  await serviceClient('app').from('properties').update({ status: 'ativo' }).eq('id', id!);
  expect(await count(TOWN, 'city')).toBe(3);

  await serviceClient('app').from('properties').delete().eq('id', id!);
  expect(await count(TOWN, 'city')).toBe(2);
  expect(await count('Bonfim', 'neighborhood')).toBe(0);
});

it('answers any text with a list, never an error; LIKE wildcards are literal', async () => {
  const inputs = [
    'a'.repeat(200), '%', '%%', '_', '__', "'", '"', "'; drop table public.properties; --", '🏠🏠', 'Curitiba 🏠',
    '\\', '%uriti%', 'x'.repeat(5000), '   ', '', '#', '#abc', '# 12', "o'higgins",
  ];
  for (const q of inputs) await expect(suggest(q)).resolves.toEqual(expect.any(Array));
  expect(await suggest('%')).toEqual([]);
  expect(await suggest('__')).toEqual([]);
  // '100%' is matched as text: the street that has it, not every street.
  const pct = await suggest('100% feliz');
  expect(pct).toContainEqual(expect.objectContaining({ kind: 'street', name: 'Rua 100% Feliz_' }));
  expect(pct.every((s) => s.name.includes('100%'))).toBe(true);
});

it('is callable signed out and signed in, while the places table itself is not readable', async () => {
  const { client } = await signedInClient('app', { data: { name: 'Cli', role: 'cliente' } });
  expect((await client.rpc('place_suggestions', { query: 'curit' })).error).toBeNull();
  const direct = await anonClient('app').schema('private' as never).from('places').select('*');
  expect(direct.data ?? []).toEqual([]);
  expect((await client.rpc('place_suggestions', { query: 'curit', max_results: -5 })).data).toHaveLength(1);
  expect((await client.rpc('place_suggestions', { query: 'curit', max_results: 'x' as never })).error).not.toBeNull();
});

it('stores known amenities as keys and keeps anything else as typed', async () => {
  const [id] = await insert([
    {
      city: TOWN, state: 'BA', neighborhood: 'Centro Histórico',
      appliances: ['Micro-ondas', 'Geladeira', 'Geladeira'],
      other_items: ['Área de serviço', 'Mesa de sinuca'],
      condo_features: ['Portaria 24h', 'salao_de_festas', 'Pet place'],
    },
  ]);
  const { data } = await serviceClient('app').from('properties').select('appliances, other_items, condo_features').eq('id', id!).single();
  expect(data).toEqual({
    appliances: ['micro_ondas', 'geladeira'],
    other_items: ['area_de_servico', 'Mesa de sinuca'],
    condo_features: ['portaria_24h', 'salao_de_festas', 'pet_place'],
  });
});

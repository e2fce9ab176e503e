import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient } from '../env';

// Issue #35: a free-text search's last word is typed as a prefix; search_properties expands it to the lexemes
// that exist (private.search_words, kept by statement triggers on public.properties) and matches them exactly.
// A word that enters the catalogue through an insert (one or several rows) or an edit of the text must be
// found by its prefix at once, as before the change; the word table and the expansion are not reachable
// through the API. Every word here is made of a random token (consonants, which the Portuguese stemmer
// leaves alone), so no other test's listing matches it.

const letters = 'bcdfghjklmnpqrtvwxz';
const word = () => `zq${Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
const A = word();
const B = word();
const C = word();
const D = word();

type Row = { id: number; total_count: number | null; rank: number };
let anon: SupabaseClient;
let admin: SupabaseClient;
let owner: string;

async function search(filters: Record<string, unknown>): Promise<Row[]> {
  const { data, error } = await anon.rpc('search_properties', {
    filters: { sort: 'relevance', limit: 12, count: true, count_limit: 1000, ...filters },
  });
  if (error) throw new Error(error.message);
  return data as Row[];
}
const idsOf = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

async function insert(rows: Record<string, unknown>[]): Promise<number[]> {
  const base = {
    owner_id: owner, transaction: 'aluguel', objective: 'residencial', type: 'apartamento', bedrooms: 2,
    price: 2500, city: 'Curitiba', state: 'PR', neighborhood: 'Centro', latitude: -25.43, longitude: -49.27,
    title: 'Apartamento', description: '',
  };
  const { data, error } = await admin.from('properties').insert(rows.map((r) => ({ ...base, ...r }))).select('id');
  if (error) throw new Error(error.message);
  return (data as { id: number }[]).map((r) => r.id);
}

beforeAll(async () => {
  anon = anonClient('app');
  admin = serviceClient('app');
  const { user } = await signedInClient('app', { data: { name: `Proprietário ${A}`, role: 'proprietario' } });
  owner = user.id;
});

it('finds a new word by the prefix a visitor types, for each row of a multi-row insert', async () => {
  const [one, two] = await insert([
    { title: `Apartamento ${A} com varanda` },
    { title: 'Apartamento com varanda', description: `Prédio ${B}, perto do parque.` },
  ]);
  for (const typed of [A.slice(0, 5), A.slice(0, 8), A]) {
    const rows = await search({ q: typed });
    expect(idsOf(rows)).toEqual([one]);
    expect(rows[0]!.total_count).toBe(1);
  }
  expect(idsOf(await search({ q: `apartamento ${B.slice(0, 7)}` }))).toEqual([two]);
  expect(idsOf(await search({ q: `varanda ${A.slice(0, 4)}` }))).toEqual([one]);
  // With a narrow filter (a city) the count is planned as before: the same rows.
  expect(idsOf(await search({ q: B.slice(0, 6), city: 'Curitiba' }))).toEqual([two]);
  expect(await search({ q: B.slice(0, 6), city: 'Recife' })).toEqual([]);
  // A prefix that already expands to known words ('apart': apartamento) must gain the new one at once.
  const [three] = await insert([{ title: `Sobrado apart${A}`, city: `Cidade ${A}` }]);
  expect(idsOf(await search({ q: 'apart', city: `Cidade ${A}` }))).toEqual([three]);
  expect(idsOf(await search({ q: `sobrado apart${A.slice(0, 3)}` }))).toEqual([three]);
});

it('finds a word added by an edit of the text, and not after it is edited away', async () => {
  const [id] = await insert([{ title: 'Casa térrea no Centro' }]);
  expect(await search({ q: C.slice(0, 6) })).toEqual([]);
  {
    const { error } = await admin.from('properties').update({ description: `Quintal ${C} e churrasqueira.` }).eq('id', id);
    expect(error).toBeNull();
  }
  expect(idsOf(await search({ q: C.slice(0, 6) }))).toEqual([id]);
  // An edit of other columns (no new word) keeps it found; an edit removing the word drops it.
  expect((await admin.from('properties').update({ price: 2600 }).eq('id', id)).error).toBeNull();
  expect(idsOf(await search({ q: C.slice(0, 6) }))).toEqual([id]);
  expect((await admin.from('properties').update({ description: `Quintal ${D}.` }).eq('id', id)).error).toBeNull();
  expect(await search({ q: C.slice(0, 6) })).toEqual([]);
  expect(idsOf(await search({ q: D }))).toEqual([id]);
  // An edit adding a word under a prefix that already expands to known words.
  const [other] = await insert([{ title: 'Casa térrea', city: `Cidade ${C}` }]);
  expect(await search({ q: 'apart', city: `Cidade ${C}` })).toEqual([]);
  expect((await admin.from('properties').update({ description: `Edícula apart${C}.` }).eq('id', other)).error).toBeNull();
  expect(idsOf(await search({ q: 'apart', city: `Cidade ${C}` }))).toEqual([other]);
});

it('answers odd text with a list, never an error', async () => {
  for (const q of [`${A.slice(0, 5)}'`, `${A.slice(0, 5)}:*`, `'${A.slice(0, 5)}' | !x`, `\\${A.slice(0, 5)}\\`, '%_', 'a', '   ']) {
    const { data, error } = await anon.rpc('search_properties', { filters: { q, limit: 12, count: true, count_limit: 1000 } });
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
  }
});

it('keeps the word table and the expansion private, signed out and signed in', async () => {
  const { client } = await signedInClient('app', { data: { name: 'Cliente Palavras', role: 'cliente' } });
  for (const c of [anon, client]) {
    const direct = await c.schema('private' as never).from('search_words').select('*').limit(5);
    expect(direct.data ?? []).toEqual([]);
    const rpc = await c.schema('private' as never).rpc('search_tsquery_exact', { tsq: `'${A.slice(0, 5)}':*` });
    expect(rpc.error).not.toBeNull();
    expect((await c.rpc('search_tsquery_exact' as never, { tsq: 'x' } as never)).error).not.toBeNull();
  }
});

import { ANON_KEY, serviceClient, signedInClient, stackUrl } from '../env';

// Issue #28, medium item: a filter with an unknown operator must be a 400, never ignored. The local stack
// filed `property_id=zz.100001` as an rpc argument and dropped it on a table, so
//   DELETE /rest/v1/favorites?user_id=eq.<me>&property_id=zz.100001
// answered 204 and deleted all of the caller's favourites. Every non-reserved param of a table request,
// and of an rpc called by POST, is now a filter that must parse (400 PGRST100); only GET/HEAD rpc calls
// take operator-less params as arguments.

const url = stackUrl('app');
let me: Awaited<ReturnType<typeof signedInClient>>;
let token: string;
const listings: number[] = [];

beforeAll(async () => {
  const { user: owner } = await signedInClient('app', { data: { name: 'Dona Filtros', role: 'proprietario' } });
  const admin = serviceClient('app');
  const base = { owner_id: owner.id, transaction: 'aluguel', type: 'casa', price: 2500, neighborhood: 'Lapa', city: 'São Paulo', state: 'SP' };
  for (const title of ['Casa um', 'Casa dois', 'Casa três']) {
    const { data, error } = await admin.from('properties').insert({ ...base, title }).select('id').single();
    if (error) throw error;
    listings.push(data.id);
  }
  me = await signedInClient('app', { data: { name: 'Cliente Filtros', role: 'cliente' } });
  token = (await me.client.auth.getSession()).data.session!.access_token;
  for (const id of listings) {
    const { error } = await me.client.from('favorites').insert({ user_id: me.user.id, property_id: id });
    if (error) throw error;
  }
});

async function myFavourites(): Promise<number[]> {
  const { data, error } = await me.client.from('favorites').select('property_id').eq('user_id', me.user.id).order('property_id');
  if (error) throw error;
  return data.map((r) => r.property_id as number);
}

/** A raw request as the signed-in client, the query string written exactly as given. */
async function raw(method: string, query: string, body?: unknown) {
  const res = await fetch(`${url}/rest/v1/favorites?${query}`, {
    method,
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const mine = () => `user_id=eq.${me.user.id}`;

// Each value next to a valid filter on the caller's own rows; `%7A%7A` is `zz` percent-encoded.
const MALFORMED = (id: number) => [
  `property_id=zz.${id}`,
  `property_id=%7A%7A.${id}`,
  `property_id=eq${id}`,
  `property_id=eq`,
  `property_id=EQ.${id}`,
  `property_id=not.zz.${id}`,
  `property_id=not.not.eq.${id}`,
  `property_id=in.(${id},1`,
  `property_id=in.${id}`,
  `property_id=in.(${id})x`,
  `property_id=is.maybe`,
  `property_id=eq(some).${id}`,
  `property_id=.${id}`,
  `property_id=not.`,
  `or=(property_id.zz.${id})`,
  `or=(property_id.eq.${id}`,
  `not.or=(property_id.is.maybe)`,
];

describe('the attack: a mistyped operator next to a valid filter', () => {
  test('DELETE …&property_id=zz.<id> is 400 PGRST100 and deletes nothing', async () => {
    const before = await myFavourites();
    expect(before).toEqual(listings);
    const r = await raw('DELETE', `${mine()}&property_id=zz.${listings[0]}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: 'PGRST100',
      details: 'unknown single value operator zz',
      hint: null,
      message: `"failed to parse filter (zz.${listings[0]})" (line 1, column 4)`,
    });
    expect(await myFavourites()).toEqual(before);
  });

  test.each(MALFORMED(100001).map((q) => [q]))('DELETE with %s is 400 PGRST100 and deletes nothing', async (q) => {
    const r = await raw('DELETE', `${mine()}&${q.replace('100001', String(listings[1]))}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'PGRST100' });
    expect(await myFavourites()).toEqual(listings);
  });

  test.each(MALFORMED(100001).map((q) => [q]))('PATCH with %s is 400 PGRST100 and changes nothing', async (q) => {
    const r = await raw('PATCH', `${mine()}&${q.replace('100001', String(listings[1]))}`, { property_id: listings[0] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'PGRST100' });
    expect(await myFavourites()).toEqual(listings);
  });

  test.each(MALFORMED(100001).map((q) => [q]))('GET and HEAD with %s are 400, not every row', async (q) => {
    const query = `select=property_id&${mine()}&${q.replace('100001', String(listings[1]))}`;
    const get = await raw('GET', query);
    expect(get.status).toBe(400);
    expect(get.body).toMatchObject({ code: 'PGRST100' });
    const head = await fetch(`${url}/rest/v1/favorites?${query}`, {
      method: 'HEAD',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
    });
    expect(head.status).toBe(400);
  });

  test('through supabase-js too: .filter() with an unknown operator deletes nothing', async () => {
    const { error, status } = await me.client
      .from('favorites')
      .delete()
      .eq('user_id', me.user.id)
      .filter('property_id', 'zz', listings[2]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST100' });
    expect(await myFavourites()).toEqual(listings);
  });

  test('the well-formed delete still deletes exactly one favourite', async () => {
    const r = await raw('DELETE', `${mine()}&property_id=eq.${listings[2]}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([expect.objectContaining({ property_id: listings[2] })]);
    expect(await myFavourites()).toEqual(listings.slice(0, 2));
    const again = await me.client.from('favorites').insert({ user_id: me.user.id, property_id: listings[2] });
    expect(again.error).toBeNull();
  });
});

describe('rpc', () => {
  const fixture = stackUrl('fixture');

  test('GET rpc still takes operator-less params as arguments, and filters its result', async () => {
    const args = await fetch(`${fixture}/rest/v1/rpc/add?a=1&b=2`, { headers: { apikey: ANON_KEY } });
    expect(args.status).toBe(200);
    expect(await args.json()).toBe(3);
  });

  test('a POST rpc with an unparsable filter on its result is 400 PGRST100', async () => {
    const res = await fetch(`${fixture}/rest/v1/rpc/cities_of?id=zz.3`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ country: 'BR' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST100' });
  });

  test('a GET rpc with a malformed operator expression is 400 PGRST100', async () => {
    for (const q of ['id=not.zz.1', 'id=in.(1,2', 'id=is.maybe', 'or=(id.zz.1)', 'id=eq(some).1']) {
      const res = await fetch(`${fixture}/rest/v1/rpc/cities_of?country=BR&${q}`, { headers: { apikey: ANON_KEY } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'PGRST100' });
    }
  });
});

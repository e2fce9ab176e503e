import { ANON_KEY, serviceClient, stackUrl } from '../env';

// Issue #20 §3: every query parameter and header of a REST request is either applied as PostgREST applies it
// or refused with PostgREST's status and code, before the database runs anything; none is silently dropped.
// Where PostgREST itself ignores a malformed value (a limit that is not a number, a Range it cannot read, an
// operator-less filter on a table), the stack refuses it: PGRST100 for grammar, PGRST127 for "not here".
// Each case asserts the status, the code and the body's shape ({code, details, hint, message}).

const url = stackUrl('fixture');
const service = serviceClient('fixture');
const run = `${Date.now().toString(36)}${process.pid}`;
const k = (s: string) => `strict-${run}-${s}`;

async function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const res = await fetch(`${url}/rest/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A PostgREST error body: exactly these four keys. */
function expectError(r: { status: number; body: unknown }, status: number, code: string, extra: Record<string, unknown> = {}) {
  expect(r.status).toBe(status);
  expect(Object.keys(r.body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(r.body).toMatchObject({ code, ...extra });
}

async function kvValues(prefix: string) {
  const { data, error } = await service.from('kv').select('key, value').like('key', `${prefix}%`).order('key');
  expect(error).toBeNull();
  return data!.map((r) => r.value as string);
}

beforeAll(async () => {
  const { error } = await service.from('kv').insert([
    { key: k('a'), value: 'A' },
    { key: k('b'), value: 'B' },
  ]);
  expect(error).toBeNull();
});

describe('limit and offset', () => {
  test('a negative limit is 416 PGRST103, as PostgREST', async () => {
    expectError(await call('/cities?select=id&limit=-1'), 416, 'PGRST103', {
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
    });
  });

  test.each(['abc', '1.5', '1e3', ' 2', '0x10'])('limit=%s (PostgREST ignores it) is 400 PGRST100', async (v) => {
    expectError(await call(`/cities?select=id&limit=${encodeURIComponent(v)}`), 400, 'PGRST100', {
      message: `"failed to parse limit parameter (${v})" (line 1, column 1)`,
      details: 'limit must be a non-negative integer',
    });
  });

  test.each(['-1', 'x', ''])('offset=%s is 400 PGRST100', async (v) => {
    expectError(await call(`/cities?select=id&offset=${v}`), 400, 'PGRST100', { details: 'offset must be a non-negative integer' });
  });

  test('a huge limit is the max-rows cap; a huge offset is refused', async () => {
    const r = await call('/cities?select=id&order=id&limit=99999999999999999999999&offset=4');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 5 }, { id: 6 }]);
    expectError(await call('/cities?select=id&offset=99999999999999999999'), 400, 'PGRST100', { details: 'offset is too large' });
  });

  test('a bad limit on DELETE deletes nothing', async () => {
    expectError(await call(`/kv?key=eq.${k('a')}&limit=x`, { method: 'DELETE' }), 400, 'PGRST100');
    expect(await kvValues(k(''))).toEqual(['A', 'B']);
  });
});

describe('order', () => {
  test.each([
    ['', 'unexpected end of input'],
    ['id.up', 'expecting'],
    ['id.asc.nulls', 'expecting'],
    ['id.desc.nullsfirst.x', 'expecting'],
    ['id,,name', 'expecting'],
    ['id,', 'expecting'],
    ['countries(name', 'expecting'],
  ])('order=%s is 400 PGRST100', async (v, details) => {
    const r = await call(`/cities?select=id&order=${encodeURIComponent(v)}`);
    expectError(r, 400, 'PGRST100', { message: expect.stringMatching(/^"failed to parse order \(/), details: expect.stringContaining(details) });
  });

  test('a well-formed order still sorts, with nulls placement', async () => {
    const r = await call('/cities?select=id&order=founded.desc.nullslast,id.asc');
    expect(r.body).toEqual([{ id: 3 }, { id: 6 }, { id: 2 }, { id: 1 }, { id: 4 }, { id: 5 }]);
  });
});

describe('or / and trees', () => {
  test.each([
    ['or', 'id.eq.1'],
    ['or', '()'],
    ['or', '(id.eq.1,)'],
    ['or', '(id.eq.1))'],
    ['and', '(id.eq.1,or(id.eq.2)'],
    ['or', '(id.eq.1,and(id.eq.2)x)'],
    ['or', '(id.zz.1)'],
    ['or', ''],
    ['not.or', '(id)'],
  ])('%s=%s is 400 PGRST100', async (key, v) => {
    const r = await call(`/cities?select=id&${key}=${encodeURIComponent(v)}`);
    expectError(r, 400, 'PGRST100', { message: expect.stringMatching(/^"failed to parse logic tree \(/) });
  });

  test('a malformed tree on DELETE deletes nothing', async () => {
    expectError(await call(`/kv?or=(key.eq.${k('a')}`, { method: 'DELETE' }), 400, 'PGRST100');
    expect(await kvValues(k(''))).toEqual(['A', 'B']);
  });
});

describe('select', () => {
  test.each(['id,', 'id::', 'countries(name', 'a:b:c', 'id name,', 'countries!inner!left!x(*)', 'id->', '*->a'])(
    'select=%s is 400 PGRST100',
    async (v) => {
      const r = await call(`/cities?select=${encodeURIComponent(v)}`);
      expectError(r, 400, 'PGRST100', { message: expect.stringMatching(/^"failed to parse select parameter \(/) });
    },
  );

  test('an empty select returns the rows as empty objects (PostgREST 11+)', async () => {
    const r = await call('/cities?select=&order=id&limit=2');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{}, {}]);
  });

  test('no object holds a key twice: the same column twice is sent once, two values under one key are refused', async () => {
    const same = await call('/cities?select=*,name&id=eq.4');
    expect(same.status).toBe(200);
    expect(same.text.match(/"name"/g)).toHaveLength(1);
    expectError(await call('/cities?select=name,name:id'), 400, 'PGRST127', { details: expect.stringContaining("'name' twice") });
    expectError(await call('/trips?select=cities!origin_id(*),cities!destination_id(*)'), 400, '42712', {
      message: 'table name "trips_cities_1" specified more than once',
    });
  });
});

describe('filters with an empty value', () => {
  test('col= on a table is 400 PGRST100 (PostgREST would drop it) and DELETE deletes nothing', async () => {
    expectError(await call('/cities?select=id&id='), 400, 'PGRST100', { message: '"failed to parse filter ()" (line 1, column 1)' });
    expectError(await call(`/kv?key=like.${k('')}*&value=`, { method: 'DELETE' }), 400, 'PGRST100');
    expect(await kvValues(k(''))).toEqual(['A', 'B']);
  });
});

describe('columns and on_conflict', () => {
  test('an empty or malformed columns= is 400 PGRST100; an unknown column is PGRST204', async () => {
    expectError(await call('/kv?columns=', { method: 'POST', body: { key: k('c1') } }), 400, 'PGRST100', {
      message: expect.stringMatching(/^"failed to parse columns parameter/),
    });
    expectError(await call('/kv?columns=key,', { method: 'POST', body: { key: k('c1') } }), 400, 'PGRST100');
    expectError(await call('/kv?columns=key,nope', { method: 'POST', body: { key: k('c1') } }), 400, 'PGRST204', {
      message: "Could not find the 'nope' column of 'kv' in the schema cache",
    });
    expect(await kvValues(k('c'))).toEqual([]);
  });

  test('on_conflict with an unknown column is 400 42703, with or without a resolution', async () => {
    const merge = { 'Prefer': 'resolution=merge-duplicates' };
    expectError(await call('/kv?on_conflict=nope', { method: 'POST', headers: merge, body: { key: k('c2') } }), 400, '42703', {
      message: 'column "nope" does not exist',
    });
    expectError(await call('/kv?on_conflict=nope', { method: 'POST', body: { key: k('c2') } }), 400, '42703');
    expectError(await call('/kv?on_conflict=', { method: 'POST', body: { key: k('c2') } }), 400, 'PGRST100');
    expect(await kvValues(k('c'))).toEqual([]);
  });
});

describe('the Range request header', () => {
  test('<first>-<last> on GET pages as PostgREST does, with 206 and Content-Range when counted', async () => {
    const r = await call('/cities?select=id&order=id', { headers: { Range: '1-2', Prefer: 'count=exact' } });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('1-2/6');
    expect(r.body).toEqual([{ id: 2 }, { id: 3 }]);
    const open = await call('/cities?select=id&order=id', { headers: { Range: '4-', 'Range-Unit': 'items' } });
    expect(open.body).toEqual([{ id: 5 }, { id: 6 }]);
    // intersected with limit/offset
    const both = await call('/cities?select=id&order=id&offset=2&limit=3', { headers: { Range: '0-3' } });
    expect(both.body).toEqual([{ id: 3 }, { id: 4 }]);
  });

  test('<last> below <first> is 416 PGRST103', async () => {
    expectError(await call('/cities?select=id', { headers: { Range: '3-1' } }), 416, 'PGRST103', {
      message: 'Requested range not satisfiable',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
  });

  test.each(['items=0-1', 'abc', '-5', '1-2,4-5'])('Range: %s (PostgREST ignores it) is 400 PGRST127', async (v) => {
    expectError(await call('/cities?select=id', { headers: { Range: v } }), 400, 'PGRST127', { message: 'Feature not implemented' });
  });

  test('Range-Unit other than items, and Range on PATCH/DELETE, are PGRST127 and change nothing', async () => {
    expectError(await call('/cities?select=id', { headers: { Range: '0-1', 'Range-Unit': 'bytes' } }), 400, 'PGRST127');
    expectError(await call(`/kv?key=like.${k('')}*`, { method: 'DELETE', headers: { Range: '0-0' } }), 400, 'PGRST127', {
      details: expect.stringContaining('on DELETE'),
    });
    expectError(await call(`/kv?key=like.${k('')}*`, { method: 'PATCH', headers: { Range: '0-0' }, body: { value: 'Z' } }), 400, 'PGRST127');
    expect(await kvValues(k(''))).toEqual(['A', 'B']);
  });
});

describe('Prefer', () => {
  test('handling=strict with preferences PostgREST does not know is 400 PGRST122, listing them in order', async () => {
    const r = await call('/cities?select=id', { headers: { Prefer: 'handling=strict, foo, count=exact, return = representation, count=guess' } });
    expectError(r, 400, 'PGRST122', {
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo, return = representation, count=guess',
      hint: null,
    });
  });

  test('handling=strict refuses before writing anything', async () => {
    const r = await call('/kv', { method: 'POST', headers: { Prefer: 'return=representation, handling=strict, anything' }, body: { key: k('s1') } });
    expectError(r, 400, 'PGRST122', { details: 'Invalid preferences: anything' });
    expect(await kvValues(k('s'))).toEqual([]);
  });

  test('without strict, unknown preferences are ignored as on PostgREST and the known ones applied', async () => {
    const r = await call('/cities?select=id&limit=1', { headers: { Prefer: 'handling=lenient, foo, count=exact' } });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('0-0/6');
    expect(r.headers.get('preference-applied')).toBe('count=exact, handling=lenient');
  });

  test('timezone=<pg_timezone_names> renders timestamps in that zone; an unknown zone is invalid', async () => {
    const r = await call('/cities?select=founded&id=eq.6', { headers: { Prefer: 'timezone=America/Sao_Paulo' } });
    expect(r.body).toEqual([{ founded: '1580-06-10T20:53:32-03:06:28' }]);
    expect(r.headers.get('preference-applied')).toBe('timezone=America/Sao_Paulo');
    const utc = await call('/cities?select=founded&id=eq.6', { headers: { Prefer: 'timezone=Mars/Olympus' } });
    expect(utc.body).toEqual([{ founded: '1580-06-11T00:00:00+00:00' }]);
    expectError(await call('/cities?select=id', { headers: { Prefer: 'handling=strict, timezone=Mars/Olympus' } }), 400, 'PGRST122', {
      details: 'Invalid preferences: timezone=Mars/Olympus',
    });
  });

  test('max-affected without strict handling has no effect, as on PostgREST', async () => {
    const r = await call(`/kv?key=like.${k('')}*`, { method: 'PATCH', headers: { Prefer: 'max-affected=1' }, body: { value: 'lenient' } });
    expect(r.status).toBe(204);
    expect(await kvValues(k(''))).toEqual(['lenient', 'lenient']);
  });

  test('max-affected with strict on an rpc that is not SETOF is 400 PGRST128', async () => {
    const r = await call('/rpc/add', { method: 'POST', headers: { Prefer: 'handling=strict, max-affected=1' }, body: { a: 1, b: 2 } });
    expectError(r, 400, 'PGRST128', {
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  });

  test('params=single-object is outside the subset: PGRST127', async () => {
    expectError(await call('/rpc/add', { method: 'POST', headers: { Prefer: 'params=single-object' }, body: { a: 1, b: 2 } }), 400, 'PGRST127', {
      details: 'Prefer: params=single-object',
    });
  });
});

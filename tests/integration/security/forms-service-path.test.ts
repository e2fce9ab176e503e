import type { SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY } from '../env';
import { appUrl, createWorld, service, type World } from '../rls/world';

// Issue #28 (medium): the interest form (leads) and the support form (contact_messages) are written only by
// their rate-limited server actions. The API roles may not insert into either table, whatever the request
// looks like; the actions reach the database through lead_create / contact_message_create, which only the
// service role may execute and which still check the listing, the CPF, the e-mail and the rest.

let w: World;
const run = Date.now().toString(36);
let n = 0;
const tag = (what: string) => `${what} ${run} ${++n}`;

beforeAll(async () => {
  w = await createWorld();
});

const lead = (name: string, extra: Record<string, unknown> = {}) => ({
  property_id: w.listing, name, cpf: '529.982.247-25', email: 'lead@example.com', phone: '(11) 98888-1111', ...extra,
});
const message = (name: string, extra: Record<string, unknown> = {}) => ({
  name, email: 'contato@example.com', subject: 'sugestao', message: 'Olá', urgent: false, ...extra,
});

async function rows(table: 'leads' | 'contact_messages', name: string): Promise<number> {
  const { count, error } = await service().from(table).select('id', { count: 'exact', head: true }).eq('name', name);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

async function bearer(db: SupabaseClient): Promise<string> {
  const { data } = await db.auth.getSession();
  return data.session?.access_token ?? ANON_KEY;
}

describe.each(['leads', 'contact_messages'] as const)('direct INSERT on %s', (table) => {
  const body = (name: string, extra: Record<string, unknown> = {}) => (table === 'leads' ? lead(name, extra) : message(name, extra)) as never;

  it.each(['anon', 'cliente', 'owner', 'agency'] as const)('through supabase-js as %s → refused, no row', async (actor) => {
    const name = tag(`Direto ${actor}`);
    const own = actor === 'anon' ? {} : { user_id: w.id[actor] };
    for (const extra of [{}, own, { user_id: null }]) {
      const res = await w.db[actor].from(table).insert(body(name, extra));
      expect(res.error).not.toBeNull();
      expect(['42501', 'PGRST204']).toContain(res.error!.code);
    }
    const upsert = await w.db[actor].from(table).upsert(body(name));
    expect(upsert.error).not.toBeNull();
    expect(await rows(table, name)).toBe(0);
  });

  it.each(['anon', 'cliente'] as const)('raw POST to the table as %s (object, array, columns=, upsert) → 401/403, no row', async (actor) => {
    const name = tag(`Cru ${actor}`);
    const headers = {
      apikey: ANON_KEY,
      authorization: `Bearer ${await bearer(w.db[actor])}`,
      'content-type': 'application/json',
    };
    const attempts: [string, RequestInit][] = [
      [`/rest/v1/${table}`, { body: JSON.stringify(body(name)) }],
      [`/rest/v1/${table}`, { body: JSON.stringify([body(name), body(name)]) }],
      [`/rest/v1/${table}?columns=%22name%22,%22email%22`, { body: JSON.stringify([body(name)]) }],
      [`/rest/v1/${table}`, { body: JSON.stringify(body(name)), headers: { prefer: 'resolution=merge-duplicates, return=representation' } }],
      [`/rest/v1/${table}?select=*`, { body: JSON.stringify(body(name)), headers: { prefer: 'return=representation' } }],
    ];
    for (const [path, init] of attempts) {
      const res = await fetch(`${appUrl}${path}`, { method: 'POST', ...init, headers: { ...headers, ...(init.headers as object) } });
      expect([401, 403]).toContain(res.status);
    }
    expect(await rows(table, name)).toBe(0);
  });
});

describe('the service path', () => {
  const create = (db: SupabaseClient, name: string, extra: Record<string, unknown> = {}) =>
    db.rpc('lead_create', {
      property_id: w.listing, user_id: null, name, cpf: '529.982.247-25', email: 'Lead.Service@Example.com ',
      phone: '(11) 98888-1111', for_whom: 'para_mim', message: null, ...extra,
    });
  const send = (db: SupabaseClient, name: string, extra: Record<string, unknown> = {}) =>
    db.rpc('contact_message_create', {
      user_id: null, name, phone: null, email: 'contato@example.com', subject: 'sugestao', message: 'Olá', urgent: false, ...extra,
    });

  it.each(['anon', 'cliente', 'owner'] as const)('lead_create and contact_message_create are refused to %s', async (actor) => {
    const name = tag(`Função ${actor}`);
    expect((await create(w.db[actor], name)).error).not.toBeNull();
    expect((await send(w.db[actor], name)).error).not.toBeNull();
    expect(await rows('leads', name)).toBe(0);
    expect(await rows('contact_messages', name)).toBe(0);
  });

  it('lead_create (service role) stores the lead, normalised, for the given account, and notifies the listing side', async () => {
    const name = tag('Serviço');
    const res = await create(service(), name, { user_id: w.id.cliente });
    expect(res.error).toBeNull();
    expect(typeof res.data).toBe('number');
    const row = await service().from('leads').select('property_id, user_id, cpf, email').eq('id', res.data).single();
    expect(row.data).toEqual({ property_id: w.listing, user_id: w.id.cliente, cpf: '52998224725', email: 'lead.service@example.com' });
    const told = await service().from('notifications').select('user_id').eq('kind', 'lead').like('body', `${name}%`);
    expect(told.data!.map((r) => r.user_id).sort()).toEqual([w.id.owner, w.id.agency, w.id.broker].sort());
  });

  it('lead_create still checks the listing and the data', async () => {
    const name = tag('Verificado');
    expect((await create(service(), name, { property_id: w.paused })).error?.hint).toBe('property_unavailable');
    expect((await create(service(), name, { property_id: w.expired })).error?.hint).toBe('property_unavailable');
    expect((await create(service(), name, { property_id: 999999999 })).error?.hint).toBe('property_unavailable');
    expect((await create(service(), name, { property_id: null })).error?.hint).toBe('property_unavailable');
    expect((await create(service(), name, { cpf: '111.111.111-11' })).error?.code).toBe('23514');
    expect((await create(service(), name, { email: 'lead%40example.com' })).error?.code).toBe('23514');
    expect((await create(service(), name, { phone: '123' })).error?.code).toBe('23514');
    expect((await create(service(), name, { for_whom: 'todo mundo' })).error?.code).toBe('23514');
    expect((await create(service(), name, { user_id: '00000000-0000-0000-0000-000000000000' })).error?.code).toBe('23503');
    expect(await rows('leads', name)).toBe(0);
  });

  it('contact_message_create (service role) stores the message and checks it', async () => {
    const name = tag('Contato serviço');
    const res = await send(service(), name, { user_id: w.id.cliente2, urgent: true });
    expect(res.error).toBeNull();
    const row = await service().from('contact_messages').select('user_id, subject, urgent').eq('id', res.data).single();
    expect(row.data).toEqual({ user_id: w.id.cliente2, subject: 'sugestao', urgent: true });
    expect((await send(service(), tag('Contato ruim'), { subject: 'spam' })).error).not.toBeNull();
    expect((await send(service(), tag('Contato ruim'), { email: 'sem-arroba' })).error).not.toBeNull();
    expect((await send(service(), tag('Contato ruim'), { message: '' })).error).not.toBeNull();
  });
});

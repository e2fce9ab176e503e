/**
 * The role the proxy routes on (issue #28). profiles.role is the truth; the database mirrors it into
 * auth.users.raw_app_meta_data, so the access token's `app_metadata.role` follows it, and proxy.ts reads that
 * claim. `user_metadata.role` — which every signed-in user can rewrite with auth.updateUser({ data }) — routes
 * nothing. The proxy runs for real against the app stack (session cookie, getClaims, guards); only next-intl's
 * locale routing (ESM only, which jest does not load) is replaced by a pass-through.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { NextRequest, NextResponse } from 'next/server';
import { serviceClient, signedInClient, stackUrl } from '../env';

jest.mock('next-intl/middleware', () => ({
  __esModule: true,
  default: () => (request: Request) => NextResponse.next({ request: { headers: request.headers } }),
}));
jest.mock('@/lib/i18n/routing', () => ({ routing: { locales: ['pt-BR', 'en', 'es'], defaultLocale: 'pt-BR' } }));

type Proxy = (request: NextRequest) => Promise<NextResponse>;
let proxy: Proxy;
const APP = stackUrl('app');
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  // lib/env reads the URL when first imported: point the app's modules at the test stack.
  process.env.NEXT_PUBLIC_SUPABASE_URL = APP;
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  ({ proxy } = (await import('@/proxy')) as { proxy: Proxy });
});

const claimsOf = (session: Session) =>
  JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')) as {
    app_metadata?: { role?: string };
    user_metadata?: { role?: string };
  };

async function account(role: string) {
  const { client, user } = await signedInClient('app', { data: { name: `Pessoa ${role}`, role } });
  return { client, id: user.id };
}

async function freshSession(client: SupabaseClient): Promise<Session> {
  const { data, error } = await client.auth.refreshSession();
  expect(error).toBeNull();
  return data.session!;
}

const cookieName = `sb-${new URL(APP).hostname.split('.')[0]}-auth-token`;
const cookieOf = (session: Session) => `${cookieName}=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;

/** Where the proxy sends this session for `path` (null: let through). */
async function routed(session: Session, path: string): Promise<string | null> {
  const response = await proxy(new NextRequest(new URL(path, SITE), { headers: { cookie: cookieOf(session) } }));
  const location = response.headers.get('location');
  return location ? new URL(location).pathname : null;
}

describe('app_metadata.role mirrors profiles.role', () => {
  it('a new account carries its profile role in app_metadata and in its access token', async () => {
    const { client, id } = await account('proprietario');
    const { data } = await serviceClient('app').auth.admin.getUserById(id);
    expect(data.user?.app_metadata.role).toBe('proprietario');
    expect(claimsOf(await freshSession(client)).app_metadata?.role).toBe('proprietario');
  });

  it('a user who writes user_metadata.role does not change app_metadata.role', async () => {
    const { client, id } = await account('cliente');
    const { error } = await client.auth.updateUser({ data: { role: 'imobiliaria' } });
    expect(error).toBeNull();
    const claims = claimsOf(await freshSession(client));
    expect(claims.user_metadata?.role).toBe('imobiliaria');
    expect(claims.app_metadata?.role).toBe('cliente');
    // Nor can the user write app_metadata itself (GoTrue refuses it outside the admin API).
    const attempt = await client.auth.updateUser({ data: {}, app_metadata: { role: 'imobiliaria' } } as never);
    const after = claimsOf(await freshSession(client));
    expect(attempt.error !== null || after.app_metadata?.role === 'cliente').toBe(true);
    expect(after.app_metadata?.role).toBe('cliente');
    const { data: profile } = await serviceClient('app').from('profiles').select('role').eq('id', id).single();
    expect(profile?.role).toBe('cliente');
  });

  it('a role change in profiles reaches app_metadata and the next token', async () => {
    const { client, id } = await account('cliente');
    const service = serviceClient('app');
    const { error } = await service.from('profiles').update({ role: 'corretor' }).eq('id', id);
    expect(error).toBeNull();
    const { data } = await service.auth.admin.getUserById(id);
    expect(data.user?.app_metadata.role).toBe('corretor');
    expect(claimsOf(await freshSession(client)).app_metadata?.role).toBe('corretor');
  });

  it('a write of the whole app_metadata (GoTrue rewrites it; the admin API) keeps the profile role', async () => {
    const { id } = await account('cliente');
    const service = serviceClient('app');
    const { error } = await service.auth.admin.updateUserById(id, { app_metadata: { role: 'imobiliaria', plan: 'x' } });
    expect(error).toBeNull();
    const { data } = await service.auth.admin.getUserById(id);
    expect(data.user?.app_metadata.role).toBe('cliente');
    expect(data.user?.app_metadata.plan).toBe('x');
    expect(data.user?.app_metadata.provider).toBe('email');
  });
});

describe('proxy routing', () => {
  it('a cliente who set user_metadata.role = imobiliaria is still routed as a cliente', async () => {
    const { client } = await account('cliente');
    await client.auth.updateUser({ data: { role: 'imobiliaria' } });
    const session = await freshSession(client);
    expect(claimsOf(session).user_metadata?.role).toBe('imobiliaria');

    // The agency home sends them to their own; their own home lets them through.
    expect(await routed(session, '/dashboard')).toBe('/dashboard-cliente');
    expect(await routed(session, '/dashboard/')).toBe('/dashboard-cliente');
    expect(await routed(session, '/en/dashboard')).toBe('/en/dashboard-cliente');
    expect(await routed(session, '/dashboard-cliente')).toBeNull();
  });

  it('an agency is routed as an agency whatever its user_metadata says', async () => {
    const { client } = await account('imobiliaria');
    await client.auth.updateUser({ data: { role: 'cliente' } });
    const session = await freshSession(client);
    expect(await routed(session, '/dashboard-cliente')).toBe('/dashboard');
    expect(await routed(session, '/dashboard')).toBeNull();
  });

  it('signed out, the role homes go to /login', async () => {
    const response = await proxy(new NextRequest(new URL('/dashboard', SITE)));
    expect(new URL(response.headers.get('location')!).pathname).toBe('/login');
  });
});

/**
 * The session cookie the proxy writes when it refreshes a session (issue #28): Max-Age 30 days (not
 * @supabase/ssr's 400), Path=/, SameSite=Lax, not HttpOnly (the browser client reads it), Secure when the site
 * is https. The real proxy against the app stack; only next-intl's routing (ESM only) is a pass-through.
 * The sign-in's own Set-Cookie (a server action) is checked end to end in tests/e2e/security/headers-session-cookie.spec.ts.
 */
import type { Session } from '@supabase/supabase-js';
import { NextRequest, NextResponse } from 'next/server';
import { signedInClient, stackUrl } from '../env';

jest.mock('next-intl/middleware', () => ({
  __esModule: true,
  default: () => (request: Request) => NextResponse.next({ request: { headers: request.headers } }),
}));
jest.mock('@/lib/i18n/routing', () => ({ routing: { locales: ['pt-BR', 'en', 'es'], defaultLocale: 'pt-BR' } }));

type Proxy = (request: NextRequest) => Promise<NextResponse>;
const APP = stackUrl('app');
const cookieName = `sb-${new URL(APP).hostname.split('.')[0]}-auth-token`;
const encode = (session: Session) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;

/** The proxy module as built for a site at `siteUrl` (lib/env reads the environment once). */
async function proxyFor(siteUrl: string): Promise<Proxy> {
  process.env.NEXT_PUBLIC_SUPABASE_URL = APP;
  process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
  let proxy!: Proxy;
  await jest.isolateModulesAsync(async () => {
    ({ proxy } = (await import('@/proxy')) as { proxy: Proxy });
  });
  return proxy;
}

/** A signed-in session whose access token the proxy must refresh (expired per `expires_at`). */
async function expiredSession(): Promise<Session> {
  const { client } = await signedInClient('app', { data: { name: 'Cookie', role: 'cliente' } });
  const { data } = await client.auth.getSession();
  return { ...data.session!, expires_at: Math.floor(Date.now() / 1000) - 60 };
}

async function refreshCookie(siteUrl: string): Promise<string> {
  const proxy = await proxyFor(siteUrl);
  const session = await expiredSession();
  const response = await proxy(
    new NextRequest(new URL('/buscar', siteUrl), { headers: { cookie: `${cookieName}=${encode(session)}` } }),
  );
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  expect(cookie).toBeDefined();
  return cookie!;
}

const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe('session cookie written by the proxy', () => {
  it('lives 30 days, Path=/, SameSite=Lax, readable by the browser client, not Secure over http', async () => {
    const attrs = attributes(await refreshCookie('http://localhost:3000'));
    expect(attrs).toContain('max-age=2592000');
    expect(attrs).not.toContain('max-age=34560000');
    expect(attrs).toContain('path=/');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).not.toContain('httponly');
    expect(attrs).not.toContain('secure');
  });

  it('is Secure when the site is https (production)', async () => {
    const attrs = attributes(await refreshCookie('https://lar.example'));
    expect(attrs).toContain('secure');
    expect(attrs).toContain('max-age=2592000');
    expect(attrs).toContain('samesite=lax');
  });
});

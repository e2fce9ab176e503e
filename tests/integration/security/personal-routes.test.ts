/**
 * Issue #21, signed-in visitors on cached pages: the two routes the browser reads a copy's personal parts from,
 * GET /api/me (the header: name, role, avatar, the bell) and GET /api/favoritos/ids (the hearts), called as a
 * person does — the real route handlers with one visitor's cookie jar after the real sign-in action, against
 * the app's local stack — and as the wrong person: signed out (401 JSON), another user (only their own data),
 * malformed and encoded ids (400). Every answer is `private, no-store`.
 */
import { NextRequest } from 'next/server';
import { insertListing } from '../../fixtures/listings/insert';
import { serviceClient, stackUrl, uniqueEmail } from '../env';
import { as, visitor, type Visitor } from './signin-action-harness';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => jest.requireActual('./signin-action-harness').nextHeadersMock);
jest.mock('next-intl/server', () => jest.requireActual('./fuzz-harness').intlMock);
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./fuzz-harness').navigationMock);
jest.mock('next/navigation', () => jest.requireActual('./fuzz-harness').nextNavigationMock);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined, refresh: () => undefined }));
jest.mock('next-intl', () => ({ hasLocale: (locales: readonly string[], l: unknown) => locales.includes(l as string) }));
jest.mock('next-intl/routing', () => ({ defineRouting: <T,>(config: T) => config }));
jest.mock('use-intl/core', () => ({ createTranslator: () => () => '' }), { virtual: true });

jest.setTimeout(180_000);

const SITE = 'http://localhost:3000';
const PASSWORD = 'Segredo@123';

let auth: typeof import('@/lib/actions/auth');
let me: typeof import('@/app/api/me/route');
let favoriteIds: typeof import('@/app/api/favoritos/ids/route');

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = stackUrl('app');
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  auth = await import('@/lib/actions/auth');
  me = await import('@/app/api/me/route');
  favoriteIds = await import('@/app/api/favoritos/ids/route');
});

async function account(name: string, role: 'cliente' | 'imobiliaria', xff: string): Promise<{ who: Visitor; id: string; email: string }> {
  const email = uniqueEmail('me-route');
  const { data, error } = await serviceClient('app').auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { name, role },
  });
  if (error) throw error;
  const who = visitor(xff);
  const result = await as(who, () => auth.signInAction({ email, password: PASSWORD }));
  expect(result.ok).toBe(true);
  return { who, id: data.user.id, email };
}

/** `count` live listings of a new owner (the app stack has no seed). */
async function publicListings(count: number): Promise<number[]> {
  const owner = await serviceClient('app').auth.admin.createUser({
    email: uniqueEmail('me-route-owner'),
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { name: 'Dono Cachê', role: 'proprietario' },
  });
  if (owner.error) throw owner.error;
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await insertListing(serviceClient('app'), { owner_id: owner.data.user.id }));
  return ids;
}

const getMe = (who: Visitor) => as(who, () => me.GET());
const getIds = (who: Visitor, query: string) =>
  as(who, () => favoriteIds.GET(new NextRequest(`${SITE}/api/favoritos/ids${query}`)));

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
}

test("/api/me answers each person with their own header, and a signed-out visitor with a 401", async () => {
  const ana = await account('Ana Cachê Souza', 'cliente', '203.0.113.60');
  const agency = await account('Imobiliária Cachê Ltda', 'imobiliaria', '203.0.113.61');

  const mine = await getMe(ana.who);
  expect(mine.status).toBe(200);
  expectPrivate(mine);
  const body = await mine.json();
  expect(body).toMatchObject({ firstName: 'Ana', identity: 'Ana Cachê Souza', email: ana.email, role: 'cliente', avatarUrl: null, pageSlug: null });
  expect(body.notifications).toEqual(expect.objectContaining({ unread: expect.any(Number), latest: expect.any(Array) }));
  // Nothing else of the profile (document, phone, address) is in the answer.
  expect(Object.keys(body).sort()).toEqual(['avatarUrl', 'email', 'firstName', 'identity', 'notifications', 'pageSlug', 'role']);

  // Another person's cookies get their own header, never Ana's.
  const theirs = await (await getMe(agency.who)).json();
  expect(theirs).toMatchObject({ firstName: 'Imobiliária Cachê Ltda', role: 'imobiliaria', email: agency.email });
  // The agency's own page address (its copy sends the owner to their view: components/agency-page/owner-redirect.tsx).
  expect(theirs.pageSlug).toMatch(/^imobiliaria-cache-ltda/);
  expect(JSON.stringify(theirs)).not.toContain('Ana');

  // Signed out, or with a forged session cookie: 401 JSON.
  for (const who of [visitor('203.0.113.62'), { jar: new Map([['sb-127-auth-token', 'base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0']]) }]) {
    const res = await getMe(who);
    expect(res.status).toBe(401);
    expectPrivate(res);
    expect(await res.json()).toEqual({ error: 'unauthenticated' });
  }
});

test('/api/favoritos/ids tells each person which of the asked listings they saved: their own rows only', async () => {
  const [a, b, c] = await publicListings(3);
  const first = await account('Bruno Cachê', 'cliente', '203.0.113.63');
  const second = await account('Carla Cachê', 'cliente', '203.0.113.64');
  const service = serviceClient('app');
  const { error } = await service.from('favorites').insert([
    { user_id: first.id, property_id: a },
    { user_id: first.id, property_id: c },
    { user_id: second.id, property_id: b },
  ]);
  if (error) throw error;

  const mine = await getIds(first.who, `?ids=${a},${b},${c}`);
  expect(mine.status).toBe(200);
  expectPrivate(mine);
  expect(await mine.json()).toEqual({ ids: [a, c] });
  // Only the asked ids: a favourite not asked about is not revealed.
  expect(await (await getIds(first.who, `?ids=${b}`)).json()).toEqual({ ids: [] });
  // The other person sees theirs, never the first one's.
  expect(await (await getIds(second.who, `?ids=${a},${b},${c}`)).json()).toEqual({ ids: [b] });

  // Signed out: 401 JSON.
  const out = await getIds(visitor('203.0.113.65'), `?ids=${a}`);
  expect(out.status).toBe(401);
  expectPrivate(out);

  // Malformed, encoded or too many ids: 400, for anybody.
  const many = Array.from({ length: 49 }, (_, i) => i + 1).join(',');
  for (const query of ['', '?ids=', '?ids=abc', `?ids=${a},`, '?ids=0', '?ids=-1', `?ids=${a}%2C${b}%00`, "?ids=1'%20or%201=1", `?ids=${many}`, '?id=1']) {
    const res = await getIds(first.who, query);
    expect([query, res.status]).toEqual([query, 400]);
    expectPrivate(res);
  }
});

/**
 * Issue #21, session 15: GET /api/listings/{id}/me, what the listing page shows only to the signed-in person —
 * the listing side ('Editar'), the exact address (the listing side, a client with a confirmed visit), the phone a
 * private owner shows after sign-in — read by the browser for the page's shared cached copy. Called as a person
 * does (the real route handler, one visitor's cookie jar after the real sign-in action, the app's local stack)
 * and as the wrong person: signed out (401), another client (no address), a stranger on a paused listing (404),
 * malformed and encoded ids (404). Every answer is `private, no-store`.
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
const SECRET = { street: 'Rua Mourato Coelho', street_number: '8841-Z', complement: 'Casa 3 fundos', zip_code: '05417-912' };
const OWNER_PHONE = '(11) 98765-4321';

let auth: typeof import('@/lib/actions/auth');
let route: typeof import('@/app/api/listings/[id]/me/route');

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = stackUrl('app');
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  auth = await import('@/lib/actions/auth');
  route = await import('@/app/api/listings/[id]/me/route');
});

async function account(name: string, role: 'cliente' | 'proprietario', xff: string): Promise<{ who: Visitor; id: string }> {
  const email = uniqueEmail('listing-me');
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
  return { who, id: data.user.id };
}

/** GET /api/listings/{segment}/me as `who`; `param` is what Next hands the route (the decoded segment). */
const getViewer = (who: Visitor, segment: string, param: string = decodeURIComponent(segment)) =>
  as(who, () => route.GET(new NextRequest(`${SITE}/api/listings/${segment}/me`), { params: Promise.resolve({ id: param }) }));

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
}

let owner: { who: Visitor; id: string };
let visitorWithVisit: { who: Visitor; id: string };
let stranger: { who: Visitor; id: string };
let listing: number;
let paused: number;

beforeAll(async () => {
  owner = await account('Olga Dona Cachê', 'proprietario', '203.0.113.70');
  visitorWithVisit = await account('Vera Visitante Cachê', 'cliente', '203.0.113.71');
  stranger = await account('Saulo Estranho Cachê', 'cliente', '203.0.113.72');
  const service = serviceClient('app');
  // A private owner who shows their phone to signed-in visitors (property_contact).
  const phone = await service.from('profiles').update({ phone: OWNER_PHONE }).eq('id', owner.id);
  if (phone.error) throw phone.error;
  const settings = await service.from('user_settings').upsert({ user_id: owner.id, show_contact: true });
  if (settings.error) throw settings.error;
  listing = await insertListing(service, { owner_id: owner.id, ...SECRET });
  paused = await insertListing(service, { owner_id: owner.id, status: 'pausado', ...SECRET });
  const visit = await service.from('visits').insert({
    property_id: listing,
    requester_id: visitorWithVisit.id,
    visit_date: '2030-01-15',
    visit_time: '10:00',
    status: 'confirmada',
    confirmed_at: new Date().toISOString(),
  });
  if (visit.error) throw visit.error;
});

test('the owner is the listing side and gets the exact address and their phone', async () => {
  const res = await getViewer(owner.who, String(listing));
  expect(res.status).toBe(200);
  expectPrivate(res);
  const body = await res.json();
  expect(body).toEqual({
    listingSide: true,
    isPublic: true,
    exactAddress: { street: SECRET.street, number: SECRET.street_number, complement: SECRET.complement, zipCode: SECRET.zip_code },
    phone: OWNER_PHONE,
  });
});

test('a client with a confirmed visit gets the exact address, not the listing side; a private owner\'s phone after sign-in', async () => {
  const res = await getViewer(visitorWithVisit.who, String(listing));
  expect(res.status).toBe(200);
  expectPrivate(res);
  expect(await res.json()).toEqual({
    listingSide: false,
    isPublic: true,
    exactAddress: { street: SECRET.street, number: SECRET.street_number, complement: SECRET.complement, zipCode: SECRET.zip_code },
    phone: OWNER_PHONE,
  });
});

test('another client gets neither the address nor the listing side', async () => {
  const res = await getViewer(stranger.who, String(listing));
  expect(res.status).toBe(200);
  expectPrivate(res);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ listingSide: false, isPublic: true, exactAddress: null, phone: OWNER_PHONE });
  for (const secret of [SECRET.street_number, SECRET.complement, SECRET.zip_code]) expect(text).not.toContain(secret);
});

test('a paused listing: its side gets the preview flag, anybody else a 404 as the page gives', async () => {
  const mine = await getViewer(owner.who, String(paused));
  expect(mine.status).toBe(200);
  expect(await mine.json()).toMatchObject({ listingSide: true, isPublic: false });
  for (const who of [stranger.who, visitorWithVisit.who]) {
    const res = await getViewer(who, String(paused));
    expect(res.status).toBe(404);
    expectPrivate(res);
    expect(await res.text()).not.toContain(SECRET.street_number);
  }
});

test('signed out or with a forged cookie: 401 JSON, nothing of the listing', async () => {
  for (const who of [visitor('203.0.113.73'), { jar: new Map([['sb-127-auth-token', 'base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0']]) }]) {
    const res = await getViewer(who, String(listing));
    expect(res.status).toBe(401);
    expectPrivate(res);
    expect(await res.json()).toEqual({ error: 'unauthenticated' });
  }
});

test('an unknown id: 404 for a signed-in person (401 signed out: the session is checked first)', async () => {
  const res = await getViewer(owner.who, '99999999999999');
  expect(res.status).toBe(404);
  expectPrivate(res);
  expect((await getViewer(visitor('203.0.113.75'), '99999999999999')).status).toBe(401);
});

test('malformed, encoded, signed or huge ids: 404, for anybody (before any session or database read)', async () => {
  const encoded = [...String(listing)].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
  for (const segment of ['0', '-1', `-${listing}`, '1e3', '%31', encoded, `${listing}.0`, `0${listing}`, '+1', 'abc', '1234567890123456', '9007199254740993', ' 1', `${listing}%00`]) {
    for (const who of [owner.who, visitor('203.0.113.74')]) {
      const res = await getViewer(who, segment);
      expect([segment, res.status]).toEqual([segment, 404]);
      expectPrivate(res);
    }
  }
});

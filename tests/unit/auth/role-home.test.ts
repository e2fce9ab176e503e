/**
 * requireRoleHome over a stubbed Supabase client: signed out → /login, another role → its own home,
 * the right role gets through (the page-level check behind the proxy's guard).
 */
jest.mock('server-only', () => ({}));

const getClaims = jest.fn();
const maybeSingle = jest.fn();
const eq = jest.fn(() => ({ maybeSingle }));
const select = jest.fn(() => ({ eq }));
const from = jest.fn(() => ({ select }));
jest.mock('@/lib/supabase/server', () => ({
  createClient: async () => ({ auth: { getClaims }, from }),
}));

class Redirect extends Error {
  constructor(public readonly target: { href: string; locale: string }) {
    super(`redirect ${target.locale}:${target.href}`);
  }
}
jest.mock('@/lib/i18n/navigation', () => ({
  redirect: (target: { href: string; locale: string }) => {
    throw new Redirect(target);
  },
}));
jest.mock('next-intl/server', () => ({ getLocale: async () => 'pt-BR' }));

type AuthModule = typeof import('@/lib/data/auth');
function load(): AuthModule {
  let mod!: AuthModule;
  jest.isolateModules(() => {
    mod = jest.requireActual('@/lib/data/auth');
  });
  return mod;
}

const USER_ID = '7b0c4f4e-52a4-4b8e-9a51-0c5b1d2a9f10';
const row = (role: string) => ({ id: USER_ID, role, name: 'Ana', email: 'ana@lar.dev', phone: null, avatar_url: null, slug: null });

async function redirectOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (e) {
    if (e instanceof Redirect) return e.target.href;
    throw e;
  }
  return null;
}

beforeEach(() => jest.clearAllMocks());

describe('requireRoleHome', () => {
  it('sends a signed-out visitor to /login', async () => {
    getClaims.mockResolvedValue({ data: null, error: null });
    expect(await redirectOf(load().requireRoleHome('cliente'))).toBe('/login');
  });

  it.each([
    ['cliente', 'imobiliaria', '/dashboard'],
    ['imobiliaria', 'corretor', '/dashboard-corretor'],
    ['corretor', 'proprietario', '/dashboard-proprietario'],
    ['proprietario', 'cliente', '/dashboard-cliente'],
  ])('on the %s home, a %s goes to %s', async (home, role, target) => {
    getClaims.mockResolvedValue({ data: { claims: { sub: USER_ID, email: 'ana@lar.dev' } }, error: null });
    maybeSingle.mockResolvedValue({ data: row(role), error: null });
    expect(await redirectOf(load().requireRoleHome(home as 'cliente'))).toBe(target);
  });

  it('lets the right role through with its profile', async () => {
    getClaims.mockResolvedValue({ data: { claims: { sub: USER_ID, email: 'ana@lar.dev' } }, error: null });
    maybeSingle.mockResolvedValue({ data: row('corretor'), error: null });
    const { profile } = await load().requireRoleHome('corretor');
    expect(profile.role).toBe('corretor');
  });
});

// A module of its own (the stubs above would otherwise share the global scope with tests/unit/data/auth.test.ts).
export {};

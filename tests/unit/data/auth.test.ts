/**
 * requireUser / requireRole / getCurrentProfile over a stubbed Supabase client: who gets through, who is
 * redirected where, and that a token that cannot be verified counts as signed out.
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
jest.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

type AuthModule = typeof import('@/lib/data/auth');

/** A fresh module per test: the functions are cached per request, which here means per import. */
function load(): AuthModule {
  let mod!: AuthModule;
  jest.isolateModules(() => {
    mod = jest.requireActual('@/lib/data/auth');
  });
  return mod;
}

const USER_ID = '7b0c4f4e-52a4-4b8e-9a51-0c5b1d2a9f10';
const profileRow = {
  id: USER_ID,
  role: 'corretor',
  name: 'Ana Souza',
  email: 'ana@lar.dev',
  phone: '11999990000',
  avatar_url: null,
  slug: 'ana-souza',
};

function signedIn() {
  getClaims.mockResolvedValue({ data: { claims: { sub: USER_ID, email: 'ana@lar.dev', role: 'authenticated' } }, error: null });
}

async function redirectOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (e) {
    if (e instanceof Redirect) return e.target;
    throw e;
  }
  throw new Error('expected a redirect');
}

beforeEach(() => {
  jest.clearAllMocks();
  maybeSingle.mockResolvedValue({ data: profileRow, error: null });
});

describe('requireUser', () => {
  it('returns the user from the verified claims', async () => {
    signedIn();
    await expect(load().requireUser()).resolves.toEqual({ id: USER_ID, email: 'ana@lar.dev' });
  });

  it('sends a signed-out visitor to /login in their locale', async () => {
    getClaims.mockResolvedValue({ data: null, error: null });
    await expect(redirectOf(load().requireUser())).resolves.toEqual({ href: '/login', locale: 'en' });
  });

  it('honours another destination', async () => {
    getClaims.mockResolvedValue({ data: null, error: null });
    await expect(redirectOf(load().requireUser({ redirectTo: '/' }))).resolves.toEqual({ href: '/', locale: 'en' });
  });

  it('treats an invalid or unverifiable token as signed out', async () => {
    getClaims.mockResolvedValueOnce({ data: null, error: new Error('invalid JWT') });
    await expect(redirectOf(load().requireUser())).resolves.toMatchObject({ href: '/login' });
    getClaims.mockRejectedValueOnce(new Error('fetch failed'));
    await expect(redirectOf(load().requireUser())).resolves.toMatchObject({ href: '/login' });
  });
});

describe('requireRole', () => {
  it('lets a user with an allowed role through, with the profile shaped for the UI', async () => {
    signedIn();
    const { user, profile } = await load().requireRole(['corretor', 'imobiliaria']);
    expect(user.id).toBe(USER_ID);
    expect(profile).toEqual({
      id: USER_ID,
      role: 'corretor',
      name: 'Ana Souza',
      email: 'ana@lar.dev',
      phone: '11999990000',
      avatarUrl: null,
      slug: 'ana-souza',
    });
    expect(from).toHaveBeenCalledWith('profiles');
    expect(eq).toHaveBeenCalledWith('id', USER_ID);
  });

  it('sends another role to / (or the given page)', async () => {
    signedIn();
    await expect(redirectOf(load().requireRole('imobiliaria'))).resolves.toEqual({ href: '/', locale: 'en' });
    await expect(redirectOf(load().requireRole('cliente', { forbiddenTo: '/minha-conta' }))).resolves.toEqual({
      href: '/minha-conta',
      locale: 'en',
    });
  });

  it('sends a user without a profile row to /', async () => {
    signedIn();
    maybeSingle.mockResolvedValue({ data: null, error: null });
    await expect(redirectOf(load().requireRole('corretor'))).resolves.toMatchObject({ href: '/' });
  });

  it('sends a signed-out visitor to /login before looking at roles', async () => {
    getClaims.mockResolvedValue({ data: null, error: null });
    await expect(redirectOf(load().requireRole('corretor'))).resolves.toMatchObject({ href: '/login' });
    expect(from).not.toHaveBeenCalled();
  });
});

describe('getCurrentProfile', () => {
  it('is null when signed out, without querying', async () => {
    getClaims.mockResolvedValue({ data: null, error: null });
    await expect(load().getCurrentProfile()).resolves.toBeNull();
    expect(from).not.toHaveBeenCalled();
  });

  it("falls back to the session's e-mail when the profile has none", async () => {
    signedIn();
    maybeSingle.mockResolvedValue({ data: { ...profileRow, email: null }, error: null });
    await expect(load().getCurrentProfile()).resolves.toMatchObject({ email: 'ana@lar.dev' });
  });

  it('is null when the query fails', async () => {
    signedIn();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    maybeSingle.mockResolvedValue({ data: null, error: { message: 'permission denied' } });
    await expect(load().getCurrentProfile()).resolves.toBeNull();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('requirePrivateRoute', () => {
  it('sends a signed-out visitor to the entry\'s sign-in target, with the address to come back to', async () => {
    getClaims.mockResolvedValue({ data: null, error: null });
    await expect(redirectOf(load().requirePrivateRoute('/dashboard-cliente'))).resolves.toMatchObject({ href: '/login?next=%2Fdashboard-cliente' });
    await expect(redirectOf(load().requirePrivateRoute('/clientes/[id]', '/clientes/7'))).resolves.toMatchObject({ href: '/login?next=%2Fclientes%2F7' });
    await expect(redirectOf(load().requirePrivateRoute('/minha-conta'))).resolves.toMatchObject({ href: '/' });
  });

  it.each([
    ['/dashboard-cliente', 'imobiliaria', '/dashboard'],
    ['/dashboard', 'corretor', '/dashboard-corretor'],
    ['/dashboard-corretor', 'proprietario', '/dashboard-proprietario'],
    ['/dashboard-proprietario', 'cliente', '/dashboard-cliente'],
    ['/clientes', 'cliente', '/dashboard-cliente'],
    ['/agendamentos', 'cliente', '/minhas-visitas'],
  ])('on %s, a %s goes to %s', async (path, role, target) => {
    signedIn();
    maybeSingle.mockResolvedValue({ data: { ...profileRow, role }, error: null });
    await expect(redirectOf(load().requirePrivateRoute(path as '/dashboard'))).resolves.toMatchObject({ href: target });
  });

  it('sends a session without a profile to /', async () => {
    signedIn();
    maybeSingle.mockResolvedValue({ data: null, error: null });
    await expect(redirectOf(load().requirePrivateRoute('/clientes'))).resolves.toMatchObject({ href: '/' });
  });

  it('lets the right role through with its profile', async () => {
    signedIn();
    maybeSingle.mockResolvedValue({ data: { ...profileRow, role: 'corretor' }, error: null });
    const { profile } = await load().requirePrivateRoute('/dashboard-corretor');
    expect(profile.role).toBe('corretor');
  });
});

/**
 * The interest form's server action is the only door to the leads table (issue #28): it rate-limits per
 * client IP like the support form, and the author of a lead is the verified session's user — never a value
 * posted with the form. The data layer and the session are stubbed; the limiter and the action are real.
 */
export {};

jest.mock('server-only', () => ({}));

let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));

const getSessionUser = jest.fn();
const getCurrentProfile = jest.fn();
jest.mock('@/lib/data/auth', () => ({ getSessionUser: () => getSessionUser(), getCurrentProfile: () => getCurrentProfile() }));

const createLead = jest.fn();
jest.mock('@/lib/data/leads', () => ({ createLead: (...args: unknown[]) => createLead(...args) }));

type Action = typeof import('@/lib/actions/leads').createLeadAction;

/** A fresh module and a fresh limiter (the limiters live on globalThis, one per server process) per test. */
function load(): Action {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('lar.rateLimiters')];
  let action!: Action;
  jest.isolateModules(() => {
    action = jest.requireActual('@/lib/actions/leads').createLeadAction;
  });
  return action;
}

function form(values: Record<string, string> = {}): FormData {
  const data = new FormData();
  const all = { propertyId: '100000', name: 'Maria', email: 'maria@example.com', phone: '(11) 98888-7777', ...values };
  for (const [k, v] of Object.entries(all)) data.set(k, v);
  return data;
}

const from = (ip: string) => {
  requestHeaders = new Headers({ 'x-forwarded-for': ip });
};

beforeEach(() => {
  createLead.mockReset().mockResolvedValue({ ok: true });
  getSessionUser.mockReset().mockResolvedValue(null);
  from('203.0.113.7');
});

describe('createLeadAction', () => {
  it('lets ten leads per client IP through in ten minutes, then refuses without touching the database', async () => {
    const action = load();
    for (let i = 0; i < 10; i++) expect(await action(null, form())).toEqual({ ok: true });
    expect(await action(null, form())).toEqual({ ok: false, formError: 'rateLimited' });
    expect(await action(null, form({ name: 'Outra pessoa', email: 'outra@example.com' }))).toEqual({ ok: false, formError: 'rateLimited' });
    expect(createLead).toHaveBeenCalledTimes(10);
    // Another client is not affected.
    from('198.51.100.2');
    expect(await action(null, form())).toEqual({ ok: true });
    expect(createLead).toHaveBeenCalledTimes(11);
  });

  it('stores the lead as the verified session user, ignoring any author posted with the form', async () => {
    const action = load();
    getSessionUser.mockResolvedValue({ id: 'f2c7a0d4-1b53-4f0e-8b5e-6a4f7c2d9e11', email: 'eu@example.com' });
    await action(null, form({ user_id: '00000000-0000-0000-0000-000000000001', userId: 'x' }));
    expect(createLead).toHaveBeenLastCalledWith(100000, expect.objectContaining({ name: 'Maria', email: 'maria@example.com' }), 'f2c7a0d4-1b53-4f0e-8b5e-6a4f7c2d9e11');
    getSessionUser.mockResolvedValue(null);
    await action(null, form({ user_id: '00000000-0000-0000-0000-000000000001' }));
    expect(createLead).toHaveBeenLastCalledWith(100000, expect.anything(), null);
  });

  it.each(['abc', '-1', '0', '1e3x', '%31%30', '100000 or 1=1', ''])('a malformed listing id (%s) never reaches the database', async (propertyId) => {
    const action = load();
    expect(await action(null, form({ propertyId }))).toEqual({ ok: false, formError: 'unavailable' });
    expect(createLead).not.toHaveBeenCalled();
  });

  it('invalid fields are refused before the limiter and the database', async () => {
    const action = load();
    for (let i = 0; i < 12; i++) {
      const res = await action(null, form({ email: 'maria@' }));
      expect(res).toMatchObject({ ok: false, fieldErrors: { email: ['emailInvalid'] } });
    }
    expect(await action(null, form())).toEqual({ ok: true });
    expect(createLead).toHaveBeenCalledTimes(1);
  });
});

describe('interestPrefillAction (issue #38)', () => {
  const prefill = () => {
    let fn!: typeof import('@/lib/actions/leads').interestPrefillAction;
    jest.isolateModules(() => {
      fn = jest.requireActual('@/lib/actions/leads').interestPrefillAction;
    });
    return fn;
  };

  it('gives a visitor nothing, and a signed-in person only their own name, e-mail and phone (no CPF)', async () => {
    getCurrentProfile.mockResolvedValue(null);
    expect(await prefill()()).toBeNull();
    getCurrentProfile.mockResolvedValue({ id: 'u1', name: 'Rita', email: 'rita@example.com', phone: null, cpfCnpj: '52998224725' });
    expect(await prefill()()).toEqual({ name: 'Rita', email: 'rita@example.com', phone: '' });
  });
});

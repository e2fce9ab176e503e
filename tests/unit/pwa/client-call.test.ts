import { callAction, isNetworkError } from '@/lib/actions/client-call';

jest.mock('sonner', () => ({ toast: { error: jest.fn() } }));

// Issue #37: a form's server action call that fails for lack of network keeps the form (an offline result);
// every other error, Next's redirect/notFound above all, reaches React unchanged.
describe('callAction', () => {
  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    "turns a network TypeError ('%s') into the offline result",
    async (message) => {
      const onOffline = jest.fn();
      await expect(callAction(() => Promise.reject(new TypeError(message)), onOffline)).resolves.toBeUndefined();
      expect(onOffline).toHaveBeenCalledTimes(1);
    },
  );

  it("shows 'Sem conexão com a internet' by default", async () => {
    const { toast } = jest.requireMock('sonner') as { toast: { error: jest.Mock } };
    await callAction(() => Promise.reject(new TypeError('Failed to fetch')));
    // lib/toast imports sonner on the first toast.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toast.error).toHaveBeenCalledWith('Sem conexão com a internet', expect.objectContaining({ description: expect.stringContaining('continua aqui') }));
  });

  it('returns the action result when the call succeeds', async () => {
    const onOffline = jest.fn();
    await expect(callAction(() => Promise.resolve({ ok: true }), onOffline)).resolves.toEqual({ ok: true });
    expect(onOffline).not.toHaveBeenCalled();
  });

  it("rethrows Next's redirect and notFound errors unchanged", async () => {
    const onOffline = jest.fn();
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/entrar;307;' });
    await expect(callAction(() => Promise.reject(redirect), onOffline)).rejects.toBe(redirect);
    const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    await expect(callAction(() => Promise.reject(notFound), onOffline)).rejects.toBe(notFound);
    // Even a TypeError that carries a digest is Next's, not the network's.
    const digested = Object.assign(new TypeError('Failed to fetch'), { digest: 'NEXT_REDIRECT;push;/;307;' });
    await expect(callAction(() => Promise.reject(digested), onOffline)).rejects.toBe(digested);
    expect(onOffline).not.toHaveBeenCalled();
  });

  it('rethrows other errors, including TypeErrors that are bugs', async () => {
    const onOffline = jest.fn();
    const bug = new TypeError("Cannot read properties of undefined (reading 'ok')");
    await expect(callAction(() => Promise.reject(bug), onOffline)).rejects.toBe(bug);
    const server = new Error('An error occurred in the Server Components render.');
    await expect(callAction(() => Promise.reject(server), onOffline)).rejects.toBe(server);
    expect(onOffline).not.toHaveBeenCalled();
  });

  it('treats any TypeError as offline when the browser says it is offline', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      expect(isNetworkError(new TypeError('Some other wording'))).toBe(true);
      expect(isNetworkError(new Error('Failed to fetch'))).toBe(false);
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });
});

import fc from 'fast-check';
import { loginNotice } from '@/lib/security/login-notice';
import pt from '@/messages/pt-BR/auth.json';

// /login shows catalogue text picked by fixed keys; nothing from the URL reaches the page (issue #28).

const catalogue = pt.AuthMessages as Record<string, string>;

describe('loginNotice', () => {
  it('a failed OAuth return: the provider title and a Portuguese catalogue text, whatever `message` says', () => {
    const notice = loginNotice({
      oauth_error: 'facebook',
      message: 'PKCE code verifier not found in storage. For SSR frameworks (Next.js, SvelteKit, etc.)…',
    });
    expect(notice.toast).toEqual({ title: 'facebookErrorTitle', description: 'oauthFailed' });
    expect(catalogue[notice.toast!.description]).toMatch(/^Não foi possível concluir o login/);
    expect(loginNotice({ oauth_error: ['google', 'facebook'] }).toast?.title).toBe('googleErrorTitle');
  });

  it('an invalid e-mail link shows the link error', () => {
    expect(loginNotice({ erro: 'link' })).toEqual({ toast: null, linkError: true });
  });

  it.each([
    [{ message: '<script>alert(1)</script>' }],
    [{ message: 'Sua conta foi bloqueada, ligue 0800 000 0000' }],
    [{ oauth_error: 'evil', message: 'Sua conta foi bloqueada' }],
    [{ oauth_error: 'Google' }],
    [{ oauth_error: 'google ' }],
    [{ oauth_error: '%67oogle' }],
    [{ erro: '<b>link</b>' }],
    [{ erro: ['x', 'link'] }],
    [{}],
  ])('%j shows nothing', (query) => {
    expect(loginNotice(query)).toEqual({ toast: null, linkError: false });
  });

  it('never carries text from the query: every result is one of the fixed catalogue choices', () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.constantFrom('google', 'facebook', 'link'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('oauth_error', 'erro', 'message', 'next', 'description'), value), (query) => {
        const notice = loginNotice(query);
        expect([null, 'googleErrorTitle', 'facebookErrorTitle']).toContain(notice.toast?.title ?? null);
        if (notice.toast) expect(notice.toast.description).toBe('oauthFailed');
        expect(typeof notice.linkError).toBe('boolean');
        for (const key of [notice.toast?.title, notice.toast?.description]) if (key) expect(catalogue[key]).toBeTruthy();
      }),
    );
  });
});

import { SESSION_COOKIE_MAX_AGE, servedOverHttps, sessionCookie, sessionCookieOptions } from '@/lib/security/session-cookie';

// The session cookie's life and flags (issue #28): 30 days from the last refresh instead of @supabase/ssr's
// 400, never HttpOnly (the browser client reads it), SameSite=Lax, Secure when the site is https.

const SSR_DEFAULT = { path: '/', sameSite: 'lax' as const, httpOnly: false, maxAge: 400 * 24 * 60 * 60 };

describe('sessionCookie', () => {
  it('replaces the 400 days @supabase/ssr hands to setAll with 30 days', () => {
    expect(SESSION_COOKIE_MAX_AGE).toBe(2_592_000);
    expect(sessionCookie(SSR_DEFAULT, 'http://localhost:3000')).toEqual({
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: false,
      maxAge: 2_592_000,
    });
  });

  it('keeps deletions as deletions', () => {
    expect(sessionCookie({ ...SSR_DEFAULT, maxAge: 0 }, 'https://lar.com.br').maxAge).toBe(0);
  });

  it('is Secure on an https site and not on plain-http development', () => {
    expect(sessionCookie(SSR_DEFAULT, 'https://lar.com.br').secure).toBe(true);
    expect(sessionCookie(SSR_DEFAULT, 'http://127.0.0.1:3000').secure).toBe(false);
  });

  it('never lets options from the caller loosen the flags', () => {
    const loose = { ...SSR_DEFAULT, sameSite: 'none' as const, secure: false, httpOnly: true, path: '/x', maxAge: 9e9 };
    const out = sessionCookie(loose, 'https://lar.com.br');
    expect(out).toMatchObject({ sameSite: 'lax', secure: true, httpOnly: false, path: '/', maxAge: SESSION_COOKIE_MAX_AGE });
    expect(sessionCookie(undefined, 'https://lar.com.br').maxAge).toBe(SESSION_COOKIE_MAX_AGE);
  });

  it.each([
    ['https://lar.com.br', true],
    ['HTTPS://LAR.COM.BR', true],
    ['http://lar.com.br', false],
    ['https:/broken', true],
    ['not a url', false],
    ['', false],
    ['javascript:alert(1)', false],
  ])('servedOverHttps(%j) = %s', (url, expected) => {
    expect(servedOverHttps(url)).toBe(expected);
  });

  it('gives the clients the same flags', () => {
    expect(sessionCookieOptions('https://lar.com.br')).toEqual({ path: '/', sameSite: 'lax', httpOnly: false, secure: true });
  });
});

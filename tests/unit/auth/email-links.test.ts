import fc from 'fast-check';
import {
  confirmedKeyOf,
  defaultNextOf,
  emailLinkNext,
  emailRedirectUrl,
  expiredKeyOf,
  localePrefixOf,
} from '@/lib/auth/email-links';

// Where an e-mail link may lead (lib/auth/email-links.ts, used by app/auth/confirm and app/auth/callback):
// `next` is a path of this site or {{ .RedirectTo }} on this site's origin, never anywhere else.

const SITE = 'https://lar.example.com.br';
const ORIGINS = [SITE];

describe('emailLinkNext', () => {
  test.each([
    ['/completar-cadastro', '/completar-cadastro'],
    ['/en/completar-cadastro', '/en/completar-cadastro'],
    [`${SITE}/auth/callback?next=%2Fcompletar-cadastro-imobiliaria&link=signup`, '/completar-cadastro-imobiliaria'],
    [`${SITE}/auth/callback?next=%2Fes%2Frecuperar-senha%2Fredefinir-senha&link=recovery`, '/es/recuperar-senha/redefinir-senha'],
    [`${SITE}/favoritos?ordem=preco`, '/favoritos?ordem=preco'],
  ])('%s → %s', (raw, expected) => {
    expect(emailLinkNext(raw, ORIGINS)).toBe(expected);
  });

  test.each([
    null,
    '',
    SITE,
    `${SITE}/`,
    '/',
    '//evil.example',
    '/.//evil.example',
    '/\\evil.example',
    'https://evil.example/completar-cadastro',
    `${SITE}.evil.example/x`,
    `${SITE}@evil.example/x`,
    'javascript:alert(1)',
    `${SITE}/auth/callback?next=%2F%2Fevil.example`,
    `${SITE}/auth/callback?next=https%3A%2F%2Fevil.example%2F`,
    `${SITE}/auth/callback?next=${encodeURIComponent(`${SITE}/favoritos`)}`,
    `${SITE}/auth/confirm?token_hash=x&type=signup`,
    `/auth/callback?next=/auth/callback?next=/x`,
    '/a'.repeat(3000),
  ])('%# gives no page (the link kind’s own is used)', (raw) => {
    expect(emailLinkNext(raw, ORIGINS)).toBeNull();
  });

  test('whatever it is given, the answer is null or a path that stays on the site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.webUrl().map((u) => `${SITE}/auth/callback?next=${encodeURIComponent(u)}`)), (raw) => {
        const next = emailLinkNext(raw, ORIGINS);
        if (next === null) return true;
        return next.startsWith('/') && !next.startsWith('//') && new URL(next, SITE).origin === SITE;
      }),
      { numRuns: 3000 },
    );
  });
});

test('the redirect the app asks for carries the page and the kind; the keys of the pages are fixed', () => {
  expect(emailRedirectUrl(`${SITE}/`, 'signup', '/en/completar-cadastro')).toBe(`${SITE}/auth/callback?next=%2Fen%2Fcompletar-cadastro&link=signup`);
  expect(emailRedirectUrl(SITE, 'recovery', '//evil.example')).toBe(`${SITE}/auth/callback?next=%2Frecuperar-senha%2Fredefinir-senha&link=recovery`);
  expect(defaultNextOf('email_change')).toBe('/email-confirmado?tipo=email');
  expect(localePrefixOf('/es/x')).toBe('/es');
  expect(localePrefixOf('/estudio')).toBe('');
  expect(expiredKeyOf('<script>')).toBe('cadastro');
  expect(expiredKeyOf('senha')).toBe('senha');
  expect(confirmedKeyOf('email-parcial')).toBe('email-parcial');
  expect(confirmedKeyOf(['email'])).toBe('cadastro');
});

/**
 * The `next` guard of /auth/confirm, /auth/callback and /login (safeNextPath): whatever a link carries,
 * the browser that follows the redirect stays on this site. Resolving the result against the site's
 * origin is exactly what a browser does with a relative Location header.
 */
import fc from 'fast-check';
import { safeNextPath } from '@/lib/validations/auth';

const ORIGIN = 'https://lar.example';
const PAGE = `${ORIGIN}/auth/confirm?token_hash=x&type=magiclink`;

/** Where a browser at /auth/confirm goes with `Location: <target>`. */
const followed = (target: string) => new URL(target, PAGE);

describe('safeNextPath checks its result, not only its input', () => {
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/a/..//evil.example',
    '/a/../..//evil.example',
    '/././/evil.example',
    '/.//evil.example/path?x=1#h',
    '/.///evil.example',
    '/%2e/%2e//evil.example',
  ])('%s never leaves the site', (next) => {
    const result = safeNextPath(next);
    expect(result).toBe('/');
    expect(followed(result).origin).toBe(ORIGIN);
  });

  it('keeps ordinary paths, once normalised', () => {
    expect(safeNextPath('/minha-conta')).toBe('/minha-conta');
    expect(safeNextPath('/a/./b/../c?x=//y#//z')).toBe('/a/c?x=//y#//z');
    expect(safeNextPath('/en/favoritos')).toBe('/en/favoritos');
    expect(safeNextPath('/buscar?cidade=S%C3%A3o+Paulo#mapa')).toBe('/buscar?cidade=S%C3%A3o+Paulo#mapa');
  });

  it('refuses overlong targets', () => {
    expect(safeNextPath(`/${'a'.repeat(5000)}`)).toBe('/');
  });
});

// Pieces an attacker strings together: separators, dots in every encoding, schemes, hosts, controls and
// look-alike unicode.
const PIECES = [
  '/', '//', '\\', '.', '..', '%2e', '%2E', '%2e%2e', '%2f', '%2F', '%5c', '%5C', '%252f', '%252e', '%00', '%0d%0a',
  '%09', '\t', '\n', '\r', '\u0000', '\u000b', '\u007f', '\u0085', ' ', '\u00a0', '\u3002', '\uff0e', '\uff0f', '\u2215',
  '\u2044', '\u29f8', '@', ':', '?', '#', '&', '=', ';', 'evil.example', 'evil.example:443', 'user:pass@evil.example',
  'http:', 'https:', 'javascript:', 'data:', 'file:', 'mailto:', '//evil.example', 'http://evil.example', 'a', 'minha-conta',
  '\ud83d\ude00', '\u202e', '\u200b', 'é', '%c3%a9', '%', '%zz',
];
const attackPath = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));
const anyInput = fc.oneof(attackPath, fc.string(), fc.string({ unit: 'grapheme-composite' }), fc.webUrl(), fc.webPath());

describe('property: the result never leaves the origin', () => {
  it('for generated paths of dots, slashes, backslashes, encodings, unicode, controls and schemes', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom('/', '/completar-cadastro', '/recuperar-senha/redefinir-senha'), (next, fallback) => {
        const result = safeNextPath(next, fallback);
        // One leading slash, never `//` or `/\`, no control character that a parser would strip.
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.startsWith('/\\')).toBe(false);
        expect(/[\u0000-\u001f\u007f\\]/.test(result)).toBe(false);
        // Followed by a browser from any page of the site, it stays on the site…
        expect(followed(result).origin).toBe(ORIGIN);
        expect(new URL(result, `${ORIGIN}/a/b/c`).origin).toBe(ORIGIN);
        // …and reading it again changes nothing (normalised once, for good).
        expect(safeNextPath(result, fallback)).toBe(result);
      }),
      { numRuns: 20_000 },
    );
  });

  it('for paths that start with a slash and then anything', () => {
    fc.assert(
      fc.property(attackPath, (tail) => {
        const result = safeNextPath(`/${tail}`);
        expect(followed(result).origin).toBe(ORIGIN);
        expect(result.startsWith('//')).toBe(false);
      }),
      { numRuns: 20_000 },
    );
  });
});

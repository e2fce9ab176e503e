import { contentSecurityPolicy, createNonce, PERMISSIONS_POLICY, staticSecurityHeaders } from '@/lib/security/headers.mjs';

// The Content-Security-Policy builder and the static headers (issue #28).

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values.join(' ')];
    }),
  ) as Record<string, string>;

const base = { nonce: 'abc123==', supabaseUrl: 'https://ref.supabase.co', mapStyleUrl: 'https://tiles.openfreemap.org/styles/positron' };

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce only, never inline or eval in production', () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d['script-src']).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(d['object-src']).toBe("'none'");
    expect(d['frame-ancestors']).toBe("'none'");
    expect(d['base-uri']).toBe("'self'");
  });

  it('derives the Supabase and map hosts from the configuration (origins only)', () => {
    const d = directives(
      contentSecurityPolicy({ ...base, supabaseUrl: 'https://abcd.supabase.co/', mapStyleUrl: 'https://maps.example.com:8443/x/style.json?key=1' }),
    );
    expect(d['connect-src']).toBe("'self' https://abcd.supabase.co https://maps.example.com:8443");
    expect(d['img-src']).toContain('https://abcd.supabase.co');
    expect(d['img-src']).toContain('https://maps.example.com:8443');
    expect(d['form-action']).toBe("'self' https://abcd.supabase.co");
  });

  it('ignores a map style that is not an http(s) URL', () => {
    for (const mapStyleUrl of ['javascript:alert(1)', 'data:,x', 'not a url', undefined, "https://x.example'; script-src *"]) {
      const csp = contentSecurityPolicy({ ...base, mapStyleUrl });
      expect(directives(csp)['connect-src']).toMatch(/^'self' https:\/\/ref\.supabase\.co( https:\/\/x\.example)?$/);
      expect(csp).not.toMatch(/javascript:|data:,x|script-src \*/);
    }
  });

  it('adds eval only in development and upgrade-insecure-requests only on https', () => {
    expect(directives(contentSecurityPolicy({ ...base, dev: true }))['script-src']).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...base, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('staticSecurityHeaders', () => {
  const byKey = (hsts: boolean) => Object.fromEntries(staticSecurityHeaders({ hsts }).map((h) => [h.key, h.value]));

  it('sets the headers every response carries', () => {
    const h = byKey(false);
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['Strict-Transport-Security']).toBeUndefined();
  });

  it('sends HSTS only when asked (production over https)', () => {
    expect(byKey(true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('allows geolocation to the site only, and nothing else it does not use', () => {
    const features = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((f) => f.split('=')));
    expect(features.geolocation).toBe('(self)');
    for (const [name, allow] of Object.entries(features)) if (name !== 'geolocation') expect(allow).toBe('()');
    expect(Object.keys(features)).toEqual(expect.arrayContaining(['camera', 'microphone', 'payment', 'usb']));
  });
});

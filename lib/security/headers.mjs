// The security headers of every response (issue #28). Plain ESM with JSDoc types (./headers.d.mts) because
// next.config.mjs imports it as well as proxy.ts:
//  - next.config.mjs puts `staticSecurityHeaders()` on every path, Next's own files and images included;
//  - proxy.ts, which runs for every other request (pages, redirects, route handlers, 404s), adds the
//    Content-Security-Policy with a fresh nonce, which replaces the static fallback policy.

/**
 * Browser features the site may use: geolocation for "imóveis perto de mim" (components/nearby), nothing else.
 * Only features Chromium knows (an unknown name makes the browser log an error on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** Two years, the value the HSTS preload list asks for; sent only by an https production site. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The policy of responses the proxy does not see (Next's static files, the image optimizer): they are never
 * documents of ours, so they may load nothing and be framed by no one.
 */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers every response carries, whoever answers it.
 * @param {{ hsts: boolean }} options hsts: a production build of an https site
 * @returns {{ key: string, value: string }[]}
 */
export function staticSecurityHeaders({ hsts }) {
  return [
    { key: 'Content-Security-Policy', value: FALLBACK_CSP },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(hsts ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}

/** The origin of an http(s) URL, or null. @param {string | undefined} url */
function originOf(url) {
  try {
    const parsed = new URL(url ?? '');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Profile pictures that sign-up through Google or Facebook copies into profiles.avatar_url
 * (handle_new_user), shown on /minha-conta.
 */
const OAUTH_PICTURE_HOSTS = ['https://*.googleusercontent.com', 'https://platform-lookaside.fbsbx.com'];

/**
 * The Content-Security-Policy of the site's pages, allowing exactly what they load:
 *  - scripts: Next's own and the chunks they load ('strict-dynamic' trusts what a nonced script adds), no
 *    inline script without the request's nonce, no eval outside development (React's dev tooling needs it);
 *  - styles: the stylesheets of the build and the inline styles the libraries write at run time (sonner's
 *    <style>, Radix's and maplibre's style attributes), which cannot carry a nonce — 'unsafe-inline' here does
 *    not reach scripts;
 *  - images: the site (next/image, /fotos), data:/blob: (maplibre), Storage (avatars), the map tiles' host,
 *    OAuth profile pictures;
 *  - fetch/XHR/WebSocket: the site, Supabase (the browser client) and the map style's host (style, tiles,
 *    glyphs, sprites); maplibre's worker comes from the site (/mapa-worker) and may use blob:;
 *  - forms post to the site (server actions) or, for a sign-in with Google/Facebook before hydration, follow a
 *    redirect to Supabase's /auth/v1/authorize;
 *  - nothing may frame the site (frame-ancestors, with X-Frame-Options for older browsers), no plugins, no
 *    <base> elsewhere; an https site upgrades stray http requests.
 *
 * `nonce: null` is the policy of a public page served from the cache (issue #21, docs/caching.md): a copy made
 * once for every visitor cannot carry a per-response nonce, and Next's inline bootstrap scripts differ per page,
 * so scripts are allowed from the site and inline ('unsafe-inline' without 'strict-dynamic'); everything else
 * (no eval, no other script host, no framing, network only to the site/Supabase/map) stays as strict. Only
 * pages rendered for nobody in particular get it (lib/cache/public-pages.ts): no session cookie was sent.
 * @param {{ nonce: string | null, supabaseUrl: string, mapStyleUrl?: string, dev?: boolean, https?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, supabaseUrl, mapStyleUrl, dev = false, https = false }) {
  const supabase = originOf(supabaseUrl);
  const map = originOf(mapStyleUrl);
  const hosts = (/** @type {(string | null)[]} */ list) => list.filter(Boolean).join(' ');
  const directives = [
    ["default-src", "'self'"],
    ["script-src", `'self' ${nonce === null ? "'unsafe-inline'" : `'nonce-${nonce}' 'strict-dynamic'`}${dev ? " 'unsafe-eval'" : ''}`],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", hosts(["'self'", 'data:', 'blob:', supabase, map, ...OAUTH_PICTURE_HOSTS])],
    ["font-src", "'self'"],
    ["connect-src", hosts(["'self'", supabase, map])],
    ["worker-src", "'self' blob:"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", hosts(["'self'", supabase])],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

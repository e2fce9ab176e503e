import type { CookieOptions } from '@supabase/ssr';

/**
 * The life of the Supabase session cookies (issue #28).
 *
 * Supabase's own policy: access tokens live `jwt_expiry` (1 h, supabase/config.toml) and refresh tokens do not
 * expire by themselves (single use, rotated); a session ends on sign-out, or after the project's
 * `[auth.sessions]` inactivity timeout / time-box, which are off by default (hosted and config.toml alike). So
 * nothing on the server bounds a session, and @supabase/ssr's cookie lives 400 days (the most a browser keeps).
 *
 * Our policy: a session ends after 30 days without a visit. The cookie gets Max-Age = 30 days and is written
 * again on every token refresh (at least once an hour of use: the proxy, the server actions and the browser
 * client all write it with these options), so it expires 30 days after the last visit that refreshed the
 * token; `[auth.sessions] inactivity_timeout = "720h"` in supabase/config.toml asks the same of the auth server
 * where the plan supports it. @supabase/ssr ignores `cookieOptions.maxAge` (supabase/ssr#40), hence
 * `sessionCookie()` in every `setAll`.
 *
 * Not HttpOnly: @supabase/ssr's browser client reads the session from document.cookie. SameSite=Lax (sent on
 * top-level navigations from e-mails and OAuth returns, not on cross-site subrequests). Secure when the site is
 * served over https (production); a plain-http localhost keeps working in development and tests.
 */
export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * A `document.cookie` string that holds a Supabase session cookie (whole, or the first chunk `.0`) with a value.
 * The one test of the browser side: the pre-paint preferences script (components/layout/preferences-script.ts)
 * and the cached pages' session hooks (components/auth/browser-session.ts).
 */
export const SESSION_COOKIE_IN_DOCUMENT = /(?:^|;\s*)sb-[^=;]+-auth-token(?:\.0)?=[^;]/;

/** Whether the site's public address is https (production); decides Secure cookies and HSTS. */
export function servedOverHttps(siteUrl: string): boolean {
  try {
    return new URL(siteUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The `cookieOptions` of every Supabase client of the app. */
export function sessionCookieOptions(siteUrl: string): CookieOptions {
  return { path: '/', sameSite: 'lax', httpOnly: false, secure: servedOverHttps(siteUrl) };
}

/**
 * The options one session cookie is written with: ours over what @supabase/ssr hands to `setAll`, keeping its
 * deletions (Max-Age 0) as they are.
 */
export function sessionCookie(options: CookieOptions | undefined, siteUrl: string): CookieOptions {
  const removal = options?.maxAge === 0;
  return { ...options, ...sessionCookieOptions(siteUrl), maxAge: removal ? 0 : SESSION_COOKIE_MAX_AGE };
}

import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { routingRole } from '@/lib/security/role-claim';
import { updateSession } from '@/lib/supabase/proxy';
import { guardRedirect } from '@/lib/validations/auth';

const handleI18nRouting = createIntlMiddleware(routing);

/**
 * Runs before every page request (Next 16's proxy, formerly middleware):
 * 1. locale routing — `/` is pt-BR (rewritten to /pt-BR internally), `/en/…` and `/es/…` are prefixed,
 *    `/pt-BR/…` redirects to the unprefixed address;
 * 2. the Supabase session refresh, whose cookies and cache headers are written onto that same response;
 * 3. the private-screen guards (spec §6), for speed only: signed out, /minha-conta & co. go to `/` and the
 *    role homes to /login; another role's home goes to the user's own. The role is the token's
 *    `app_metadata.role` (mirrored from profiles.role; never the user-editable user_metadata). Pages and
 *    actions check the user again (lib/data/auth.ts), so this is never the only check.
 * The page gets the path the visitor asked for in a request header (lib/request-path.ts): the 404 page logs
 * it on the server.
 */
export async function proxy(incoming: NextRequest) {
  const request = withRequestPath(incoming);
  const response = handleI18nRouting(request);
  const { response: withSession, claims } = await updateSession(request, response);
  if (withSession.status >= 300 && withSession.status < 400) return withSession;

  const { pathname, search } = request.nextUrl;
  const prefix = routing.locales.find((l) => l !== routing.defaultLocale && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)));
  const path = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
  const target = guardRedirect(path, claims ? { role: routingRole(claims) } : null);
  if (!target || target === `${path}${search}`) return withSession;

  const redirect = NextResponse.redirect(new URL(`${prefix ? `/${prefix}` : ''}${target}`, request.url));
  for (const cookie of withSession.cookies.getAll()) redirect.cookies.set(cookie);
  redirect.headers.set('Cache-Control', 'private, no-store');
  return redirect;
}

/**
 * The same request with REQUEST_PATH_HEADER set (a client's own value is replaced). next-intl forwards the
 * request's headers to the page it routes to, so the header reaches the render. Only the URL, headers and
 * cookies are read from this copy; Next forwards the original request's body itself.
 */
function withRequestPath(request: NextRequest): NextRequest {
  const url = request.nextUrl.clone();
  url.searchParams.delete('_rsc');
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, `${url.pathname}${url.search}`);
  return new NextRequest(request.url, { headers });
}

export const config = {
  // Everything except Next internals, API and auth route handlers, generated images, listing photos
  // (/fotos/…, whatever their object names) and files with an extension (static assets, sitemap.xml,
  // robots.txt, favicon.ico…).
  matcher: ['/((?!api(?:/|$)|auth/|fotos/|_next/|_vercel/|og(?:/|$)|.*\\..*).*)'],
};

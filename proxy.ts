import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { actionFromCachedCopy, CACHED_SEGMENT, cachedCopyCacheControl, cachedCopyPath, isPersonalCookie, servesCachedCopy } from '@/lib/cache/public-pages';
import { SEARCH_CACHE_CONTROL, SEARCH_PATH, searchCopyKey, searchCopyRoute } from '@/lib/cache/search-copies';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { contentSecurityPolicy, createNonce } from '@/lib/security/headers.mjs';
import { guardRedirect } from '@/lib/security/private-routes';
import { routingRole } from '@/lib/security/role-claim';
import { servedOverHttps } from '@/lib/security/session-cookie';
import { updateSession } from '@/lib/supabase/proxy';

const handleI18nRouting = createIntlMiddleware(routing);
const CSP = 'Content-Security-Policy';
const SITEMAP_PATH = '/sitemap.xml';
// A folder named sitemap.xml would be one of Next's metadata routes (prerendered once with placeholder params,
// never cached per copy); the underscore keeps it from ever being an agency slug.
const SITEMAP_COPY = '/sitemap_xml';

/**
 * Runs before every request but Next's own files (Next 16's proxy, formerly middleware):
 * 0. the Content-Security-Policy of the response, with a fresh nonce, set on the request too: Next reads the
 *    nonce from there and puts it on its scripts (which is why every page renders per request). The other
 *    security headers come from next.config.mjs (lib/security/headers.mjs). Route handlers and files
 *    (/auth/…, /fotos/…, /api/…, /og, anything with an extension) get only this and go on untouched;
 * 1. locale routing — `/` is pt-BR (rewritten to /pt-BR internally), `/en/…` and `/es/…` are prefixed,
 *    `/pt-BR/…` redirects to the unprefixed address;
 * 2. the Supabase session refresh, whose cookies and cache headers are written onto that same response;
 * 3. the private-route guards from the one table of private pages (lib/security/private-routes.ts), before
 *    any HTML: signed out, /minha-conta & co. go to `/` and the rest to /login; a role the page does not serve
 *    goes where the page would send it. The role is the token's `app_metadata.role` (mirrored from
 *    profiles.role; never the user-editable user_metadata). Pages (requirePrivateRoute), actions and RLS check
 *    again, so this is never the only check.
 * The page gets the path the visitor asked for in a request header (lib/request-path.ts): the 404 page logs
 * it on the server.
 */
export async function proxy(incoming: NextRequest) {
  // The per-request policy and its nonce are made only for a response that carries them: a cached copy has the
  // nonce-less one, the same for every request (a signed-out search may be asked for hundreds of times a second).
  let nonced: string | undefined;
  const csp = () => (nonced ??= policy(createNonce()));
  // A path with a broken percent-encoding (`/%`, `/%FF`) names no page: 400, as Next answers a param it cannot
  // decode, instead of the 500 of every decodeURIComponent further on (issue #32 §3).
  if (!decodable(incoming.nextUrl.pathname)) {
    return secured(
      new NextResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
      csp(),
    );
  }
  // sitemap.xml comes from the cached copies' tree (app/[locale]/%5Fcached/[v]/sitemap_xml): rendered once and
  // kept until a listing or agency-page write or 10 minutes (issue #21, docs/caching.md).
  if (incoming.nextUrl.pathname === SITEMAP_PATH) {
    const headers = new Headers(incoming.headers);
    headers.set(CSP, csp());
    const target = new URL(cachedCopyPath(routing.defaultLocale, SITEMAP_COPY), incoming.url);
    return secured(NextResponse.rewrite(target, { request: { headers } }), csp());
  }
  if (isRouteHandlerOrFile(incoming.nextUrl.pathname)) {
    const headers = new Headers(incoming.headers);
    headers.set(CSP, csp());
    return secured(NextResponse.next({ request: { headers } }), csp());
  }

  const { pathname, search } = incoming.nextUrl;
  const prefix = routing.locales.find((l) => l !== routing.defaultLocale && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)));
  const path = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
  // The cached copies live under an internal folder that only this proxy's rewrite reaches.
  // (Next matches the folder on the decoded path, so `/%5Fcached/…` is the same address.)
  if (decodeURIComponent(pathname).split('/').includes(CACHED_SEGMENT)) {
    return secured(new NextResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }), csp());
  }

  // A public page for nobody in particular (no session cookie, no query) — or one of the marketing pages whose
  // personal parts the browser reads, with a session too: the shared cached copy (lib/cache/public-pages.ts,
  // docs/caching.md), with the nonce-less policy of cached pages and no session work, so no Set-Cookie can ever
  // reach a cached response (a signed-in visitor's token is refreshed by the header's GET /api/me).
  const query = searchWithoutRsc(incoming.nextUrl);
  const cookieNames = incoming.cookies.getAll().map((c) => c.name);
  const cached = servesCachedCopy({ method: incoming.method, path, search: query, cookieNames });
  // A signed-out search: the shared copy of its filter set (lib/cache/search-copies.ts).
  const searchKey =
    path === SEARCH_PATH && (incoming.method === 'GET' || incoming.method === 'HEAD') && !cookieNames.some(isPersonalCookie)
      ? searchCopyKey(query)
      : null;
  const copy = cached ? path : searchKey ? searchCopyRoute(searchKey) : null;
  // Never a page of the private table (its signed-out redirect comes first), whatever the list above says.
  if (copy && !guardRedirect(path, null)) {
    const cachedCsp = cachedCopyPolicy();
    // No locale routing to run: the copy's address carries the locale (the prefix or the default one), which the
    // copy's layout takes from its params, and next-intl redirects none of these paths (only a `/pt-BR/…` one).
    const response = NextResponse.rewrite(copyUrl(incoming, prefix, copy), { request: { headers: requestHeaders(incoming, cachedCsp) } });
    // Kept by Next over its own `s-maxage` (send-payload): a CDN may keep the copy as long as Next does; the
    // router's RSC fetches of it are not stored by the browser (cachedCopyCacheControl).
    response.headers.set('Cache-Control', cachedCopyCacheControl(incoming, cached ? undefined : SEARCH_CACHE_CONTROL));
    return secured(response, cachedCsp);
  }

  const request = withRequestHeaders(incoming, csp());
  const response = handleI18nRouting(request);
  // A server action posted from a cached copy runs on that same copy's route (lib/cache/public-pages.ts,
  // actionFromCachedCopy): the action itself sees the visitor's cookies and sets theirs as usual, and the page
  // Next renders into its answer is the signed-out copy the browser already shows. Rendered by the per-request
  // route instead, the answer would swap the page's whole tree and remount every component on it, losing a
  // sign-up form's "check your e-mail" state or an overlay's step (docs/caching.md, "Actions on a cached page").
  const fromCachedCopy = actionFromCachedCopy({
    method: incoming.method,
    path,
    isAction: incoming.headers.has('next-action'),
    routerStateTree: incoming.headers.get('next-router-state-tree'),
  });
  if (fromCachedCopy && response.status < 300 && !guardRedirect(path, null)) {
    const key = path === SEARCH_PATH ? searchCopyKey(query) : null;
    if (path !== SEARCH_PATH || key) response.headers.set('x-middleware-rewrite', copyUrl(incoming, prefix, key ? searchCopyRoute(key) : path));
  }
  const { response: withSession, claims } = await updateSession(request, response);
  if (withSession.status >= 300 && withSession.status < 400) return secured(withSession, csp());

  const target = guardRedirect(path, claims ? { role: routingRole(claims) } : null);
  if (!target || target === `${path}${search}`) return secured(withSession, csp());

  const redirect = NextResponse.redirect(new URL(`${prefix ? `/${prefix}` : ''}${target}`, request.url));
  for (const cookie of withSession.cookies.getAll()) redirect.cookies.set(cookie);
  redirect.headers.set('Cache-Control', 'private, no-store');
  return secured(redirect, csp());
}

/** The Content-Security-Policy with `nonce`; null: the cached copies' (inline scripts allowed, docs/security.md). */
function policy(nonce: string | null): string {
  return contentSecurityPolicy({
    nonce,
    supabaseUrl: env.supabaseUrl,
    mapStyleUrl: env.mapStyleUrl,
    dev: process.env.NODE_ENV === 'development',
    https: servedOverHttps(env.siteUrl),
  });
}

let copyPolicy: string | undefined;
/** The cached copies' policy: it depends on settings fixed at start only, so it is built once. */
function cachedCopyPolicy(): string {
  return (copyPolicy ??= policy(null));
}

/** The internal address of the cached copy `copy` (a page's path, or a search copy's route) in the request's locale. */
function copyUrl(incoming: NextRequest, prefix: string | undefined, copy: string): string {
  return new URL(cachedCopyPath(prefix ?? routing.defaultLocale, copy), incoming.url).toString();
}

/** The query string without Next's `_rsc` cache-buster of client navigations. */
function searchWithoutRsc(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('_rsc');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function secured(response: NextResponse, csp: string): NextResponse {
  response.headers.set(CSP, csp);
  return response;
}

/**
 * Requests that are not pages: API and auth route handlers, listing photos (/fotos/…, whatever their object
 * names), generated images, the maps' worker (/mapa-worker), Vercel internals and files with an extension
 * (sitemap.xml, robots.txt, icon.svg…).
 */
function isRouteHandlerOrFile(pathname: string): boolean {
  return /^\/(?:api(?:\/|$)|auth\/|fotos\/|_vercel\/|og(?:\/|$)|mapa-worker$)/.test(pathname) || pathname.includes('.');
}

/**
 * The same request with REQUEST_PATH_HEADER and the Content-Security-Policy set (a client's own values are
 * replaced). next-intl forwards the request's headers to the page it routes to, so both reach the render.
 * Only the URL, headers and cookies are read from this copy; Next forwards the original request's body itself.
 */
function withRequestHeaders(request: NextRequest, csp: string): NextRequest {
  return new NextRequest(request.url, { headers: requestHeaders(request, csp) });
}

/** The request's headers with REQUEST_PATH_HEADER (the path and query, without `_rsc`) and the policy set. */
function requestHeaders(request: NextRequest, csp: string): Headers {
  const url = request.nextUrl.clone();
  url.searchParams.delete('_rsc');
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, `${url.pathname}${url.search}`);
  headers.set(CSP, csp);
  return headers;
}

export const config = {
  // Every request but Next's own files (/_next/static, the image optimizer…, which carry next.config.ts's headers
  // with a policy that allows nothing) — except a public page for nobody in particular, which next.config.ts
  // rewrites straight to its cached copy. Generated by proxyMatcher() in lib/cache/cached-routes.ts (Next reads
  // this literal without running the file; tests/unit/cache/cached-routes.test.ts checks that the two agree).
  matcher: [
    { source: '/((?!_next/)(?!(?:(?:en|es)(?:/|$))?(?:|anunciar-imovel|atendimento|privacidade|sobre-nos|sou-corretor|sou-imobiliaria|termos|imovel/[1-9]\\d{0,14}|imoveis-proximos/(?![a-z0-9-]{51})[a-z0-9]+(?:-[a-z0-9]+)*|(?!(?:agendamentos|anunciar-imovel|atendimento|buscar|cancelar-alerta|clientes|completar-cadastro|completar-cadastro-imobiliaria|configuracoes|convidar-corretor|convite|corretores|dashboard|dashboard-cliente|dashboard-corretor|dashboard-proprietario|email-confirmado|favoritos|financeiro|imoveis|imoveis-proximos|imovel|link-expirado|login|minha-conta|minha-pagina|minhas-buscas|minhas-visitas|moderacao|notificacoes|perfil|privacidade|propostas|recuperar-senha|relatorios|resposta-anuncio|sobre-nos|sou-corretor|sou-imobiliaria|termos|trocar-senha|api|auth|fotos|mapa-worker|offline|og|en|es)(?:/|$))(?![a-z0-9-]{51})[a-z0-9]+(?:-[a-z0-9]+)*)/?$).*)' },
    { source: '/((?!_next/)(?!(?:(?:en|es)(?:/|$))?(?:|atendimento|privacidade|sobre-nos|sou-corretor|sou-imobiliaria|termos|imovel/[1-9]\\d{0,14}|imoveis-proximos/(?![a-z0-9-]{51})[a-z0-9]+(?:-[a-z0-9]+)*|(?!(?:agendamentos|anunciar-imovel|atendimento|buscar|cancelar-alerta|clientes|completar-cadastro|completar-cadastro-imobiliaria|configuracoes|convidar-corretor|convite|corretores|dashboard|dashboard-cliente|dashboard-corretor|dashboard-proprietario|email-confirmado|favoritos|financeiro|imoveis|imoveis-proximos|imovel|link-expirado|login|minha-conta|minha-pagina|minhas-buscas|minhas-visitas|moderacao|notificacoes|perfil|privacidade|propostas|recuperar-senha|relatorios|resposta-anuncio|sobre-nos|sou-corretor|sou-imobiliaria|termos|trocar-senha|api|auth|fotos|mapa-worker|offline|og|en|es)(?:/|$))(?![a-z0-9-]{51})[a-z0-9]+(?:-[a-z0-9]+)*)/?$).*)', has: [{ type: 'header', key: 'cookie', value: '(?:.*;\\s*)?sb-[^=;]+-auth-token(?:\\.\\d+)?\\s*=.*' }] },
    { source: '/((?!_next/).*)', has: [{ type: 'header', key: 'rsc' }] },
    { source: '/((?!_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!_next/).*)', has: [{ type: 'query', key: 'transacao' }] },
    { source: '/((?!_next/).*)', has: [{ type: 'query', key: 'tipo' }] },
    { source: '/((?!_next/).*)', has: [{ type: 'query', key: 'quartos' }] },
    { source: '/((?!_next/).*)', has: [{ type: 'query', key: 'pagina' }] },
    { source: '/((?!_next/).*)', has: [{ type: 'query', key: 'vista' }] },
    { source: '/((?!_next/)(?=(?:(?:en|es)(?:/|$))?(?:imovel/[1-9]\\d{0,14}|(?!(?:agendamentos|anunciar-imovel|atendimento|buscar|cancelar-alerta|clientes|completar-cadastro|completar-cadastro-imobiliaria|configuracoes|convidar-corretor|convite|corretores|dashboard|dashboard-cliente|dashboard-corretor|dashboard-proprietario|email-confirmado|favoritos|financeiro|imoveis|imoveis-proximos|imovel|link-expirado|login|minha-conta|minha-pagina|minhas-buscas|minhas-visitas|moderacao|notificacoes|perfil|privacidade|propostas|recuperar-senha|relatorios|resposta-anuncio|sobre-nos|sou-corretor|sou-imobiliaria|termos|trocar-senha|api|auth|fotos|mapa-worker|offline|og|en|es)(?:/|$))(?![a-z0-9-]{51})[a-z0-9]+(?:-[a-z0-9]+)*)/?$).*)', has: [{ type: 'query', key: 'previa' }] },
  ],
};

/**
 * Which requests get the cached copy of a public page (issue #21, docs/caching.md).
 *
 * A page is served from Next's cache (rendered once, kept until a write revalidates its tags or `revalidate`
 * seconds pass) only when nothing about the visitor could change it: a GET/HEAD of one of the public pages
 * below, without a query key the page reads, from a browser without a session — or, for the pages whose personal
 * parts the browser reads (signedInCopy: all but /anunciar-imovel), with one. Everybody else — a signed-in person
 * on /anunciar-imovel, a filtered agency page, a preview address — gets the page rendered per request, as before,
 * with a per-request nonce.
 *
 * The proxy rewrites a cacheable request to the same page under CACHED_PREFIX (app/[locale]/%5Fcached/[v]),
 * whose layout renders with `dynamic = 'force-static'`: cookies() and headers() are empty there, so even a
 * mistake upstream could not put a visitor's data into the shared copy. Most such requests never reach the proxy:
 * next.config.ts rewrites them to the copy itself (lib/cache/cached-routes.ts).
 */
import { defaultLocale, locales } from '../i18n/config';

/** The internal folder of the cached copies: `/{locale}/_cached/{CACHE_VERSION}/…` (never a public URL). */
export const CACHED_SEGMENT = '_cached';
export const CACHE_VERSION = 'v1';

/** Seconds a cached page may be served before Next renders it again in the background. */
export const PAGE_REVALIDATE_SECONDS = 60;

/** The Cache-Control of a cached copy: shared caches keep it PAGE_REVALIDATE_SECONDS, then serve it stale for
 * up to 10 minutes while they fetch a fresh one. */
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=600`;

/**
 * The Cache-Control of a cached copy's answer: PUBLIC_CACHE_CONTROL for the page, `private, no-store` for the
 * client router's RSC fetches of it (prefetches and navigations; the router keeps its own cache). A browser
 * allowed to store those kept each prefetch's HTTP-cache entry locked after the router stopped reading it, and
 * the same prefetch on the next full page load then waited forever (Chromium): a page that never went idle.
 */
export function cachedCopyCacheControl(request: { headers: Headers; nextUrl: URL }, page: string = PUBLIC_CACHE_CONTROL): string {
  const rsc = request.headers.get('rsc') === '1' || request.nextUrl.searchParams.has('_rsc');
  return rsc ? 'private, no-store' : page;
}

/** Marketing pages (app/[locale]/(marketing)) whose content is the same for every visitor. */
export const CACHED_MARKETING_PATHS = [
  '/',
  '/anunciar-imovel',
  '/atendimento',
  '/privacidade',
  '/sobre-nos',
  '/sou-corretor',
  '/sou-imobiliaria',
  '/termos',
] as const;

/**
 * First path segments of the app's own routes (every folder under app/[locale]/(group)/): an address
 * `/{segment}` that is one of these is not an agency page. tests/unit/cache/public-pages.test.ts fails when a
 * folder of the app tree is missing here.
 */
export const APP_TOP_SEGMENTS = [
  'agendamentos', 'anunciar-imovel', 'atendimento', 'buscar', 'cancelar-alerta', 'clientes', 'completar-cadastro',
  'completar-cadastro-imobiliaria', 'configuracoes', 'convidar-corretor', 'convite', 'corretores', 'dashboard',
  'dashboard-cliente', 'dashboard-corretor', 'dashboard-proprietario', 'email-confirmado', 'favoritos',
  'financeiro', 'imoveis', 'imoveis-proximos', 'imovel', 'link-expirado', 'login', 'minha-conta', 'minha-pagina',
  'minhas-buscas', 'minhas-visitas', 'moderacao', 'notificacoes', 'perfil', 'privacidade', 'propostas', 'recuperar-senha', 'relatorios',
  'resposta-anuncio', 'sobre-nos', 'sou-corretor', 'sou-imobiliaria', 'termos', 'trocar-senha',
] as const;

/**
 * First path segments of the routes outside app/[locale] (route handlers, generated images, the maps' worker, the
 * offline page): never an agency page either. tests/unit/cache/public-pages.test.ts checks them against app/.
 */
export const ROOT_ROUTE_SEGMENTS = ['api', 'auth', 'fotos', 'mapa-worker', 'offline', 'og'] as const;

/**
 * The query keys a cached page reads: the agency page's filters (lib/validations/agency-page.ts,
 * parsePageFilters). A request carrying one gets its page rendered per request; any other query (a campaign's
 * `utm_source`, a link preview's cache-buster) changes nothing on the page and gets the cached copy.
 */
export const PAGE_QUERY_KEYS = ['transacao', 'tipo', 'quartos', 'pagina', 'vista'] as const;

/**
 * The query key of a listing's or an agency page's preview: `?previa=1` (issue #21). A paused or expired listing,
 * and the page of an owner who turned 'perfil público' off, are a 404 on the shared copy (rendered for nobody);
 * with this key the page is rendered per request, where the listing side (or the page's owner) gets the preview
 * and anybody else the same 404 (getPropertyDetail, get_agency_page). The copies send their own side there
 * themselves (components/listing-viewer/listing-preview-redirect.tsx, components/agency-page/owner-redirect.tsx).
 */
export const PREVIEW_KEY = 'previa';
/**
 * The listing side's address of its listing (dashboards, 'Meus imóveis', the wizard's end): the page rendered
 * per request, with the preview of a paused listing and 'Editar' from the first paint.
 */
export function listingPreviewPath(id: number): string {
  return `/imovel/${id}?${PREVIEW_KEY}=1`;
}
/** The owner's address of their own page (/minha-pagina's 'Ver página pública'): rendered per request, as above. */
export function pagePreviewPath(slug: string): string {
  return `/${slug}?${PREVIEW_KEY}=1`;
}
/** The path of a listing page, without the locale (isCacheablePublicPath's listing rule). */
export const LISTING_PATH = /^\/imovel\/[1-9]\d{0,14}$/;

/**
 * A copy's address as the browser shows it (`location.pathname` and `location.search`), for the redirects of a
 * copy to its preview: the path without the locale prefix and a trailing slash (`/en/imovel/5/` → `/imovel/5`),
 * whether the query is a preview already, and the preview's address (the same path and query, with PREVIEW_KEY).
 */
export function browserPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  const path = first !== defaultLocale && locales.some((l) => l === first) ? `/${rest.join('/')}` : pathname;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}
export function isPreviewQuery(search: string): boolean {
  return new URLSearchParams(search).has(PREVIEW_KEY);
}
export function previewAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(PREVIEW_KEY, '1');
  return `${pathname}?${params.toString()}`;
}

// …nor a locale (`/en/en` is no page).
const TOP = new Set<string>([...APP_TOP_SEGMENTS, ...ROOT_ROUTE_SEGMENTS, ...locales.filter((l) => l !== defaultLocale)]);
const MARKETING = new Set<string>(CACHED_MARKETING_PATHS);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `path` is an agency's or broker's page `/{slug}` (a page address that is no route of the app). */
export function isAgencyPagePath(path: string): boolean {
  const single = /^\/([^/]+)$/.exec(path);
  return !!single && !TOP.has(single[1]!) && SLUG.test(single[1]!) && single[1]!.length <= 50;
}

/** Whether `path` is a nearby-listings page `/imoveis-proximos/{slug}`. */
function isNearbyPath(path: string): boolean {
  const nearby = /^\/imoveis-proximos\/([^/]+)$/.exec(path);
  return !!nearby && SLUG.test(nearby[1]!) && nearby[1]!.length <= 50;
}

/**
 * Whether `path` (without the locale prefix, decoded by Next, no query) is a public page that has a cached copy:
 * the marketing pages, /imovel/{id}, /imoveis-proximos/{slug} and an agency page /{slug}.
 */
export function isCacheablePublicPath(path: string): boolean {
  return MARKETING.has(path) || LISTING_PATH.test(path) || isNearbyPath(path) || isAgencyPagePath(path);
}

/**
 * The marketing pages whose cached copy a signed-in visitor gets too (issue #21): everything personal on them —
 * the header's account area and bell, the home's hearts — is read by the browser (GET /api/me,
 * GET /api/favoritos/ids: components/auth/browser-session.ts). Not /anunciar-imovel, whose call to action
 * depends on the role (rendered per request for a session). The listing, agency and nearby pages are signed-in
 * copies too (signedInCopy; session 15).
 */
export const SIGNED_IN_CACHED_PATHS = ['/', '/atendimento', '/privacidade', '/sobre-nos', '/sou-corretor', '/sou-imobiliaria', '/termos'] as const;
const SIGNED_IN = new Set<string>(SIGNED_IN_CACHED_PATHS);

/**
 * Whether a signed-in visitor gets the cached copy of `path`: SIGNED_IN_CACHED_PATHS; every listing page
 * `/imovel/{id}`, whose listing side, exact address, phone shown after sign-in and signed-in dialogs the
 * browser reads (components/listing-viewer, GET /api/listings/{id}/me); every agency page `/{slug}`, whose only
 * personal parts are the hearts (read by the browser) and the owner's view, to which the browser sends the owner
 * (`?previa=1`: components/agency-page/owner-redirect.tsx); and the nearby pages, whose listings the browser
 * fetches with the visitor's session.
 */
export function signedInCopy(path: string): boolean {
  return SIGNED_IN.has(path) || LISTING_PATH.test(path) || isAgencyPagePath(path) || isNearbyPath(path);
}

/** The Supabase session cookie (possibly chunked: `.0`, `.1`…). */
export function isSessionCookie(name: string): boolean {
  return /^sb-.+-auth-token(?:\.\d+)?$/.test(name);
}

/**
 * Cookie names that make a response personal: the Supabase session. The theme and time zone of /configuracoes
 * (`lar-theme`, `lar-tz`) no longer do: a cached page gets the theme class from the document's script before its
 * first paint (components/layout/document.tsx), and shows no date in a zone (relative times only).
 */
export function isPersonalCookie(name: string): boolean {
  return isSessionCookie(name);
}

/**
 * Whether a query string (`?a=1&b=2`, or empty) holds one of PAGE_QUERY_KEYS — or, on a listing or an agency page
 * (`path` given), PREVIEW_KEY.
 */
export function readsPageQuery(search: string, path?: string): boolean {
  const params = new URLSearchParams(search);
  if (path !== undefined && (LISTING_PATH.test(path) || isAgencyPagePath(path)) && params.has(PREVIEW_KEY)) return true;
  return PAGE_QUERY_KEYS.some((key) => params.has(key));
}

/**
 * Whether this request may be answered with the shared cached copy: GET/HEAD, no query key the page reads
 * (PAGE_QUERY_KEYS; `previa` on a listing or an agency page), a cacheable path, and no session cookie — or a
 * session on one of SIGNED_IN_CACHED_PATHS, a listing, an agency or a nearby page (signedInCopy), whose personal
 * parts the browser reads. The same rule, for requests that never reach the proxy, is
 * next.config.ts's rewrites (lib/cache/cached-routes.ts).
 */
export function servesCachedCopy(request: { method: string; path: string; search: string; cookieNames: readonly string[] }): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !readsPageQuery(request.search, request.path) &&
    isCacheablePublicPath(request.path) &&
    (signedInCopy(request.path) || !request.cookieNames.some(isPersonalCookie))
  );
}

/**
 * Whether a request is a server action posted from a page the browser holds as a cached copy: a POST with
 * Next's `Next-Action` header to a cacheable path (or /buscar, whose signed-out searches are copies too:
 * lib/cache/search-copies.ts) whose `Next-Router-State-Tree` (the route tree the browser
 * shows, URL-encoded JSON) names the cached copies' folder. The proxy runs such an action on the cached copy's
 * route: the action gets the visitor's cookies as always (Next applies the route's `force-static` only while
 * rendering the page, after the action ran), and the page rendered into the answer is the shared signed-out
 * copy — the same tree as the browser's, so no component on it is remounted. A forged header only buys the
 * sender a signed-out render.
 */
export function actionFromCachedCopy(request: { method: string; path: string; isAction: boolean; routerStateTree: string | null }): boolean {
  const copied = isCacheablePublicPath(request.path) || request.path === '/buscar';
  if (request.method !== 'POST' || !request.isAction || !request.routerStateTree || !copied) return false;
  let tree: string;
  try {
    tree = decodeURIComponent(request.routerStateTree);
  } catch {
    return false;
  }
  // The folder is `%5Fcached` on disk, so the segment reads "%5Fcached" in the tree (or "_cached" decoded once more).
  return tree.includes(`"%5F${CACHED_SEGMENT.slice(1)}"`) || tree.includes(`"${CACHED_SEGMENT}"`);
}

/** The internal address of the cached copy of `path` in `locale`. */
export function cachedCopyPath(locale: string, path: string): string {
  return `/${locale}/${CACHED_SEGMENT}/${CACHE_VERSION}${path === '/' ? '' : path}`;
}

/**
 * For the cached copies' layout and pages: only CACHE_VERSION is a copy (the build renders the route with
 * its placeholder segment; that render must read no database, which may not run while the app builds).
 */
export async function isCachedCopy(params: Promise<object>): Promise<boolean> {
  const resolved: { v?: unknown } = await params;
  return resolved.v === CACHE_VERSION;
}

/**
 * A cached copy's generateMetadata: the copied page's metadata for a copy, none for anything else — above all
 * for the build's render with the placeholder segment, which must read no database (isCachedCopy).
 */
export function copyMetadata<P extends { params: Promise<object> }, M extends object>(
  generate: (props: P) => Promise<M>,
): (props: P) => Promise<M | Record<string, never>> {
  return async (props) => ((await isCachedCopy(props.params)) ? generate(props) : {});
}

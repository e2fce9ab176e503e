/**
 * The cached copies without the proxy (issue #21, docs/caching.md "Served without the proxy").
 *
 * Running proxy.ts costs more than serving a cached copy: a bare Next app's static page of the home's size served
 * ~40 % fewer requests per second once a one-line middleware rewrote to it, and Lar's proxy does more (nonces,
 * next-intl, cookie checks). So a request that gets the shared copy whatever the proxy would decide never runs it:
 *
 * - `proxyMatcher()`: the proxy's `config.matcher` (proxy.ts holds it literally — Next reads it without running
 *   the file — and tests/unit/cache/cached-routes.test.ts checks the two are equal). The proxy runs for every
 *   path that is not a cached page, and for a cached page when the request carries a session (except on
 *   SIGNED_IN_CACHED_PATHS and the listing, agency and nearby pages), is one of the client router's RSC fetches, a
 *   server action, or has a query key the page reads (PAGE_QUERY_KEYS; `previa` on a listing or an agency page).
 *   Everything else is…
 * - `copyRewrites()`: …rewritten by next.config.ts (`afterFiles`) to the copy (`/{locale}/_cached/v1/…`), with
 *   exactly the opposite conditions, and
 * - `copyHeaders()`: …given the copy's headers there (the nonce-less policy and PUBLIC_CACHE_CONTROL), as the
 *   proxy's cached branch gives them to the requests it still sees.
 *
 * Paths here are matched case-sensitively (next.config.ts sets `caseSensitiveRoutes`, and the proxy's matcher is
 * case-sensitive): `/Sobre-Nos` is not a cached page and goes through the proxy as before.
 * No imports with the `@/` alias: next.config.ts loads this file.
 */
import { defaultLocale, locales } from '../i18n/config';
import {
  APP_TOP_SEGMENTS,
  CACHE_VERSION,
  CACHED_MARKETING_PATHS,
  CACHED_SEGMENT,
  PREVIEW_KEY,
  PAGE_QUERY_KEYS,
  PUBLIC_CACHE_CONTROL,
  ROOT_ROUTE_SEGMENTS,
  SIGNED_IN_CACHED_PATHS,
} from './public-pages';

/** A `has`/`missing` condition of Next's matchers, rewrites and headers. */
export type RouteCondition = { type: 'header' | 'query'; key: string; value?: string };
export type MatcherEntry = { source: string; has?: RouteCondition[] };
export type CopyRewrite = { source: string; destination: string; missing: RouteCondition[] };
export type CopyHeaders = { source: string; missing: RouteCondition[]; headers: { key: string; value: string }[] };

const PREFIXED = locales.filter((l) => l !== defaultLocale);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A listing id (isCacheablePublicPath's `[1-9]\d{0,14}`). */
const ID = '[1-9]\\d{0,14}';
/** A page address (isCacheablePublicPath: lower-case words joined by hyphens, at most 50 characters). */
const SLUG = '(?![a-z0-9-]{51})[a-z0-9]+(?:-[a-z0-9]+)*';
/** An agency page `/{slug}`: a SLUG that is no route of the app and no locale. */
const AGENCY_SLUG = `(?!(?:${[...APP_TOP_SEGMENTS, ...ROOT_ROUTE_SEGMENTS, ...PREFIXED].map(escape).join('|')})(?:/|$))${SLUG}`;

/** A request header `cookie` holding the Supabase session (isSessionCookie: `sb-…-auth-token`, chunks too). */
export const SESSION_COOKIE_CONDITION: RouteCondition = {
  type: 'header',
  key: 'cookie',
  value: '(?:.*;\\s*)?sb-[^=;]+-auth-token(?:\\.\\d+)?\\s*=.*',
};
const RSC: RouteCondition = { type: 'header', key: 'rsc' };
const ACTION: RouteCondition = { type: 'header', key: 'next-action' };
const QUERIES: RouteCondition[] = PAGE_QUERY_KEYS.map((key) => ({ type: 'query', key }));
/** `?previa=1` on a listing or an agency page: rendered per request (public-pages.ts, PREVIEW_KEY). */
const PREVIEW: RouteCondition = { type: 'query', key: PREVIEW_KEY };

/** The regexp (without anchors) of the path after its first `/`, for a list of alternatives. */
function pathAfterSlash(alternatives: readonly string[]): string {
  return `(?:(?:${PREFIXED.join('|')})(?:/|$))?(?:${alternatives.join('|')})/?$`;
}

const marketingWords = (paths: readonly string[]) => paths.map((p) => escape(p.slice(1)));
const EVERY_COPY = pathAfterSlash([
  ...marketingWords(CACHED_MARKETING_PATHS),
  `imovel/${ID}`,
  `imoveis-proximos/${SLUG}`,
  AGENCY_SLUG,
]);
const SIGNED_IN_COPY = pathAfterSlash([
  ...marketingWords(SIGNED_IN_CACHED_PATHS),
  `imovel/${ID}`,
  `imoveis-proximos/${SLUG}`,
  AGENCY_SLUG,
]);
/** The pages with a preview address (`?previa=1`): a listing and an agency page. */
const PREVIEWED = pathAfterSlash([`imovel/${ID}`, AGENCY_SLUG]);

/** proxy.ts's `config.matcher`: every request but Next's own files, except those `copyRewrites()` serves. */
export function proxyMatcher(): MatcherEntry[] {
  const every = '/((?!_next/).*)';
  return [
    { source: `/((?!_next/)(?!${EVERY_COPY}).*)` },
    { source: `/((?!_next/)(?!${SIGNED_IN_COPY}).*)`, has: [SESSION_COOKIE_CONDITION] },
    { source: every, has: [RSC] },
    { source: every, has: [ACTION] },
    ...QUERIES.map((q) => ({ source: every, has: [q] })),
    { source: `/((?!_next/)(?=${PREVIEWED}).*)`, has: [PREVIEW] },
  ];
}

/** One cached page's path pattern (path-to-regexp, as next.config.ts takes it) and its copy's path. */
interface CopyRoute {
  /** The path after the locale, e.g. `/imovel/:id(…)`; `/` for the home. */
  pattern: string;
  /** The same path with the parameters, under the copy (`/imovel/:id`). */
  copy: string;
  signedIn: boolean;
  /** Query keys of this page only that make it per request (`previa` of a listing or an agency page). */
  queries?: RouteCondition[];
}

const SIGNED_IN = new Set<string>(SIGNED_IN_CACHED_PATHS);
/** The marketing pages but the home, as one pattern per rule (`/:page(sobre-nos|termos|…)`): fewer rules to match. */
const marketing = (signedIn: boolean): CopyRoute[] => {
  const words = marketingWords(CACHED_MARKETING_PATHS.filter((p) => p !== '/' && SIGNED_IN.has(p) === signedIn));
  return words.length ? [{ pattern: `/:page(${words.join('|')})`, copy: '/:page', signedIn }] : [];
};
/**
 * In the order Next tries them. Next's page handler matches the request against the rewrites again, stopping at the
 * one that leads to the page (`afterFiles` only) — and unpatched, compiles each source it tries on every request
 * (patches/README.md): the listing pages — most of the requests, a crawler's too — come first and the agency pages,
 * whose source is the longest (its look-ahead), last; and all of them without a locale prefix before any with one
 * (copyRewrites).
 */
const ROUTES: CopyRoute[] = [
  { pattern: `/imovel/:id(${ID})`, copy: '/imovel/:id', signedIn: true, queries: [PREVIEW] },
  { pattern: '/', copy: '', signedIn: SIGNED_IN.has('/') },
  ...marketing(true),
  ...marketing(false),
  { pattern: `/imoveis-proximos/:slug(${SLUG})`, copy: '/imoveis-proximos/:slug', signedIn: true },
  { pattern: `/:slug(${AGENCY_SLUG})`, copy: '/:slug', signedIn: true, queries: [PREVIEW] },
];

/**
 * next.config.ts's `afterFiles` rewrites: each cached page, with and without a locale prefix, to its copy, under
 * the conditions in which the proxy does not run. `afterFiles`, not `beforeFiles`: Next's page handler runs every
 * `beforeFiles` rewrite again on each request, but stops at the first `afterFiles` one that leads to its page
 * (docs/caching.md, session 27). They come after Next's files and static routes (`/robots.txt`, `/api/…`, `public/`),
 * none of which a copy's path can be (tests/unit/cache/cached-routes.test.ts), and before the app's dynamic routes,
 * as `beforeFiles` did.
 */
export function copyRewrites(): CopyRewrite[] {
  const base = `${CACHED_SEGMENT}/${CACHE_VERSION}`;
  const missing = (route: CopyRoute) => [RSC, ACTION, ...QUERIES, ...(route.queries ?? []), ...(route.signedIn ? [] : [SESSION_COOKIE_CONDITION])];
  const locale = `/:locale(${PREFIXED.join('|')})`;
  // The default locale's pages first (most of the requests), then the same pages under the other locales' prefixes.
  return [
    ...ROUTES.map((route) => ({ source: route.pattern, destination: `/${defaultLocale}/${base}${route.copy}`, missing: missing(route) })),
    ...ROUTES.map((route) => ({
      source: route.pattern === '/' ? locale : `${locale}${route.pattern}`,
      destination: `/:locale/${base}${route.copy}`,
      missing: missing(route),
    })),
  ];
}

/**
 * A path pattern whose parameters are unnamed groups (`/imovel/:id(…)` → `/imovel/(…)`): the same paths. Next
 * drops unnamed groups from a header rule's parameters, and a rule matched with parameters has each of its header
 * values containing a `:` — the whole policy — compiled as a path template on every request (~43 µs here).
 */
function unnamedParams(source: string): string {
  return source.replace(/:\w+\(/g, '(');
}

/**
 * next.config.ts's headers for the same requests (after the headers of every response, whose fallback policy
 * they replace): the cached copies' Content-Security-Policy (no nonce; docs/security.md) and Cache-Control.
 */
export function copyHeaders(contentSecurityPolicy: string): CopyHeaders[] {
  return copyRewrites().map(({ source, missing }) => ({
    source: unnamedParams(source),
    missing,
    headers: [
      { key: 'Content-Security-Policy', value: contentSecurityPolicy },
      { key: 'Cache-Control', value: PUBLIC_CACHE_CONTROL },
    ],
  }));
}

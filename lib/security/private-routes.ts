import { ROLE_HOME, roleHome, type SignUpRole } from '@/lib/validations/auth';

/**
 * Every private page of the site, declared once (issue #20 §1). The proxy answers from this table before any
 * HTML is rendered: signed out → a 307 to `/` or /login; signed in with a role the page does not serve → a 307
 * to where the page itself would send that person. Pages (`requirePrivateRoute` in lib/data/auth.ts),
 * actions and RLS check again; this table only makes the refusal happen first and consistently.
 *
 * `path` is the page's route as in the app tree, without the locale and the route groups; `[param]` matches one
 * segment. tests/unit/security/private-routes.test.ts fails when a page under app/[locale]/(account) or
 * app/[locale]/(agency) is missing here, or when an entry names no page; tests/e2e/security/route-table.spec.ts
 * requests every page and expects 200 from every page not declared here.
 */
export interface PrivateRoute {
  readonly path: string;
  /** Roles the page serves; absent = any signed-in person. */
  readonly roles?: readonly SignUpRole[];
  /**
   * Where a signed-out visitor goes: spec §6 sends the client's own screens to `/`, the rest to /login with
   * `next` pointing back here; a page that only a link's session opens names its own start (`/recuperar-senha`).
   */
  readonly signedOut: 'home' | 'login' | `/${string}`;
  /** Where a signed-in person of another role goes; absent = their role home. */
  readonly forbiddenTo?: string;
}

const LISTING_SIDE: readonly SignUpRole[] = ['proprietario', 'corretor', 'imobiliaria'];
const PROFESSIONAL: readonly SignUpRole[] = ['corretor', 'imobiliaria'];

export const PRIVATE_ROUTES = [
  // The client's own screens and every account's settings (spec §6: signed out → /).
  { path: '/minha-conta', signedOut: 'home' },
  { path: '/minhas-visitas', signedOut: 'home' },
  { path: '/favoritos', signedOut: 'home' },
  { path: '/minhas-buscas', signedOut: 'home' },
  { path: '/propostas', signedOut: 'home' },
  { path: '/perfil', signedOut: 'home' },
  { path: '/configuracoes', signedOut: 'home' },
  { path: '/completar-cadastro', signedOut: 'home' },
  { path: '/completar-cadastro-imobiliaria', signedOut: 'home' },
  { path: '/notificacoes', signedOut: 'login' },
  { path: '/trocar-senha', signedOut: 'login' },
  // Opened by the recovery e-mail's session only; without one, back to asking for the e-mail.
  { path: '/recuperar-senha/redefinir-senha', signedOut: '/recuperar-senha' },
  // Role homes: another role goes to its own home.
  { path: ROLE_HOME.cliente, roles: ['cliente'], signedOut: 'login' },
  { path: ROLE_HOME.proprietario, roles: ['proprietario'], signedOut: 'login' },
  { path: ROLE_HOME.corretor, roles: ['corretor'], signedOut: 'login' },
  { path: ROLE_HOME.imobiliaria, roles: ['imobiliaria'], signedOut: 'login' },
  { path: '/dashboard/cartaz', roles: ['imobiliaria'], signedOut: 'login' },
  // The listing side's work.
  { path: '/imoveis', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: '/anunciar-imovel' },
  { path: '/imoveis/novo', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: '/anunciar-imovel' },
  { path: '/imoveis/[id]/editar', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: '/anunciar-imovel' },
  { path: '/agendamentos', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: '/minhas-visitas' },
  { path: '/agendamentos/novo', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: '/minhas-visitas' },
  { path: '/clientes', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: ROLE_HOME.cliente },
  { path: '/clientes/[id]', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: ROLE_HOME.cliente },
  { path: '/relatorios', roles: LISTING_SIDE, signedOut: 'login', forbiddenTo: ROLE_HOME.cliente },
  { path: '/propostas/subir', roles: PROFESSIONAL, signedOut: 'login' },
  { path: '/minha-pagina', roles: PROFESSIONAL, signedOut: 'login', forbiddenTo: '/' },
  { path: '/convidar-corretor', roles: ['proprietario'], signedOut: 'login' },
  // The agency's team and billing (brokers see their trial on /financeiro).
  { path: '/corretores', roles: ['imobiliaria'], signedOut: 'login' },
  { path: '/corretores/convidar', roles: ['imobiliaria'], signedOut: 'login' },
  { path: '/financeiro', roles: PROFESSIONAL, signedOut: 'login', forbiddenTo: '/' },
  { path: '/financeiro/recibo/[id]', roles: ['imobiliaria'], signedOut: 'login', forbiddenTo: '/' },
  // Staff only (issue #34): any signed-in account reaches the page, which answers 404 unless private.staff lists it.
  { path: '/moderacao', signedOut: 'login' },
] as const satisfies readonly PrivateRoute[];

export type PrivateRoutePath = (typeof PRIVATE_ROUTES)[number]['path'];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((s, i) => (s.startsWith('[') && s.endsWith(']') ? got[i] !== '' : s === got[i]));
}

/** The declared private route `path` (without locale, no trailing slash needed) belongs to, or null for a public one. */
export function privateRouteOf(path: string): PrivateRoute | null {
  return PRIVATE_ROUTES.find((r) => matches(r.path, path)) ?? null;
}

/** The entry for a page's own declared path (pages name theirs literally; a typo fails the type check). */
export function privateRoute(path: PrivateRoutePath): PrivateRoute {
  return PRIVATE_ROUTES.find((r) => r.path === path)!;
}

/** Where a signed-out visitor of `route` goes; `path` is the concrete address they asked for. */
export function signedOutTarget(route: PrivateRoute, path: string): string {
  if (route.signedOut === 'home') return '/';
  if (route.signedOut === 'login') return `/login?next=${encodeURIComponent(path)}`;
  return route.signedOut;
}

/** Where a signed-in person with `role` goes instead of `route`, or null when the route serves that role. */
export function forbiddenTarget(route: PrivateRoute, role: string): string | null {
  if (!route.roles || (route.roles as readonly string[]).includes(role)) return null;
  return route.forbiddenTo ?? roleHome(role);
}

/**
 * Where the proxy sends a request for `path` (without the locale prefix), or null to let it through. `role` is
 * the role the user signed up with (the token's app_metadata); a session without a known role is let through
 * and the page decides (a profile still being completed).
 */
export function guardRedirect(path: string, session: { role?: string | null } | null): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = privateRouteOf(clean);
  if (!route) return null;
  if (!session) return signedOutTarget(route, clean);
  if (!session.role || !(session.role in ROLE_HOME)) return null;
  return forbiddenTarget(route, session.role);
}

/**
 * Public page addresses of agencies and brokers: /{slug}.
 *
 * The same rules live in SQL (public.slugify, public.reserved_slugs, supabase/migrations/…_foundation.sql);
 * an integration test keeps RESERVED_SLUGS equal to the table.
 */

/** Every top-level route name and locale code: a slug may never be one of them. */
export const RESERVED_SLUGS: readonly string[] = [
  // routes of the product (spec §2) and the ones it links to
  'anunciar-imovel', 'sou-corretor', 'sou-imobiliaria', 'sobre-nos', 'atendimento', 'login',
  'buscar', 'imovel', 'minha-conta', 'minhas-visitas', 'favoritos', 'propostas', 'dashboard',
  'dashboard-cliente', 'dashboard-proprietario', 'dashboard-corretor', 'minha-pagina', 'financeiro',
  'perfil', 'configuracoes', 'trocar-senha', 'agendamentos', 'imoveis', 'corretores',
  'completar-cadastro', 'completar-cadastro-imobiliaria', 'imoveis-proximos', 'clientes',
  'relatorios', 'convidar-corretor', 'convite', 'termos', 'privacidade', 'faq', 'contato',
  'planos', 'cadastro', 'entrar', 'sair', 'recuperar-senha', 'redefinir-senha', 'notificacoes',
  'qr', 'busca', 'imobiliarias', 'mapa',
  // technical paths
  'auth', 'api', 'mailbox', '_next', 'static', 'public', 'assets', 'images', 'img',
  'favicon.ico', 'robots.txt', 'sitemap.xml', 'manifest.webmanifest', 'opengraph-image',
  'rest', 'storage', 'functions', 'realtime', 'graphql', 'admin', 'health', 'www',
  // locale codes
  'pt-br', 'pt', 'en', 'es',
];

const RESERVED = new Set(RESERVED_SLUGS);

export const SLUG_MAX_LENGTH = 50;

/** What a stored slug looks like: lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// Letters that NFD does not decompose but Postgres' unaccent folds.
const FOLD: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ħ: 'h', ı: 'i',
};

/**
 * Lower case, accents removed, every run of other characters turned into one hyphen, no hyphen at
 * either end, at most 50 characters. `slugify('Imobiliária São João Ltda.')` → 'imobiliaria-sao-joao-ltda'.
 */
export function slugify(name: string): string {
  const folded = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøđðłþħı]/g, (c) => FOLD[c] ?? c);
  return folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** Whether `slug` is a route or locale code (case and surrounding blanks ignored). */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug.trim().toLowerCase());
}

/** Whether `slug` may be saved: the right shape, not too long, not reserved. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) && !isReservedSlug(slug);
}

/**
 * The slug the database would pick for `name` given the slugs already taken: the slugified name, or
 * with -2, -3… when taken or reserved (the suffix keeps the total within 50 characters).
 */
export function uniqueSlug(name: string, isTaken: (slug: string) => boolean): string {
  const root = slugify(name) || 'pagina';
  let candidate = root;
  for (let n = 2; isReservedSlug(candidate) || isTaken(candidate); n += 1) {
    const suffix = `-${n}`;
    candidate = root.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/g, '') + suffix;
  }
  return candidate;
}

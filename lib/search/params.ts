import type { PropertyType, TransactionType } from './types';

/**
 * The search filters live in the URL of /buscar (fixed parameter names, the home page links with them):
 *   q, transacao (alugar|comprar), objetivo (residencial|comercial), tipos (comma list), quartos (1..4,
 *   minimum), precoMax, rua, bairro, cidade, ordem (relevantes|menor-preco|maior-preco|recentes|confirmados: 'Confirmados recentemente'),
 *   mostrar (how many results are shown), bbox (minLng,minLat,maxLng,maxLat), vista (lista|mapa).
 * Pure module (client and server) without zod, so the search bar's bundle stays small; the lenient parser
 * of a URL (zod) is lib/search/parse.ts, on the server.
 */

export const PROPERTY_TYPES = [
  'apartamento',
  'casa',
  'kitnet_studio',
  'casa_condominio',
  'terreno',
  'sobrado',
  'assobradado',
  'cobertura',
] as const satisfies readonly PropertyType[];

/**
 * The transaction as the URL says it (the verbs of the site's links: ?transacao=alugar) and as the database
 * stores it (the transaction_type enum): the one mapping, used from the URL parser to the SQL filters.
 */
export const TRANSACTION_OF_URL = { alugar: 'aluguel', comprar: 'venda' } as const satisfies Record<string, TransactionType>;
export type UrlTransaction = keyof typeof TRANSACTION_OF_URL;
export const URL_TRANSACTIONS = Object.keys(TRANSACTION_OF_URL) as [UrlTransaction, ...UrlTransaction[]];

export const SORTS = ['relevantes', 'menor-preco', 'maior-preco', 'recentes', 'confirmados'] as const;
export type SortOption = (typeof SORTS)[number];

export const PAGE_SIZE = 12;
/**
 * Matches are counted up to this many (search_properties' `count_limit`): beyond it the page says "Mais de
 * 1.000 imóveis" instead of reading every match just to print its exact number.
 */
export const COUNT_LIMIT = 1_000;
/** The most results one URL can ask to show (mostrar). */
export const MAX_SHOWN = 240;
export const PRICE_MIN = 50_000;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 10_000;
/** The slider's value the first time it is used. */
export const PRICE_DEFAULT = 300_000;

export type BBox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];

export interface SearchFilters {
  q?: string;
  transacao?: UrlTransaction;
  objetivo?: 'residencial' | 'comercial';
  tipos: PropertyType[];
  quartos?: 1 | 2 | 3 | 4;
  precoMax?: number;
  rua?: string;
  bairro?: string;
  cidade?: string;
  ordem: SortOption;
  mostrar: number;
  bbox?: BBox;
  vista?: 'lista' | 'mapa';
}

export const EMPTY_FILTERS: SearchFilters = { tipos: [], ordem: 'relevantes', mostrar: PAGE_SIZE };

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The canonical query of the filters: only set values, in a fixed order, defaults left out. */
export function toSearchParams(f: Partial<SearchFilters>): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.transacao) p.set('transacao', f.transacao);
  if (f.objetivo) p.set('objetivo', f.objetivo);
  if (f.tipos && f.tipos.length > 0) p.set('tipos', PROPERTY_TYPES.filter((t) => f.tipos!.includes(t)).join(','));
  if (f.quartos) p.set('quartos', String(f.quartos));
  if (f.precoMax) p.set('precoMax', String(f.precoMax));
  if (f.rua) p.set('rua', f.rua);
  if (f.bairro) p.set('bairro', f.bairro);
  if (f.cidade) p.set('cidade', f.cidade);
  if (f.ordem && f.ordem !== 'relevantes') p.set('ordem', f.ordem);
  if (f.mostrar && f.mostrar !== PAGE_SIZE) p.set('mostrar', String(f.mostrar));
  if (f.bbox) p.set('bbox', f.bbox.map(round6).join(','));
  if (f.vista && f.vista !== 'lista') p.set('vista', f.vista);
  return p;
}

/** "/buscar?…" for the filters. */
export function searchHref(f: Partial<SearchFilters>): string {
  const qs = toSearchParams(f).toString();
  return qs ? `/buscar?${qs}` : '/buscar';
}

/** True when any filter narrows the results (the sort, the page size and the view do not). */
export function hasActiveFilters(f: SearchFilters): boolean {
  return !!(
    f.q || f.transacao || f.objetivo || f.tipos.length > 0 || f.quartos || f.precoMax || f.rua || f.bairro || f.cidade || f.bbox
  );
}

const SORT_SQL: Record<SortOption, NonNullable<RpcFilters['sort']>> = {
  relevantes: 'relevance',
  'menor-preco': 'price_asc',
  'maior-preco': 'price_desc',
  recentes: 'recent',
  confirmados: 'confirmed',
};

const UFS = new Set([
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI',
  'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
]);

/**
 * A trailing state abbreviation ("Pinheiros SP", "Recife - PE") is not part of the listings' search text,
 * so it becomes the `state` filter instead of a word that nothing matches.
 */
export function splitStateFromText(q: string): { q: string; state?: string } {
  const m = /^(.*\S)[\s,/-]+([A-Za-z]{2})\s*$/.exec(q);
  if (!m || !UFS.has(m[2]!.toUpperCase())) return { q };
  const rest = m[1]!.replace(/[\s,/-]+$/, '');
  return rest ? { q: rest, state: m[2]!.toUpperCase() } : { q };
}

export interface RpcFilters {
  q?: string;
  state?: string;
  transaction?: TransactionType;
  objective?: 'residencial' | 'comercial';
  types?: PropertyType[];
  min_bedrooms?: number;
  max_price?: number;
  street?: string;
  neighborhood?: string;
  city?: string;
  min_lng?: number;
  min_lat?: number;
  max_lng?: number;
  max_lat?: number;
  sort?: 'relevance' | 'price_asc' | 'price_desc' | 'recent' | 'confirmed';
  limit?: number;
  offset?: number;
  count?: boolean;
  /** Count the matches only up to this many; total_count is then at most count_limit + 1 ("more"). */
  count_limit?: number;
}

/** The filter object of the SQL functions search_properties / properties_in_bbox. */
export function toRpcFilters(
  f: SearchFilters,
  page: { limit?: number; offset?: number; count?: boolean; countLimit?: number; withBbox?: boolean } = {},
): RpcFilters {
  const r: RpcFilters = { sort: SORT_SQL[f.ordem] };
  if (f.q) {
    const { q, state } = splitStateFromText(f.q);
    r.q = q;
    if (state) r.state = state;
  }
  if (f.transacao) r.transaction = TRANSACTION_OF_URL[f.transacao];
  if (f.objetivo) r.objective = f.objetivo;
  if (f.tipos.length > 0) r.types = [...f.tipos];
  if (f.quartos) r.min_bedrooms = f.quartos;
  if (f.precoMax) r.max_price = f.precoMax;
  if (f.rua) r.street = f.rua;
  if (f.bairro) r.neighborhood = f.bairro;
  if (f.cidade) r.city = f.cidade;
  if (f.bbox && page.withBbox !== false) {
    [r.min_lng, r.min_lat, r.max_lng, r.max_lat] = f.bbox;
  }
  if (page.limit !== undefined) r.limit = page.limit;
  if (page.offset !== undefined) r.offset = page.offset;
  if (page.count !== undefined) r.count = page.count;
  if (page.countLimit !== undefined) r.count_limit = page.countLimit;
  return r;
}

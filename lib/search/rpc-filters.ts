import { stateOfText } from '@/lib/location/states';
import { TRANSACTION_OF_URL, UF_CODES, type SearchFilters, type SortOption } from './params';
import type { PropertyType, TransactionType } from './types';

/**
 * The /buscar filters as the SQL functions take them (search_properties, properties_in_bbox): server only. Apart
 * from lib/search/params.ts (the URL vocabulary, which the browser's search bar, chips and links use) so the
 * browser does not load this mapping or the state names it reads (issue #21).
 */

const SORT_SQL: Record<SortOption, NonNullable<RpcFilters['sort']>> = {
  relevantes: 'relevance',
  'menor-preco': 'price_asc',
  'maior-preco': 'price_desc',
  recentes: 'recent',
  confirmados: 'confirmed',
};

const UFS = new Set<string>(UF_CODES);

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
  rent_min?: number;
  rent_max?: number;
  rent_total?: boolean;
  sale_min?: number;
  sale_max?: number;
  min_area?: number;
  max_area?: number;
  min_bathrooms?: number;
  min_parking?: number;
  furnished?: boolean;
  pets_allowed?: boolean;
  /** Issue #34: R$/m² under the median of the listing's comparables (private.price_context_groups). */
  below_median?: boolean;
  max_condo_fee?: number;
  condo_features?: string[];
  street?: string;
  neighborhood?: string;
  city?: string;
  min_lng?: number;
  min_lat?: number;
  max_lng?: number;
  max_lat?: number;
  /** The drawn area's corners, [lng, lat] (3–100, no crossing edges; checked again in SQL). */
  polygon?: [number, number][];
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
  // A whole text that names a state ('SP', 'Paraná') filters by that state (issue #40).
  const stateOnly = f.q ? stateOfText(f.q) : undefined;
  if (stateOnly) {
    r.state = stateOnly;
  } else if (f.q) {
    const { q, state } = splitStateFromText(f.q);
    r.q = q;
    if (state) r.state = state;
  }
  if (f.transacao) r.transaction = TRANSACTION_OF_URL[f.transacao];
  if (f.objetivo) r.objective = f.objetivo;
  if (f.tipos.length > 0) r.types = [...f.tipos];
  if (f.quartos) r.min_bedrooms = f.quartos;
  // Each listing in its own transação's terms: rent amounts apply to rentals, sale prices to sales.
  if (f.transacao !== 'comprar') {
    if (f.aluguelMin) r.rent_min = f.aluguelMin;
    if (f.aluguelMax) r.rent_max = f.aluguelMax;
    if (f.valor === 'total' && (f.aluguelMin || f.aluguelMax || f.ordem === 'menor-preco' || f.ordem === 'maior-preco')) {
      r.rent_total = true;
    }
  }
  if (f.transacao !== 'alugar') {
    if (f.precoMin) r.sale_min = f.precoMin;
    if (f.precoMax) r.sale_max = f.precoMax;
  }
  if (f.areaMin) r.min_area = f.areaMin;
  if (f.areaMax) r.max_area = f.areaMax;
  if (f.banheiros) r.min_bathrooms = f.banheiros;
  if (f.vagas) r.min_parking = f.vagas;
  if (f.mobiliado) r.furnished = true;
  if (f.pets) r.pets_allowed = true;
  if (f.abaixoMediana) r.below_median = true;
  if (f.condominioMax) r.max_condo_fee = f.condominioMax;
  if (f.comodidades && f.comodidades.length > 0) r.condo_features = [...f.comodidades];
  // The state of the `estado` filter wins over one read from the end of the text.
  if (f.estado) r.state = f.estado;
  if (f.rua) r.street = f.rua;
  if (f.bairro) r.neighborhood = f.bairro;
  if (f.cidade) r.city = f.cidade;
  if (f.bbox && page.withBbox !== false) {
    [r.min_lng, r.min_lat, r.max_lng, r.max_lat] = f.bbox;
  }
  if (f.area && f.area.length > 0) r.polygon = f.area.map(([lng, lat]) => [lng, lat]);
  if (page.limit !== undefined) r.limit = page.limit;
  if (page.offset !== undefined) r.offset = page.offset;
  if (page.count !== undefined) r.count = page.count;
  if (page.countLimit !== undefined) r.count_limit = page.countLimit;
  return r;
}

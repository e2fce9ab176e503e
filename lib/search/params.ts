import type { AreaError } from './area';
import { encodeArea, type SearchArea } from './area-code';
import type { PropertyType, TransactionType } from './types';

/**
 * The search filters live in the URL of /buscar (fixed parameter names, the home page links with them):
 *   q, transacao (alugar|comprar), objetivo (residencial|comercial), tipos (comma list), quartos (1..4,
 *   minimum), precoMin/precoMax (sale price), aluguelMin/aluguelMax (monthly rent; with valor=total the
 *   aluguel + condomínio + IPTU), areaMin/areaMax (m²), banheiros and vagas (1..4, minimum), mobiliado=1,
 *   pets=1, abaixoMediana=1 (R$/m² under the area's median, issue #34), condominioMax, comodidades (comma list of CONDO_FEATURES keys), estado (UF), rua, bairro, cidade, ordem (relevantes|menor-preco|maior-preco|recentes|confirmados: 'Confirmados recentemente'),
 *   mostrar (how many results are shown), bbox (minLng,minLat,maxLng,maxLat), vista (lista|mapa),
 *   area (an area drawn on the map: its corners as a polyline of precision 5, lib/search/area.ts).
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
/** The sale price slider (Comprar): its right end means 'sem limite'. */
export const PRICE_MIN = 50_000;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 10_000;
/** The monthly amount slider (Alugar: aluguel or valor total): its right end means 'sem limite'. */
export const RENT_MIN = 500;
export const RENT_MAX = 20_000;
export const RENT_STEP = 100;
/** Amounts typed or linked above this are clamped to it (a Postgres integer holds them). */
export const AMOUNT_CAP = 1_000_000_000;
/** Área útil (m²) above this is clamped to it. */
export const AREA_CAP = 100_000;

/**
 * The condomínio's features a search can require (all ticked), the most common in the listings: their
 * stored keys (lib/location/amenities.ts, issue #40), which are also the URL's values (?comodidades=piscina,
 * portaria_24h). The labels shown are in SearchFilters.feature.
 */
export const CONDO_FEATURES = [
  'piscina',
  'academia',
  'churrasqueira',
  'portaria_24h',
  'elevador',
  'salao_de_festas',
  'playground',
  'espaco_gourmet',
  'pet_place',
  'sauna',
  'bicicletario',
  'coworking',
] as const;
export type CondoFeature = (typeof CONDO_FEATURES)[number];

/** Whole reais (or m²) from what was typed: only the digits count ("R$ 3.000" → 3000); none or 0 → undefined; clamped to AMOUNT_CAP. */
export function parseAmount(value: string): number | undefined {
  const digits = value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  return digits ? Math.min(Number(digits), AMOUNT_CAP) : undefined;
}

/** The Brazilian states' codes (the `estado` filter). */
export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI',
  'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type UF = (typeof UF_CODES)[number];

export type BBox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];

export interface SearchFilters {
  q?: string;
  transacao?: UrlTransaction;
  objetivo?: 'residencial' | 'comercial';
  tipos: PropertyType[];
  quartos?: 1 | 2 | 3 | 4;
  /** Sale price (Comprar; in Todos, the sales'). */
  precoMin?: number;
  precoMax?: number;
  /** Monthly amount of a rental (Alugar; in Todos, the rentals'): the rent, or the total with `valor`. */
  aluguelMin?: number;
  aluguelMax?: number;
  /** 'total': aluguelMin/aluguelMax are the valor total (aluguel + condomínio + IPTU). */
  valor?: 'total';
  areaMin?: number;
  areaMax?: number;
  banheiros?: 1 | 2 | 3 | 4;
  vagas?: 1 | 2 | 3 | 4;
  mobiliado?: true;
  pets?: true;
  /** 'Abaixo da mediana da região' (issue #34): R$/m² under the median of the listing's comparables. */
  abaixoMediana?: true;
  condominioMax?: number;
  comodidades?: CondoFeature[];
  estado?: UF;
  rua?: string;
  bairro?: string;
  cidade?: string;
  ordem: SortOption;
  mostrar: number;
  bbox?: BBox;
  /** The area drawn on the map (corners as [lng, lat]); only listings inside it. */
  area?: SearchArea;
  /** Set by the URL parser when `area=` could not be used (the page says why; no area filter then). */
  areaError?: AreaError;
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
  const num = (k: keyof SearchFilters & string, v: number | undefined) => v && p.set(k, String(v));
  if (f.transacao !== 'alugar') {
    num('precoMin', f.precoMin);
    num('precoMax', f.precoMax);
  }
  if (f.transacao !== 'comprar') {
    num('aluguelMin', f.aluguelMin);
    num('aluguelMax', f.aluguelMax);
    if (f.valor) p.set('valor', f.valor);
  }
  num('areaMin', f.areaMin);
  num('areaMax', f.areaMax);
  num('banheiros', f.banheiros);
  num('vagas', f.vagas);
  if (f.mobiliado) p.set('mobiliado', '1');
  if (f.pets) p.set('pets', '1');
  if (f.abaixoMediana) p.set('abaixoMediana', '1');
  num('condominioMax', f.condominioMax);
  if (f.comodidades && f.comodidades.length > 0) {
    p.set('comodidades', CONDO_FEATURES.filter((c) => f.comodidades!.includes(c)).join(','));
  }
  if (f.estado) p.set('estado', f.estado);
  if (f.rua) p.set('rua', f.rua);
  if (f.bairro) p.set('bairro', f.bairro);
  if (f.cidade) p.set('cidade', f.cidade);
  if (f.ordem && f.ordem !== 'relevantes') p.set('ordem', f.ordem);
  if (f.mostrar && f.mostrar !== PAGE_SIZE) p.set('mostrar', String(f.mostrar));
  if (f.bbox) p.set('bbox', f.bbox.map(round6).join(','));
  if (f.area && f.area.length > 0) p.set('area', encodeArea(f.area));
  if (f.vista && f.vista !== 'lista') p.set('vista', f.vista);
  return p;
}

/** "/buscar?…" for the filters. */
export function searchHref(f: Partial<SearchFilters>): string {
  const qs = toSearchParams(f).toString();
  return qs ? `/buscar?${qs}` : '/buscar';
}

/**
 * The active filters as chips, in the URL's order: each names a message of the SearchChips catalogue
 * (amounts already formatted by the caller's `money`), and the change of the filters that removes it.
 * The transação is not a chip: the bar's Alugar/Comprar/Todos switch shows it. Nor is the map's area (its
 * own notice under the count says so and removes it).
 */
export type FilterChip = {
  id: string;
  message: string;
  values?: Record<string, string | number>;
  /** The filters without this one. */
  remove: Partial<SearchFilters>;
};

export function filterChips(f: SearchFilters, money: (n: number) => string): FilterChip[] {
  const chips: FilterChip[] = [];
  const range = (id: string, min: number | undefined, max: number | undefined, fmt: (n: number) => string, prefix: string, remove: Partial<SearchFilters>) => {
    if (!min && !max) return;
    const message = min && max ? `${prefix}Range` : min ? `${prefix}Min` : `${prefix}Max`;
    chips.push({ id, message, values: { min: min ? fmt(min) : '', max: max ? fmt(max) : '' }, remove });
  };
  const m2 = (n: number) => `${n.toLocaleString('pt-BR')} m²`;
  if (f.cidade) chips.push({ id: 'cidade', message: 'city', values: { value: f.cidade }, remove: { cidade: undefined } });
  if (f.estado) chips.push({ id: 'estado', message: 'state', values: { value: f.estado }, remove: { estado: undefined } });
  if (f.bairro) chips.push({ id: 'bairro', message: 'neighborhood', values: { value: f.bairro }, remove: { bairro: undefined } });
  if (f.rua) chips.push({ id: 'rua', message: 'street', values: { value: f.rua }, remove: { rua: undefined } });
  if (f.q) chips.push({ id: 'q', message: 'text', values: { value: f.q }, remove: { q: undefined } });
  if (f.objetivo) chips.push({ id: 'objetivo', message: f.objetivo, remove: { objetivo: undefined } });
  for (const t of f.tipos) chips.push({ id: `tipo-${t}`, message: `type.${t}`, remove: { tipos: f.tipos.filter((x) => x !== t) } });
  if (f.transacao !== 'comprar') {
    range('aluguel', f.aluguelMin, f.aluguelMax, money, f.valor === 'total' ? 'total' : 'rent', {
      aluguelMin: undefined,
      aluguelMax: undefined,
      valor: undefined,
    });
  }
  if (f.transacao !== 'alugar') range('preco', f.precoMin, f.precoMax, money, 'price', { precoMin: undefined, precoMax: undefined });
  if (f.quartos) chips.push({ id: 'quartos', message: 'bedrooms', values: { count: f.quartos }, remove: { quartos: undefined } });
  if (f.banheiros) chips.push({ id: 'banheiros', message: 'bathrooms', values: { count: f.banheiros }, remove: { banheiros: undefined } });
  if (f.vagas) chips.push({ id: 'vagas', message: 'parking', values: { count: f.vagas }, remove: { vagas: undefined } });
  range('area', f.areaMin, f.areaMax, m2, 'area', { areaMin: undefined, areaMax: undefined });
  if (f.mobiliado) chips.push({ id: 'mobiliado', message: 'furnished', remove: { mobiliado: undefined } });
  if (f.pets) chips.push({ id: 'pets', message: 'pets', remove: { pets: undefined } });
  if (f.abaixoMediana) chips.push({ id: 'abaixoMediana', message: 'belowMedian', remove: { abaixoMediana: undefined } });
  if (f.condominioMax) {
    chips.push({ id: 'condominio', message: 'condoMax', values: { max: money(f.condominioMax) }, remove: { condominioMax: undefined } });
  }
  for (const c of f.comodidades ?? []) {
    chips.push({ id: `comodidade-${c}`, message: `feature.${c}`, remove: { comodidades: f.comodidades!.filter((x) => x !== c) } });
  }
  return chips;
}

/**
 * How many filters are active (the count on 'Filtrar'): one per chip. The transação is the bar's switch
 * and the map's area its own notice, neither counted.
 */
export function activeFilterCount(f: SearchFilters): number {
  return filterChips(f, String).length;
}

/** True when any filter narrows the results (the sort, the page size and the view do not). */
export function hasActiveFilters(f: SearchFilters): boolean {
  return activeFilterCount(f) > 0 || !!f.transacao || !!f.bbox || !!f.area;
}

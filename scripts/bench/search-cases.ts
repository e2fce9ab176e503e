/**
 * The searches and map views of `npm run bench:search` (scripts/bench/search.ts), shared with the pinned
 * results test (tests/integration/search/search-results.test.ts, issue #35): the RPC filters are derived
 * from real /buscar URLs by the page's own code.
 */
import { COUNT_LIMIT, PAGE_SIZE, toSearchParams } from '../../lib/search/params.ts';
import { toRpcFilters } from '../../lib/search/rpc-filters.ts';
import { parseSearchParams } from '../../lib/search/parse.ts';

/** 28 mixed /buscar URLs (their query strings); the RPC filters are derived as the page derives them. */
export const SEARCH_URLS = [
  '',
  'transacao=alugar',
  'transacao=comprar&ordem=menor-preco',
  'transacao=alugar&tipos=apartamento&quartos=2',
  'transacao=alugar&precoMax=3000&ordem=menor-preco',
  'transacao=comprar&tipos=casa,sobrado&quartos=3&precoMax=900000&ordem=recentes',
  'q=pinheiros',
  'q=apartamento+vista&transacao=alugar',
  'q=piscina&ordem=maior-preco',
  'q=%23100123',
  'q=sao+paulo&ordem=recentes',
  'cidade=S%C3%A3o+Paulo&transacao=alugar',
  'cidade=rio+de+janeiro&tipos=cobertura&ordem=maior-preco',
  'bairro=moema',
  'rua=rua+augusta',
  'objetivo=comercial&ordem=recentes',
  'tipos=kitnet_studio&precoMax=2000&ordem=menor-preco',
  'bbox=-46.72,-23.62,-46.6,-23.52',
  // Issue #36: the renter's and the buyer's filters (valor total, área, banheiros, vagas, pets, mobiliado,
  // condomínio, the condomínio's features, estado; a rent range and a sale range together in Todos).
  'transacao=alugar&aluguelMax=3000&valor=total&ordem=menor-preco',
  'transacao=alugar&aluguelMin=1500&aluguelMax=4000&valor=total&pets=1&mobiliado=1',
  'transacao=alugar&cidade=Curitiba&pets=1&aluguelMax=3500&valor=total&banheiros=2',
  'transacao=comprar&precoMin=300000&precoMax=800000&areaMin=60&areaMax=150&vagas=2&ordem=recentes',
  'comodidades=piscina,academia&condominioMax=1200&estado=SP',
  'aluguelMax=2500&precoMax=600000&banheiros=2&vagas=1',
  // 'Carregar mais': the next pages are fetched without the count.
  'transacao=alugar&quartos=4&ordem=maior-preco&mostrar=60#page:48',
  'transacao=comprar&ordem=recentes&mostrar=240#page:200',
  // Issue #35, deep pages: page 50 of 'aluguel em São Paulo' by price (12 a page), and the deepest page the
  // RPC serves to anyone with the public key (offset 10 000).
  'cidade=S%C3%A3o+Paulo&transacao=alugar&ordem=menor-preco#page:588',
  'cidade=S%C3%A3o+Paulo&transacao=alugar&ordem=menor-preco#page:10000',
];

/** The RPC filters /buscar sends for a URL (lib/search/data.ts): the first page with the capped count. */
export function rpcFiltersOf(url: string): Record<string, unknown> {
  const [qs, page] = url.split('#page:');
  const filters = parseSearchParams(new URLSearchParams(qs));
  if (page) {
    const offset = Number(page);
    // Past what the URL shows (a page by number, the API's deepest page): one page of PAGE_SIZE.
    const limit = offset < filters.mostrar ? Math.min(100, filters.mostrar - offset) : PAGE_SIZE;
    return { ...toRpcFilters(filters, { limit, offset, count: false }) };
  }
  return { ...toRpcFilters(filters, { limit: PAGE_SIZE, offset: 0, count: true, countLimit: COUNT_LIMIT }) };
}

/** Map views as the map asks for them: [min_lat, min_lng, max_lat, max_lng, filters], max_rows 2000. */
export const BOXES: [number, number, number, number, Record<string, unknown>][] = [
  [-23.75, -46.85, -23.35, -46.4, {}],
  [-23.62, -46.72, -23.52, -46.6, {}],
  [-23.62, -46.72, -23.52, -46.6, { transaction: 'aluguel', min_bedrooms: 2 }],
  [-33.8, -73.9, 5.3, -34.8, {}],
  [-23.0, -43.5, -22.8, -43.1, { transaction: 'venda', types: ['apartamento', 'cobertura'] }],
  [-23.75, -46.85, -23.35, -46.4, { transaction: 'aluguel', rent_max: 3000, rent_total: true, pets_allowed: true }],
];

/**
 * Issue #22: searches of an area drawn on the map, as /buscar URLs (area= is the corners' polyline, built by
 * the page's own code from [lng, lat] corners): a 12-corner shape over Pinheiros/Vila Madalena, a 100-corner
 * circle of ~3 km around the centre of São Paulo with filters, and a 6-corner area in Rio's Zona Sul.
 */
const ring = (lng: number, lat: number, radius: number, n: number, wobble = 0): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = radius * (1 + wobble * Math.sin(3 * a));
    return [lng + (r * Math.cos(a)) / Math.cos((lat * Math.PI) / 180), lat + r * Math.sin(a)];
  });
const areaUrl = (qs: string, corners: [number, number][]) =>
  `${qs}${qs ? '&' : ''}${toSearchParams({ area: corners }).toString()}`;
export const AREA_URLS = [
  areaUrl('', ring(-46.69, -23.56, 0.018, 12, 0.3)),
  areaUrl('transacao=alugar&quartos=2&ordem=menor-preco', ring(-46.6333, -23.5505, 0.027, 100)),
  areaUrl('transacao=comprar', ring(-43.19, -22.975, 0.02, 6, 0.2)),
  areaUrl('tipos=apartamento&ordem=recentes', ring(-46.69, -23.56, 0.018, 12, 0.3)),
];

/**
 * Issue #35, session 16: 'Buscar nesta área' sorted by price — the map's view as a box (bbox=, as /buscar sends it),
 * a small one (Pinheiros, ~5 × 3 km), central São Paulo (the map views' box), the city, and Rio's Zona Sul. At 1M
 * the walk by price read every cheaper listing of the country first (0.7–16 s before 20261204100000). Timed apart
 * from the issue's list, whose last line they do not enter: an area's listings grow with the catalogue.
 */
const PINHEIROS = 'bbox=-46.72,-23.58,-46.67,-23.55';
const CENTRAL_SP = 'bbox=-46.72,-23.62,-46.6,-23.52';
export const MAP_AREA_URLS = [
  `quartos=4&ordem=menor-preco&${PINHEIROS}`,
  `ordem=menor-preco&${PINHEIROS}`,
  `transacao=alugar&aluguelMax=3000&valor=total&ordem=menor-preco&${PINHEIROS}`,
  `quartos=4&ordem=menor-preco&${CENTRAL_SP}`,
  `tipos=casa&quartos=4&ordem=menor-preco&${CENTRAL_SP}`,
  `transacao=comprar&pets=1&ordem=menor-preco&${CENTRAL_SP}`,
  `transacao=alugar&quartos=2&ordem=maior-preco&${CENTRAL_SP}`,
  'quartos=4&ordem=menor-preco&bbox=-46.85,-23.75,-46.4,-23.35',
  'quartos=4&ordem=menor-preco&bbox=-43.25,-23.0,-43.15,-22.95',
];

/** /imoveis-proximos: [lat, lng, radius_km, agency slug], 60 rows each as the page asks (radius 25 km). */
export const NEARBY: [number, number, number, string | null][] = [
  [-23.5505, -46.6333, 25, null],
  [-23.56, -46.69, 25, null],
  [-22.9068, -43.1729, 25, null],
  [-25.4284, -49.2733, 25, null],
  [-8.0476, -34.877, 25, null],
  [-15.7939, -47.8828, 25, null],
  [-23.5505, -46.6333, 25, 'casa-paulista-imoveis'],
  [-21.0, -45.0, 25, null],
];

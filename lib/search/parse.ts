import { z } from 'zod';
import {
  AMOUNT_CAP,
  AREA_CAP,
  CONDO_FEATURES,
  MAX_SHOWN,
  PAGE_SIZE,
  PROPERTY_TYPES,
  SORTS,
  UF_CODES,
  URL_TRANSACTIONS,
  type BBox,
  type SearchFilters,
} from './params';
import { AREA_MAX_POINTS, areaError, decodeArea, type AreaError, type AreaPoint } from './area';

/**
 * Reading the filters of a /buscar URL (lib/search/params.ts names them). Parsing is lenient: a malformed
 * value is dropped, never an error page. Kept apart from params.ts so client components that only build
 * URLs do not ship zod.
 */

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

const first = (v: string | string[] | undefined | null) => (Array.isArray(v) ? v[0] : (v ?? undefined));

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim().slice(0, max))
    .pipe(z.string().min(1))
    .optional()
    .catch(undefined);

const intIn = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().catch(undefined);

/**
 * An amount or a size: a number (digits, optionally with '.' thousands or ',' decimals as typed in Brazil:
 * '3.000', '3000,50') rounded to whole units; zero, negative or unreadable → no filter; above `cap` → `cap`.
 */
const amount = (cap: number) =>
  z
    .string()
    .optional()
    .transform((s) => {
      if (s === undefined) return undefined;
      const t = s.trim();
      const n = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t) || /^\d+,\d+$/.test(t) ? Number(t.replace(/\./g, '').replace(',', '.')) : Number(t);
      if (!Number.isFinite(n) || n < 1 || t === '') return undefined;
      return Math.min(Math.round(n), cap);
    })
    .catch(undefined);

/** 1..4 (at least this many); above 4 → 4. */
const atLeast = z.coerce
  .number()
  .int()
  .min(1)
  .transform((n) => Math.min(n, 4) as 1 | 2 | 3 | 4)
  .optional()
  .catch(undefined);

/** A yes flag: '1' or 'true' (anything else: no filter). */
const flag = z
  .string()
  .optional()
  .transform((s) => (s === '1' || s?.toLowerCase() === 'true' ? (true as const) : undefined))
  .catch(undefined);

/**
 * The drawn area as the SQL filters carry it (`polygon`): 3–100 corners [lng, lat], no two edges touching
 * but neighbours'. Also the check of a decoded `area=` value.
 */
export const polygonSchema = z
  .array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]), { error: 'invalid' })
  .min(3, { error: 'tooFew' })
  .max(AREA_MAX_POINTS, { error: 'tooMany' })
  .superRefine((points, ctx) => {
    const error = areaError(points);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** `area=`: the corners, or the reason they cannot be used (never an exception). */
const areaParam = z
  .string()
  .optional()
  .transform((s): { area?: AreaPoint[]; error?: AreaError } => {
    if (!s) return {};
    const decoded = decodeArea(s);
    if ('error' in decoded) return { error: decoded.error };
    const checked = polygonSchema.safeParse(decoded.area);
    if (checked.success) return { area: decoded.area };
    const message = checked.error.issues[0]?.message;
    return { error: message === 'tooFew' || message === 'tooMany' || message === 'crossing' ? message : 'invalid' };
  })
  .catch({ error: 'invalid' });

const schema = z.object({
  q: text(200),
  transacao: z.enum(URL_TRANSACTIONS).optional().catch(undefined),
  objetivo: z.enum(['residencial', 'comercial']).optional().catch(undefined),
  tipos: z
    .string()
    .optional()
    .transform((s) => {
      const wanted = new Set((s ?? '').split(',').map((x) => x.trim()));
      return PROPERTY_TYPES.filter((t) => wanted.has(t));
    })
    .catch([]),
  quartos: intIn(1, 4) as z.ZodType<1 | 2 | 3 | 4 | undefined>,
  precoMin: amount(AMOUNT_CAP),
  precoMax: amount(AMOUNT_CAP),
  aluguelMin: amount(AMOUNT_CAP),
  aluguelMax: amount(AMOUNT_CAP),
  valor: z.enum(['total']).optional().catch(undefined),
  areaMin: amount(AREA_CAP),
  areaMax: amount(AREA_CAP),
  banheiros: atLeast,
  vagas: atLeast,
  mobiliado: flag,
  pets: flag,
  abaixoMediana: flag,
  condominioMax: amount(AMOUNT_CAP),
  comodidades: z
    .string()
    .optional()
    .transform((s) => {
      const wanted = new Set((s ?? '').split(',').map((x) => x.trim().toLowerCase()));
      return CONDO_FEATURES.filter((c) => wanted.has(c));
    })
    .catch([]),
  estado: z
    .string()
    .optional()
    .transform((s) => {
      const uf = s?.trim().toUpperCase();
      return (UF_CODES as readonly string[]).includes(uf ?? '') ? (uf as (typeof UF_CODES)[number]) : undefined;
    })
    .catch(undefined),
  rua: text(100),
  bairro: text(100),
  cidade: text(100),
  ordem: z.enum(SORTS).catch('relevantes').default('relevantes'),
  mostrar: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, MAX_SHOWN))
    .catch(PAGE_SIZE)
    .default(PAGE_SIZE),
  bbox: z
    .string()
    .optional()
    .transform((s): BBox | undefined => {
      if (!s) return undefined;
      const n = s.split(',').map((x) => Number(x));
      if (n.length !== 4 || n.some((x) => !Number.isFinite(x))) return undefined;
      const [minLng, minLat, maxLng, maxLat] = n as [number, number, number, number];
      if (minLng < -180 || maxLng > 180 || minLat < -90 || maxLat > 90) return undefined;
      if (minLng >= maxLng || minLat >= maxLat) return undefined;
      return [minLng, minLat, maxLng, maxLat];
    })
    .catch(undefined),
  vista: z.enum(['lista', 'mapa']).optional().catch(undefined),
  area: areaParam,
});

/** Reads the filters from a URL's query (Next's searchParams object or URLSearchParams). */
export function parseSearchParams(params: RawParams): SearchFilters {
  const get = (k: string) =>
    params instanceof URLSearchParams ? (params.get(k) ?? undefined) : first(params[k]);
  const raw: Record<string, string | undefined> = {};
  for (const k of Object.keys(schema.shape)) {
    const v = get(k);
    raw[k] = v === '' ? undefined : v;
  }
  const parsed = schema.parse(raw);
  const out: SearchFilters = { tipos: parsed.tipos, ordem: parsed.ordem, mostrar: parsed.mostrar };
  const keys = [
    'q', 'transacao', 'objetivo', 'quartos', 'precoMin', 'precoMax', 'aluguelMin', 'aluguelMax', 'valor', 'areaMin',
    'areaMax', 'banheiros', 'vagas', 'mobiliado', 'pets', 'abaixoMediana', 'condominioMax', 'estado', 'rua', 'bairro', 'cidade', 'bbox',
    'vista',
  ] as const;
  for (const k of keys) {
    if (parsed[k] !== undefined) (out as unknown as Record<string, unknown>)[k] = parsed[k];
  }
  if (parsed.comodidades.length > 0) out.comodidades = parsed.comodidades;
  if (parsed.area.area) out.area = parsed.area.area;
  if (parsed.area.error) out.areaError = parsed.area.error;
  // A link of before the rent filters (?transacao=alugar&precoMax=3000) meant the rent.
  if (out.transacao === 'alugar' && out.aluguelMin === undefined && out.aluguelMax === undefined) {
    if (out.precoMin !== undefined) out.aluguelMin = out.precoMin;
    if (out.precoMax !== undefined) out.aluguelMax = out.precoMax;
  }
  // Each transação keeps only its own price filters.
  if (out.transacao === 'alugar') {
    delete out.precoMin;
    delete out.precoMax;
  }
  if (out.transacao === 'comprar') {
    delete out.aluguelMin;
    delete out.aluguelMax;
    delete out.valor;
  }
  // A reversed range is swapped, not refused.
  const swap = (a: 'precoMin' | 'aluguelMin' | 'areaMin', b: 'precoMax' | 'aluguelMax' | 'areaMax') => {
    const lo = out[a];
    const hi = out[b];
    if (lo !== undefined && hi !== undefined && lo > hi) [out[a], out[b]] = [hi, lo];
  };
  swap('precoMin', 'precoMax');
  swap('aluguelMin', 'aluguelMax');
  swap('areaMin', 'areaMax');
  return out;
}

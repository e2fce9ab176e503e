import { z } from 'zod';
import { MAX_SHOWN, PAGE_SIZE, PROPERTY_TYPES, SORTS, URL_TRANSACTIONS, type BBox, type SearchFilters } from './params';

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
  precoMax: intIn(1, 1_000_000_000),
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
  for (const k of ['q', 'transacao', 'objetivo', 'quartos', 'precoMax', 'rua', 'bairro', 'cidade', 'bbox', 'vista'] as const) {
    if (parsed[k] !== undefined) (out as unknown as Record<string, unknown>)[k] = parsed[k];
  }
  return out;
}

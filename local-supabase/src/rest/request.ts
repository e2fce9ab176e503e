import { grammarError, notImplemented, RestError } from './errors.ts';
import {
  hasOperator,
  parseColumns,
  parseFilterValue,
  parseLogicKey,
  parseLogicValue,
  parseOrder,
  parseSelect,
  parseTreePath,
  type Filter,
  type LogicTree,
  type OrderTerm,
  type SelectItem,
} from './parser.ts';

/** The query string of one request, parsed (PostgREST's QueryParams). */
export interface QueryParams {
  select: SelectItem[];
  filters: { path: string[]; filter: Filter }[];
  logic: { path: string[]; tree: LogicTree }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  ranges: Map<string, { path: string[]; limit?: number; offset?: number }>;
  columns?: string[];
  onConflict?: string[];
  /** Params without an operator: the arguments of a GET/HEAD rpc call (a parse error elsewhere). */
  rpcArgs: [string, string][];
}

const RESERVED_LAST = new Set(['order', 'limit', 'offset', 'and', 'or']);

/**
 * `url.searchParams` already decodes `+` as a space, as the contract requires (§C.0).
 *
 * `rpcRead` (GET/HEAD `/rpc/<fn>`): a param whose value has no operator is an argument of the function.
 * Everywhere else every non-reserved param is a filter and must parse (§C.2): `col=zz.1`, a mistyped
 * `col=eq1` or `col=%7A%7A.1` is `400 PGRST100`, never dropped, since a dropped filter widens a read and
 * turns an UPDATE or DELETE into one over every row the caller may touch. (PostgREST itself files such a
 * param as an rpc argument and ignores it on tables; this stack is stricter on purpose, see README.)
 */
export function parseQueryParams(search: URLSearchParams, { rpcRead = false }: { rpcRead?: boolean } = {}): QueryParams {
  const q: QueryParams = { select: [{ type: 'star' }], filters: [], logic: [], order: [], ranges: new Map(), rpcArgs: [] };
  let selectSeen = false;
  for (const [key, value] of search) {
    if (key === 'apikey') continue; // read by the gateway
    if (key === 'select') {
      // `select=` selects no column (PostgREST 11+: rows come back as `{}`)
      if (!selectSeen) q.select = value === '' ? [] : parseSelect(value);
      selectSeen = true;
      continue;
    }
    if (key === 'columns') {
      q.columns ??= parseColumns(value, 'columns parameter');
      continue;
    }
    if (key === 'on_conflict') {
      q.onConflict ??= parseColumns(value, 'on_conflict parameter');
      continue;
    }
    const last = key.split('.').pop()!;
    if (RESERVED_LAST.has(last)) {
      if (last === 'and' || last === 'or') {
        const k = parseLogicKey(key);
        q.logic.push({ path: k.path, tree: parseLogicValue(k.op, k.not, value) });
      } else if (last === 'order') {
        const { path } = parseTreePath(key);
        q.order.push({ path, terms: parseOrder(value) });
      } else {
        const { path } = parseTreePath(key);
        const n = parseRangeParam(last as 'limit' | 'offset', value, path);
        const pk = path.join('.');
        const r = q.ranges.get(pk) ?? { path };
        if (last === 'limit') r.limit = n;
        else r.offset = n;
        q.ranges.set(pk, r);
      }
      continue;
    }
    // A key with a dot or a value with an operator is a filter; anything else an rpc argument of a GET
    // call, and a filter (which then fails to parse, `col=` included) on any other request.
    if (!rpcRead || key.includes('.') || hasOperator(value)) {
      const { path, field } = parseTreePath(key);
      q.filters.push({ path, filter: { field, expr: parseFilterValue(value) } });
    } else {
      q.rpcArgs.push([key, value]);
    }
  }
  return q;
}

/**
 * `limit` / `offset`. A negative limit is PostgREST's `416 PGRST103` "Limit should be greater than or equal
 * to zero." PostgREST ignores a limit or offset that is not an integer (and a negative offset); here they are
 * `400 PGRST100`, since an ignored limit returns another page than the one asked for. A limit beyond any
 * table is the max-rows cap; an offset beyond 15 digits is refused (Postgres would overflow).
 */
function parseRangeParam(what: 'limit' | 'offset', value: string, path: string[]): number {
  if (what === 'limit' && /^-\d+$/.test(value)) {
    if (path.length) throw new RestError(400, '2201W', 'LIMIT must not be negative');
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.');
  }
  if (!/^\d+$/.test(value)) {
    throw grammarError(`${what} parameter`, value, 1, `${what} must be a non-negative integer`);
  }
  const n = Number(value);
  if (what === 'limit') return Math.min(n, Number.MAX_SAFE_INTEGER);
  if (value.replace(/^0+/, '').length > 15) throw grammarError(`${what} parameter`, value, 1, `${what} is too large`);
  return n;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** `timezone=<name>` when the name is one of pg_timezone_names (else an invalid preference). */
  timezone?: string;
  /** `max-affected=<n>`: enforced only with handling=strict, as PostgREST does. */
  maxAffected?: number;
  /** Tokens PostgREST would not recognise (PGRST122 with handling=strict, ignored otherwise). */
  invalid: string[];
}

const PREF_VALUES: Record<string, readonly string[]> = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  params: ['single-object'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

/**
 * `Prefer` as PostgREST's Preferences.fromHeaders (RFC 7240): comma-separated tokens, surrounding spaces
 * stripped, each token compared whole (`return=representation`, not `return = representation`), the first
 * occurrence of each preference wins. A token PostgREST does not know is "invalid": ignored, unless the
 * request also says `handling=strict`, then `400 PGRST122` before anything runs. `timezone=` is valid only
 * for a name in pg_timezone_names; `max-affected=` is always accepted and enforced only with strict handling.
 * `tx=rollback` and `params=single-object` are outside the supported subset (PGRST127).
 */
export function parsePrefer(header: string | undefined, isTimezone: (name: string) => boolean = () => false): Preferences {
  const p: Preferences = { invalid: [] };
  if (!header) return p;
  const seen = new Set<string>();
  let tx: string | undefined;
  let params: string | undefined;
  for (const raw of header.split(',')) {
    const token = raw.trim();
    if (token === '') continue;
    const eq = token.indexOf('=');
    const key = eq < 0 ? token : token.slice(0, eq);
    const value = eq < 0 ? '' : token.slice(eq + 1);
    if (key === 'timezone') {
      if (isTimezone(value)) p.timezone ??= value;
      else p.invalid.push(token);
      continue;
    }
    if (key === 'max-affected') {
      // PostgREST: readMaybe Int64 — a non-number is accepted and then has no effect
      if (!seen.has(key) && /^-?\d{1,18}$/.test(value)) p.maxAffected = Number(value);
      seen.add(key);
      continue;
    }
    if (eq < 0 || !PREF_VALUES[key]?.includes(value)) {
      p.invalid.push(token);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    switch (key) {
      case 'return':
        p.return = value as Preferences['return'];
        break;
      case 'count':
        p.count = value as Preferences['count'];
        break;
      case 'resolution':
        p.resolution = value as Preferences['resolution'];
        break;
      case 'missing':
        p.missing = value as Preferences['missing'];
        break;
      case 'handling':
        p.handling = value as Preferences['handling'];
        break;
      case 'tx':
        tx = value;
        break;
      case 'params':
        params = value;
        break;
    }
  }
  if (p.handling === 'strict' && p.invalid.length) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${p.invalid.join(', ')}`);
  }
  if (tx === 'rollback') throw notImplemented('Prefer: tx=rollback');
  if (params === 'single-object') throw notImplemented('Prefer: params=single-object');
  return p;
}

/**
 * The `Range` request header (PostgREST's rangeParse: `<first>-[<last>]`, items counted from 0), read on GET
 * only, as RFC 9110 and PostgREST do. PostgREST silently ignores a Range it cannot parse and any Range on
 * other methods; here those are `400 PGRST127` (a different page than asked for is never an answer), and
 * `<last>` below `<first>` is PostgREST's `416 PGRST103`.
 */
export function parseRangeHeader(
  range: string | undefined,
  unit: string | undefined,
  method: string,
): { lower: number; upper?: number } | null {
  if (range === undefined) return null;
  if (method !== 'GET') throw notImplemented(`Range request header on ${method} (PostgREST ignores it there)`);
  if (unit !== undefined && unit.trim().toLowerCase() !== 'items') throw notImplemented(`Range-Unit other than items (${unit})`);
  const m = /^(\d+)-(\d*)$/.exec(range.trim());
  if (!m || m[1].length > 15 || m[2].length > 15) {
    throw notImplemented(`Range request header other than <first>-[<last>] (${range}); PostgREST would ignore it`);
  }
  const lower = Number(m[1]);
  const upper = m[2] === '' ? undefined : Number(m[2]);
  if (upper !== undefined && upper < lower) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { lower, upper };
}

export type MediaType = 'json' | 'object';

/** Content negotiation for the response body (contract §C.0/§C.3). */
export function negotiate(accept: string | undefined): { media: MediaType; stripNulls: boolean } {
  if (!accept) return { media: 'json', stripNulls: false };
  const offered = accept
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unsupported: string[] = [];
  for (const item of offered) {
    const [type, ...params] = item.split(';').map((s) => s.trim());
    const t = type.toLowerCase();
    const stripNulls = params.some((x) => x.replace(/\s/g, '').toLowerCase() === 'nulls=stripped');
    if (t === 'application/json' || t === '*/*' || t === 'application/*' || t === 'application/vnd.pgrst.array+json' || t === 'application/vnd.pgrst.array') {
      return { media: 'json', stripNulls: stripNulls && t.startsWith('application/vnd.pgrst') };
    }
    if (t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object') {
      return { media: 'object', stripNulls };
    }
    unsupported.push(t);
  }
  const first = unsupported[0] ?? accept;
  if (first === 'text/csv') throw notImplemented('Accept: text/csv');
  if (first === 'application/geo+json') throw notImplemented('Accept: application/geo+json');
  if (first.startsWith('application/vnd.pgrst.plan')) throw notImplemented(`Accept: ${first} (EXPLAIN)`);
  if (first === 'application/openapi+json') throw notImplemented('Accept: application/openapi+json');
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

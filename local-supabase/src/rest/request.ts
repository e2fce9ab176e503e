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

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
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
    if (value === '' || key === 'apikey') continue; // empty-valued params are ignored
    if (key === 'select') {
      if (!selectSeen) q.select = parseSelect(value);
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
        const n = /^\d+$/.test(value) ? Number(value) : NaN;
        if (!Number.isSafeInteger(n)) {
          throw grammarError(`${last} parameter`, value, 1, `${last} must be a non-negative integer`);
        }
        const pk = path.join('.');
        const r = q.ranges.get(pk) ?? { path };
        if (last === 'limit') r.limit = n;
        else r.offset = n;
        q.ranges.set(pk, r);
      }
      continue;
    }
    if (RESERVED.has(key)) continue;
    // A key with a dot or a value with an operator is a filter; anything else an rpc argument of a GET
    // call, and a filter (which then fails to parse) on any other request.
    if (!rpcRead || key.includes('.') || hasOperator(value)) {
      const { path, field } = parseTreePath(key);
      q.filters.push({ path, filter: { field, expr: parseFilterValue(value) } });
    } else {
      q.rpcArgs.push([key, value]);
    }
  }
  return q;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  applied: string[];
}

/** `Prefer` values are comma-separated; the first occurrence wins; unknown ones are ignored (lenient). */
export function parsePrefer(header: string | undefined): Preferences {
  const p: Preferences = { applied: [] };
  if (!header) return p;
  const seen = new Set<string>();
  for (const raw of header.split(',')) {
    const item = raw.trim();
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    const k = item.slice(0, eq).trim().toLowerCase();
    const v = item.slice(eq + 1).trim();
    if (seen.has(k)) continue;
    seen.add(k);
    switch (k) {
      case 'return':
        if (v === 'minimal' || v === 'representation' || v === 'headers-only') p.return = v;
        break;
      case 'count':
        if (v === 'exact' || v === 'planned' || v === 'estimated') p.count = v;
        break;
      case 'resolution':
        if (v === 'merge-duplicates' || v === 'ignore-duplicates') p.resolution = v;
        break;
      case 'missing':
        if (v === 'default' || v === 'null') p.missing = v;
        break;
      case 'tx':
        if (v === 'rollback') throw notImplemented('Prefer: tx=rollback');
        break;
      case 'handling':
        if (v === 'strict') throw notImplemented('Prefer: handling=strict');
        break;
      case 'max-affected':
        throw notImplemented('Prefer: max-affected');
      default:
        break;
    }
  }
  return p;
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
  if (first.startsWith('application/vnd.pgrst.plan')) throw notImplemented('Accept: application/vnd.pgrst.plan (EXPLAIN)');
  if (first === 'application/openapi+json') throw notImplemented('Accept: application/openapi+json');
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

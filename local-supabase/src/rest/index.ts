import { HttpError, type ApiRequest, type ApiResponse, type Ctx, type Service } from '../http.ts';
import { verifyJwt } from '../keys.ts';
import type { Tx } from '../db.ts';
import {
  bodyColumnNotFound,
  closest,
  levenshtein,
  fromPgError,
  invalidJson,
  isPgError,
  notImplemented,
  RestError,
} from './errors.ts';
import { negotiate, parsePrefer, parseQueryParams, parseRangeHeader, type Preferences, type QueryParams } from './request.ts';
import { getSchemaCache, relKey, type Relation, type Routine, type SchemaCache } from './schema.ts';
import { bodyExpr, Builder, qualified, quoteIdent, type Node } from './sql.ts';

export { reloadSchemaCache } from './schema.ts';

/**
 * The PostgREST emulation behind `/rest/v1` (contract §C). Every request is ONE transaction run as
 * the JWT's role via `db.asRole`, and ONE main SQL statement whose JSON is rendered by Postgres.
 */

/** Supabase's default `db-max-rows` ([api] max_rows, `pgrst.db_max_rows`): a read returns at most this many rows. */
export const MAX_ROWS = 1000;

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

interface Auth {
  role: string;
  claims: Record<string, unknown>;
}

interface Request {
  req: ApiRequest;
  ctx: Ctx;
  cache: SchemaCache;
  auth: Auth;
  schema: string;
  prefer: Preferences;
  media: 'json' | 'object';
  stripNulls: boolean;
  q: QueryParams;
  method: string;
  /** The `Range` request header of a GET, items `lower`…`upper` (inclusive). */
  range: { lower: number; upper?: number } | null;
}

export const restService: Service = async (req, ctx) => {
  const state = { authed: false };
  try {
    return await handle(req, ctx, state);
  } catch (e) {
    if (e instanceof RestError) return e.toResponse();
    if (e instanceof HttpError) throw e;
    if (isPgError(e)) return fromPgError(e, state.authed).toResponse();
    console.error('[local-supabase] rest: unexpected error', e);
    return new RestError(500, 'PGRST000', e instanceof Error ? e.message : 'Internal error').toResponse();
  }
};

async function handle(req: ApiRequest, ctx: Ctx, state: { authed: boolean }): Promise<ApiResponse> {
  const method = req.method.toUpperCase();
  // the JWT is checked before anything else, as PostgREST's auth middleware does
  const auth = authenticate(req, ctx);
  state.authed = auth.role !== 'anon';
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT'].includes(method)) {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  let segments: string[];
  try {
    segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  const isRpc = segments.length === 2 && segments[0] === 'rpc';
  if (segments.length === 0) throw notImplemented('OpenAPI description (root endpoint)');
  if (!isRpc && segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  if (isRpc && !['GET', 'HEAD', 'POST'].includes(method)) {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  if (method === 'PUT') throw notImplemented('PUT (single-row upsert)');
  const range = parseRangeHeader(req.headers['range'], req.headers['range-unit'], method);

  const readMethod = method === 'GET' || method === 'HEAD';
  const cache = await getSchemaCache(ctx.db, ctx.config.api);
  const exposed = cache.api.schemas;
  const profile = readMethod ? req.headers['accept-profile'] : req.headers['content-profile'];
  const schema = profile ?? exposed[0];
  if (!exposed.includes(schema)) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`);
  }
  const prefer = parsePrefer(req.headers['prefer'], (tz) => cache.timezones.has(tz));
  const { media, stripNulls } = honourSettings(cache, () => negotiate(req.headers['accept']));
  const q = honourSettings(cache, () => parseQueryParams(req.url.searchParams, { rpcRead: isRpc && readMethod }));

  if (!cache.roles.has(auth.role)) {
    throw new RestError(401, '22023', `role "${auth.role}" does not exist`, null, null, { 'WWW-Authenticate': 'Bearer' });
  }
  if (!cache.switchableRoles.has(auth.role)) {
    throw new RestError(state.authed ? 403 : 401, '42501', `permission denied to set role "${auth.role}"`);
  }

  const r: Request = { req, ctx, cache, auth, schema, prefer, media, stripNulls, q, method, range };
  const res = await dispatch(r, isRpc, segments);
  // PostgREST names the schema it answered from when several are exposed
  res.headers = { ...(res.headers ?? {}), 'Content-Profile': schema };
  return res;
}

/**
 * Features PostgREST turns on with in-database settings (`alter role authenticator set pgrst.…`): while
 * off, PostgREST's own refusal; while on, PGRST127 (outside the supported subset) as before.
 */
function honourSettings<T>(cache: SchemaCache, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof RestError) || e.code !== 'PGRST127' || typeof e.details !== 'string') throw e;
    if (e.details.startsWith('aggregate functions') && cache.pgrst.get('db_aggregates_enabled') !== 'true') {
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    if (e.details.startsWith('Accept: application/vnd.pgrst.plan') && cache.pgrst.get('db_plan_enabled') !== 'true') {
      throw new RestError(406, 'PGRST107', `None of these media types are available: ${e.details.slice('Accept: '.length).replace(/ \(EXPLAIN\)$/, '')}`);
    }
    throw e;
  }
}

async function dispatch(r: Request, isRpc: boolean, segments: string[]): Promise<ApiResponse> {
  const { cache, schema, method } = r;
  if (isRpc) return callRoutine(r, segments[1]);
  const rel = cache.relations.get(relKey(schema, segments[0]));
  if (!rel) {
    const names = [...cache.relations.values()].filter((x) => x.schema === schema).map((x) => x.name);
    const hint = closest(segments[0], names);
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${segments[0]}' in the schema cache`,
      null,
      hint ? `Perhaps you meant the table '${schema}.${hint}'` : null,
    );
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      return read(r, rel);
    case 'POST':
      return insert(r, rel);
    case 'PATCH':
      return update(r, rel);
    default:
      return remove(r, rel);
  }
}

// ---------------------------------------------------------------------------------------------------
// authentication (§C.1)

function authenticate(req: ApiRequest, ctx: Ctx): Auth {
  const header = req.authorization;
  const m = header ? /^Bearer(?:\s+(.*))?$/i.exec(header.trim()) : null;
  if (!m) return { role: 'anon', claims: { role: 'anon' } };
  const token = (m[1] ?? '').trim();
  const result = verifyJwt(ctx.keys, token);
  if (!result.ok) {
    // PGRST303 is PostgREST's "JWT claims validation or parsing failed" (expired, and here: no exp).
    const code = result.reason === 'expired' || result.reason === 'no_exp' ? 'PGRST303' : 'PGRST301';
    throw new RestError(401, code, result.message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${result.message.replace(/"/g, "'")}"`,
    });
  }
  const role = typeof result.claims.role === 'string' && result.claims.role ? result.claims.role : 'anon';
  return { role, claims: result.claims };
}

function run<T>(r: Request, readOnly: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.req.headers)) if (k !== 'cookie') headers[k] = v;
  const tz = r.prefer.timezone;
  return r.ctx.db.asRole(
    {
      role: r.auth.role,
      claims: r.auth.claims,
      method: r.method,
      path: r.req.path,
      headers,
      readOnly,
      searchPath: [r.schema, ...r.cache.api.extraSearchPath],
    },
    tz
      ? async (tx) => {
          await tx.query(`select set_config('timezone', $1, true)`, [tz]);
          return fn(tx);
        }
      : fn,
  );
}

// ---------------------------------------------------------------------------------------------------
// responses

interface ResultRow {
  total: string | null;
  page_total: string;
  body: string | null;
  inserted?: number | null;
  response_headers: string | null;
  response_status: string | null;
}

const TAIL = `nullif(current_setting('response.headers', true), '') AS response_headers,
  nullif(current_setting('response.status', true), '') AS response_status`;

function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

function singularError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

/** Applies `response.headers` / `response.status` set by SQL functions (PostgREST's GUC headers). */
function gucOverrides(row: ResultRow, res: ApiResponse): ApiResponse {
  if (row.response_headers) {
    try {
      const list = JSON.parse(row.response_headers) as Record<string, string>[];
      for (const h of Array.isArray(list) ? list : []) Object.assign(res.headers!, h);
    } catch {
      throw new RestError(500, 'PGRST111', 'response.headers guc must be a JSON array composed of objects with a single key and a string value');
    }
  }
  if (row.response_status) {
    const s = Number(row.response_status);
    if (!Number.isInteger(s) || s < 100 || s > 599) {
      throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    res.status = s;
  }
  return res;
}

function contentType(r: Request): string {
  if (r.media === 'object') return r.stripNulls ? 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8' : OBJECT_TYPE;
  return r.stripNulls ? 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8' : JSON_TYPE;
}

function preferenceApplied(r: Request, kinds: ('return' | 'count' | 'resolution' | 'missing')[]): Record<string, string> {
  const applied: string[] = [];
  for (const k of kinds) {
    const v = r.prefer[k];
    if (v) applied.push(`${k}=${v}`);
  }
  if (r.prefer.handling) applied.push(`handling=${r.prefer.handling}`);
  if (r.prefer.timezone) applied.push(`timezone=${r.prefer.timezone}`);
  if (r.prefer.handling === 'strict' && r.prefer.maxAffected !== undefined && r.method !== 'GET' && r.method !== 'HEAD') {
    applied.push(`max-affected=${r.prefer.maxAffected}`);
  }
  return applied.length ? { 'Preference-Applied': applied.join(', ') } : {};
}

/** `Prefer: handling=strict, max-affected=n`: more rows touched is PGRST124, inside the transaction (rolled back). */
function checkMaxAffected(r: Request, n: number) {
  const max = r.prefer.maxAffected;
  if (r.prefer.handling === 'strict' && max !== undefined && n > max) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${n} rows`);
  }
}

/**
 * Narrows the root's limit/offset to the `Range` header of a GET (PostgREST intersects both); `limit=0`
 * stays an empty page.
 */
function applyRangeHeader(r: Request, root: Node) {
  if (!r.range || root.limit === 0) return;
  const offset = root.offset ?? 0;
  const lower = Math.max(offset, r.range.lower);
  const uppers = [root.limit !== undefined ? offset + root.limit - 1 : Infinity, r.range.upper ?? Infinity];
  const upper = Math.min(...uppers);
  root.offset = lower;
  if (upper !== Infinity) root.limit = Math.max(0, upper - lower + 1);
  root.memo = {};
}

/** 200/206/416 and Content-Range for reads and set-returning rpc (§C.3). */
function readResponse(r: Request, row: ResultRow, offset: number, opts: { noBody?: boolean } = {}): ApiResponse {
  const pageTotal = Number(row.page_total);
  const total = row.total === null ? null : Number(row.total);
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  const status = total !== null && pageTotal < total ? 206 : 200;
  const res: ApiResponse = {
    status,
    headers: {
      'Content-Type': contentType(r),
      'Content-Range': contentRange(offset, offset + pageTotal - 1, total),
      ...preferenceApplied(r, ['count']),
    },
    body: r.method === 'HEAD' || opts.noBody ? undefined : (row.body ?? undefined),
  };
  return gucOverrides(row, res);
}

// ---------------------------------------------------------------------------------------------------
// GET / HEAD on a table or view

async function read(r: Request, rel: Relation): Promise<ApiResponse> {
  const b = new Builder(r.cache);
  const root = b.node(rel, rel.name, qualified(rel), r.q.select);
  b.applyParams(root, r.q, { rootRange: true });
  applyRangeHeader(r, root);
  root.limit = Math.min(root.limit ?? r.cache.api.maxRows, r.cache.api.maxRows);
  const head = r.method === 'HEAD';
  const source = b.readQuery(root);
  const exact = r.prefer.count === 'exact' || r.prefer.count === 'estimated';
  const count = exact ? `(${b.countQuery(root)})::text` : 'NULL';
  const body = head ? 'NULL' : bodyExpr({ singular: r.media === 'object', stripNulls: r.stripNulls, scalar: false, single: false });
  const sql = `WITH pgrst_source AS (${source})
SELECT ${count} AS total, count(*)::text AS page_total, ${body} AS body, ${TAIL}
FROM (SELECT * FROM pgrst_source) _postgrest_t`;
  const row = await run(r, true, async (tx) => {
    const { rows } = await tx.query<ResultRow>(sql, b.params.values);
    if (r.media === 'object' && Number(rows[0].page_total) !== 1) throw singularError(Number(rows[0].page_total));
    // planned: the planner's estimate; estimated: the exact count up to max-rows, the estimate beyond (PostgREST)
    if (r.prefer.count === 'planned' || (r.prefer.count === 'estimated' && Number(rows[0].total) > r.cache.api.maxRows)) {
      rows[0].total = String(await plannedCount(r, rel, tx));
    }
    return rows[0];
  });
  return readResponse(r, row, root.offset ?? 0);
}

/** `EXPLAIN`'s row estimate for the rows the request's filters select. */
async function plannedCount(r: Request, rel: Relation, tx: Tx): Promise<number> {
  const cb = new Builder(r.cache);
  const root = cb.node(rel, rel.name, qualified(rel), r.q.select);
  cb.applyParams(root, r.q, { rootRange: true });
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${cb.countSource(root)}`, cb.params.values);
  const raw = rows[0]['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0].Plan['Plan Rows']);
}

// ---------------------------------------------------------------------------------------------------
// request bodies

async function jsonBody(r: Request, opts: { allowEmpty?: boolean } = {}): Promise<{ raw: string; value: unknown }> {
  const ct = (r.req.headers['content-type'] ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (ct === 'text/csv') throw notImplemented('Content-Type: text/csv');
  if (ct === 'application/x-www-form-urlencoded') throw notImplemented('Content-Type: application/x-www-form-urlencoded');
  if (ct !== 'application/json' && ct !== '*/*' && !ct.endsWith('+json')) {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${ct}`);
  }
  const raw = (await r.req.body()).toString('utf8');
  if (raw.trim() === '') {
    if (opts.allowEmpty) return { raw: '{}', value: {} };
    throw invalidJson();
  }
  try {
    return { raw, value: JSON.parse(raw) };
  } catch {
    throw invalidJson();
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The columns a body writes: `?columns=` or the payload's keys, all checked against the table. */
function payloadColumns(r: Request, rel: Relation, value: unknown): string[] {
  let cols: string[];
  if (r.q.columns) {
    cols = [...new Set(r.q.columns)];
  } else if (Array.isArray(value)) {
    if (!value.every(isObject)) throw invalidJson('All object keys must match');
    const first = value.length ? Object.keys(value[0]) : [];
    const key = [...first].sort().join('\0');
    if (!value.every((v) => Object.keys(v).sort().join('\0') === key)) throw invalidJson('All object keys must match');
    cols = first;
  } else if (isObject(value)) {
    cols = Object.keys(value);
  } else {
    throw invalidJson();
  }
  for (const c of cols) if (!rel.columnMap.has(c)) throw bodyColumnNotFound(rel.name, c);
  return cols;
}

/**
 * FROM items turning the JSON body ($n) into typed rows `pgrst_body` (PostgREST's fromJsonBodyF):
 * json_to_recordset with the catalog types; with `missing=default`, absent keys get the column DEFAULT.
 */
function bodyFrom(b: Builder, rel: Relation, raw: string, cols: string[], applyDefaults: boolean, single: boolean): string {
  const payload = `(SELECT ${b.params.add(raw)}::json AS json_data) pgrst_payload`;
  const typed = cols.map((c) => `${quoteIdent(c)} ${rel.columnMap.get(c)!.type}`).join(', ');
  if (single) {
    if (applyDefaults) {
      const defs = defaultsObject(b, rel, cols);
      return `${payload}, LATERAL (SELECT * FROM jsonb_to_record(${defs} || pgrst_payload.json_data::jsonb) AS _(${typed})) pgrst_body`;
    }
    return `${payload}, LATERAL (SELECT * FROM json_to_record(pgrst_payload.json_data) AS _(${typed})) pgrst_body`;
  }
  const uniform = `LATERAL (SELECT CASE WHEN json_typeof(pgrst_payload.json_data) = 'array' THEN pgrst_payload.json_data ELSE json_build_array(pgrst_payload.json_data) END AS val) pgrst_uniform_json`;
  if (cols.length === 0) return `${payload}, ${uniform}, LATERAL (SELECT FROM json_array_elements(pgrst_uniform_json.val)) pgrst_body`;
  if (applyDefaults) {
    const defs = defaultsObject(b, rel, cols);
    return `${payload}, ${uniform}, LATERAL (SELECT coalesce(jsonb_agg(${defs} || elem), '[]') AS val FROM jsonb_array_elements(pgrst_uniform_json.val::jsonb) elem) pgrst_json_defs, LATERAL (SELECT * FROM jsonb_to_recordset(pgrst_json_defs.val) AS _(${typed})) pgrst_body`;
  }
  return `${payload}, ${uniform}, LATERAL (SELECT * FROM json_to_recordset(pgrst_uniform_json.val) AS _(${typed})) pgrst_body`;
}

/** `jsonb_build_object('col', <catalog default>, …)` for the written columns that have a default. */
function defaultsObject(b: Builder, rel: Relation, cols: string[]): string {
  const parts: string[] = [];
  for (const c of cols) {
    const d = rel.columnMap.get(c)!.default;
    if (d !== null) parts.push(`${b.params.add(c)}::text, ${d}`);
  }
  return `jsonb_build_object(${parts.join(', ')})`;
}

/** The final SELECT over a data-modifying `pgrst_source` (representation, count, location). */
function mutationResult(r: Request, b: Builder, root: Node, rel: Relation, mutation: string, extra = 'NULL') {
  const rep = r.prefer.return === 'representation';
  let select: string;
  let body: string;
  if (rep) {
    const list = b.selectList(root);
    select = `SELECT ${list.join(', ')} FROM pgrst_source AS ${root.alias}${b.whereClause(root, b.embedWhere(root))}${b.orderBy(root)}`;
    body = bodyExpr({ singular: r.media === 'object', stripNulls: r.stripNulls, scalar: false, single: false });
  } else if (r.prefer.return === 'headers-only' && rel.pk.length) {
    select = `SELECT ${rel.pk.map((c) => `${quoteIdent(c)}::text`).join(', ')} FROM pgrst_source`;
    body = `coalesce(json_agg(_postgrest_t), '[]')::text`;
  } else {
    select = 'SELECT * FROM pgrst_source';
    body = 'NULL';
  }
  return `WITH pgrst_source AS (${mutation})
SELECT NULL AS total, count(*)::text AS page_total, ${body} AS body, ${extra} AS inserted, ${TAIL}
FROM (${select}) _postgrest_t`;
}

/**
 * What a mutation returns for `return=representation`: as PostgREST's inferColsEmbedNeeds, the selected
 * columns, the primary key and the columns the embeds join on — `*` only when `*` is selected. A role with
 * column privileges on part of the table can then write and read back the columns it may see.
 */
function returningColumns(rel: Relation, root: Node): string[] | '*' {
  if (root.items.some((i) => i.type === 'star')) return '*';
  const cols = new Set(rel.pk);
  for (const item of root.items) if (item.type === 'field') cols.add(item.field.name);
  for (const e of root.embeds) for (const c of e.relationship.sourceCols) cols.add(c);
  return [...cols].filter((c) => rel.columnMap.has(c));
}

function returning(r: Request, rel: Relation, alias: string, root: Node): string {
  if (r.prefer.return === 'representation') {
    const cols = returningColumns(rel, root);
    if (cols === '*') return `RETURNING ${alias}.*`;
    return cols.length ? `RETURNING ${cols.map((c) => `${alias}.${quoteIdent(c)}`).join(', ')}` : 'RETURNING 1';
  }
  if (r.prefer.return === 'headers-only' && rel.pk.length) return `RETURNING ${rel.pk.map((c) => `${alias}.${quoteIdent(c)}`).join(', ')}`;
  return 'RETURNING 1';
}

async function runMutation(r: Request, sql: string, b: Builder): Promise<ResultRow> {
  return run(r, false, async (tx) => {
    const { rows } = await tx.query<ResultRow>(sql, b.params.values);
    // singular Accept on a mutation: any count but 1 rolls the transaction back (§C.3)
    if (r.media === 'object' && Number(rows[0].page_total) !== 1) throw singularError(Number(rows[0].page_total));
    if (r.method === 'PATCH' || r.method === 'DELETE') checkMaxAffected(r, Number(rows[0].page_total));
    return rows[0];
  });
}

function mutationBody(r: Request, row: ResultRow): string | undefined {
  return r.prefer.return === 'representation' ? (row.body ?? undefined) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// POST: insert / upsert (§C.4)

async function insert(r: Request, rel: Relation): Promise<ApiResponse> {
  const { raw, value } = await jsonBody(r);
  if (!isObject(value) && !Array.isArray(value)) throw invalidJson();
  if (Array.isArray(value) && !value.every(isObject)) throw invalidJson('All object keys must match');
  const cols = payloadColumns(r, rel, value);
  const b = new Builder(r.cache);
  const root = b.node(rel, rel.name, 'pgrst_source', r.q.select);
  b.applyParams(root, r.q, { rootRange: false });
  root.filters = [];
  root.logic = [];

  const applyDefaults = r.prefer.missing === 'default';
  const alias = root.alias;
  const resolution = r.prefer.resolution;
  let onConflict = '';
  let counter = '';
  let counterDown = '';
  // on_conflict names columns of the table even without a resolution (PostgREST then ignores it)
  for (const c of r.q.onConflict ?? []) {
    if (!rel.columnMap.has(c)) throw new RestError(400, '42703', `column "${c}" does not exist`);
  }
  if (resolution) {
    const target = r.q.onConflict ?? rel.pk;
    if (target.length) {
      if (resolution === 'merge-duplicates') {
        // PostgREST counts inserted rows in a GUC: +1 per candidate row, -1 per row merged instead
        counter = ` WHERE set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
        counterDown = ` WHERE set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;
      }
      if (resolution === 'ignore-duplicates' || cols.length === 0) {
        onConflict = ` ON CONFLICT (${target.map(quoteIdent).join(', ')}) DO NOTHING`;
      } else {
        onConflict = ` ON CONFLICT (${target.map(quoteIdent).join(', ')}) DO UPDATE SET ${cols
          .map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`)
          .join(', ')}${counterDown}`;
      }
    }
  }
  const from = bodyFrom(b, rel, raw, cols, applyDefaults, false);
  const colList = cols.length ? ` (${cols.map(quoteIdent).join(', ')})` : '';
  const selectCols = cols.map((c) => `pgrst_body.${quoteIdent(c)}`).join(', ');
  const mutation = `INSERT INTO ${qualified(rel)} AS ${alias}${colList} SELECT ${selectCols} FROM ${from}${counter}${onConflict} ${returning(r, rel, alias, root)}`;
  const insertedExpr = counter ? `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)` : 'NULL';
  const sql = mutationResult(r, b, root, rel, mutation, insertedExpr);
  const row = await runMutation(r, sql, b);

  const n = Number(row.page_total);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(1, 0, r.prefer.count ? n : null),
    ...preferenceApplied(r, ['return', 'resolution', 'missing', 'count']),
  };
  if (r.prefer.return === 'headers-only' && n === 1 && rel.pk.length && row.body) {
    const [pk] = JSON.parse(row.body) as Record<string, string | null>[];
    const qs = rel.pk
      .map((c) => `${encodeURIComponent(c)}=${pk[c] === null ? 'is.null' : `eq.${encodeURIComponent(pk[c]!)}`}`)
      .join('&');
    headers['Location'] = `/${encodeURIComponent(rel.name)}?${qs}`;
  }
  const status = resolution === 'merge-duplicates' && row.inserted !== null && row.inserted !== undefined && Number(row.inserted) <= 0 ? 200 : 201;
  const body = mutationBody(r, row);
  if (body !== undefined) headers['Content-Type'] = contentType(r);
  return gucOverrides(row, { status, headers, body });
}

// ---------------------------------------------------------------------------------------------------
// PATCH / DELETE (§C.5)

async function update(r: Request, rel: Relation): Promise<ApiResponse> {
  const { raw, value } = await jsonBody(r);
  if (!isObject(value)) throw invalidJson();
  const cols = payloadColumns(r, rel, value);
  const b = new Builder(r.cache);
  const root = b.node(rel, rel.name, 'pgrst_source', r.q.select);
  b.applyParams(root, r.q, { rootRange: false });
  const alias = root.alias;
  let mutation: string;
  if (cols.length === 0) {
    // nothing to set: PostgREST selects an empty result instead of running UPDATE
    mutation = `SELECT ${returning(r, rel, alias, root).replace(/^RETURNING /, '')} FROM ${qualified(rel)} AS ${alias} WHERE false`;
  } else {
    const where = b.ownWhere(root);
    if (!where.length) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
    const from = bodyFrom(b, rel, raw, cols, r.prefer.missing === 'default', true);
    const set = cols.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ');
    mutation = `UPDATE ${qualified(rel)} AS ${alias} SET ${set} FROM ${from}${b.whereClause(root, where)} ${returning(r, rel, alias, root)}`;
  }
  const row = await runMutation(r, mutationResult(r, b, root, rel, mutation), b);
  const n = Number(row.page_total);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(0, n - 1, r.prefer.count ? n : null),
    ...preferenceApplied(r, ['return', 'count', 'missing']),
  };
  const body = mutationBody(r, row);
  if (body !== undefined) headers['Content-Type'] = contentType(r);
  return gucOverrides(row, { status: body !== undefined ? 200 : 204, headers, body });
}

async function remove(r: Request, rel: Relation): Promise<ApiResponse> {
  const b = new Builder(r.cache);
  const root = b.node(rel, rel.name, 'pgrst_source', r.q.select);
  b.applyParams(root, r.q, { rootRange: false });
  const alias = root.alias;
  const where = b.ownWhere(root);
  if (!where.length) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
  const mutation = `DELETE FROM ${qualified(rel)} AS ${alias}${b.whereClause(root, where)} ${returning(r, rel, alias, root)}`;
  const row = await runMutation(r, mutationResult(r, b, root, rel, mutation), b);
  const n = Number(row.page_total);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(1, 0, r.prefer.count ? n : null),
    ...preferenceApplied(r, ['return', 'count']),
  };
  const body = mutationBody(r, row);
  if (body !== undefined) headers['Content-Type'] = contentType(r);
  return gucOverrides(row, { status: body !== undefined ? 200 : 204, headers, body });
}

// ---------------------------------------------------------------------------------------------------
// /rpc/<fn> (§C.6)

const JSON_PARAM_TYPES = new Set(['json', 'jsonb']);

/** Raw request bodies PostgREST passes to a function's single unnamed parameter of this type. */
const RAW_BODY_TYPES: Record<string, string> = { 'text/plain': 'text', 'application/octet-stream': 'bytea', 'text/xml': 'xml' };

async function callRoutine(r: Request, name: string): Promise<ApiResponse> {
  // creation order, as PostgREST lists candidates
  const fns = [...(r.cache.routines.get(relKey(r.schema, name)) ?? [])].sort((a, b) => a.oid - b.oid);
  let raw = '{}';
  let args: Record<string, unknown> = {};
  let bodyIsObject = true;
  const b = new Builder(r.cache);
  const ct = (r.req.headers['content-type'] ?? 'application/json').split(';')[0].trim().toLowerCase();
  const rawType = r.method === 'POST' ? RAW_BODY_TYPES[ct] : undefined;
  let fn: Routine;
  let argList: string;
  let from = '';
  if (rawType) {
    // POST /rpc/f with a text, binary or XML body: the function's one unnamed parameter of that type
    const cands = fns.filter((f) => f.params.length === 1 && !f.params[0].name && f.params[0].typeName === rawType);
    if (cands.length === 0) {
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function ${r.schema}.${name} in the schema cache`,
        `Searched for the function ${r.schema}.${name} with a single unnamed ${rawType} parameter, but no matches were found in the schema cache.`,
      );
    }
    if (cands.length > 1) throw ambiguousRoutine(cands);
    fn = cands[0];
    const body = await r.req.body();
    argList =
      rawType === 'bytea'
        ? `decode(${b.params.add(body.toString('hex'))}::text, 'hex')`
        : `${b.params.add(body.toString('utf8'))}::${fn.params[0].type}`;
  } else {
    if (r.method === 'POST') {
      const body = await jsonBody(r, { allowEmpty: true });
      raw = body.raw;
      if (isObject(body.value)) args = body.value;
      else bodyIsObject = false;
    } else {
      for (const [k, v] of r.q.rpcArgs) if (!(k in args)) args[k] = v;
    }
    const provided = Object.keys(args);

    // An unnamed parameter is the key "" (PostgREST: `{"": "x"}` for `f(text)`).
    const named = bodyIsObject
      ? fns.filter((f) => {
          const names = new Set(f.params.map((p) => p.name));
          return provided.every((k) => names.has(k)) && f.params.every((p) => p.hasDefault || provided.includes(p.name));
        })
      : [];
    const jsonSingle =
      r.method === 'POST'
        ? fns.filter((f) => f.params.length === 1 && !f.params[0].name && JSON_PARAM_TYPES.has(f.params[0].typeName))
        : [];
    const matches = named.length ? named : jsonSingle;
    if (!bodyIsObject && fns.length && !jsonSingle.length) throw notImplemented('rpc calls with an array body (bulk calls)');
    if (matches.length === 0) throw routineNotFound(r, name, fns, provided, bodyIsObject);
    if (matches.length > 1) throw ambiguousRoutine(matches);
    fn = matches[0];

    const used = fn.params.map((p, i) => ({ p, i })).filter(({ p }) => provided.includes(p.name));
    if (named.length === 0) {
      argList = `${b.params.add(raw)}::${fn.params[0].type}`;
    } else if (used.some(({ p }) => !p.name)) {
      // unnamed parameters can only be passed by position: every one up to the last given
      const last = Math.max(...used.map(({ i }) => i));
      const positional = fn.params.slice(0, last + 1);
      if (positional.some((p) => !provided.includes(p.name))) {
        throw notImplemented('rpc calls skipping a defaulted parameter before an unnamed one');
      }
      const body = r.method === 'POST' ? b.params.add(raw) : '';
      argList = positional
        .map((p) => {
          const v =
            r.method === 'POST'
              ? `(${body}::json ${JSON_PARAM_TYPES.has(p.typeName) ? '->' : '->>'} ${b.params.add(p.name)}::text)`
              : b.params.add(String(args[p.name]));
          return `${p.variadic ? 'VARIADIC ' : ''}CAST(${v} AS ${p.type})`;
        })
        .join(', ');
    } else if (r.method === 'POST') {
      const ps = used.map(({ p }) => p);
      if (ps.length) {
        from = `json_to_record(${b.params.add(raw)}::json) AS pgrst_body(${ps.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ')})`;
      }
      argList = ps.map((p) => `${p.variadic ? 'VARIADIC ' : ''}${quoteIdent(p.name)} := pgrst_body.${quoteIdent(p.name)}`).join(', ');
    } else {
      argList = used
        .map(({ p }) => `${p.variadic ? 'VARIADIC ' : ''}${quoteIdent(p.name)} := CAST(${b.params.add(String(args[p.name]))} AS ${p.type})`)
        .join(', ');
    }
  }
  if (r.prefer.handling === 'strict' && r.prefer.maxAffected !== undefined && !fn.setOf) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  const fnSql = qualified(fn);

  const composite = fn.returns.kind === 'composite';
  const call = composite
    ? `SELECT pgrst_call.* FROM ${from ? `${from}, LATERAL ` : ''}${fnSql}(${argList}) pgrst_call`
    : `SELECT ${fnSql}(${argList}) AS pgrst_scalar${from ? ` FROM ${from}` : ''}`;

  let root: Node;
  let source: string;
  if (fn.returns.kind === 'composite') {
    root = b.node(fn.returns.relation, fn.name, 'pgrst_call', r.q.select);
    b.applyParams(root, r.q, { rootRange: true });
    applyRangeHeader(r, root);
    if (fn.setOf) root.limit = Math.min(root.limit ?? r.cache.api.maxRows, r.cache.api.maxRows);
    source = b.readQuery(root);
  } else {
    root = b.node(scalarRelation(fn), fn.name, 'pgrst_call', []);
    b.applyParams(root, { ...r.q, select: [] }, { rootRange: true });
    applyRangeHeader(r, root);
    if (fn.setOf) root.limit = Math.min(root.limit ?? r.cache.api.maxRows, r.cache.api.maxRows);
    source = `SELECT ${root.alias}.pgrst_scalar FROM pgrst_call AS ${root.alias}${b.whereClause(root)}${b.orderBy(root)}${b.range(root)}`;
  }
  const head = r.method === 'HEAD';
  const count = r.prefer.count ? `(${b.countQuery(root)})::text` : 'NULL';
  const body = head
    ? 'NULL'
    : bodyExpr({ singular: r.media === 'object', stripNulls: r.stripNulls, scalar: !composite, single: !fn.setOf });
  const sql = `WITH pgrst_call AS MATERIALIZED (${call}), pgrst_source AS (${source})
SELECT ${count} AS total, count(*)::text AS page_total, ${body} AS body, ${TAIL}
FROM (SELECT * FROM pgrst_source) _postgrest_t`;
  const row = await run(r, r.method !== 'POST', async (tx) => {
    const { rows } = await tx.query<ResultRow>(sql, b.params.values);
    if (r.media === 'object' && Number(rows[0].page_total) !== 1) throw singularError(Number(rows[0].page_total));
    checkMaxAffected(r, Number(rows[0].page_total));
    return rows[0];
  });
  if (fn.returns.kind === 'void') {
    return gucOverrides(row, { status: 204, headers: {} });
  }
  return readResponse(r, row, root.offset ?? 0);
}

function scalarRelation(fn: Routine): Relation {
  return { oid: -fn.oid, schema: fn.schema, name: fn.name, kind: 'c', columns: [], columnMap: new Map(), pk: [], uniques: [] };
}

/** PostgREST's AmbiguousRpc: `300 PGRST203`, candidates as `schema.name(param => type, …)`. */
function ambiguousRoutine(fns: Routine[]): RestError {
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${fns
      .map((f) => `${f.schema}.${f.name}(${f.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** PostgREST's NoRpc (`404 PGRST202`), with its wording: "parameter" for one, "parameters" for several. */
function routineNotFound(r: Request, name: string, fns: Routine[], provided: string[], bodyIsObject: boolean): RestError {
  const qn = `${r.schema}.${name}`;
  const args = bodyIsObject ? [...provided].sort() : [];
  const list = args.join(', ');
  const message = args.length
    ? `Could not find the function ${qn}(${list}) in the schema cache`
    : `Could not find the function ${qn} without parameters in the schema cache`;
  const searched = args.length ? ` with parameter${args.length > 1 ? 's' : ''} ${list}` : ' without parameters';
  const jsonAlt = r.method === 'POST' ? ' or with a single unnamed json/jsonb parameter' : '';
  const details = `Searched for the function ${qn}${searched}${jsonAlt}, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  if (fns.length) {
    // the overload whose parameter list reads closest to the one given
    const wanted = `(${list})`;
    const lists = fns.map((f) => `(${f.params.map((p) => p.name).sort().join(', ')})`);
    const best = lists.reduce((a, c) => (levenshtein(wanted, c) < levenshtein(wanted, a) ? c : a));
    hint = `Perhaps you meant to call the function ${qn}${best}`;
  } else {
    const names = [...r.cache.routines.keys()].filter((k) => k.startsWith(`${r.schema}.`)).map((k) => k.slice(r.schema.length + 1));
    const c = closest(name, names);
    if (c) hint = `Perhaps you meant to call the function ${r.schema}.${c}`;
  }
  return new RestError(404, 'PGRST202', message, details, hint);
}

import type { Database } from '../db.ts';

/**
 * PostgREST's schema cache: relations, columns, keys, relationships, functions and roles, read from
 * pg_catalog once and kept for the life of the server (tables are created by migrations only). Call
 * `reloadSchemaCache(db)` after changing the schema at run time (PostgREST's `NOTIFY pgrst`).
 */

/** Supabase's default `[api] schemas`. */
export const DEFAULT_SCHEMAS = ['public', 'graphql_public'];

/** `[api]` of supabase/config.toml (config.ts), overridden by PostgREST's in-database settings. */
export interface ApiSettings {
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
}

const DEFAULT_API: ApiSettings = { schemas: DEFAULT_SCHEMAS, extraSearchPath: ['public', 'extensions'], maxRows: 1000 };

export interface Column {
  name: string;
  num: number;
  /** `format_type(atttypid, atttypmod)`: safe to splice into SQL (it comes from the catalog). */
  type: string;
  /** typname of the column type (of its base type for a domain). */
  typeName: string;
  notNull: boolean;
  /** SQL default expression from the catalog (identity columns: nextval of their sequence). */
  default: string | null;
  generated: boolean;
}

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  /** r table, p partitioned, v view, m materialized view, f foreign table, c composite type. */
  kind: string;
  columns: Column[];
  columnMap: Map<string, Column>;
  pk: string[];
  uniques: string[][];
}

/** A foreign key, possibly seen through views (then `via` says so). */
export interface ForeignKey {
  name: string;
  from: Relation;
  fromCols: string[];
  to: Relation;
  toCols: string[];
}

export interface Relationship {
  fk: ForeignKey;
  /** many-to-one: the source holds the FK; one-to-many: the target holds it; one-to-one either way. */
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
  source: Relation;
  target: Relation;
  /** join: source.sourceCols[i] = target.targetCols[i] */
  sourceCols: string[];
  targetCols: string[];
  toOne: boolean;
}

export interface RoutineParam {
  name: string;
  type: string;
  typeName: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  oid: number;
  schema: string;
  name: string;
  params: RoutineParam[];
  setOf: boolean;
  volatility: 'i' | 's' | 'v';
  returns:
    | { kind: 'void' }
    | { kind: 'scalar'; type: string }
    | { kind: 'composite'; relation: Relation };
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  byOid: Map<number, Relation>;
  fks: ForeignKey[];
  routines: Map<string, Routine[]>;
  roles: Set<string>;
  /** Roles the connection role (authenticator) may switch to. */
  switchableRoles: Set<string>;
  /** lower-case type name or SQL alias → quoted, schema-qualified type name. */
  types: Map<string, string>;
  /** pg_timezone_names, for `Prefer: timezone=`. */
  timezones: Set<string>;
  /** `alter role authenticator set pgrst.<name> = …` (PostgREST's in-database configuration), by name. */
  pgrst: Map<string, string>;
  /** Exposed schemas (the first is the default profile), extra search path and max rows in effect. */
  api: ApiSettings;
}

export function relKey(schema: string, name: string): string {
  return `${schema}.${name}`;
}

const caches = new WeakMap<Database, Promise<SchemaCache>>();

export function getSchemaCache(db: Database, api: ApiSettings = DEFAULT_API): Promise<SchemaCache> {
  let c = caches.get(db);
  if (!c) {
    c = loadSchemaCache(db, api);
    caches.set(db, c);
    c.catch(() => caches.delete(db));
  }
  return c;
}

/** Drops the cached schema; the next request reads pg_catalog again. */
export function reloadSchemaCache(db: Database): void {
  caches.delete(db);
}

const CATALOG_SQL = `
with exposed as (select oid, nspname from pg_namespace where nspname = any($1::text[])),
fn as (
  select p.* from pg_proc p where p.pronamespace in (select oid from exposed) and p.prokind = 'f'
),
rels as (
  select c.oid, n.nspname, c.relname, c.relkind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where (c.relnamespace in (select oid from exposed) and c.relkind in ('r','v','m','f','p','c'))
     or c.oid in (select t.typrelid from fn join pg_type t on t.oid = fn.prorettype where t.typrelid <> 0)
)
select json_build_object(
  'relations', (select coalesce(json_agg(json_build_object(
      'oid', r.oid::int8, 'schema', r.nspname, 'name', r.relname, 'kind', r.relkind::text,
      'columns', (select coalesce(json_agg(json_build_object(
          'name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod),
          'typeName', coalesce(bt.typname, t.typname), 'notNull', a.attnotnull,
          'default', case
             when a.attgenerated <> '' then null
             when a.attidentity in ('a', 'd') then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', r.nspname, r.relname), a.attname))
             else pg_get_expr(ad.adbin, ad.adrelid) end,
          'generated', a.attgenerated <> '') order by a.attnum), '[]')
        from pg_attribute a
        join pg_type t on t.oid = a.atttypid
        left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
        left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped),
      'uniques', (select coalesce(json_agg(json_build_object('primary', i.indisprimary,
          'cols', (select json_agg(a.attname order by k.ord) from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                   join pg_attribute a on a.attrelid = r.oid and a.attnum = k.attnum))), '[]')
        from pg_index i where i.indrelid = r.oid and i.indisunique and i.indpred is null and i.indexprs is null),
      'viewDef', case when r.relkind in ('v', 'm') then
        (select rw.ev_action::text from pg_rewrite rw where rw.ev_class = r.oid and rw.rulename = '_RETURN') end
    )), '[]') from rels r),
  'fks', (select coalesce(json_agg(json_build_object(
      'name', con.conname, 'from', con.conrelid::int8, 'to', con.confrelid::int8,
      'fromCols', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(n, ord)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'toCols', (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(n, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n)
    )), '[]') from pg_constraint con where con.contype = 'f'),
  'routines', (select coalesce(json_agg(json_build_object(
      'oid', p.oid::int8, 'schema', n.nspname, 'name', p.proname, 'setOf', p.proretset,
      'volatility', p.provolatile::text, 'nargs', p.pronargs, 'ndefaults', p.pronargdefaults,
      'retType', format_type(p.prorettype, null), 'retTypName', rt.typname, 'retTypType', rt.typtype::text,
      'retRelid', rt.typrelid::int8,
      'argNames', coalesce(p.proargnames, '{}'::text[]),
      'argModes', coalesce(p.proargmodes::text[], '{}'::text[]),
      'argTypes', (select coalesce(json_agg(json_build_object('type', format_type(x, null), 'typeName', coalesce(bt.typname, t.typname)) order by ord), '[]')
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, ord)
                   join pg_type t on t.oid = u.x left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype)
    )), '[]') from fn p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype),
  'roles', (select json_agg(rolname) from pg_roles),
  'timezones', (select coalesce(json_agg(name), '[]') from pg_timezone_names),
  'switchable', (select coalesce(json_agg(r.rolname), '[]') from pg_auth_members m
                 join pg_roles r on r.oid = m.roleid join pg_roles u on u.oid = m.member where u.rolname = 'authenticator'),
  'types', (select json_agg(json_build_object('schema', n.nspname, 'name', t.typname))
            from pg_type t join pg_namespace n on n.oid = t.typnamespace
            where (n.nspname in ('pg_catalog', 'extensions') or n.oid in (select oid from exposed))
              and t.typtype in ('b', 'c', 'd', 'e', 'r', 'm') and t.typname !~ '^pg_')
)::text as cache`;

interface RawRelation {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  columns: Column[];
  uniques: { primary: boolean; cols: string[] }[];
  viewDef: string | null;
}
interface RawFk {
  name: string;
  from: number;
  to: number;
  fromCols: string[];
  toCols: string[];
}
interface RawRoutine {
  oid: number;
  schema: string;
  name: string;
  setOf: boolean;
  volatility: 'i' | 's' | 'v';
  nargs: number;
  ndefaults: number;
  retType: string;
  retTypName: string;
  retTypType: string;
  retRelid: number;
  argNames: string[];
  argModes: string[];
  argTypes: { type: string; typeName: string }[];
}

const TYPE_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  boolean: 'bool',
  real: 'float4',
  float: 'float8',
  'double precision': 'float8',
  decimal: 'numeric',
  'character varying': 'varchar',
  character: 'bpchar',
  char: 'bpchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
};

const PGRST_SQL = `select coalesce(json_agg(c), '[]')::text as settings
  from pg_db_role_setting s, unnest(s.setconfig) c
  where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
    and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
    and c like 'pgrst.%'`;

const list = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

async function loadSchemaCache(db: Database, base: ApiSettings): Promise<SchemaCache> {
  const pgrst = new Map<string, string>();
  const api: ApiSettings = { ...base };
  const raw = await db.transaction(async (tx) => {
    const { rows: set } = await tx.query<{ settings: string }>(PGRST_SQL);
    for (const item of JSON.parse(set[0].settings) as string[]) {
      const eq = item.indexOf('=');
      // database-specific settings come after the global ones and win
      if (eq > 0) pgrst.set(item.slice(6, eq), item.slice(eq + 1));
    }
    // in-database configuration wins over the config file, as on PostgREST
    if (pgrst.get('db_schemas')) api.schemas = list(pgrst.get('db_schemas')!);
    if (pgrst.get('db_extra_search_path') !== undefined) api.extraSearchPath = list(pgrst.get('db_extra_search_path')!);
    const maxRows = Number(pgrst.get('db_max_rows'));
    if (pgrst.get('db_max_rows') && Number.isSafeInteger(maxRows) && maxRows > 0) api.maxRows = maxRows;
    const { rows } = await tx.query<{ cache: string }>(CATALOG_SQL, [`{${api.schemas.join(',')}}`]);
    return JSON.parse(rows[0].cache) as {
      relations: RawRelation[];
      fks: RawFk[];
      routines: RawRoutine[];
      roles: string[];
      timezones: string[];
      switchable: string[];
      types: { schema: string; name: string }[];
    };
  });

  const relations = new Map<string, Relation>();
  const byOid = new Map<number, Relation>();
  const viewDefs = new Map<number, string>();
  for (const r of raw.relations) {
    const rel: Relation = {
      oid: r.oid,
      schema: r.schema,
      name: r.name,
      kind: r.kind,
      columns: r.columns,
      columnMap: new Map(r.columns.map((c) => [c.name, c])),
      pk: r.uniques.find((u) => u.primary)?.cols ?? [],
      uniques: r.uniques.map((u) => u.cols),
    };
    byOid.set(rel.oid, rel);
    if (r.kind !== 'c' && api.schemas.includes(r.schema)) relations.set(relKey(r.schema, r.name), rel);
    if (r.viewDef) viewDefs.set(rel.oid, r.viewDef);
  }

  // Views: map each view column to the base-table column it shows (simple views), as PostgREST does.
  const viewCols = new Map<number, { view: Relation; cols: Map<string, { table: number; col: string }> }>();
  for (const [oid, def] of viewDefs) {
    const view = byOid.get(oid)!;
    const cols = parseViewColumns(def, view, raw.relations);
    if (cols.size) viewCols.set(oid, { view, cols });
  }
  // Views inherit the primary key of their base table when they expose all of its columns.
  for (const { view, cols } of viewCols.values()) {
    const byBase = new Map<string, string>();
    for (const [vcol, src] of cols) byBase.set(`${src.table}.${src.col}`, vcol);
    for (const base of new Set([...cols.values()].map((c) => c.table))) {
      const t = byOid.get(base);
      if (!t || !t.pk.length || view.pk.length) continue;
      const mapped = t.pk.map((c) => byBase.get(`${base}.${c}`));
      if (mapped.every((c): c is string => !!c)) view.pk = mapped;
    }
  }

  const fks: ForeignKey[] = [];
  for (const f of raw.fks) {
    const from = byOid.get(f.from);
    const to = byOid.get(f.to);
    if (!from || !to) continue;
    const sources: [Relation, string[]][] = [[from, f.fromCols]];
    const targets: [Relation, string[]][] = [[to, f.toCols]];
    for (const { view, cols } of viewCols.values()) {
      const find = (table: number, wanted: string[]) => {
        const out: string[] = [];
        for (const w of wanted) {
          const hit = [...cols.entries()].find(([, src]) => src.table === table && src.col === w);
          if (!hit) return null;
          out.push(hit[0]);
        }
        return out;
      };
      const s = find(f.from, f.fromCols);
      if (s) sources.push([view, s]);
      const t = find(f.to, f.toCols);
      if (t) targets.push([view, t]);
    }
    for (const [s, sc] of sources) {
      for (const [t, tc] of targets) {
        fks.push({ name: f.name, from: s, fromCols: sc, to: t, toCols: tc });
      }
    }
  }

  const routines = new Map<string, Routine[]>();
  for (const p of raw.routines) {
    const params: RoutineParam[] = [];
    const outCols: Column[] = [];
    const total = p.argTypes.length;
    const inputs: number[] = [];
    for (let i = 0; i < total; i++) {
      const mode = p.argModes[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push(i);
      if (mode === 'o' || mode === 'b' || mode === 't') {
        outCols.push({
          name: p.argNames[i] || `column${outCols.length + 1}`,
          num: outCols.length + 1,
          type: p.argTypes[i].type,
          typeName: p.argTypes[i].typeName,
          notNull: false,
          default: null,
          generated: false,
        });
      }
    }
    inputs.forEach((i, k) => {
      params.push({
        name: p.argNames[i] ?? '',
        type: p.argTypes[i].type,
        typeName: p.argTypes[i].typeName,
        hasDefault: k >= inputs.length - p.ndefaults,
        variadic: p.argModes[i] === 'v',
      });
    });
    let returns: Routine['returns'];
    if (p.retTypName === 'void') returns = { kind: 'void' };
    else if (p.retTypType === 'c' && p.retRelid && byOid.has(p.retRelid)) {
      returns = { kind: 'composite', relation: byOid.get(p.retRelid)! };
    } else if (p.retTypName === 'record' && outCols.length > 0) {
      const rel: Relation = {
        oid: -p.oid,
        schema: p.schema,
        name: p.name,
        kind: 'c',
        columns: outCols,
        columnMap: new Map(outCols.map((c) => [c.name, c])),
        pk: [],
        uniques: [],
      };
      returns = { kind: 'composite', relation: rel };
    } else returns = { kind: 'scalar', type: p.retType };
    const r: Routine = { oid: p.oid, schema: p.schema, name: p.name, params, setOf: p.setOf, volatility: p.volatility, returns };
    const key = relKey(p.schema, p.name);
    routines.set(key, [...(routines.get(key) ?? []), r]);
  }

  const types = new Map<string, string>();
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  // Exposed schemas first so a user type shadows nothing in pg_catalog (search_path is public, extensions).
  const order = (s: string) => (s === 'pg_catalog' ? 0 : api.schemas.includes(s) ? 1 : 2);
  for (const t of [...raw.types].sort((a, b) => order(a.schema) - order(b.schema))) {
    const k = t.name.toLowerCase();
    if (!types.has(k) && t.name === k) types.set(k, `${q(t.schema)}.${q(t.name)}`);
  }
  for (const [alias, target] of Object.entries(TYPE_ALIASES)) {
    const hit = types.get(target);
    if (hit) types.set(alias, hit);
  }

  return {
    relations,
    byOid,
    fks,
    routines,
    roles: new Set(raw.roles),
    timezones: new Set(raw.timezones),
    pgrst,
    api,
    switchableRoles: new Set(raw.switchable),
    types,
  };
}

/**
 * Reads the `_RETURN` rule's node tree of a view: each top-level TARGETENTRY names the view column
 * (`:resname`) and, for a plain column reference, its origin (`:resorigtbl`, `:resorigcol`).
 */
function parseViewColumns(def: string, view: Relation, rels: RawRelation[]) {
  const out = new Map<string, { table: number; col: string }>();
  const re = /\{TARGETENTRY .*?:resname (\S+) .*?:resorigtbl (\d+) :resorigcol (\d+)/g;
  const byOid = new Map(rels.map((r) => [r.oid, r]));
  for (const m of def.matchAll(re)) {
    const name = m[1];
    const table = Number(m[2]);
    const colNum = Number(m[3]);
    if (!table || !view.columnMap.has(name)) continue;
    const base = byOid.get(table);
    const col = base?.columns.find((c) => c.num === colNum);
    // Later entries win: the top-level target list follows the range table (subqueries) in the dump.
    if (col) out.set(name, { table, col: col.name });
  }
  return out;
}

/** Relationships from `source` (PostgREST's schema-cache relationships, without many-to-many). */
export function relationshipsFrom(cache: SchemaCache, source: Relation): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of cache.fks) {
    if (fk.from.oid === source.oid) {
      const unique = isUnique(fk.from, fk.fromCols);
      out.push({
        fk,
        cardinality: unique ? 'one-to-one' : 'many-to-one',
        source,
        target: fk.to,
        sourceCols: fk.fromCols,
        targetCols: fk.toCols,
        toOne: true,
      });
    }
    if (fk.to.oid === source.oid) {
      const unique = isUnique(fk.from, fk.fromCols);
      out.push({
        fk,
        cardinality: unique ? 'one-to-one' : 'one-to-many',
        source,
        target: fk.from,
        sourceCols: fk.toCols,
        targetCols: fk.fromCols,
        toOne: unique,
      });
    }
  }
  return out;
}

function isUnique(rel: Relation, cols: string[]): boolean {
  const set = new Set(cols);
  return rel.uniques.some((u) => u.length === set.size && u.every((c) => set.has(c)));
}

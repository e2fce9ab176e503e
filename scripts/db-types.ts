/**
 * `npm run db:types`: writes lib/supabase/database.types.ts in the format of `supabase gen types typescript`
 * (Tables Row/Insert/Update/Relationships, Views, Functions Args/Returns, Enums, CompositeTypes and the
 * Tables<>/TablesInsert<>/TablesUpdate<>/Enums<>/CompositeTypes<>/Constants helpers).
 *
 * It builds a throw-away in-memory database from supabase/migrations (no seed, no HTTP server) and reads
 * the public schema from pg_catalog. Against a real project, `supabase gen types typescript --linked`
 * produces an equivalent file.
 *
 * Options: --out <file> (default lib/supabase/database.types.ts), --check (exit 1 if the file is stale).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../local-supabase/src/config.ts';
import { Database as LocalDatabase } from '../local-supabase/src/db.ts';
import { applyMigrations, bootstrap } from '../local-supabase/src/migrate.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCHEMA = 'public';
/** The PostgREST version Supabase deploys (enables the v13+ client typings such as maxAffected). */
const POSTGREST_VERSION = '14.1';

interface Relation {
  oid: number;
  name: string;
  kind: string;
  updatable: boolean;
}
interface Column {
  relid: number;
  name: string;
  num: number;
  typid: number;
  notnull: boolean;
  hasdefault: boolean;
  identity: string;
  generated: string;
}
interface PgType {
  oid: number;
  name: string;
  schema: string;
  type: string;
  category: string;
  elem: number;
  basetype: number;
  relid: number;
}
interface ForeignKey {
  name: string;
  relid: number;
  columns: string[];
  refrelid: number;
  refcolumns: string[];
  onetoone: boolean;
}
interface Fn {
  name: string;
  argtypes: number[];
  allargtypes: number[] | null;
  argmodes: string[] | null;
  argnames: string[] | null;
  ndefaults: number;
  rettype: number;
  retset: boolean;
}

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = path.resolve(ROOT, outIndex >= 0 ? args[outIndex + 1]! : 'lib/supabase/database.types.ts');
  const check = args.includes('--check');

  const config = loadConfig({ dataDir: null, seedFile: null, seedStorageDir: null, port: 0 });
  const db = await LocalDatabase.open(null);
  try {
    await bootstrap(db, config);
    await applyMigrations(db, config.migrationsDir, (m) => console.error(`[db:types] ${m}`));
    const text = await generate(db);
    if (check) {
      const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
      if (current !== text) {
        console.error(`[db:types] ${path.relative(ROOT, out)} is out of date: run npm run db:types`);
        process.exitCode = 1;
      } else console.error(`[db:types] ${path.relative(ROOT, out)} is up to date`);
      return;
    }
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
    console.error(`[db:types] wrote ${path.relative(ROOT, out)}`);
  } finally {
    await db.close();
  }
}

async function generate(db: LocalDatabase): Promise<string> {
  const q = async <R,>(sql: string, params: unknown[] = []) => (await db.pg.query<R>(sql, params)).rows;

  const relations = await q<Relation>(
    `select c.oid::int as oid, c.relname as name, c.relkind as kind,
            (c.relkind in ('v', 'f') and pg_catalog.pg_relation_is_updatable(c.oid, false) & 20 = 20) as updatable
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
      order by c.relname`,
    [SCHEMA],
  );
  const columns = await q<Column>(
    `select a.attrelid::int as relid, a.attname as name, a.attnum::int as num, a.atttypid::int as typid,
            a.attnotnull as notnull, a.atthasdef as hasdefault, a.attidentity as identity, a.attgenerated as generated
       from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and a.attnum > 0 and not a.attisdropped
      order by a.attrelid, a.attname`,
    [SCHEMA],
  );
  const types = await q<PgType>(
    `select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as type, t.typcategory as category,
            t.typelem::int as elem, t.typbasetype::int as basetype, t.typrelid::int as relid
       from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace`,
  );
  const enumValues = await q<{ typid: number; label: string }>(
    `select e.enumtypid::int as typid, e.enumlabel as label from pg_catalog.pg_enum e order by e.enumtypid, e.enumsortorder`,
  );
  const foreignKeys = await q<ForeignKey>(
    `select con.conname as name, con.conrelid::int as relid, con.confrelid::int as refrelid,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                    join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                    join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as refcolumns,
            exists (select 1 from pg_catalog.pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as onetoone
       from pg_catalog.pg_constraint con
       join pg_catalog.pg_class c on c.oid = con.conrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_class rc on rc.oid = con.confrelid join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by con.conname`,
    [SCHEMA],
  );
  const functions = await q<Fn>(
    `select p.proname as name, p.proargtypes::int[] as argtypes, p.proallargtypes::int[] as allargtypes,
            p.proargmodes::text[] as argmodes, p.proargnames as argnames, p.pronargdefaults::int as ndefaults,
            p.prorettype::int as rettype, p.proretset as retset
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'
        and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, p.oid`,
    [SCHEMA],
  );

  const typeById = new Map(types.map((t) => [t.oid, t]));
  const relById = new Map(relations.map((r) => [r.oid, r]));
  const allRelNames = new Map<number, string>();
  for (const t of types) if (t.relid) allRelNames.set(t.relid, t.name);
  const columnsOf = (relid: number) => columns.filter((c) => c.relid === relid);

  /** TypeScript for a Postgres type, as postgres-meta's typegen maps it. */
  const ts = (typid: number): string => {
    const t = typeById.get(typid);
    if (!t) return 'unknown';
    if (t.category === 'A' && t.elem) return `${wrapArray(ts(t.elem))}[]`;
    if (t.type === 'e') return t.schema === SCHEMA ? `Database["${SCHEMA}"]["Enums"]["${t.name}"]` : unionOf(typid);
    if (t.type === 'd') return ts(t.basetype);
    if (t.type === 'c') {
      if (t.schema === SCHEMA && !relById.has(t.relid)) return `Database["${SCHEMA}"]["CompositeTypes"]["${t.name}"]`;
      return 'Record<string, unknown>';
    }
    switch (t.name) {
      case 'bool':
        return 'boolean';
      case 'int2':
      case 'int4':
      case 'int8':
      case 'float4':
      case 'float8':
      case 'numeric':
      case 'oid':
        return 'number';
      case 'json':
      case 'jsonb':
        return 'Json';
      case 'void':
        return 'undefined';
      case 'record':
        return 'Record<string, unknown>';
      case 'text':
      case 'varchar':
      case 'bpchar':
      case 'char':
      case 'name':
      case 'citext':
      case 'uuid':
      case 'date':
      case 'time':
      case 'timetz':
      case 'timestamp':
      case 'timestamptz':
      case 'interval':
      case 'bytea':
      case 'inet':
      case 'cidr':
      case 'macaddr':
      case 'tsvector':
      case 'tsquery':
      case 'money':
      case 'bit':
      case 'varbit':
      case 'xml':
      case 'regclass':
      case 'regtype':
      case 'regproc':
      case 'int4range':
      case 'int8range':
      case 'numrange':
      case 'tsrange':
      case 'tstzrange':
      case 'daterange':
        return 'string';
      default:
        return 'unknown';
    }
  };
  const wrapArray = (s: string) => (s.includes('|') ? `(${s})` : s);
  const unionOf = (typid: number) =>
    enumValues
      .filter((e) => e.typid === typid)
      .map((e) => JSON.stringify(e.label))
      .join(' | ') || 'string';
  const nullable = (s: string) => `${s} | null`;

  const lines: string[] = [];
  const w = (indent: number, s: string) => lines.push(`${'  '.repeat(indent)}${s}`);
  const empty = (indent: number, key: string) => w(indent, `${key}: {\n${'  '.repeat(indent + 1)}[_ in never]: never\n${'  '.repeat(indent)}}`);
  const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

  const rowFields = (relid: number, indent: number, viewLike: boolean) => {
    for (const c of columnsOf(relid)) {
      const t = ts(c.typid);
      w(indent, `${key(c.name)}: ${c.notnull && !viewLike ? t : nullable(t)}`);
    }
  };
  const relationships = (relid: number, indent: number) => {
    const fks = foreignKeys.filter((f) => f.relid === relid && relById.has(f.refrelid));
    if (fks.length === 0) return w(indent, 'Relationships: []');
    w(indent, 'Relationships: [');
    for (const f of fks) {
      w(indent + 1, '{');
      w(indent + 2, `foreignKeyName: ${JSON.stringify(f.name)}`);
      w(indent + 2, `columns: [${f.columns.map((c) => JSON.stringify(c)).join(', ')}]`);
      w(indent + 2, `isOneToOne: ${f.onetoone}`);
      w(indent + 2, `referencedRelation: ${JSON.stringify(relById.get(f.refrelid)!.name)}`);
      w(indent + 2, `referencedColumns: [${f.refcolumns.map((c) => JSON.stringify(c)).join(', ')}]`);
      w(indent + 1, '},');
    }
    w(indent, ']');
  };
  const writeFields = (relid: number, indent: number, mode: 'Insert' | 'Update', viewLike: boolean) => {
    for (const c of columnsOf(relid)) {
      const t = ts(c.typid);
      if (c.generated === 's' || c.identity === 'a') {
        w(indent, `${key(c.name)}?: never`);
        continue;
      }
      const optional = mode === 'Update' || viewLike || !c.notnull || c.hasdefault || c.identity === 'd';
      w(indent, `${key(c.name)}${optional ? '?' : ''}: ${c.notnull && !viewLike ? t : nullable(t)}`);
    }
  };

  lines.push(
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
    '  // Allows to automatically instantiate createClient with right options',
    '  // instead of createClient<Database, { PostgrestVersion: \'XX\' }>(URL, KEY)',
    '  __InternalSupabase: {',
    `    PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)}`,
    '  }',
    `  ${SCHEMA}: {`,
  );

  const tables = relations.filter((r) => r.kind === 'r' || r.kind === 'p');
  const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm' || r.kind === 'f');
  if (tables.length === 0) empty(2, 'Tables');
  else {
    w(2, 'Tables: {');
    for (const r of tables) {
      w(3, `${key(r.name)}: {`);
      for (const mode of ['Row', 'Insert', 'Update'] as const) {
        w(4, `${mode}: {`);
        if (mode === 'Row') rowFields(r.oid, 5, false);
        else writeFields(r.oid, 5, mode, false);
        w(4, '}');
      }
      relationships(r.oid, 4);
      w(3, '}');
    }
    w(2, '}');
  }

  if (views.length === 0) empty(2, 'Views');
  else {
    w(2, 'Views: {');
    for (const r of views) {
      w(3, `${key(r.name)}: {`);
      w(4, 'Row: {');
      rowFields(r.oid, 5, true);
      w(4, '}');
      if (r.updatable) {
        for (const mode of ['Insert', 'Update'] as const) {
          w(4, `${mode}: {`);
          writeFields(r.oid, 5, mode, true);
          w(4, '}');
        }
      }
      relationships(r.oid, 4);
      w(3, '}');
    }
    w(2, '}');
  }

  // Functions: overloads become a union, as in the CLI's output.
  const fnNames = [...new Set(functions.map((f) => f.name))].sort();
  const renderableFns = functions.filter((f) => {
    const argTypes = f.argtypes.map((id) => typeById.get(id)?.name);
    return !argTypes.some((n) => n === 'internal' || n === 'trigger' || n === 'anyelement' || n === 'anyarray');
  });
  if (renderableFns.length === 0) empty(2, 'Functions');
  else {
    w(2, 'Functions: {');
    for (const name of fnNames) {
      const overloads = renderableFns.filter((f) => f.name === name);
      if (overloads.length === 0) continue;
      const rendered = overloads.map((f) => renderFunction(f));
      if (rendered.length === 1) w(3, `${key(name)}: ${rendered[0]!.replace(/\n/g, `\n${'  '.repeat(3)}`)}`);
      else {
        w(3, `${key(name)}:`);
        for (const r of rendered) w(4, `| ${r.replace(/\n/g, `\n${'  '.repeat(4)}`)}`);
      }
    }
    w(2, '}');
  }

  function renderFunction(f: Fn): string {
    const all = f.allargtypes ?? f.argtypes;
    const modes = f.argmodes ?? all.map(() => 'i');
    const names = f.argnames ?? [];
    const inArgs: { name: string; type: number; optional: boolean }[] = [];
    const outCols: { name: string; type: number }[] = [];
    all.forEach((typ, i) => {
      const mode = modes[i];
      const argName = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') inArgs.push({ name: argName, type: typ, optional: false });
      if (mode === 'o' || mode === 'b' || mode === 't') outCols.push({ name: argName, type: typ });
    });
    // The last `ndefaults` input arguments have defaults.
    for (let i = inArgs.length - f.ndefaults; i < inArgs.length; i++) if (i >= 0) inArgs[i]!.optional = true;

    const inner: string[] = [];
    if (inArgs.length === 0) inner.push('  Args: Record<PropertyKey, never>');
    else {
      inner.push('  Args: {');
      for (const a of inArgs) inner.push(`    ${key(a.name)}${a.optional ? '?' : ''}: ${ts(a.type)}`);
      inner.push('  }');
    }
    let returns: string;
    const ret = typeById.get(f.rettype);
    const objectOf = (cols: { name: string; type: number; nullable: boolean }[], indent: string) =>
      `{\n${cols.map((c) => `${indent}  ${key(c.name)}: ${c.nullable ? nullable(ts(c.type)) : ts(c.type)}`).join('\n')}\n${indent}}`;
    if (outCols.length > 0 && ret?.name === 'record') {
      returns = objectOf(
        outCols.map((c) => ({ ...c, nullable: false })),
        '  ',
      );
      if (f.retset) returns += '[]';
    } else if (ret?.type === 'c' && ret.relid && allRelNames.has(ret.relid) && columnsOf(ret.relid).length > 0) {
      returns = objectOf(
        columnsOf(ret.relid).map((c) => ({ name: c.name, type: c.typid, nullable: !c.notnull })),
        '  ',
      );
      if (f.retset) returns += '[]';
    } else {
      returns = ts(f.rettype);
      if (f.retset) returns = `${wrapArray(returns)}[]`;
    }
    inner.push(`  Returns: ${returns}`);
    return `{\n${inner.join('\n')}\n}`;
  }

  const enums = types
    .filter((t) => t.schema === SCHEMA && t.type === 'e')
    .sort((a, b) => a.name.localeCompare(b.name));
  if (enums.length === 0) empty(2, 'Enums');
  else {
    w(2, 'Enums: {');
    for (const e of enums) {
      const values = enumValues.filter((v) => v.typid === e.oid).map((v) => JSON.stringify(v.label));
      if (values.join(' | ').length < 80) w(3, `${key(e.name)}: ${values.join(' | ')}`);
      else {
        w(3, `${key(e.name)}:`);
        for (const v of values) w(4, `| ${v}`);
      }
    }
    w(2, '}');
  }

  const composites = types
    .filter((t) => t.schema === SCHEMA && t.type === 'c' && t.relid && !relById.has(t.relid))
    .filter((t) => !relations.some((r) => r.oid === t.relid))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (composites.length === 0) empty(2, 'CompositeTypes');
  else {
    w(2, 'CompositeTypes: {');
    for (const c of composites) {
      w(3, `${key(c.name)}: {`);
      for (const col of columnsOf(c.relid)) w(4, `${key(col.name)}: ${nullable(ts(col.typid))}`);
      w(3, '}');
    }
    w(2, '}');
  }
  w(1, '}');
  lines.push('}', '');

  lines.push(HELPERS);
  lines.push('export const Constants = {');
  w(1, `${SCHEMA}: {`);
  if (enums.length === 0) w(2, 'Enums: {},');
  else {
    w(2, 'Enums: {');
    for (const e of enums) {
      const values = enumValues.filter((v) => v.typid === e.oid).map((v) => JSON.stringify(v.label));
      w(3, `${key(e.name)}: [${values.join(', ')}],`);
    }
    w(2, '},');
  }
  w(1, '},');
  lines.push('} as const', '');
  return lines.join('\n');
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

main().catch((e) => {
  console.error(`[db:types] ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BlobStore } from './blobs.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';

export class MigrationError extends Error {}

const BOOTSTRAP = fs.readFileSync(path.join(import.meta.dirname, 'bootstrap.sql'), 'utf8');

/** Creates what Supabase has before any migration. Returns true when the database was new. */
export async function bootstrap(db: Database, config: Config): Promise<boolean> {
  const { rows } = await db.pg.query<{ t: string | null }>(
    `select to_regclass('supabase_migrations.schema_migrations')::text as t`,
  );
  if (rows[0]?.t) return false;
  await db.transaction(async (tx) => {
    await tx.exec(BOOTSTRAP);
    if (!config.autoExposeNewTables) {
      await tx.exec(`
        alter default privileges for role supabase_migrator in schema public revoke all on tables from anon, authenticated, service_role;
        alter default privileges for role supabase_migrator in schema public revoke all on functions from anon, authenticated, service_role;
        alter default privileges for role supabase_migrator in schema public revoke all on sequences from anon, authenticated, service_role;`);
    }
  });
  return true;
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir: string): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const sql = fs.readFileSync(path.join(dir, f), 'utf8');
      const base = f.replace(/\.sql$/, '');
      const i = base.indexOf('_');
      return {
        version: i > 0 ? base.slice(0, i) : base,
        name: i > 0 ? base.slice(i + 1) : base,
        file: f,
        sql,
        checksum: crypto.createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * Applies the migrations not yet applied, each in its own transaction, as the role that has the
 * powers of Supabase's `postgres`. A failure rolls that migration back and stops, naming the file.
 * An applied migration whose file changed is an error, never a silent re-run.
 */
/**
 * PostgREST's in-database configuration (`alter role authenticator set pgrst.<name> = …`, docs: "In-Database
 * Configuration"). Supabase's `postgres` may set these (supautils); here the migration role gets SET on each.
 */
export const PGRST_SETTINGS = [
  'db_aggregates_enabled', 'db_anon_role', 'db_extra_search_path', 'db_hoisted_tx_settings', 'db_max_rows',
  'db_plan_enabled', 'db_pre_config', 'db_pre_request', 'db_prepared_statements', 'db_root_spec', 'db_schemas',
  'db_tx_end', 'jwt_aud', 'jwt_cache_max_lifetime', 'jwt_role_claim_key', 'jwt_secret', 'jwt_secret_is_base64',
  'openapi_mode', 'openapi_security_active', 'openapi_server_proxy_uri', 'server_cors_allowed_origins',
  'server_timing_enabled', 'server_trace_header', 'client_error_verbosity', 'log_level',
];

/**
 * What Supabase's `postgres` may do to the API roles and a plain role here may not: `alter role authenticator
 * set pgrst.*` and `alter role authenticated set statement_timeout = …` (ADMIN on the roles, SET on the pgrst
 * placeholders). Granted before every run, so data folders made before this exist get it too.
 */
async function grantRoleSettings(db: Database) {
  await db.pg.exec(`
    grant authenticator to supabase_migrator with admin option, inherit false, set false;
    grant anon, authenticated, service_role to supabase_migrator with admin option;
    grant set on parameter ${PGRST_SETTINGS.map((n) => `pgrst.${n}`).join(', ')} to supabase_migrator;
  `);
}

export async function applyMigrations(db: Database, dir: string, log: (m: string) => void = () => {}) {
  const files = listMigrations(dir);
  await grantRoleSettings(db);
  const { rows } = await db.pg.query<{ version: string; checksum: string }>(
    'select version, checksum from supabase_migrations.schema_migrations',
  );
  const applied = new Map(rows.map((r) => [r.version, r.checksum]));
  let count = 0;
  for (const m of files) {
    const known = applied.get(m.version);
    if (known !== undefined) {
      if (known !== m.checksum) {
        throw new MigrationError(
          `Migration ${m.file} was already applied but the file has changed since. ` +
            'Write a new migration instead, or run `npm run db:reset` to rebuild the local database.',
        );
      }
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec('set local role supabase_migrator');
        await tx.exec(`set local search_path = public, extensions`);
        await tx.exec(m.sql);
        await tx.exec('reset role');
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)',
          [m.version, m.name, m.checksum],
        );
      });
    } catch (e) {
      throw new MigrationError(`Migration ${m.file} failed: ${(e as Error).message}`);
    }
    count++;
    log(`applied migration ${m.file}`);
  }
  return count;
}

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  txt: 'text/plain',
  json: 'application/json',
  pdf: 'application/pdf',
};

export function mimeOf(name: string): string {
  return MIME[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Object metadata in the shape Supabase Storage writes. */
export function objectMetadata(bytes: Buffer, mimetype: string, cacheControl = 'max-age=3600') {
  return {
    eTag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  };
}

/** The seed: `seed.sql` as the migration role, then the files under seed-storage/<bucket>/. */
export async function applySeed(db: Database, blobs: BlobStore, config: Config, log: (m: string) => void = () => {}) {
  if (config.seedFile && fs.existsSync(config.seedFile)) {
    const sql = fs.readFileSync(config.seedFile, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec('set local role supabase_migrator');
        await tx.exec(`set local search_path = public, extensions`);
        await tx.exec(sql);
      });
    } catch (e) {
      throw new MigrationError(`Seed ${path.basename(config.seedFile)} failed: ${(e as Error).message}`);
    }
    log(`applied seed ${path.relative(process.cwd(), config.seedFile)}`);
    // Fresh planner statistics, as autovacuum would gather them on a real server after a bulk load.
    await db.exclusive(() => db.pg.exec('analyze'));
  }
  const dir = config.seedStorageDir;
  if (!dir || !fs.existsSync(dir)) return;
  let n = 0;
  for (const bucket of fs.readdirSync(dir)) {
    const bucketDir = path.join(dir, bucket);
    if (!fs.statSync(bucketDir).isDirectory()) continue;
    const files = fs.readdirSync(bucketDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    const rows: { name: string; meta: object }[] = [];
    for (const f of files) {
      const full = path.join(f.parentPath, f.name);
      const name = path.relative(bucketDir, full).split(path.sep).join('/');
      const bytes = fs.readFileSync(full);
      await blobs.put(bucket, name, bytes);
      rows.push({ name, meta: objectMetadata(bytes, mimeOf(name)) });
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, metadata, version)
         select $1, r->>'name', r->'meta', gen_random_uuid()::text from jsonb_array_elements($2::jsonb) r
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
        [bucket, JSON.stringify(rows)],
      );
    });
    n += rows.length;
  }
  if (n) log(`uploaded ${n} seed files to storage`);
}

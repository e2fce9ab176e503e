/**
 * `npm run seed`: regenerates supabase/seed.sql and the listing photos under
 * supabase/seed-storage/property-images/seed/, then rebuilds the local database (`npm run db:reset`).
 *
 *   SEED_SIZE=100000 npm run seed   writes .data/seed-100000.sql (not committed) for the benchmarks and
 *                                   does not touch the local database; apply it with
 *                                   LOCAL_SUPABASE_SEED=.data/seed-100000.sql npm run db:reset
 *   npm run seed -- --no-reset      only writes the files
 *
 * It refuses to run when NEXT_PUBLIC_SUPABASE_URL (environment, .env.local or .env) points anywhere but
 * the local stack (127.0.0.1 / localhost).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildDataset, DEFAULT_OPTIONS } from './build.ts';
import { renderBulkListings } from './bulk.ts';
import { syncPhotos } from './photos.ts';
import { renderSql } from './sql.ts';
import { checkTarget } from './target.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SEED_FILE = path.join(ROOT, 'supabase', 'seed.sql');
const IMAGE_DIR = path.join(ROOT, 'supabase', 'seed-storage', 'property-images', 'seed');

function parseSize(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_OPTIONS.activeListings;
  const n = Number(value);
  if (!Number.isInteger(n) || n < DEFAULT_OPTIONS.activeListings || n > 10_000_000) {
    throw new Error(`SEED_SIZE must be a whole number from ${DEFAULT_OPTIONS.activeListings} to 10000000 (got "${value}").`);
  }
  return n;
}

/** Writes `content` only when it differs, so an unchanged seed leaves file times (and git) alone. */
function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

/** Whether something accepts connections on host:port (a running local stack). */
function isListening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const target = checkTarget(process.env, ROOT);
  if (!target.local) {
    console.error(
      `[seed] Refusing to run: NEXT_PUBLIC_SUPABASE_URL points at ${target.url} (from ${target.source}).\n` +
        '[seed] The seed replaces the whole database and only runs against the local stack ' +
        '(http://127.0.0.1:54321 or localhost). Unset NEXT_PUBLIC_SUPABASE_URL or point it at the local stack.',
    );
    process.exit(1);
  }

  const size = parseSize(process.env.SEED_SIZE);
  const started = Date.now();
  const dataset = buildDataset(DEFAULT_OPTIONS);

  // Photos: the pool, and nothing else, under seed/ (WebP renders of the drawings).
  const changedImages = await syncPhotos(dataset.images, IMAGE_DIR);

  const bulk = size > DEFAULT_OPTIONS.activeListings ? renderBulkListings(dataset, size - DEFAULT_OPTIONS.activeListings) : '';
  const sql = renderSql(dataset, bulk);
  const file = size === DEFAULT_OPTIONS.activeListings ? SEED_FILE : path.join(ROOT, '.data', `seed-${size}.sql`);
  const changed = writeIfChanged(file, sql);
  console.log(
    `[seed] ${path.relative(ROOT, file)} ${changed ? 'written' : 'unchanged'} ` +
      `(${(Buffer.byteLength(sql) / 1024).toFixed(0)} KB, ${size} active listings); ` +
      `${dataset.images.length} photos in ${path.relative(ROOT, IMAGE_DIR)} (${changedImages} changed) ` +
      `in ${Date.now() - started} ms`,
  );

  if (args.has('--no-reset') || process.env.SEED_SKIP_RESET === '1') return;
  if (size !== DEFAULT_OPTIONS.activeListings) {
    console.log(`[seed] The local database was left alone. Load this profile with:\n  LOCAL_SUPABASE_SEED=${path.relative(ROOT, file)} npm run db:reset`);
    return;
  }
  const port = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);
  if (!process.env.LOCAL_SUPABASE_MEMORY && (await isListening('127.0.0.1', port))) {
    console.error(
      `[seed] A local stack is running on port ${port} and holds the database files. Stop it ` +
        '(Ctrl-C in `npm run supabase:local` / `npm run dev`), then run `npm run db:reset`.',
    );
    process.exit(1);
  }
  console.log('[seed] Rebuilding the local database (npm run db:reset)…');
  const result = spawnSync('npm', ['run', 'db:reset'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error('[seed] npm run db:reset failed. Stop a running `npm run supabase:local` / `npm run dev` and try again.');
    process.exit(result.status ?? 1);
  }
}

main().catch((e) => {
  console.error(`[seed] ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});

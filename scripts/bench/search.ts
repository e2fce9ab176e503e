/**
 * Benchmark of the search (`npm run bench:search`): prints Markdown tables, asserts nothing (targets are
 * shown next to the figures). Every table carries the load average of the machine while it was measured.
 *
 * Parts (BENCH_PARTS, comma-separated, default `pg,local,buscar`):
 *
 *  pg      Native PostgreSQL (Debian's `postgresql` package: /usr/lib/postgresql/<v>/bin or BENCH_PG_BIN;
 *          when missing and running as root it runs `apt-get install -y postgresql`, else it is skipped).
 *          A throwaway cluster under .data/bench-pg-<pid> on a private socket and port (BENCH_PG_PORT,
 *          default 55432), the local stack's bootstrap.sql, supabase/migrations in file-name order and the
 *          100 000-listing seed (.data/seed-100000.sql, written with `SEED_SIZE=100000 npm run seed --
 *          --no-reset` when missing). Then p50/p95 of search_properties for 26 mixed filter sets (built
 *          from /buscar URLs exactly as the page sends them) and of properties_in_bbox for 6 map views, as
 *          the anon role, BENCH_RUNS (20; 50 with BENCH_SIZES) rounds of timed calls after one warm-up round, and the
 *          EXPLAIN (ANALYZE, BUFFERS) plans of the statements inside the functions (auto_explain). The
 *          cluster is stopped at the end (BENCH_KEEP=1 keeps its folder). BENCH_PG_SOCKET=<dir> measures an already running, loaded
 *          cluster (socket dir + BENCH_PG_PORT) instead.
 *          BENCH_SIZES=100000,1000000 (issue #35) measures each catalogue size in turn and compares them: a
 *          kept cluster per size in .data/bench-pg-<size> (built once from .data/seed-<size>.sql, written
 *          when missing; the 1M build takes a while), to which later runs apply only the migrations added
 *          since (a changed or removed one rebuilds it; BENCH_FRESH=1 too). Prints each query's p95 per size
 *          and the growth ratio (largest size / smallest) — measured again at the end with every size's cluster
 *          up, BENCH_GROWTH_RUNS (200) calls of each in blocks of rounds that alternate the sizes, so that both
 *          meet the same machine —, the load
 *          average, and as its last line
 *          `worst p95 at <largest>: <ms> ms; worst growth: <ratio>x` over the searches and map views.
 *          BENCH_PG_SHARED_BUFFERS sets the cluster's shared_buffers (default 256MB).
 *          BENCH_PG_ONLY=saved-searches measures only the saved-search table (issue #22).
 *  local   The local stack (PGlite) with the same seed, through its HTTP API as the browser and the
 *          server call it (supabase-js, anon key): the same 26 searches and 6 map views. Its database is
 *          kept in .data/bench-local-100000 (built once: several minutes; BENCH_FRESH=1 rebuilds it).
 *  buscar  /buscar under BENCH_CONNECTIONS (10) concurrent clients for BENCH_DURATION (10) s per URL with
 *          autocannon. Against BENCH_APP_URL when set; otherwise the script starts the local stack above
 *          on BENCH_SUPABASE_PORT (54451) and `next start` on BENCH_PORT (3251) from NEXT_DIST_DIR
 *          (.next-bench-search), building it first when the folder has no build or BENCH_BUILD=1.
 *
 * Targets (issue #6): native Postgres search p95 ≤ 30 ms and bbox p95 ≤ 30 ms; /buscar p95 ≤ 300 ms.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { resolveApiKeys, type ApiKeys } from '../../local-supabase/src/api-keys.ts';
import { AREA_URLS, BOXES, MAP_AREA_URLS, NEARBY, SEARCH_URLS, rpcFiltersOf } from './search-cases.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Timed calls per query: 20, or 50 when sizes are compared (BENCH_SIZES): a p95 of 20 calls is their second
 * slowest, so one stray slow call on a 2–5 ms query moved a size's p95, and its growth ratio, by up to 2×. */
const RUNS = Math.max(2, Number(process.env.BENCH_RUNS ?? (process.env.BENCH_SIZES ? 50 : 20)));
const SEED = path.resolve(ROOT, process.env.BENCH_SEED ?? '.data/seed-100000.sql');
/** Issue #35: catalogue sizes measured side by side (kept clusters, see above); null: one size, as before. */
const SIZES = process.env.BENCH_SIZES
  ? process.env.BENCH_SIZES.split(',').map((v) => {
      const n = Number(v.trim());
      if (!Number.isInteger(n) || n < 1000) throw new Error(`BENCH_SIZES: not a catalogue size: "${v}"`);
      return n;
    })
  : null;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pg,local,buscar').split(',').map((s) => s.trim()));
const TARGET_DB_MS = 30;
const TARGET_PAGE_MS = 300;

const SEARCHES = SEARCH_URLS.map(rpcFiltersOf);
/** The location box's suggestions (issue #40): prefixes as typed, typos, a UF, a state, a código, odd input. */
const PLACE_QUERIES = ['cu', 'curit', 'curitba', 'sao pa', 'pinheros', 'rua augusta', 'SP', 'parana', 'moema', '#100123', '100%_x'];
const TARGET_PLACES_MS = 15;
/** Issue #22: one new listing matched against SAVED_SEARCHES saved searches (private.saved_search_queue). */
const SAVED_SEARCHES = 10_000;
const TARGET_ALERT_MS = 50;
/** Issue #34: the listing page's price-context read and a listing's group refresh. */
const TARGET_PRICE_CONTEXT_MS = 10;
const boxLabel = ([a, b, c, d, f]: (typeof BOXES)[number]) => `${[a, b, c, d].join(',')} ${JSON.stringify(f)}`;

const sqlText = (v: string) => `'${v.replace(/'/g, "''")}'`;
const json = (v: unknown) => `${sqlText(JSON.stringify(v))}::jsonb`;
/** The searches' and map views' calls, as the anon role makes them; GROWTH_KEYS names them in the growth table. */
const SEARCH_CALLS = SEARCHES.map((f) => `select count(*) from public.search_properties(${json(f)});`);
const BOX_CALLS = BOXES.map(([a, b, c, d, f]) => `select count(*) from public.properties_in_bbox(${a}, ${b}, ${c}, ${d}, ${json(f)}, 2000);`);
const GROWTH_KEYS = [
  ...SEARCH_URLS.map((u, i) => `search ${i + 1} \`${u || '(no filters)'}\``),
  ...BOXES.map((b, i) => `map ${i + 1} \`${boxLabel(b)}\``),
];
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** One results table; returns the overall p95. */
function report(title: string, labels: string[], samples: number[][], loadText: string): number {
  console.log(`### ${title} (${RUNS} timed runs each, ms; load average 1/5/15 min: ${loadText})\n`);
  console.log('| # | filters | p50 | p95 | max |');
  console.log('|---:|---|---:|---:|---:|');
  samples.forEach((s, i) => {
    const sorted = [...s].sort((a, b) => a - b);
    console.log(
      `| ${i + 1} | \`${labels[i]}\` | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1) ?? NaN)} |`,
    );
  });
  const all = samples.flat().sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  console.log(`| all | ${all.length} calls | **${fmt(percentile(all, 50))}** | **${fmt(p95)}** | ${fmt(all.at(-1) ?? NaN)} |\n`);
  return p95;
}

const summary: string[] = [];
function verdict(what: string, p95: number, target: number, loadText: string) {
  summary.push(`| ${what} | ${fmt(p95)} | ≤ ${target} | ${p95 <= target ? 'met' : 'missed'} | ${loadText} |`);
}

/**
 * Issue #34, price context: the listing page's read (public.listing_price_context as anon, two primary-key
 * lookups of the precomputed groups and the last prices) and the refresh a publish/edit/pause/expiry runs
 * in the listings' statement trigger (private.price_context_refresh of the listing's six groups: its bairro
 * and its city, quartos ± 1), each for 10 random active listings and the 5 in the largest city groups kept
 * (the worst case: the most comparables to read and sort). Target p95 ≤ 10 ms each.
 */
async function priceContextPart(psql: (input: string, extra?: string[]) => string, timed: (calls: string[]) => number[][]) {
  const ids = psql(
    `(select id from public.properties where status = 'ativo' and expires_at > now() and price_per_m2 is not null
       order by hashint8(id) limit 10)
     union all
     (select p.id from private.price_context_groups g
        join lateral (select x.id from public.properties x
                       where x.status = 'ativo' and x.price_per_m2 is not null and x.transaction = g.transaction
                         and x.type = g.type and x.state = g.state and x.city_key = g.city_key and x.bedrooms = g.bedrooms
                       limit 1) p on true
       where g.neighborhood_key = '' order by g.comparables desc limit 5);`,
    ['-t', '-A'],
  )
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(Number);
  if (ids.length === 0) {
    console.log('### Price context: no active listing with an area; skipped.\n');
    return;
  }
  const readLoad = load();
  const readTimes = timed(ids.map((id) => `select public.listing_price_context(${id});`));
  verdict('native PG listing_price_context (listing page)', report('listing_price_context (listing page, anon)', ids.map(String), readTimes, readLoad), TARGET_PRICE_CONTEXT_MS, readLoad);
  // The refresh runs as the table's owner inside the trigger: timed here without `set role anon`.
  const refreshCall = (id: number) =>
    `select private.price_context_refresh((select jsonb_agg(k) from public.properties p cross join lateral private.price_context_keys(p.transaction, p.type, p.state, p.city_key, p.neighborhood_key, p.bedrooms) k where p.id = ${id}));`;
  const script = ['\\timing on', ...ids.flatMap((id) => Array.from({ length: RUNS + 1 }, () => refreshCall(id)))].join('\n');
  const times = [...psql(script, ['-t', '-A', '-o', '/dev/null']).matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1]));
  const refreshTimes = ids.map((_, i) => times.slice(i * (RUNS + 1) + 1, (i + 1) * (RUNS + 1)));
  const refreshLoad = load();
  verdict('native PG price context refresh (6 groups)', report('price context refresh of a listing’s 6 groups', ids.map(String), refreshTimes, refreshLoad), TARGET_PRICE_CONTEXT_MS, refreshLoad);
}

function ensureSeed(file = SEED, size = 100000) {
  if (fs.existsSync(file)) return;
  console.error(`Writing the ${size}-listing seed to ${path.relative(ROOT, file)}…`);
  execFileSync('npx', ['tsx', 'scripts/seed/index.ts', '--no-reset'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SEED_SIZE: String(size) },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Native PostgreSQL

function findPgBin(): string | null {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

function installPg(): string | null {
  if (process.getuid?.() !== 0) {
    console.log('Native PostgreSQL: not installed and not root (install Debian\'s `postgresql` package), skipped.\n');
    return null;
  }
  console.error('Native PostgreSQL: not installed; apt-get install -y postgresql…');
  const r = spawnSync('apt-get', ['install', '-y', 'postgresql'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const bin = r.status === 0 ? findPgBin() : null;
  if (!bin) console.log('Native PostgreSQL: `apt-get install -y postgresql` failed, skipped.\n');
  return bin;
}

/** One catalogue size's cluster (BENCH_SIZES), kept running after its tables for the growth table (compareSizes). */
interface SizeResult {
  size: number;
  listings: string;
  /** Timed calls on this size's cluster: `rounds` rounds after one warm-up round. */
  timed: (calls: string[], rounds: number) => number[][];
  stop: () => void;
}

/** The fingerprint of what a kept cluster was built from: the bootstrap, the seed and each migration. */
function buildManifest(seedFile: string) {
  const md5 = (file: string) => crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');
  // BENCH_SKIP_MIGRATIONS=<file>,…: left out of this run (a kept cluster applies them in a later run), e.g. other
  // people's unfinished migrations in a shared tree — a kept cluster rebuilds when an applied one changes.
  const skip = new Set((process.env.BENCH_SKIP_MIGRATIONS ?? '').split(',').map((s) => s.trim()));
  const migrations = fs.readdirSync(path.join(ROOT, 'supabase/migrations')).filter((f) => f.endsWith('.sql') && !skip.has(f)).sort();
  return {
    base: `${md5(path.join(ROOT, 'local-supabase/src/bootstrap.sql'))} ${md5(seedFile)}`,
    migrations: Object.fromEntries(migrations.map((f) => [f, md5(path.join(ROOT, 'supabase/migrations', f))])) as Record<string, string>,
  };
}

/**
 * The seed of a large catalogue as the benchmark loads it: the generated listings (scripts/seed/bulk.ts)
 * are inserted without the row triggers, which cost over a millisecond a row (1M listings took more than an
 * hour on the shared machine), and with their effects written by the SQL itself: the amenity labels are
 * turned into keys by the same function the trigger calls (on the generator's constant arrays, so once per
 * array, not per row: private.amenity_keys is immutable), and the places of the new listings are counted in
 * one statement by private.places_apply_sql, as the statement trigger does, and their lexemes added to
 * private.search_words (the typed-prefix expansion, issue #35) as its trigger does. No foreign key is checked for
 * these rows (they are built from the seed's own users). The saved-search alerts trigger has nothing to
 * match in a new database. The regular seed before them loads as usual.
 */
function bulkLoadSql(seed: string): string {
  const start = seed.indexOf('alter table public.properties disable trigger properties_before_write;');
  const end = seed.indexOf("select setval(pg_get_serial_sequence('public.properties', 'id')", start);
  if (start < 0 || end < 0) return seed;
  const firstId = /where p\.id >= (\d+);/.exec(seed.slice(start, end))?.[1];
  if (!firstId) return seed;
  const bulk = seed
    .slice(start, end)
    .replace(/array\[('[^'\]]*'(?:, '[^'\]]*')*)\]/g, 'private.amenity_keys(array[$1])');
  const places =
    `do $places$ begin execute private.places_apply_sql('select state, city, coalesce(city_key, '''') as city_key, ` +
    `neighborhood, coalesce(neighborhood_key, '''') as neighborhood_key, street, coalesce(street_key, '''') as street_key, ` +
    `1 as delta from public.properties where status = ''ativo'' and id >= ${firstId}'); end $places$;\n`;
  // The lexemes of the new listings for the typed-prefix expansion (issue #35, as the statement trigger does).
  const words =
    `insert into private.search_words (word) select word from pg_catalog.ts_stat(` +
    `'select search_vector from public.properties where id >= ${firstId}') on conflict do nothing;\n`;
  // The first price of each listing (issue #34), as the history trigger would; the price-context groups are
  // rebuilt once the indexes are back (see nativePostgres).
  const priceContext =
    `insert into public.property_price_history (property_id, price, condo_fee, recorded_at) select id, price, condo_fee, ` +
    `published_at from public.properties where id >= ${firstId} and status <> 'rascunho' and price > 0;\n`;
  return `${seed.slice(0, start)}set session_replication_role = replica;\n${bulk}set session_replication_role = origin;\n${places}${words}${priceContext}${seed.slice(end)}`;
}

async function nativePostgres(size?: number): Promise<SizeResult | undefined> {
  const reuse = size ? null : process.env.BENCH_PG_SOCKET ? path.resolve(process.env.BENCH_PG_SOCKET) : null;
  const seedFile = size ? path.join(ROOT, '.data', `seed-${size}.sql`) : SEED;
  const bin = findPgBin() ?? (reuse ? null : installPg());
  if (!bin) {
    if (reuse) console.log('Native PostgreSQL: no psql found, skipped.\n');
    return;
  }
  const asRoot = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root: run them as the `postgres` system user when we are root.
  const run = (cmd: string, args: string[], opts: { input?: string } = {}) => {
    const full: [string, string[]] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const r = spawnSync(full[0], full[1], { input: opts.input, encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr || r.stdout}`);
    return r.stdout + r.stderr;
  };
  const dir = reuse ?? path.join(ROOT, '.data', size ? `bench-pg-${size}` : `bench-pg-${process.pid}`);
  const kept = size !== undefined || process.env.BENCH_KEEP === '1';
  const data = path.join(dir, 'data');
  const port = Number(process.env.BENCH_PG_PORT ?? (reuse ? 5432 : 55432));
  const psql = (input: string, extra: string[] = []) =>
    run(path.join(bin, 'psql'), ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...extra], { input });
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();

  let started = false;
  let keepRunning = false;
  const stop = () => {
    if (!started) return;
    started = false;
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
    } catch (e) {
      console.error((e as Error).message);
    }
    if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    if (!reuse) {
      ensureSeed(seedFile, size ?? 100000);
      const manifestFile = path.join(dir, 'manifest.json');
      const manifest = buildManifest(seedFile);
      // A kept cluster (BENCH_SIZES) is reused when it was built from the same bootstrap and seed and every
      // migration it applied is unchanged: only the migrations added since are applied to it.
      let applied: Record<string, string> | null = null;
      if (size && process.env.BENCH_FRESH !== '1' && fs.existsSync(manifestFile) && fs.existsSync(path.join(data, 'PG_VERSION'))) {
        const old = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ReturnType<typeof buildManifest>;
        const same = old.base === manifest.base && Object.entries(old.migrations).every(([f, h]) => manifest.migrations[f] === h);
        if (same) applied = old.migrations;
        else console.error(`Native PostgreSQL: ${path.relative(ROOT, dir)} was built from other files; rebuilding it.`);
      }
      if (!applied) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
        if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
        run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
      }
      console.error(`Native PostgreSQL: ${version}, cluster ${path.relative(ROOT, dir)}${applied ? ' (kept)' : ''}, port ${port}`);
      run(path.join(bin, 'pg_ctl'), [
        '-D', data, '-l', path.join(dir, 'log.txt'), '-w', 'start', '-o',
        `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=${process.env.BENCH_PG_SHARED_BUFFERS ?? '256MB'} -c work_mem=16MB -c max_wal_size=4GB -c jit=off -c maintenance_work_mem=512MB`,
      ]);
      started = true;
      const t0 = Date.now();
      if (!applied) {
        // As local-supabase/src/migrate.ts: Supabase's pre-migration objects, then the migrations in order.
        psql(fs.readFileSync(path.join(ROOT, 'local-supabase/src/bootstrap.sql'), 'utf8'));
        for (const f of Object.keys(manifest.migrations)) psql(fs.readFileSync(path.join(ROOT, 'supabase/migrations', f), 'utf8'), ['-1']);
        // A large catalogue loads without the listings' secondary indexes, which are then built from the
        // loaded rows (the same definitions, pg_get_indexdef): maintaining ~20 of them row by row made the 1M
        // load take most of an hour.
        const defs = size
          ? psql(
              `select string_agg(pg_get_indexdef(i.indexrelid) || ';', E'\\n')
                 from pg_index i
                where i.indrelid in ('public.properties'::regclass, 'public.property_images'::regclass)
                  and not exists (select from pg_constraint k where k.conindid = i.indexrelid);`,
              ['-t', '-A'],
            ).trim()
          : '';
        if (defs) {
          const names = [...defs.matchAll(/^CREATE (?:UNIQUE )?INDEX (\S+) ON/gm)].map((m) => `public.${m[1]}`);
          psql(`drop index ${names.join(', ')};`);
        }
        // One transaction, as the local stack applies it (the seed's helper tables are ON COMMIT DROP).
        psql(size ? bulkLoadSql(fs.readFileSync(seedFile, 'utf8')) : fs.readFileSync(seedFile, 'utf8'), ['-1']);
        if (defs) psql(`set max_parallel_maintenance_workers = 2;\n${defs}`);
        // The bulk load ran without the listings' triggers: the price-context groups (issue #34), with the indexes.
        if (size) psql('select private.price_context_rebuild();', ['-o', '/dev/null']);
        psql('vacuum analyze;');
        console.error(`Loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      } else {
        const added = Object.keys(manifest.migrations).filter((f) => !(f in applied));
        for (const f of added) {
          console.error(`  applying ${f}…`);
          psql(fs.readFileSync(path.join(ROOT, 'supabase/migrations', f), 'utf8'), ['-1']);
        }
        if (added.length) {
          psql('vacuum analyze;');
          console.error(`${added.length} new migration(s) applied in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        }
      }
      if (size) fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
    }
    const counts = psql(`select count(*) filter (where status = 'ativo') || ' active of ' || count(*) from public.properties;`, ['-t', '-A']).trim();
    console.log(`## Native PostgreSQL — ${version}, ${counts} listings\n`);
    // Warm the caches the way a running server's are: one pass over the table and its indexes.
    if (size) psql("set max_parallel_workers_per_gather = 0; select count(*) from public.properties where status = 'ativo' and title <> '';", ['-t', '-A', '-o', '/dev/null']);

    // Timed calls: psql's \timing over the private socket, as the anon role (what PostgREST does).
    // Each call once to warm up, then RUNS rounds over all the calls: a stall of the machine (another process, a
    // checkpoint) costs one run of several queries, not several runs of one query — with the runs of a query back
    // to back, a 200 ms stall put three of its fifty calls over its p95 and doubled that size's figure.
    const timed = (calls: string[], runs = RUNS) => {
      const rounds = Array.from({ length: runs + 1 }, () => calls).flat();
      const script = ['set role anon;', '\\timing on', ...rounds].join('\n');
      const out = psql(script, ['-t', '-A', '-o', '/dev/null']);
      const times = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1]));
      if (times.length !== rounds.length) throw new Error(`psql timed ${times.length} of ${rounds.length} calls`);
      return calls.map((_, i) => Array.from({ length: runs }, (__, r) => times[(r + 1) * calls.length + i]!)); // round 0 warms up
    };
    // BENCH_PG_ONLY=saved-searches: only the saved-search table (issue #22).
    if (process.env.BENCH_PG_ONLY === 'saved-searches') {
      const onlyLoad = load();
      const only = savedSearchMatching(psql);
      verdict(`native PG one new listing vs ${SAVED_SEARCHES} saved searches`, report(only.title, only.labels, only.times, onlyLoad), TARGET_ALERT_MS, onlyLoad);
      return undefined;
    }
    const searchLoad = load();
    const searchTimes = timed(SEARCH_CALLS);
    const searchP95 = report('search_properties', SEARCHES.map((f) => JSON.stringify(f)), searchTimes, searchLoad);
    verdict('native PG search_properties', searchP95, TARGET_DB_MS, searchLoad);
    const boxLoad = load();
    const boxTimes = timed(BOX_CALLS);
    const boxP95 = report('properties_in_bbox (max_rows 2000)', BOXES.map(boxLabel), boxTimes, boxLoad);
    verdict('native PG properties_in_bbox', boxP95, TARGET_DB_MS, boxLoad);
    const placeLoad = load();
    const placeTimes = timed(PLACE_QUERIES.map((q) => `select count(*) from public.place_suggestions(${sqlText(q)});`));
    verdict('native PG place_suggestions', report('place_suggestions', PLACE_QUERIES, placeTimes, placeLoad), TARGET_PLACES_MS, placeLoad);
    await priceContextPart(psql, timed);
    // Issue #22: a drawn area, /imoveis-proximos, and the alerts of a new listing.
    const areaLoad = load();
    const areaTimes = timed(AREA_URLS.map((u) => `select count(*) from public.search_properties(${json(rpcFiltersOf(u))});`));
    const areaLabels = AREA_URLS.map((u) => {
      const f = rpcFiltersOf(u) as { polygon?: unknown[] };
      return `${u.replace(/(^|&)area=[^&]*/, '$1area=…').replace(/^&/, '')} (${f.polygon?.length ?? 0} corners)`;
    });
    verdict('native PG search_properties, drawn area', report('search_properties with a drawn area (issue #22)', areaLabels, areaTimes, areaLoad), TARGET_DB_MS, areaLoad);
    // Session 16: 'Buscar nesta área' by price (scripts/bench/search-cases.ts), not in the last line.
    const mapAreaLoad = load();
    const mapAreaTimes = timed(MAP_AREA_URLS.map((u) => `select count(*) from public.search_properties(${json(rpcFiltersOf(u))});`));
    verdict('native PG search_properties, map area by price', report("search_properties, 'Buscar nesta área' by price (not in the last line)", MAP_AREA_URLS, mapAreaTimes, mapAreaLoad), TARGET_DB_MS, mapAreaLoad);
    const nearbyLoad = load();
    const nearbyTimes = timed(
      NEARBY.map(([lat, lng, r, slug]) => `select count(*) from public.nearby_properties(${lat}, ${lng}, ${r}, ${slug ? sqlText(slug) : 'null'}, 60);`),
    );
    const nearbyLabels = NEARBY.map(([lat, lng, r, slug]) => `${lat}, ${lng}, ${r} km${slug ? `, ${slug}` : ''}, 60 rows`);
    verdict('native PG nearby_properties', report('nearby_properties (/imoveis-proximos, issue #22)', nearbyLabels, nearbyTimes, nearbyLoad), TARGET_DB_MS, nearbyLoad);
    const alertLoad = load();
    const alert = savedSearchMatching(psql);
    verdict(`native PG one new listing vs ${SAVED_SEARCHES} saved searches`, report(alert.title, alert.labels, alert.times, alertLoad), TARGET_ALERT_MS, alertLoad);
    const result: SizeResult | undefined = size ? { size, listings: counts, timed, stop } : undefined;

    // The plans of the statements the functions run (dynamic SQL), through auto_explain.
    if (process.env.BENCH_EXPLAIN !== '0') {
      const explain = (call: string) =>
        psql(
          [
            "load 'auto_explain';",
            'set auto_explain.log_min_duration = 0;',
            'set auto_explain.log_analyze = on;',
            'set auto_explain.log_buffers = on;',
            'set auto_explain.log_timing = on;',
            'set auto_explain.log_nested_statements = on;',
            "set auto_explain.log_level = 'notice';",
            'set client_min_messages = notice;',
            'set role anon;',
            call, // warm
            call,
          ].join('\n'),
          ['-t', '-A', '-o', '/dev/null'],
        );
      // Only the plans of the second (warm) call, and only the statements on listings.
      const plans = (out: string) => {
        const blocks = out.split(/^(?:psql:[^\n]*?)?NOTICE:\s+/m).filter((b) => /properties p\b|properties_in_bbox|search_properties\(/.test(b));
        return blocks.slice(blocks.length / 2).map((b) => b.trim()).join('\n\n');
      };
      const picks: [string, string][] = [
        [`search_properties — ${SEARCH_URLS[0] || '(no filters)'}`, SEARCH_CALLS[0]!],
        [`search_properties — ${SEARCH_URLS[3]}`, SEARCH_CALLS[3]!],
        [`search_properties — ${SEARCH_URLS[7]}`, SEARCH_CALLS[7]!],
        [`search_properties — ${SEARCH_URLS[17]}`, SEARCH_CALLS[17]!],
        [`search_properties — ${SEARCH_URLS[18]}`, SEARCH_CALLS[18]!],
        // Issue #36: a covered rent range with pets and mobiliado, and 'Todos' with a rent and a sale range.
        [`search_properties — ${SEARCH_URLS[19]}`, SEARCH_CALLS[19]!],
        [`search_properties — ${SEARCH_URLS[23]}`, SEARCH_CALLS[23]!],
        [`properties_in_bbox — ${boxLabel(BOXES[0]!)}`, BOX_CALLS[0]!],
        [`properties_in_bbox — ${boxLabel(BOXES[2]!)}`, BOX_CALLS[2]!],
        [`properties_in_bbox — ${boxLabel(BOXES[5]!)}`, BOX_CALLS[5]!],
        // Issue #35: free text, places and deep pages (what grew with the catalogue).
        ...[6, 7, 10, 12, 13, 14, 26, 27].map((i) => [`search_properties — ${SEARCH_URLS[i]}`, SEARCH_CALLS[i]!] as [string, string]),
      ];
      for (const [label, call] of picks) {
        console.log(`#### EXPLAIN (ANALYZE, BUFFERS): ${label}\n\n\`\`\`\n${plans(explain(call))}\n\`\`\`\n`);
      }
    }
    keepRunning = result !== undefined;
    return result;
  } finally {
    // A size's cluster (BENCH_SIZES) stays up for the interleaved rounds of compareSizes, which stops it.
    if (!reuse && !keepRunning) stop();
  }
}

/** A small seeded generator (mulberry32): the same saved searches on every run. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Issue #22: what publishing one listing costs the saved-search alerts. SAVED_SEARCHES saved searches of the
 * seed's clients are inserted in a transaction that is rolled back at the end, drawn (seeded) like the
 * searches people save: where the listings are (a city, 85%, with its UF half the time; a UF only, 10%;
 * anywhere, 5%), a transação (90%), a drawn area (30%: 6–30 corners, 0.5–3 km around a listing), types
 * (40%), bedrooms (40%), a maximum rent or price (60%), pets/furnished, a word (5%). Then, for BENCH_RUNS + 1
 * active listings (the first warms up), the time of private.saved_search_queue(id) — what the listings'
 * trigger runs on publication, reactivation and a lower price: the plain pre-checks, then the search
 * predicate (property_filter_sql) of each remaining search against that one listing.
 */
function savedSearchMatching(psql: (input: string, extra?: string[]) => string) {
  const rows = (sql: string) =>
    psql(sql, ['-t', '-A', '-F', '\t'])
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t'));
  const places = rows(
    "select city, state, approx_longitude, approx_latitude from public.properties where status = 'ativo' and approx_latitude is not null order by md5(id::text) limit 3000;",
  );
  const users = rows("select id from public.profiles where role = 'cliente' order by id limit 500;").map((r) => r[0]!);
  const listings = rows(`select id from public.properties where status = 'ativo' order by md5(id::text || 'x') limit ${RUNS + 1};`).map((r) => r[0]!);
  const rnd = prng(22);
  const pick = <T,>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
  const types = ['apartamento', 'casa', 'kitnet_studio', 'casa_condominio', 'sobrado', 'cobertura'];
  const searches = Array.from({ length: SAVED_SEARCHES }, (_, i) => {
    const [city, state, lng, lat] = pick(places);
    const f: Record<string, unknown> = {};
    const where = rnd();
    if (where < 0.85) {
      f.city = city;
      if (rnd() < 0.5) f.state = state;
    } else if (where < 0.95) f.state = state;
    if (rnd() < 0.9) f.transaction = rnd() < 0.6 ? 'aluguel' : 'venda';
    if (rnd() < 0.3) {
      const n = 6 + Math.floor(rnd() * 25);
      const r = (0.5 + rnd() * 2.5) / 111;
      f.polygon = Array.from({ length: n }, (_, k) => {
        const a = (2 * Math.PI * k) / n;
        const rr = r * (0.8 + 0.2 * Math.sin(3 * a));
        return [Math.round((Number(lng) + (rr * Math.cos(a)) / Math.cos((Number(lat) * Math.PI) / 180)) * 1e5) / 1e5, Math.round((Number(lat) + rr * Math.sin(a)) * 1e5) / 1e5];
      });
    }
    if (rnd() < 0.4) f.types = rnd() < 0.7 ? [pick(types)] : [pick(types), pick(types)];
    if (rnd() < 0.4) f.min_bedrooms = 1 + Math.floor(rnd() * 3);
    if (rnd() < 0.6) {
      if (f.transaction !== 'venda') f.rent_max = 1500 + Math.floor(rnd() * 65) * 100;
      if (f.transaction !== 'aluguel') f.sale_max = 300_000 + Math.floor(rnd() * 120) * 10_000;
    }
    if (rnd() < 0.1) f.pets_allowed = true;
    if (rnd() < 0.05) f.furnished = true;
    if (rnd() < 0.05) f.q = pick(['piscina', 'varanda', 'metrô', 'vista mar']);
    return { user: users[i % users.length], filters: f };
  });
  const script = [
    'begin;',
    `insert into public.saved_searches (user_id, name, query, filters, frequency)
       select (e ->> 'user')::uuid, 'bench', '', e -> 'filters', 'instant'
       from pg_catalog.jsonb_array_elements(${json(searches)}) as t (e);`,
    'analyze public.saved_searches;',
    '\\timing on',
    // The searches' shapes, built once (as after a migration; each new search gets its own on its first
    // candidate listing), then what one listing costs.
    'select private.saved_search_match_build(array(select id from public.saved_searches));',
    ...listings.map((id) => `select private.saved_search_queue(${id}, 'published');`),
    '\\timing off',
    'rollback;',
  ].join('\n');
  const out = psql(script, ['-t', '-A']);
  const [build, ...times] = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1]));
  const queued = out
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^\d+$/.test(l))
    .map(Number);
  const withArea = searches.filter((s) => s.filters.polygon).length;
  return {
    title: `one new listing against ${SAVED_SEARCHES} saved searches (${withArea} with a drawn area; their shapes built once in ${fmt(build ?? NaN)} ms): private.saved_search_queue, issue #22`,
    labels: [`${listings.length - 1} listings, alerts queued per listing: ${queued.slice(1).join(', ')}`],
    times: [times.slice(1)],
  };
}

/**
 * The growth table's figures are measured again with every size's cluster up, in INTERLEAVE_BLOCKS blocks that
 * alternate the sizes (A B, B A, …), each a psql session of one warm-up round and GROWTH_RUNS / INTERLEAVE_BLOCKS
 * timed rounds of the searches and map views: the sizes share the machine's conditions, where one size measured
 * minutes after the other met another load (the ratio of two such runs moved by 1.5× on a shared machine).
 * GROWTH_RUNS (BENCH_GROWTH_RUNS, 200) calls per query and size: the p95 of 50 calls is their third slowest, so
 * two stalls of the machine (a few ms each) in one size's calls decided a query's growth while its median had
 * not moved (2026-11-27: 'page 588' p50 2.9 → 3.0 ms, p95 3.7 → 7.6 ms); of 200 calls it is their eleventh.
 */
const INTERLEAVE_BLOCKS = 10;
const GROWTH_RUNS = Math.max(INTERLEAVE_BLOCKS, Number(process.env.BENCH_GROWTH_RUNS ?? 200));

/** Each size's calls of the searches and map views, alternating (see above): their p95s and p50s per size. */
function interleave(results: SizeResult[]) {
  const calls = [...SEARCH_CALLS, ...BOX_CALLS];
  const per = Math.max(1, Math.ceil(GROWTH_RUNS / INTERLEAVE_BLOCKS));
  const times = results.map(() => calls.map(() => [] as number[]));
  const loads: string[] = [load()];
  for (let b = 0; b < INTERLEAVE_BLOCKS; b++) {
    const order = results.map((_, k) => k);
    if (b % 2) order.reverse();
    for (const k of order) results[k]!.timed(calls, per).forEach((xs, i) => times[k]![i]!.push(...xs));
  }
  loads.push(load());
  const sorted = times.map((perCall) => perCall.map((xs) => [...xs].sort((a, b) => a - b)));
  return {
    runs: per * INTERLEAVE_BLOCKS,
    loads,
    p95: sorted.map((perCall) => perCall.map((xs) => percentile(xs, 95))),
    p50: sorted.map((perCall) => perCall.map((xs) => percentile(xs, 50))),
  };
}

/** Issue #35: the p95 of each query at each size, the growth from the smallest to the largest, the verdict. */
function compareSizes(results: SizeResult[]) {
  const { runs, loads, p95, p50 } = interleave(results);
  const last = results.at(-1)!;
  const loadNow = load();
  console.log(`## Growth with the catalogue (p95 ms; load average 1/5/15 min now: ${loadNow})\n`);
  console.log(
    `${runs} timed runs of each query per size, in ${INTERLEAVE_BLOCKS} blocks alternating the sizes (both clusters up), ` +
      `after the per-size tables above; load average 1/5/15 min at their start and end: ${loads.join(' and ')}.\n`,
  );
  for (const r of results) console.log(`- ${r.size}: ${r.listings} listings`);
  console.log('');
  console.log(`| query | ${results.map((r) => `p95 at ${r.size}`).join(' | ')} | growth | p50s |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|---:|---:|`);
  let worstP95 = 0;
  let worstGrowth = 0;
  GROWTH_KEYS.forEach((key, i) => {
    const a = p95[0]![i]!;
    const b = p95.at(-1)![i]!;
    const growth = b / a;
    worstP95 = Math.max(worstP95, b);
    worstGrowth = Math.max(worstGrowth, growth);
    const p50s = p50.map((perCall) => fmt(perCall[i]!)).join(' → ');
    console.log(`| ${key} | ${p95.map((perCall) => fmt(perCall[i]!)).join(' | ')} | ${growth.toFixed(2)}x | ${p50s} |`);
  });
  console.log('');
  console.log(`worst p95 at ${last.size}: ${fmt(worstP95)} ms; worst growth: ${worstGrowth.toFixed(2)}x`);
}

// ---------------------------------------------------------------------------------------------------------
// The local stack (PGlite) and /buscar

const children: ChildProcess[] = [];
function stopChildren() {
  for (const c of children.splice(0)) {
    try {
      if (c.pid && c.exitCode === null) process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopChildren);
process.on('SIGINT', () => {
  stopChildren();
  process.exit(130);
});

async function waitFor(url: string, child: ChildProcess | null, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not come up in ${timeoutMs / 1000} s (${url})`);
}

let stackUrl: string | null = null;
/** The keys of the stack's data folder (random per folder, local-supabase/src/api-keys.ts), once it runs. */
let stackKeys: ApiKeys | null = null;
async function localStack(port: number, retried = false): Promise<string> {
  if (stackUrl) return stackUrl;
  ensureSeed();
  const dataDir = path.join(ROOT, '.data', 'bench-local-100000');
  if (process.env.BENCH_FRESH === '1' || retried) fs.rmSync(dataDir, { recursive: true, force: true });
  const fresh = !fs.existsSync(path.join(dataDir, 'pgdata'));
  console.error(`local stack on port ${port}${fresh ? ' (first start: loading the 100 000-listing seed, several minutes)' : ''}…`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOCAL_SUPABASE_HOST: '127.0.0.1',
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_SEED: SEED,
      LOCAL_SUPABASE_LOG: '0',
    },
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/health`, child, 1_800_000, 'the local stack');
  } catch (e) {
    // A kept database whose applied migrations changed since (or that is damaged): rebuild it once.
    if (fresh || retried || child.exitCode === null) throw e;
    console.error(`${(e as Error).message}; rebuilding ${path.relative(ROOT, dataDir)}…`);
    return localStack(port, true);
  }
  stackUrl = url;
  stackKeys = resolveApiKeys(dataDir, process.env.LOCAL_SUPABASE_JWT_SECRET);
  return url;
}

/** Realtime is never opened here; this stands in for the WebSocket Node 20 lacks. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the benchmark');
  }
}

function anonClient(url: string): SupabaseClient {
  return createClient(url, stackKeys!.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

async function localPart() {
  const url = await localStack(Number(process.env.BENCH_SUPABASE_PORT ?? 54451));
  const db = anonClient(url);
  const time = async (call: () => PromiseLike<{ error: unknown }>) => {
    const out: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now();
      const { error } = await call();
      if (error) throw new Error(`RPC failed: ${JSON.stringify(error)}`);
      if (i > 0) out.push(performance.now() - t0); // the first call warms up
    }
    return out;
  };
  console.log(`## Local stack (PGlite, HTTP through supabase-js as anon)\n`);
  const searchLoad = load();
  const searches: number[][] = [];
  for (const f of SEARCHES) searches.push(await time(() => db.rpc('search_properties', { filters: f as never })));
  const sp95 = report('search_properties', SEARCHES.map((f) => JSON.stringify(f)), searches, searchLoad);
  verdict('local stack search_properties (HTTP)', sp95, TARGET_DB_MS, searchLoad);
  const boxLoad = load();
  const boxes: number[][] = [];
  for (const [a, b, c, d, f] of BOXES) {
    boxes.push(
      await time(() =>
        db.rpc('properties_in_bbox', { min_lat: a, min_lng: b, max_lat: c, max_lng: d, filters: f as never, max_rows: 2000 }),
      ),
    );
  }
  const bp95 = report('properties_in_bbox (max_rows 2000)', BOXES.map(boxLabel), boxes, boxLoad);
  verdict('local stack properties_in_bbox (HTTP)', bp95, TARGET_DB_MS, boxLoad);
}

async function buscarPart() {
  let base = process.env.BENCH_APP_URL?.replace(/\/$/, '');
  if (!base) {
    const supabasePort = Number(process.env.BENCH_SUPABASE_PORT ?? 54451);
    const port = Number(process.env.BENCH_PORT ?? 3251);
    const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench-search';
    base = `http://localhost:${port}`;
    const supabaseUrl = await localStack(supabasePort);
    const appEnv = {
      ...process.env,
      NEXT_PUBLIC_SUPABASE_URL: supabaseUrl,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: stackKeys!.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stackKeys!.serviceRoleKey,
      NEXT_PUBLIC_SITE_URL: base,
      NEXT_DIST_DIR: distDir,
      NEXT_SKIP_TYPECHECK: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    if (process.env.BENCH_BUILD === '1' || !fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
      console.error(`building into ${distDir} (its URLs: ${supabaseUrl}, ${base})…`);
      const r = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env: appEnv, stdio: ['ignore', 'ignore', 'inherit'] });
      if (r.status !== 0) throw new Error('next build failed');
    }
    const child = spawn('npx', ['next', 'start', '-p', String(port)], { cwd: ROOT, env: appEnv, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    await waitFor(`${base}/buscar`, child, 120_000, 'next start');
  }
  const moduleName = 'autocannon'; // untyped package: imported by name, typed below
  type Instance = PromiseLike<unknown> & { on(e: 'response', cb: (c: unknown, status: number, bytes: number, ms: number) => void): void };
  const { default: autocannon } = (await import(moduleName)) as { default: (o: Record<string, unknown>) => Instance };
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const paths = [
    '/buscar',
    '/buscar?transacao=alugar&quartos=2',
    '/buscar?q=pinheiros',
    '/buscar?transacao=comprar&ordem=menor-preco&tipos=casa',
    '/buscar?cidade=rio+de+janeiro&ordem=recentes',
  ];
  for (const p of paths) await fetch(base + p).then((r) => r.arrayBuffer()); // warm each route once
  const l = load();
  console.log(`## /buscar — autocannon, ${connections} connections, ${duration} s per URL, ${base} (load average ${l})\n`);
  console.log('| path | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const all: number[] = [];
  for (const p of paths) {
    const times: number[] = [];
    let bad = 0;
    const t0 = performance.now();
    const instance = autocannon({ url: base + p, connections, duration });
    instance.on('response', (_c, status, _bytes, ms) => {
      times.push(ms);
      if (status < 200 || status >= 300) bad++;
    });
    const result = (await instance) as { errors: number; timeouts: number };
    const seconds = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `| \`${p}\` | ${(times.length / seconds).toFixed(1)} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 95))} | ${fmt(percentile(times, 99))} | ${fmt(times.at(-1) ?? NaN)} | ${bad + result.errors + result.timeouts} |`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  console.log(`| all | ${all.length} requests | **${fmt(percentile(all, 50))}** | **${fmt(p95)}** | ${fmt(percentile(all, 99))} | ${fmt(all.at(-1) ?? NaN)} | |\n`);
  verdict(`/buscar, ${connections} clients`, p95, TARGET_PAGE_MS, l);
}

try {
  console.log(`# bench:search — ${new Date().toISOString()}, ${os.cpus().length} CPUs\n`);
  if (PARTS.has('pg') && SIZES) {
    const results: SizeResult[] = [];
    for (const size of SIZES) {
      const r = await nativePostgres(size);
      if (r) results.push(r);
    }
    try {
      if (results.length === SIZES.length) {
        // The verdict line is the run's last: the other parts are not run in this mode.
        compareSizes(results);
        for (const r of results) r.stop();
        process.exit(0);
      }
    } finally {
      for (const r of results) r.stop();
    }
  } else if (PARTS.has('pg')) await nativePostgres();
  if (PARTS.has('local')) await localPart();
  if (PARTS.has('buscar')) await buscarPart();
  if (summary.length) {
    console.log('## Summary\n');
    console.log('| measure | p95 ms | target ms | | load average 1/5/15 |');
    console.log('|---|---:|---:|---|---|');
    for (const s of summary) console.log(s);
    console.log('');
  }
} finally {
  stopChildren();
}

/**
 * Benchmark of the search (`npm run bench:search`): prints figures, asserts nothing.
 *
 * 1. Native PostgreSQL (Debian's `postgresql` package, found under /usr/lib/postgresql/<v>/bin or
 *    BENCH_PG_BIN): a throwaway cluster under .data/bench-pg-<pid> on a private socket, the local stack's
 *    bootstrap.sql, supabase/migrations and the 100 000-listing seed (.data/seed-100000.sql; made with
 *    `SEED_SIZE=100000 npm run seed -- --no-reset` when missing). Then p50/p95 of search_properties for 20
 *    mixed filter sets and of properties_in_bbox for 5 map views (BENCH_RUNS timed calls each, after one
 *    warm-up), and the EXPLAIN ANALYZE plans of the statements inside the two functions (auto_explain).
 * 2. /buscar under BENCH_CONNECTIONS (10) concurrent clients for BENCH_DURATION (10) seconds with
 *    autocannon, when BENCH_APP_URL points at a running `next start` (e.g. http://localhost:3000).
 *
 * BENCH_KEEP=1 keeps the cluster directory; BENCH_SKIP_PG=1 skips part 1.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SEED = path.resolve(ROOT, process.env.BENCH_SEED ?? '.data/seed-100000.sql');

/** 20 mixed filter sets, as /buscar sends them (see lib/search/params.ts toRpcFilters). */
const SEARCHES: Record<string, unknown>[] = [
  { sort: 'relevance', limit: 12 },
  { transaction: 'aluguel', sort: 'relevance', limit: 12 },
  { transaction: 'venda', sort: 'price_asc', limit: 12 },
  { transaction: 'aluguel', types: ['apartamento'], min_bedrooms: 2, sort: 'relevance', limit: 12 },
  { transaction: 'aluguel', max_price: 3000, sort: 'price_asc', limit: 12 },
  { transaction: 'venda', types: ['casa', 'sobrado'], min_bedrooms: 3, max_price: 900000, sort: 'recent', limit: 12 },
  { q: 'pinheiros', sort: 'relevance', limit: 12 },
  { q: 'apartamento vista', transaction: 'aluguel', sort: 'relevance', limit: 12 },
  { q: 'piscina', sort: 'price_desc', limit: 12 },
  { q: '#100123', sort: 'relevance', limit: 12 },
  { q: 'sao paulo', sort: 'recent', limit: 12 },
  { city: 'São Paulo', transaction: 'aluguel', sort: 'relevance', limit: 12 },
  { city: 'rio de janeiro', types: ['cobertura'], sort: 'price_desc', limit: 12 },
  { neighborhood: 'moema', sort: 'relevance', limit: 12 },
  { street: 'rua augusta', sort: 'relevance', limit: 12 },
  { objective: 'comercial', sort: 'recent', limit: 12 },
  { types: ['kitnet_studio'], max_price: 2000, sort: 'price_asc', limit: 12 },
  { min_lat: -23.62, min_lng: -46.72, max_lat: -23.52, max_lng: -46.6, sort: 'relevance', limit: 12 },
  { transaction: 'aluguel', min_bedrooms: 4, sort: 'price_desc', limit: 12, offset: 48, count: false },
  { transaction: 'venda', sort: 'recent', limit: 100, offset: 200, count: false },
];

/** Map views: [min_lat, min_lng, max_lat, max_lng, filters]. */
const BOXES: [number, number, number, number, Record<string, unknown>][] = [
  [-23.75, -46.85, -23.35, -46.4, {}],
  [-23.62, -46.72, -23.52, -46.6, {}],
  [-23.62, -46.72, -23.52, -46.6, { transaction: 'aluguel', min_bedrooms: 2 }],
  [-33.8, -73.9, 5.3, -34.8, {}],
  [-23.0, -43.5, -22.8, -43.1, { transaction: 'venda', types: ['apartamento', 'cobertura'] }],
];

const sqlText = (v: string) => `'${v.replace(/'/g, "''")}'`;
const json = (v: unknown) => `${sqlText(JSON.stringify(v))}::jsonb`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
const fmt = (n: number) => n.toFixed(1);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function findPgBin(): string | null {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

async function nativePostgres() {
  const bin = findPgBin();
  if (!bin) {
    console.log('Native PostgreSQL: not installed (apt-get install -y postgresql), skipped.\n');
    return;
  }
  if (!fs.existsSync(SEED)) {
    console.log(`Writing the 100 000-listing seed to ${path.relative(ROOT, SEED)}…`);
    execFileSync('npx', ['tsx', 'scripts/seed/index.ts', '--no-reset'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, SEED_SIZE: '100000' },
    });
  }
  const dir = path.join(ROOT, '.data', `bench-pg-${process.pid}`);
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  console.log(`Native PostgreSQL: ${version}, cluster ${path.relative(ROOT, dir)}, port ${port}`);
  const asPostgresUser = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root: run them as the `postgres` system user when we are root.
  const run = (cmd: string, args: string[], opts: { input?: string } = {}) => {
    const full = asPostgresUser ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const r = spawnSync(full[0] as string, full[1] as string[], { input: opts.input, encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr || r.stdout}`);
    return r.stdout + r.stderr;
  };
  if (asPostgresUser) execFileSync('chown', ['-R', 'postgres', dir]);
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D', data, '-l', path.join(dir, 'log.txt'), '-w', 'start', '-o',
    `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=256MB -c work_mem=16MB -c max_wal_size=4GB -c jit=off`,
  ]);
  const psql = (input: string, extra: string[] = []) =>
    run(path.join(bin, 'psql'), ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...extra], { input });
  try {
    const t0 = Date.now();
    psql(fs.readFileSync(path.join(ROOT, 'local-supabase/src/bootstrap.sql'), 'utf8'));
    const migrations = fs.readdirSync(path.join(ROOT, 'supabase/migrations')).filter((f) => f.endsWith('.sql')).sort();
    for (const f of migrations) psql(fs.readFileSync(path.join(ROOT, 'supabase/migrations', f), 'utf8'));
    // One transaction, as the local stack applies it (the seed's helper tables are ON COMMIT DROP).
    psql(fs.readFileSync(SEED, 'utf8'), ['-1']);
    psql('vacuum analyze;');
    const counts = psql(`select count(*) filter (where status = 'ativo') || ' active of ' || count(*) from public.properties;`, ['-t', '-A']).trim();
    console.log(`Loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${counts} listings\n`);

    // Timed calls: psql's \timing over the private socket, as the anon role (what PostgREST does).
    const timed = (calls: string[]) => {
      const script = ['set role anon;', '\\timing on', ...calls.flatMap((c) => [c, ...Array.from({ length: RUNS }, () => c)])].join('\n');
      const out = psql(script, ['-t', '-A', '-o', '/dev/null']);
      const times = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1]));
      const per = RUNS + 1;
      return calls.map((_, i) => times.slice(i * per + 1, (i + 1) * per)); // drop each warm-up
    };
    const report = (title: string, labels: string[], samples: number[][]) => {
      console.log(`### ${title} (${RUNS} runs each, ms)\n`);
      console.log('| # | filters | p50 | p95 |');
      console.log('|---|---|---|---|');
      samples.forEach((s, i) => {
        const sorted = [...s].sort((a, b) => a - b);
        console.log(`| ${i + 1} | \`${labels[i]}\` | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} |`);
      });
      const all = samples.flat().sort((a, b) => a - b);
      console.log(`| all | ${all.length} calls | **${fmt(percentile(all, 50))}** | **${fmt(percentile(all, 95))}** |\n`);
    };
    const searchCalls = SEARCHES.map((f) => `select count(*) from public.search_properties(${json(f)});`);
    report('search_properties', SEARCHES.map((f) => JSON.stringify(f)), timed(searchCalls));
    const boxCalls = BOXES.map(
      ([a, b, c, d, f]) => `select count(*) from public.properties_in_bbox(${a}, ${b}, ${c}, ${d}, ${json(f)});`,
    );
    report('properties_in_bbox (max 2000 rows)', BOXES.map(([a, b, c, d, f]) => `${[a, b, c, d].join(',')} ${JSON.stringify(f)}`), timed(boxCalls));

    // The plans of the statements the functions run (dynamic SQL), through auto_explain.
    const explain = (call: string) =>
      psql(
        [
          "load 'auto_explain';",
          'set auto_explain.log_min_duration = 0;',
          'set auto_explain.log_analyze = on;',
          'set auto_explain.log_buffers = on;',
          'set auto_explain.log_nested_statements = on;',
          "set auto_explain.log_level = 'notice';",
          'set client_min_messages = notice;',
          call,
        ].join('\n'),
        ['-t', '-A', '-o', '/dev/null'],
      );
    for (const [label, call] of [
      ['search_properties — rentals, apartment, 2+ bedrooms, relevance', searchCalls[3]!],
      ['search_properties — text "apartamento vista", rentals', searchCalls[7]!],
      ['properties_in_bbox — São Paulo', boxCalls[0]!],
    ] as const) {
      console.log(`### EXPLAIN ANALYZE: ${label}\n\n\`\`\`\n${explain(call).replace(/^psql:.*?NOTICE:\s*/gm, '').trim()}\n\`\`\`\n`);
    }
  } finally {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
    } catch (e) {
      console.error((e as Error).message);
    }
    if (process.env.BENCH_KEEP !== '1') fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function buscarUnderLoad() {
  const base = process.env.BENCH_APP_URL;
  if (!base) {
    console.log('/buscar under load: set BENCH_APP_URL to a running `next start` (e.g. http://localhost:3000), skipped.');
    return;
  }
  const moduleName = 'autocannon'; // untyped package: imported by name, typed below
  const { default: autocannon } = (await import(moduleName)) as {
    default: (o: Record<string, unknown>) => Promise<{ latency: Record<string, number>; requests: { average: number }; non2xx: number; errors: number }>;
  };
  const paths = ['/buscar', '/buscar?transacao=alugar&quartos=2', '/buscar?q=pinheiros', '/buscar?transacao=comprar&ordem=menor-preco&tipos=casa'];
  console.log(`### /buscar with autocannon (${process.env.BENCH_CONNECTIONS ?? 10} connections, ${process.env.BENCH_DURATION ?? 10} s each)\n`);
  console.log('| path | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|---|');
  for (const p of paths) {
    const r = await autocannon({
      url: base.replace(/\/$/, '') + p,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      duration: Number(process.env.BENCH_DURATION ?? 10),
    });
    console.log(`| \`${p}\` | ${fmt(r.requests.average)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.non2xx + r.errors} |`);
  }
}

if (process.env.BENCH_SKIP_PG === '1') console.log('Native PostgreSQL: skipped (BENCH_SKIP_PG=1).\n');
else await nativePostgres();
await buscarUnderLoad();

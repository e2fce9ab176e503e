/**
 * npm run bench:cache (issue #21): requests per second of the public pages against a bare Next.js app, both
 * started in this run on this machine, with autocannon (BENCH_CONNECTIONS connections, default 10; each URL warmed up,
 * then the median of BENCH_ROUNDS interleaved rounds of BENCH_SECONDS, default 3 × 5 s: measureAll).
 *
 * The baseline (built in .data/bench-cache-baseline from this repository's Next and React): a static page and
 * a page rendered per request. The site (scripts/bench/site.ts): its own build (.next-bench-cache; BENCH_BUILD=1
 * rebuilds), the in-memory seeded local stack, `next start`. Each public page is measured signed out (the cached
 * copy) and signed in (a session cookie: the cached copy for / and /sobre-nos since session 13, whose personal
 * parts the browser reads; the listing and agency pages still per request); /buscar with one repeated filter set. Prints
 * one table with each page's req/s, p50, errors and its ratio to the static baseline, and the load average
 * before and after (the numbers mean little on a busy machine).
 *
 * Then the first-load JavaScript of every public page against the bare static page's (the "≤ 1.2 ×"):
 * the scripts a page's HTML makes a browser load — every `<script src>` but the `noModule` polyfills a modern
 * browser skips — each gzipped as `next start` sends it (zlib's default level). What a page fetches later (a
 * dialog on intent, the toast host on idle, a link's prefetch) is not first-load; Lighthouse's "JS KiB" counts
 * it too (bench:lighthouse). These figures do not depend on the machine's load. BENCH_JS_ONLY=1 prints only them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { LOCAL_ANON_KEY } from '../../lib/env';
import { deferredScripts } from '../../lib/cache/first-paint-scripts.mjs';
import { loadAverage, ROOT, Site, waitFor } from './site';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Each URL is measured in this many rounds of SECONDS, the rounds interleaved; its figure is their median. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const BASE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3390);
const BASELINE_DIR = path.join(ROOT, '.data', 'bench-cache-baseline');

interface Row {
  what: string;
  rps: number;
  p50: number;
  errors: number;
  /** The response's size in kB (uncompressed: autocannon asks for no compression). */
  kb: number;
  /** The lowest and highest req/s of its rounds. */
  range: [number, number];
}

interface Result {
  requests: { average: number };
  latency: { p50: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
let autocannon: Autocannon;

interface Target {
  what: string;
  url: string;
  headers?: Record<string, string>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every target under the same conditions. Each is first warmed up with WARMUP_SECONDS of the same traffic (a
 * cached copy is rendered on its first visit; V8 compiles the hot paths of either server under load), then the
 * targets are measured in ROUNDS interleaved rounds, so that a change of the machine's load during the run falls
 * on all of them rather than on the ones measured then. One 10 s figure of the small static page varied from 728
 * to 1 667 req/s between runs of the same build; a target's figure is the median of its rounds (their range is
 * printed too), its errors the sum.
 */
async function measureAll(targets: Target[]): Promise<Row[]> {
  const runs = targets.map(() => [] as Result[]);
  const sizes: number[] = [];
  for (const { url, headers = {} } of targets) {
    sizes.push((await fetch(url, { headers }).then((r) => r.arrayBuffer())).byteLength);
    if (WARMUP_SECONDS > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { url, headers = {} }] of targets.entries()) {
      runs[i]!.push(await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }));
    }
  }
  return targets.map(({ what }, i) => ({
    what,
    rps: median(runs[i]!.map((r) => r.requests.average)),
    p50: median(runs[i]!.map((r) => r.latency.p50)),
    errors: runs[i]!.reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0),
    kb: sizes[i]! / 1000,
    range: [Math.min(...runs[i]!.map((r) => r.requests.average)), Math.max(...runs[i]!.map((r) => r.requests.average))],
  }));
}

/**
 * The first-load scripts of a page: every `<script src>` of its HTML but the `noModule` ones, and those a cached
 * copy requests after its first paint (lib/cache/first-paint-scripts.mjs), gzipped.
 */
async function firstLoadJs(base: string, page: string): Promise<{ kib: number; scripts: number }> {
  const html = await (await fetch(`${base}${page}`)).text();
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !/\snoModule\b/i.test(tag)) sources.add(src.replaceAll('&amp;', '&'));
  }
  for (const src of deferredScripts(html)) sources.add(src);
  let bytes = 0;
  for (const src of sources) {
    const res = await fetch(new URL(src, base));
    if (!res.ok) throw new Error(`${src} of ${page}: ${res.status}`);
    bytes += gzipSync(Buffer.from(await res.arrayBuffer())).byteLength;
  }
  return { kib: bytes / 1024, scripts: sources.size };
}

function startBaseline(): { child: ChildProcess; base: string } {
  fs.rmSync(BASELINE_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(BASELINE_DIR, 'app', 'dinamica'), { recursive: true });
  fs.mkdirSync(path.join(BASELINE_DIR, 'app', 'grande'), { recursive: true });
  const files: Record<string, string> = {
    'package.json': '{ "name": "bench-cache-baseline", "private": true, "type": "module" }\n',
    'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
    // Without a proxy of its own the build would pick up the repository's proxy.ts from Turbopack's root.
    'proxy.ts': "import { NextResponse } from 'next/server';\nexport function proxy() { return NextResponse.next(); }\nexport const config = { matcher: ['/_never'] };\n",
    // …and so would its instrumentation files (whose '@/' imports the baseline cannot resolve; the client one
    // would ship with the bare page).
    'instrumentation.ts': 'export function register() {}\n',
    'instrumentation-client.ts': 'export {};\n',
    'tsconfig.json': JSON.stringify({
      compilerOptions: { target: 'ES2022', lib: ['dom', 'esnext'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true, isolatedModules: true, esModuleInterop: true, plugins: [{ name: 'next' }] },
      include: ['**/*.ts', '**/*.tsx'],
    }),
    'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="pt-BR"><body>{children}</body></html>;
}
`,
    'app/page.tsx': `export default function Page() {
  return <main><h1>Estática</h1>{Array.from({ length: 30 }, (_, i) => <p key={i}>Lorem ipsum dolor sit amet {i}</p>)}</main>;
}
`,
    // A static page about the size of Lar's home (~160 kB with its RSC payload): on this machine the rate of a
    // static page follows its size, so the ratio to this one is the cost of Lar's own work per request.
    'app/grande/page.tsx': `export default function Page() {
  return <main><h1>Grande</h1>{Array.from({ length: 1100 }, (_, i) => <p key={i}>Lorem ipsum dolor sit amet consectetur {i}</p>)}</main>;
}
`,
    'app/dinamica/page.tsx': `import { connection } from 'next/server';
export default async function Page() {
  await connection();
  return <main><h1>Dinâmica</h1>{Array.from({ length: 30 }, (_, i) => <p key={i}>Lorem ipsum dolor sit amet {i}</p>)}</main>;
}
`,
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(BASELINE_DIR, name), text);
  const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' };
  console.error('building the bare Next.js baseline…');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: BASELINE_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('next build of the baseline failed');
  const child = spawn(process.execPath, [next, 'start', '-p', String(BASE_PORT)], { cwd: BASELINE_DIR, env, detached: true, stdio: 'ignore' });
  return { child, base: `http://localhost:${BASE_PORT}` };
}

/** A session cookie as @supabase/ssr writes it, from a password sign-in of a seed account. */
async function sessionCookie(supabaseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Lar@12345' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const session = await res.json();
  const ref = new URL(supabaseUrl).hostname.split('.')[0];
  return `sb-${ref}-auth-token=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

async function main() {
  const moduleName = 'autocannon'; // untyped package: imported by name, typed above
  autocannon = ((await import(moduleName)) as { default: Autocannon }).default;
  const site = new Site({
    port: Number(process.env.BENCH_PORT ?? 3391),
    supabasePort: Number(process.env.BENCH_SUPABASE_PORT ?? 54391),
    distDir: process.env.BENCH_DIST_DIR ?? '.next-bench-cache',
  });
  const baseline = startBaseline();
  const stop = () => {
    site.stop();
    try {
      process.kill(-baseline.child.pid!, 'SIGTERM');
    } catch {
      // gone
    }
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));

  site.build();
  await site.startStack();
  await site.startApp();
  await waitFor(`${baseline.base}/`, baseline.child, 60_000, 'the baseline');
  const before = loadAverage();

  // A public listing and an agency page of the seed, found the way a visitor finds them.
  const search = await (await fetch(`${site.base}/buscar`)).text();
  const listing = /href="(\/imovel\/\d+)"/.exec(search)?.[1] ?? '/imovel/1';
  const home = await (await fetch(`${site.base}/`)).text();
  const agency = /data-testid="partner-agencies"[\s\S]*?href="(\/[a-z0-9-]+)"/.exec(home)?.[1];
  const cookie = await sessionCookie(site.supabaseUrl, 'cliente@lar.dev');

  const publicPages = ['/', listing, '/sobre-nos', ...(agency ? [agency] : []), '/atendimento', '/termos', '/sou-corretor', '/sou-imobiliaria', '/anunciar-imovel', '/buscar', ...(agency ? [`/imoveis-proximos${agency}`] : [])];
  const bare = await firstLoadJs(baseline.base, '/');
  const jsRows = [`| bare Next: static page | ${bare.kib.toFixed(1)} | ${bare.scripts} | 1.00 |`];
  for (const page of publicPages) {
    const js = await firstLoadJs(site.base, page);
    jsRows.push(`| Lar ${page} | ${js.kib.toFixed(1)} | ${js.scripts} | ${(js.kib / bare.kib).toFixed(2)}${js.kib / bare.kib <= 1.2 ? '' : ' ✗'} |`);
  }
  const printJs = () => {
    console.log('\nFirst-load JavaScript (gzipped; target ≤ 1.2 × the bare page)\n');
    console.log('| page | KiB | scripts | × bare |');
    console.log('|---|---:|---:|---:|');
    for (const row of jsRows) console.log(row);
  };
  if (process.env.BENCH_JS_ONLY === '1') {
    printJs();
    stop();
    process.exit(0);
  }

  const pages = ['/', listing, '/sobre-nos', ...(agency ? [agency] : [])];
  const rows = await measureAll([
    { what: 'bare Next: static page', url: `${baseline.base}/` },
    { what: 'bare Next: dynamic page', url: `${baseline.base}/dinamica` },
    { what: 'bare Next: static page of ~160 kB', url: `${baseline.base}/grande` },
    ...pages.map((page) => ({ what: `Lar ${page} (signed out)`, url: `${site.base}${page}` })),
    ...pages.map((page) => ({ what: `Lar ${page} (signed in)`, url: `${site.base}${page}`, headers: { cookie } })),
    { what: 'Lar /buscar?cidade=Curitiba (signed out, repeated)', url: `${site.base}/buscar?cidade=Curitiba` },
  ]);

  const reference = rows[0]!.rps;
  console.log(`\n${CONNECTIONS} connections; ${WARMUP_SECONDS} s warm-up, then the median of ${ROUNDS} interleaved rounds of ${SECONDS} s; load average before ${before}, after ${loadAverage()}\n`);
  console.log('| what | kB | req/s | rounds | p50 ms | errors | × static |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.what} | ${r.kb.toFixed(0)} | ${r.rps.toFixed(0)} | ${r.range.map((n) => n.toFixed(0)).join('–')} | ${r.p50} | ${r.errors} | ${(r.rps / reference).toFixed(2)} |`);
  }
  printJs();
  stop();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

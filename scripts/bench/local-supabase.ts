/**
 * Benchmark of the local Supabase stand-in (`npm run bench:local-supabase`).
 *
 * Starts its own in-memory stack with the fixture migrations on a free loopback port (a child
 * process, so the clients do not share its event loop), then for each scenario runs CONCURRENCY
 * supabase-js clients in closed loops for DURATION seconds and prints a Markdown table of
 * requests/s and p50/p95/p99 latency; then REST latency alone and during a sign-in burst, with bcrypt in
 * worker threads and, as the baseline of the same run, on the event loop. Settings: BENCH_DURATION (s,
 * default 10), BENCH_CONCURRENCY (default 10), BENCH_BURST_CLIENTS (default 20).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../local-supabase/src/defaults.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** Upper bound per client and scenario, whatever the duration. */
const MAX_ITERATIONS = 200_000;

/** Realtime is never opened here; this stands in for the WebSocket Node 20 lacks. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the benchmark');
  }
}

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

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

async function startStack(extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOCAL_SUPABASE_MEMORY: '1',
      LOCAL_SUPABASE_HOST: '127.0.0.1',
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_SUPABASE_MIGRATIONS_DIR: path.join(ROOT, 'tests/fixtures/local-supabase/migrations'),
      LOCAL_SUPABASE_SEED: 'none',
      LOCAL_SUPABASE_LOG: '0',
      LOCAL_SUPABASE_RATE_SIGN_IN: '100000000',
      LOCAL_SUPABASE_RATE_SIGN_UP: '100000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack exited with code ${child.exitCode}`);
    if (Date.now() > end) throw new Error('the stack did not start in 120 s');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM')))) };
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CONCURRENCY workers, each awaiting one request after the other until the time is up. */
async function run(name: string, op: (worker: number, i: number) => Promise<boolean>): Promise<Result> {
  // Warm-up: a few rounds outside the measurement.
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => op(w, 0).catch(() => false)));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let i = 0; i < MAX_ITERATIONS && performance.now() < deadline; i++) {
        const t0 = performance.now();
        let ok = false;
        try {
          ok = await op(w, i);
        } catch {
          ok = false;
        }
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, requests: latencies.length, errors, seconds, latencies };
}

const BURST_CLIENTS = Number(process.env.BENCH_BURST_CLIENTS ?? 20);

interface BurstResult {
  name: string;
  rest: Result;
  signIns: number;
  signInErrors: number;
  seconds: number;
}

/**
 * Issue #32 §2: one REST client alone, then the same client while BURST_CLIENTS clients sign in over and
 * over — on a stack that hashes in worker threads (the default) and, as the baseline of the same run, on one
 * that hashes on its event loop (LOCAL_SUPABASE_HASH_THREADS=0, as before).
 */
async function signInBurst(label: string, env: Record<string, string>): Promise<BurstResult[]> {
  const stack = await startStack(env);
  try {
    const admin = client(stack.url, DEFAULT_SERVICE_ROLE_KEY);
    const email = `burst.${Date.now()}@example.com`;
    const password = 'Senha-forte-123';
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const rest = client(stack.url, DEFAULT_ANON_KEY);
    const restOnce = async (i: number) => {
      const id = 1 + ((i * 104729) % 10000);
      const { data, error } = await rest.from('items').select('id, name, price').eq('id', id).single();
      return !error && data?.id === id;
    };
    const loop = async (op: (i: number) => Promise<boolean>, deadline: number, out: { latencies: number[]; errors: number }) => {
      for (let i = 0; i < MAX_ITERATIONS && performance.now() < deadline; i++) {
        const t0 = performance.now();
        let ok = false;
        try {
          ok = await op(i);
        } catch {
          ok = false;
        }
        out.latencies.push(performance.now() - t0);
        if (!ok) out.errors++;
      }
    };
    const results: BurstResult[] = [];
    for (const withBurst of [false, true]) {
      await restOnce(0);
      const restOut = { latencies: [] as number[], errors: 0 };
      const signOut = { latencies: [] as number[], errors: 0 };
      const started = performance.now();
      const deadline = started + DURATION_S * 1000;
      const signers = withBurst
        ? Array.from({ length: BURST_CLIENTS }, () => client(stack.url, DEFAULT_ANON_KEY)).map((c) =>
            loop(async () => !(await c.auth.signInWithPassword({ email, password })).error, deadline, signOut),
          )
        : [];
      await Promise.all([loop(restOnce, deadline, restOut), ...signers]);
      const seconds = (performance.now() - started) / 1000;
      restOut.latencies.sort((a, b) => a - b);
      results.push({
        name: `${label}, ${withBurst ? `during ${BURST_CLIENTS} clients signing in` : 'alone'}`,
        rest: { name: 'rest', requests: restOut.latencies.length, errors: restOut.errors, seconds, latencies: restOut.latencies },
        signIns: signOut.latencies.length - signOut.errors,
        signInErrors: signOut.errors,
        seconds,
      });
    }
    return results;
  } finally {
    await stack.stop();
  }
}

async function main() {
  console.error(`starting an in-memory stack with the fixture migrations…`);
  const stack = await startStack();
  try {
    const admin = client(stack.url, DEFAULT_SERVICE_ROLE_KEY);
    const email = `bench.${Date.now()}@example.com`;
    const password = 'Senha-forte-123';
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    // One client per worker, as separate browsers or server requests would be.
    const clients = Array.from({ length: CONCURRENCY }, () => client(stack.url, DEFAULT_ANON_KEY));

    const scenarios: [string, (w: number, i: number) => Promise<boolean>][] = [
      [
        'select by primary key (`items` by id)',
        async (w, i) => {
          const id = 1 + ((w * 7919 + i * 104729) % 10000);
          const { data, error } = await clients[w].from('items').select('id, name, price').eq('id', id).single();
          return !error && data?.id === id;
        },
      ],
      [
        "filtered, ordered, counted page of 20 (`items`, category='casa', order price, count exact)",
        async (w) => {
          const { data, error, count } = await clients[w]
            .from('items')
            .select('id, name, price', { count: 'exact' })
            .eq('category', 'casa')
            .order('price')
            .range(0, 19);
          return !error && data?.length === 20 && count === 2500;
        },
      ],
      [
        'rpc `add(a, b)`',
        async (w, i) => {
          const { data, error } = await clients[w].rpc('add', { a: w, b: i });
          return !error && data === w + i;
        },
      ],
      [
        'sign-in (`signInWithPassword`)',
        async (w) => {
          const { data, error } = await clients[w].auth.signInWithPassword({ email, password });
          return !error && !!data.session;
        },
      ],
    ];

    const results: Result[] = [];
    for (const [name, op] of scenarios) {
      console.error(`running: ${name} (${CONCURRENCY} clients, ${DURATION_S} s)`);
      results.push(await run(name, op));
    }

    const ms = (v: number) => v.toFixed(1);
    console.log(`\n### local-supabase benchmark\n`);
    console.log(
      `${CONCURRENCY} concurrent supabase-js clients per scenario, ${DURATION_S} s each, loopback, ` +
        `in-memory PGlite, Node ${process.version}, ${new Date().toISOString()}\n`,
    );
    console.log('| scenario | requests | errors | req/s | p50 ms | p95 ms | p99 ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.requests} | ${r.errors} | ${(r.requests / r.seconds).toFixed(0)} | ` +
          `${ms(percentile(r.latencies, 50))} | ${ms(percentile(r.latencies, 95))} | ${ms(percentile(r.latencies, 99))} |`,
      );
    }
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await stack.stop();
  }

  const bursts: BurstResult[] = [];
  for (const [label, env] of [
    ['bcrypt in worker threads (default)', {}],
    ['bcrypt on the event loop (baseline)', { LOCAL_SUPABASE_HASH_THREADS: '0' }],
  ] as const) {
    console.error(`running: REST alone and during a sign-in burst — ${label}`);
    bursts.push(...(await signInBurst(label, env)));
  }
  const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));
  console.log(`\n### REST during a sign-in burst\n`);
  console.log(
    `1 REST client (select by id) alone, then with ${BURST_CLIENTS} clients signing in, ${DURATION_S} s each; ` +
      `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the end, ${os.availableParallelism()} cores\n`,
  );
  console.log('| case | REST requests | REST p50 ms | REST p99 ms | REST max ms | sign-ins | sign-ins/s | sign-in errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const b of bursts) {
    const l = b.rest.latencies;
    console.log(
      `| ${b.name} | ${b.rest.requests} | ${ms(percentile(l, 50))} | ${ms(percentile(l, 99))} | ${ms(l.at(-1) ?? NaN)} | ` +
        `${b.signIns} | ${(b.signIns / b.seconds).toFixed(1)} | ${b.signInErrors} |`,
    );
  }
  if (bursts.some((b) => b.rest.errors > 0 || b.signInErrors > 0)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

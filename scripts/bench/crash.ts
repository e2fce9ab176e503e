/**
 * Crash benchmark of the local Supabase stand-in (`npm run bench:crash`, issue #20 §7).
 *
 * Starts the stack as a child process on a data folder (the fixture migrations, no seed), lets WRITERS clients
 * write pairs of rows — each pair in ONE request, so one transaction — and, after a random moment of the burst,
 * kills the process with SIGKILL (kill -9: no shutdown code runs). Then it starts the stack again on the same
 * folder and checks:
 *   - the database opens (the stack answers /health) — and how long that took;
 *   - every pair whose write was acknowledged (HTTP 201) is there, whole;
 *   - no pair is half there (one row of a transaction without the other);
 *   - nothing is there that was never sent.
 * CYCLES times on the same folder (each restart is also the next cycle's start), then prints a Markdown table.
 * Then the site's half (appPart below): `next start` killed mid-request. BENCH_CRASH_PARTS (stack,app);
 * the app part uses bench:load's build and ports (./site.ts). Settings: BENCH_CRASH_CYCLES (default 20), BENCH_CRASH_WRITERS (default 8), BENCH_CRASH_MIN_MS /
 * BENCH_CRASH_MAX_MS (the kill moment after the burst starts, default 300–2000 ms).
 * Exit code 1 when any acknowledged write is lost or any pair is half-written.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { KEYS_FILE } from '../../local-supabase/src/api-keys.ts';
import { Site, loadAverage } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CYCLES = Number(process.env.BENCH_CRASH_CYCLES ?? 20);
const WRITERS = Number(process.env.BENCH_CRASH_WRITERS ?? 8);
const MIN_MS = Number(process.env.BENCH_CRASH_MIN_MS ?? 300);
const MAX_MS = Number(process.env.BENCH_CRASH_MAX_MS ?? 2000);

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

interface Stack {
  url: string;
  child: ChildProcess;
  startMs: number;
}

async function startStack(dataDir: string, port: number): Promise<Stack> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_MEMORY: '',
      LOCAL_SUPABASE_HOST: '127.0.0.1',
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_SUPABASE_MIGRATIONS_DIR: path.join(ROOT, 'tests/fixtures/local-supabase/migrations'),
      LOCAL_SUPABASE_SEED: 'none',
      LOCAL_SUPABASE_LOG: '0',
      LOCAL_SUPABASE_JOBS_INTERVAL: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack exited with code ${child.exitCode}:\n${stderr}`);
    if (Date.now() > end) throw new Error(`the stack did not open its database in 180 s:\n${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, startMs: performance.now() - t0 };
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** The service-role key of the data folder (a stack with a folder makes its own random keys). */
let headers: Record<string, string> = {};
function keysOf(dataDir: string) {
  const key = (JSON.parse(fs.readFileSync(path.join(dataDir, KEYS_FILE), 'utf8')) as { service_role_key: string }).service_role_key;
  headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
}

/** Writes pairs `<prefix>-<n>-a` / `-b` in one request each until the stack stops answering. */
async function writer(url: string, prefix: string, acked: Set<string>, sent: Set<string>): Promise<void> {
  for (let n = 0; ; n += 1) {
    const id = `${prefix}-${n}`;
    sent.add(id);
    try {
      const res = await fetch(`${url}/rest/v1/kv`, {
        method: 'POST',
        headers: { ...headers, Prefer: 'return=minimal' },
        body: JSON.stringify([
          { key: `${id}-a`, value: 'a', data: { n } },
          { key: `${id}-b`, value: 'b', data: { n } },
        ]),
      });
      await res.arrayBuffer();
      if (res.status !== 201) return;
      acked.add(id);
    } catch {
      return; // the stack is gone: this write's outcome is unknown
    }
  }
}

/** Every key of the kv table (paged). */
async function allKeys(url: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let from = 0; ; from += 1000) {
    const res = await fetch(`${url}/rest/v1/kv?select=key&order=key&limit=1000&offset=${from}`, { headers });
    if (!res.ok) throw new Error(`reading kv: ${res.status} ${await res.text()}`);
    const rows = (await res.json()) as { key: string }[];
    for (const r of rows) keys.add(r.key);
    if (rows.length < 1000) return keys;
  }
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function stackPart(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lar-crash-'));
  const port = await freePort();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`bench:crash — ${CYCLES} cycles × ${WRITERS} writers, kill -9 after ${MIN_MS}–${MAX_MS} ms; ${os.cpus().length} cores, load average ${load}`);

  const everAcked = new Set<string>();
  const everSent = new Set<string>();
  const restarts: number[] = [];
  let lost = 0;
  let half = 0;
  let phantom = 0;
  let stack = await startStack(dataDir, port);
  keysOf(dataDir);
  console.log(`first start (migrations) ${(stack.startMs / 1000).toFixed(1)} s`);
  const rows: string[] = [];

  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const acked = new Set<string>();
    const sent = new Set<string>();
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(stack.url, `c${cycle}-w${w}`, acked, sent));
    const after = MIN_MS + Math.random() * (MAX_MS - MIN_MS);
    await new Promise((r) => setTimeout(r, after));
    await kill9(stack.child);
    await Promise.all(writers);
    for (const id of acked) everAcked.add(id);
    for (const id of sent) everSent.add(id);

    stack = await startStack(dataDir, port);
    restarts.push(stack.startMs);
    const keys = await allKeys(stack.url);
    let cycleLost = 0;
    let cycleHalf = 0;
    let cyclePhantom = 0;
    for (const id of everAcked) if (!keys.has(`${id}-a`) || !keys.has(`${id}-b`)) cycleLost += 1;
    const pairs = new Map<string, number>();
    for (const k of keys) {
      const id = k.slice(0, -2);
      pairs.set(id, (pairs.get(id) ?? 0) + 1);
      if (!everSent.has(id)) cyclePhantom += 1;
    }
    for (const n of pairs.values()) if (n !== 2) cycleHalf += 1;
    const inFlight = sent.size - acked.size;
    const committedUnacked = [...sent].filter((id) => !acked.has(id) && keys.has(`${id}-a`)).length;
    lost = Math.max(lost, cycleLost);
    half += cycleHalf;
    phantom += cyclePhantom;
    rows.push(
      `| ${cycle} | ${Math.round(after)} | ${acked.size} | ${inFlight} | ${committedUnacked} | ${cycleLost} | ${cycleHalf} | ${cyclePhantom} | ${(stack.startMs / 1000).toFixed(2)} |`,
    );
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  await kill9(stack.child);
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log('');
  console.log('| cycle | kill at (ms) | acknowledged pairs | unanswered in flight | of those committed | lost (all cycles so far) | half-written | never sent | restart (s) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  const sorted = [...restarts].sort((a, b) => a - b);
  console.log('');
  console.log(`cycles ${CYCLES}; acknowledged pairs ${everAcked.size}; lost ${lost}; half-written ${half}; never sent ${phantom}`);
  console.log(`restart after kill -9: p50 ${(percentile(sorted, 50) / 1000).toFixed(2)} s, max ${(sorted[sorted.length - 1]! / 1000).toFixed(2)} s`);
  console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (lost || half || phantom) {
    console.error('FAILED: acknowledged writes lost or transactions half-written');
    return false;
  }
  return true;
}

/**
 * The site's half: `next start` is killed with SIGKILL in the middle of a burst of offers made through the
 * listing page's server action (each offer is one SQL function: the proposal, its 'criada' event and the
 * notifications in one transaction), then started again. After each restart: every offer the site
 * acknowledged is in the database, and every proposal of these people has exactly its one 'criada' event
 * (nothing half-written); a request cut off by the kill got an error, not a success.
 */
async function appPart(): Promise<boolean> {
  const cycles = Number(process.env.BENCH_CRASH_APP_CYCLES ?? CYCLES);
  const site = new Site({
    port: Number(process.env.BENCH_PORT ?? 3261),
    supabasePort: Number(process.env.BENCH_SUPABASE_PORT ?? 54461),
    distDir: process.env.NEXT_DIST_DIR ?? '.next-bench-load',
  });
  await site.startStack();
  site.build();
  const firstStart = await site.startApp();
  console.log(`\n## next start killed mid-request — ${cycles} cycles; load average ${loadAverage()}; first start ${(firstStart / 1000).toFixed(1)} s\n`);
  const { createClient } = await import('@supabase/supabase-js');
  const { DEFAULT_SERVICE_ROLE_KEY } = await import('../../local-supabase/src/defaults.ts');
  const admin = createClient(site.supabaseUrl, DEFAULT_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: listings } = await admin.from('properties').select('id, price').eq('status', 'ativo').eq('transaction', 'venda').order('id').limit(400);
  if (!listings?.length) throw new Error('no listings for sale in the seed');
  const offerId = site.actionId('lib/actions/proposals.ts', 'makeOfferAction');
  const signInId = site.actionId('lib/actions/auth.ts', 'signInAction');

  // People with accounts of their own, signed in through the site once (their sessions outlive the restarts).
  const PEOPLE = Number(process.env.BENCH_CRASH_PEOPLE ?? 60);
  const stamp = Date.now().toString(36);
  const people: { id: string; jar: Map<string, string>; offered: Set<number> }[] = [];
  for (let i = 0; i < PEOPLE; i += 1) {
    const email = `queda.${stamp}.${i}@example.com`;
    const { data, error } = await admin.auth.admin.createUser({ email, password: 'Queda@2026', email_confirm: true, user_metadata: { name: `Pessoa ${i}`, role: 'cliente', phone: '(11) 97777-0000' } });
    if (error) throw new Error(error.message);
    const person = { id: data.user!.id, jar: new Map<string, string>(), offered: new Set<number>() };
    const r = await site.callAction(person, '/login', signInId, [{ email, password: 'Queda@2026' }]);
    if (r.result?.ok !== true) throw new Error(`sign-in failed: ${r.status} ${r.text.slice(0, 200)}`);
    people.push(person);
  }

  const acked: [string, number][] = [];
  let ackedAfterKill = 0;
  let lost = 0;
  let half = 0;
  const restarts: number[] = [];
  const rows: string[] = [];
  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    let killed = false;
    let cycleAcked = 0;
    let cut = 0;
    const writers = [...people].sort(() => Math.random() - 0.5).slice(0, 12).map(async (person) => {
      for (;;) {
        const listing = listings.find((l) => !person.offered.has(l.id as number));
        if (!listing) return;
        person.offered.add(listing.id as number);
        try {
          const r = await site.callAction(person, `/imovel/${listing.id}`, offerId, [
            { transaction: 'venda', propertyId: listing.id, amount: listing.price, paymentMethod: 'vista', confirmed: false, message: '' },
          ]);
          if (r.result?.ok === true) {
            acked.push([person.id, listing.id as number]);
            cycleAcked += 1;
            if (killed) ackedAfterKill += 1;
          } else if (r.status >= 500 || !r.result) {
            cut += 1;
            return;
          }
        } catch {
          cut += 1;
          return; // the server is gone: this request's outcome is unknown to the person
        }
      }
    });
    // The kill lands in the middle of the burst: after its first acknowledgements, at a random moment.
    const warm = Date.now() + 30_000;
    while (cycleAcked < 2 && Date.now() < warm) await new Promise((r) => setTimeout(r, 20));
    const after = MIN_MS + Math.random() * (MAX_MS - MIN_MS);
    await new Promise((r) => setTimeout(r, after));
    killed = true;
    await site.killApp();
    await Promise.all(writers);
    const ms = await site.startApp();
    restarts.push(ms);

    const ids = people.map((p) => p.id);
    const { data: proposals } = await admin.from('proposals').select('id, client_id, property_id').in('client_id', ids);
    const have = new Set((proposals ?? []).map((p) => `${p.client_id}:${p.property_id}`));
    const cycleLost = acked.filter(([u, p]) => !have.has(`${u}:${p}`)).length;
    const pids = (proposals ?? []).map((p) => p.id as number);
    const events = new Map<number, number>();
    for (let i = 0; i < pids.length; i += 200) {
      const { data } = await admin.from('proposal_events').select('proposal_id').eq('kind', 'criada').in('proposal_id', pids.slice(i, i + 200));
      for (const e of data ?? []) events.set(e.proposal_id as number, (events.get(e.proposal_id as number) ?? 0) + 1);
    }
    const cycleHalf = pids.filter((id) => events.get(id) !== 1).length;
    lost = Math.max(lost, cycleLost);
    half = Math.max(half, cycleHalf);
    rows.push(`| ${cycle} | ${Math.round(after)} | ${cycleAcked} | ${cut} | ${cycleLost} | ${cycleHalf} | ${(ms / 1000).toFixed(2)} |`);
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  site.stop();
  console.log('| cycle | kill after the first 2 answers (ms) | acknowledged offers | requests cut off | lost (all so far) | proposals without exactly one event | restart (s) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  const sorted = [...restarts].sort((a, b) => a - b);
  console.log('');
  console.log(`cycles ${cycles}; acknowledged offers ${acked.length}; lost ${lost}; half-written ${half}; answered in the instant of the kill ${ackedAfterKill}`);
  console.log(`next start after kill -9: p50 ${(percentile(sorted, 50) / 1000).toFixed(2)} s, max ${(sorted[sorted.length - 1]! / 1000).toFixed(2)} s; load average at the end ${loadAverage()}`);
  if (lost || half) {
    console.error('FAILED: an acknowledged offer is missing or a proposal is half-written');
    return false;
  }
  return true;
}

async function main() {
  const parts = (process.env.BENCH_CRASH_PARTS ?? 'stack,app').split(',');
  let ok = true;
  if (parts.includes('stack')) ok = (await stackPart()) && ok;
  if (parts.includes('app')) ok = (await appPart()) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

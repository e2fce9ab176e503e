/**
 * Load benchmark of the site (`npm run bench:load`, issue #20 §6): BENCH_VUS (200) virtual users for
 * BENCH_DURATION (60) s against `next start` with the local stack and its demo seed, each a person with an
 * account of their own:
 *
 *   1. signs in through the site's own sign-in (the /login form's server action, cookies kept);
 *   2. then, until the time is up, in a random mix: the home, /buscar with varied filters, a listing page
 *      (browsing, signed in, as the header then shows the person), favouriting or un-favouriting a listing
 *      (the heart's server action), an offer on a listing for sale (the offer dialog's server action) and a
 *      visit request (request_visit, as the visit dialog's action calls it, with the person's token).
 *
 * Prints per step: requests, errors (5xx, network, an action that threw), refusals the product gives on
 * purpose (a taken slot, an offer already open…), p50/p95/p99; then checks that every write the site
 * acknowledged is in the database (favourites in their last acknowledged state, offers, visits): lost = 0.
 *
 * The app is built into NEXT_DIST_DIR (.next-bench-load) when that folder has no build or BENCH_BUILD=1;
 * BENCH_PORT (3261) and BENCH_SUPABASE_PORT (54461). All virtual users come from one address, so the auth
 * server's per-IP sign-in limit is raised as in the e2e runs; the site's own limits (per account) stay on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../local-supabase/src/defaults.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const VUS = Number(process.env.BENCH_VUS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3261);
const SUPABASE_PORT = Number(process.env.BENCH_SUPABASE_PORT ?? 54461);
const DIST = process.env.NEXT_DIST_DIR ?? '.next-bench-load';
const BASE = `http://localhost:${PORT}`;
const SUPABASE_URL = `http://127.0.0.1:${SUPABASE_PORT}`;
const PASSWORD = 'Carga@2026';
const children: ChildProcess[] = [];

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function waitFor(url: string, child: ChildProcess, ms: number, what: string) {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (Date.now() > end) throw new Error(`${what} did not answer in ${ms / 1000} s`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function startStack() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOCAL_SUPABASE_MEMORY: '1',
      LOCAL_SUPABASE_PORT: String(SUPABASE_PORT),
      LOCAL_SUPABASE_SMTP_PORT: String(SUPABASE_PORT + 1000),
      LOCAL_SUPABASE_SITE_URL: BASE,
      LOCAL_SUPABASE_LOG: '0',
      LOCAL_SUPABASE_RATE_SIGN_IN: '100000',
      LOCAL_SUPABASE_RATE_SIGN_UP: '100000',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitFor(`${SUPABASE_URL}/health`, child, 300_000, 'the local stack');
}

async function startApp() {
  const env = {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL,
    NEXT_PUBLIC_SITE_URL: BASE,
    NEXT_DIST_DIR: DIST,
    NEXT_SKIP_TYPECHECK: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (process.env.BENCH_BUILD === '1' || !fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    console.error(`building into ${DIST}…`);
    const r = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('next build failed');
  }
  const child = spawn('npx', ['next', 'start', '-p', String(PORT)], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  await waitFor(`${BASE}/`, child, 180_000, 'next start');
}

function stopAll() {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
}

/** The id of a server action by its file and export, from the build's manifest (what the page's form posts). */
function actionId(file: string, name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, DIST, 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const hit = Object.entries(manifest.node).find(([, v]) => v.filename === file && v.exportedName === name);
  if (!hit) throw new Error(`no server action ${name} in ${file}`);
  return hit[0];
}

type Step = 'sign-in' | 'home' | 'buscar' | 'listing' | 'favourite' | 'offer' | 'visit';
const STEPS: Step[] = ['sign-in', 'home', 'buscar', 'listing', 'favourite', 'offer', 'visit'];
const stats = Object.fromEntries(STEPS.map((s) => [s, { times: [] as number[], errors: 0, refused: 0, refusals: new Map<string, number>() }]));
const errorSamples: string[] = [];

function record(step: Step, ms: number, outcome: 'ok' | 'refused' | 'error', detail = '') {
  const s = stats[step]!;
  s.times.push(ms);
  if (outcome === 'error') {
    s.errors += 1;
    if (errorSamples.length < 12) errorSamples.push(`${step}: ${detail.slice(0, 200)}`);
  } else if (outcome === 'refused') {
    s.refused += 1;
    s.refusals.set(detail, (s.refusals.get(detail) ?? 0) + 1);
  }
}

interface Person {
  id: string;
  email: string;
  jar: Map<string, string>;
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

function keepCookies(jar: Map<string, string>, res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (!value || /max-age=0/i.test(c)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The access token in @supabase/ssr's session cookie (`base64-` + base64url JSON, maybe in chunks). */
function accessToken(jar: Map<string, string>): string | null {
  const names = [...jar.keys()].filter((k) => /^sb-.+-auth-token(\.\d+)?$/.test(k)).sort();
  if (!names.length) return null;
  const raw = names.map((n) => decodeURIComponent(jar.get(n)!)).join('');
  const json = raw.startsWith('base64-') ? Buffer.from(raw.slice(7), 'base64url').toString('utf8') : raw;
  return (JSON.parse(json) as { access_token?: string }).access_token ?? null;
}

/** Calls a server action as the page's form does; returns the action's result object parsed from the RSC reply. */
async function callAction(person: Person, page: string, id: string, args: unknown[]): Promise<{ status: number; result: Record<string, unknown> | null; text: string }> {
  const res = await fetch(`${BASE}${page}`, {
    method: 'POST',
    headers: {
      'Next-Action': id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: BASE,
      Cookie: cookieHeader(person.jar),
    },
    body: JSON.stringify(args),
    redirect: 'manual',
  });
  keepCookies(person.jar, res);
  const text = await res.text();
  // The reply is React's flight format: one line per chunk (`1:{…}`); the action's value is the one with "ok".
  let result: Record<string, unknown> | null = null;
  for (const line of text.split('\n')) {
    const m = /^[0-9a-f]+:(\{.*\})$/.exec(line);
    if (!m) continue;
    try {
      const v = JSON.parse(m[1]!) as Record<string, unknown>;
      if ('ok' in v) result = v;
    } catch {
      // another chunk
    }
  }
  return { status: res.status, result, text };
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const v = await fn();
  return [v, performance.now() - t0];
}

const pick = <T,>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const SEARCHES = [
  '', '?transacao=alugar', '?transacao=comprar&quartos=2', '?cidade=Curitiba', '?transacao=alugar&preco_max=3000&pets=1',
  '?q=pinheiros', '?transacao=comprar&ordem=menor-preco&tipos=casa', '?cidade=Rio+de+Janeiro&ordem=recentes', '?transacao=alugar&mobiliado=1&vagas=1',
];
const TIMES = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'];

function weekdayWithin(days: number): string {
  for (;;) {
    const d = new Date(Date.now() + (2 + Math.floor(Math.random() * days)) * 86_400_000);
    const dow = d.getUTCDay();
    if (dow !== 0 && dow !== 6) return d.toISOString().slice(0, 10);
  }
}

async function main() {
  console.log(`bench:load — ${VUS} virtual users × ${DURATION_S} s on ${os.cpus().length} cores; load average before the start ${load()}`);
  process.on('exit', stopAll);
  process.on('SIGINT', () => process.exit(130));
  await startStack();
  await startApp();
  const admin = createClient(SUPABASE_URL, DEFAULT_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  void DEFAULT_ANON_KEY;

  const { data: listings, error } = await admin.from('properties').select('id, price, transaction').eq('status', 'ativo').order('id').limit(600);
  if (error || !listings?.length) throw new Error(`no listings: ${error?.message}`);
  const forSale = listings.filter((l) => l.transaction === 'venda');
  const ids = {
    signIn: actionId('lib/actions/auth.ts', 'signInAction'),
    favourite: actionId('lib/actions/favorites.ts', 'toggleFavoriteAction'),
    offer: actionId('lib/actions/proposals.ts', 'makeOfferAction'),
  };

  console.error(`creating ${VUS} accounts…`);
  const people: Person[] = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < VUS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, VUS - i) }, async (_, j) => {
        const email = `carga.${stamp}.${i + j}@example.com`;
        const { data, error: e } = await admin.auth.admin.createUser({
          email, password: PASSWORD, email_confirm: true, user_metadata: { name: `Pessoa ${i + j}`, role: 'cliente', phone: '(11) 98888-0000' },
        });
        if (e) throw new Error(`createUser: ${e.message}`);
        return { id: data.user!.id, email, jar: new Map<string, string>() };
      }),
    );
    people.push(...batch);
  }
  for (const p of ['/', '/buscar', `/imovel/${listings[0]!.id}`]) await fetch(BASE + p).then((r) => r.arrayBuffer()); // warm the routes

  // What the site acknowledged, to find in the database afterwards.
  const favourites = new Map<string, boolean>(); // `${user}:${property}` → last acknowledged state
  const offers: [string, number][] = [];
  const visits: number[] = [];

  const loadAtStart = load();
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    people.map(async (person) => {
      const [signIn, ms] = await timed(() => callAction(person, '/login', ids.signIn, [{ email: person.email, password: PASSWORD }]));
      if (signIn.status >= 500 || !signIn.result) return record('sign-in', ms, 'error', `${signIn.status} ${signIn.text.slice(0, 120)}`);
      if (signIn.result.ok !== true) return record('sign-in', ms, 'refused', JSON.stringify(signIn.result.formError ?? signIn.result));
      record('sign-in', ms, 'ok');
      const token = accessToken(person.jar);
      const db = createClient(SUPABASE_URL, DEFAULT_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${token}` } },
      });
      const offered = new Set<number>();
      while (performance.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.6) {
          const step: Step = roll < 0.15 ? 'home' : roll < 0.4 ? 'buscar' : 'listing';
          const url = step === 'home' ? '/' : step === 'buscar' ? `/buscar${pick(SEARCHES)}` : `/imovel/${pick(listings).id}`;
          try {
            const [res, t] = await timed(async () => {
              const r = await fetch(BASE + url, { headers: { Cookie: cookieHeader(person.jar) }, redirect: 'manual' });
              await r.arrayBuffer();
              return r;
            });
            record(step, t, res.status >= 500 ? 'error' : res.status >= 400 ? 'refused' : 'ok', `${res.status} ${url}`);
          } catch (e) {
            record(step, 0, 'error', `${url}: ${(e as Error).message}`);
          }
        } else if (roll < 0.8) {
          const property = pick(listings).id as number;
          const key = `${person.id}:${property}`;
          const want = !(favourites.get(key) ?? false);
          try {
            const [r, t] = await timed(() => callAction(person, `/imovel/${property}`, ids.favourite, [property, want]));
            if (r.status >= 500 || !r.result) record('favourite', t, 'error', `${r.status} ${r.text.slice(0, 120)}`);
            else if (r.result.ok === true) {
              favourites.set(key, want);
              record('favourite', t, 'ok');
            } else record('favourite', t, 'refused', String(r.result.formError));
          } catch (e) {
            record('favourite', 0, 'error', (e as Error).message);
          }
        } else if (roll < 0.9) {
          const listing = pick(forSale.filter((l) => !offered.has(l.id as number)));
          try {
            const [r, t] = await timed(() =>
              callAction(person, `/imovel/${listing.id}`, ids.offer, [
                { transaction: 'venda', propertyId: listing.id, amount: listing.price, paymentMethod: 'vista', confirmed: false, message: '' },
              ]),
            );
            if (r.status >= 500 || !r.result) record('offer', t, 'error', `${r.status} ${r.text.slice(0, 120)}`);
            else if (r.result.ok === true) {
              offered.add(listing.id as number);
              offers.push([person.id, listing.id as number]);
              record('offer', t, 'ok');
            } else record('offer', t, 'refused', String(r.result.formError));
          } catch (e) {
            record('offer', 0, 'error', (e as Error).message);
          }
        } else {
          const property = pick(listings).id as number;
          try {
            const [r, t] = await timed(async () =>
              db.rpc('request_visit', { property_id: property, visit_date: weekdayWithin(20), visit_time: pick(TIMES), message: null }),
            );
            if (r.error && (r.status >= 500 || !r.error.hint)) record('visit', t, 'error', `${r.status} ${r.error.message}`);
            else if (r.error) record('visit', t, 'refused', r.error.hint ?? r.error.code ?? 'refused');
            else {
              visits.push((r.data as { id: number }).id);
              record('visit', t, 'ok');
            }
          } catch (e) {
            record('visit', 0, 'error', (e as Error).message);
          }
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const loadAtEnd = load();

  // Every acknowledged write, in the database.
  let lost = 0;
  const lostSamples: string[] = [];
  for (const [key, want] of favourites) {
    const [user, property] = key.split(':');
    const { count } = await admin.from('favorites').select('*', { count: 'exact', head: true }).eq('user_id', user!).eq('property_id', Number(property));
    if ((count ?? 0) > 0 !== want) {
      lost += 1;
      if (lostSamples.length < 5) lostSamples.push(`favourite ${key} should be ${want}`);
    }
  }
  for (const [user, property] of offers) {
    const { count } = await admin.from('proposals').select('*', { count: 'exact', head: true }).eq('client_id', user).eq('property_id', property);
    if (!count) {
      lost += 1;
      if (lostSamples.length < 5) lostSamples.push(`offer ${user} on ${property}`);
    }
  }
  for (let i = 0; i < visits.length; i += 200) {
    const chunk = visits.slice(i, i + 200);
    const { count } = await admin.from('visits').select('*', { count: 'exact', head: true }).in('id', chunk);
    lost += chunk.length - (count ?? 0);
  }

  const pct = (xs: number[], p: number) => {
    if (!xs.length) return NaN;
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  };
  console.log('');
  console.log(`## ${VUS} virtual users, ${seconds.toFixed(1)} s — load average ${loadAtStart} at the start, ${loadAtEnd} at the end\n`);
  console.log('| step | requests | req/s | errors | refused on purpose | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  let totalErrors = 0;
  for (const step of STEPS) {
    const s = stats[step]!;
    totalErrors += s.errors;
    const refusals = [...s.refusals].map(([k, n]) => `${k} ×${n}`).join(', ');
    console.log(
      `| ${step} | ${s.times.length} | ${(s.times.length / seconds).toFixed(1)} | ${s.errors} | ${s.refused}${refusals ? ` (${refusals})` : ''} | ${pct(s.times, 50).toFixed(0)} | ${pct(s.times, 95).toFixed(0)} | ${pct(s.times, 99).toFixed(0)} |`,
    );
  }
  console.log('');
  console.log(`acknowledged writes: ${[...favourites.keys()].length} favourite states, ${offers.length} offers, ${visits.length} visits; lost ${lost}`);
  if (errorSamples.length) console.log(`errors (first ${errorSamples.length}):\n  ${errorSamples.join('\n  ')}`);
  if (lostSamples.length) console.log(`lost (first ${lostSamples.length}):\n  ${lostSamples.join('\n  ')}`);
  stopAll();
  process.exit(totalErrors || lost ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  stopAll();
  process.exit(1);
});

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
 * BENCH_PORT (3261) and BENCH_SUPABASE_PORT (54461); the site and its people: ./site.ts.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../local-supabase/src/defaults.ts';
import { Site, accessToken, cookieHeader, loadAverage as load, percentile as pct } from './site.ts';

const VUS = Number(process.env.BENCH_VUS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const PASSWORD = 'Carga@2026';
const site = new Site({
  port: Number(process.env.BENCH_PORT ?? 3261),
  supabasePort: Number(process.env.BENCH_SUPABASE_PORT ?? 54461),
  distDir: process.env.NEXT_DIST_DIR ?? '.next-bench-load',
  // Each person from their own address, as behind a CDN: the site's per-IP sign-in limit counts attempts in
  // flight (against parallel guessing), so 200 people behind one address would be refused by design.
  trustedProxyHops: 1,
});
const BASE = site.base;
const SUPABASE_URL = site.supabaseUrl;

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
  /** The person's address (198.18.0.0/15, the benchmarking range), sent as X-Forwarded-For. */
  ip: string;
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
  process.on('SIGINT', () => process.exit(130));
  await site.startStack();
  site.build();
  await site.startApp();
  const admin = createClient(SUPABASE_URL, DEFAULT_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

  const { data: listings, error } = await admin.from('properties').select('id, price, transaction').eq('status', 'ativo').order('id').limit(600);
  if (error || !listings?.length) throw new Error(`no listings: ${error?.message}`);
  const forSale = listings.filter((l) => l.transaction === 'venda');
  const ids = {
    signIn: site.actionId('lib/actions/auth.ts', 'signInAction'),
    favourite: site.actionId('lib/actions/favorites.ts', 'toggleFavoriteAction'),
    offer: site.actionId('lib/actions/proposals.ts', 'makeOfferAction'),
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
        return { id: data.user!.id, email, jar: new Map<string, string>(), ip: `198.18.${(i + j) >> 8}.${(i + j) & 255}` };
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
      const [signIn, ms] = await timed(() => site.callAction(person, '/login', ids.signIn, [{ email: person.email, password: PASSWORD }]));
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
              const r = await fetch(BASE + url, { headers: { Cookie: cookieHeader(person.jar), 'X-Forwarded-For': person.ip }, redirect: 'manual' });
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
            const [r, t] = await timed(() => site.callAction(person, `/imovel/${property}`, ids.favourite, [property, want]));
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
              site.callAction(person, `/imovel/${listing.id}`, ids.offer, [
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
  site.stop();
  process.exit(totalErrors || lost ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  site.stop();
  process.exit(1);
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { insertListing } from '../../fixtures/listings/insert';
import { anonClient as anonOf, serviceClient as serviceOf, signedInClient as signedInOf, stackUrl } from '../env';

// Clients of the "app" stack (tests/integration/stacks.mjs: supabase/migrations, no seed, on the free port the
// global setup chose), through the one harness of tests/integration/env.ts.
export const anonClient = (): SupabaseClient => anonOf('app');
export const serviceClient = (): SupabaseClient => serviceOf('app');
export const appUrl = stackUrl('app');
export { uniqueEmail } from '../env';

/** A confirmed user created with the admin API, and a client signed in as them. */
export function signedInClient(data: Record<string, unknown>) {
  return signedInOf('app', { data });
}

// A small world on the "app" stack for the RLS matrix: every kind of actor and a few listings.
//   agency (imobiliária A) with `broker` (corretor of A); agencyB with `brokerOther` (corretor of B);
//   `owner` (proprietário); `cliente` and `cliente2` (clients); anon; service role.
//   listing  — owner's, partner agency A, broker `broker`, active        (public)
//   paused   — owner's, partner agency A, broker `broker`, status pausado (listing side only)
//   expired  — owner's, active but expired                               (listing side only)
//   listingB — agency B's own listing, broker `brokerOther`, active       (public)

export type ActorName =
  | 'anon'
  | 'cliente'
  | 'cliente2'
  | 'owner'
  | 'broker'
  | 'brokerOther'
  | 'agency'
  | 'agencyB'
  | 'service';

export const ACTORS: ActorName[] = [
  'anon', 'cliente', 'cliente2', 'owner', 'broker', 'brokerOther', 'agency', 'agencyB', 'service',
];

export interface World {
  db: Record<ActorName, SupabaseClient>;
  id: Record<Exclude<ActorName, 'anon' | 'service'>, string>;
  listing: number;
  paused: number;
  expired: number;
  listingB: number;
}

const ROLE: Record<Exclude<ActorName, 'anon' | 'service'>, string> = {
  cliente: 'cliente',
  cliente2: 'cliente',
  owner: 'proprietario',
  broker: 'corretor',
  brokerOther: 'corretor',
  agency: 'imobiliaria',
  agencyB: 'imobiliaria',
};

export const service = () => serviceClient();

/** A CRECI for a test broker (F) or agency (J): a listing of theirs goes live only with one (issue #34). */
export function testCreci(role: string): string | undefined {
  if (role !== 'corretor' && role !== 'imobiliaria') return undefined;
  return `${10000 + Math.floor(Math.random() * 890000)}-${role === 'corretor' ? 'F' : 'J'}/SP`;
}

/**
 * A signed-in user of `role` on the app stack. Brokers and agencies sign up with a CRECI, as the sign-up forms
 * require; `{ creci: null }` makes one without (the publish gate's tests).
 */
export async function user(role: string, name = `Teste ${role}`, opts: { creci?: string | null } = {}) {
  const creci = opts.creci === undefined ? testCreci(role) : opts.creci;
  return signedInClient({ name, phone: '(11) 99999-0000', role, ...(creci ? { creci } : {}) });
}

/** Inserts a listing with the service role and returns its id. */
export function makeListing(values: Record<string, unknown>): Promise<number> {
  return insertListing(service(), values);
}

export async function createWorld(): Promise<World> {
  const names = Object.keys(ROLE) as (keyof typeof ROLE)[];
  const users = await Promise.all(names.map((n) => user(ROLE[n], `Teste ${n}`)));
  const db = { anon: anonClient(), service: service() } as Record<ActorName, SupabaseClient>;
  const id = {} as World['id'];
  names.forEach((n, i) => {
    db[n] = users[i].client;
    id[n] = users[i].user.id;
  });
  const admin = service();
  for (const [broker, agency] of [
    [id.broker, id.agency],
    [id.brokerOther, id.agencyB],
  ]) {
    const { error } = await admin.from('profiles').update({ agency_id: agency }).eq('id', broker);
    if (error) throw new Error(`link broker: ${error.message}`);
  }
  const listing = await makeListing({ owner_id: id.owner, agency_id: id.agency, broker_id: id.broker });
  const paused = await makeListing({ owner_id: id.owner, agency_id: id.agency, broker_id: id.broker, status: 'pausado' });
  const expired = await makeListing({ owner_id: id.owner, expires_at: new Date(Date.now() - 86400000).toISOString() });
  const listingB = await makeListing({ owner_id: id.agencyB, broker_id: id.brokerOther, title: 'Casa da imobiliária B', type: 'casa' });
  return { db, id, listing, paused, expired, listingB };
}

/** A read or write was refused: an error, or nothing came back. */
export function refused(res: { error: unknown; data: unknown }): boolean {
  if (res.error) return true;
  return res.data === null || (Array.isArray(res.data) && res.data.length === 0);
}

/** São Paulo's calendar date `days` from today (UTC-3, no daylight saving since 2019). */
export function spDate(days: number): Date {
  const d = new Date(Date.now() - 3 * 3600 * 1000);
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

export const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first weekday (Monday–Friday) at least `from` days ahead, as YYYY-MM-DD. */
export function nextWeekday(from = 2): string {
  for (let i = from; ; i++) {
    const d = spDate(i);
    const dow = d.getUTCDay();
    if (dow >= 1 && dow <= 5) return iso(d);
  }
}

/** The next date with the given UTC weekday (0 Sunday … 6 Saturday), at least `from` days ahead. */
export function nextDow(dow: number, from = 1): string {
  for (let i = from; ; i++) {
    const d = spDate(i);
    if (d.getUTCDay() === dow) return iso(d);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_ROLE_KEY, stackUrl } from '../env';
import { as, visitor, type Visitor } from './signin-action-harness';

/**
 * Mocks for running the app's server actions and route handlers in jest (fuzz-actions/fuzz-routes tests):
 * next-intl's server API over the pt-BR catalogues (nested keys, `t.has`), and the navigation helpers, which
 * throw a marked error as Next's do (the test counts those as the 3xx/404 Next would send, not as a 500).
 */

const messages: Record<string, unknown> = (() => {
  const dir = path.resolve(__dirname, '..', '..', '..', 'messages', 'pt-BR');
  const merged: Record<string, unknown> = {};
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  return merged;
})();

function lookup(namespace: string | undefined, key: string): unknown {
  const full = namespace ? `${namespace}.${key}` : key;
  return full.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), messages);
}

function translator(namespace?: string) {
  const t = (key: string, values: Record<string, unknown> = {}) => {
    const text = lookup(namespace, key);
    if (typeof text !== 'string') throw new Error(`no message ${namespace}.${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
  t.has = (key: string) => typeof lookup(namespace, key) === 'string';
  t.rich = t;
  t.markup = t;
  t.raw = (key: string) => lookup(namespace, key);
  return t;
}

export const intlMock = {
  getLocale: async () => 'pt-BR',
  getTranslations: async (arg?: string | { namespace?: string; locale?: string }) =>
    translator(typeof arg === 'string' ? arg : arg?.namespace),
  getMessages: async () => messages,
  setRequestLocale: () => undefined,
  getRequestConfig: (fn: unknown) => fn,
};

export const navigationMock = {
  getPathname: ({ href }: { href: string }) => href,
  redirect: (target: unknown) => {
    throw new Error(`redirect ${JSON.stringify(target)}`);
  },
};

export const nextNavigationMock = {
  redirect: (target: unknown) => {
    throw new Error(`redirect ${JSON.stringify(target)}`);
  },
  permanentRedirect: (target: unknown) => {
    throw new Error(`redirect ${JSON.stringify(target)}`);
  },
  notFound: () => {
    throw new Error('notFound ');
  },
};

/**
 * The app's server settings and a signed-in client (through the app's own sign-in action) for the fuzz tests,
 * on the app stack; zod's settings are what instrumentation.ts loads when the server starts.
 */
export async function fuzzSetup(tag: string): Promise<Visitor> {
  await import('@/lib/validations/zod-config');
  process.env.NEXT_PUBLIC_SUPABASE_URL = stackUrl('app');
  process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_ROLE_KEY;
  const { signedInClient } = await import('../env');
  const email = `fuzz.${tag}.${Date.now().toString(36)}@example.com`;
  await signedInClient('app', { email, password: 'Senha-forte-123', data: { name: `Cliente ${tag}`, role: 'cliente', phone: '(11) 98888-7777' } });
  const client = visitor('203.0.113.7');
  const auth = await import('@/lib/actions/auth');
  const res = await as(client, () => auth.signInAction({ email, password: 'Senha-forte-123' }));
  if (!res.ok) throw new Error(`fuzz sign-in failed: ${JSON.stringify(res)}`);
  return client;
}

/** Row counts and last updates of `tables` (a missing table is skipped): refused input must leave them alone. */
export async function snapshot(tables: readonly string[]): Promise<Record<string, string>> {
  const { createClient } = await import('@supabase/supabase-js');
  const admin = createClient(stackUrl('app'), SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const out: Record<string, string> = {};
  for (const table of tables) {
    const counted = await admin.from(table).select('*', { count: 'exact', head: true });
    if (counted.error) continue;
    const updated = await admin.from(table).select('updated_at').order('updated_at', { ascending: false, nullsFirst: false }).limit(1);
    out[table] = `${counted.count} rows, last update ${updated.error ? '' : String(updated.data?.[0]?.updated_at ?? '')}`;
  }
  return out;
}

/** A Next redirect or notFound (the mocks above): the 3xx/404 Next would send, not a 500. */
export const isNavigation = (e: unknown) => e instanceof Error && /^(redirect|notFound) /.test(e.message);

import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs the app's auth server actions (lib/actions/auth.ts) and routes in jest as a request from one visitor:
 * `next/headers` gives that visitor's X-Forwarded-For (what `next start` hands the app) and cookie jar,
 * `next-intl/server` translates with the pt-BR catalogue. The test file wires the mocks:
 *
 *   jest.mock('server-only', () => ({}));
 *   jest.mock('next/headers', () => jest.requireActual('./signin-action-harness').nextHeadersMock);
 *   jest.mock('next-intl/server', () => jest.requireActual('./signin-action-harness').nextIntlMock);
 *   jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./signin-action-harness').navigationMock);
 *
 * and sets NEXT_PUBLIC_SUPABASE_URL before it first requires an app module (lib/env reads it at import).
 */

export interface Visitor {
  /** The X-Forwarded-For the app sees (undefined: none at all). */
  xff?: string;
  jar: Map<string, string>;
}

export function visitor(xff?: string): Visitor {
  return { xff, jar: new Map() };
}

let current: Visitor | null = null;

/** Runs `fn` as a request of `who`. */
export async function as<T>(who: Visitor, fn: () => Promise<T>): Promise<T> {
  current = who;
  try {
    return await fn();
  } finally {
    current = null;
  }
}

function jar(): Map<string, string> {
  if (!current) throw new Error('no visitor: wrap the call in as(visitor, …)');
  return current.jar;
}

export const nextHeadersMock = {
  headers: async () => {
    if (!current) throw new Error('no visitor: wrap the call in as(visitor, …)');
    return new Headers(current.xff === undefined ? {} : { 'x-forwarded-for': current.xff });
  },
  cookies: async () => ({
    getAll: () => [...jar()].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar().has(name) ? { name, value: jar().get(name)! } : undefined),
    has: (name: string) => jar().has(name),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (!value || options?.maxAge === 0) jar().delete(name);
      else jar().set(name, value);
    },
    delete: (name: string) => jar().delete(name),
  }),
};

const catalogue: Record<string, Record<string, string>> = (() => {
  const dir = path.resolve(__dirname, '..', '..', '..', 'messages', 'pt-BR');
  const merged: Record<string, Record<string, string>> = {};
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  }
  return merged;
})();

/** The pt-BR text of `namespace.key`, with `{name}` arguments filled in. */
export function pt(namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const text = catalogue[namespace]?.[key];
  if (typeof text !== 'string') throw new Error(`no message ${namespace}.${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

export const nextIntlMock = {
  getLocale: async () => 'pt-BR',
  getTranslations: async (namespace: string) =>
    Object.assign((key: string, values?: Record<string, string | number>) => pt(namespace, key, values), {
      has: (key: string) => typeof catalogue[namespace]?.[key] === 'string',
    }),
};

export const navigationMock = {
  getPathname: ({ href }: { href: string }) => href,
  redirect: (target: unknown) => {
    throw new Error(`redirect ${JSON.stringify(target)}`);
  },
};

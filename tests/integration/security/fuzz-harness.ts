import fs from 'node:fs';
import path from 'node:path';

/**
 * Mocks for running the app's server actions in jest (tests/integration/security/fuzz-actions.test.ts):
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

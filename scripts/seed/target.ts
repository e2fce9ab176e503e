/** Decides whether the seed may touch the database: only the local stack (127.0.0.1 / localhost). */
import fs from 'node:fs';
import path from 'node:path';

export interface Target {
  local: boolean;
  /** The URL found, or null when none is configured (the local stack is then the default). */
  url: string | null;
  /** Where the URL came from. */
  source: string;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLocalUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && LOCAL_HOSTS.has(u.hostname);
  } catch {
    return false;
  }
}

/** The value of `key` in a dotenv file (KEY=value, optional quotes, `export` and comments allowed). */
export function readDotenv(text: string, key: string): string | undefined {
  let found: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!m || m[1] !== key) continue;
    let value = m[2].trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    found = value;
  }
  return found;
}

/** The process environment wins, then .env.local, then .env (Next.js order). */
export function checkTarget(env: Record<string, string | undefined>, root: string): Target {
  const fromEnv = env.NEXT_PUBLIC_SUPABASE_URL;
  if (fromEnv !== undefined && fromEnv !== '') return { local: isLocalUrl(fromEnv), url: fromEnv, source: 'the environment' };
  for (const name of ['.env.local', '.env']) {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) continue;
    const value = readDotenv(fs.readFileSync(file, 'utf8'), 'NEXT_PUBLIC_SUPABASE_URL');
    if (value) return { local: isLocalUrl(value), url: value, source: name };
  }
  return { local: true, url: null, source: 'default' };
}

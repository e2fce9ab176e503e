import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_JWT_SECRET,
  DEFAULT_PUBLISHABLE_KEY,
  DEFAULT_SECRET_KEY,
} from './defaults.ts';

/**
 * The JWT secret and the API keys of a stack.
 *
 * - In memory (LOCAL_SUPABASE_MEMORY=1: tests, benchmarks, e2e) the Supabase CLI's well-known values, so
 *   tests and the app's defaults need no configuration. Such a stack only ever holds throwaway data and
 *   refuses to listen beyond loopback (config.ts).
 * - With a data folder, a random secret and random `sb_publishable_`/`sb_secret_` keys made on the folder's
 *   first start and kept in `<data>/keys.json` (mode 600), so that sessions and a built app survive a
 *   restart. The CLI's public secret is refused there: anyone could sign a token for any user with it.
 *
 * The legacy anon and service-role keys are always derived from the secret exactly as the CLI derives its
 * own (HS256 over `{"iss":"supabase-demo","role":…,"exp":1983812996}`), so the CLI secret gives back the
 * well-known keys and any other secret gives keys only its holder can make.
 */
export interface ApiKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
}

export const KEYS_FILE = 'keys.json';
const LEGACY_KEY_EXP = 1983812996;
const MIN_SECRET_LENGTH = 32;

interface KeysFile {
  jwt_secret: string;
  anon_key: string;
  service_role_key: string;
  publishable_key: string;
  secret_key: string;
}

/** A legacy API key: the CLI's HS256 JWT `{"iss":"supabase-demo","role":<role>,"exp":1983812996}`. */
export function legacyKey(secret: string, role: 'anon' | 'service_role'): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'supabase-demo', role, exp: LEGACY_KEY_EXP })}`;
  return `${data}.${crypto.createHmac('sha256', secret).update(data).digest('base64url')}`;
}

function fromSecret(jwtSecret: string, publishableKey: string, secretKey: string): ApiKeys {
  return {
    jwtSecret,
    anonKey: legacyKey(jwtSecret, 'anon'),
    serviceRoleKey: legacyKey(jwtSecret, 'service_role'),
    publishableKey,
    secretKey,
  };
}

/** 22 characters of base62, the length of the CLI's publishable and secret key bodies. */
function randomKeyBody(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  while (out.length < 22) {
    for (const byte of crypto.randomBytes(32)) {
      // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
      if (byte < 248 && out.length < 22) out += alphabet[byte % 62];
    }
  }
  return out;
}

export function generateApiKeys(): ApiKeys {
  return fromSecret(
    crypto.randomBytes(48).toString('base64url'),
    `sb_publishable_${randomKeyBody()}`,
    `sb_secret_${randomKeyBody()}`,
  );
}

export const WELL_KNOWN_KEYS: ApiKeys = fromSecret(DEFAULT_JWT_SECRET, DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY);

function checkSecret(secret: string, where: string) {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${where}: the JWT secret must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
}

function readKeysFile(file: string): ApiKeys {
  let parsed: Partial<KeysFile>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<KeysFile>;
  } catch (e) {
    throw new Error(`${file} cannot be read (${e instanceof Error ? e.message : e}); delete it to make new keys`);
  }
  const { jwt_secret: secret, publishable_key: publishable, secret_key: secretKey } = parsed;
  if (typeof secret !== 'string' || typeof publishable !== 'string' || typeof secretKey !== 'string') {
    throw new Error(`${file} lacks jwt_secret, publishable_key or secret_key; delete it to make new keys`);
  }
  checkSecret(secret, file);
  if (secret === DEFAULT_JWT_SECRET) {
    throw new Error(`${file} holds the Supabase CLI's public demo JWT secret; delete it to make new keys`);
  }
  return fromSecret(secret, publishable, secretKey);
}

/**
 * The keys of a stack: the well-known ones in memory, else those of `<dataDir>/keys.json` (made on the
 * first call). `envSecret` (LOCAL_SUPABASE_JWT_SECRET) replaces the secret, never with the CLI's own
 * when there is a data folder.
 */
export function resolveApiKeys(dataDir: string | null, envSecret?: string): ApiKeys {
  const override = envSecret?.trim() ? envSecret.trim() : undefined;
  if (override) checkSecret(override, 'LOCAL_SUPABASE_JWT_SECRET');
  if (!dataDir) {
    return override ? fromSecret(override, DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY) : WELL_KNOWN_KEYS;
  }
  if (override === DEFAULT_JWT_SECRET) {
    throw new Error(
      "LOCAL_SUPABASE_JWT_SECRET is the Supabase CLI's public demo secret, with which anyone can sign a token " +
        'for any user. A stack with a data folder makes its own random secret (keys.json in the folder): unset ' +
        'the variable, or use LOCAL_SUPABASE_MEMORY=1 for throwaway data.',
    );
  }
  const file = path.join(dataDir, KEYS_FILE);
  let keys: ApiKeys;
  if (fs.existsSync(file)) {
    keys = readKeysFile(file);
  } else {
    keys = generateApiKeys();
    const body: KeysFile = {
      jwt_secret: keys.jwtSecret,
      anon_key: keys.anonKey,
      service_role_key: keys.serviceRoleKey,
      publishable_key: keys.publishableKey,
      secret_key: keys.secretKey,
    };
    fs.mkdirSync(dataDir, { recursive: true });
    // `wx`: two processes starting at once must not each write their own keys.
    try {
      fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      keys = readKeysFile(file);
    }
  }
  return override ? fromSecret(override, keys.publishableKey, keys.secretKey) : keys;
}

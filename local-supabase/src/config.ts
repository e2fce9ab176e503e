import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { resolveApiKeys } from './api-keys.ts';
import type { ApiSettings } from './rest/schema.ts';

export * from './defaults.ts';

/**
 * Settings of the local stack. Every value can be set by an environment variable; the defaults are
 * those of `supabase start` (port 54321), except the keys: the CLI's well-known JWT secret and keys only
 * in memory, a random secret per data folder otherwise (api-keys.ts).
 */
export interface Config {
  host: string;
  port: number;
  /** LOCAL_SUPABASE_ALLOW_REMOTE: listening on a non-loopback host is refused without it. */
  allowRemote: boolean;
  /** Public URL of this server, as the clients see it. */
  apiUrl: string;
  /** Folder for the database and stored files; null keeps everything in memory. */
  dataDir: string | null;
  migrationsDir: string;
  /** `supabase/seed.sql`, applied once on a new database (null: no seed). */
  seedFile: string | null;
  /** Files under `<seedStorageDir>/<bucket>/<path>` are uploaded into that bucket on a new database. */
  seedStorageDir: string | null;
  siteUrl: string;
  /** Extra redirect URLs allowed besides siteUrl (prefix match, as GoTrue's allow list). */
  redirectUrls: string[];
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  jwtExpiry: number;
  /** E-mail confirmation on sign-up (Supabase's "Confirm email"); production default is on. */
  autoConfirm: boolean;
  /** Grant new public objects to the API roles by default (`[api] auto_expose_new_tables`). */
  autoExposeNewTables: boolean;
  /**
   * Peers whose forwarded client address (Sb-Forwarded-For, X-Forwarded-For) is believed; see client-ip.ts.
   * IPs, CIDRs, `loopback`, `private`, `none`.
   */
  trustedProxies: string;
  rateLimits: {
    /** Requests per IP per 5 minutes on /token (password and refresh), like GoTrue's sign_in_sign_ups. */
    signIn: number;
    /** Sign-ups per IP per hour. */
    signUp: number;
    /** E-mails (recover, resend, magic link) per hour per IP. */
    emailSent: number;
    /** /verify per IP per 5 minutes. */
    verify: number;
  };
  /**
   * The Supabase CLI's `supabase/config.toml`, whose `[auth.email.template.*]` subjects and `content_path`
   * files the mailer renders (auth/templates.ts); null, or a kind without a template, sends Supabase Auth's
   * built-in default for that kind, as a hosted project without templates does.
   */
  supabaseConfigFile: string | null;
  /** Auth timings (GoTrue names in brackets); the auth service falls back to these defaults when unset. */
  /** Seconds before another e-mail of the same kind may go to one user [max_frequency]; hosted 60. */
  emailMaxFrequency?: number;
  /** Storage's global upload limit in bytes ([storage] file_size_limit; hosted free plan 50 MiB). */
  storageFileSizeLimit?: number;
  /** Seconds a rotated refresh token may still be exchanged [refresh_token_reuse_interval]; 10. */
  refreshTokenReuseInterval?: number;
  /** Seconds a PKCE flow state lives after its creation [flow_state_expiry_duration]; 300. */
  flowStateExpiry?: number;
  /** Seconds an e-mail link / OTP stays valid [mailer_otp_exp]; 3600. */
  otpExpiry?: number;
  logRequests: boolean;
  /**
   * Port of the SMTP listener that files what the app sends into the mailbox (smtp.ts; the CLI's Mailpit
   * takes 54325): LOCAL_SUPABASE_SMTP_PORT, else the API port + 4 (0 with an ephemeral API port); `off`: none.
   */
  smtpPort: number | null;
  /**
   * Seconds between two runs of `public.run_scheduled_jobs()` (pg_cron's part on a hosted project; jobs.ts):
   * LOCAL_SUPABASE_JOBS_INTERVAL, else 60 with a data folder and 0 (off) in memory, where tests run the jobs
   * themselves with a fixed clock.
   */
  jobsInterval: number;
  /**
   * PostgREST's `[api] schemas`, `extra_search_path` and `max_rows` of config.toml (LOCAL_SUPABASE_API_SCHEMAS,
   * LOCAL_SUPABASE_EXTRA_SEARCH_PATH, LOCAL_SUPABASE_MAX_ROWS override them; `alter role authenticator set
   * pgrst.db_schemas|db_extra_search_path|db_max_rows` in a migration wins over both, as on PostgREST).
   */
  api: ApiSettings;
}

/** The parts of supabase/config.toml this stack reads (the Supabase CLI's names). */
interface Toml {
  api?: { schemas?: string[]; extra_search_path?: string[]; max_rows?: number };
  storage?: { file_size_limit?: string | number };
  auth?: {
    site_url?: string;
    additional_redirect_urls?: string[];
    jwt_expiry?: number;
    refresh_token_reuse_interval?: number;
    email?: { enable_confirmations?: boolean; otp_expiry?: number; max_frequency?: string };
    rate_limit?: { email_sent?: number; sign_in_sign_ups?: number; token_verifications?: number };
  };
}

function readToml(file: string | null): Toml {
  if (!file) return {};
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return parseToml(text) as Toml;
  } catch (e) {
    throw new Error(`${file} is not valid TOML: ${(e as Error).message}`);
  }
}

/** The CLI's durations (`1s`, `60s`, `5m`, `1h`) in seconds; anything else undefined. */
export function tomlSeconds(v: unknown): number | undefined {
  const m = typeof v === 'string' ? /^\s*(\d+)\s*(s|m|h)\s*$/i.exec(v) : null;
  if (!m) return undefined;
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2]!.toLowerCase() as 's' | 'm' | 'h'];
}

/** The CLI's sizes (`10MiB`, `50MB`, `512KiB`, bytes) in bytes: binary with an `i`, decimal without. */
export function tomlBytes(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v;
  const m = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b|b)?\s*$/i.exec(v) : null;
  if (!m) return undefined;
  const unit = (m[2] ?? 'b').toLowerCase();
  const base = unit.includes('i') ? 1024 : 1000;
  const power = { b: 0, k: 1, m: 2, g: 3 }[unit[0] as 'b' | 'k' | 'm' | 'g'];
  const n = Math.floor(Number(m[1]) * base ** power);
  return n > 0 ? n : undefined;
}

const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined);
const csv = (v: string | undefined) => (v === undefined ? undefined : v.split(',').map((x) => x.trim()).filter(Boolean));
/** GoTrue's allow-list globs (`http://localhost:3000/**`) as the prefixes this stack matches. */
const redirectPrefix = (u: string) => u.replace(/\/?\*+$/, '');


const ROOT = path.resolve(import.meta.dirname, '..', '..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.LOCAL_SUPABASE_HOST ?? '127.0.0.1';
  const port = int(env.LOCAL_SUPABASE_PORT, 54321);
  const memory = bool(env.LOCAL_SUPABASE_MEMORY, false);
  const dataDir = memory ? null : path.resolve(env.LOCAL_SUPABASE_DATA_DIR ?? path.join(ROOT, '.data', 'local-supabase'));
  const keys = resolveApiKeys(overrides.dataDir !== undefined ? overrides.dataDir : dataDir, env.LOCAL_SUPABASE_JWT_SECRET);
  const configFile =
    env.LOCAL_SUPABASE_CONFIG === 'none' ? null : path.resolve(env.LOCAL_SUPABASE_CONFIG ?? path.join(ROOT, 'supabase', 'config.toml'));
  // supabase/config.toml is the configuration, as for the Supabase CLI; LOCAL_SUPABASE_* variables override it
  const toml = readToml(overrides.supabaseConfigFile !== undefined ? overrides.supabaseConfigFile : configFile);
  const auth = toml.auth ?? {};
  const tomlInt = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined);
  const base: Config = {
    host,
    port,
    allowRemote: bool(env.LOCAL_SUPABASE_ALLOW_REMOTE, false),
    apiUrl: env.LOCAL_SUPABASE_API_URL ?? `http://${host}:${port}`,
    dataDir,
    migrationsDir: path.resolve(env.LOCAL_SUPABASE_MIGRATIONS_DIR ?? path.join(ROOT, 'supabase', 'migrations')),
    seedFile:
      env.LOCAL_SUPABASE_SEED === 'none'
        ? null
        : path.resolve(env.LOCAL_SUPABASE_SEED ?? path.join(ROOT, 'supabase', 'seed.sql')),
    seedStorageDir:
      env.LOCAL_SUPABASE_SEED === 'none'
        ? null
        : path.resolve(env.LOCAL_SUPABASE_SEED_STORAGE ?? path.join(ROOT, 'supabase', 'seed-storage')),
    supabaseConfigFile: configFile,
    siteUrl: env.LOCAL_SUPABASE_SITE_URL ?? env.NEXT_PUBLIC_SITE_URL ?? auth.site_url ?? 'http://localhost:3000',
    redirectUrls:
      csv(env.LOCAL_SUPABASE_REDIRECT_URLS) ??
      strings(auth.additional_redirect_urls)?.map(redirectPrefix) ?? ['http://localhost:3000', 'http://127.0.0.1:3000'],
    jwtSecret: keys.jwtSecret,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    jwtExpiry: int(env.LOCAL_SUPABASE_JWT_EXPIRY, tomlInt(auth.jwt_expiry) ?? 3600),
    autoConfirm: bool(env.LOCAL_SUPABASE_AUTOCONFIRM, auth.email?.enable_confirmations === false),
    autoExposeNewTables: bool(env.LOCAL_SUPABASE_AUTO_EXPOSE, true),
    trustedProxies: env.LOCAL_SUPABASE_TRUSTED_PROXIES ?? 'loopback',
    rateLimits: {
      signIn: int(env.LOCAL_SUPABASE_RATE_SIGN_IN, tomlInt(auth.rate_limit?.sign_in_sign_ups) ?? 30),
      signUp: int(env.LOCAL_SUPABASE_RATE_SIGN_UP, tomlInt(auth.rate_limit?.sign_in_sign_ups) ?? 30),
      emailSent: int(env.LOCAL_SUPABASE_RATE_EMAIL, tomlInt(auth.rate_limit?.email_sent) ?? 30),
      verify: int(env.LOCAL_SUPABASE_RATE_VERIFY, tomlInt(auth.rate_limit?.token_verifications) ?? 30),
    },
    emailMaxFrequency: int(env.LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY, tomlSeconds(auth.email?.max_frequency) ?? 60),
    storageFileSizeLimit: int(env.LOCAL_SUPABASE_FILE_SIZE_LIMIT, tomlBytes(toml.storage?.file_size_limit) ?? 50 * 1024 * 1024),
    refreshTokenReuseInterval: int(env.LOCAL_SUPABASE_REFRESH_REUSE_INTERVAL, tomlInt(auth.refresh_token_reuse_interval) ?? 10),
    flowStateExpiry: int(env.LOCAL_SUPABASE_FLOW_STATE_EXPIRY, 300),
    otpExpiry: int(env.LOCAL_SUPABASE_OTP_EXPIRY, tomlInt(auth.email?.otp_expiry) ?? 3600),
    logRequests: bool(env.LOCAL_SUPABASE_LOG, false),
    smtpPort:
      env.LOCAL_SUPABASE_SMTP_PORT === 'off'
        ? null
        : int(env.LOCAL_SUPABASE_SMTP_PORT, port === 0 ? 0 : port + 4),
    jobsInterval: Math.max(0, int(env.LOCAL_SUPABASE_JOBS_INTERVAL, memory ? 0 : 60)),
    api: {
      schemas: csv(env.LOCAL_SUPABASE_API_SCHEMAS) ?? strings(toml.api?.schemas) ?? ['public', 'graphql_public'],
      extraSearchPath: csv(env.LOCAL_SUPABASE_EXTRA_SEARCH_PATH) ?? strings(toml.api?.extra_search_path) ?? ['public', 'extensions'],
      maxRows: Math.max(1, int(env.LOCAL_SUPABASE_MAX_ROWS, tomlInt(toml.api?.max_rows) ?? 1000)),
    },
  };
  return { ...base, ...overrides };
}

const isLoopbackHost = (host: string) => {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  const list = new net.BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  if (net.isIPv4(h)) return list.check(h, 'ipv4');
  if (net.isIPv6(h)) return list.check(h, 'ipv6');
  return false;
};

/**
 * Refuses a configuration that would put this development stand-in on a network: it has one database
 * connection, a mailbox anyone can read (every confirmation and password-reset link), and in memory the
 * Supabase CLI's public keys.
 */
export function assertSafeHost(config: Config) {
  if (isLoopbackHost(config.host)) return;
  if (!config.allowRemote) {
    throw new Error(
      `refusing to listen on ${config.host}: other machines could reach this stack, which is a development ` +
        'stand-in and not a production server (one database connection; a mailbox at /mailbox that shows ' +
        'every sign-up and password-reset link to whoever opens it). Listen on 127.0.0.1 (unset ' +
        'LOCAL_SUPABASE_HOST), or set LOCAL_SUPABASE_ALLOW_REMOTE=1 if only you can reach that address ' +
        '(e.g. a container port published to 127.0.0.1).',
    );
  }
  if (!config.dataDir) {
    throw new Error(
      `refusing to listen on ${config.host} in memory (LOCAL_SUPABASE_MEMORY=1): that mode uses the Supabase ` +
        "CLI's public JWT secret and keys, with which anyone can act as any user. Use a data folder, whose " +
        'keys are random.',
    );
  }
}

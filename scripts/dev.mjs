#!/usr/bin/env node
/**
 * `npm run dev`: the local Supabase stack (data in .data/local-supabase, migrations and seed applied on
 * first start) and `next dev` together. Next starts once the stack answers on /health, with the keys of
 * the stack's data folder (random per folder, made on its first start: local-supabase/src/api-keys.ts);
 * one Ctrl-C stops both. When NEXT_PUBLIC_SUPABASE_URL points at another Supabase (e.g. a hosted
 * project), only `next dev` runs, with the configured keys. Extra arguments go to Next:
 * `npm run dev -- -p 3001`.
 *
 * scripts/start.mjs reuses `runWithLocalStack` for `npm start`, scripts/build.mjs `localStackKeys`.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import webpush from 'web-push';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Where the local stack listens: 127.0.0.1 and LOCAL_SUPABASE_PORT (54321 by default, as `supabase start`). */
export function localSupabaseUrl(env = process.env) {
  return `http://127.0.0.1:${env.LOCAL_SUPABASE_PORT?.trim() || '54321'}`;
}

/** The local stack's SMTP listener, which files what the app sends in its mailbox (API port + 4, as 54321/54325). */
export function localSmtpUrl(env = process.env) {
  const port = env.LOCAL_SUPABASE_SMTP_PORT?.trim() || String(Number(env.LOCAL_SUPABASE_PORT?.trim() || '54321') + 4);
  return `smtp://127.0.0.1:${port}`;
}

/** The port `next dev`/`next start` will listen on: -p/--port among its arguments, else PORT, else 3000. */
export function nextPortOf(args, env = process.env) {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i];
    if ((a === '-p' || a === '--port') && args[i + 1]) return Number(args[i + 1]);
    const m = /^(?:-p|--port)=(\d+)$/.exec(a);
    if (m) return Number(m[1]);
  }
  return Number(env.PORT || 3000);
}

/**
 * The scheduler of the app's jobs (docs/email.md): POST /api/jobs every `seconds` with the bearer secret —
 * the e-mail outbox goes out over SMTP and orphan listing photos are removed. Quiet while Next starts.
 */
export function startJobsTimer(port, secret, log, seconds = 15) {
  let warned = false;
  const tick = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/jobs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok && !warned) {
        warned = true;
        log(`POST /api/jobs answered ${response.status}: e-mails are not being sent`);
      }
    } catch {
      /* Next is not listening yet */
    }
  };
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  return timer;
}

/**
 * The Web Push key pair of a local stack (docs/push.md): kept in its data folder (vapid-keys.json, made on first
 * use) so that browsers subscribed in an earlier run keep receiving; a stack in memory gets a pair per run.
 * Used only when LAR_VAPID_PUBLIC_KEY / LAR_VAPID_PRIVATE_KEY are not configured.
 */
export function localVapidKeys(dataDir) {
  const file = dataDir ? path.join(dataDir, 'vapid-keys.json') : null;
  if (file && fs.existsSync(file)) {
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string') return saved;
    } catch {
      /* unreadable: make a new pair */
    }
  }
  const keys = webpush.generateVAPIDKeys();
  if (file && fs.existsSync(dataDir)) fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** True when the app should talk to the local stack: no Supabase URL configured, or the local stack's. */
export function usesLocalStack(env = process.env) {
  const configured = env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  if (!configured) return true;
  try {
    const url = new URL(configured);
    return ['127.0.0.1', 'localhost'].includes(url.hostname) && url.port === new URL(localSupabaseUrl(env)).port;
  } catch {
    return false;
  }
}

/**
 * The keys of the local stack these settings describe (`cli.ts keys`: the CLI's well-known keys in memory,
 * else those of the data folder, made now if the folder is new). Throws with the stack's own message.
 */
export function localStackKeys(env = process.env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'keys'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error((result.stderr || result.stdout || 'cli.ts keys failed').trim());
  return JSON.parse(result.stdout);
}

/** The environment that gives Next the local stack's keys, saying so when it replaces configured ones. */
export function nextEnvFor(keys, log) {
  const handed = {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL?.trim() || localSupabaseUrl(),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: keys.anon_key,
    SUPABASE_SERVICE_ROLE_KEY: keys.service_role_key,
  };
  for (const [name, value] of Object.entries(handed)) {
    if (name === 'NEXT_PUBLIC_SUPABASE_URL') continue;
    const configured = process.env[name]?.trim();
    if (configured && configured !== value) log(`${name} from the environment is not a key of the local stack; using the stack's`);
  }
  // The publishable/secret variants must not shadow them (lib/env.ts prefers the ones above anyway).
  return { ...handed, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: '', SUPABASE_SECRET_KEY: '' };
}

/** True when the stack at `url` takes `apikey` (a stack of another data folder, or in memory, does not). */
async function acceptsKey(url, apikey) {
  try {
    const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey }, signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether a built app's browser chunks carry `anonKey` (NEXT_PUBLIC_* are fixed at build time). */
function buildCarries(anonKey) {
  const dir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'static');
  if (!fs.existsSync(dir)) return true;
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  return files.some((f) => fs.readFileSync(path.join(dir, String(f)), 'utf8').includes(anonKey));
}

async function isHealthy(url) {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Runs `next <command> ...nextArgs`, preceded by the local stack when the configuration asks for it.
 * Exits with the first child's failure, or 0 after Ctrl-C / SIGTERM once both have stopped.
 */
export async function runWithLocalStack(command, nextArgs, { tag = command } = {}) {
  // Read .env files the way Next will, so this script and the app agree on the Supabase URL.
  nextEnv.loadEnvConfig(ROOT, command === 'dev', { info: () => {}, error: console.error });
  const log = (message) => console.log(`[${tag}] ${message}`);

  const children = new Set();
  let stopping = false;
  let exitCode = 0;

  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (children.size === 0) process.exit(exitCode);
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
      process.exit(exitCode);
    }, 10_000).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const start = (name, args, env = {}) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!stopping) {
        log(`${name} exited (${signal ?? code}); stopping`);
        stop(code || 1);
      } else if (children.size === 0) process.exit(exitCode);
    });
    return child;
  };

  let nextEnvironment = {};
  let dataDir = null;
  const LOCAL_SUPABASE_URL = localSupabaseUrl();
  if (usesLocalStack()) {
    let keys;
    try {
      keys = localStackKeys();
    } catch (e) {
      log(`the local Supabase cannot start: ${e.message}`);
      return stop(1);
    }
    nextEnvironment = nextEnvFor(keys, log);
    dataDir = keys.data_dir ?? null;
    if (command === 'start' && !buildCarries(keys.anon_key)) {
      log("this build does not carry the local stack's anon key (the browser's calls to Supabase would be refused): run `npm run build` again");
    }
    if (await isHealthy(LOCAL_SUPABASE_URL)) {
      if (!(await acceptsKey(LOCAL_SUPABASE_URL, keys.anon_key))) {
        log(
          `the Supabase running at ${LOCAL_SUPABASE_URL} does not take the keys of ${keys.data_dir ?? 'the in-memory stack'} ` +
            '(another data folder, or in memory): stop it, or start it with the same LOCAL_SUPABASE_* settings',
        );
        return stop(1);
      }
      log(`using the local Supabase already running at ${LOCAL_SUPABASE_URL}`);
    } else {
      log(`starting the local Supabase at ${LOCAL_SUPABASE_URL} (data in ${keys.data_dir ?? 'memory'})`);
      start('local Supabase', ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
        LOCAL_SUPABASE_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
      });
      const deadline = Date.now() + 300_000;
      while (!(await isHealthy(LOCAL_SUPABASE_URL))) {
        if (stopping) return;
        if (Date.now() > deadline) {
          log('the local Supabase did not answer within 5 minutes');
          return stop(1);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      log('local Supabase is ready');
    }
  } else {
    log(`using Supabase at ${process.env.NEXT_PUBLIC_SUPABASE_URL}`);
  }
  if (stopping) return;
  // E-mail (docs/email.md): the local stack's SMTP listener unless another server is configured, and the
  // secret of POST /api/jobs, which this script calls on an interval (a random one per run unless configured).
  const jobsSecret = process.env.LAR_JOBS_SECRET?.trim() || (usesLocalStack() ? crypto.randomBytes(32).toString('hex') : '');
  if (usesLocalStack() && !process.env.LAR_SMTP_URL?.trim()) nextEnvironment.LAR_SMTP_URL = localSmtpUrl();
  if (jobsSecret) nextEnvironment.LAR_JOBS_SECRET = jobsSecret;
  // Web Push (docs/push.md): the data folder's own VAPID pair unless the operator configured one.
  if (usesLocalStack() && !process.env.LAR_VAPID_PUBLIC_KEY?.trim() && !process.env.LAR_VAPID_PRIVATE_KEY?.trim()) {
    const vapid = localVapidKeys(dataDir);
    nextEnvironment.LAR_VAPID_PUBLIC_KEY = vapid.publicKey;
    nextEnvironment.LAR_VAPID_PRIVATE_KEY = vapid.privateKey;
  }
  start(`next ${command}`, [NEXT_BIN, command, ...nextArgs], nextEnvironment);
  if (jobsSecret) startJobsTimer(nextPortOf(nextArgs), jobsSecret, log);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWithLocalStack('dev', process.argv.slice(2));
}

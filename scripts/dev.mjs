#!/usr/bin/env node
/**
 * `npm run dev`: the local Supabase stack (data in .data/local-supabase, migrations and seed applied on
 * first start) and `next dev` together. Next starts once the stack answers on /health; one Ctrl-C stops
 * both. When NEXT_PUBLIC_SUPABASE_URL points at another Supabase (e.g. a hosted project), only `next dev`
 * runs. Extra arguments go to Next: `npm run dev -- -p 3001`.
 *
 * scripts/start.mjs reuses `runWithLocalStack` for `npm start`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** True when the app should talk to the local stack: no Supabase URL configured, or the local default. */
export function usesLocalStack(env = process.env) {
  const configured = env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  if (!configured) return true;
  try {
    const url = new URL(configured);
    return ['127.0.0.1', 'localhost'].includes(url.hostname) && url.port === '54321';
  } catch {
    return false;
  }
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

  if (usesLocalStack()) {
    if (await isHealthy(LOCAL_SUPABASE_URL)) {
      log(`using the local Supabase already running at ${LOCAL_SUPABASE_URL}`);
    } else {
      log(`starting the local Supabase at ${LOCAL_SUPABASE_URL} (data in .data/local-supabase)`);
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
  start(`next ${command}`, [NEXT_BIN, command, ...nextArgs]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWithLocalStack('dev', process.argv.slice(2));
}

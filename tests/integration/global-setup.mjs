import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { STACKS } from './stacks.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function waitFor(url, child, ms = 120000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`local stack exited early (${child.exitCode}) for ${url}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`local stack did not answer at ${url}`);
}

/** A free loopback port, so that several test runs on one machine never share a stack. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  globalThis.__LOCAL_STACKS__ = [];
  await Promise.all(
    Object.entries(STACKS).map(async ([name, s]) => {
      const envName = `LAR_TEST_${name.toUpperCase()}_URL`;
      const port = process.env.LAR_TEST_FIXED_PORTS === '1' ? s.port : await freePort();
      // Test workers are started after this and inherit the URL.
      process.env[envName] = `http://127.0.0.1:${port}`;
      // The stack's SMTP listener (its mailbox): tests of the e-mail outbox send through it.
      const smtpPort = await freePort();
      process.env[`LAR_TEST_${name.toUpperCase()}_SMTP_URL`] = `smtp://127.0.0.1:${smtpPort}`;
      const child = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
        cwd: ROOT,
        env: {
          ...process.env,
          LOCAL_SUPABASE_MEMORY: '1',
          LOCAL_SUPABASE_PORT: String(port),
          LOCAL_SUPABASE_SMTP_PORT: String(smtpPort),
          LOCAL_SUPABASE_MIGRATIONS_DIR: path.join(ROOT, s.migrations),
          LOCAL_SUPABASE_SEED: 'none',
          // Tests make many accounts from one IP; the rate-limit tests start their own stack.
          LOCAL_SUPABASE_RATE_SIGN_IN: '100000',
          LOCAL_SUPABASE_RATE_SIGN_UP: '100000',
          LOCAL_SUPABASE_RATE_EMAIL: '100000',
          LOCAL_SUPABASE_RATE_VERIFY: '100000',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      globalThis.__LOCAL_STACKS__.push(child);
      try {
        await waitFor(`http://127.0.0.1:${port}`, child);
      } catch (e) {
        console.error(out);
        throw new Error(`${name} stack: ${e.message}`);
      }
    }),
  );
}

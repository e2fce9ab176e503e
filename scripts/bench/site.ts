/**
 * The site as the benchmarks drive it (bench:load, bench:crash): the local stack with the demo seed in memory,
 * `next start` from a build of its own, and people who use the site's server actions as its pages do — the
 * action's id from the build's manifest, its arguments as the page's form sends them, the cookies kept.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

export interface SiteOptions {
  port: number;
  supabasePort: number;
  /** Next's build folder, relative to the project (built when it has no build or BENCH_BUILD=1). */
  distDir: string;
  /**
   * Proxies in front of `next start` whose X-Forwarded-For the app trusts (TRUSTED_PROXY_HOPS). With 1, each
   * person's requests carry their own address, as behind a CDN; with 0 (default) every person is 127.0.0.1.
   */
  trustedProxyHops?: number;
}

export class Site {
  readonly base: string;
  readonly supabaseUrl: string;
  private readonly children: ChildProcess[] = [];
  private app: ChildProcess | null = null;

  constructor(readonly options: SiteOptions) {
    this.base = `http://localhost:${options.port}`;
    this.supabaseUrl = `http://127.0.0.1:${options.supabasePort}`;
    process.on('exit', () => this.stop());
  }

  private get appEnv() {
    return {
      ...process.env,
      NEXT_PUBLIC_SUPABASE_URL: this.supabaseUrl,
      NEXT_PUBLIC_SITE_URL: this.base,
      NEXT_DIST_DIR: this.options.distDir,
      TRUSTED_PROXY_HOPS: String(this.options.trustedProxyHops ?? 0),
      NEXT_SKIP_TYPECHECK: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    };
  }

  /** The local stack in memory with the migrations and the demo seed; one address for every virtual user, so
   * the auth server's per-IP sign-in limit is raised as in the e2e runs (the site's own limits stay). */
  async startStack(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        LOCAL_SUPABASE_MEMORY: '1',
        LOCAL_SUPABASE_PORT: String(this.options.supabasePort),
        LOCAL_SUPABASE_SMTP_PORT: String(this.options.supabasePort + 1000),
        LOCAL_SUPABASE_SITE_URL: this.base,
        LOCAL_SUPABASE_LOG: '0',
        LOCAL_SUPABASE_RATE_SIGN_IN: '100000',
        LOCAL_SUPABASE_RATE_SIGN_UP: '100000',
      },
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.children.push(child);
    await waitFor(`${this.supabaseUrl}/health`, child, 300_000, 'the local stack');
  }

  build(): void {
    if (process.env.BENCH_BUILD !== '1' && fs.existsSync(path.join(ROOT, this.options.distDir, 'BUILD_ID'))) return;
    console.error(`building into ${this.options.distDir}…`);
    const r = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env: this.appEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('next build failed');
  }

  /** `next start` as its own process group (so kill -9 reaches the server itself, not only a wrapper). */
  async startApp(): Promise<number> {
    const t0 = Date.now();
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(this.options.port)], {
      cwd: ROOT,
      env: this.appEnv,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.app = child;
    this.children.push(child);
    await waitFor(`${this.base}/`, child, 180_000, 'next start');
    return Date.now() - t0;
  }

  /** SIGKILL to `next start`'s whole process group: no shutdown code runs. */
  killApp(): Promise<void> {
    const child = this.app;
    this.app = null;
    if (!child?.pid || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        resolve();
      }
    });
  }

  stop(): void {
    for (const c of this.children) {
      try {
        if (c.pid && c.exitCode === null) process.kill(-c.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
  }

  /** The id of a server action by its file and export, from the build's manifest (what the page's form posts). */
  actionId(file: string, name: string): string {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, this.options.distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node: Record<string, { filename?: string; exportedName?: string }>;
    };
    const hit = Object.entries(manifest.node).find(([, v]) => v.filename === file && v.exportedName === name);
    if (!hit) throw new Error(`no server action ${name} in ${file}`);
    return hit[0];
  }

  /** Calls a server action as a page's form does; the action's result object parsed from React's reply. */
  async callAction(person: { jar: Map<string, string>; ip?: string }, page: string, id: string, args: unknown[]) {
    const res = await fetch(`${this.base}${page}`, {
      method: 'POST',
      headers: {
        'Next-Action': id,
        'Content-Type': 'text/plain;charset=UTF-8',
        Accept: 'text/x-component',
        Origin: this.base,
        Cookie: cookieHeader(person.jar),
        ...(person.ip ? { 'X-Forwarded-For': person.ip } : {}),
      },
      body: JSON.stringify(args),
      redirect: 'manual',
    });
    keepCookies(person.jar, res);
    const text = await res.text();
    // React's flight format: one chunk per line (`1:{…}`); the action's value is the object with "ok".
    let result: Record<string, unknown> | null = null;
    for (const line of text.split('\n')) {
      const m = /^[0-9a-f]+:(\{.*\})$/.exec(line);
      if (!m) continue;
      try {
        const v = JSON.parse(m[1]!) as Record<string, unknown>;
        if ('ok' in v) result = v;
      } catch {
        // another chunk
      }
    }
    return { status: res.status, result, text };
  }
}

export async function waitFor(url: string, child: ChildProcess, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (Date.now() > end) throw new Error(`${what} did not answer in ${ms / 1000} s`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export function keepCookies(jar: Map<string, string>, res: Response): void {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (!value || /max-age=0/i.test(c)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The access token in @supabase/ssr's session cookie (`base64-` + base64url JSON, maybe in chunks). */
export function accessToken(jar: Map<string, string>): string | null {
  const names = [...jar.keys()].filter((k) => /^sb-.+-auth-token(\.\d+)?$/.test(k)).sort();
  if (!names.length) return null;
  const raw = names.map((n) => decodeURIComponent(jar.get(n)!)).join('');
  const json = raw.startsWith('base64-') ? Buffer.from(raw.slice(7), 'base64url').toString('utf8') : raw;
  return (JSON.parse(json) as { access_token?: string }).access_token ?? null;
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

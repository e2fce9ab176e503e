import http from 'node:http';
import path from 'node:path';
import { assertSafeHost, loadConfig, type Config } from './config.ts';
import { Database } from './db.ts';
import { createBlobStore } from './blobs.ts';
import { loadKeys } from './keys.ts';
import { clientIpResolver, trustedProxyList } from './client-ip.ts';
import { applyMigrations, applySeed, bootstrap } from './migrate.ts';
import { markInitialized, PGDATA, prepareDataDir, unopenableMessage } from './data-dir.ts';
import { DEFAULT_BODY_LIMIT, HttpError, readBody, type ApiRequest, type ApiResponse, type Ctx, type Service } from './http.ts';
import { authService } from './auth/index.ts';
import { closeHashPool } from './auth/hash-pool.ts';
import { restService } from './rest/index.ts';
import { storageService } from './storage/index.ts';
import { mailboxService } from './mailbox/index.ts';
import { startSmtpListener, type SmtpListener } from './smtp.ts';
import { startJobs } from './jobs.ts';

export interface LocalSupabase {
  url: string;
  config: Config;
  ctx: Ctx;
  server: http.Server;
  /** Where the SMTP listener took mail (smtp.ts), or null when it is off. */
  smtpPort: number | null;
  close(): Promise<void>;
}

const EXPOSE_HEADERS =
  'Content-Range, Content-Location, Location, Range-Unit, X-Supabase-Api-Version, X-Total-Count, Link, Content-Profile, Preference-Applied';

/** Whether a request URL reaches the mailbox, after the same normalisation the router applies. */
function isMailboxPath(rawUrl: string | undefined): boolean {
  let pathname: string;
  try {
    pathname = new URL(rawUrl ?? '/', 'http://local').pathname;
  } catch {
    return true; // unparsable: the strictest answer
  }
  return pathname === '/mailbox' || pathname.startsWith('/mailbox/');
}

/** Routes that browsers open directly (links, <img src>): no apikey is required there (§0.3). */
function isExempt(method: string, path: string): boolean {
  if (path.startsWith('/mailbox') || path === '/' || path === '/health') return true;
  if ((method === 'GET' || method === 'POST') && (path === '/auth/v1/verify' || path.startsWith('/auth/v1/authorize'))) return true;
  if (path.startsWith('/auth/v1/callback') || path.startsWith('/auth/v1/local-oauth')) return true;
  if (path === '/auth/v1/.well-known/jwks.json') return true;
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/storage/v1/object/public/')) return true;
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/storage/v1/object/sign/')) return true;
  if (path.startsWith('/storage/v1/render/image/public/')) return true;
  return false;
}

export async function startLocalSupabase(overrides: Partial<Config> = {}): Promise<LocalSupabase> {
  const config = loadConfig(overrides);
  assertSafeHost(config);
  const clientIp = clientIpResolver(trustedProxyList(config.trustedProxies));
  const log = (m: string) => console.log(`[local-supabase] ${m}`);
  // A folder whose last build was interrupted is emptied (keys kept) and built again (data-dir.ts).
  const building = config.dataDir ? prepareDataDir(config.dataDir, log) : false;
  let db: Database;
  try {
    db = await Database.open(config.dataDir ? path.join(config.dataDir, PGDATA) : null);
  } catch (e) {
    throw new Error(config.dataDir ? unopenableMessage(config.dataDir, e) : String(e));
  }
  const blobs = createBlobStore(config.dataDir);
  const keys = loadKeys(config.dataDir, config.jwtSecret);
  const ctx: Ctx = { config, db, keys, blobs };
  try {
    const isNew = await bootstrap(db, config);
    await applyMigrations(db, config.migrationsDir, log);
    if (isNew) await applySeed(db, blobs, config, log);
    // Last: the folder is complete. Killed before this line, the next start builds it again.
    if (building) markInitialized(config.dataDir!);
  } catch (e) {
    await db.close().catch(() => {});
    throw e;
  }

  // The stack's API keys resolve to these JWTs at the gateway (§0.2): the well-known ones in memory only,
  // the data folder's own otherwise (api-keys.ts).
  const anonJwt = config.anonKey;
  const serviceJwt = config.serviceRoleKey;
  const keyToJwt = new Map<string, string>([
    [config.anonKey, anonJwt],
    [config.serviceRoleKey, serviceJwt],
    [config.publishableKey, anonJwt],
    [config.secretKey, serviceJwt],
  ]);

  // Origins that may read the mailbox from a browser: the Site URL's and the redirect URLs' (§ Mailbox).
  const mailboxOrigins = new Set(
    [config.siteUrl, ...config.redirectUrls].flatMap((u) => {
      try {
        return [new URL(u).origin];
      } catch {
        return [];
      }
    }),
  );

  const services: [string, Service][] = [
    ['/auth/v1', authService],
    ['/rest/v1', restService],
    ['/storage/v1', storageService],
    ['/mailbox', mailboxService],
  ];

  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    const origin = req.headers.origin;
    const cors: Record<string, string> = { Vary: 'Origin' };
    if (isMailboxPath(req.url)) {
      // The mailbox holds every sign-in and password-reset link: only the site's own pages may read it
      // from a browser, and never with credentials.
      if (origin && mailboxOrigins.has(origin)) cors['Access-Control-Allow-Origin'] = origin;
    } else {
      cors['Access-Control-Allow-Origin'] = origin ?? '*';
      cors['Access-Control-Expose-Headers'] = EXPOSE_HEADERS;
      if (origin) cors['Access-Control-Allow-Credentials'] = 'true';
    }
    const send = (r: ApiResponse) => {
      const headers: Record<string, string | string[]> = { ...cors, ...(r.headers ?? {}) };
      let payload: Buffer | string | undefined;
      if (r.body === undefined || r.body === null) payload = undefined;
      else if (Buffer.isBuffer(r.body) || typeof r.body === 'string') payload = r.body as Buffer | string;
      else {
        payload = JSON.stringify(r.body);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
          headers['Content-Type'] = 'application/json; charset=utf-8';
        }
      }
      if (!res.headersSent) res.writeHead(r.status, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
      if (config.logRequests) log(`${req.method} ${req.url} ${r.status} ${Date.now() - started}ms`);
    };
    try {
      const url = new URL(req.url ?? '/', config.apiUrl);
      const method = (req.method ?? 'GET').toUpperCase();
      if (method === 'OPTIONS') {
        return send({
          status: 200,
          headers: {
            'Access-Control-Allow-Methods': 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
            'Access-Control-Allow-Headers':
              (req.headers['access-control-request-headers'] as string | undefined) ??
              'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-upsert, cache-control, x-metadata',
            'Access-Control-Max-Age': '86400',
          },
        });
      }
      const pathname = url.pathname;
      if (pathname === '/' || pathname === '/health') {
        return send({ status: 200, body: { status: 'ok', name: 'local-supabase' } });
      }
      const match = services.find(([prefix]) => pathname === prefix || pathname.startsWith(prefix + '/'));
      if (!match) return send({ status: 404, body: { message: 'no Route matched with those values' } });

      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) {
        if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
      }
      const apikey = headers['apikey'] ?? url.searchParams.get('apikey') ?? undefined;
      let authorization = headers['authorization'];
      if (!isExempt(method, pathname)) {
        if (!apikey) {
          return send({
            status: 401,
            body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
          });
        }
        if (!keyToJwt.has(apikey)) {
          return send({
            status: 401,
            body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
          });
        }
      }
      if (apikey && keyToJwt.has(apikey) && (!authorization || authorization.startsWith('Bearer sb_'))) {
        authorization = `Bearer ${keyToJwt.get(apikey)}`;
      }
      const [prefix, service] = match;
      const apiReq: ApiRequest = {
        method,
        url,
        path: pathname.slice(prefix.length) || '/',
        headers,
        authorization,
        apikey,
        ip: clientIp(req.socket.remoteAddress, headers),
        body: (limit = DEFAULT_BODY_LIMIT) => readBody(req, limit),
        raw: req,
      };
      send(await service(apiReq, ctx));
    } catch (e) {
      if (e instanceof HttpError) return send({ status: e.status, body: e.body, headers: e.headers });
      console.error('[local-supabase] unexpected error', e);
      send({ status: 500, body: { message: 'Internal server error' } });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === 0 ? `http://${config.host}:${port}` : config.apiUrl;
  config.apiUrl = url;

  let smtp: SmtpListener | null = null;
  if (config.smtpPort !== null) {
    try {
      smtp = await startSmtpListener(db, config.host, config.smtpPort, log);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || config.smtpPort === 0) throw e;
      smtp = await startSmtpListener(db, config.host, 0, log);
      log(`SMTP port ${config.smtpPort} is taken; listening for SMTP on ${smtp.port} instead (set LOCAL_SUPABASE_SMTP_PORT)`);
    }
  }
  const jobs = startJobs(db, config.jobsInterval, log);
  return {
    url,
    config,
    ctx,
    server,
    smtpPort: smtp?.port ?? null,
    async close() {
      jobs.stop();
      await smtp?.close();
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections?.();
      await closeHashPool();
      await db.close();
    },
  };
}

import crypto from 'node:crypto';
import type { RequestContext, Tx } from '../db.ts';
import type { ApiRequest, Ctx } from '../http.ts';
import { verifyJwt, type JwtClaims } from '../keys.ts';
import { errors, StorageError } from './errors.ts';

/** Who is calling, from the verified JWT the gateway put in `Authorization` (contract §D.0). */
export interface Caller {
  role: string;
  claims: JwtClaims;
  token: string;
  /** `sub` claim, the new objects' owner_id. */
  sub: string | null;
  /** `sub` when it is a uuid, the new objects' owner. */
  owner: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Storage answers JWT problems with HTTP 400 and a "403" body, in jose's words. */
export function callerOf(req: ApiRequest, ctx: Ctx): Caller {
  const header = req.authorization ?? '';
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (!header || !token) {
    throw errors.accessDenied('Missing authorization header');
  }
  const result = verifyJwt(ctx.keys, token);
  if (!result.ok) {
    const messages: Partial<Record<typeof result.reason, string>> = {
      expired: '"exp" claim timestamp check failed',
      no_exp: 'missing required "exp" claim',
      signature: 'signature verification failed',
      no_key: 'no applicable key found in the JSON Web Key Set',
    };
    const message = messages[result.reason] ?? 'Invalid Compact JWS';
    throw new StorageError(403, 'AccessDenied', message, 'Unauthorized');
  }
  const claims = result.claims;
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  return { role, claims, token, sub, owner: sub && UUID.test(sub) ? sub : null };
}

/** The GUC context for `db.asRole`, as storage sets it for the object-table queries. */
export function requestContext(caller: Caller, req: ApiRequest, readOnly = false): RequestContext {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (k !== 'cookie') headers[k] = v;
  return {
    role: caller.role,
    claims: caller.claims,
    method: req.method,
    path: req.path,
    headers,
    readOnly,
  };
}

/** Tokens of signed URLs: HS256 with the project JWT secret, `exp` checked without leeway. */
export function signToken(ctx: Ctx, claims: Record<string, unknown>): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  const sig = crypto.createHmac('sha256', ctx.keys.secret).update(data).digest('base64url');
  return `${data}.${sig}`;
}

export function verifyToken(ctx: Ctx, token: string | null): Record<string, unknown> {
  if (!token) throw new StorageError(400, 'InvalidRequest', "querystring must have required property 'token'", 'Bad Request');
  const parts = token.split('.');
  if (parts.length !== 3) throw errors.invalidJwt('Invalid Compact JWS');
  let header: { alg?: string };
  let claims: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw errors.invalidJwt('Invalid Compact JWS');
  }
  if (header.alg !== 'HS256') throw errors.invalidJwt('signature verification failed');
  const expected = crypto.createHmac('sha256', ctx.keys.secret).update(`${parts[0]}.${parts[1]}`).digest();
  const sig = Buffer.from(parts[2], 'base64url');
  if (sig.length !== expected.length || !crypto.timingSafeEqual(sig, expected)) {
    throw errors.invalidJwt('signature verification failed');
  }
  // A signed URL must end: a token without a numeric exp is refused like an expired one.
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw errors.invalidJwt('missing required "exp" claim');
  if (claims.exp < Math.floor(Date.now() / 1000)) {
    throw errors.invalidJwt('"exp" claim timestamp check failed');
  }
  return claims;
}

export interface RunOptions {
  /** `storage.operation`, e.g. `storage.object.upload`; policies may read it. */
  operation: string;
  readOnly?: boolean;
  /** Lifts bootstrap.sql's guard against direct deletes, as the Storage API does for its own. */
  allowDelete?: boolean;
}

/**
 * One transaction as the caller, with PostgREST's GUCs (db.asRole) plus storage's own
 * (`request.jwt`, `request.jwt.claim.role|sub`, `storage.operation`, `storage.allow_delete_query`).
 */
export function runAs<T>(ctx: Ctx, caller: Caller, req: ApiRequest, opts: RunOptions, fn: (tx: Tx) => Promise<T>) {
  return ctx.db.asRole(requestContext(caller, req, opts.readOnly), async (tx) => {
    await tx.query(
      `select set_config('storage.operation', $1, true), set_config('storage.allow_delete_query', $2, true),
              set_config('request.jwt', $3, true), set_config('request.jwt.claim.role', $4, true),
              set_config('request.jwt.claim.sub', $5, true)`,
      [opts.operation, opts.allowDelete ? 'true' : 'false', caller.token, caller.role, caller.sub ?? ''],
    );
    return fn(tx);
  });
}

import net from 'node:net';
import type { Tx } from '../db.ts';
import type { ApiRequest, Ctx } from '../http.ts';
import { signJwt, verifyJwt, type JwtClaims } from '../keys.ts';
import { AuthApiError, badRequest, forbidden, internal, unauthorized } from './errors.ts';
import { authTx, findUserById, userJson, type LoadedUser } from './users.ts';
import { NIL_UUID, randomAlnum, timing, uuid } from './util.ts';

/** GoTrue authentication methods, as stored in mfa_amr_claims and put in the `amr` claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'oauth'
  | 'email/signup'
  | 'recovery'
  | 'magiclink'
  | 'invite'
  | 'email_change'
  | 'token_refresh';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
  provider_refresh_token?: string;
}

async function amrOf(tx: Tx, sessionId: string) {
  const { rows } = await tx.query<{ method: string; ts: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as ts
     from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) }));
}

/** Signs the access token with the claims GoTrue emits, in its order (§A.2). */
export async function accessToken(ctx: Ctx, tx: Tx, user: LoadedUser, sessionId: string) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const claims: JwtClaims = {
    iss: `${ctx.config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? '',
    aal: 'aal1',
    amr: await amrOf(tx, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: signJwt(ctx.keys, claims), exp };
}

async function tokenResponse(ctx: Ctx, tx: Tx, userId: string, sessionId: string, refreshToken: string) {
  const user = await findUserById(tx, userId);
  if (!user) throw internal('Database error finding user');
  const { token, exp } = await accessToken(ctx, tx, user, sessionId);
  const body: TokenResponse = {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
  return body;
}

async function insertRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null) {
  const token = randomAlnum(12);
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1::uuid, $2, $3, false, now(), now(), $4, $5::uuid)`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  return token;
}

async function addAmrClaim(tx: Tx, sessionId: string, method: AuthMethod) {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1::uuid, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** `issueRefreshToken`: a new session + refresh token, last_sign_in_at, AMR claim; the token body. */
export async function issueSession(ctx: Ctx, tx: Tx, req: ApiRequest, user: LoadedUser, method: AuthMethod) {
  const sessionId = uuid();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1::uuid, $2::uuid, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, user.id, req.headers['user-agent'] ?? null, net.isIP(req.ip) ? req.ip : null],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
  await addAmrClaim(tx, sessionId, method);
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`, [user.id]);
  return tokenResponse(ctx, tx, user.id, sessionId, refreshToken);
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  session_exists: boolean;
  reuse_expired: boolean;
}

/**
 * `grant_type=refresh_token` with GoTrue's rotation rules (§A.3): an active token is swapped for a child;
 * a revoked token that is the parent of the active one returns the active one; a revoked token inside
 * the reuse interval gets another child; otherwise the whole family is revoked (committed) and 400.
 */
export async function refreshGrant(ctx: Ctx, req: ApiRequest, refreshToken: string): Promise<TokenResponse> {
  const { reuseInterval } = timing(ctx.config);
  const outcome = await authTx(ctx, async (tx) => {
    const { rows } = await tx.query<RefreshRow>(
      `select rt.id::text as id, rt.token, rt.user_id, coalesce(rt.revoked, false) as revoked, rt.parent,
              rt.session_id::text as session_id, (s.id is not null) as session_exists,
              (now() > coalesce(rt.updated_at, rt.created_at) + make_interval(secs => $2)) as reuse_expired
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
       where rt.token = $1`,
      [refreshToken, reuseInterval],
    );
    const row = rows[0];
    if (!row) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    if (user.banned) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    if (!row.session_id || !row.session_exists) {
      return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
    }
    let issued: string | null = null;
    if (row.revoked) {
      const { rows: active } = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1::uuid and revoked = false
         order by id desc limit 1`,
        [row.session_id],
      );
      if (active[0] && active[0].parent === row.token) {
        // The client lost the previous response: hand back the currently active token.
        issued = active[0].token;
      } else if (row.reuse_expired) {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and revoked = false`,
          [row.session_id],
        );
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    }
    if (!issued) {
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [row.id]);
      issued = await insertRefreshToken(tx, user.id, row.session_id, row.token);
    }
    await tx.query(
      `update auth.sessions set refreshed_at = (now() at time zone 'UTC'), updated_at = now(),
         user_agent = coalesce($2, user_agent) where id = $1::uuid`,
      [row.session_id, req.headers['user-agent'] ?? null],
    );
    return { body: await tokenResponse(ctx, tx, user.id, row.session_id, issued) };
  });
  if ('error' in outcome && outcome.error) throw outcome.error;
  return (outcome as { body: TokenResponse }).body;
}

export interface Authenticated {
  user: LoadedUser;
  sessionId: string | null;
  claims: JwtClaims;
}

/** Parses `Authorization: Bearer <jwt>` and verifies it as GoTrue's `requireAuthentication` does. */
export function parseBearer(ctx: Ctx, req: ApiRequest): JwtClaims {
  const header = req.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(ctx.keys, match[1]);
  const prefix = 'invalid JWT: unable to parse or verify signature, ';
  if (!result.ok) {
    const details: Partial<Record<typeof result.reason, string>> = {
      expired: 'token has invalid claims: token is expired',
      no_exp: 'token has invalid claims: token is missing required claim: exp claim is required',
      signature: 'token signature is invalid: signature is invalid',
      no_key: 'token is unverifiable: error while executing keyfunc: invalid kid',
    };
    const detail = details[result.reason] ?? `token is malformed: ${result.message}`;
    throw forbidden('bad_jwt', prefix + detail);
  }
  // GoTrue's parser applies no leeway to exp.
  if (typeof result.claims.exp === 'number' && result.claims.exp < Math.floor(Date.now() / 1000)) {
    throw forbidden('bad_jwt', `${prefix}token has invalid claims: token is expired`);
  }
  return result.claims;
}

export async function requireUser(ctx: Ctx, req: ApiRequest): Promise<Authenticated> {
  const claims = parseBearer(ctx, req);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub)) {
    throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  const sessionId = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : null;
  return authTx(ctx, async (tx) => {
    const user = await findUserById(tx, sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (sessionId) {
      const { rows } = await tx.query(`select 1 from auth.sessions where id = $1::uuid`, [
        /^[0-9a-f-]{36}$/i.test(sessionId) ? sessionId : NIL_UUID,
      ]);
      if (!rows.length) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId, claims };
  });
}

export const ADMIN_ROLES = ['service_role', 'supabase_admin'];

export function requireAdmin(ctx: Ctx, req: ApiRequest): JwtClaims {
  const claims = parseBearer(ctx, req);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}

export function isAuthApiError(e: unknown): e is AuthApiError {
  return e instanceof AuthApiError;
}

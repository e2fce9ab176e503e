import type { ApiRequest, ApiResponse, Ctx } from '../http.ts';
import {
  applyVerification,
  checkPasswordStrength,
  confirmEmailChange,
  createUserRecord,
  emailIdentityData,
  findForVerification,
  hashPassword,
  METHOD_OF,
  passwordMatches,
  VERIFY_TYPES,
  type VerifyKind,
} from './accounts.ts';
import {
  AuthApiError,
  badRequest,
  forbidden,
  notFound,
  OAuthError,
  oauthErrorName,
  unprocessable,
} from './errors.ts';
import { createFlowState, pkceParams, sendConfirmation, sendEmailChange, sendRecoveryLike } from './flows.ts';
import { limiterFor } from './ratelimit.ts';
import { issueSession, refreshGrant, requireUser, type AuthMethod, type TokenResponse } from './sessions.ts';
import {
  authTx,
  confirmUser,
  findUserByEmail,
  findUserById,
  isConfirmed,
  updateUserMetadata,
  userJson,
  verifyEmailIdentities,
  type AuthTx,
  type LoadedUser,
} from './users.ts';
import { jsonBody, resolveRedirect, s256, str, timing, tokenHash, uuid, validateEmail, PKCE_PREFIX } from './util.ts';

const ok = (body: unknown, status = 200): ApiResponse => ({ status, body });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// ---------------------------------------------------------------------------------------------------
// POST /signup
// ---------------------------------------------------------------------------------------------------

/** GoTrue `sanitizeUser`: what an existing, confirmed e-mail gets when confirmations are on. */
function obfuscatedUser(user: LoadedUser, data: Record<string, unknown>) {
  const now = new Date().toISOString().replace(/\.(\d*?)0+Z$/, (_m, d: string) => (d ? `.${d}Z` : 'Z'));
  return {
    id: uuid(),
    aud: user.aud ?? 'authenticated',
    role: '',
    email: user.email ?? '',
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export async function signup(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  limiterFor(ctx.config).check('signUp', req);
  const body = await jsonBody(req);
  const password = str(body.password);
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  if (str(body.email) && str(body.phone)) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  if (!str(body.email) && str(body.phone)) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(body.email);
  const pkce = pkceParams(body);
  const data = isObject(body.data) ? body.data : {};
  const redirectTo = resolveRedirect(ctx.config, req);
  const passwordHash = await hashPassword(password);
  const autoConfirm = ctx.config.autoConfirm;

  return authTx(ctx, async (tx) => {
    let user = await findUserByEmail(tx, email, 'Database error checking email');
    if (user && isConfirmed(user)) {
      if (autoConfirm) throw unprocessable('user_already_exists', 'User already registered');
      return ok(obfuscatedUser(user, data));
    }
    if (!user) {
      user = await createUserRecord(tx, {
        email,
        passwordHash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        provider: 'email',
        identityData: emailIdentityData(data),
        rewriteMetadata: true,
      });
    }
    if (autoConfirm) {
      await confirmUser(tx, user);
      await verifyEmailIdentities(tx, user);
      const fresh = (await findUserById(tx, user.id))!;
      return ok(await issueSession(ctx, tx, req, fresh, 'password'));
    }
    if (pkce) await createFlowState(tx, { userId: user.id, providerType: 'email', method: 'email/signup', pkce });
    await sendConfirmation(ctx, tx, user, { pkce: Boolean(pkce), redirectTo });
    return ok(userJson((await findUserById(tx, user.id))!));
  });
}

// ---------------------------------------------------------------------------------------------------
// POST /token
// ---------------------------------------------------------------------------------------------------

export async function token(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const grant = req.url.searchParams.get('grant_type') ?? '';
  const limiter = limiterFor(ctx.config);
  if (grant === 'refresh_token') {
    limiter.check('refresh', req);
    const body = await jsonBody(req);
    const refreshToken = str(body.refresh_token);
    if (!refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token required');
    return ok(await refreshGrant(ctx, req, refreshToken));
  }
  if (grant === 'password') {
    limiter.check('signIn', req);
    return ok(await passwordGrant(req, ctx, await jsonBody(req)));
  }
  if (grant === 'pkce') {
    limiter.check('signIn', req);
    return ok(await pkceGrant(req, ctx, await jsonBody(req)));
  }
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(req: ApiRequest, ctx: Ctx, body: Record<string, unknown>): Promise<TokenResponse> {
  const rawEmail = str(body.email);
  const phone = str(body.phone);
  const password = str(body.password);
  if (rawEmail && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (!rawEmail && !phone) throw badRequest('validation_failed', 'missing email or phone');
  const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');
  if (!rawEmail) throw invalid();
  const email = rawEmail.trim().toLowerCase();
  const user = await authTx(ctx, (tx) => findUserByEmail(tx, email, 'Database error querying schema'));
  if (!user) throw invalid();
  if (user.banned) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(password, user.encrypted_password))) throw invalid();
  if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return authTx(ctx, async (tx) => {
    const fresh = await findUserById(tx, user.id);
    if (!fresh) throw invalid();
    return issueSession(ctx, tx, req, fresh, 'password');
  });
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  authentication_method: AuthMethod;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  expired: boolean;
}

async function pkceGrant(req: ApiRequest, ctx: Ctx, body: Record<string, unknown>): Promise<TokenResponse> {
  const authCode = str(body.auth_code);
  const verifier = str(body.code_verifier);
  if (!authCode || !verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const expiry = timing(ctx.config).flowStateExpiry;
  return authTx(ctx, async (tx) => {
    const { rows } = await tx.query<FlowRow>(
      `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method::text as code_challenge_method,
              authentication_method, provider_access_token, provider_refresh_token,
              case when auth_code_issued_at is not null and authentication_method = 'magiclink'
                   then now() > auth_code_issued_at + make_interval(secs => $2)
                   else now() > created_at + make_interval(secs => $2) end as expired
       from auth.flow_state where auth_code = $1`,
      [authCode, expiry],
    );
    const flow = rows[0];
    if (!flow || !flow.user_id) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (flow.expired) throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw notFound('user_not_found', 'User not found');
    const expected = flow.code_challenge_method === 'plain' ? verifier : s256(verifier);
    if (expected !== flow.code_challenge) {
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    if (user.banned) throw badRequest('user_banned', 'User is banned');
    const session = await issueSession(ctx, tx, req, user, flow.authentication_method);
    if (flow.provider_access_token) session.provider_token = flow.provider_access_token;
    if (flow.provider_refresh_token) session.provider_refresh_token = flow.provider_refresh_token;
    await tx.query(`delete from auth.flow_state where id = $1::uuid`, [flow.id]);
    return session;
  });
}

// ---------------------------------------------------------------------------------------------------
// GET/PUT /user, POST /logout
// ---------------------------------------------------------------------------------------------------

export async function getUser(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const { user } = await requireUser(ctx, req);
  return ok(userJson(user));
}

export async function updateUser(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const auth = await requireUser(ctx, req);
  const body = await jsonBody(req);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  let passwordHash: string | null = null;
  if (typeof body.password === 'string') {
    checkPasswordStrength(body.password);
    if (auth.user.encrypted_password && (await passwordMatches(body.password, auth.user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(body.password);
  }
  let newEmail: string | null = null;
  if (typeof body.email === 'string' && body.email !== '') {
    newEmail = validateEmail(body.email);
    if (newEmail === (auth.user.email ?? '').toLowerCase()) newEmail = null;
  }
  const pkce = newEmail ? pkceParams(body) : null;
  const redirectTo = resolveRedirect(ctx.config, req);
  const data = isObject(body.data) ? body.data : null;

  return authTx(ctx, async (tx) => {
    const user = await findUserById(tx, auth.user.id);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
           email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
         where id = $1::uuid`,
        [user.id, passwordHash],
      );
      await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid`, [user.id]);
      // The current session stays; every other session of the user is signed out.
      if (auth.sessionId) {
        await tx.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [user.id, auth.sessionId]);
      } else {
        await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [user.id]);
      }
      user.email_change_sent_at = null;
    }
    if (data) await updateUserMetadata(tx, user, data);
    if (newEmail) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      if (pkce) await createFlowState(tx, { userId: user.id, providerType: 'email_change', method: 'email_change', pkce });
      if (ctx.config.autoConfirm) {
        user.email_change = newEmail;
        await confirmEmailChange(tx, user);
      } else {
        await sendEmailChange(ctx, tx, user, newEmail, { pkce: Boolean(pkce), redirectTo });
      }
    }
    return ok(userJson((await findUserById(tx, user.id))!));
  });
}

export async function logout(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const auth = await requireUser(ctx, req);
  const scope = req.url.searchParams.has('scope') ? req.url.searchParams.get('scope')! : 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`);
  }
  await authTx(ctx, async (tx) => {
    if (auth.sessionId && scope === 'local') {
      await tx.query(`delete from auth.sessions where id = $1::uuid`, [auth.sessionId]);
    } else if (auth.sessionId && scope === 'others') {
      await tx.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [
        auth.user.id,
        auth.sessionId,
      ]);
    } else {
      await tx.query(`delete from auth.refresh_tokens where instance_id = $1::uuid and user_id = $2`, [
        '00000000-0000-0000-0000-000000000000',
        auth.user.id,
      ]);
      await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [auth.user.id]);
    }
  });
  return { status: 204 };
}

// ---------------------------------------------------------------------------------------------------
// POST /recover, /resend, /otp, /magiclink
// ---------------------------------------------------------------------------------------------------

export async function recover(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  limiterFor(ctx.config).check('emailSent', req);
  const body = await jsonBody(req);
  if (!str(body.email)) throw unprocessable('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(body.email);
  const pkce = pkceParams(body);
  const redirectTo = resolveRedirect(ctx.config, req);
  await authTx(ctx, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    if (pkce) await createFlowState(tx, { userId: user.id, providerType: 'recovery', method: 'recovery', pkce });
    await sendRecoveryLike(ctx, tx, user, { pkce: Boolean(pkce), redirectTo, kind: 'recovery' });
  });
  return ok({});
}

export async function resend(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  limiterFor(ctx.config).check('emailSent', req);
  const body = await jsonBody(req);
  const type = str(body.type);
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'sms' || type === 'phone_change') throw badRequest('sms_send_failed', 'Unsupported phone provider');
  const email = validateEmail(body.email);
  const pkce = pkceParams(body);
  const redirectTo = resolveRedirect(ctx.config, req);
  await authTx(ctx, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    if (type === 'signup') {
      if (isConfirmed(user)) return;
      if (pkce) await createFlowState(tx, { userId: user.id, providerType: 'email', method: 'email/signup', pkce });
      await sendConfirmation(ctx, tx, user, { pkce: Boolean(pkce), redirectTo });
    } else {
      if (!user.email_change) return;
      if (pkce) await createFlowState(tx, { userId: user.id, providerType: 'email_change', method: 'email_change', pkce });
      await sendEmailChange(ctx, tx, user, user.email_change, { pkce: Boolean(pkce), redirectTo });
    }
  });
  return ok({});
}

export async function otp(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  limiterFor(ctx.config).check('emailSent', req);
  const body = await jsonBody(req);
  if (!str(body.email) && str(body.phone)) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(body.email);
  const pkce = pkceParams(body);
  const redirectTo = resolveRedirect(ctx.config, req);
  const data = isObject(body.data) ? body.data : {};
  const createUser = body.create_user !== false;
  await authTx(ctx, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      const created = await createUserRecord(tx, {
        email,
        passwordHash: '',
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        provider: 'email',
        identityData: emailIdentityData(data),
        rewriteMetadata: true,
      });
      if (ctx.config.autoConfirm) {
        await confirmUser(tx, created);
        await verifyEmailIdentities(tx, created);
        const fresh = (await findUserById(tx, created.id))!;
        if (pkce) await createFlowState(tx, { userId: fresh.id, providerType: 'magiclink', method: 'magiclink', pkce });
        await sendRecoveryLike(ctx, tx, fresh, { pkce: Boolean(pkce), redirectTo, kind: 'magic_link' });
        return;
      }
      if (pkce) await createFlowState(tx, { userId: created.id, providerType: 'email', method: 'email/signup', pkce });
      await sendConfirmation(ctx, tx, created, { pkce: Boolean(pkce), redirectTo });
      return;
    }
    if (pkce) await createFlowState(tx, { userId: user.id, providerType: 'magiclink', method: 'magiclink', pkce });
    await sendRecoveryLike(ctx, tx, user, { pkce: Boolean(pkce), redirectTo, kind: 'magic_link' });
  });
  return ok({});
}

// ---------------------------------------------------------------------------------------------------
// POST /verify, GET /verify
// ---------------------------------------------------------------------------------------------------

export async function verifyPost(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  limiterFor(ctx.config).check('verify', req);
  const body = await jsonBody(req);
  const type = str(body.type);
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  const otpCode = str(body.token);
  let hash = str(body.token_hash);
  if ((!otpCode && !hash) || (otpCode && hash)) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  let email: string | undefined;
  if (otpCode) {
    if (str(body.phone) && !str(body.email)) throw badRequest('sms_send_failed', 'Unsupported phone provider');
    if (!str(body.email)) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
    }
    try {
      email = validateEmail(body.email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    hash = tokenHash(email, otpCode);
  } else if (str(body.email) || str(body.phone) || str(body.redirect_to)) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }
  if (!VERIFY_TYPES.includes(type as VerifyKind)) throw badRequest('validation_failed', 'Unsupported verification type');
  const t = timing(ctx.config);
  return authTx(ctx, async (tx) => {
    const found = await findForVerification(tx, { type: type as VerifyKind, tokenHash: hash, email, otpExpiry: t.otpExpiry });
    const user = await applyVerification(tx, found.user, found.type, hash, { autoConfirm: ctx.config.autoConfirm });
    if (!user) {
      return ok({ msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email', code: '200' });
    }
    return ok(await issueSession(ctx, tx, req, user, 'otp'));
  });
}

/** Builds `redirect#…&sb=` with GoTrue's sorted keys (plus the `sb` marker of current GoTrue). */
function withFragment(url: string, params: Record<string, string>) {
  const q = new URLSearchParams();
  for (const k of Object.keys(params).sort()) q.set(k, params[k]);
  const base = url.split('#')[0];
  return `${base}#${q.toString()}`;
}

function errorRedirect(redirectTo: string, e: AuthApiError, pkce: boolean) {
  const params = { error: oauthErrorName(e.status), error_code: e.code, error_description: e.message, sb: '' };
  let base = redirectTo.split('#')[0];
  if (pkce) {
    const u = new URL(base);
    u.searchParams.set('error', params.error);
    u.searchParams.set('error_code', params.error_code);
    u.searchParams.set('error_description', params.error_description);
    base = u.toString();
  }
  return withFragment(base, params);
}

export async function verifyGet(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  limiterFor(ctx.config).check('verify', req);
  const q = req.url.searchParams;
  const type = q.get('type') ?? '';
  const tokenValue = q.get('token') ?? '';
  const redirectTo = resolveRedirect(ctx.config, req);
  const pkce = tokenValue.startsWith(PKCE_PREFIX);
  const redirect = (location: string): ApiResponse => ({ status: 303, headers: { Location: location }, body: '' });
  try {
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!tokenValue) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    if (!VERIFY_TYPES.includes(type as VerifyKind)) throw badRequest('validation_failed', 'Unsupported verification type');
    const t = timing(ctx.config);
    const result = await authTx(ctx, async (tx: AuthTx) => {
      const found = await findForVerification(tx, { type: type as VerifyKind, tokenHash: tokenValue, otpExpiry: t.otpExpiry });
      const user = await applyVerification(tx, found.user, found.type, tokenValue, { autoConfirm: ctx.config.autoConfirm });
      if (!user) return { message: true as const };
      const method = METHOD_OF[found.type];
      if (pkce) {
        const { rows } = await tx.query<{ id: string; auth_code: string }>(
          `select id::text as id, auth_code from auth.flow_state where user_id = $1::uuid and authentication_method = $2
           order by created_at desc limit 1`,
          [user.id, method],
        );
        if (!rows[0]) {
          throw badRequest('flow_state_not_found', 'No associated flow state found. invalid flow state, no valid flow state found');
        }
        await tx.query(`update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1::uuid`, [
          rows[0].id,
        ]);
        return { code: rows[0].auth_code };
      }
      // GoTrue's verifyGet issues the implicit-flow session with the method `otp` whatever the link's type;
      // only the PKCE flow carries the type's method (through the flow state) into the code exchange.
      return { session: await issueSession(ctx, tx, req, user, 'otp'), type: found.type };
    });
    if ('message' in result) {
      const message = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
      let base = redirectTo.split('#')[0];
      if (pkce) {
        const u = new URL(base);
        u.searchParams.set('message', message);
        base = u.toString();
      }
      return redirect(withFragment(base, { message, sb: '' }));
    }
    if ('code' in result && result.code) {
      const u = new URL(redirectTo);
      u.searchParams.set('code', result.code);
      return redirect(u.toString());
    }
    const s = result.session!;
    return redirect(
      withFragment(redirectTo, {
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        sb: '',
        token_type: 'bearer',
        type: result.type!,
      }),
    );
  } catch (e) {
    if (e instanceof AuthApiError) return redirect(errorRedirect(redirectTo, e, pkce));
    throw e;
  }
}

export { isConfirmed };

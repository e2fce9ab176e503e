import type { ApiRequest, ApiResponse, Ctx } from '../http.ts';
import {
  checkPasswordStrength,
  createUserRecord,
  dbStep,
  emailIdentityData,
  hashPassword,
} from './accounts.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { sendConfirmation } from './flows.ts';
import { requireAdmin } from './sessions.ts';
import {
  authTx,
  confirmUser,
  findUserByEmail,
  findUserById,
  isConfirmed,
  listUsers,
  saveOneTimeToken,
  updateAppMetadata,
  updateUserMetadata,
  userJson,
  type LoadedUser,
} from './users.ts';
import { generateOtp, jsonBody, resolveRedirect, str, tokenHash, validateEmail } from './util.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Go `time.ParseDuration` for the units GoTrue's ban_duration accepts. */
function parseDuration(s: string): number | null {
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  let consumed = 0;
  for (const m of s.matchAll(re)) {
    total += Number(m[1]) * units[m[2]];
    consumed += m[0].length;
  }
  return consumed === s.length && consumed > 0 ? total : null;
}

async function applyBan(tx: Parameters<Parameters<typeof authTx>[1]>[0], userId: string, banDuration: unknown) {
  if (typeof banDuration !== 'string' || banDuration === '') return;
  if (banDuration === 'none') {
    await tx.query(`update auth.users set banned_until = null, updated_at = now() where id = $1::uuid`, [userId]);
    return;
  }
  const ms = parseDuration(banDuration);
  if (ms === null) throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${banDuration}"`);
  await tx.query(
    `update auth.users set banned_until = now() + make_interval(secs => $2), updated_at = now() where id = $1::uuid`,
    [userId, ms / 1000],
  );
  // A banned user's sessions end (GoTrue revokes them on ban).
  await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [userId]);
}

async function createUser(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const body = await jsonBody(req);
  if (!str(body.email) && !str(body.phone)) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  if (!str(body.email)) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(body.email);
  let passwordHash = '';
  if (typeof body.password === 'string' && body.password !== '') {
    checkPasswordStrength(body.password);
    passwordHash = await hashPassword(body.password);
  } else if (typeof body.password_hash === 'string' && /^\$2[aby]\$/.test(body.password_hash)) {
    passwordHash = body.password_hash;
  }
  const userMetadata = isObject(body.user_metadata) ? body.user_metadata : {};
  const appMetadata = isObject(body.app_metadata) ? body.app_metadata : null;
  const id = typeof body.id === 'string' && body.id ? body.id : undefined;
  if (id !== undefined && !UUID_RE.test(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  return authTx(ctx, async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    if (id && (await findUserById(tx, id))) {
      throw unprocessable('user_already_exists', 'User already exists');
    }
    let user = await createUserRecord(tx, {
      email,
      passwordHash,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata,
      provider: 'email',
      identityData: { email_verified: false, phone_verified: false },
      rewriteMetadata: false,
      role: typeof body.role === 'string' && body.role ? body.role : 'authenticated',
      saveError: 'Database error creating new user',
      id,
    });
    await dbStep('Database error creating new user', async () => {
      if (appMetadata) await updateAppMetadata(tx, user, appMetadata);
      if (body.email_confirm === true) await confirmUser(tx, user);
      await applyBan(tx, user.id, body.ban_duration);
    });
    user = (await findUserById(tx, user.id))!;
    return { status: 200, body: userJson(user) };
  });
}

async function listAll(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const q = req.url.searchParams;
  // GoTrue's paginate(): an unparsable or negative page/per_page is 400 'Bad Pagination Parameters', never
  // clamped (issue #32 §5); page 0 reads as 1 and per_page is capped at 1000, as there.
  const pageParam = (name: string, fallback: number) => {
    const raw = q.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) throw badRequest('validation_failed', 'Bad Pagination Parameters');
    return Number(raw);
  };
  const page = Math.max(1, pageParam('page', 1));
  const perPage = Math.min(1000, Math.max(1, pageParam('per_page', 50)));
  const { total, users } = await authTx(ctx, (tx) => listUsers(tx, page, perPage));
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return {
    status: 200,
    headers: { 'X-Total-Count': String(total), Link: links.join(', ') },
    body: { users: users.map(userJson), aud: 'authenticated' },
  };
}

async function loadOr404(tx: Parameters<Parameters<typeof authTx>[1]>[0], id: string): Promise<LoadedUser> {
  const user = await findUserById(tx, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function updateUser(req: ApiRequest, ctx: Ctx, id: string): Promise<ApiResponse> {
  const body = await jsonBody(req);
  let passwordHash: string | null = null;
  if (typeof body.password === 'string' && body.password !== '') {
    checkPasswordStrength(body.password);
    passwordHash = await hashPassword(body.password);
  }
  const email = typeof body.email === 'string' && body.email !== '' ? validateEmail(body.email) : null;
  return authTx(ctx, async (tx) => {
    let user = await loadOr404(tx, id);
    await dbStep('Database error updating user', async () => {
      if (typeof body.role === 'string' && body.role) {
        await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1::uuid`, [id, body.role]);
      }
      if (email && email !== user.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== id) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        }
        await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1::uuid`, [id, email]);
        await tx.query(
          `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = now()
           where user_id = $1::uuid and provider = 'email'`,
          [id, email],
        );
      }
      if (passwordHash) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid`, [
          id,
          passwordHash,
        ]);
      }
      if (body.email_confirm === true && !isConfirmed(user)) await confirmUser(tx, user);
      if (isObject(body.user_metadata)) await updateUserMetadata(tx, user, body.user_metadata);
      if (isObject(body.app_metadata)) await updateAppMetadata(tx, user, body.app_metadata);
      await applyBan(tx, id, body.ban_duration);
    });
    user = await loadOr404(tx, id);
    return { status: 200, body: userJson(user) };
  });
}

async function deleteUser(req: ApiRequest, ctx: Ctx, id: string): Promise<ApiResponse> {
  const body = await jsonBody(req).catch(() => ({}) as Record<string, unknown>);
  return authTx(ctx, async (tx) => {
    await loadOr404(tx, id);
    if (body.should_soft_delete === true) {
      await dbStep('Database error deleting user', async () => {
        await tx.query(
          `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
             raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1::uuid`,
          [id],
        );
        await tx.query(`delete from auth.identities where user_id = $1::uuid`, [id]);
        await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [id]);
      });
    } else {
      await dbStep('Database error deleting user', () => tx.query(`delete from auth.users where id = $1::uuid`, [id]));
    }
    return { status: 200, body: {} };
  });
}

type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';

/** POST /admin/generate_link: the token material of an e-mail without sending it. */
async function generateLink(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const body = await jsonBody(req);
  const type = str(body.type) as LinkType;
  if (!['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'].includes(type)) {
    throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  }
  const email = validateEmail(body.email);
  const redirectTo = resolveRedirect(ctx.config, req, req.url.searchParams.get('redirect_to') ?? (str(body.redirect_to) || null));
  const data = isObject(body.data) ? body.data : {};
  let passwordHash = '';
  if (type === 'signup') {
    const password = str(body.password);
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password);
    passwordHash = await hashPassword(password);
  }
  const newEmail = type.startsWith('email_change') ? validateEmail(body.new_email) : null;

  return authTx(ctx, async (tx) => {
    let user = await findUserByEmail(tx, email);
    let verificationType: 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' = 'signup';
    const otp = generateOtp();
    let hash = '';
    const create = () =>
      createUserRecord(tx, {
        email,
        passwordHash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        provider: 'email',
        identityData: emailIdentityData(data),
        // GoTrue's generate_link stores `data` as the user's metadata exactly (issue #32 §5), unlike /signup.
        rewriteMetadata: false,
      });
    const setConfirmation = async (u: LoadedUser, invite: boolean) => {
      hash = tokenHash(email, otp);
      await tx.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
           ${invite ? ', invited_at = now()' : ''} where id = $1::uuid`,
        [u.id, hash],
      );
      await saveOneTimeToken(tx, u.id, 'confirmation_token', hash, email);
    };
    const setRecovery = async (u: LoadedUser) => {
      hash = tokenHash(email, otp);
      await tx.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid`,
        [u.id, hash],
      );
      await saveOneTimeToken(tx, u.id, 'recovery_token', hash, email);
    };
    switch (type) {
      case 'signup':
      case 'invite': {
        if (user && isConfirmed(user)) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        }
        if (!user) user = await create();
        await setConfirmation(user, type === 'invite');
        verificationType = type;
        break;
      }
      case 'magiclink': {
        if (!user) {
          user = await create();
          await setConfirmation(user, false);
          verificationType = 'signup';
        } else {
          await setRecovery(user);
          verificationType = 'magiclink';
        }
        break;
      }
      case 'recovery': {
        if (!user) throw notFound('user_not_found', 'User with this email not found');
        await setRecovery(user);
        verificationType = 'recovery';
        break;
      }
      default: {
        if (!user) throw notFound('user_not_found', 'User with this email not found');
        const taken = await findUserByEmail(tx, newEmail!);
        if (taken) throw unprocessable('email_exists', 'A user with this email address has already been registered');
        const otherOtp = generateOtp();
        const current = tokenHash(email, type === 'email_change_current' ? otp : otherOtp);
        const next = tokenHash(newEmail!, type === 'email_change_new' ? otp : otherOtp);
        await tx.query(
          `update auth.users set email_change = $2, email_change_token_current = $3, email_change_token_new = $4,
             email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1::uuid`,
          [user.id, newEmail, current, next],
        );
        hash = type === 'email_change_current' ? current : next;
        verificationType = 'email_change';
      }
    }
    const fresh = (await findUserById(tx, user!.id))!;
    const encoded = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
    return {
      status: 200,
      body: {
        ...userJson(fresh),
        action_link: `${ctx.config.apiUrl}/auth/v1/verify?token=${hash}&type=${verificationType}&redirect_to=${encoded}`,
        email_otp: otp,
        hashed_token: hash,
        redirect_to: redirectTo,
        verification_type: verificationType,
      },
    };
  });
}

/** POST /invite: creates (or re-invites) a user and sends the invite mail. */
export async function invite(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  requireAdmin(ctx, req);
  const body = await jsonBody(req);
  const email = validateEmail(body.email);
  const data = isObject(body.data) ? body.data : {};
  const redirectTo = resolveRedirect(ctx.config, req);
  return authTx(ctx, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user && isConfirmed(user)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    if (!user) {
      user = await createUserRecord(tx, {
        email,
        passwordHash: '',
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        provider: 'email',
        identityData: emailIdentityData(data),
        // GoTrue's generate_link stores `data` as the user's metadata exactly (issue #32 §5), unlike /signup.
        rewriteMetadata: false,
      });
    }
    await sendConfirmation(ctx, tx, user, { pkce: false, redirectTo, invite: true });
    return { status: 200, body: userJson((await findUserById(tx, user.id))!) };
  });
}

export async function adminRoute(req: ApiRequest, ctx: Ctx): Promise<ApiResponse | null> {
  const path = req.path;
  if (!path.startsWith('/admin/')) return null;
  requireAdmin(ctx, req);
  if (path === '/admin/users' || path === '/admin/users/') {
    if (req.method === 'GET') return listAll(req, ctx);
    if (req.method === 'POST') return createUser(req, ctx);
  }
  if (path === '/admin/generate_link' && req.method === 'POST') return generateLink(req, ctx);
  const m = /^\/admin\/users\/([^/]+)(\/factors)?\/?$/.exec(path);
  if (m) {
    const id = decodeURIComponent(m[1]);
    if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    if (m[2]) {
      await authTx(ctx, (tx) => loadOr404(tx, id));
      return { status: 200, body: [] };
    }
    if (req.method === 'GET') {
      return authTx(ctx, async (tx) => ({ status: 200, body: userJson(await loadOr404(tx, id)) }));
    }
    if (req.method === 'PUT') return updateUser(req, ctx, id);
    if (req.method === 'DELETE') return deleteUser(req, ctx, id);
  }
  throw notFound('not_found', 'Not found');
}

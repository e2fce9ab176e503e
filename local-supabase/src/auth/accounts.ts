import { bcryptCompare, bcryptHash } from './hash-pool.ts';
import type { Tx } from '../db.ts';
import { AuthApiError, badRequest, forbidden, internal, weakPassword } from './errors.ts';
import type { AuthMethod } from './sessions.ts';
import {
  clearOneTimeTokens,
  confirmUser,
  findUserByColumn,
  findUserByEmail,
  findUserById,
  isConfirmed,
  updateUserMetadata,
  verifyEmailIdentities,
  type LoadedUser,
} from './users.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, NIL_UUID, PKCE_PREFIX, randomAlnum, uuid } from './util.ts';

export const BCRYPT_COST = 10;

/** GoTrue `checkPasswordStrength` with the default policy (min length 6, no character classes). */
export function checkPasswordStrength(password: string) {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
}

/** bcrypt in a worker thread (hash-pool.ts): a sign-in burst never stalls the other requests. */
export const hashPassword = (password: string) => bcryptHash(password, BCRYPT_COST);

/** Accepts bcrypt hashes made by bcryptjs or by pgcrypto's crypt() (`$2a$`/`$2b$`/`$2y$`). */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcryptCompare(password, hash);
  } catch {
    return false;
  }
}

/** Runs one SQL step of a user write; a database error (e.g. from a trigger) becomes GoTrue's 500. */
export async function dbStep<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AuthApiError) throw e;
    console.error(`[local-supabase] auth: ${message}: ${(e as Error).message}`);
    throw internal(message);
  }
}

export interface NewUser {
  email: string;
  passwordHash: string;
  appMetadata: Record<string, unknown>;
  /** What `raw_user_meta_data` holds at INSERT time (what AFTER INSERT triggers see). */
  userMetadata: Record<string, unknown>;
  provider: string;
  /** Provider-side id; the user id for the e-mail provider. */
  providerId?: string;
  /** Identity data; `sub` (and `email`) are filled in. */
  identityData: Record<string, unknown>;
  /** Signup: `raw_user_meta_data := identity_data` after the identity insert. */
  rewriteMetadata: boolean;
  role?: string;
  saveError?: string;
  /** Admin createUser may choose the id. */
  id?: string;
}

/**
 * GoTrue `signupNewUser` + `createNewIdentity`: INSERT with `role = ''`, then the role UPDATE, the
 * identity, and (for sign-ups) the metadata rewrite, each a separate statement as in GoTrue.
 */
export async function createUserRecord(tx: Tx, u: NewUser): Promise<LoadedUser> {
  const id = u.id ?? uuid();
  await dbStep(u.saveError ?? 'Database error saving new user', () =>
    tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, confirmation_token, recovery_token,
         email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at,
         updated_at, phone_change, phone_change_token, email_change_token_current, email_change_confirm_status,
         reauthentication_token, is_sso_user, is_anonymous)
       values ($1::uuid, $2::uuid, 'authenticated', '', $3, $4, '', '', '', '', $5::jsonb, $6::jsonb, false, now(), now(),
         '', '', '', 0, '', false, false)`,
      [NIL_UUID, id, u.email, u.passwordHash, JSON.stringify(u.appMetadata), JSON.stringify(u.userMetadata)],
    ),
  );
  await dbStep('Database error updating user', () =>
    tx.query(`update auth.users set role = $2, updated_at = now() where id = $1::uuid`, [id, u.role ?? 'authenticated']),
  );
  const providerId = u.providerId ?? id;
  const identityData = { ...u.identityData, sub: providerId, email: u.email };
  await dbStep('Database error saving new user', () =>
    tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2::uuid, $3::jsonb, $4, now(), now(), now())`,
      [providerId, id, JSON.stringify(identityData), u.provider],
    ),
  );
  if (u.rewriteMetadata) {
    await dbStep('Database error updating user', () =>
      tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid`, [
        id,
        JSON.stringify(identityData),
      ]),
    );
  }
  const user = await findUserById(tx, id);
  if (!user) throw internal('Database error saving new user');
  return user;
}

/** Identity data of an e-mail sign-up: `{sub, email, email_verified, phone_verified}` ∪ data (data cannot override). */
export function emailIdentityData(data: Record<string, unknown>, emailVerified = false) {
  return { ...data, email_verified: emailVerified, phone_verified: false };
}

export type VerifyKind = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

export const VERIFY_TYPES: VerifyKind[] = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'];

export const METHOD_OF: Record<Exclude<VerifyKind, 'email'>, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

function otpValid(actual: string, expected: string | null, sentAt: string | null, otpExpiry: number) {
  if (!expected || !sentAt) return false;
  if (Date.parse(sentAt) + otpExpiry * 1000 < Date.now()) return false;
  return actual === expected || PKCE_PREFIX + actual === expected;
}

/**
 * Finds the user a verification refers to and checks the token (GoTrue `verifyTokenHash` /
 * `verifyUserAndToken`). Returns the user and the resolved type (`email` → `signup` or `magiclink`).
 */
export async function findForVerification(
  tx: Tx,
  opts: { type: VerifyKind; tokenHash: string; email?: string; otpExpiry: number },
): Promise<{ user: LoadedUser; type: Exclude<VerifyKind, 'email'> }> {
  const byOtp = opts.email !== undefined;
  const fail = () =>
    byOtp
      ? forbidden('otp_expired', 'Token has expired or is invalid')
      : forbidden('otp_expired', 'Email link is invalid or has expired');
  let user: LoadedUser | null = null;
  if (byOtp) {
    user = await findUserByEmail(tx, opts.email!);
    if (!user && opts.type === 'email_change') {
      const { rows } = await tx.query<{ id: string }>(
        `select id::text as id from auth.users where instance_id = $1 and lower(email_change) = $2 limit 1`,
        [NIL_UUID, opts.email!.toLowerCase()],
      );
      if (rows[0]) user = await findUserById(tx, rows[0].id);
    }
  } else {
    const columns =
      opts.type === 'email'
        ? (['confirmation_token', 'recovery_token'] as const)
        : opts.type === 'signup' || opts.type === 'invite'
          ? (['confirmation_token'] as const)
          : opts.type === 'recovery' || opts.type === 'magiclink'
            ? (['recovery_token'] as const)
            : (['email_change_token_current', 'email_change_token_new'] as const);
    user = await findUserByColumn(tx, [...columns], opts.tokenHash);
  }
  if (!user) throw fail();
  const h = opts.tokenHash;
  const exp = opts.otpExpiry;
  let type: Exclude<VerifyKind, 'email'>;
  let valid = false;
  switch (opts.type) {
    case 'email':
      if (otpValid(h, user.confirmation_token, user.confirmation_sent_at, exp)) {
        valid = true;
        type = 'signup';
      } else {
        valid = otpValid(h, user.recovery_token, user.recovery_sent_at, exp);
        type = 'magiclink';
      }
      break;
    case 'signup':
    case 'invite':
      valid = otpValid(h, user.confirmation_token, user.confirmation_sent_at, exp);
      type = opts.type;
      break;
    case 'recovery':
    case 'magiclink':
      valid = otpValid(h, user.recovery_token, user.recovery_sent_at, exp);
      type = opts.type;
      break;
    case 'email_change':
      valid =
        otpValid(h, user.email_change_token_current, user.email_change_sent_at, exp) ||
        otpValid(h, user.email_change_token_new, user.email_change_sent_at, exp);
      type = 'email_change';
      break;
  }
  if (!valid) throw fail();
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  return { user, type: type! };
}

/**
 * Applies a verified token: confirm (signup/invite), consume the recovery token (recovery/magiclink),
 * or advance the secure e-mail change. Returns null when an e-mail change still needs its other link.
 */
export async function applyVerification(
  tx: Tx,
  user: LoadedUser,
  type: Exclude<VerifyKind, 'email'>,
  tokenHash: string,
  opts: { autoConfirm: boolean },
): Promise<LoadedUser | null> {
  switch (type) {
    case 'signup':
    case 'invite': {
      if (!user.encrypted_password && user.invited_at) {
        // Invited users get a random password; the app then asks them to set one.
        const hash = await hashPassword(randomAlnum(64));
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid`, [
          user.id,
          hash,
        ]);
      }
      await dbStep('Error confirming user', () => confirmUser(tx, user));
      await verifyEmailIdentities(tx, user);
      break;
    }
    case 'recovery':
    case 'magiclink': {
      await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1::uuid`, [user.id]);
      await clearOneTimeTokens(tx, user.id, ['recovery_token']);
      if (!isConfirmed(user)) await dbStep('Error confirming user', () => confirmUser(tx, user));
      break;
    }
    case 'email_change': {
      const matchesCurrent =
        tokenHash === user.email_change_token_current || PKCE_PREFIX + tokenHash === user.email_change_token_current;
      if (!opts.autoConfirm && (user.email_change_confirm_status ?? 0) === 0 && user.email && user.email_change_token_current) {
        await tx.query(
          `update auth.users set email_change_confirm_status = 1,
             email_change_token_current = case when $2 then '' else email_change_token_current end,
             email_change_token_new = case when $2 then email_change_token_new else '' end,
             updated_at = now()
           where id = $1::uuid`,
          [user.id, matchesCurrent],
        );
        return null;
      }
      await confirmEmailChange(tx, user);
      break;
    }
  }
  return findUserById(tx, user.id);
}

/** GoTrue `ConfirmEmailChange`: the new address becomes the e-mail (user, metadata, e-mail identity). */
export async function confirmEmailChange(tx: Tx, user: LoadedUser) {
  const email = user.email_change ?? '';
  await dbStep('Error confirm email', () =>
    tx.query(
      `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
         email_change_confirm_status = 0, updated_at = now() where id = $1::uuid`,
      [user.id, email],
    ),
  );
  await clearOneTimeTokens(tx, user.id, ['email_change_token_current', 'email_change_token_new']);
  await updateUserMetadata(tx, user, { email });
  if (!isConfirmed(user)) await confirmUser(tx, user);
  await tx.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [user.id, email],
  );
}

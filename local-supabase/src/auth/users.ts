import type { Tx } from '../db.ts';
import type { Ctx } from '../http.ts';
import { internal } from './errors.ts';
import { NIL_UUID, trimTs, tsSql } from './util.ts';

/** An e-mail auth would send; written to `_local.mailbox` when the auth transaction commits. */
export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
}

export interface AuthTx extends Tx {
  outbox: Mail[];
}

/**
 * One transaction with GoTrue's database identity: `supabase_auth_admin` (not a superuser) and
 * `search_path = auth`, so triggers on auth.users run with exactly the rights they have on Supabase.
 * Queued mails are stored at the end of the same transaction (as the superuser: `_local` is ours).
 */
export function authTx<T>(ctx: Ctx, fn: (tx: AuthTx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (raw) => {
    await raw.exec('set local role supabase_auth_admin; set local search_path = auth');
    const tx: AuthTx = { query: raw.query, exec: raw.exec, outbox: [] };
    const result = await fn(tx);
    if (tx.outbox.length) {
      await raw.exec('set local role none');
      for (const m of tx.outbox) {
        await raw.query(
          `insert into _local.mailbox ("to", subject, html, text, links) values ($1, $2, $3, $4, $5::jsonb)`,
          [m.to, m.subject, m.html, m.text, JSON.stringify(m.links)],
        );
      }
      await raw.exec('set local role supabase_auth_admin');
    }
    return result;
  });
}

export interface UserRow {
  instance_id: string | null;
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  phone: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  recovery_sent_at: string | null;
  email_change_sent_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_confirm_status: number | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
  banned: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface LoadedUser extends UserRow {
  identities: IdentityRow[];
}

const USER_SELECT = `select u.instance_id, u.id::text as id, u.aud, u.role, u.email, u.encrypted_password, u.phone,
  ${tsSql('u.email_confirmed_at')}, ${tsSql('u.phone_confirmed_at')}, ${tsSql('u.confirmation_sent_at')},
  ${tsSql('u.confirmed_at')}, ${tsSql('u.recovery_sent_at')}, ${tsSql('u.email_change_sent_at')},
  ${tsSql('u.invited_at')}, ${tsSql('u.last_sign_in_at')}, ${tsSql('u.created_at')}, ${tsSql('u.updated_at')},
  ${tsSql('u.banned_until')}, ${tsSql('u.deleted_at')},
  u.confirmation_token, u.recovery_token, u.email_change_token_new, u.email_change_token_current, u.email_change,
  u.email_change_confirm_status, u.raw_app_meta_data, u.raw_user_meta_data, u.is_anonymous, u.is_sso_user,
  coalesce(u.banned_until > now(), false) as banned
  from auth.users u`;

const IDENTITY_SELECT = `select i.id::text as id, i.provider_id, i.user_id::text as user_id, i.identity_data, i.provider,
  i.email, ${tsSql('i.last_sign_in_at')}, ${tsSql('i.created_at')}, ${tsSql('i.updated_at')}
  from auth.identities i`;

/** GoTrue scans these columns into Go strings: a NULL there (typical of hand-written seeds) is a 500. */
const NON_NULL_STRING_COLUMNS = ['confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change'] as const;

async function withIdentities(tx: Tx, rows: UserRow[], errorMessage: string): Promise<LoadedUser[]> {
  for (const row of rows) {
    const nullColumn = NON_NULL_STRING_COLUMNS.find((c) => row[c] === null);
    if (nullColumn) {
      console.error(
        `[local-supabase] auth: user ${row.id} has NULL in auth.users.${nullColumn}; GoTrue fails with ` +
          `"converting NULL to string is unsupported". Seeds must set the token columns to ''.`,
      );
      throw internal(errorMessage);
    }
  }
  if (rows.length === 0) return [];
  const { rows: ids } = await tx.query<IdentityRow>(
    `${IDENTITY_SELECT} where i.user_id = any($1::uuid[]) order by i.created_at, i.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({ ...r, identities: ids.filter((i) => i.user_id === r.id) }));
}

export async function findUserById(tx: Tx, id: string, errorMessage = 'Database error finding user') {
  const { rows } = await tx.query<UserRow>(`${USER_SELECT} where u.instance_id = $1 and u.id = $2::uuid`, [NIL_UUID, id]);
  return (await withIdentities(tx, rows, errorMessage))[0] ?? null;
}

export async function findUserByEmail(tx: Tx, email: string, errorMessage = 'Database error finding user') {
  const { rows } = await tx.query<UserRow>(
    `${USER_SELECT} where u.instance_id = $1 and lower(u.email) = $2 and u.aud = 'authenticated' and u.is_sso_user = false`,
    [NIL_UUID, email.toLowerCase()],
  );
  return (await withIdentities(tx, rows, errorMessage))[0] ?? null;
}

export async function findUserByColumn(
  tx: Tx,
  columns: ('confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current')[],
  value: string,
) {
  const where = columns.map((c) => `u.${c} = $2`).join(' or ');
  const { rows } = await tx.query<UserRow>(
    `${USER_SELECT} where u.instance_id = $1 and u.is_sso_user = false and (${where}) limit 1`,
    [NIL_UUID, value],
  );
  return (await withIdentities(tx, rows, 'Database error finding user'))[0] ?? null;
}

export async function listUsers(tx: Tx, page: number, perPage: number) {
  const { rows: total } = await tx.query<{ n: number }>(
    `select count(*)::int as n from auth.users where instance_id = $1 and aud = 'authenticated'`,
    [NIL_UUID],
  );
  const { rows } = await tx.query<UserRow>(
    `${USER_SELECT} where u.instance_id = $1 and u.aud = 'authenticated' order by u.created_at desc, u.id limit $2 offset $3`,
    [NIL_UUID, perPage, (page - 1) * perPage],
  );
  return { total: total[0]?.n ?? 0, users: await withIdentities(tx, rows, 'Database error finding users') };
}

export function identityJson(i: IdentityRow) {
  const out: Record<string, unknown> = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data ?? {},
    provider: i.provider,
  };
  if (i.last_sign_in_at) out.last_sign_in_at = trimTs(i.last_sign_in_at);
  out.created_at = trimTs(i.created_at);
  out.updated_at = trimTs(i.updated_at);
  if (i.email) out.email = i.email;
  return out;
}

/** The User JSON of §A.2 (GoTrue field order; omitempty fields only when set). */
export function userJson(u: LoadedUser) {
  const out: Record<string, unknown> = { id: u.id, aud: u.aud ?? '', role: u.role ?? '', email: u.email ?? '' };
  const opt = (key: string, value: string | null) => {
    if (value) out[key] = trimTs(value);
  };
  opt('email_confirmed_at', u.email_confirmed_at);
  out.phone = u.phone ?? '';
  opt('phone_confirmed_at', u.phone_confirmed_at);
  opt('confirmation_sent_at', u.confirmation_sent_at);
  opt('confirmed_at', u.confirmed_at);
  opt('recovery_sent_at', u.recovery_sent_at);
  if (u.email_change) out.new_email = u.email_change;
  opt('email_change_sent_at', u.email_change_sent_at);
  opt('invited_at', u.invited_at);
  opt('last_sign_in_at', u.last_sign_in_at);
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = u.identities.map(identityJson);
  out.created_at = trimTs(u.created_at);
  out.updated_at = trimTs(u.updated_at);
  opt('banned_until', u.banned_until);
  opt('deleted_at', u.deleted_at);
  out.is_anonymous = u.is_anonymous;
  return out;
}

/** Merges `patch` into a metadata object; a `null` value deletes the key (GoTrue UpdateUserMetaData). */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export async function updateUserMetadata(tx: Tx, user: UserRow, patch: Record<string, unknown>) {
  const merged = mergeMetadata(user.raw_user_meta_data, patch);
  await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid`, [
    user.id,
    JSON.stringify(merged),
  ]);
  user.raw_user_meta_data = merged;
}

export async function updateAppMetadata(tx: Tx, user: UserRow, patch: Record<string, unknown>) {
  const merged = mergeMetadata(user.raw_app_meta_data, patch);
  await tx.query(`update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid`, [
    user.id,
    JSON.stringify(merged),
  ]);
  user.raw_app_meta_data = merged;
}

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current';

export async function saveOneTimeToken(tx: Tx, userId: string, type: OneTimeTokenType, hash: string, relatesTo: string) {
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values (gen_random_uuid(), $1::uuid, $2::auth.one_time_token_type, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, updated_at = now()`,
    [userId, type, hash, relatesTo],
  );
}

export async function clearOneTimeTokens(tx: Tx, userId: string, types?: OneTimeTokenType[]) {
  if (types) {
    await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type::text = any($2::text[])`, [
      userId,
      types,
    ]);
  } else {
    await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid`, [userId]);
  }
}

/** GoTrue `User.Confirm`: sets email_confirmed_at, merges email_verified:true, clears one-time tokens. */
export async function confirmUser(tx: Tx, user: UserRow) {
  await tx.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now() where id = $1::uuid`,
    [user.id],
  );
  await updateUserMetadata(tx, user, { email_verified: true });
  await clearOneTimeTokens(tx, user.id);
}

/** Marks the e-mail identities of the user as verified (signup/invite verification). */
export async function verifyEmailIdentities(tx: Tx, user: LoadedUser) {
  for (const identity of user.identities) {
    if (!identity.email || !user.email || identity.email !== user.email.toLowerCase()) continue;
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where id = $1::uuid`,
      [identity.id],
    );
  }
}

export const isConfirmed = (u: UserRow) => Boolean(u.email_confirmed_at || u.phone_confirmed_at);

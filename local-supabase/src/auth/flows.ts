import type { Tx } from '../db.ts';
import type { Ctx } from '../http.ts';
import { badRequest, tooManyRequests } from './errors.ts';
import { buildMail } from './mail.ts';
import type { AuthMethod } from './sessions.ts';
import { saveOneTimeToken, type AuthTx, type LoadedUser } from './users.ts';
import { epochMs, generateOtp, PKCE_PREFIX, timing, tokenHash } from './util.ts';

export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: 's256' | 'plain';
}

/** GoTrue `validatePKCEParams`; returns null for the implicit flow. */
export function pkceParams(body: Record<string, unknown>): PkceParams | null {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : '';
  if ((challenge === '') !== (method === '')) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!challenge) return null;
  if (!/^[a-zA-Z0-9~._-]{43,128}$/.test(challenge)) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw badRequest('validation_failed', 'code challenge method not supported');
  return { codeChallenge: challenge, codeChallengeMethod: m };
}

export async function createFlowState(
  tx: Tx,
  opts: { userId: string | null; providerType: string; method: AuthMethod; pkce: PkceParams },
): Promise<{ id: string; authCode: string }> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1::uuid, gen_random_uuid()::text, $2::auth.code_challenge_method, $3, $4, now(), now(), $5)
     returning id::text as id, auth_code`,
    [opts.userId, opts.pkce.codeChallengeMethod, opts.pkce.codeChallenge, opts.providerType, opts.method],
  );
  return { id: rows[0].id, authCode: rows[0].auth_code };
}

function checkFrequency(ctx: Ctx, sentAt: string | null) {
  const max = timing(ctx.config).emailMaxFrequency;
  if (!sentAt || max <= 0) return;
  const left = epochMs(sentAt) + max * 1000 - Date.now();
  if (left > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.max(1, Math.ceil(left / 1000))} seconds.`,
    );
  }
}

function newToken(email: string, pkce: boolean) {
  const otp = generateOtp();
  return { otp, hash: (pkce ? PKCE_PREFIX : '') + tokenHash(email, otp) };
}

/** `sendConfirmation` (also used for invites, with the invite template and `invited_at`). */
export async function sendConfirmation(
  ctx: Ctx,
  tx: AuthTx,
  user: LoadedUser,
  opts: { pkce: boolean; redirectTo: string; invite?: boolean },
) {
  checkFrequency(ctx, user.confirmation_sent_at);
  const email = user.email ?? '';
  const { otp, hash } = newToken(email, opts.pkce);
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
       ${opts.invite ? ', invited_at = now()' : ''}
     where id = $1::uuid`,
    [user.id, hash],
  );
  await saveOneTimeToken(tx, user.id, 'confirmation_token', hash, email);
  tx.outbox.push(
    buildMail(ctx.config, {
      kind: opts.invite ? 'invite' : 'confirmation',
      to: email,
      email,
      tokenHash: hash,
      otp,
      redirectTo: opts.redirectTo,
      data: user.raw_user_meta_data,
    }),
  );
  return { otp, hash };
}

/** `sendPasswordRecovery` / `sendMagicLink`: both use recovery_token and recovery_sent_at. */
export async function sendRecoveryLike(
  ctx: Ctx,
  tx: AuthTx,
  user: LoadedUser,
  opts: { pkce: boolean; redirectTo: string; kind: 'recovery' | 'magic_link'; skipFrequency?: boolean },
) {
  if (!opts.skipFrequency) checkFrequency(ctx, user.recovery_sent_at);
  const email = user.email ?? '';
  const { otp, hash } = newToken(email, opts.pkce);
  await tx.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid`,
    [user.id, hash],
  );
  await saveOneTimeToken(tx, user.id, 'recovery_token', hash, email);
  tx.outbox.push(
    buildMail(ctx.config, {
      kind: opts.kind,
      to: email,
      email,
      tokenHash: hash,
      otp,
      redirectTo: opts.redirectTo,
      data: user.raw_user_meta_data,
    }),
  );
  return { otp, hash };
}

/**
 * `sendEmailChange` with secure e-mail change (GoTrue default): one mail to the new address and one to
 * the current address; both links must be followed before the change applies.
 */
export async function sendEmailChange(
  ctx: Ctx,
  tx: AuthTx,
  user: LoadedUser,
  newEmail: string,
  opts: { pkce: boolean; redirectTo: string; skipFrequency?: boolean },
) {
  if (!opts.skipFrequency) checkFrequency(ctx, user.email_change_sent_at);
  const next = newToken(newEmail, opts.pkce);
  const current = user.email ? newToken(user.email, opts.pkce) : null;
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
     where id = $1::uuid`,
    [user.id, newEmail, next.hash, current?.hash ?? ''],
  );
  await saveOneTimeToken(tx, user.id, 'email_change_token_new', next.hash, newEmail);
  if (current) await saveOneTimeToken(tx, user.id, 'email_change_token_current', current.hash, user.email ?? '');
  tx.outbox.push(
    buildMail(ctx.config, {
      kind: 'email_change',
      to: newEmail,
      email: user.email ?? '',
      tokenHash: next.hash,
      otp: next.otp,
      redirectTo: opts.redirectTo,
      data: user.raw_user_meta_data,
      newEmail,
    }),
  );
  if (current && user.email) {
    tx.outbox.push(
      buildMail(ctx.config, {
        kind: 'email_change',
        to: user.email,
        email: user.email,
        tokenHash: current.hash,
        otp: current.otp,
        redirectTo: opts.redirectTo,
        data: user.raw_user_meta_data,
        newEmail,
      }),
    );
  }
  return { newToken: next, currentToken: current };
}

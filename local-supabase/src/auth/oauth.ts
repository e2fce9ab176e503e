import crypto from 'node:crypto';
import type { ApiRequest, ApiResponse, Ctx } from '../http.ts';
import { signHs256, verifyJwt } from '../keys.ts';
import { createUserRecord, dbStep } from './accounts.ts';
import { AuthApiError, badRequest } from './errors.ts';
import { createFlowState, pkceParams } from './flows.ts';
import { issueSession } from './sessions.ts';
import {
  authTx,
  confirmUser,
  findUserByEmail,
  findUserById,
  isConfirmed,
  updateAppMetadata,
  updateUserMetadata,
  type LoadedUser,
} from './users.ts';
import { escapeHtml, jsonBody, resolveRedirect, str, validateEmail } from './util.ts';

/**
 * Local OAuth (a documented local-only extension, contract §A.3 GET /authorize): there is no Google or
 * Facebook offline, so /authorize opens a consent page where one types the account to sign in as.
 * Submitting it plays the provider's part and finishes exactly like GoTrue's /callback would:
 * create or link the user and an identity of that provider, then redirect with `?code=` (PKCE) or
 * with the tokens in the fragment (implicit flow).
 */
export const LOCAL_PROVIDERS: Record<string, { label: string; iss: string }> = {
  google: { label: 'Google', iss: 'https://accounts.google.com' },
  facebook: { label: 'Facebook', iss: 'https://www.facebook.com' },
};

const STATE_TTL = 10 * 60;

type OAuthState = {
  provider: string;
  redirect_to: string;
  flow_state_id: string | null;
  exp: number;
  local_oauth: true;
};

function consentPage(opts: { label: string; state: string; email?: string; name?: string; error?: string }) {
  const title = `Entrar com ${opts.label} (simulado localmente)`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f4f6; color: #111827;
         margin: 0; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
  main { background: #fff; padding: 32px; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); width: 100%; max-width: 420px; }
  h1 { font-size: 1.3rem; margin: 0 0 8px; }
  p.note { color: #4b5563; font-size: .9rem; margin: 0 0 20px; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; border: 1px solid #d1d5db; border-radius: 8px; font-size: 1rem; }
  input:focus { outline: 3px solid #93c5fd; border-color: #2563eb; }
  .actions { display: flex; gap: 12px; margin-top: 22px; }
  button { flex: 1; padding: 10px 14px; font-size: 1rem; border-radius: 8px; border: 1px solid #d1d5db; background: #fff; cursor: pointer; }
  button[value="allow"] { background: #0f766e; border-color: #0f766e; color: #fff; }
  .error { background: #fef2f2; color: #991b1b; padding: 10px 12px; border-radius: 8px; margin-bottom: 12px; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  <p class="note">Este login é simulado pelo servidor Supabase local: nenhuma conta real do ${escapeHtml(opts.label)}
  é usada e nada sai do seu computador. Informe o e-mail da conta com que deseja entrar.</p>
  ${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
  <form method="post" action="callback">
    <input type="hidden" name="state" value="${escapeHtml(opts.state)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(opts.email ?? '')}">
    <label for="name">Nome (opcional)</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(opts.name ?? '')}">
    <div class="actions">
      <button type="submit" name="action" value="cancel" formnovalidate>Cancelar</button>
      <button type="submit" name="action" value="allow">Continuar</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

const html = (status: number, body: string): ApiResponse => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  body,
});

/** GET /authorize */
export async function authorize(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const q = req.url.searchParams;
  const provider = (q.get('provider') ?? '').toLowerCase();
  const info = LOCAL_PROVIDERS[provider];
  if (!info) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  const pkce = pkceParams({
    code_challenge: q.get('code_challenge') ?? '',
    code_challenge_method: q.get('code_challenge_method') ?? '',
  });
  const redirectTo = resolveRedirect(ctx.config, req);
  let flowStateId: string | null = null;
  if (pkce) {
    flowStateId = await authTx(ctx, async (tx) => {
      const flow = await createFlowState(tx, { userId: null, providerType: provider, method: 'oauth', pkce });
      return flow.id;
    });
  }
  const state: OAuthState = {
    provider,
    redirect_to: redirectTo,
    flow_state_id: flowStateId,
    exp: Math.floor(Date.now() / 1000) + STATE_TTL,
    local_oauth: true,
  };
  return html(
    200,
    consentPage({ label: info.label, state: signHs256(ctx.keys.secret, { ...state }), email: q.get('login_hint') ?? '' }),
  );
}

function readState(ctx: Ctx, token: string): OAuthState {
  const v = verifyJwt(ctx.keys, token);
  if (!v.ok || v.claims.local_oauth !== true || v.alg !== 'HS256') {
    throw badRequest('bad_oauth_state', 'OAuth state is invalid or has expired');
  }
  return v.claims as unknown as OAuthState;
}

/** A stable, provider-looking subject per (provider, e-mail), like Google's numeric `sub`. */
function providerSubject(provider: string, email: string) {
  const digest = crypto.createHash('sha256').update(`${provider}:${email}`).digest();
  let n = '';
  for (let i = 0; n.length < 21; i++) n += String(digest[i % digest.length] % 10);
  return n.replace(/^0/, '1');
}

function errorLocation(redirectTo: string, pkce: boolean, error: string, description: string) {
  const fragment = new URLSearchParams({ error, error_code: error, error_description: description, sb: '' });
  let base = redirectTo.split('#')[0];
  if (pkce) {
    const u = new URL(base);
    u.searchParams.set('error', error);
    u.searchParams.set('error_code', error);
    u.searchParams.set('error_description', description);
    base = u.toString();
  }
  return `${base}#${fragment.toString()}`;
}

/** POST /callback (the consent form) */
export async function callback(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const body = await jsonBody(req);
  const state = readState(ctx, str(body.state));
  const info = LOCAL_PROVIDERS[state.provider];
  if (!info) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  const pkce = Boolean(state.flow_state_id);
  const found = (location: string): ApiResponse => ({ status: 302, headers: { Location: location }, body: '' });
  if (str(body.action) === 'cancel') {
    return found(errorLocation(state.redirect_to, pkce, 'access_denied', 'User denied access'));
  }
  let email: string;
  try {
    email = validateEmail(body.email);
  } catch {
    return html(
      400,
      consentPage({
        label: info.label,
        state: str(body.state),
        email: str(body.email),
        name: str(body.name),
        error: 'Informe um e-mail válido.',
      }),
    );
  }
  const name = str(body.name).trim();
  const providerId = providerSubject(state.provider, email);
  const identityData: Record<string, unknown> = {
    iss: info.iss,
    sub: providerId,
    email,
    email_verified: true,
    phone_verified: false,
    provider_id: providerId,
  };
  if (name) {
    identityData.name = name;
    identityData.full_name = name;
  }

  try {
    const result = await authTx(ctx, async (tx) => {
      let user: LoadedUser | null = null;
      const { rows } = await tx.query<{ user_id: string; id: string }>(
        `select user_id::text as user_id, id::text as id from auth.identities where provider = $1 and provider_id = $2`,
        [state.provider, providerId],
      );
      if (rows[0]) {
        // AccountExists: refresh the identity data and merge it into user_metadata.
        user = await findUserById(tx, rows[0].user_id);
        await tx.query(
          `update auth.identities set identity_data = identity_data || $2::jsonb, last_sign_in_at = now(), updated_at = now()
           where id = $1::uuid`,
          [rows[0].id, JSON.stringify(identityData)],
        );
        if (user) await dbStep('Database error updating user', () => updateUserMetadata(tx, user!, identityData));
      } else {
        user = await findUserByEmail(tx, email);
        if (user) {
          // LinkAccount: a verified e-mail from the provider links to the existing account.
          await dbStep('Database error updating user', async () => {
            await tx.query(
              `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
               values ($1, $2::uuid, $3::jsonb, $4, now(), now(), now())`,
              [providerId, user!.id, JSON.stringify(identityData), state.provider],
            );
            await updateUserMetadata(tx, user!, identityData);
          });
        } else {
          user = await createUserRecord(tx, {
            email,
            passwordHash: '',
            appMetadata: { provider: state.provider, providers: [state.provider] },
            userMetadata: identityData,
            provider: state.provider,
            providerId,
            identityData,
            rewriteMetadata: false,
          });
        }
      }
      if (!user) throw badRequest('user_not_found', 'User not found');
      const { rows: providers } = await tx.query<{ provider: string }>(
        `select distinct provider from auth.identities where user_id = $1::uuid order by provider`,
        [user.id],
      );
      await updateAppMetadata(tx, user, { providers: providers.map((p) => p.provider) });
      if (!isConfirmed(user)) await dbStep('Error confirming user', () => confirmUser(tx, user!));
      const fresh = (await findUserById(tx, user.id))!;
      if (fresh.banned) throw badRequest('user_banned', 'User is banned');
      if (state.flow_state_id) {
        const { rows: flows } = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set user_id = $2::uuid, auth_code_issued_at = now(), updated_at = now(),
             provider_access_token = $3 where id = $1::uuid returning auth_code`,
          [state.flow_state_id, fresh.id, `local-${state.provider}-token`],
        );
        if (!flows[0]) throw badRequest('flow_state_not_found', 'invalid flow state, no valid flow state found');
        return { code: flows[0].auth_code };
      }
      const session = await issueSession(ctx, tx, req, fresh, 'oauth');
      return { session };
    });
    if ('code' in result) {
      const u = new URL(state.redirect_to);
      u.searchParams.set('code', result.code!);
      return found(u.toString());
    }
    const s = result.session!;
    const fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      provider_token: `local-${state.provider}-token`,
      refresh_token: s.refresh_token,
      token_type: 'bearer',
    });
    return found(`${state.redirect_to.split('#')[0]}#${fragment.toString()}`);
  } catch (e) {
    if (e instanceof AuthApiError) {
      const name = e.status >= 500 ? 'server_error' : 'invalid_request';
      return found(errorLocation(state.redirect_to, pkce, name, e.message));
    }
    throw e;
  }
}

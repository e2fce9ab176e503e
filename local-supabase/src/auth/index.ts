import { HttpError, type ApiRequest, type ApiResponse, type Ctx, type Service } from '../http.ts';
import { jwks } from '../keys.ts';
import { adminRoute, invite } from './admin.ts';
import { API_VERSION, AuthApiError, notFound, OAuthError, renderError } from './errors.ts';
import {
  getUser,
  logout,
  otp,
  recover,
  resend,
  signup,
  token,
  updateUser,
  verifyGet,
  verifyPost,
} from './handlers.ts';
import { authorize, callback, LOCAL_PROVIDERS } from './oauth.ts';

/**
 * GoTrue (supabase/auth v2.18x) emulation behind `/auth/v1` — contract §A. Every response carries
 * `X-Supabase-Api-Version: 2024-01-01`, so supabase-js reads `error.code` from `{code, message}`.
 */

const PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab',
  'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc',
  'workos', 'twitch', 'twitter', 'x', 'email', 'phone', 'zoom',
];

function settings(ctx: Ctx): ApiResponse {
  const external: Record<string, boolean> = {};
  for (const p of PROVIDERS) external[p] = p === 'email' || p in LOCAL_PROVIDERS;
  return {
    status: 200,
    body: {
      external,
      disable_signup: false,
      mailer_autoconfirm: ctx.config.autoConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    },
  };
}

async function route(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const { method } = req;
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  switch (`${method} ${path}`) {
    case 'GET /health':
      return { status: 200, body: { version: 'v2.189.0-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' } };
    case 'GET /settings':
      return settings(ctx);
    case 'GET /.well-known/jwks.json':
      return {
        status: 200,
        headers: { 'Cache-Control': 'public, max-age=600' },
        body: { keys: jwks(ctx.keys).keys.map((k) => ({ ...k, ext: true })) },
      };
    case 'POST /signup':
      return signup(req, ctx);
    case 'POST /token':
      return token(req, ctx);
    case 'GET /user':
      return getUser(req, ctx);
    case 'PUT /user':
      return updateUser(req, ctx);
    case 'POST /logout':
      return logout(req, ctx);
    case 'POST /recover':
      return recover(req, ctx);
    case 'POST /verify':
      return verifyPost(req, ctx);
    case 'GET /verify':
      return verifyGet(req, ctx);
    case 'POST /resend':
      return resend(req, ctx);
    case 'POST /otp':
    case 'POST /magiclink':
      return otp(req, ctx);
    case 'POST /invite':
      return invite(req, ctx);
    case 'GET /authorize':
      return authorize(req, ctx);
    case 'POST /callback':
      return callback(req, ctx);
  }
  const admin = await adminRoute(req, ctx);
  if (admin) return admin;
  throw notFound('not_found', 'Not found');
}

export const authService: Service = async (req, ctx) => {
  let res: ApiResponse;
  try {
    res = await route(req, ctx);
  } catch (e) {
    if (e instanceof AuthApiError || e instanceof OAuthError) {
      res = renderError(req, e);
    } else if (e instanceof HttpError) {
      const message = e.message || `HTTP ${e.status}`;
      res = renderError(req, new AuthApiError(e.status, e.status === 413 ? 'request_too_large' : 'unexpected_failure', message));
    } else {
      console.error('[local-supabase] auth: unexpected error', e);
      res = renderError(req, new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
    }
  }
  res.headers = { ...(res.headers ?? {}), 'X-Supabase-Api-Version': API_VERSION };
  return res;
};

import type { ApiRequest, ApiResponse } from '../http.ts';

export const API_VERSION = '2024-01-01';

/**
 * A GoTrue error (contract §A.0/§A.1). Rendered as `{code, message}` with the `X-Supabase-Api-Version`
 * header when the request carries a version ≥ 2024-01-01 (supabase-js always does), else in the legacy
 * `{code: <status>, error_code, msg}` shape.
 */
export class AuthApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth2-style error body, used by GoTrue only for `refresh_token required`. */
export class OAuthError extends Error {
  constructor(
    public readonly status: number,
    public readonly error: string,
    public readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AuthApiError(400, code, message, extra);
export const unauthorized = (code: string, message: string) => new AuthApiError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AuthApiError(422, code, message, extra);
export const tooManyRequests = (code: string, message: string) => new AuthApiError(429, code, message);
export const internal = (message: string) => new AuthApiError(500, 'unexpected_failure', message);

export function weakPassword(minLength: number) {
  return unprocessable('weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}

function requestVersion(req: ApiRequest): string | null {
  const v = req.headers['x-supabase-api-version'];
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

export function renderError(req: ApiRequest, e: AuthApiError | OAuthError): ApiResponse {
  if (e instanceof OAuthError) {
    return { status: e.status, body: { error: e.error, error_description: e.description } };
  }
  const version = requestVersion(req);
  const headers: Record<string, string> = { 'x-sb-error-code': e.code };
  if (version && version >= API_VERSION) {
    return { status: e.status, headers, body: { code: e.code, message: e.message, ...e.extra } };
  }
  return { status: e.status, headers, body: { code: e.status, error_code: e.code, msg: e.message, ...e.extra } };
}

/** GoTrue's mapping from HTTP status to the OAuth `error` value used in redirect URLs. */
export function oauthErrorName(status: number): string {
  if (status === 400) return 'invalid_request';
  if (status === 401) return 'unauthorized_client';
  if (status === 403) return 'access_denied';
  if (status === 500) return 'server_error';
  if (status === 503) return 'temporarily_unavailable';
  return 'invalid_request';
}

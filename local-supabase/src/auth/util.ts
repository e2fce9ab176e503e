import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import type { ApiRequest } from '../http.ts';
import { AuthApiError, badRequest } from './errors.ts';

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const PKCE_PREFIX = 'pkce_';
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 72;

export const timing = (config: Config) => ({
  emailMaxFrequency: config.emailMaxFrequency ?? 60,
  reuseInterval: config.refreshTokenReuseInterval ?? 10,
  flowStateExpiry: config.flowStateExpiry ?? 300,
  otpExpiry: config.otpExpiry ?? 3600,
});

/** SQL expression rendering a timestamptz as GoTrue does (RFC 3339, UTC, µs; trailing zeros trimmed in JS). */
export const tsSql = (column: string, alias = column.replace(/^.*\./, '')) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${alias}`;

/** Trims `2024-05-01T12:00:05.100000Z` to `2024-05-01T12:00:05.1Z`, as Go's RFC3339Nano does. */
export function trimTs(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = value instanceof Date ? value.toISOString() : String(value);
  return s.replace(/\.(\d*?)0+Z$/, (_m, d: string) => (d ? `.${d}Z` : 'Z'));
}

export const epochMs = (value: string | null | undefined) => (value ? Date.parse(value) : NaN);

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** GoTrue v1 refresh tokens: 12 random alphanumerics. */
export function randomAlnum(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[crypto.randomInt(ALNUM.length)];
  return out;
}

export const uuid = () => crypto.randomUUID();

/** A six-digit e-mail OTP (`mailer_otp_length` = 6). */
export const generateOtp = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** `token_hash = hex(sha224(email + otp))` (GoTrue `crypto.GenerateTokenHash`). */
export const tokenHash = (email: string, otp: string) =>
  crypto.createHash('sha224').update(email + otp).digest('hex');

export const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url');

const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** GoTrue `validateEmail`: required, ≤ 255 chars, valid format; returns the lower-cased address. */
export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw badRequest('validation_failed', 'An email address is required');
  }
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  const trimmed = email.trim();
  if (!EMAIL_RE.test(trimmed)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return trimmed.toLowerCase();
}

/** Parses the JSON body of an auth request ({} when empty); a syntax error is GoTrue's bad_json. */
export async function jsonBody(req: ApiRequest): Promise<Record<string, unknown>> {
  const raw = await req.body(1024 * 1024);
  if (raw.length === 0) return {};
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    checkShape(form);
    return form;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('not an object');
    }
    checkShape(parsed);
  } catch (e) {
    if (e instanceof AuthApiError) throw e;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(e as Error).message}`);
  }
  return parsed as Record<string, unknown>;
}

/** Deeper than this, a body is refused (user metadata is stored as jsonb, whose parser has a stack limit). */
export const MAX_BODY_DEPTH = 256;

/**
 * Issue #32 §3: values Postgres cannot store must be a 400, never the 500 of a failed write — a NUL character
 * (text cannot hold one) and nesting deeper than MAX_BODY_DEPTH (jsonb's parser runs out of stack).
 * Iterative, so the check itself cannot overflow.
 */
function checkShape(root: unknown) {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw badRequest('validation_failed', 'Request body contains a NUL character');
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) throw badRequest('bad_json', `Could not parse request body as JSON: nesting deeper than ${MAX_BODY_DEPTH}`);
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) throw badRequest('validation_failed', 'Request body contains a NUL character');
        // A password is hashed, never stored as text: GoTrue takes any bytes there, and so does the stack.
        if (depth === 0 && k === 'password') continue;
        stack.push([v, depth + 1]);
      }
    }
  }
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * GoTrue's redirect allow-list check: same scheme and host as SITE_URL (any port on loopback), or a
 * prefix/glob match against the additional redirect URLs.
 */
export function isRedirectAllowed(config: Config, target: string): boolean {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  try {
    const site = new URL(config.siteUrl);
    if (u.protocol === site.protocol && u.hostname === site.hostname) {
      if (u.port === site.port || (isLoopback(u.hostname) && isLoopback(site.hostname))) return true;
    }
  } catch {
    /* invalid site URL: only the allow list applies */
  }
  return config.redirectUrls.some((allowed) => {
    if (allowed.includes('*')) {
      const re = new RegExp(
        '^' +
          allowed
            .split('**')
            .map((part) => part.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/.]*'))
            .join('.*') +
          '$',
      );
      return re.test(target);
    }
    return target === allowed || target.startsWith(allowed.endsWith('/') ? allowed : `${allowed}/`) ||
      target.startsWith(`${allowed}?`) || target.startsWith(`${allowed}#`);
  });
}

/** `utilities.GetReferrer`: redirect_to if allowed, else an allowed Referer, else SITE_URL. */
export function resolveRedirect(config: Config, req: ApiRequest, explicit?: string | null): string {
  const candidate = explicit ?? req.url.searchParams.get('redirect_to');
  if (candidate && isRedirectAllowed(config, candidate)) return candidate;
  const referer = req.headers['referer'];
  if (referer && isRedirectAllowed(config, referer)) return referer;
  return config.siteUrl;
}

export function escapeHtml(s: unknown): string {
  return String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

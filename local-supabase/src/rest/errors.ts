import type { ApiResponse } from '../http.ts';

/** A PostgREST-shaped error: `{code, details, hint, message}` plus the HTTP status (contract §C.7). */
export class RestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details: unknown = null,
    public readonly hint: string | null = null,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): ApiResponse {
    return {
      status: this.status,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Proxy-Status': `PostgREST; error=${this.code}`,
        ...this.headers,
      },
      body: JSON.stringify({ code: this.code, details: this.details, hint: this.hint, message: this.message }),
    };
  }
}

/** `400 PGRST127` for anything deliberately outside the supported subset (contract §C.9). */
export function notImplemented(feature: string): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', feature);
}

/** `400 PGRST100` in the shape of PostgREST's parsec errors. */
export function grammarError(what: string, input: string, column: number, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details);
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(400, '42703', `column ${relation}.${column} does not exist`);
}

export function bodyColumnNotFound(relation: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);
}

export function invalidJson(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

/** The shape of a Postgres error as PGlite reports it. */
export interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgErrorLike {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { code?: unknown }).code === 'string' &&
    typeof (e as { message?: unknown }).message === 'string' &&
    ('severity' in e || 'detail' in e)
  );
}

/** SQLSTATE → HTTP status, as PostgREST's `pgErrorStatus` (contract §C.7). */
export function pgErrorStatus(code: string, message: string, authed: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authed ? 403 : 401;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  const p2 = code.slice(0, 2);
  if (p2 === 'PT') {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  if (p2 === '08' || p2 === '53') return 503;
  if (p2 === '0L' || p2 === '0P' || p2 === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(p2)) return 500;
  return 400;
}

/** Turns a Postgres error into the PostgREST response (incl. `RAISE SQLSTATE 'PGRST'` custom errors). */
export function fromPgError(e: PgErrorLike, authed: boolean): RestError {
  const code = e.code ?? 'XX000';
  const details = e.detail ?? null;
  const hint = e.hint ?? null;
  if (code === 'PGRST') {
    // RAISE sqlstate 'PGRST' USING message = '{"code":…,"message":…}', detail = '{"status":…,"headers":{…}}'
    try {
      const m = JSON.parse(e.message) as Record<string, unknown>;
      const d = details ? (JSON.parse(details) as { status?: number; headers?: Record<string, string> }) : {};
      const status = typeof d.status === 'number' ? d.status : 400;
      return new RestError(
        status,
        String(m.code ?? ''),
        String(m.message ?? ''),
        (m.details as string | undefined) ?? null,
        (m.hint as string | undefined) ?? null,
        d.headers ?? {},
      );
    } catch {
      return new RestError(
        500,
        'PGRST121',
        "Could not parse JSON in the \"RAISE SQLSTATE 'PGRST'\" error",
        'Invalid JSON value for MESSAGE or DETAIL',
        "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
      );
    }
  }
  const status = pgErrorStatus(code, e.message, authed);
  const headers: Record<string, string> = {};
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return new RestError(status, code, e.message, details, hint, headers);
}

/** Closest candidate by edit distance, for PostgREST's "Perhaps you meant …" hints. */
export function closest(needle: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  const n = needle.toLowerCase();
  for (const c of candidates) {
    const d = levenshtein(n, c.toLowerCase());
    if (d < bestScore) {
      bestScore = d;
      best = c;
    }
  }
  if (best === null) return null;
  const limit = Math.max(2, Math.floor(Math.max(needle.length, best.length) / 2));
  return bestScore <= limit ? best : null;
}

export function levenshtein(a: string, b: string): number {
  const prev = new Array(b.length + 1).fill(0).map((_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

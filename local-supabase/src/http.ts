import type { IncomingMessage } from 'node:http';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { Keys } from './keys.ts';
import type { BlobStore } from './blobs.ts';

/** A request after the gateway: prefix stripped, apikey checked, Authorization substituted (§0.2). */
export interface ApiRequest {
  method: string;
  url: URL;
  /** Path inside the service, e.g. `/token` for `/auth/v1/token`, always starting with `/`. */
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** `Bearer …` value after key substitution; undefined only on exempt routes without one. */
  authorization?: string;
  /** The apikey the request carried (header or ?apikey=), if any. */
  apikey?: string;
  /** The client's address: the socket peer, or the one a trusted proxy forwarded (client-ip.ts). */
  ip: string;
  /** Reads the whole body; rejects with HttpError 413 before reading more than `limit` bytes. */
  body(limit?: number): Promise<Buffer>;
  raw: IncomingMessage;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string | string[]>;
  /** A Buffer or string is sent as is; anything else is sent as JSON. */
  body?: unknown;
}

export interface Ctx {
  config: Config;
  db: Database;
  keys: Keys;
  blobs: BlobStore;
}

export type Service = (req: ApiRequest, ctx: Ctx) => Promise<ApiResponse>;

export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
    public readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`);
  }
}

export function json(status: number, body: unknown, headers: Record<string, string | string[]> = {}): ApiResponse {
  return { status, body, headers };
}

/** What an over-limit body may still send before the connection is cut instead of read to its end. */
const MAX_DISCARDED_BODY = 64 * 1024 * 1024;

/**
 * The body, up to `limit` bytes. An over-limit body is read to its end and thrown away before the 413 goes
 * out, as GoTrue and PostgREST answer it: answered earlier, the client is still sending, the socket closes
 * under it and it sees a broken pipe instead of the 413 (issue #32 §3). Past MAX_DISCARDED_BODY the
 * connection is cut.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number.isFinite(declared) && declared > limit;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (over) {
        chunks.length = 0;
        if (size > MAX_DISCARDED_BODY) {
          settle(() => reject(tooLarge()));
          req.destroy();
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => settle(() => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks)))));
    req.on('error', (e) => settle(() => reject(e)));
    req.on('close', () => settle(() => reject(over ? tooLarge() : new Error('request closed before its body ended'))));
  });
}

function tooLarge() {
  return new HttpError(413, { code: 'request_too_large', message: 'Payload too large' });
}

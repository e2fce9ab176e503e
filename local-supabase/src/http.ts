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

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      if (!done) reject(e);
    });
  });
}

function tooLarge() {
  return new HttpError(413, { code: 'request_too_large', message: 'Payload too large' });
}

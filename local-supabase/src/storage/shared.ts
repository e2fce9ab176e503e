import type { Tx } from '../db.ts';
import { HttpError, type ApiRequest, type Ctx } from '../http.ts';
import { errors } from './errors.ts';

/** Storage's default global upload limit (`FILE_SIZE_LIMIT`, 50 MiB on the free plan). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Keys storage accepts (`isValidKey`): ASCII word characters and a few symbols, nothing else. */
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const VALID_BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function mustBeValidKey(key: string): void {
  if (!key || !VALID_KEY.test(key)) throw errors.invalidKey(key);
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !name || name.length > 100 || name.trim() !== name || !VALID_BUCKET.test(name)) {
    throw errors.invalidBucketName();
  }
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string | null;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export const OBJECT_COLUMNS =
  'bucket_id, name, owner, owner_id, id, updated_at, created_at, last_accessed_at, metadata, version, user_metadata';

export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

/** A bucket read as the superuser (storage does its bucket lookups with superuser rights). */
export async function findBucket(ctx: Ctx, id: string): Promise<BucketRow> {
  const [row] = await superuserRead<BucketRow>(ctx, `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!row) throw errors.noSuchBucket();
  return row;
}

/**
 * One read-only statement as the superuser, outside any explicit transaction: a single round trip
 * to PGlite (BEGIN/COMMIT would triple it), still in the queue so it never interleaves with a
 * request's transaction.
 */
export async function superuserRead<R>(ctx: Ctx, sql: string, params: unknown[]): Promise<R[]> {
  const { rows } = await ctx.db.exclusive(() => ctx.db.pg.query<R>(sql, params));
  return rows;
}

/** Within a caller's transaction: become the session superuser for the following statements. */
export function asSuperuser(tx: Tx): Promise<void> {
  return tx.exec('set local role none');
}

/** Within a caller's transaction: back to the caller's role. */
export async function asCaller(tx: Tx, role: string): Promise<void> {
  await tx.query(`select set_config('role', $1, true)`, [role]);
}

/** Storage's own GUCs: the operation name (policies may read it) and the delete guard of bootstrap.sql. */
export async function setOperation(tx: Tx, operation: string, allowDelete = false): Promise<void> {
  await tx.query(
    `select set_config('storage.operation', $1, true), set_config('storage.allow_delete_query', $2, true)`,
    [operation, allowDelete ? 'true' : 'false'],
  );
}

/** Rolls a permission test back without turning it into an error. */
export class Rollback extends Error {}

/** A JSON body, read with a small limit; storage answers malformed bodies with a 400. */
export async function jsonBody(req: ApiRequest): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await req.body(1024 * 1024);
  } catch (e) {
    if (e instanceof HttpError && e.status === 413) throw errors.entityTooLarge();
    throw e;
  }
  if (raw.length === 0) return {};
  try {
    const value = JSON.parse(raw.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('Body is not valid JSON');
}

/** `20GB`, `20MB`, `30KB`, `3B` or a number of bytes (storage's `parseFileSizeToBytes`: decimal units, 1 MB = 10⁶ bytes). */
export function parseFileSize(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.floor(value);
  if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(gb|mb|kb|b)?\s*$/i.exec(value);
    if (m) {
      const unit = (m[2] ?? 'b').toLowerCase();
      const mult = unit === 'gb' ? 1000 ** 3 : unit === 'mb' ? 1000 ** 2 : unit === 'kb' ? 1000 : 1;
      return Math.floor(Number(m[1]) * mult);
    }
  }
  throw errors.invalidFileSizeLimit();
}

/** Storage's `validateMimeType`: `type/subtype` must equal an allowed entry or match `type/*`. */
export function mustBeAllowedMimeType(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, sub] = mime.split('/');
  if (sub === undefined) throw errors.invalidMimeType(mime);
  for (const entry of allowed) {
    const [t, s] = entry.split('/');
    if (t === type && (s === '*' || s === sub)) return;
  }
  throw errors.invalidMimeType(mime);
}

/** Splits `/a/b%20c/d` into decoded segments. */
export function segments(path: string): string[] {
  return path
    .split('/')
    .slice(1)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

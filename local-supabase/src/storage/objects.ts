import crypto from 'node:crypto';
import type { Tx } from '../db.ts';
import { HttpError, json, type ApiRequest, type ApiResponse, type Ctx } from '../http.ts';
import { objectMetadata } from '../migrate.ts';
import { callerOf, runAs, signToken, verifyToken, type Caller } from './caller.ts';
import { errors, fromDbError } from './errors.ts';
import {
  asSuperuser,
  findBucket,
  GLOBAL_FILE_SIZE_LIMIT,
  jsonBody,
  mustBeAllowedMimeType,
  mustBeValidKey,
  OBJECT_COLUMNS,
  Rollback,
  setOperation,
  superuserRead,
  type BucketRow,
  type ObjectRow,
} from './shared.ts';

// ---------------------------------------------------------------------------------------------------
// Upload

interface IncomingFile {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Room for the multipart envelope and text fields around the file part. */
const MULTIPART_OVERHEAD = 64 * 1024;

function effectiveLimit(bucket: BucketRow, ctx: Ctx): number {
  const global = ctx.config.storageFileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT;
  const own = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  return own !== null && own > 0 && own < global ? own : global;
}

async function readLimited(req: ApiRequest, limit: number): Promise<Buffer> {
  try {
    return await req.body(limit);
  } catch (e) {
    if (e instanceof HttpError && e.status === 413) throw errors.entityTooLarge();
    throw e;
  }
}

function parseUserMetadata(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('Invalid metadata');
}

/**
 * The file of an upload: a multipart part (storage-js sends it under the field name "" with a
 * `cacheControl` text field) or the raw body. The body is refused while streaming once it passes
 * the bucket's limit, so an oversized upload is never held in memory whole.
 */
async function readIncomingFile(req: ApiRequest, limit: number): Promise<IncomingFile> {
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const body = await readLimited(req, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(new Blob([new Uint8Array(body)]), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw errors.invalidRequest('Unexpected empty file received');
    }
    let file: Blob | undefined;
    const fields: Record<string, string> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') fields[name] = value;
      else file ??= value;
    }
    if (!file) throw errors.invalidRequest('No file provided');
    if (file.size > limit) throw errors.entityTooLarge();
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
      userMetadata: parseUserMetadata(fields.metadata),
    };
  }
  const bytes = await readLimited(req, limit);
  let meta: string | undefined;
  if (req.headers['x-metadata']) {
    try {
      meta = Buffer.from(req.headers['x-metadata'], 'base64').toString('utf8');
    } catch {
      throw errors.invalidRequest('Invalid metadata');
    }
  }
  return {
    bytes,
    mimetype: contentType || 'application/octet-stream',
    cacheControl: req.headers['cache-control'] || 'no-cache',
    userMetadata: parseUserMetadata(meta),
  };
}

type WriteMode = 'create' | 'upsert' | 'update';

interface WriteArgs {
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: object;
  userMetadata: object | null;
}

/**
 * Writes the object row in the current role. Run as the caller, this is the permission check
 * itself: INSERT policies for a new key, ON CONFLICT DO UPDATE (INSERT + SELECT + UPDATE) for an
 * upsert, UPDATE (+ SELECT) for an update. Returns the row's id, read back as the superuser.
 */
async function writeObjectRow(tx: Tx, mode: WriteMode, a: WriteArgs): Promise<string> {
  const id = crypto.randomUUID();
  const version = crypto.randomUUID();
  const params = [a.bucket, a.name, a.owner, a.ownerId, version, JSON.stringify(a.metadata), JSON.stringify(a.userMetadata)];
  if (mode === 'update') {
    const r = await tx.query(
      `update storage.objects set owner = $3, owner_id = $4, version = $5, metadata = $6::jsonb,
              user_metadata = $7::jsonb, updated_at = now(), last_accessed_at = now()
        where bucket_id = $1 and name = $2`,
      params,
    );
    if (!r.affectedRows) {
      await asSuperuser(tx);
      const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [a.bucket, a.name]);
      throw rows.length ? errors.accessDenied() : errors.noSuchKey();
    }
  } else {
    await tx.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata, id)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)
       ${
         mode === 'upsert'
           ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
                version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                updated_at = now(), last_accessed_at = now()`
           : ''
       }`,
      [...params, id],
    );
    if (mode === 'create') return id;
  }
  await asSuperuser(tx);
  const { rows } = await tx.query<{ id: string }>('select id from storage.objects where bucket_id = $1 and name = $2', [
    a.bucket,
    a.name,
  ]);
  return rows[0].id;
}

/**
 * POST (create or, with `x-upsert: true`, upsert) and PUT (update) of `/object/{bucket}/{name}`.
 * `caller` null = a signed upload URL, already authorised when the URL was made.
 */
async function upload(
  req: ApiRequest,
  ctx: Ctx,
  caller: Caller | null,
  bucketId: string,
  name: string,
  mode: WriteMode,
  ownerOverride?: string | null,
): Promise<{ id: string }> {
  mustBeValidKey(name);
  const bucket = await findBucket(ctx, bucketId);
  const file = await readIncomingFile(req, effectiveLimit(bucket, ctx));
  mustBeAllowedMimeType(file.mimetype, bucket.allowed_mime_types);
  const args: WriteArgs = {
    bucket: bucketId,
    name,
    owner: caller ? caller.owner : ownerOverride && UUID.test(ownerOverride) ? ownerOverride : null,
    ownerId: caller ? caller.sub : (ownerOverride ?? null),
    metadata: objectMetadata(file.bytes, file.mimetype, file.cacheControl),
    userMetadata: file.userMetadata,
  };
  const operation = mode === 'update' ? 'storage.object.update' : 'storage.object.upload';
  const write = async (tx: Tx) => {
    const id = await writeObjectRow(tx, mode, args);
    // Last step of the transaction: if it fails the row is rolled back with it.
    await ctx.blobs.put(bucketId, name, file.bytes);
    return id;
  };
  try {
    const id = caller
      ? await runAs(ctx, caller, req, { operation }, write)
      : await ctx.db.transaction(async (tx) => {
          await setOperation(tx, operation);
          return write(tx);
        });
    return { id };
  } catch (e) {
    throw fromDbError(e);
  }
}

export async function uploadRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const mode: WriteMode = req.method === 'PUT' ? 'update' : req.headers['x-upsert'] === 'true' ? 'upsert' : 'create';
  const { id } = await upload(req, ctx, caller, bucket, name, mode);
  return json(200, { Id: id, Key: `${bucket}/${name}` });
}

// ---------------------------------------------------------------------------------------------------
// Download

/** What serving the bytes needs: fewer columns to parse on the hot path of public images. */
const SERVE_COLUMNS = 'bucket_id, name, id, updated_at, metadata';

/** Reads an object row as the caller (RLS SELECT) or, with caller null, as the superuser. */
async function findObject(
  req: ApiRequest,
  ctx: Ctx,
  caller: Caller | null,
  bucket: string,
  name: string,
  columns = SERVE_COLUMNS,
) {
  const sql = `select ${columns} from storage.objects where bucket_id = $1 and name = $2`;
  try {
    const rows = caller
      ? await runAs(ctx, caller, req, { operation: 'storage.object.get', readOnly: true }, async (tx) => {
          return (await tx.query<ObjectRow>(sql, [bucket, name])).rows;
        })
      : await superuserRead<ObjectRow>(ctx, sql, [bucket, name]);
    return rows[0] ?? null;
  } catch (e) {
    throw fromDbError(e);
  }
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}

/**
 * The Content-Type a download is served with: the stored one, except that HTML (and XHTML) is served as
 * text/plain, as Supabase Storage does, and that a bucket with `allowed_mime_types` serves only what it
 * accepts (an object written around the API, e.g. by the seed, with another type is
 * application/octet-stream): an image bucket never answers with a type a browser renders as a page.
 */
export function servedContentType(stored: string | undefined, allowed: string[] | null): string {
  const type = stored?.trim() || 'application/octet-stream';
  const essence = type.split(';')[0].trim().toLowerCase();
  if (type.toLowerCase().includes('text/html') || essence === 'application/xhtml+xml') return 'text/plain';
  if (allowed?.length) {
    try {
      mustBeAllowedMimeType(type, allowed);
    } catch {
      return 'application/octet-stream';
    }
  }
  return type;
}

/**
 * Headers on every object download (public, authenticated, signed, render): no MIME sniffing, so bytes are
 * only ever what their Content-Type says; and, since this server shares its origin with the mailbox, a
 * document opened straight from storage (an SVG, a text file) runs sandboxed, without scripts, in an
 * origin of its own (GitHub's raw files use the same policy).
 */
const DOWNLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** The allowed types of a bucket, read as the superuser (null: no bucket, or no restriction). */
async function allowedTypesOf(ctx: Ctx, bucket: string): Promise<string[] | null> {
  const rows = await superuserRead<{ allowed_mime_types: string[] | null }>(
    ctx,
    'select allowed_mime_types from storage.buckets where id = $1',
    [bucket],
  );
  return rows[0]?.allowed_mime_types ?? null;
}

/** The bytes with storage's headers; 304 on a matching If-None-Match / If-Modified-Since; one byte range. */
async function serveObject(req: ApiRequest, ctx: Ctx, row: ObjectRow, allowed: string[] | null): Promise<ApiResponse> {
  const bytes = await ctx.blobs.get(row.bucket_id, row.name);
  if (!bytes) throw errors.noSuchKey();
  const meta = row.metadata ?? {};
  const etag = meta.eTag ?? `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;
  const lastModified = new Date(meta.lastModified ?? row.updated_at);
  const headers: Record<string, string> = {
    ...DOWNLOAD_HEADERS,
    'Content-Type': servedContentType(meta.mimetype, allowed),
    'Cache-Control': meta.cacheControl ?? 'no-cache',
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  const inm = req.headers['if-none-match'];
  const ims = req.headers['if-modified-since'];
  const notModified = inm
    ? etagMatches(inm, etag)
    : ims
      ? Math.floor(lastModified.getTime() / 1000) <= Math.floor(new Date(ims).getTime() / 1000)
      : false;
  if (notModified) return { status: 304, headers };

  const download = req.url.searchParams.get('download');
  if (download !== null) {
    const filename = download || row.name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)};`;
  }

  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers['range'] ?? '');
  if (range && (range[1] || range[2])) {
    const size = bytes.length;
    let start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    let end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (!range[1]) end = size - 1;
    if (start >= size || start > end) {
      return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } };
    }
    start = Math.max(0, start);
    const part = bytes.subarray(start, end + 1);
    return {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(part.length) },
      body: part,
    };
  }
  headers['Content-Length'] = String(bytes.length);
  return { status: 200, headers, body: bytes };
}

/** GET|HEAD /object/{bucket}/{name} and /object/authenticated/…: RLS SELECT as the caller. */
export async function downloadRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const row = await findObject(req, ctx, caller, bucket, name);
  if (!row) throw errors.noSuchKey();
  return serveObject(req, ctx, row, await allowedTypesOf(ctx, bucket));
}

/** GET|HEAD /object/public/{bucket}/{name}: no auth, no RLS, but the bucket must be public. */
export async function publicDownloadRoute(req: ApiRequest, ctx: Ctx, bucketId: string, name: string): Promise<ApiResponse> {
  const row = await findPublicObject(ctx, bucketId, name);
  return serveObject(req, ctx, row, row.bucket_allowed_mime_types);
}

/** The bucket check and the object row in one query: public pages load many images. */
async function findPublicObject(
  ctx: Ctx,
  bucketId: string,
  name: string,
  columns = SERVE_COLUMNS,
): Promise<ObjectRow & { bucket_allowed_mime_types: string[] | null }> {
  const cols = columns.split(', ').map((c) => `o.${c}`).join(', ');
  const rows = await superuserRead<ObjectRow & { bucket_public: boolean; bucket_allowed_mime_types: string[] | null }>(
    ctx,
    `select b.public as bucket_public, b.allowed_mime_types as bucket_allowed_mime_types, ${cols}
       from storage.buckets b left join storage.objects o on o.bucket_id = b.id and o.name = $2
      where b.id = $1`,
    [bucketId, name],
  );
  if (!rows.length || !rows[0].bucket_public) throw errors.noSuchBucket();
  if (!rows[0].id) throw errors.noSuchKey();
  return rows[0];
}

/** GET|HEAD /object/sign/{bucket}/{name}?token=: the token's `url` must be this object. */
export async function signedDownloadRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string): Promise<ApiResponse> {
  const claims = verifyToken(ctx, req.url.searchParams.get('token'));
  if (claims.url !== `${bucket}/${name}`) throw errors.invalidSignature('The url do not match the signature');
  const row = await findObject(req, ctx, null, bucket, name);
  if (!row) throw errors.noSuchKey();
  return serveObject(req, ctx, row, await allowedTypesOf(ctx, bucket));
}

/** GET /object/info/[authenticated|public/]{bucket}/{name} */
export async function infoRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string, isPublic: boolean): Promise<ApiResponse> {
  let row: ObjectRow | null;
  if (isPublic) {
    row = await findPublicObject(ctx, bucket, name, OBJECT_COLUMNS);
  } else {
    row = await findObject(req, ctx, callerOf(req, ctx), bucket, name, OBJECT_COLUMNS);
  }
  if (!row) throw errors.noSuchKey();
  const meta = row.metadata ?? {};
  return json(200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: meta.lastModified ?? row.updated_at,
    created_at: row.created_at,
  });
}

// ---------------------------------------------------------------------------------------------------
// Remove, list, move, copy

/** DELETE /object/{bucket} {prefixes}: deletes what the caller may delete and see; skips the rest. */
export async function removeRoute(req: ApiRequest, ctx: Ctx, bucket: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const body = await jsonBody(req);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes)) throw errors.invalidRequest("body must have required property 'prefixes'");
  if (prefixes.length === 0) throw errors.invalidRequest('body/prefixes must NOT have fewer than 1 items');
  if (prefixes.length > 1000) throw errors.invalidRequest('body/prefixes must NOT have more than 1000 items');
  const entries = prefixes.map((p) =>
    typeof p === 'string'
      ? { name: p, version: null }
      : { name: String((p as { path?: unknown }).path ?? ''), version: (p as { versionId?: string }).versionId ?? null },
  );
  const names = entries.map((e) => e.name);
  try {
    const rows = await runAs(ctx, caller, req, { operation: 'storage.object.delete_many', allowDelete: true }, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects o
          where o.bucket_id = $1 and o.name = any($2::text[])
            and exists (select 1 from jsonb_to_recordset($3::jsonb) e(name text, version text)
                         where e.name = o.name and (e.version is null or e.version = o.version))
          returning ${OBJECT_COLUMNS.split(', ').map((c) => `o.${c}`).join(', ')}`,
        [bucket, names, JSON.stringify(entries)],
      );
      for (const r of rows) await ctx.blobs.remove(r.bucket_id, r.name);
      return rows;
    });
    return json(200, rows);
  } catch (e) {
    throw fromDbError(e);
  }
}

/** DELETE /object/{bucket}/{name}: one object; NoSuchKey when nothing the caller may delete is there. */
export async function removeOneRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  try {
    const deleted = await runAs(ctx, caller, req, { operation: 'storage.object.delete', allowDelete: true }, async (tx) => {
      const r = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
      if (r.affectedRows) await ctx.blobs.remove(bucket, name);
      return r.affectedRows ?? 0;
    });
    if (!deleted) throw errors.noSuchKey();
    return json(200, { message: 'Successfully deleted' });
  } catch (e) {
    throw fromDbError(e);
  }
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/**
 * POST /object/list/{bucket} {prefix, limit, offset, sortBy, search}: one level below `prefix`, names
 * relative to it, folders (id null) first, only the rows the caller's SELECT policies show.
 */
export async function listRoute(req: ApiRequest, ctx: Ctx, bucket: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const body = await jsonBody(req);
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  prefix = prefix.replace(/^\/+/, '').replace(/\/+$/, '');
  if (prefix) prefix += '/';
  const limit = Math.max(0, Math.min(Number(body.limit ?? 100) || 100, 1000));
  const offset = Math.max(0, Number(body.offset ?? 0) || 0);
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
  const column = SORT_COLUMNS.has(sortBy.column ?? '') ? (sortBy.column as keyof ObjectRow) : 'name';
  const desc = String(sortBy.order ?? 'asc').toLowerCase() === 'desc';
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';

  const like = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
  let rows: ObjectRow[];
  try {
    rows = await runAs(ctx, caller, req, { operation: 'storage.object.list', readOnly: true }, async (tx) => {
      return (
        await tx.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
          [bucket, like],
        )
      ).rows;
    });
  } catch (e) {
    throw fromDbError(e);
  }

  const folders = new Set<string>();
  const files: ObjectRow[] = [];
  for (const r of rows) {
    const rest = r.name.slice(prefix.length);
    if (!rest.toLowerCase().startsWith(search)) continue;
    const slash = rest.indexOf('/');
    if (slash >= 0) folders.add(rest.slice(0, slash));
    else files.push({ ...r, name: rest });
  }
  const cmp = (a: unknown, b: unknown) => {
    const x = a instanceof Date ? a.getTime() : (a as string);
    const y = b instanceof Date ? b.getTime() : (b as string);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const dir = desc ? -1 : 1;
  const folderList = [...folders].sort((a, b) => dir * cmp(a, b));
  files.sort((a, b) => dir * (cmp(a[column], b[column]) || cmp(a.name, b.name)));
  const all = [
    ...folderList.map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files.map((f) => ({
      name: f.name,
      id: f.id,
      updated_at: f.updated_at,
      created_at: f.created_at,
      last_accessed_at: f.last_accessed_at,
      metadata: f.metadata,
    })),
  ];
  return json(200, all.slice(offset, offset + limit));
}

function moveArgs(body: Record<string, unknown>) {
  const bucketId = body.bucketId;
  const sourceKey = body.sourceKey;
  const destinationKey = body.destinationKey;
  if (typeof bucketId !== 'string' || !bucketId) throw errors.invalidRequest("body must have required property 'bucketId'");
  if (typeof sourceKey !== 'string' || !sourceKey) throw errors.invalidRequest("body must have required property 'sourceKey'");
  if (typeof destinationKey !== 'string' || !destinationKey) {
    throw errors.invalidRequest("body must have required property 'destinationKey'");
  }
  const destinationBucket =
    typeof body.destinationBucket === 'string' && body.destinationBucket ? body.destinationBucket : bucketId;
  mustBeValidKey(destinationKey);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

/** POST /object/move: an UPDATE of the row as the caller (its UPDATE policy checks both names). */
export async function moveRoute(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const a = moveArgs(await jsonBody(req));
  if (a.destinationBucket !== a.bucketId) await findBucket(ctx, a.destinationBucket);
  try {
    await runAs(ctx, caller, req, { operation: 'storage.object.move' }, async (tx) => {
      const r = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, version = $7,
                updated_at = now(), last_accessed_at = now()
          where bucket_id = $1 and name = $2`,
        [a.bucketId, a.sourceKey, a.destinationBucket, a.destinationKey, caller.owner, caller.sub, crypto.randomUUID()],
      );
      if (!r.affectedRows) throw errors.noSuchKey();
      if (a.bucketId !== a.destinationBucket || a.sourceKey !== a.destinationKey) {
        const bytes = await ctx.blobs.get(a.bucketId, a.sourceKey);
        if (bytes) await ctx.blobs.move(a.bucketId, a.sourceKey, a.destinationKey, a.destinationBucket);
      }
    });
  } catch (e) {
    throw fromDbError(e);
  }
  return json(200, { message: 'Successfully moved' });
}

/** POST /object/copy: SELECT of the source and INSERT of the copy, both as the caller. */
export async function copyRoute(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const body = await jsonBody(req);
  const a = moveArgs(body);
  const upsert = req.headers['x-upsert'] === 'true';
  if (a.destinationBucket !== a.bucketId) await findBucket(ctx, a.destinationBucket);
  try {
    const id = await runAs(ctx, caller, req, { operation: 'storage.object.copy' }, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [a.bucketId, a.sourceKey],
      );
      const src = rows[0];
      if (!src) throw errors.noSuchKey();
      const bytes = await ctx.blobs.get(a.bucketId, a.sourceKey);
      if (!bytes) throw errors.noSuchKey();
      const userMetadata =
        body.copyMetadata === false ? ((body.metadata as Record<string, unknown> | undefined) ?? null) : src.user_metadata;
      const newId = await writeObjectRow(tx, upsert ? 'upsert' : 'create', {
        bucket: a.destinationBucket,
        name: a.destinationKey,
        owner: caller.owner,
        ownerId: caller.sub,
        metadata: { ...(src.metadata ?? {}), lastModified: new Date().toISOString() },
        userMetadata,
      });
      await ctx.blobs.put(a.destinationBucket, a.destinationKey, bytes);
      return newId;
    });
    return json(200, { Id: id, Key: `${a.destinationBucket}/${a.destinationKey}` });
  } catch (e) {
    throw fromDbError(e);
  }
}

// ---------------------------------------------------------------------------------------------------
// Signed URLs

function expiresInOf(body: Record<string, unknown>): number {
  const n = Number(body.expiresIn);
  if (body.expiresIn === undefined) throw errors.invalidRequest("body must have required property 'expiresIn'");
  if (!Number.isFinite(n) || n < 1) throw errors.invalidRequest('body/expiresIn must be >= 1');
  return Math.floor(n);
}

function signedUrlFor(ctx: Ctx, bucket: string, name: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const token = signToken(ctx, { url: `${bucket}/${name}`, iat, exp: iat + expiresIn });
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/** POST /object/sign/{bucket}/{name} {expiresIn}: the caller must see the object. */
export async function signRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const expiresIn = expiresInOf(await jsonBody(req));
  const row = await findObject(req, ctx, caller, bucket, name);
  if (!row) throw errors.noSuchKey();
  return json(200, { signedURL: signedUrlFor(ctx, bucket, name, expiresIn) });
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, errors inline. */
export async function signManyRoute(req: ApiRequest, ctx: Ctx, bucket: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const body = await jsonBody(req);
  const expiresIn = expiresInOf(body);
  if (!Array.isArray(body.paths)) throw errors.invalidRequest("body must have required property 'paths'");
  const paths = body.paths.map(String);
  let visible: Set<string>;
  try {
    visible = await runAs(ctx, caller, req, { operation: 'storage.object.sign_many', readOnly: true }, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, paths],
      );
      return new Set(rows.map((r) => r.name));
    });
  } catch (e) {
    throw fromDbError(e);
  }
  return json(
    200,
    paths.map((path) =>
      visible.has(path)
        ? { error: null, path, signedURL: signedUrlFor(ctx, bucket, path, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
}

/** POST /object/upload/sign/{bucket}/{name}: tests the upload as the caller, then hands out a 2 h token. */
export async function signUploadRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  mustBeValidKey(name);
  await findBucket(ctx, bucket);
  const upsert = req.headers['x-upsert'] === 'true';
  try {
    await runAs(ctx, caller, req, { operation: 'storage.object.upload_sign' }, async (tx) => {
      await writeObjectRow(tx, upsert ? 'upsert' : 'create', {
        bucket,
        name,
        owner: caller.owner,
        ownerId: caller.sub,
        metadata: {},
        userMetadata: null,
      });
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw fromDbError(e);
  }
  const iat = Math.floor(Date.now() / 1000);
  const token = signToken(ctx, { owner: caller.sub ?? undefined, url: `${bucket}/${name}`, upsert, iat, exp: iat + 7200 });
  return json(200, { url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
}

/** PUT /object/upload/sign/{bucket}/{name}?token=: the upload the token allows, owned by its signer. */
export async function uploadSignedRoute(req: ApiRequest, ctx: Ctx, bucket: string, name: string): Promise<ApiResponse> {
  const claims = verifyToken(ctx, req.url.searchParams.get('token'));
  if (claims.url !== `${bucket}/${name}`) throw errors.invalidSignature('The url do not match the signature');
  const owner = typeof claims.owner === 'string' ? claims.owner : null;
  const { id } = await upload(req, ctx, null, bucket, name, claims.upsert === true ? 'upsert' : 'create', owner);
  return json(200, { Id: id, Key: `${bucket}/${name}` });
}



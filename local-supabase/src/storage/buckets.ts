import { json, type ApiRequest, type ApiResponse, type Ctx } from '../http.ts';
import { callerOf, runAs } from './caller.ts';
import { errors, fromDbError } from './errors.ts';
import {
  asCaller,
  asSuperuser,
  BUCKET_COLUMNS,
  GLOBAL_FILE_SIZE_LIMIT,
  jsonBody,
  mustBeValidBucketName,
  parseFileSize,
  type BucketRow,
} from './shared.ts';

// Bucket routes run as the caller, so `service_role` (BYPASSRLS) may do anything and other roles only
// what RLS policies on storage.buckets allow, as on Supabase.

const SORT = new Set(['id', 'name', 'created_at', 'updated_at']);

function render(b: BucketRow) {
  return {
    id: b.id,
    name: b.name,
    owner: b.owner ?? '',
    public: b.public,
    file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
    allowed_mime_types: b.allowed_mime_types,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

/** GET /bucket?limit&offset&search&sortColumn&sortOrder */
export async function listBucketsRoute(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const q = req.url.searchParams;
  const column = SORT.has(q.get('sortColumn') ?? '') ? q.get('sortColumn') : 'name';
  const order = q.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = q.has('limit') ? Math.max(0, Number(q.get('limit')) || 0) : null;
  const offset = Math.max(0, Number(q.get('offset')) || 0);
  const search = q.get('search');
  try {
    const rows = await runAs(ctx, caller, req, { operation: 'storage.bucket.list', readOnly: true }, async (tx) => {
      // column and order come from the allow-lists above, never from the request as such.
      const { rows } = await tx.query<BucketRow>(
        `select ${BUCKET_COLUMNS} from storage.buckets
          where ($1::text is null or name ilike '%' || $1 || '%')
          order by ${column} ${order} limit $2 offset $3`,
        [search, limit, offset],
      );
      return rows;
    });
    return json(200, rows.map(render));
  } catch (e) {
    throw fromDbError(e, 'bucket');
  }
}

/** GET /bucket/{id} */
export async function getBucketRoute(req: ApiRequest, ctx: Ctx, id: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  let row: BucketRow | undefined;
  try {
    row = await runAs(ctx, caller, req, { operation: 'storage.bucket.get', readOnly: true }, async (tx) => {
      return (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0];
    });
  } catch (e) {
    throw fromDbError(e, 'bucket');
  }
  if (!row) throw errors.noSuchBucket();
  return json(200, render(row));
}

function bucketLimit(value: unknown, ctx: Ctx): number | null {
  const n = parseFileSize(value);
  if (n !== null && n > (ctx.config.storageFileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT)) {
    throw errors.invalidRequest('File size limit exceeds the global limit');
  }
  return n === 0 ? null : n;
}

function mimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((m) => typeof m !== 'string' || !/^[\w.+-]+\/[\w.+*-]+$/.test(m))) {
    throw errors.invalidRequest('Invalid mime type format');
  }
  return value.length ? (value as string[]) : null;
}

/** POST /bucket {id, name, public, file_size_limit, allowed_mime_types} → {name} */
export async function createBucketRoute(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const body = await jsonBody(req);
  const id = (body.id ?? body.name) as unknown;
  mustBeValidBucketName(id);
  const name = typeof body.name === 'string' && body.name ? body.name : id;
  mustBeValidBucketName(name);
  const limit = bucketLimit(body.file_size_limit, ctx);
  const mimes = mimeTypes(body.allowed_mime_types);
  try {
    await runAs(ctx, caller, req, { operation: 'storage.bucket.create' }, async (tx) => {
      await tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7::text[])`,
        [id, name, caller.owner, caller.sub, body.public === true, limit, mimes],
      );
    });
  } catch (e) {
    throw fromDbError(e, 'bucket');
  }
  return json(200, { name: id });
}

/** PUT /bucket/{id} {public, file_size_limit, allowed_mime_types}: only the keys sent change. */
export async function updateBucketRoute(req: ApiRequest, ctx: Ctx, id: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  const body = await jsonBody(req);
  const has = (k: string) => Object.prototype.hasOwnProperty.call(body, k);
  const limit = has('file_size_limit') ? bucketLimit(body.file_size_limit, ctx) : null;
  const mimes = has('allowed_mime_types') ? mimeTypes(body.allowed_mime_types) : null;
  let updated = 0;
  try {
    updated = await runAs(ctx, caller, req, { operation: 'storage.bucket.update' }, async (tx) => {
      const r = await tx.query(
        `update storage.buckets set
           public = case when $2 then $3 else public end,
           file_size_limit = case when $4 then $5 else file_size_limit end,
           allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
           updated_at = now()
         where id = $1`,
        [id, has('public'), body.public === true, has('file_size_limit'), limit, has('allowed_mime_types'), mimes],
      );
      return r.affectedRows ?? 0;
    });
  } catch (e) {
    throw fromDbError(e, 'bucket');
  }
  if (!updated) throw errors.noSuchBucket();
  return json(200, { message: 'Successfully updated' });
}

/** POST /bucket/{id}/empty: deletes every object the caller may delete there. */
export async function emptyBucketRoute(req: ApiRequest, ctx: Ctx, id: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  try {
    await runAs(ctx, caller, req, { operation: 'storage.bucket.empty', allowDelete: true }, async (tx) => {
      const found = await tx.query('select 1 from storage.buckets where id = $1', [id]);
      if (!found.rows.length) throw errors.noSuchBucket();
      const { rows } = await tx.query<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 returning name',
        [id],
      );
      for (const r of rows) await ctx.blobs.remove(id, r.name);
    });
  } catch (e) {
    throw fromDbError(e, 'bucket');
  }
  // Storage's wording (it queues the deletion); here it is done before the answer.
  return json(200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

/** DELETE /bucket/{id}: only an empty bucket (409 ResourceNotEmpty otherwise). */
export async function deleteBucketRoute(req: ApiRequest, ctx: Ctx, id: string): Promise<ApiResponse> {
  const caller = callerOf(req, ctx);
  try {
    await runAs(ctx, caller, req, { operation: 'storage.bucket.delete', allowDelete: true }, async (tx) => {
      const found = await tx.query('select 1 from storage.buckets where id = $1', [id]);
      if (!found.rows.length) throw errors.noSuchBucket();
      await asSuperuser(tx);
      const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      if (objects.rows.length) throw errors.bucketNotEmpty();
      await asCaller(tx, caller.role);
      const r = await tx.query('delete from storage.buckets where id = $1', [id]);
      if (!r.affectedRows) throw errors.accessDenied('Access denied');
    });
  } catch (e) {
    throw fromDbError(e, 'bucket');
  }
  return json(200, { message: 'Successfully deleted' });
}

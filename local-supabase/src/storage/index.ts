import { json, type ApiRequest, type ApiResponse, type Ctx, type Service } from '../http.ts';
import {
  createBucketRoute,
  deleteBucketRoute,
  emptyBucketRoute,
  getBucketRoute,
  listBucketsRoute,
  updateBucketRoute,
} from './buckets.ts';
import {
  copyRoute,
  downloadRoute,
  infoRoute,
  listRoute,
  moveRoute,
  publicDownloadRoute,
  removeOneRoute,
  removeRoute,
  signedDownloadRoute,
  signManyRoute,
  signRoute,
  signUploadRoute,
  uploadRoute,
  uploadSignedRoute,
} from './objects.ts';
import { segments } from './shared.ts';

/**
 * Supabase Storage (`/storage/v1`, contract §D) over PGlite and the blob store: object rows live in
 * storage.objects and every permission is decided by the project's RLS policies, run as the caller.
 * Static routes are matched before `/object/{bucket}/…`, as storage's router does.
 */
export const storageService: Service = async (req, ctx) => route(req, ctx);

const notFound = (req: ApiRequest): ApiResponse =>
  json(404, { statusCode: '404', error: 'Not Found', message: `Route ${req.method}:${req.path} not found` });

/** `[bucket, name]` from the segments after a route prefix; null when there is no object name. */
function target(parts: string[]): [string, string] | null {
  if (parts.length < 2 || !parts[0]) return null;
  const name = parts.slice(1).join('/');
  return name ? [parts[0], name] : null;
}

async function route(req: ApiRequest, ctx: Ctx): Promise<ApiResponse> {
  const s = segments(req.path);
  const m = req.method;
  const read = m === 'GET' || m === 'HEAD';

  if (s[0] === 'bucket') {
    const id = s[1];
    if (!id) {
      if (m === 'GET') return listBucketsRoute(req, ctx);
      if (m === 'POST') return createBucketRoute(req, ctx);
    } else if (s.length === 2) {
      if (m === 'GET') return getBucketRoute(req, ctx, id);
      if (m === 'PUT') return updateBucketRoute(req, ctx, id);
      if (m === 'DELETE') return deleteBucketRoute(req, ctx, id);
    } else if (s.length === 3 && s[2] === 'empty' && m === 'POST') {
      return emptyBucketRoute(req, ctx, id);
    }
    return notFound(req);
  }

  if (s[0] === 'render' && s[1] === 'image' && read) {
    // No image transformations locally: the original is served as is.
    const t = target(s.slice(3));
    if (!t) return notFound(req);
    if (s[2] === 'public') return publicDownloadRoute(req, ctx, ...t);
    if (s[2] === 'authenticated') return downloadRoute(req, ctx, ...t);
    if (s[2] === 'sign') return signedDownloadRoute(req, ctx, ...t);
    return notFound(req);
  }

  if (s[0] !== 'object') return notFound(req);
  const rest = s.slice(1);
  const head = rest[0];

  if (head === 'list' && m === 'POST' && rest.length === 2) return listRoute(req, ctx, rest[1]);
  if (head === 'move' && m === 'POST' && rest.length === 1) return moveRoute(req, ctx);
  if (head === 'copy' && m === 'POST' && rest.length === 1) return copyRoute(req, ctx);
  if (head === 'sign') {
    if (m === 'POST' && rest.length === 2 && rest[1]) return signManyRoute(req, ctx, rest[1]);
    const t = target(rest.slice(1));
    if (t && m === 'POST') return signRoute(req, ctx, ...t);
    if (t && read) return signedDownloadRoute(req, ctx, ...t);
  }
  if (head === 'upload' && rest[1] === 'sign') {
    const t = target(rest.slice(2));
    if (t && m === 'POST') return signUploadRoute(req, ctx, ...t);
    if (t && m === 'PUT') return uploadSignedRoute(req, ctx, ...t);
  }
  if (head === 'public' && read) {
    const t = target(rest.slice(1));
    if (t) return publicDownloadRoute(req, ctx, ...t);
  }
  if (head === 'authenticated' && read) {
    const t = target(rest.slice(1));
    if (t) return downloadRoute(req, ctx, ...t);
  }
  if (head === 'info' && read) {
    const isPublic = rest[1] === 'public';
    const t = target(rest.slice(isPublic || rest[1] === 'authenticated' ? 2 : 1));
    if (t) return infoRoute(req, ctx, ...t, isPublic);
  }

  if (head && rest.length === 1 && m === 'DELETE') return removeRoute(req, ctx, head);
  const t = target(rest);
  if (t) {
    if (read) return downloadRoute(req, ctx, ...t);
    if (m === 'POST' || m === 'PUT') return uploadRoute(req, ctx, ...t);
    if (m === 'DELETE') return removeOneRoute(req, ctx, ...t);
  }
  return notFound(req);
}

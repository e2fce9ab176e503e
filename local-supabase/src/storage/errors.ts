import { HttpError } from '../http.ts';

/**
 * Storage's error envelope (contract §D.1): the body carries the logical status as a string, and the
 * HTTP status is 400 for every error whose logical status is not 500 (storage's `userStatusCode`).
 */
export class StorageError extends HttpError {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    error: string = code,
  ) {
    super(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });
  }
}

export const errors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidMimeType: (mime: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message: string) => new StorageError(400, 'InvalidSignature', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  internal: (message = 'Internal server error') => new StorageError(500, 'InternalError', message),
};

/** Maps a Postgres error raised while running as the caller to storage's error. */
export function fromDbError(e: unknown, kind: 'object' | 'bucket' = 'object'): HttpError {
  if (e instanceof HttpError) return e;
  const code = (e as { code?: string }).code;
  const message = (e as Error).message ?? '';
  switch (code) {
    case '42501':
      // RLS (`new row violates row-level security policy for table "objects"`) or a missing grant.
      return errors.accessDenied();
    case '23505':
      return kind === 'bucket' ? errors.bucketAlreadyExists() : errors.keyAlreadyExists();
    case '23503':
      return kind === 'bucket' ? errors.bucketNotEmpty() : errors.noSuchBucket();
    case '22023': // role "x" does not exist
    case '28000':
      return errors.accessDenied(message);
    case '57014':
      return new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out');
    default:
      console.error('[local-supabase] storage database error', e);
      return new StorageError(500, 'DatabaseError', message || 'Internal server error');
  }
}

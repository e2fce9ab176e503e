/**
 * Avatar uploads (issue #28): what the server action accepts and where it stores it. The bytes decide the
 * type (lib/actions/profile.ts sniffs them with `file-type`), never the name or the type the browser claims;
 * the `avatars` bucket takes the same types and size (supabase/migrations/20261125004010_avatar_server_uploads.sql).
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type AvatarMime = keyof typeof AVATAR_TYPES;

export function isAvatarMime(mime: string | undefined | null): mime is AvatarMime {
  return typeof mime === 'string' && Object.hasOwn(AVATAR_TYPES, mime);
}

/** The object name of a new avatar: always in the user's own folder, named by the server. */
export function avatarObjectPath(userId: string, mime: AvatarMime, now = Date.now()): string {
  return `${userId}/avatar-${now}.${AVATAR_TYPES[mime]}`;
}

const OBJECT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/avatar-\d{1,16}\.(?:jpg|png|webp)$/;

/**
 * The object name behind a stored avatar URL when it is one of `userId`'s own uploads (so the previous photo
 * can be removed after a new one is saved), else null: a provider's picture, another folder, anything odd.
 */
export function ownAvatarObject(url: string | null | undefined, supabaseUrl: string, userId: string): string | null {
  if (!url) return null;
  const prefix = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/avatars/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return OBJECT_NAME.test(name) && name.startsWith(`${userId}/`) ? name : null;
}

import { avatarObjectPath, isAvatarMime, ownAvatarObject } from '@/lib/security/avatar';

// What the avatar action accepts and which previous object it may remove (issue #28).

const SUPABASE = 'http://127.0.0.1:54321';
const ME = '7b0c4f4e-52a4-4b8e-9a51-0c5b1d2a9f10';
const OTHER = '0d9f5c4e-1111-4b8e-9a51-0c5b1d2a9f10';
const base = `${SUPABASE}/storage/v1/object/public/avatars/`;

describe('isAvatarMime', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('%s is accepted', (mime) => expect(isAvatarMime(mime)).toBe(true));
  it.each(['image/gif', 'image/svg+xml', 'text/html', 'image/avif', 'IMAGE/PNG', 'image/png ', '', 'toString', '__proto__', 'constructor', null, undefined])(
    '%j is refused',
    (mime) => expect(isAvatarMime(mime as string)).toBe(false),
  );
});

describe('avatarObjectPath', () => {
  it('names the object in the user’s folder with the sniffed type’s extension', () => {
    expect(avatarObjectPath(ME, 'image/webp', 1700000000000)).toBe(`${ME}/avatar-1700000000000.webp`);
    expect(avatarObjectPath(ME, 'image/jpeg', 1)).toBe(`${ME}/avatar-1.jpg`);
  });
});

describe('ownAvatarObject', () => {
  it('finds the user’s own previous upload', () => {
    expect(ownAvatarObject(`${base}${ME}/avatar-1700000000000.png`, SUPABASE, ME)).toBe(`${ME}/avatar-1700000000000.png`);
    expect(ownAvatarObject(`${base}${ME}/avatar-1.webp`, `${SUPABASE}/`, ME)).toBe(`${ME}/avatar-1.webp`);
  });

  it.each([
    ['no avatar', null],
    ['a provider picture', 'https://lh3.googleusercontent.com/a/xyz=s96-c'],
    ['another user’s folder', `${base}${OTHER}/avatar-1.png`],
    ['another bucket', `${SUPABASE}/storage/v1/object/public/property-images/${ME}/avatar-1.png`],
    ['another host', `https://evil.example/storage/v1/object/public/avatars/${ME}/avatar-1.png`],
    ['a traversal', `${base}${ME}/../${OTHER}/avatar-1.png`],
    ['an encoded traversal', `${base}${ME}%2F..%2F${OTHER}/avatar-1.png`],
    ['a nested name', `${base}${ME}/x/avatar-1.png`],
    ['a query', `${base}${ME}/avatar-1.png?x=1`],
    ['an old-style name', `${base}${ME}/foto.png`],
    ['a prefix trick', `${base}${ME}x/avatar-1.png`],
  ])('%s: null', (_label, url) => {
    expect(ownAvatarObject(url, SUPABASE, ME)).toBeNull();
  });
});

/**
 * The listing photo upload (app/api/listings/[id]/photos → lib/listings/photo-upload.ts) on the attacker's
 * paths: every refusal before the write touches nothing, a non-image is refused whatever it claims, a
 * refused row removes the object just written. Supabase is a stub here; the real policies and
 * listing_photo_add, and file-type's sniffing, are exercised by tests/e2e/listings/wizard-guards.spec.ts.
 */
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('@/lib/search/data', () => ({ forgetSearchResults: jest.fn() }));

import { revalidatePath } from 'next/cache';
import { uploadListingPhoto } from '@/lib/listings/photo-upload';
import { forgetSearchResults } from '@/lib/search/data';
import { createClient } from '@/lib/supabase/server';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

/**
 * file-type is ESM-only (jest cannot load it here; the route's real sniffing is in the e2e test): a stand-in
 * that knows PNG and GIF by their first bytes, as file-type does.
 */
async function sniff(bytes: Uint8Array): Promise<string | undefined> {
  const head = Array.from(bytes.slice(0, 4));
  if (head.join() === [0x89, 0x50, 0x4e, 0x47].join()) return 'image/png';
  if (head.join() === [0x47, 0x49, 0x46, 0x38].join()) return 'image/gif';
  return undefined;
}

function stub({ signedIn = true, uploadError = null as null | { message: string; statusCode?: string }, rpc = { data: 7 as unknown, error: null as null | { code?: string; hint?: string; message?: string } } } = {}) {
  const upload = jest.fn().mockResolvedValue({ error: uploadError });
  const remove = jest.fn().mockResolvedValue({ error: null });
  const rpcFn = jest.fn().mockResolvedValue(rpc);
  (createClient as jest.Mock).mockResolvedValue({
    auth: { getClaims: jest.fn().mockResolvedValue({ data: signedIn ? { claims: { sub: 'u1' } } : null }) },
    storage: { from: jest.fn().mockReturnValue({ upload, remove }) },
    rpc: rpcFn,
  });
  return { upload, remove, rpc: rpcFn };
}

function input(file: Blob | string | null, over: Partial<Parameters<typeof uploadListingPhoto>[0]> = {}) {
  const form = new FormData();
  if (file != null) form.append('file', file);
  return {
    listingId: 100200,
    origin: 'http://localhost:3000',
    requestOrigin: 'http://localhost:3000',
    contentLength: 1000,
    readForm: jest.fn().mockResolvedValue(form),
    sniff,
    newName: () => '0f0e0d0c-0b0a-4908-8706-050403020100',
    ...over,
  };
}

beforeEach(() => jest.clearAllMocks());

describe('uploadListingPhoto', () => {
  it('stores a PNG in the listing folder under a server-made name, records it and refreshes the listing', async () => {
    const s = stub();
    const result = await uploadListingPhoto(input(new Blob([PNG], { type: 'image/jpeg' })));
    expect(result).toEqual({ status: 200, body: { ok: true, photo: { id: 7, path: '100200/0f0e0d0c-0b0a-4908-8706-050403020100.png' } } });
    expect(s.upload).toHaveBeenCalledWith('100200/0f0e0d0c-0b0a-4908-8706-050403020100.png', expect.any(Uint8Array), {
      contentType: 'image/png',
      upsert: false,
    });
    expect(s.rpc).toHaveBeenCalledWith('listing_photo_add', { p_id: 100200, p_path: '100200/0f0e0d0c-0b0a-4908-8706-050403020100.png' });
    expect(forgetSearchResults).toHaveBeenCalled();
    expect(revalidatePath).toHaveBeenCalled();
  });

  it.each([
    ['a cross-site post', { origin: 'https://evil.example' }, 403, 'forbidden'],
    ['a malformed origin', { origin: 'null' }, 403, 'forbidden'],
    ['an unknown or malformed id', { listingId: null }, 404, 'not_found'],
    ['a body over the limit', { contentLength: 50 * 1024 * 1024 }, 413, 'too_large'],
  ] as const)('refuses %s before reading the body or writing', async (_, over, status, error) => {
    const s = stub();
    const i = input(new Blob([PNG]), over);
    expect(await uploadListingPhoto(i)).toEqual({ status, body: { ok: false, error } });
    if (status !== 404) expect(i.readForm).not.toHaveBeenCalled();
    expect(s.upload).not.toHaveBeenCalled();
    expect(s.rpc).not.toHaveBeenCalled();
  });

  it('refuses a signed-out caller', async () => {
    const s = stub({ signedIn: false });
    expect(await uploadListingPhoto(input(new Blob([PNG])))).toEqual({ status: 401, body: { ok: false, error: 'signed_out' } });
    expect(s.upload).not.toHaveBeenCalled();
  });

  it.each([
    ['text named .jpg', new Blob(['isto não é uma foto'], { type: 'image/jpeg' })],
    ['HTML named .png', new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' })],
    ['an SVG', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' })],
    ['a GIF', new Blob([Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0])], { type: 'image/gif' })],
    ['an empty file', new Blob([], { type: 'image/png' })],
    ['a text field instead of a file', 'not a file'],
    ['no file', null],
  ])('refuses %s whatever it claims, and writes nothing', async (_, file) => {
    const s = stub();
    const result = await uploadListingPhoto(input(file as Blob | string | null));
    expect(result.status === 415 || result.status === 400).toBe(true);
    expect(result.body).toEqual({ ok: false, error: 'not_image' });
    expect(s.upload).not.toHaveBeenCalled();
  });

  it("answers 404 when Storage refuses the write (not the listing's side)", async () => {
    const s = stub({ uploadError: { message: 'new row violates row-level security policy', statusCode: '403' } });
    expect(await uploadListingPhoto(input(new Blob([PNG])))).toEqual({ status: 404, body: { ok: false, error: 'not_found' } });
    expect(s.rpc).not.toHaveBeenCalled();
  });

  it('removes the object again when the row is refused: the 31st photo, a listing gone meanwhile', async () => {
    let s = stub({ rpc: { data: null, error: { code: 'P0001', hint: 'photo_limit', message: 'Um anúncio tem no máximo 30 fotos.' } } });
    expect(await uploadListingPhoto(input(new Blob([PNG])))).toEqual({ status: 409, body: { ok: false, error: 'too_many' } });
    expect(s.remove).toHaveBeenCalledWith(['100200/0f0e0d0c-0b0a-4908-8706-050403020100.png']);
    s = stub({ rpc: { data: null, error: { code: '42501', hint: 'listing_not_found' } } });
    expect(await uploadListingPhoto(input(new Blob([PNG])))).toEqual({ status: 404, body: { ok: false, error: 'not_found' } });
    expect(s.remove).toHaveBeenCalledTimes(1);
    expect(forgetSearchResults).not.toHaveBeenCalled();
  });
});

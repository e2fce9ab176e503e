import zlib from 'node:zlib';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../local-supabase/src/defaults';
import { expect, test, testClient } from './support';

// next/image may fetch and resize photos from the configured Supabase Storage host (next.config.mjs
// remotePatterns; the local stack on 127.0.0.1 needs dangerouslyAllowLocalIP) and nothing else.

/** A solid-colour PNG, built by hand so the test needs no image library. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a photo in Supabase Storage is optimised by next/image', async ({ request }) => {
  const storage = testClient(LOCAL_SERVICE_ROLE_KEY).storage.from('property-images');
  const path = `e2e/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.png`;
  const upload = await storage.upload(path, png(200, 150, [30, 110, 100]), { contentType: 'image/png' });
  expect(upload.error).toBeNull();
  const { publicUrl } = storage.getPublicUrl(path).data;

  const response = await request.get(`/_next/image?url=${encodeURIComponent(publicUrl)}&w=64&q=75`, {
    headers: { accept: 'image/webp,image/*' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  const body = await response.body();
  expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');

  await storage.remove([path]);
});

test('listing photos are served from /fotos and given to next/image by that short address', async ({ page, request }) => {
  const storage = testClient(LOCAL_SERVICE_ROLE_KEY).storage.from('property-images');
  // An object name as the seed makes them (only '<listing id>/<file>.<image ext>' and 'seed/…' are served).
  const path = `seed/e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.png`;
  const photo = png(120, 90, [200, 120, 60]);
  expect((await storage.upload(path, photo, { contentType: 'image/png' })).error).toBeNull();

  // The bucket's object, byte for byte, with its type; next/image resizes it from there.
  const direct = await request.get(`/fotos/${path}`);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await direct.body(), photo)).toBe(0);
  const resized = await request.get(`/_next/image?url=${encodeURIComponent(`/fotos/${path}`)}&w=64&q=75`, {
    headers: { accept: 'image/webp,image/*' },
  });
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/webp');

  await storage.remove([path]);
  expect((await request.get(`/fotos/${path}`)).status()).toBe(404);
  expect((await request.get('/fotos/seed/nao-existe.png')).status()).toBe(404);
  // A name without an extension is refused by the route (an empty 404), not taken for a page (locale routing).
  const bare = await request.get(`/fotos/${path.replace(/\.png$/, '')}`);
  expect(bare.status()).toBe(404);
  expect(await bare.text()).toBe('');

  // The search results' cards point at it, and their photos load.
  await page.goto('/buscar');
  const img = page.getByTestId('property-card').first().locator('img');
  await expect(img).toHaveAttribute('src', /^\/_next\/image\?url=%2Ffotos%2F/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});

test('next/image refuses hosts other than Supabase Storage', async ({ request }) => {
  const response = await request.get(`/_next/image?url=${encodeURIComponent('https://example.com/a.png')}&w=64&q=75`);
  expect(response.status()).toBe(400);
});

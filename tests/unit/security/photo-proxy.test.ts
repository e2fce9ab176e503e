/**
 * The photo proxy (/fotos/<object name>) streams objects of the public property-images bucket and nothing
 * else. Each attack below reaches the route as Next hands it over (its catch-all segments, already
 * percent-decoded once) and must end in a 404 without a single request leaving the server.
 */
import { GET } from '@/app/fotos/[...path]/route';
import { env } from '@/lib/env';
import { propertyImageStorageUrl } from '@/lib/search/storage-url';
import { isPropertyImageName, propertyImageUrl } from '@/lib/search/types';

const BUCKET = `${env.supabaseUrl}/storage/v1/object/public/property-images/`;
const realFetch = global.fetch;
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async () => new Response('{"messages":["recovery link"]}', { headers: { 'content-type': 'application/json' } }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

/** The route with the segments Next derives from the request path `/fotos/<rawPath>`. */
async function get(rawPath: string) {
  // Next splits the path on '/' and decodes each segment once (so %2F becomes a '/' inside a segment).
  const segments = rawPath.split('/').map((s) => decodeURIComponent(s));
  return GET(new Request(`http://localhost/fotos/${rawPath}`), { params: Promise.resolve({ path: segments }) });
}

const ATTACKS: Record<string, string> = {
  'encoded slashes climbing to the mailbox': 'x%2F..%2F..%2F..%2F..%2F..%2F..%2Fmailbox%2Fapi%2Fmessages',
  'encoded slashes climbing to /health': 'x%2F..%2F..%2F..%2F..%2F..%2F..%2Fhealth',
  'encoded dots as their own segments': 'seed/%2e%2e/%2e%2e/%2e%2e/%2e%2e/mailbox/api/messages',
  'encoded dots and slashes in one segment': 'seed%2F%2e%2e%2F%2e%2e%2F%2e%2e%2F%2e%2e%2Fmailbox%2Fapi%2Fmessages',
  'mixed-case encoded dots': '1%2F%2E%2e%2F%2e%2E%2F%2E%2E%2F%2e%2e%2Fhealth',
  'double-encoded slashes': 'x%252F..%252F..%252F..%252F..%252Fmailbox%252Fapi%252Fmessages',
  'double-encoded dots': 'seed/%252e%252e/%252e%252e/health.png',
  'backslashes': 'seed/..\\..\\..\\..\\mailbox\\api\\messages',
  'encoded backslashes': 'seed%5C..%5C..%5C..%5C..%5Cmailbox%5Capi%5Cmessages',
  'a backslash inside a photo name': '1%5C..%5C..%5C..%5C..%5C..%5Chealth.png',
  'a null byte before the extension': 'seed/foto%00.png',
  'a null byte before a traversal': 'seed%2Ffoto.png%00%2F..%2F..%2F..%2F..%2Fhealth',
  'an absolute URL as the name': 'http%3A%2F%2F127.0.0.1%3A54321%2Fmailbox%2Fapi%2Fmessages',
  'a protocol-relative URL as the name': '%2F%2Fevil.example%2Fa.png',
  'an absolute URL over segments': 'http:/evil.example/a.png',
  'a query smuggled into the name': 'seed%2Fa.png%3F..%2F..%2F..%2Fhealth',
  'a fragment smuggled into the name': 'seed%2Fa.png%23%2F..%2F..%2Fhealth',
  'a plain dot-dot segment': 'seed/../../../../health',
  'a single dot segment': 'seed/./a.png',
  'an overlong name': `seed/${'a'.repeat(5000)}.png`,
  'too many segments': 'seed/a/b/c.png',
  'another bucket': '..%2Favatars%2Fu%2Fa.png',
  'a name without an extension': 'seed/fachada-01',
  'a non-image extension': 'seed/fachada-01.html',
  'an SVG': '1/a.svg',
  'a folder that is neither a listing nor seed': 'e2e/a.png',
  'unicode dots (one-dot leader)': 'seed/\u2024\u2024/\u2024\u2024/health.png',
  'fullwidth solidus': 'seed%EF%BC%8F..%EF%BC%8F..%EF%BC%8Fhealth.png',
  'an empty segment': 'seed//a.png',
  'spaces around dots': 'seed/%20..%20/a.png',
};

describe('/fotos refuses everything but an object name of the bucket', () => {
  it.each(Object.entries(ATTACKS))('%s: 404, no upstream request', async (_name, rawPath) => {
    const res = await get(rawPath);
    expect(res.status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a malformed percent-encoding never reaches the upstream either', async () => {
    const res = await GET(new Request('http://localhost/fotos/x'), { params: Promise.resolve({ path: ['seed', '%E0%A4%A.png'] }) });
    expect(res.status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/fotos streams the photos of the bucket', () => {
  it.each([
    ['seed photo', 'seed/fachada-01.webp'],
    ['listing photo', '100000/capa.jpg'],
    ['upload-style name', '42/3f0c1a9e-6b1d-4d35-8a5e-2b7c9d0e1f23.JPEG'],
    ['several dots', '7/foto.sala.2.png'],
  ])('%s: fetched from the bucket, with its headers', async (_name, name) => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png', 'cache-control': 'max-age=3600', 'set-cookie': 'x=1' } }),
    );
    const res = await get(name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string | URL, RequestInit];
    expect(String(url)).toBe(`${BUCKET}${name}`);
    expect(init.redirect).toBe('manual');
  });

  it('a missing object is a 404; an upstream failure a 502', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"statusCode":"404"}', { status: 400 }));
    expect((await get('seed/nao-existe.png')).status).toBe(404);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    expect((await get('seed/a.png')).status).toBe(502);
    fetchMock.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    expect((await get('seed/a.png')).status).toBe(502);
  });

  it('an upstream redirect is not followed or passed on', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:54321/mailbox/api/messages' } }));
    const res = await get('seed/a.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it('an object the bucket serves as anything but an image is not passed on', async () => {
    for (const type of ['text/html', 'application/json', 'image/svg+xml', '']) {
      fetchMock.mockResolvedValueOnce(new Response('<script>alert(1)</script>', { headers: { 'content-type': type } }));
      expect((await get('seed/a.png')).status).toBe(404);
    }
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1]), { headers: { 'content-type': 'image/webp' } }));
    expect((await get('seed/a.webp')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the object-name rule and the URLs built from it', () => {
  it('accepts the names the seed and the listing photos use, and nothing that can leave the bucket', () => {
    expect(isPropertyImageName('seed/fachada-01.webp')).toBe(true);
    expect(isPropertyImageName('123/0.jpg')).toBe(true);
    for (const raw of Object.values(ATTACKS)) {
      const name = raw.split('/').map((s) => decodeURIComponent(s)).join('/');
      expect(isPropertyImageName(name)).toBe(false);
    }
  });

  it('a stored name that breaks the rule still gives an address inside the bucket', () => {
    for (const name of ['../../../../mailbox/api/messages', '..', '.', '', 'x/../../../health', '%2e%2e/%2e%2e/health']) {
      const storage = new URL(propertyImageStorageUrl(name));
      expect(storage.origin).toBe(new URL(env.supabaseUrl).origin);
      expect(storage.pathname.startsWith('/storage/v1/object/public/property-images/')).toBe(true);
      expect(storage.pathname.length).toBeGreaterThan('/storage/v1/object/public/property-images/'.length);
      const local = new URL(propertyImageUrl(name), 'http://localhost');
      expect(local.pathname.startsWith('/fotos/')).toBe(true);
      expect(local.pathname.length).toBeGreaterThan('/fotos/'.length);
    }
  });
});

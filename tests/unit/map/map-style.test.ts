import { boxAround, circlePolygon, FALLBACK_STYLE, loadMapStyle, MAP_COLORS } from '@/components/map/map-style';

// The pieces every map shares (issue #29): the style with its offline fallback, the approximate-area circle
// and the view that keeps the visitor in the middle.

const STYLE = { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background' }] };

function respond(body: unknown, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('loadMapStyle', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('returns the configured style when it loads', async () => {
    respond(STYLE);
    await expect(loadMapStyle('https://tiles.example/style.json')).resolves.toEqual(STYLE);
  });

  it.each([
    ['the network fails', () => jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'))],
    ['the host answers an error', () => respond({ message: 'nope' }, 503)],
    ['the answer is not a style', () => respond({ version: 7, layers: [] })],
    ['the answer is not JSON', () => jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>'))],
  ])('falls back to the bundled background when %s', async (_, arrange) => {
    arrange();
    await expect(loadMapStyle('https://tiles.example/style.json')).resolves.toBe(FALLBACK_STYLE);
    expect(console.warn).toHaveBeenCalledWith('[map] style unavailable, using the fallback style:', expect.any(String));
  });

  it('falls back when the style does not arrive in time', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(loadMapStyle('https://tiles.example/style.json', 20)).resolves.toBe(FALLBACK_STYLE);
  });

  it('the fallback is a plain background in the map colour, with nothing to fetch', () => {
    expect(FALLBACK_STYLE.sources).toEqual({});
    expect(FALLBACK_STYLE.layers).toEqual([{ id: 'background', type: 'background', paint: { 'background-color': MAP_COLORS.background } }]);
    expect(FALLBACK_STYLE.glyphs).toBeUndefined();
    expect(FALLBACK_STYLE.sprite).toBeUndefined();
  });
});

/** Great-circle distance in metres (earth radius 6371 km). */
function distance([lng1, lat1]: number[], [lng2, lat2]: number[]) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('circlePolygon', () => {
  it.each([
    [-46.6912, -23.5628],
    [-38.5014, -3.7172],
    [-51.2177, -30.0346],
  ])('is a closed ring 400 m around (%d, %d)', (lng, lat) => {
    const ring = circlePolygon(lng, lat, 400).geometry.coordinates[0];
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64]);
    for (const vertex of ring) expect(distance([lng, lat], vertex)).toBeGreaterThan(398);
    for (const vertex of ring) expect(distance([lng, lat], vertex)).toBeLessThan(402);
  });
});

describe('boxAround', () => {
  it('keeps the centre in the middle and holds every point', () => {
    const center: [number, number] = [-46.63, -23.55];
    const points: [number, number][] = [[-46.6, -23.56], [-46.7, -23.5], [-46.62, -23.61]];
    const [w, s, e, n] = boxAround(center, points);
    expect((w + e) / 2).toBeCloseTo(center[0], 10);
    expect((s + n) / 2).toBeCloseTo(center[1], 10);
    for (const [lng, lat] of points) {
      expect(lng).toBeGreaterThanOrEqual(w);
      expect(lng).toBeLessThanOrEqual(e);
      expect(lat).toBeGreaterThanOrEqual(s);
      expect(lat).toBeLessThanOrEqual(n);
    }
  });

  it('is the centre itself without points', () => {
    expect(boxAround([-46.63, -23.55], [])).toEqual([-46.63, -23.55, -46.63, -23.55]);
  });
});

/**
 * The listing page's pure helpers: the approximate-area circle (never the door, always containing it,
 * stable per listing) and the bot check that keeps link previews out of the view count.
 */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: jest.fn() }));
jest.mock('@/lib/data/auth', () => ({ getSessionUser: jest.fn() }));

import { approximateLocation, isBotUserAgent } from '@/lib/data/properties';

/** Great-circle distance in metres (haversine, 6371 km). */
function distance(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('approximateLocation', () => {
  const door = { latitude: -23.5614, longitude: -46.6559 };

  it('moves the centre 100–300 m away and keeps the door inside the circle', () => {
    for (let id = 100_000; id < 100_500; id++) {
      const area = approximateLocation(id, door.latitude, door.longitude);
      const d = distance(door, area);
      expect(d).toBeGreaterThan(100);
      expect(d).toBeLessThan(300);
      expect(d).toBeLessThan(area.radiusMeters);
      expect(area.radiusMeters).toBeGreaterThanOrEqual(300);
      expect(area.radiusMeters).toBeLessThanOrEqual(500);
    }
  });

  it('is the same for every visit of a listing and differs between listings', () => {
    const a = approximateLocation(123_456, door.latitude, door.longitude);
    expect(approximateLocation(123_456, door.latitude, door.longitude)).toEqual(a);
    const b = approximateLocation(123_457, door.latitude, door.longitude);
    expect(b).not.toEqual(a);
  });
});

describe('isBotUserAgent', () => {
  it('recognises crawlers and link-preview fetchers', () => {
    for (const ua of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'TelegramBot (like TwitterBot)',
      'curl/8.5.0',
      '',
      null,
    ]) {
      expect(isBotUserAgent(ua)).toBe(true);
    }
  });

  it('counts browsers, headless Chrome included', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36')).toBe(false);
  });
});

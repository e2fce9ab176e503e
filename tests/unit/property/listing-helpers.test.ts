/**
 * The listing page's pure helpers: the bot check that keeps link previews out of the view count. (The
 * approximate-area circle is computed in SQL since issue #28; tests/integration/security/listing-location.test.ts
 * checks it.)
 */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: jest.fn() }));
jest.mock('@/lib/data/auth', () => ({ getSessionUser: jest.fn() }));

import { isBotUserAgent } from '@/lib/data/properties';

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

import { appStoreLinks, socialLinks } from '@/lib/marketing/footer-links';
import { OPERATOR_ENV_NAMES, parseOperatorEnv } from '@/lib/server-env';

/** The operator's channels are deployment settings: nothing made up is shown, what is not set is hidden. */

test('a deployment that configures nothing shows no phone, e-mail, app badge nor social profile', () => {
  const none = parseOperatorEnv({});
  expect(none).toMatchObject({ supportPhone: null, supportWhatsapp: null, supportEmail: null });
  expect(socialLinks(none)).toEqual([]);
  expect(appStoreLinks(none)).toEqual([]);
  const blanks = parseOperatorEnv(Object.fromEntries(OPERATOR_ENV_NAMES.map((n) => [n, '  '])));
  expect(socialLinks(blanks)).toEqual([]);
  expect(blanks.supportPhone).toBeNull();
});

test('only what is configured is listed, in the footer’s order', () => {
  const some = parseOperatorEnv({
    LAR_SUPPORT_PHONE: '(11) 3000-2000',
    LAR_GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=br.example',
    LAR_YOUTUBE_URL: 'https://www.youtube.com/@example',
    LAR_INSTAGRAM_URL: 'https://www.instagram.com/example',
  });
  expect(some.supportPhone).toBe('(11) 3000-2000');
  expect(appStoreLinks(some)).toEqual([{ key: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=br.example' }]);
  expect(socialLinks(some).map((s) => s.key)).toEqual(['instagram', 'youtube']);
});

test('a misconfigured channel stops the server with the variable’s name instead of showing a broken link', () => {
  expect(() => parseOperatorEnv({ LAR_SUPPORT_PHONE: '4000-1234' })).toThrow(/LAR_SUPPORT_PHONE/);
  expect(() => parseOperatorEnv({ LAR_SUPPORT_EMAIL: 'atendimento' })).toThrow(/LAR_SUPPORT_EMAIL/);
  expect(() => parseOperatorEnv({ LAR_INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(/LAR_INSTAGRAM_URL/);
  expect(() => parseOperatorEnv({ LAR_APP_STORE_URL: 'http://apps.apple.com/app' })).toThrow(/LAR_APP_STORE_URL/);
});

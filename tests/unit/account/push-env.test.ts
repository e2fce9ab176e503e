import { parsePushEnv } from '@/lib/server-env';

// The operator's Web Push settings (docs/push.md): both VAPID keys or none; a bad value stops the server with
// the variable's name instead of failing every push later.

const PUBLIC = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PRIVATE = 'tUxbf-Mi5ViKfBpGvUzCXDB6JHNrdsmv-ZwUQ0ccZ0A';

test('both keys: push is on, with the default contact unless one is configured', () => {
  expect(parsePushEnv({ LAR_VAPID_PUBLIC_KEY: PUBLIC, LAR_VAPID_PRIVATE_KEY: PRIVATE }).vapid).toEqual({
    publicKey: PUBLIC, privateKey: PRIVATE, subject: 'mailto:nao-responda@localhost',
  });
  expect(parsePushEnv({ LAR_VAPID_PUBLIC_KEY: PUBLIC, LAR_VAPID_PRIVATE_KEY: PRIVATE, LAR_VAPID_SUBJECT: 'https://lar.com.br' }).vapid?.subject).toBe('https://lar.com.br');
});

test('no key, one key, or blank keys: push stays a stored choice', () => {
  expect(parsePushEnv({}).vapid).toBeNull();
  expect(parsePushEnv({ LAR_VAPID_PUBLIC_KEY: PUBLIC }).vapid).toBeNull();
  expect(parsePushEnv({ LAR_VAPID_PUBLIC_KEY: ' ', LAR_VAPID_PRIVATE_KEY: '' }).vapid).toBeNull();
});

test('a malformed key or contact is refused by name', () => {
  expect(() => parsePushEnv({ LAR_VAPID_PUBLIC_KEY: 'not a key!', LAR_VAPID_PRIVATE_KEY: PRIVATE })).toThrow(/LAR_VAPID_PUBLIC_KEY/);
  expect(() => parsePushEnv({ LAR_VAPID_PUBLIC_KEY: PUBLIC, LAR_VAPID_PRIVATE_KEY: 'short' })).toThrow(/LAR_VAPID_PRIVATE_KEY/);
  expect(() => parsePushEnv({ LAR_VAPID_PUBLIC_KEY: PUBLIC, LAR_VAPID_PRIVATE_KEY: PRIVATE, LAR_VAPID_SUBJECT: 'http://lar.dev' })).toThrow(/LAR_VAPID_SUBJECT/);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, tomlBytes, tomlSeconds } from '../../../local-supabase/src/config';

// Issue #26: supabase/config.toml is the stack's configuration, as it is the Supabase CLI's; LOCAL_SUPABASE_*
// variables override it.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lar-toml-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An environment of exactly these variables. */
const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

function toml(text: string): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.toml`);
  fs.writeFileSync(file, text);
  return file;
}

const TOML = `
[api]
schemas = ["public", "api"]
extra_search_path = ["public", "extensions", "gis"]
max_rows = 250

[auth]
site_url = "https://lar.example"
additional_redirect_urls = ["https://lar.example/**", "http://localhost:3001"]
jwt_expiry = 1800

[auth.email]
enable_confirmations = false
max_frequency = "5s"

[storage]
file_size_limit = "2MiB"

[auth.rate_limit]
email_sent = 4
sign_in_sign_ups = 12
token_verifications = 9
`;

test('[api] and [auth] come from config.toml', () => {
  const c = loadConfig({}, env({ LOCAL_SUPABASE_MEMORY: '1', LOCAL_SUPABASE_CONFIG: toml(TOML) }));
  expect(c.api).toEqual({ schemas: ['public', 'api'], extraSearchPath: ['public', 'extensions', 'gis'], maxRows: 250 });
  expect(c.siteUrl).toBe('https://lar.example');
  expect(c.redirectUrls).toEqual(['https://lar.example', 'http://localhost:3001']);
  expect(c.jwtExpiry).toBe(1800);
  expect(c.autoConfirm).toBe(true);
  expect(c.rateLimits).toEqual({ signIn: 12, signUp: 12, emailSent: 4, verify: 9 });
  expect(c.emailMaxFrequency).toBe(5);
  expect(c.storageFileSizeLimit).toBe(2 * 1024 * 1024);
});

test("the CLI's durations and sizes", () => {
  expect([tomlSeconds('1s'), tomlSeconds('60s'), tomlSeconds(' 5m '), tomlSeconds('1h')]).toEqual([1, 60, 300, 3600]);
  expect([tomlSeconds('1'), tomlSeconds('1d'), tomlSeconds(5), tomlSeconds('-1s')]).toEqual([undefined, undefined, undefined, undefined]);
  expect([tomlBytes('10MiB'), tomlBytes('50MB'), tomlBytes('512KiB'), tomlBytes('1GiB'), tomlBytes(1234), tomlBytes('300')]).toEqual([
    10 * 1024 ** 2, 50 * 1000 ** 2, 512 * 1024, 1024 ** 3, 1234, 300,
  ]);
  expect([tomlBytes('0MiB'), tomlBytes('ten MiB'), tomlBytes(-5), tomlBytes('10TiB')]).toEqual([undefined, undefined, undefined, undefined]);
});

test('environment variables override config.toml', () => {
  const c = loadConfig(
    {},
    env({
      LOCAL_SUPABASE_MEMORY: '1',
      LOCAL_SUPABASE_CONFIG: toml(TOML),
      LOCAL_SUPABASE_API_SCHEMAS: 'public',
      LOCAL_SUPABASE_MAX_ROWS: '7',
      LOCAL_SUPABASE_SITE_URL: 'http://127.0.0.1:4000',
      LOCAL_SUPABASE_AUTOCONFIRM: '0',
      LOCAL_SUPABASE_RATE_EMAIL: '99',
      LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY: '60',
      LOCAL_SUPABASE_FILE_SIZE_LIMIT: '1000',
    }),
  );
  expect(c.emailMaxFrequency).toBe(60);
  expect(c.storageFileSizeLimit).toBe(1000);
  expect(c.api.schemas).toEqual(['public']);
  expect(c.api.maxRows).toBe(7);
  expect(c.siteUrl).toBe('http://127.0.0.1:4000');
  expect(c.autoConfirm).toBe(false);
  expect(c.rateLimits.emailSent).toBe(99);
});

test("the project's own config.toml gives Supabase's defaults; a broken file is an error naming it", () => {
  const c = loadConfig({}, env({ LOCAL_SUPABASE_MEMORY: '1' }));
  expect(c.api).toEqual({ schemas: ['public', 'graphql_public'], extraSearchPath: ['public', 'extensions'], maxRows: 1000 });
  expect(c.autoConfirm).toBe(false);
  // The CLI's own settings of this project: one e-mail per second, 10 MiB uploads.
  expect(c.emailMaxFrequency).toBe(1);
  expect(c.storageFileSizeLimit).toBe(10 * 1024 * 1024);
  const bad = toml('[api\nschemas = ');
  expect(() => loadConfig({}, env({ LOCAL_SUPABASE_MEMORY: '1', LOCAL_SUPABASE_CONFIG: bad }))).toThrow(bad);
  const none = loadConfig({}, env({ LOCAL_SUPABASE_MEMORY: '1', LOCAL_SUPABASE_CONFIG: 'none' }));
  expect(none.api.maxRows).toBe(1000);
});

import fs from 'node:fs';
import path from 'node:path';
import * as publicEnv from '@/lib/env';
import {
  DEFAULT_MAP_STYLE_URL,
  DEFAULT_SITE_URL,
  LOCAL_ANON_KEY,
  LOCAL_SUPABASE_URL,
  isLocalUrl,
  parsePublicEnv,
} from '@/lib/env';
import { LOCAL_SERVICE_ROLE_KEY, parseServerEnv } from '@/lib/server-env';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '@/local-supabase/src/defaults';

describe('parsePublicEnv', () => {
  it('falls back to the local stack when nothing is configured', () => {
    expect(parsePublicEnv({})).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: LOCAL_ANON_KEY,
      siteUrl: 'http://localhost:3000',
      mapStyleUrl: 'https://tiles.openfreemap.org/styles/positron',
    });
  });

  it('uses the configured values and drops trailing slashes', () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co/',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
      NEXT_PUBLIC_SITE_URL: 'https://lar.example.com//',
      NEXT_PUBLIC_MAP_STYLE_URL: 'https://maps.example.com/style.json',
    });
    expect(env).toEqual({
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseAnonKey: 'anon-key',
      siteUrl: 'https://lar.example.com',
      mapStyleUrl: 'https://maps.example.com/style.json',
    });
  });

  it('treats blank values as unset', () => {
    const env = parsePublicEnv({ NEXT_PUBLIC_SUPABASE_URL: '  ', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' });
    expect(env.supabaseUrl).toBe(LOCAL_SUPABASE_URL);
    expect(env.supabaseAnonKey).toBe(LOCAL_ANON_KEY);
  });

  it('accepts a publishable key in place of the anon key, the anon key winning when both are set', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' }).supabaseAnonKey).toBe(
      'sb_publishable_x',
    );
    expect(
      parsePublicEnv({ NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' })
        .supabaseAnonKey,
    ).toBe('anon');
  });

  it('rejects a URL that is not http(s), naming the variable', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_SUPABASE_URL: 'ftp://files.example.com' })).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL/,
    );
    expect(() => parsePublicEnv({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });
});

describe('parseServerEnv', () => {
  it('defaults to the CLI service-role key', () => {
    expect(parseServerEnv({}).supabaseServiceRoleKey).toBe(LOCAL_SERVICE_ROLE_KEY);
  });

  it('accepts SUPABASE_SECRET_KEY when SUPABASE_SERVICE_ROLE_KEY is not set', () => {
    expect(parseServerEnv({ SUPABASE_SECRET_KEY: 'sb_secret_y' }).supabaseServiceRoleKey).toBe('sb_secret_y');
    expect(
      parseServerEnv({ SUPABASE_SERVICE_ROLE_KEY: 'service', SUPABASE_SECRET_KEY: 'sb_secret_y' })
        .supabaseServiceRoleKey,
    ).toBe('service');
  });
});

describe('defaults', () => {
  it('are the keys the local stack accepts', () => {
    expect(LOCAL_ANON_KEY).toBe(DEFAULT_ANON_KEY);
    expect(LOCAL_SERVICE_ROLE_KEY).toBe(DEFAULT_SERVICE_ROLE_KEY);
  });

  it('carry the roles their names say', () => {
    const role = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).role;
    expect(role(LOCAL_ANON_KEY)).toBe('anon');
    expect(role(LOCAL_SERVICE_ROLE_KEY)).toBe('service_role');
  });

  it('point at local addresses and a key-less map style', () => {
    expect(isLocalUrl(LOCAL_SUPABASE_URL)).toBe(true);
    expect(isLocalUrl(DEFAULT_SITE_URL)).toBe(true);
    expect(new URL(DEFAULT_MAP_STYLE_URL).search).toBe('');
  });
});

describe('the module client components import (lib/env.ts)', () => {
  // Issue #28: lib/env.ts held the service-role key's default, and every client chunk that read the
  // public settings carried it. The server-only settings live in lib/server-env.ts (import 'server-only').
  it('exports nothing server-only', () => {
    expect(Object.keys(publicEnv)).not.toEqual(
      expect.arrayContaining(['LOCAL_SERVICE_ROLE_KEY']),
    );
    expect(publicEnv).not.toHaveProperty('serverEnv');
    expect(publicEnv).not.toHaveProperty('parseServerEnv');
  });

  it('does not contain the service-role key, nor read SUPABASE_SERVICE_ROLE_KEY / SUPABASE_SECRET_KEY', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'lib', 'env.ts'), 'utf8');
    expect(source).not.toContain(DEFAULT_SERVICE_ROLE_KEY);
    expect(source).not.toContain(DEFAULT_SERVICE_ROLE_KEY.split('.')[1]);
    expect(source).not.toMatch(/SUPABASE_SERVICE_ROLE_KEY|SUPABASE_SECRET_KEY/);
  });

  it('the server-only module says so', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'lib', 'server-env.ts'), 'utf8');
    expect(source.split('\n')[0]).toBe("import 'server-only';");
  });
});

describe('isLocalUrl', () => {
  it.each([
    ['http://127.0.0.1:54321', true],
    ['http://localhost:3000', true],
    ['http://app.localhost', true],
    ['https://abcd.supabase.co', false],
    ['https://localhost.example.com', false],
  ])('%s → %s', (url, expected) => {
    expect(isLocalUrl(url)).toBe(expected);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkTarget, isLocalUrl, readDotenv } from '@/scripts/seed/target.ts';

describe('seed target', () => {
  it('accepts only the local stack', () => {
    expect(isLocalUrl('http://127.0.0.1:54321')).toBe(true);
    expect(isLocalUrl('http://localhost:54321/')).toBe(true);
    expect(isLocalUrl('http://[::1]:54321')).toBe(true);
    expect(isLocalUrl('https://abcd.supabase.co')).toBe(false);
    expect(isLocalUrl('http://127.0.0.1.example.com')).toBe(false);
    expect(isLocalUrl('not a url')).toBe(false);
  });

  it('reads dotenv values with quotes, export and comments', () => {
    const text = ['# comment', 'export NEXT_PUBLIC_SUPABASE_URL="https://x.supabase.co"', 'OTHER=1'].join('\n');
    expect(readDotenv(text, 'NEXT_PUBLIC_SUPABASE_URL')).toBe('https://x.supabase.co');
    expect(readDotenv('NEXT_PUBLIC_SUPABASE_URL=http://127.0.0.1:54321 # local', 'NEXT_PUBLIC_SUPABASE_URL')).toBe('http://127.0.0.1:54321');
    expect(readDotenv('OTHER=1', 'NEXT_PUBLIC_SUPABASE_URL')).toBeUndefined();
  });

  it('prefers the environment, then .env.local, then .env; no setting means local', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-target-'));
    try {
      expect(checkTarget({}, dir)).toEqual({ local: true, url: null, source: 'default' });
      fs.writeFileSync(path.join(dir, '.env'), 'NEXT_PUBLIC_SUPABASE_URL=https://prod.supabase.co\n');
      expect(checkTarget({}, dir)).toMatchObject({ local: false, source: '.env' });
      fs.writeFileSync(path.join(dir, '.env.local'), 'NEXT_PUBLIC_SUPABASE_URL=http://127.0.0.1:54321\n');
      expect(checkTarget({}, dir)).toMatchObject({ local: true, source: '.env.local' });
      expect(checkTarget({ NEXT_PUBLIC_SUPABASE_URL: 'https://other.example.com' }, dir)).toMatchObject({ local: false, source: 'the environment' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

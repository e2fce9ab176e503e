/**
 * Issue #21, signed-in visitors on cached pages: what the browser does before the first paint of a copy
 * rendered for nobody (the preferences script), and the ids the favourites read accepts.
 */
import vm from 'node:vm';
import { PREFERENCES_SCRIPT } from '@/components/layout/preferences-script';
import { MAX_FAVORITE_IDS, parseIdList } from '@/lib/validations/rules/id-list';

function run(cookie: string, initial: string[] = []): string[] {
  const classes = new Set(initial);
  const document = {
    cookie,
    documentElement: { classList: { add: (c: string) => classes.add(c) } },
  };
  vm.runInNewContext(PREFERENCES_SCRIPT, { document });
  return [...classes].sort();
}

describe('the preferences script of every page', () => {
  it("puts the theme cookie's class on <html>, as the server does for a page rendered per request", () => {
    expect(run('lar-theme=dark')).toEqual(['dark']);
    expect(run('a=1; lar-theme=system; lar-tz=Europe/London')).toEqual(['auto']);
    expect(run('lar-theme=light')).toEqual([]);
    expect(run('xlar-theme=dark')).toEqual([]);
    // Already there from the server: nothing doubles.
    expect(run('lar-theme=dark', ['dark'])).toEqual(['dark']);
  });

  it('marks a browser holding a Supabase session (whole or chunked), not an empty or look-alike cookie', () => {
    expect(run('sb-127-auth-token=base64-abc')).toEqual(['lar-session']);
    expect(run('lar-theme=dark; sb-xyz-auth-token.0=base64-abc; sb-xyz-auth-token.1=def')).toEqual(['dark', 'lar-session']);
    expect(run('sb-127-auth-token=')).toEqual([]);
    expect(run('sb-127-auth-token-code-verifier=abc')).toEqual([]);
    expect(run('')).toEqual([]);
  });

  it('never throws (a document without cookies)', () => {
    expect(() => vm.runInNewContext(PREFERENCES_SCRIPT, { document: {} })).not.toThrow();
  });
});

describe('parseIdList (GET /api/favoritos/ids)', () => {
  it('comma-separated positive ids, duplicates merged', () => {
    expect(parseIdList('1')).toEqual([1]);
    expect(parseIdList('3,1,3')).toEqual([3, 1]);
    expect(parseIdList(Array.from({ length: MAX_FAVORITE_IDS }, (_, i) => i + 1).join(','))).toHaveLength(MAX_FAVORITE_IDS);
  });

  it('anything else is refused', () => {
    for (const raw of [null, '', ',', '1,', '0', '-1', '1.5', 'abc', '1;2', '1 ,2', '%31', '9999999999999999', "1' or 1=1"]) {
      expect([raw, parseIdList(raw)]).toEqual([raw, null]);
    }
    expect(parseIdList(Array.from({ length: MAX_FAVORITE_IDS + 1 }, (_, i) => i + 1).join(','))).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { CRECI_FORMAT, formatCreci, isCreci, normalizeCreci, parseCreci } from '@/lib/validations/rules/creci';

describe('CRECI rule (issue #34)', () => {
  it.each([
    ['12345-J/SP', '12345-J/SP'],
    ['CRECI 12345 J SP', '12345-J/SP'],
    ['12.345-F/sp', '12345-F/SP'],
    ['CRECI-SP 32458-J', '32458-J/SP'],
    ['CRECI/SP 12345-J', '12345-J/SP'],
    ['creci rj 8714j', '8714-J/RJ'],
    ['  184527 - F / SP  ', '184527-F/SP'],
    ['SP12345F', '12345-F/SP'],
    ['012345-F/MG', '12345-F/MG'],
    ['1.234.567-J/DF', '1234567-J/DF'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalizeCreci(input)).toBe(expected);
    expect(CRECI_FORMAT.test(expected)).toBe(true);
    // the stored form parses back to itself
    expect(normalizeCreci(expected)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '12345',
    '12345-J',
    '12345/SP',
    'J/SP',
    '12345-X/SP',
    '12345-J/XX',
    '12345-J/SP/RJ',
    '12345-F-J/SP',
    '0-J/SP',
    '12345678-J/SP',
    '12345%2DJ%2FSP',
    '12345-J/SP<script>',
    "12345-J/SP'; drop table profiles; --",
    '１２３４５-J/SP',
    'CRECI',
    '12 345-J/SP',
  ])('refuses %j', (input) => {
    expect(parseCreci(input)).toBeNull();
    expect(isCreci(input)).toBe(false);
    expect(normalizeCreci(input)).toBeNull();
  });

  it('refuses non-strings and very long input quickly', () => {
    for (const v of [null, undefined, 12345, {}, ['12345-J/SP']]) expect(parseCreci(v)).toBeNull();
    const long = '12345-J/SP ' + 'x'.repeat(10_000);
    const started = Date.now();
    expect(parseCreci(long)).toBeNull();
    expect(parseCreci('1'.repeat(10_000))).toBeNull();
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('formats the parts', () => {
    expect(formatCreci({ number: '99', kind: 'F', uf: 'BA' })).toBe('99-F/BA');
    expect(parseCreci('CRECI 12345 J SP')).toEqual({ number: '12345', kind: 'J', uf: 'SP' });
  });

  it("normalises every CRECI of the seed (the migration's trigger stores them so)", () => {
    const seed = readFileSync('supabase/seed.sql', 'utf8');
    const found = seed.match(/'CRECI-[A-Z]{2} \d+-[FJ]'/g) ?? [];
    expect(found.length).toBeGreaterThan(10);
    for (const quoted of found) {
      const [, uf, num, kind] = /CRECI-([A-Z]{2}) (\d+)-([FJ])/.exec(quoted)!;
      expect(normalizeCreci(quoted.slice(1, -1))).toBe(`${num}-${kind}/${uf}`);
    }
  });
});

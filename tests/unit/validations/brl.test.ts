/**
 * The amount rule lives in lib/validations/rules/brl.ts, free of zod, so the listing page's financing
 * calculator does not pull the proposal schemas and zod into the page's first load (issue #21).
 * lib/validations/proposals.ts builds its amount field on the same functions (re-exported, not copied).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as proposals from '@/lib/validations/proposals';
import { MAX_AMOUNT_DIGITS, MAX_PROPOSAL_AMOUNT, maskBrlAmount, parseBrlAmount } from '@/lib/validations/rules/brl';

const source = (path: string) => readFileSync(join(__dirname, '../../..', path), 'utf8');

describe('BRL amounts (lib/validations/rules/brl.ts)', () => {
  it('reads whole reais from the digits typed, up to the largest amount', () => {
    expect(parseBrlAmount('R$ 480.000')).toBe(480000);
    expect(parseBrlAmount('1.250.000,00')).toBe(125000000);
    expect(parseBrlAmount('000123')).toBe(123);
    expect(parseBrlAmount('R$ 0')).toBeNull();
    expect(parseBrlAmount('')).toBeNull();
    expect(parseBrlAmount(undefined)).toBeNull();
    expect(MAX_AMOUNT_DIGITS).toBe(10);
    // Digits past the largest amount's count are dropped while typing.
    expect(parseBrlAmount('99999999999999')).toBe(9_999_999_999);
    expect(String(MAX_PROPOSAL_AMOUNT)).toHaveLength(MAX_AMOUNT_DIGITS);
  });

  it('masks what was typed', () => {
    expect(maskBrlAmount('480000')).toBe('R$ 480.000');
    expect(maskBrlAmount('abc')).toBe('');
  });

  it('is the one rule: the proposals module hands out the same functions', () => {
    expect(proposals.parseBrlAmount).toBe(parseBrlAmount);
    expect(proposals.maskBrlAmount).toBe(maskBrlAmount);
    expect(proposals.MAX_PROPOSAL_AMOUNT).toBe(MAX_PROPOSAL_AMOUNT);
  });

  it('imports no zod, and the calculator and the amount field take it from there', () => {
    expect(source('lib/validations/rules/brl.ts')).not.toMatch(/from '(zod|@\/lib\/validations\/proposals)/);
    for (const file of ['components/property/financing-calculator.tsx', 'components/proposals/amount-input.tsx']) {
      expect(source(file)).toContain("from '@/lib/validations/rules/brl'");
      expect(source(file)).not.toContain("from '@/lib/validations/proposals'");
    }
  });
});

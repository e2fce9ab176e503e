import {
  DEFAULT_ANNUAL_RATE,
  DEFAULT_SYSTEM,
  DEFAULT_TERM,
  FINANCING_TERMS,
  minDownPayment,
  monthlyRateOf,
  priceInstallment,
  simulateFinancing,
} from '@/lib/financing';

/**
 * Reference values computed independently of the app (Python, decimal arithmetic at 40 digits) from the
 * textbook formulas — Assaf Neto, "Matemática Financeira e suas Aplicações", ch. 9 (SAC and Price systems):
 *   i = (1 + a)^(1/12) − 1;  SAC: A = P/n, first = A + P·i, last = A·(1 + i), interest = i·P·(n + 1)/2;
 *   Price: PMT = P·i / (1 − (1 + i)^−n), interest = n·PMT − P.   a = 11,5 % a.a. → i = 0,9112468437 % a.m.
 */
const REFERENCE = [
  // principal, months, SAC first, SAC last, SAC interest, Price PMT, Price interest, income for SAC first
  [480_000, 360, 5707.32, 1345.48, 789_504.27, 4547.58, 1_157_128.31, 19_024.39],
  [200_000, 120, 3489.16, 1681.85, 110_260.87, 2747.64, 129_717.08, 11_630.53],
  [1_000_000, 420, 11_493.42, 2402.65, 1_918_174.61, 9318.88, 2_913_931.51, 38_311.4],
  [480_000, 60, 12_373.98, 8072.9, 133_406.54, 10_420.8, 145_248.06, 41_246.62],
] as const;

describe('financing defaults (issue #38)', () => {
  it('preselects SAC, 360 months, and keeps the default annual rate in one constant', () => {
    expect(DEFAULT_SYSTEM).toBe('sac');
    expect(DEFAULT_TERM).toBe(360);
    expect(FINANCING_TERMS[0]).toBe(60);
    expect(FINANCING_TERMS[FINANCING_TERMS.length - 1]).toBe(420);
    expect(monthlyRateOf(DEFAULT_ANNUAL_RATE)).toBeCloseTo(0.009112468437, 11);
  });

  it('asks at least 20 % down', () => {
    expect(minDownPayment(600_000)).toBe(120_000);
    expect(minDownPayment(0)).toBe(0);
  });

  it('refuses a term outside 60–420 months', () => {
    expect(() => simulateFinancing({ value: 600_000, downPayment: 120_000, months: 24 })).toThrow(RangeError);
    expect(() => simulateFinancing({ value: 600_000, downPayment: 120_000, months: 480 })).toThrow(RangeError);
  });
});

describe.each(REFERENCE)('R$ %d over %d months at 11,5 % a.a.', (principal, months, first, last, interest, pmt, priceInterest, income) => {
  // A property worth principal / 0.8 with 20 % down finances `principal`.
  const value = principal / 0.8;
  const down = value - principal;

  it('SAC: first and last instalments, total interest, total paid with the down payment, income needed', () => {
    const r = simulateFinancing({ value, downPayment: down, months, system: 'sac' });
    expect(r.financed).toBe(principal);
    expect(r.firstInstallment).toBeCloseTo(first, 2);
    expect(r.lastInstallment).toBeCloseTo(last, 2);
    expect(r.totalInterest).toBeCloseTo(interest, 1);
    expect(r.totalPaid).toBeCloseTo(value + interest, 1);
    expect(r.incomeNeeded).toBeCloseTo(income, 1);
  });

  it('Price: one fixed instalment and its interest', () => {
    const r = simulateFinancing({ value, downPayment: down, months, system: 'price' });
    expect(r.firstInstallment).toBeCloseTo(pmt, 2);
    expect(r.lastInstallment).toBe(r.firstInstallment);
    expect(r.totalInterest).toBeCloseTo(priceInterest, 0);
    expect(r.totalPaid).toBeCloseTo(value + priceInterest, 0);
  });
});

describe('simulateFinancing', () => {
  it('takes the FGTS off the amount financed and counts it in the total paid', () => {
    const r = simulateFinancing({ value: 600_000, downPayment: 120_000, fgts: 30_000, months: 360 });
    expect(r.financed).toBe(450_000);
    expect(r.totalPaid).toBeCloseTo(600_000 + r.totalInterest, 6);
  });

  it('SAC pays the principal back exactly (the last balance is zero) and its first instalment is the highest', () => {
    const r = simulateFinancing({ value: 500_000, downPayment: 100_000, months: 240, annualRate: 0.1 });
    const i = monthlyRateOf(0.1);
    const a = 400_000 / 240;
    let balance = 400_000;
    let paidInterest = 0;
    for (let m = 0; m < 240; m++) {
      paidInterest += balance * i;
      balance -= a;
    }
    expect(Math.abs(balance)).toBeLessThan(1e-6);
    expect(r.totalInterest).toBeCloseTo(paidInterest, 4);
    expect(r.firstInstallment).toBeGreaterThan(r.lastInstallment);
  });

  it('Price: the annuity clears the balance; a zero rate divides evenly; nothing financed is 0', () => {
    const pmt = priceInstallment(250_000, 0.01, 120);
    let balance = 250_000;
    for (let m = 0; m < 120; m++) balance = balance * 1.01 - pmt;
    expect(Math.abs(balance)).toBeLessThan(1e-6);
    expect(priceInstallment(1200, 0, 12)).toBe(100);
    expect(priceInstallment(0, 0.01, 12)).toBe(0);
  });
});

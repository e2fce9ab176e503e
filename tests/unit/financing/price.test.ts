import {
  clampDownPayment,
  DEFAULT_TERM,
  FINANCING_TERMS,
  minDownPayment,
  priceInstallment,
  simulateFinancing,
} from '@/lib/financing';

describe('priceInstallment (Price annuity)', () => {
  it('matches a hand-computed instalment: R$ 400.000 at 1,20% a.m. over 36 months', () => {
    // ln 1.012 = 0.012 − 0.012²/2 + 0.012³/3 = 0.011928576; × 36 = 0.429428736
    // (1.012)^36 = e^0.429428736 = e^0.4 · e^0.029428736 = 1.4918247 · 1.0298660 ≈ 1.536379
    // PMT = 400000 · 0.012 / (1 − 1/1.536379) = 4800 / (1 − 0.650885) = 4800 / 0.349115 ≈ 13 748,89
    expect(priceInstallment(400_000, 0.012, 36)).toBeCloseTo(13_748.89, 1);
  });

  it('matches a hand-computed instalment: R$ 1.000 at 1% over 12 months', () => {
    // Textbook value: 1000 · 0.01 / (1 − 1.01^−12) = 88,85
    expect(priceInstallment(1_000, 0.01, 12)).toBeCloseTo(88.85, 2);
  });

  it('pays the principal back exactly (the last balance is zero)', () => {
    const pmt = priceInstallment(250_000, 0.012, 120);
    let balance = 250_000;
    for (let m = 0; m < 120; m++) balance = balance * 1.012 - pmt;
    expect(Math.abs(balance)).toBeLessThan(1e-6);
  });

  it('gives 0 when the financed amount is zero or negative', () => {
    expect(priceInstallment(0, 0.012, 36)).toBe(0);
    expect(priceInstallment(-10, 0.012, 36)).toBe(0);
  });

  it('splits evenly without interest and rejects nonsense terms', () => {
    expect(priceInstallment(1200, 0, 12)).toBe(100);
    expect(() => priceInstallment(1000, 0.01, 0)).toThrow(RangeError);
  });
});

describe('down payment rules', () => {
  it('starts at 20% rounded up to R$ 5.000 steps', () => {
    expect(minDownPayment(500_000)).toBe(100_000);
    expect(minDownPayment(333_000)).toBe(70_000); // 66 600 → 70 000
    expect(minDownPayment(3_000)).toBe(3_000); // never above the value
  });

  it('clamps between 20% and 100% of the value', () => {
    expect(clampDownPayment(500_000, 10_000)).toBe(100_000);
    expect(clampDownPayment(500_000, 900_000)).toBe(500_000);
    expect(clampDownPayment(500_000, 250_000)).toBe(250_000);
  });
});

describe('simulateFinancing', () => {
  it('uses 1,20% a.m. by default and 36 months as the default term', () => {
    expect(FINANCING_TERMS).toEqual([24, 36, 48, 60, 120]);
    expect(DEFAULT_TERM).toBe(36);
    const r = simulateFinancing({ value: 500_000, downPayment: 100_000, months: DEFAULT_TERM });
    expect(r.financed).toBe(400_000);
    expect(r.installment).toBeCloseTo(13_748.89, 1);
    expect(r.totalPaid).toBeCloseTo(r.installment * 36, 6);
    expect(r.totalInterest).toBeCloseTo(r.totalPaid - 400_000, 6);
  });

  it('a 100% down payment finances nothing and gives an instalment of 0', () => {
    const r = simulateFinancing({ value: 500_000, downPayment: 500_000, months: 60 });
    expect(r.financed).toBe(0);
    expect(r.installment).toBe(0);
  });
});

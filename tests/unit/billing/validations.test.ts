import { billingFailure, changePlanSchema, chargeIdSchema, formatCents, purchaseSignsSchema } from '@/lib/validations/billing';

describe('billing input', () => {
  it('plan codes only: no prices, no injection', () => {
    expect(changePlanSchema.safeParse({ plan: 'anual' }).success).toBe(true);
    for (const plan of ["anual'--", 'ANUAL', '', 'a'.repeat(31), 79990, null]) {
      expect(changePlanSchema.safeParse({ plan }).success).toBe(false);
    }
    // Extra fields (a tampered price) are dropped, never passed on.
    expect(changePlanSchema.parse({ plan: 'mensal', price_cents: 1 })).toEqual({ plan: 'mensal' });
  });

  it('sign quantities 1..1000, whole numbers', () => {
    expect(purchaseSignsSchema.parse({ kind: 'qr_code', quantity: '3', amount_cents: 1 })).toEqual({ kind: 'qr_code', quantity: 3 });
    for (const quantity of [0, -1, 1001, 2.5, 'abc', '1e3x', null]) {
      const r = purchaseSignsSchema.safeParse({ kind: 'padrao', quantity });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.issues[0]!.message).toBe('sign_quantity_invalid');
    }
    expect(purchaseSignsSchema.safeParse({ kind: '../premium', quantity: 1 }).success).toBe(false);
  });

  it('charge ids are positive integers', () => {
    expect(chargeIdSchema.parse('42')).toBe(42);
    for (const id of ['0', '-1', '1.5', '1%27', 'abc', '99999999999999999999']) expect(chargeIdSchema.safeParse(id).success).toBe(false);
  });

  it('SQL hints map to catalogue keys; anything else is unexpected', () => {
    expect(billingFailure('plan_overdue')).toBe('plan_overdue');
    expect(billingFailure('constructor')).toBe('unexpected');
    expect(billingFailure(null)).toBe('unexpected');
  });

  it('formats centavos as BRL with a plain space', () => {
    expect(formatCents(79990)).toBe('R$ 799,90');
    expect(formatCents(104850)).toBe('R$ 1.048,50');
  });
});

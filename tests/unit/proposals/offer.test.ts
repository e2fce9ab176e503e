import { checkOffer, minOffer } from '@/lib/proposals/bounds';
import { moveInMax, offerSchema, reviseProposalSchema, spToday } from '@/lib/validations/proposals';

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('checkOffer: the price bounds (the same as SQL private.proposal_check_amount)', () => {
  it.each([
    [1, 3_120_000, 'too_low'],
    [119_999, 600_000, 'too_low'],
    [120_000, 600_000, 'confirm'],
    [210_000, 600_000, 'confirm'],
    [419_999, 600_000, 'confirm'],
    [420_000, 600_000, 'ok'],
    [600_000, 600_000, 'ok'],
    [900_000, 600_000, 'ok'],
    [900_001, 600_000, 'confirm'],
  ] as const)('R$ %d against R$ %d → %s', (amount, price, kind) => {
    expect(checkOffer(amount, price).kind).toBe(kind);
  });

  it('states the difference: 65 % below, 60 % above; the minimum is 20 % rounded up', () => {
    expect(checkOffer(210_000, 600_000)).toEqual({ kind: 'confirm', direction: 'below', percent: 65 });
    expect(checkOffer(960_000, 600_000)).toEqual({ kind: 'confirm', direction: 'above', percent: 60 });
    expect(checkOffer(1, 3_120_000)).toEqual({ kind: 'too_low', min: 624_000 });
    expect(minOffer(2301)).toBe(461);
  });
});

describe('offerSchema', () => {
  const today = spToday();
  const sale = { transaction: 'venda', propertyId: 7, amount: 'R$ 480.000', paymentMethod: 'vista', confirmed: false } as const;
  const rent = {
    transaction: 'aluguel',
    propertyId: 7,
    amount: 'R$ 2.300',
    moveInDate: addDays(today, 10),
    termMonths: '30',
    guarantee: 'seguro_fianca',
    confirmed: false,
  } as const;
  const errors = (input: unknown) => {
    const r = offerSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('accepts a purchase offer and a rental offer, with their own fields', () => {
    expect(offerSchema.parse(sale)).toMatchObject({ amount: 480_000, paymentMethod: 'vista' });
    expect(offerSchema.parse({ ...rent, depositMonths: '', residents: '3', pets: 'sim' })).toMatchObject({
      amount: 2300,
      termMonths: 30,
      residents: 3,
      pets: 'sim',
    });
  });

  it.each([
    ['letters', '48O.000', 'amount_invalid'],
    ['a negative amount', '-480000', 'amount_invalid'],
    ['15 digits', '123456789012345', 'amount_too_high'],
    ['nothing', '', 'amount_required'],
    ['zero', '0', 'amount_required'],
  ])('refuses %s in the amount', (_label, amount, key) => {
    expect(errors({ ...sale, amount })).toEqual({ amount: key });
  });

  it('asks the payment method of a purchase, and a down payment below the amount when financed', () => {
    expect(errors({ ...sale, paymentMethod: undefined })).toEqual({ paymentMethod: 'payment_method_required' });
    expect(errors({ ...sale, paymentMethod: 'financiamento_fgts' })).toEqual({ downPayment: 'down_payment_required' });
    expect(errors({ ...sale, paymentMethod: 'financiamento', downPayment: 'R$ 480.000' })).toEqual({ downPayment: 'down_payment_invalid' });
    expect(errors({ ...sale, paymentMethod: 'financiamento', downPayment: 'R$ 120.000' })).toEqual({});
  });

  it('refuses a past move-in date, one beyond 6 months, a term not offered, and a caução without its months', () => {
    expect(errors({ ...rent, moveInDate: addDays(today, -1) })).toEqual({ moveInDate: 'move_in_date_invalid' });
    expect(errors({ ...rent, moveInDate: addDays(moveInMax(today), 1) })).toEqual({ moveInDate: 'move_in_date_invalid' });
    expect(errors({ ...rent, moveInDate: moveInMax(today) })).toEqual({});
    expect(errors({ ...rent, moveInDate: '2026-02-30x' })).toEqual({ moveInDate: 'move_in_date_invalid' });
    expect(errors({ ...rent, termMonths: '18' })).toEqual({ termMonths: 'term_invalid' });
    expect(errors({ ...rent, guarantee: 'caucao' })).toEqual({ depositMonths: 'deposit_invalid' });
    expect(errors({ ...rent, guarantee: 'caucao', depositMonths: '4' })).toEqual({ depositMonths: 'deposit_invalid' });
    expect(errors({ ...rent, guarantee: 'nenhuma' })).toEqual({ guarantee: 'guarantee_invalid' });
    expect(errors({ ...rent, residents: '0' })).toEqual({ residents: 'residents_invalid' });
  });

  it('moveInMax: six months ahead, clamped to the month end', () => {
    expect(moveInMax('2026-08-31')).toBe('2027-02-28');
    expect(moveInMax('2026-11-26')).toBe('2027-05-26');
  });

  it('revising needs a strict amount too', () => {
    expect(reviseProposalSchema.safeParse({ proposalId: 1, amount: 'abc', confirmed: false }).success).toBe(false);
    expect(reviseProposalSchema.parse({ proposalId: 1, amount: '450.000', confirmed: 'true' })).toMatchObject({ amount: 450_000, confirmed: true });
  });
});

import { amountFromMask, maskAmount, proposalUploadSchema } from '@/lib/validations/proposal-upload';

const good = {
  clientName: 'Carla Mendes',
  clientEmail: 'carla@example.com',
  clientPhone: '(11) 98765-4321',
  propertyId: '100014',
  amount: 'R$ 480.000',
  paymentMethod: 'financiamento',
  message: '',
};

const errorsOf = (input: Record<string, unknown>) => {
  const r = proposalUploadSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('maskAmount (BRL from the digits typed)', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['0', ''],
    ['4', 'R$ 4'],
    ['480000', 'R$ 480.000'],
    ['R$ 480.0001', 'R$ 4.800.001'],
    ['00120', 'R$ 120'],
  ])('%j → %j', (typed, shown) => {
    expect(maskAmount(typed)).toBe(shown);
  });

  it('reads whole reais back from the mask', () => {
    expect(amountFromMask('R$ 1.250.000')).toBe(1250000);
    expect(amountFromMask('')).toBe(0);
  });
});

describe('proposalUploadSchema', () => {
  it('accepts a complete proposal', () => {
    expect(proposalUploadSchema.safeParse(good).success).toBe(true);
  });

  it('an empty form has one message key per required field (message is optional)', () => {
    expect(errorsOf({ clientName: '', clientEmail: '', clientPhone: '', propertyId: '', amount: '', paymentMethod: '', message: '' })).toEqual({
      clientName: 'clientNameRequired',
      clientEmail: 'clientEmailRequired',
      clientPhone: 'clientPhoneRequired',
      propertyId: 'propertyRequired',
      amount: 'amountRequired',
      paymentMethod: 'paymentMethodRequired',
    });
  });

  it('refuses a bad e-mail, a phone without area code, a zero amount and an unknown method', () => {
    expect(errorsOf({ ...good, clientEmail: 'carla@' })).toEqual({ clientEmail: 'clientEmailInvalid' });
    expect(errorsOf({ ...good, clientPhone: '9876-5432' })).toEqual({ clientPhone: 'clientPhoneInvalid' });
    expect(errorsOf({ ...good, amount: 'R$ 0' })).toEqual({ amount: 'amountRequired' });
    expect(errorsOf({ ...good, paymentMethod: 'bitcoin' })).toEqual({ paymentMethod: 'paymentMethodRequired' });
    expect(errorsOf({ ...good, message: 'x'.repeat(2001) })).toEqual({ message: 'tooLong' });
  });
});

// Issue #38: a rental registered on /propostas/subir takes the offer form's terms and rules (rentOfferSchema).
describe('proposalUploadSchema — a rental', () => {
  const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const inDays = (n: number) => {
    const d = new Date(`${spToday()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const rent = { ...good, amount: 'R$ 2.300', paymentMethod: '', transaction: 'aluguel', moveInDate: inDays(10), termMonths: '30', guarantee: 'seguro_fianca', depositMonths: '', residents: '2', pets: 'sim' };

  it('accepts move-in date, 30 months and seguro-fiança without a payment method', () => {
    expect(errorsOf(rent)).toEqual({});
  });

  it('refuses what the offer form refuses, with its keys', () => {
    expect(errorsOf({ ...rent, moveInDate: inDays(-1) })).toEqual({ moveInDate: 'move_in_date_invalid' });
    expect(errorsOf({ ...rent, moveInDate: inDays(200) })).toEqual({ moveInDate: 'move_in_date_invalid' });
    expect(errorsOf({ ...rent, moveInDate: '' })).toEqual({ moveInDate: 'move_in_date_invalid' });
    expect(errorsOf({ ...rent, termMonths: '18' })).toEqual({ termMonths: 'term_invalid' });
    expect(errorsOf({ ...rent, guarantee: 'cheque' })).toEqual({ guarantee: 'guarantee_invalid' });
    expect(errorsOf({ ...rent, guarantee: 'caucao' })).toEqual({ depositMonths: 'deposit_invalid' });
    expect(errorsOf({ ...rent, guarantee: 'caucao', depositMonths: '4' })).toEqual({ depositMonths: 'deposit_invalid' });
    expect(errorsOf({ ...rent, guarantee: 'caucao', depositMonths: '3' })).toEqual({});
    expect(errorsOf({ ...rent, residents: '0' })).toEqual({ residents: 'residents_invalid' });
    expect(errorsOf({ ...rent, residents: 'dois' })).toEqual({ residents: 'residents_invalid' });
  });

  it('a sale still needs its payment method', () => {
    expect(errorsOf({ ...good, paymentMethod: '' })).toEqual({ paymentMethod: 'paymentMethodRequired' });
    expect(errorsOf({ ...good, transaction: 'venda', paymentMethod: 'cheque' })).toEqual({ paymentMethod: 'paymentMethodRequired' });
  });
});

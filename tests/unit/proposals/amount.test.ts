import {
  counterProposalSchema,
  maskBrlAmount,
  MAX_PROPOSAL_AMOUNT,
  parseBrlAmount,
  respondToCounterSchema,
} from '@/lib/validations/proposals';

describe('BRL amount mask', () => {
  it('builds the mask from the digits typed', () => {
    expect(maskBrlAmount('4')).toBe('R$ 4');
    expect(maskBrlAmount('480000')).toBe('R$ 480.000');
    expect(maskBrlAmount('1250000')).toBe('R$ 1.250.000');
  });

  it('re-masks an already masked value after a keystroke', () => {
    // The user types a "5" after "R$ 48.000".
    expect(maskBrlAmount('R$ 48.0005')).toBe('R$ 480.005');
    // …or deletes the last digit of "R$ 480.000".
    expect(maskBrlAmount('R$ 480.00')).toBe('R$ 48.000');
  });

  it('drops letters, leading zeros and empties', () => {
    expect(maskBrlAmount('abc')).toBe('');
    expect(maskBrlAmount('')).toBe('');
    expect(maskBrlAmount('000123')).toBe('R$ 123');
  });

  it('parses the masked text back to whole reais', () => {
    expect(parseBrlAmount('R$ 480.000')).toBe(480000);
    expect(parseBrlAmount('R$ 0')).toBeNull();
    expect(parseBrlAmount(null)).toBeNull();
  });
});

describe('proposal schemas', () => {
  it('accepts a masked counter amount and trims the message', () => {
    const parsed = counterProposalSchema.parse({ proposalId: '7', amount: 'R$ 450.000', message: '  Fechamos?  ' });
    expect(parsed).toEqual({ proposalId: 7, amount: 450000, message: 'Fechamos?' });
  });

  it('refuses a counter without an amount with the amount_required key', () => {
    const result = counterProposalSchema.safeParse({ proposalId: 7, amount: '', message: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['amount'], message: 'amount_required' });
  });

  it('refuses an amount above the integer column', () => {
    const result = counterProposalSchema.safeParse({ proposalId: 7, amount: MAX_PROPOSAL_AMOUNT + 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('amount_too_high');
  });

  it('answers a counter by accepting it (no amount) or with a new amount', () => {
    expect(respondToCounterSchema.parse({ proposalId: 3, choice: 'accept' })).toEqual({
      proposalId: 3,
      choice: 'accept',
      message: undefined,
    });
    expect(respondToCounterSchema.parse({ proposalId: 3, choice: 'new_amount', amount: 'R$ 470.000' })).toMatchObject({
      choice: 'new_amount',
      amount: 470000,
    });
    expect(respondToCounterSchema.safeParse({ proposalId: 3, choice: 'new_amount', amount: '' }).success).toBe(false);
  });
});

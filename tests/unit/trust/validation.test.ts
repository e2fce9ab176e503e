import { moderationSchema, REPORT_REASONS, reportSchema } from '@/lib/validations/trust';
import pt from '@/messages/pt-BR/trust.json';
import ptModeration from '@/messages/pt-BR/moderation.json';

/** Issue #34: the browser/action checks of 'Denunciar anúncio' and of the moderation moves (SQL checks again). */
describe('reportSchema', () => {
  const first = (input: unknown) => {
    const r = reportSchema.safeParse(input);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('accepts each listed reason, with details optional except for "outro"', () => {
    for (const reason of REPORT_REASONS.filter((r) => r !== 'outro')) expect(first({ propertyId: 5, reason })).toBeNull();
    expect(first({ propertyId: '5', reason: 'outro', details: 'Pediu um sinal por Pix.' })).toBeNull();
  });

  it('refuses unknown reasons, 10 000-character texts and a short "outro", with catalogue keys', () => {
    expect(first({ propertyId: 5, reason: 'nao_gostei' })).toBe('reason_invalid');
    expect(first({ propertyId: 5 })).toBe('reason_invalid');
    expect(first({ propertyId: 5, reason: 'preco_falso', details: 'x'.repeat(10_000) })).toBe('details_invalid');
    expect(first({ propertyId: 5, reason: 'outro', details: 'curto' })).toBe('details_required');
    expect(first({ propertyId: 5, reason: 'preco_falso', details: 42 })).toBe('details_invalid');
  });

  it('turns a forged listing id into -1 (the action answers listing_not_found)', () => {
    for (const propertyId of ['1 or 1=1', -3, 1.5, '99999999999999999999', null]) {
      const r = reportSchema.safeParse({ propertyId, reason: 'preco_falso' });
      expect(r.success && r.data.propertyId).toBe(-1);
    }
  });

  it('every key it answers has Portuguese copy; every reason has a label', () => {
    for (const reason of REPORT_REASONS) expect(pt.Trust.report.reasons[reason]).toMatch(/\S/);
    for (const key of ['reason_invalid', 'details_invalid', 'details_required', 'listing_not_found'] as const) {
      expect(pt.Trust.report.errors[key]).toMatch(/\S/);
    }
  });
});

describe('moderationSchema', () => {
  it('trims the reason and refuses one over 1000 characters', () => {
    expect(moderationSchema.parse({ propertyId: 7, reason: '  Fotos copiadas.  ' })).toEqual({ propertyId: 7, reason: 'Fotos copiadas.' });
    const long = moderationSchema.safeParse({ propertyId: 7, reason: 'x'.repeat(1001) });
    expect(!long.success && long.error.issues[0]!.message).toBe('reason_too_long');
    expect(ptModeration.Moderation.errors.reason_too_long).toMatch(/1000/);
  });
});

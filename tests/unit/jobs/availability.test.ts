import { availabilityDays } from '@/lib/jobs/availability';
import { answerConfirmPath, answerLandingPath, answerListingOf, answerResultOf, parseAnswerLocale, parseAnswerToken } from '@/lib/jobs/answer';

describe('availabilityDays (São Paulo calendar days)', () => {
  const now = Date.parse('2026-11-25T15:00:00Z'); // 12:00 in São Paulo
  it.each([
    ['2026-11-25T03:00:00Z', 0], // 00:00 the same day
    ['2026-11-25T14:59:00Z', 0],
    ['2026-11-25T02:59:00Z', 1], // 23:59 the day before
    ['2026-11-24T15:00:00Z', 1],
    ['2026-11-10T15:00:00Z', 15],
    ['2026-11-26T15:00:00Z', 0], // a clock ahead never reads as negative
  ])('%s → %i', (confirmedAt, days) => {
    expect(availabilityDays(confirmedAt, now)).toBe(days);
  });
  it('is null without a date', () => {
    expect(availabilityDays(null, now)).toBeNull();
    expect(availabilityDays(undefined, now)).toBeNull();
    expect(availabilityDays('não é data', now)).toBeNull();
  });
});

describe('one-click answer URLs', () => {
  const token = `12.${'a1'.repeat(32)}`;
  it('accept only the token shape', () => {
    expect(parseAnswerToken(token)).toBe(token);
    for (const bad of [null, '', 'abc', `012.${'a1'.repeat(32)}`, `12.${'A1'.repeat(32)}`, `12.${'a1'.repeat(32)}0`, `${token}\n`, `12%2E${'a1'.repeat(32)}`, `-1.${'a1'.repeat(32)}`]) {
      expect(parseAnswerToken(bad)).toBeNull();
    }
  });
  it('land on /resposta-anuncio with a fixed result key and the listing code only', () => {
    expect(answerLandingPath('pt-BR', 'renovado', 100001)).toBe('/resposta-anuncio?resultado=renovado&anuncio=100001');
    expect(answerLandingPath('en', '<script>', null)).toBe('/en/resposta-anuncio?resultado=invalido');
    expect(answerResultOf(['usado', 'renovado'])).toBe('usado');
    expect(answerResultOf('Renovado')).toBe('invalido');
    expect(answerListingOf('100001')).toBe(100001);
    expect(answerListingOf('1e5')).toBeNull();
    expect(answerListingOf('99999999999999999999')).toBeNull();
    expect(parseAnswerLocale('es')).toBe('es');
    expect(parseAnswerLocale('fr')).toBe('pt-BR');
    // 'Não, já foi negociado' lands on the question, never on a result ('confirmar' is not a result key).
    const token = `7.${'a'.repeat(64)}`;
    expect(answerConfirmPath('es', token, 100001)).toBe(`/es/resposta-anuncio?resultado=confirmar&anuncio=100001&token=7.${'a'.repeat(64)}`);
    expect(answerConfirmPath('pt-BR', token, null)).toBe(`/resposta-anuncio?resultado=confirmar&token=${token}`);
    expect(answerResultOf('confirmar')).toBe('invalido');
  });
});

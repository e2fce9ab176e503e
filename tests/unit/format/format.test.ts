import {
  formatArea,
  formatBRL,
  formatBRLCompact,
  formatDate,
  formatDateTime,
  formatDistance,
  formatNumber,
  formatPrice,
} from '@/lib/format';

describe('money', () => {
  it('formats whole reais with pt-BR grouping and no decimals', () => {
    expect(formatBRL(3500)).toBe('R$ 3.500');
    expect(formatBRL(850000)).toBe('R$ 850.000');
    expect(formatBRL(1250000)).toBe('R$ 1.250.000');
    expect(formatBRL(999)).toBe('R$ 999');
  });

  it('rounds cents away', () => {
    expect(formatBRL(3499.6)).toBe('R$ 3.500');
    expect(formatBRL(0.4)).toBe('R$ 0');
  });

  it('uses a plain space after R$', () => {
    expect(formatBRL(10)).not.toMatch(/\u00a0/);
  });

  it('adds /mês to rents only', () => {
    expect(formatPrice(3500, 'aluguel')).toBe('R$ 3.500/mês');
    expect(formatPrice(850000, 'venda')).toBe('R$ 850.000');
    expect(formatPrice(3500, 'aluguel', 'en')).toBe('R$ 3.500/month');
    expect(formatPrice(3500, 'aluguel', 'es')).toBe('R$ 3.500/mes');
  });
});

describe('numbers and areas', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(100000)).toBe('100.000');
    expect(formatArea(85)).toBe('85 m²');
    expect(formatArea(1200)).toBe('1.200 m²');
  });
});

describe('distances', () => {
  it('shows whole metres below 1 km', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(850.4)).toBe('850 m');
    expect(formatDistance(999.4)).toBe('999 m');
  });

  it('shows km with one decimal comma from 1 km', () => {
    expect(formatDistance(999.6)).toBe('1,0 km');
    expect(formatDistance(1000)).toBe('1,0 km');
    expect(formatDistance(1249)).toBe('1,2 km');
    expect(formatDistance(1250)).toBe('1,3 km');
    expect(formatDistance(12345)).toBe('12,3 km');
  });

  it('never shows a negative distance', () => {
    expect(formatDistance(-5)).toBe('0 m');
  });
});

describe('dates', () => {
  // 02:30 UTC on 21 Nov is still 20 Nov in São Paulo (UTC−3).
  const lateNight = '2026-11-21T02:30:00Z';

  it('formats dd/mm/yyyy in Brazil time', () => {
    expect(formatDate(lateNight)).toBe('20/11/2026');
    expect(formatDate(new Date('2026-01-05T15:00:00Z'))).toBe('05/01/2026');
  });

  it('formats date and 24-hour time', () => {
    expect(formatDateTime(lateNight)).toBe('20/11/2026 23:30');
    expect(formatDateTime('2026-11-21T17:05:00Z')).toBe('21/11/2026 14:05');
  });
});

describe('compact money (map pills)', () => {
  it('abbreviates thousands and millions the Brazilian way', () => {
    expect(formatBRLCompact(3500)).toBe('R$ 3,5 mil');
    expect(formatBRLCompact(850000)).toBe('R$ 850 mil');
    expect(formatBRLCompact(1250000)).toBe('R$ 1,3 mi');
    expect(formatBRLCompact(900)).toBe('R$ 900');
  });
});

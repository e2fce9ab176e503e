import { conversionRate, formatRate, funnelSteps, monthLabel } from '@/components/crm/report-math';

describe('the reports funnel', () => {
  it('gives each step’s share of the previous one', () => {
    expect(funnelSteps({ leads: 10, visits: 4, proposals: 2, deals: 1 })).toEqual([
      { from: 'leads', to: 'visits', rate: 0.4 },
      { from: 'visits', to: 'proposals', rate: 0.5 },
      { from: 'proposals', to: 'deals', rate: 0.5 },
    ]);
  });

  it('has no rate when the previous stage is empty, instead of dividing by zero', () => {
    expect(conversionRate(0, 3)).toBeNull();
    expect(funnelSteps({ leads: 0, visits: 0, proposals: 0, deals: 0 }).map((s) => s.rate)).toEqual([null, null, null]);
  });

  it('shows whole percentages per locale', () => {
    expect(formatRate(0.4, 'pt-BR')).toBe('40%');
    expect(formatRate(1 / 3, 'en')).toBe('33%');
  });

  it('labels months from their first day without shifting to the previous month', () => {
    expect(monthLabel('2026-01-01', 'pt-BR', 'long')).toBe('janeiro de 2026');
    expect(monthLabel('2026-11-01', 'en', 'long')).toBe('November 2026');
    expect(monthLabel('2026-03-01', 'es')).toMatch(/mar/);
  });
});

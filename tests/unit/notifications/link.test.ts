import { safeNotificationLink } from '@/lib/notifications/link';

describe('notification links', () => {
  it('keeps paths of the site', () => {
    expect(safeNotificationLink('/propostas')).toBe('/propostas');
    expect(safeNotificationLink('/agendamentos?status=agendada')).toBe('/agendamentos?status=agendada');
  });

  it('drops links that would leave the site, and empties', () => {
    expect(safeNotificationLink('https://example.com/propostas')).toBeNull();
    expect(safeNotificationLink('//example.com')).toBeNull();
    expect(safeNotificationLink('/\\example.com')).toBeNull();
    expect(safeNotificationLink('/.//example.com')).toBeNull();
    expect(safeNotificationLink('/%2e//example.com')).toBeNull();
    expect(safeNotificationLink('javascript:alert(1)')).toBeNull();
    expect(safeNotificationLink('')).toBeNull();
    expect(safeNotificationLink(null)).toBeNull();
  });
});

import { isSupportOpen, saoPauloClock } from '@/lib/marketing/opening-hours';

// São Paulo is UTC−3 (no daylight saving since 2019).
const at = (iso: string) => new Date(iso);

describe('support opening hours (America/Sao_Paulo)', () => {
  it('reads the São Paulo clock, not the server one', () => {
    expect(saoPauloClock(at('2026-11-23T11:30:00Z'))).toEqual({ weekday: 1, minutes: 8 * 60 + 30 });
    // 01:00 UTC on Tuesday is still Monday 22:00 in São Paulo.
    expect(saoPauloClock(at('2026-11-24T01:00:00Z'))).toEqual({ weekday: 1, minutes: 22 * 60 });
  });

  it('opens Monday to Friday 8h–18h', () => {
    expect(isSupportOpen(at('2026-11-23T10:59:00Z'))).toBe(false); // Mon 07:59
    expect(isSupportOpen(at('2026-11-23T11:00:00Z'))).toBe(true); // Mon 08:00
    expect(isSupportOpen(at('2026-11-27T20:59:00Z'))).toBe(true); // Fri 17:59
    expect(isSupportOpen(at('2026-11-27T21:00:00Z'))).toBe(false); // Fri 18:00
  });

  it('opens Saturday 8h–14h and closes on Sunday', () => {
    expect(isSupportOpen(at('2026-11-28T12:00:00Z'))).toBe(true); // Sat 09:00
    expect(isSupportOpen(at('2026-11-28T17:00:00Z'))).toBe(false); // Sat 14:00
    expect(isSupportOpen(at('2026-11-29T15:00:00Z'))).toBe(false); // Sun 12:00
  });
});

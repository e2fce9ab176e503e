import { formatVisitDate, formatVisitTime } from '@/components/visits/format';
import {
  addDays,
  bookableDates,
  isVisitSlot,
  listingCancelVisitSchema,
  cancelVisitSchema,
  parseAgendaParams,
  saoPauloToday,
  scheduleVisitSchema,
  slotProblem,
  slotsForDate,
  weekday,
} from '@/lib/validations/visits';

// 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
/** 2026-11-22 09:15 in São Paulo (UTC-3). */
const NOW = new Date('2026-11-22T12:15:00Z');

describe('visit slots', () => {
  it('run every 30 minutes from 08:00 to 17:30 on weekdays', () => {
    const slots = slotsForDate(MONDAY);
    expect(slots[0]).toBe('08:00');
    expect(slots[1]).toBe('08:30');
    expect(slots.at(-1)).toBe('17:30');
    expect(slots).toHaveLength(20);
    expect(slots).not.toContain('18:00');
  });

  it('end at 13:30 on Saturdays and do not exist on Sundays', () => {
    expect(slotsForDate(SATURDAY).at(-1)).toBe('13:30');
    expect(slotsForDate(SATURDAY)).toHaveLength(12);
    expect(slotsForDate(SATURDAY)).not.toContain('14:00');
    expect(slotsForDate(SUNDAY)).toEqual([]);
  });

  it('accept times with seconds and refuse off-grid times', () => {
    expect(isVisitSlot(MONDAY, '10:30:00')).toBe(true);
    expect(isVisitSlot(MONDAY, '10:15')).toBe(false);
    expect(isVisitSlot(MONDAY, '07:30')).toBe(false);
    expect(isVisitSlot(SATURDAY, '15:00')).toBe(false);
  });

  it('know the weekday and add days across months', () => {
    expect(weekday(SUNDAY)).toBe(0);
    expect(weekday(MONDAY)).toBe(1);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('bookable days', () => {
  it('are today in São Paulo up to 30 days ahead, without Sundays', () => {
    // 01:30 UTC on the 23rd is still the 22nd (a Sunday) in São Paulo.
    const lateNight = new Date('2026-11-23T01:30:00Z');
    expect(saoPauloToday(lateNight)).toBe('2026-11-22');
    const days = bookableDates(lateNight);
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)).toBe('2026-12-22');
    expect(days.every((d) => weekday(d) !== 0)).toBe(true);
    expect(days).toHaveLength(31 - 5); // five Sundays between the 22nd and 22 December
  });
});

describe('slotProblem', () => {
  it('is null for a free-standing future slot in the window', () => {
    expect(slotProblem(MONDAY, '10:00', NOW)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(slotProblem(SUNDAY, '10:00', NOW)).toBe('visit_sunday');
    expect(slotProblem(MONDAY, '10:10', NOW)).toBe('visit_slot_invalid');
    expect(slotProblem(SATURDAY, '16:00', NOW)).toBe('visit_slot_invalid');
    expect(slotProblem('2026-02-30', '10:00', NOW)).toBe('visit_slot_invalid');
    expect(slotProblem('2026-11-21', '10:00', NOW)).toBe('visit_in_past');
    expect(slotProblem(addDays('2026-11-22', 31), '10:00', NOW)).toBe('visit_too_far');
  });

  it('refuses a slot of today that has started (São Paulo time)', () => {
    const mondayMorning = new Date('2026-11-23T12:15:00Z'); // 09:15 in São Paulo
    expect(slotProblem(MONDAY, '09:00', mondayMorning)).toBe('visit_in_past');
    expect(slotProblem(MONDAY, '09:30', mondayMorning)).toBeNull();
  });
});

describe('schedule form schema', () => {
  const base = {
    propertyId: '100001',
    clientName: 'Maria Souza',
    clientPhone: '(11) 98765-4321',
    clientEmail: '',
    date: addDays(saoPauloToday(), 1),
    time: '10:00',
    message: '',
  };
  // Tomorrow may be a Sunday: use the first bookable day after today.
  const day = bookableDates().find((d) => d > saoPauloToday())!;

  it('accepts a complete booking and drops empty optionals', () => {
    const parsed = scheduleVisitSchema.safeParse({ ...base, date: day });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ propertyId: 100001, clientEmail: undefined, message: undefined });
  });

  it('reports each bad field with its message key', () => {
    const parsed = scheduleVisitSchema.safeParse({ ...base, date: day, clientName: ' ', clientPhone: '1234', clientEmail: 'x@' });
    expect(parsed.success).toBe(false);
    const keys = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys).toMatchObject({ clientName: 'required', clientPhone: 'phone', clientEmail: 'email' });
  });

  it('refuses a Sunday', () => {
    const sunday = bookableDates().map((d) => addDays(d, 1)).find((d) => weekday(d) === 0)!;
    const parsed = scheduleVisitSchema.safeParse({ ...base, date: sunday });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['visit_sunday']);
  });
});

describe('cancel schemas', () => {
  it('let the client cancel without a reason but not the listing side', () => {
    expect(cancelVisitSchema.safeParse({ visitId: '5', reason: '' }).success).toBe(true);
    const listing = listingCancelVisitSchema.safeParse({ visitId: '5', reason: '  ' });
    expect(listing.error?.issues.map((i) => i.message)).toEqual(['cancel_reason_required']);
    expect(listingCancelVisitSchema.safeParse({ visitId: '5', reason: 'Imóvel alugado' }).success).toBe(true);
  });
});

describe('agenda params', () => {
  it('keep a known status and a trimmed search', () => {
    expect(parseAgendaParams({ q: '  Maria ', status: 'confirmada' })).toEqual({ q: 'Maria', status: 'confirmada' });
    expect(parseAgendaParams({ q: ['a', 'b'], status: 'aberta' })).toEqual({ q: 'a', status: null });
    expect(parseAgendaParams({})).toEqual({ q: '', status: null });
  });
});

describe('visit date format', () => {
  it('shows the São Paulo calendar date with its weekday, whatever the machine zone', () => {
    expect(formatVisitDate(MONDAY, 'pt-BR')).toBe('seg., 23/11/2026');
    expect(formatVisitTime('09:30:00')).toBe('09:30');
  });
});

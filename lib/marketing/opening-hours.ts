/**
 * Support opening hours (spec §9): Monday to Friday 8h–18h, Saturday 8h–14h, Sunday closed, in São Paulo
 * time (UTC−3 all year since 2019, but computed through Intl so a rule change would follow the tz data).
 */
export const SUPPORT_TIME_ZONE = 'America/Sao_Paulo';

const HOURS: Record<number, [number, number] | null> = {
  0: null,
  1: [8, 18],
  2: [8, 18],
  3: [8, 18],
  4: [8, 18],
  5: [8, 18],
  6: [8, 14],
};

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Day of week (0 = Sunday) and minutes since midnight of `date` in São Paulo. */
export function saoPauloClock(date: Date): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SUPPORT_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS[get('weekday')] ?? 0, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Whether phone support is open at `date`. */
export function isSupportOpen(date: Date): boolean {
  const { weekday, minutes } = saoPauloClock(date);
  const hours = HOURS[weekday];
  if (!hours) return false;
  return minutes >= hours[0] * 60 && minutes < hours[1] * 60;
}

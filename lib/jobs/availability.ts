/**
 * 'Disponibilidade confirmada há N dias': whole calendar days in São Paulo between the last confirmation
 * (availability_confirmed_at) and now — 0 ('hoje') on the same day. Pure, for server and client.
 */
const DAY_KEY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

function dayNumber(t: number): number {
  return Math.floor(Date.parse(`${DAY_KEY.format(t)}T00:00:00Z`) / 86_400_000);
}

/** Days since the confirmation, or null when there is none (or it is not a date). Never negative. */
export function availabilityDays(confirmedAt: string | null | undefined, now: number = Date.now()): number | null {
  if (!confirmedAt) return null;
  const t = Date.parse(confirmedAt);
  if (!Number.isFinite(t)) return null;
  return Math.max(0, dayNumber(now) - dayNumber(t));
}

/**
 * Visit dates and times as people read them: "sex., 27/11/2026" and "10:00". Visits are stored as a São
 * Paulo calendar date and wall-clock time, so they are formatted as such (no time-zone shift). Pure.
 */

/** "sex., 27/11/2026" (pt-BR), "Fri, 11/27/2026" (en)… from a YYYY-MM-DD date. */
export function formatVisitDate(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!, 12));
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "10:00" from "10:00" or "10:00:00". */
export const formatVisitTime = (time: string) => time.slice(0, 5);

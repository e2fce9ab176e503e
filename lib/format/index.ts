/**
 * Brazilian formatting of money, dates and distances: the one module every screen uses, so a price or a
 * date reads the same everywhere. Pure functions (no React, no server-only), safe on both sides.
 */

export type FormatLocale = 'pt-BR' | 'en' | 'es';

const DEFAULT_LOCALE: FormatLocale = 'pt-BR';
/** Dates are shown in Brazil's time, whatever the server's zone — unless the reader chose another one. */
export const TIME_ZONE = 'America/Sao_Paulo';

/**
 * The zone dates are shown in (issue #24: the account's 'Fuso horário'). On the server, lib/i18n/request.ts
 * registers the request's zone (the setting, mirrored in a cookie); anywhere else it is TIME_ZONE.
 */
let zoneSource: () => string | undefined = () => undefined;
export function setTimeZoneSource(source: () => string | undefined): void {
  zoneSource = source;
}
export function currentTimeZone(): string {
  return zoneSource() ?? TIME_ZONE;
}

const PER_MONTH: Record<FormatLocale, string> = { 'pt-BR': '/mês', en: '/month', es: '/mes' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}
function dateFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** Intl puts a no-break space after "R$"; a plain space reads (and searches) as people type it. */
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** Whole reais the Brazilian way: 3500 → "R$ 3.500" (no decimals, always pt-BR grouping). */
export function formatBRL(value: number): string {
  const f = numberFormat('brl', () =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  );
  return plainSpaces(f.format(Math.round(value)));
}

/** The "/mês" suffix of a rent in the reader's language. */
export function perMonthSuffix(locale: FormatLocale = DEFAULT_LOCALE): string {
  return PER_MONTH[locale] ?? PER_MONTH[DEFAULT_LOCALE];
}

/** A listing's price: rent with "/mês" ("R$ 3.500/mês"), sale without ("R$ 850.000"). */
export function formatPrice(
  price: number,
  transaction: 'aluguel' | 'venda',
  locale: FormatLocale = DEFAULT_LOCALE,
): string {
  return transaction === 'aluguel' ? `${formatBRL(price)}${perMonthSuffix(locale)}` : formatBRL(price);
}

/** A plain count or measure with pt-BR grouping: 100000 → "100.000". */
export function formatNumber(value: number): string {
  return numberFormat('int', () => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })).format(value);
}

/** Floor area: 85 → "85 m²". */
export function formatArea(m2: number): string {
  return `${formatNumber(m2)} m²`;
}

/**
 * A distance in metres: below 1 km in whole metres ("850 m"), otherwise km with one decimal ("1,2 km").
 * A distance that rounds to 1000 m is shown as "1,0 km".
 */
export function formatDistance(metres: number): string {
  const m = Math.max(0, Math.round(metres));
  if (m < 1000) return `${m} m`;
  const km = numberFormat('km', () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return `${km.format(m / 1000)} km`;
}

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** "21/11/2026" in Brazil's time zone. */
export function formatDate(date: DateInput, locale: FormatLocale = DEFAULT_LOCALE): string {
  const timeZone = currentTimeZone();
  return dateFormat(`d:${locale}:${timeZone}`, () =>
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }),
  ).format(toDate(date));
}

/** "21/11/2026 14:30" (24-hour clock). */
export function formatDateTime(date: DateInput, locale: FormatLocale = DEFAULT_LOCALE): string {
  const d = toDate(date);
  const timeZone = currentTimeZone();
  const time = dateFormat(`t:${locale}:${timeZone}`, () =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
  ).format(d);
  return `${formatDate(d, locale)} ${time}`;
}

/** Short prices for map pills: "R$ 3,5 mil", "R$ 850 mil", "R$ 1,2 mi". */
export function formatBRLCompact(value: number): string {
  const f = numberFormat('brl-compact', () =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }),
  );
  return plainSpaces(f.format(value));
}

import type { Locale } from '@/lib/i18n/routing';

/**
 * The one-click answers of the listing e-mails (app/api/anuncios/resposta → /resposta-anuncio). Zod-free and
 * shared by the route, the landing page and their tests.
 */

export const ANSWER_RESULTS = ['renovado', 'disponivel', 'negociado', 'usado', 'expirado', 'recusado', 'invalido'] as const;
export type AnswerResult = (typeof ANSWER_RESULTS)[number];

const TOKEN = /^[1-9]\d{0,17}\.[0-9a-f]{64}$/;

/** The token of the link, or null when it cannot be one (then the database is not asked). */
export function parseAnswerToken(value: string | null | undefined): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

export function parseAnswerLocale(value: string | null | undefined): Locale {
  return value === 'en' || value === 'es' ? value : 'pt-BR';
}

/** A result key from the URL; anything else reads as 'invalido'. ('erro': the database could not be reached.) */
export function answerResultOf(value: string | string[] | undefined): AnswerResult | 'erro' {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === 'erro') return 'erro';
  return (ANSWER_RESULTS as readonly string[]).includes(v ?? '') ? (v as AnswerResult) : 'invalido';
}

export function answerListingOf(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && /^[1-9]\d{0,17}$/.test(v) && Number.isSafeInteger(Number(v)) ? Number(v) : null;
}

export function answerLandingPath(locale: Locale, result: string, propertyId?: number | null): string {
  const params = new URLSearchParams({ resultado: answerResultOf(result) });
  if (propertyId && Number.isSafeInteger(propertyId) && propertyId > 0) params.set('anuncio', String(propertyId));
  return `${locale === 'pt-BR' ? '' : `/${locale}`}/resposta-anuncio?${params}`;
}

/**
 * Where a 'Não, já foi negociado' link lands: the GET never closes a listing (mail scanners open links), the
 * page asks to confirm and POSTs the token (in the form body) back to app/api/anuncios/resposta.
 */
export function answerConfirmPath(locale: Locale, token: string, propertyId?: number | null): string {
  const params = new URLSearchParams({ resultado: 'confirmar' });
  if (propertyId && Number.isSafeInteger(propertyId) && propertyId > 0) params.set('anuncio', String(propertyId));
  params.set('token', token);
  return `${locale === 'pt-BR' ? '' : `/${locale}`}/resposta-anuncio?${params}`;
}

import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing, type Locale } from './routing';

/**
 * For layouts and pages under app/[locale]: validates the locale segment (404 otherwise) and registers
 * it for static rendering (next-intl's setRequestLocale). Call it first in every page and layout.
 */
export async function initLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

import { createTranslator } from 'use-intl/core';
import type { EmailContent } from '@/lib/email/layout';
import { formatBRL } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site';
import { UNSUBSCRIBE_TOKEN } from '@/lib/validations/saved-searches';
import en from '@/messages/en';
import es from '@/messages/es';
import ptBR from '@/messages/pt-BR';

/**
 * The saved search alert e-mail (issue #22; outbox template listing_saved_search_alert, enqueued by
 * public.saved_search_alert_job, gated by the person's e-mail notifications): the new matches of one search
 * as cards with a link each, the search's link, and the search's one-click unsubscribe (a link in the body,
 * and the List-Unsubscribe / List-Unsubscribe-Post headers, RFC 8058).
 */
const CATALOGUES = { 'pt-BR': ptBR, en, es } as const;
const MAX_CARDS = 10;
const MAX_BUTTONS = 3;

type Input = { data: Record<string, unknown>; name: string | null; locale: Locale; siteUrl: string };

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function localePath(locale: Locale, path: string) {
  return `${locale === 'pt-BR' ? '' : `/${locale}`}${path}`;
}

/** The page a person lands on from the body's link (a button confirms; works signed out). */
export function unsubscribePageUrl(siteUrl: string, token: string, locale: Locale): string {
  const url = new URL(localePath(locale, '/cancelar-alerta'), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The one-click address of the List-Unsubscribe header (POST, app/api/buscas/cancelar/route.ts). */
export function unsubscribeOneClickUrl(siteUrl: string, token: string): string {
  const url = new URL('/api/buscas/cancelar', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function renderSavedSearchAlert({ data, name, locale, siteUrl }: Input): EmailContent & { headers: Record<string, string> } {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'SavedSearches', timeZone: 'America/Sao_Paulo' });
  const search = str(data.name);
  const count = typeof data.count === 'number' ? data.count : Number.parseInt(str(data.count), 10);
  const secret = data.secret && typeof data.secret === 'object' ? (data.secret as Record<string, unknown>).unsubscribe : undefined;
  if (!search || !Number.isInteger(count) || count < 1) throw new Error('listing_saved_search_alert: name and count are required');
  if (typeof secret !== 'string' || !UNSUBSCRIBE_TOKEN.test(secret)) throw new Error('listing_saved_search_alert: secret.unsubscribe is required');
  const listings = (Array.isArray(data.listings) ? data.listings : [])
    .filter((l): l is Record<string, unknown> => !!l && typeof l === 'object')
    .slice(0, MAX_CARDS);
  const cards = listings.map((l) => {
    const price = typeof l.price === 'number' ? formatBRL(l.price) : '';
    return {
      id: Number(l.id),
      title: str(l.title),
      line: t('email.listing', {
        title: str(l.title),
        price: str(l.transaction) === 'aluguel' ? t('email.rent', { price }) : price,
        place: [str(l.neighborhood), str(l.city)].filter(Boolean).join(', '),
      }),
    };
  });
  const query = str(data.query);
  const searchUrl = new URL(localePath(locale, `/buscar${query ? `?${query}` : ''}`), siteUrl).toString();
  const unsubscribeUrl = unsubscribePageUrl(siteUrl, secret, locale);
  const subject = t('email.subject', { count, name: search });
  return {
    lang: locale,
    subject,
    preheader: t('email.preheader'),
    heading: subject,
    greeting: name ? t('email.greeting', { name }) : t('email.greetingNoName'),
    paragraphs: [t('email.intro', { count, name: search }), ...cards.map((c) => c.line)],
    buttons: [
      ...cards
        .filter((c) => Number.isInteger(c.id) && c.id > 0)
        .slice(0, MAX_BUTTONS)
        .map((c) => ({ label: t('email.view', { title: c.title }), url: new URL(localePath(locale, `/imovel/${c.id}`), siteUrl).toString() })),
      { label: t('email.openSearch'), url: searchUrl, variant: 'secondary' as const },
      { label: t('unsubscribe.submit'), url: unsubscribeUrl, variant: 'secondary' as const },
    ],
    notes: [t('email.unsubscribe', { url: unsubscribeUrl })],
    copyLink: t('email.copyLink'),
    footer: [t('email.footer', { product: siteConfig.name })],
    headers: {
      'List-Unsubscribe': `<${unsubscribeOneClickUrl(siteUrl, secret)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export const SAVED_SEARCH_EMAIL_TEMPLATES = { listing_saved_search_alert: renderSavedSearchAlert };

import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/en';
import es from '@/messages/es';
import ptBR from '@/messages/pt-BR';
import { BILLING_EMAIL_TEMPLATES } from '@/lib/billing/email';
import { SAVED_SEARCH_EMAIL_TEMPLATES } from '@/lib/saved-searches/email';
import { renderBrokerInvitation } from './broker-invitation';
import type { EmailContent } from './layout';
import { siteConfig } from '@/lib/site';

/**
 * The app's e-mails (docs/email.md): a template name of private.email_outbox → its content, from the message
 * catalogues in the recipient's language. To add one: add its keys to your catalogue file and an entry here.
 * Values from `data` are plain text (layout.ts escapes them); links are built here from the site's address.
 */

const CATALOGUES = { 'pt-BR': ptBR, en, es } as const;

/** user_settings.language ('pt-br', 'en', 'es') → the app's locale. */
export function localeOfLanguage(language: string | null | undefined): Locale {
  return language === 'en' ? 'en' : language === 'es' ? 'es' : 'pt-BR';
}

export interface TemplateInput {
  data: Record<string, unknown>;
  /** The recipient's name, when they have an account. */
  name: string | null;
  locale: Locale;
  siteUrl: string;
}

type Renderer = (input: TemplateInput) => EmailContent;

const TIME_ZONE = 'America/Sao_Paulo';

function translator(locale: Locale) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'ListingJobs.email', timeZone: TIME_ZONE });
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : Number.parseInt(str(v), 10));

function secret(data: Record<string, unknown>, key: string): string {
  const s = data.secret;
  const value = s && typeof s === 'object' ? (s as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,17}\.[0-9a-f]{64}$/.test(value)) throw new Error(`template data lacks secret.${key}`);
  return value;
}

function dateOf(value: unknown, locale: Locale): string {
  const d = new Date(str(value));
  if (Number.isNaN(d.getTime())) throw new Error('template data has no valid date');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(d);
}

/** The one-click answer link of a token (app/api/anuncios/resposta/route.ts). */
export function answerUrl(siteUrl: string, token: string, locale: Locale): string {
  const url = new URL('/api/anuncios/resposta', siteUrl);
  url.searchParams.set('token', token);
  if (locale !== 'pt-BR') url.searchParams.set('lang', locale);
  return url.toString();
}

function frame(input: TemplateInput, t: ReturnType<typeof translator>) {
  return {
    lang: input.locale,
    greeting: input.name ? t('greeting', { name: input.name }) : t('greetingNoName'),
    copyLink: t('copyLink'),
    footer: [t('footerReason', { product: siteConfig.name }), t('footerBrand', { product: siteConfig.name })],
  };
}

function managePath(siteUrl: string, locale: Locale) {
  return new URL(`${locale === 'pt-BR' ? '' : `/${locale}`}/imoveis`, siteUrl).toString();
}

const listingExpiryWarning: Renderer = (input) => {
  const t = translator(input.locale);
  const { data, locale, siteUrl } = input;
  const days = int(data.days);
  const id = int(data.property_id);
  if (!Number.isInteger(days) || !Number.isInteger(id)) throw new Error('listing_expiry_warning: days and property_id are required');
  const subject = t('expiryWarning.subject', { days });
  return {
    ...frame(input, t),
    subject,
    preheader: t('expiryWarning.preheader'),
    heading: subject,
    paragraphs: [t('expiryWarning.body', { title: str(data.title), id, date: dateOf(data.expires_at, locale) })],
    buttons: [
      { label: t('expiryWarning.renew'), url: answerUrl(siteUrl, secret(data, 'renew_token'), locale) },
      { label: t('expiryWarning.manage'), url: managePath(siteUrl, locale), variant: 'secondary' },
    ],
    notes: [t('expiryWarning.note')],
  };
};

const listingAvailabilityCheck: Renderer = (input) => {
  const t = translator(input.locale);
  const { data, locale, siteUrl } = input;
  const id = int(data.property_id);
  if (!Number.isInteger(id)) throw new Error('listing_availability_check: property_id is required');
  const subject = t('availabilityCheck.subject');
  return {
    ...frame(input, t),
    subject,
    preheader: t('availabilityCheck.preheader'),
    heading: subject,
    paragraphs: [
      t('availabilityCheck.body', { title: str(data.title), id, product: siteConfig.name }),
      t('availabilityCheck.deadline', { date: dateOf(data.deadline, locale) }),
    ],
    buttons: [
      { label: t('availabilityCheck.yes'), url: answerUrl(siteUrl, secret(data, 'yes_token'), locale) },
      { label: t('availabilityCheck.no'), url: answerUrl(siteUrl, secret(data, 'no_token'), locale), variant: 'secondary' },
    ],
    notes: [
      t('availabilityCheck.noMeans', {
        status: t(str(data.transaction) === 'venda' ? 'availabilityCheck.statusSold' : 'availabilityCheck.statusRented'),
      }),
      t('availabilityCheck.note'),
    ],
  };
};

export const EMAIL_TEMPLATES: Record<string, Renderer> = {
  listing_expiry_warning: listingExpiryWarning,
  listing_availability_check: listingAvailabilityCheck,
  broker_invitation: renderBrokerInvitation,
  ...BILLING_EMAIL_TEMPLATES,
  ...SAVED_SEARCH_EMAIL_TEMPLATES,
};

/** The content of one outbox row; throws for an unknown template or data it cannot use. */
export function renderTemplate(template: string, input: TemplateInput): EmailContent {
  const render = Object.hasOwn(EMAIL_TEMPLATES, template) ? EMAIL_TEMPLATES[template] : undefined;
  if (!render) throw new Error(`unknown e-mail template: ${template}`);
  return render(input);
}

import { createTranslator } from 'use-intl/core';
import type { EmailContent } from '@/lib/email/layout';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site';
import { formatCents } from '@/lib/validations/billing';
import en from '@/messages/en';
import es from '@/messages/es';
import ptBR from '@/messages/pt-BR';

/**
 * The billing e-mails (outbox templates billing_*, category 'billing': enqueued by the SQL of
 * 20261127100000_billing_pix.sql only for those with e-mail notifications on). Text under BillingEmail in
 * messages/<locale>/billing.json; the button opens /financeiro.
 */
const CATALOGUES = { 'pt-BR': ptBR, en, es } as const;
const TIME_ZONE = 'America/Sao_Paulo';

type Input = { data: Record<string, unknown>; name: string | null; locale: Locale; siteUrl: string };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function render(kind: 'paid' | 'charge' | 'overdue' | 'ended', { data, name, locale, siteUrl }: Input): EmailContent {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'BillingEmail', timeZone: TIME_ZONE });
  const description = str(data.description);
  const amount = typeof data.amount_cents === 'number' ? formatCents(data.amount_cents, locale) : '';
  const due = str(data.due_date);
  if (kind !== 'ended' && (!description || !amount)) throw new Error(`billing e-mail ${kind}: description and amount_cents are required`);
  if ((kind === 'charge' || kind === 'overdue') && !/^\d{4}-\d{2}-\d{2}$/.test(due)) throw new Error(`billing e-mail ${kind}: due_date is required`);
  const date = due ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${due}T12:00:00Z`)) : '';
  const subject = t(`${kind}.subject`, { description });
  return {
    lang: locale,
    subject,
    preheader: subject,
    heading: subject,
    greeting: name ? t('greeting', { name }) : t('greetingNoName'),
    paragraphs: [t(`${kind}.body`, { description, amount, date })],
    buttons: [{ label: t('open'), url: new URL(`${locale === 'pt-BR' ? '' : `/${locale}`}/financeiro`, siteUrl).toString() }],
    notes: [],
    copyLink: t('copyLink'),
    footer: [t('footerReason', { product: siteConfig.name }), t('footerBrand', { product: siteConfig.name })],
  };
}

export const BILLING_EMAIL_TEMPLATES: Record<string, (input: Input) => EmailContent> = {
  billing_payment_confirmed: (input) => render('paid', input),
  billing_charge_created: (input) => render('charge', input),
  billing_overdue: (input) => render('overdue', input),
  billing_plan_ended: (input) => render('ended', input),
};

import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/en';
import es from '@/messages/es';
import ptBR from '@/messages/pt-BR';
import { siteConfig } from '@/lib/site';
import type { EmailContent } from './layout';

/**
 * The broker invitation e-mail (outbox template `broker_invitation`, enqueued by invite_broker and
 * resend_broker_invitation: docs/team.md). The link is `{site}/convite/{token}`; the path is the data's
 * `secret.path`, erased from the outbox once sent. Text under Invitation.mail in messages/<locale>/team.json.
 */

const CATALOGUES = { 'pt-BR': ptBR, en, es } as const;
const TIME_ZONE = 'America/Sao_Paulo';
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The invitation link from the outbox data, or an error when the path is not /convite/<64 hex>. */
export function invitationUrl(siteUrl: string, data: Record<string, unknown>): string {
  const s = data.secret;
  const path = s && typeof s === 'object' ? (s as Record<string, unknown>).path : undefined;
  if (typeof path !== 'string' || !/^\/convite\/[0-9a-f]{64}$/.test(path)) throw new Error('broker_invitation: data lacks secret.path');
  return new URL(path, siteUrl).toString();
}

export function renderBrokerInvitation(input: {
  data: Record<string, unknown>;
  name: string | null;
  locale: Locale;
  siteUrl: string;
}): EmailContent {
  const { data, locale, siteUrl } = input;
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Invitation.mail', timeZone: TIME_ZONE });
  const url = invitationUrl(siteUrl, data);
  const inviter = str(data.inviter_name) || siteConfig.name;
  const owner = data.inviter_kind === 'proprietario';
  const expires = new Date(str(data.expires_at));
  if (Number.isNaN(expires.getTime())) throw new Error('broker_invitation: data has no valid expires_at');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(expires);
  const message = str(data.message).trim();
  const subject = owner ? t('subjectOwner', { inviter }) : t('subjectAgency', { inviter });
  return {
    lang: locale,
    subject,
    preheader: t('preheader'),
    heading: subject,
    greeting: str(data.invitee_name) ? t('greeting', { name: str(data.invitee_name) }) : t('greetingNoName'),
    paragraphs: [
      owner ? t('bodyOwner', { inviter, product: siteConfig.name }) : t('bodyAgency', { inviter, product: siteConfig.name }),
      ...(message ? [t('message', { inviter, message })] : []),
    ],
    buttons: [{ label: t('button'), url }],
    notes: [t('validity', { date })],
    copyLink: t('copyLink'),
    footer: [t('footerReason', { product: siteConfig.name }), t('footerBrand', { product: siteConfig.name })],
  };
}

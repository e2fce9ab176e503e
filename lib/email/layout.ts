import { env } from '@/lib/env';
import { siteConfig } from '@/lib/site';
import en from '@/messages/en/settings.json';
import es from '@/messages/es/settings.json';
import ptBR from '@/messages/pt-BR/settings.json';

/**
 * The HTML and plain text of an app e-mail, in the look of Supabase Auth's templates (supabase/templates/*.html):
 * the Lar wordmark, one white card, teal buttons, inline styles only, no images, 360 px wide and up.
 * Every string is escaped here; callers pass plain text.
 */

export interface EmailButton {
  label: string;
  url: string;
  /** 'primary' (filled teal) or 'secondary' (outlined). */
  variant?: 'primary' | 'secondary';
}

export interface EmailContent {
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  buttons: EmailButton[];
  /** Small print under the buttons (validity, what a button does). */
  notes: string[];
  /** The "copy this address" line for the first button. */
  copyLink: string;
  footer: string[];
  /** The page's language (lang attribute). */
  lang: string;
  /** Extra mail headers (List-Unsubscribe of the saved search alerts, issue #22). */
  headers?: Record<string, string>;
}

/**
 * The footer link of every e-mail to /configuracoes (issue #24), in the e-mail's language: where the reader
 * turns notification and marketing e-mails off.
 */
export function settingsLink(lang: string, siteUrl = env.siteUrl): { label: string; url: string } {
  const locale = lang === 'en' ? 'en' : lang === 'es' ? 'es' : 'pt-BR';
  const label = { 'pt-BR': ptBR, en, es }[locale].AccountSettings.emailFooter;
  return { label, url: new URL(`${locale === 'pt-BR' ? '' : `/${locale}`}/configuracoes`, siteUrl).toString() };
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const SANS = "Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const HEADING = "Manrope,Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEAL = '#006552';
const INK = '#1d1713';
const MUTED = '#665f5a';

function button(b: EmailButton): string {
  const primary = (b.variant ?? 'primary') === 'primary';
  const cell = primary ? `background-color:${TEAL};` : `background-color:#ffffff;border:2px solid ${TEAL};`;
  const link = primary
    ? `background-color:${TEAL};color:#ffffff;`
    : `background-color:#ffffff;color:${TEAL};`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 12px 0;">
<tr>
<td align="center" style="border-radius:8px;${cell}">
<a href="${escapeHtml(b.url)}" style="display:block;padding:14px 24px;border-radius:8px;${link}font-family:${SANS};font-size:16px;line-height:24px;font-weight:600;text-align:center;text-decoration:none;">${escapeHtml(b.label)}</a>
</td>
</tr>
</table>`;
}

export function renderEmailHtml(c: EmailContent): string {
  const p = (text: string, style = '') => `<p style="margin:0 0 16px 0;${style}">${escapeHtml(text)}</p>`;
  const small = `font-size:14px;line-height:22px;color:${MUTED};`;
  const first = c.buttons[0];
  const manage = settingsLink(c.lang);
  return `<!doctype html>
<html lang="${escapeHtml(c.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(c.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f6f4f0;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;">${escapeHtml(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f6f4f0;">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr>
<td style="padding:0 4px 16px 4px;font-family:${HEADING};font-size:26px;line-height:32px;font-weight:800;color:${TEAL};">${escapeHtml(siteConfig.name)}</td>
</tr>
<tr>
<td style="background-color:#ffffff;border:1px solid #e4e1dc;border-radius:12px;padding:32px 24px;font-family:${SANS};font-size:16px;line-height:24px;color:${INK};">
<h1 style="margin:0 0 16px 0;font-family:${HEADING};font-size:24px;line-height:32px;font-weight:700;color:${INK};">${escapeHtml(c.heading)}</h1>
${p(c.greeting)}
${c.paragraphs.map((t) => p(t)).join('\n')}
${c.buttons.map(button).join('\n')}
${c.notes.map((t) => p(t, small)).join('\n')}
${first ? `<p style="margin:0 0 16px 0;${small}">${escapeHtml(c.copyLink)}<br><a href="${escapeHtml(first.url)}" style="color:${TEAL};word-break:break-all;">${escapeHtml(first.url)}</a></p>` : ''}
</td>
</tr>
<tr>
<td style="padding:16px 4px 0 4px;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">
${c.footer.map(escapeHtml).join('<br>\n')}<br>
<a href="${escapeHtml(manage.url)}" style="color:${TEAL};">${escapeHtml(manage.label)}</a>
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

/** The plain-text part: the same content, each button as its label and address. */
export function renderEmailText(c: EmailContent): string {
  return [
    c.heading,
    '',
    c.greeting,
    '',
    ...c.paragraphs.flatMap((t) => [t, '']),
    ...c.buttons.flatMap((b) => [`${b.label}: ${b.url}`, '']),
    ...c.notes.flatMap((t) => [t, '']),
    ...c.footer,
    `${settingsLink(c.lang).label}: ${settingsLink(c.lang).url}`,
  ].join('\n');
}

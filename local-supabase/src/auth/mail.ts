import type { Config } from '../config.ts';
import { renderGoTemplate } from './go-template.ts';
import { loadTemplate, type TemplateKind } from './templates.ts';
import type { Mail } from './users.ts';

/**
 * The e-mails of the auth service, rendered like Supabase Auth's template mailer: the template of each kind
 * (supabase/config.toml → supabase/templates/*.html, or the built-in default) is executed as a Go
 * html/template with the variables GoTrue passes for that kind. What the mailbox shows is what a hosted
 * project with the same templates sends.
 */

export type MailKind = Exclude<TemplateKind, 'reauthentication'>;
/** The `type` of the GoTrue verify link for each mail. */
export type VerifyType = 'signup' | 'recovery' | 'email_change' | 'invite' | 'magiclink';

const VERIFY_TYPE: Record<MailKind, VerifyType> = {
  confirmation: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
  invite: 'invite',
  magic_link: 'magiclink',
};

/** GoTrue `encodeRedirectURL`: escaped only if it contains `&`, `=` or `#`. */
function encodeRedirect(url: string) {
  return /[&=#]/.test(url) ? encodeURIComponent(url) : url;
}

export interface MailParams {
  kind: MailKind;
  /** Recipient. */
  to: string;
  /** The account's current e-mail (`.Email`). */
  email: string;
  /** The stored token hash, `pkce_`-prefixed for PKCE flows (`.TokenHash`). */
  tokenHash: string;
  /** The code (`.Token`). */
  otp: string;
  /** The redirect the request asked for, after the allow list (`.RedirectTo`). */
  redirectTo: string;
  /** user_metadata (`.Data`). */
  data?: Record<string, unknown> | null;
  /** E-mail change: the new address (`.NewEmail`). */
  newEmail?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The `href`s of the `<a>` elements of `html`, in order, decoded, without repeats. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const href = decodeEntities(m[1] ?? m[2] ?? '');
    if (!links.includes(href)) links.push(href);
  }
  return links;
}

/**
 * What a text-only reader makes of the HTML: block ends as line breaks, a link as its text and, when
 * different, its address. (Supabase's own mailer sends only the HTML part; this is the mailbox's preview.)
 */
export function textOf(html: string): string {
  const text = html
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<div style="display:none[^"]*">[\s\S]*?<\/div>/gi, '')
    .replace(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi, (_, dq, sq, inner: string) => {
      const href = decodeEntities(dq ?? sq ?? '');
      const label = decodeEntities(inner.replace(/<[^>]+>/g, '')).trim();
      return label && label !== href ? `${label}: ${href}` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|tr|li|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function buildMail(config: Config, p: MailParams): Mail {
  const confirmationUrl =
    `${config.apiUrl}/auth/v1/verify?token=${encodeURIComponent(p.tokenHash)}&type=${VERIFY_TYPE[p.kind]}` +
    `&redirect_to=${encodeRedirect(p.redirectTo)}`;
  const data: Record<string, unknown> = {
    SiteURL: config.siteUrl,
    ConfirmationURL: confirmationUrl,
    Email: p.email,
    Token: p.otp,
    TokenHash: p.tokenHash,
    Data: p.data ?? {},
    RedirectTo: p.redirectTo,
  };
  if (p.kind === 'email_change') Object.assign(data, { NewEmail: p.newEmail ?? '', SendingTo: p.to });
  const template = loadTemplate(config.supabaseConfigFile, p.kind);
  const subject = renderGoTemplate(template.subject, data);
  const html = renderGoTemplate(template.body, data);
  // links[0] is always the GoTrue verify link ({{ .ConfirmationURL }}, what Supabase's default templates
  // hold), for tests of GET /verify; then the links of the e-mail itself, in order.
  const links = [confirmationUrl, ...linksOf(html).filter((l) => l !== confirmationUrl)];
  return { to: p.to, subject, html, text: textOf(html), links };
}

import { z } from 'zod';
import { defaultLocale, locales } from '@/lib/i18n/config';
import { emailField, safeNextPath } from '@/lib/validations/auth';

/**
 * The e-mail links of Supabase Auth (sign-up confirmation, password recovery, invitation, magic link, e-mail
 * change) as the app reads them, shared by app/auth/confirm (the token-hash button of supabase/templates),
 * app/auth/callback (a `?code=` link, e.g. Supabase's default template) and the pages that explain what
 * happened (/email-confirmado, /link-expirado). Pure: no request, no Supabase client.
 */

export const EMAIL_LINK_KINDS = ['signup', 'recovery', 'invite', 'magiclink', 'email_change'] as const;
export type EmailLinkKind = (typeof EMAIL_LINK_KINDS)[number];

export const isEmailLinkKind = (v: unknown): v is EmailLinkKind =>
  typeof v === 'string' && (EMAIL_LINK_KINDS as readonly string[]).includes(v);

/** The fixed `tipo=` keys of /link-expirado: the page picks its catalogue text by them, never from the URL. */
export const EXPIRED_KEYS = { signup: 'cadastro', recovery: 'senha', invite: 'convite', magiclink: 'acesso', email_change: 'email' } as const;
export type ExpiredKey = (typeof EXPIRED_KEYS)[EmailLinkKind];
export const expiredKeyOf = (v: unknown): ExpiredKey =>
  (Object.values(EXPIRED_KEYS) as string[]).includes(v as string) ? (v as ExpiredKey) : 'cadastro';

/** The fixed `tipo=` keys of /email-confirmado. */
export const CONFIRMED_KEYS = ['cadastro', 'email', 'email-parcial'] as const;
export type ConfirmedKey = (typeof CONFIRMED_KEYS)[number];
export const confirmedKeyOf = (v: unknown): ConfirmedKey =>
  (CONFIRMED_KEYS as readonly string[]).includes(v as string) ? (v as ConfirmedKey) : 'cadastro';

export const LINK_EXPIRED_PATH = '/link-expirado';
export const EMAIL_CONFIRMED_PATH = '/email-confirmado';

/** Where a link goes when it names no page of its own (Supabase fell back to the Site URL). */
export function defaultNextOf(kind: EmailLinkKind): string {
  switch (kind) {
    case 'recovery':
    case 'invite':
      // An invited person has no password yet: the link's session may set one (isRecentEmailLinkSession).
      return '/recuperar-senha/redefinir-senha';
    case 'email_change':
      return `${EMAIL_CONFIRMED_PATH}?tipo=email`;
    default:
      return '/completar-cadastro';
  }
}

/** `/en` or `/es` when `path` is under that locale, '' for the default locale. */
export function localePrefixOf(path: string | null | undefined): string {
  if (!path) return '';
  const locale = locales.find((l) => l !== defaultLocale && (path === `/${l}` || path.startsWith(`/${l}/`) || path.startsWith(`/${l}?`)));
  return locale ? `/${locale}` : '';
}

/**
 * The page an e-mail link leads to, from its `next`: a path of this site, or what `{{ .RedirectTo }}` put
 * there — an absolute URL, honoured only on one of `origins` (this site). The app's own redirect is
 * `/auth/callback?next=<page>&link=<kind>` (so a `?code=` link works too): after a token-hash link that
 * step is not needed, and its own `next` is the page. The bare site address (Supabase's fallback when the
 * redirect was not allowed) and anything off-site or malformed give null: the caller uses defaultNextOf.
 */
export function emailLinkNext(raw: string | null | undefined, origins: readonly string[], unwrap = true): string | null {
  if (!raw || typeof raw !== 'string' || raw.length > 4096) return null;
  let path: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (!origins.includes(url.origin)) return null;
    path = `${url.pathname}${url.search}`;
  } else {
    path = raw;
  }
  const safe = safeNextPath(path, '');
  if (!safe) return null;
  const url = new URL(safe, 'http://same.site');
  if (url.pathname === '/auth/callback') return unwrap ? emailLinkNext(url.searchParams.get('next'), [], false) : null;
  if (url.pathname.startsWith('/auth/')) return null;
  if (safe === '/' && !url.search) return null;
  return safe;
}

/** The redirect the app asks Supabase to put in an e-mail: its callback, with the page and the link's kind. */
export function emailRedirectUrl(siteUrl: string, kind: EmailLinkKind, page: string): string {
  const query = new URLSearchParams({ next: safeNextPath(page, defaultNextOf(kind)), link: kind });
  return `${siteUrl.replace(/\/+$/, '')}/auth/callback?${query}`;
}

export const expiredPage = (kind: EmailLinkKind, prefix = '') => `${prefix}${LINK_EXPIRED_PATH}?tipo=${EXPIRED_KEYS[kind]}`;
export const confirmedPage = (key: ConfirmedKey, prefix = '') => `${prefix}${EMAIL_CONFIRMED_PATH}?tipo=${key}`;

// The forms of /link-expirado and of the code typed from an e-mail -------------------------------------------

/** 'Reenviar e-mail': a new confirmation or recovery e-mail. */
export const resendSchema = z.object({ email: emailField, kind: z.enum(['signup', 'recovery']) });
export type ResendInput = z.input<typeof resendSchema>;

/** The 6-digit code of a confirmation or recovery e-mail, typed instead of opening the button. */
export const emailCodeSchema = z.object({
  email: emailField,
  kind: z.enum(['signup', 'recovery']),
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'codeFormat' })),
});
export type EmailCodeInput = z.input<typeof emailCodeSchema>;

/** Wrong codes allowed per account (e-mail) in a window, before the app stops asking Supabase. */
export const EMAIL_CODE_LIMITS = { accountFailures: 5, windowMs: 15 * 60_000 } as const;

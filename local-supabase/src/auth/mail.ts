import type { Config } from '../config.ts';
import type { Mail } from './users.ts';
import { escapeHtml } from './util.ts';

export type MailKind = 'confirmation' | 'recovery' | 'email_change' | 'invite' | 'magic_link';
/** The `type` of the GoTrue verify link for each mail. */
export type VerifyType = 'signup' | 'recovery' | 'email_change' | 'invite' | 'magiclink';

export const DEFAULT_SUBJECTS: Record<MailKind, string> = {
  confirmation: 'Confirme seu cadastro no Lar',
  recovery: 'Redefina sua senha do Lar',
  email_change: 'Confirme a alteração de e-mail no Lar',
  invite: 'Você foi convidado para o Lar',
  magic_link: 'Seu link de acesso ao Lar',
};

const VERIFY_TYPE: Record<MailKind, VerifyType> = {
  confirmation: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
  invite: 'invite',
  magic_link: 'magiclink',
};

/** The `type` the app passes to `verifyOtp({ type, token_hash })` in the SSR template (Supabase docs). */
const OTP_TYPE: Record<MailKind, string> = {
  confirmation: 'email',
  recovery: 'recovery',
  email_change: 'email_change',
  invite: 'invite',
  magic_link: 'email',
};

const COPY: Record<MailKind, { title: string; intro: string; button: string; outro: string }> = {
  confirmation: {
    title: 'Confirme seu cadastro',
    intro: 'Obrigado por se cadastrar no Lar! Para ativar sua conta, confirme seu endereço de e-mail.',
    button: 'Confirmar e-mail',
    outro: 'Se você não criou uma conta no Lar, ignore este e-mail.',
  },
  recovery: {
    title: 'Redefinição de senha',
    intro: 'Recebemos um pedido para redefinir a senha da sua conta no Lar.',
    button: 'Redefinir senha',
    outro: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  },
  email_change: {
    title: 'Confirme a alteração de e-mail',
    intro: 'Recebemos um pedido para alterar o e-mail da sua conta no Lar.',
    button: 'Confirmar alteração',
    outro: 'Se você não pediu esta alteração, ignore este e-mail.',
  },
  invite: {
    title: 'Você foi convidado',
    intro: 'Você recebeu um convite para criar uma conta no Lar.',
    button: 'Aceitar convite',
    outro: 'Se você não esperava este convite, ignore este e-mail.',
  },
  magic_link: {
    title: 'Seu link de acesso',
    intro: 'Use o botão abaixo para entrar no Lar sem senha.',
    button: 'Entrar no Lar',
    outro: 'Se você não pediu este link, ignore este e-mail.',
  },
};

/** GoTrue `encodeRedirectURL`: escaped only if it contains `&`, `=` or `#`. */
function encodeRedirect(url: string) {
  return /[&=#]/.test(url) ? encodeURIComponent(url) : url;
}

/** `next` of the token-hash link: the redirect's path when it is on the site, else the whole URL. */
function nextOf(config: Config, redirectTo: string) {
  try {
    const site = new URL(config.siteUrl);
    const target = new URL(redirectTo);
    if (target.origin === site.origin) return `${target.pathname}${target.search}${target.hash}` || '/';
  } catch {
    /* fall through */
  }
  return redirectTo;
}

export interface MailParams {
  kind: MailKind;
  /** Recipient. */
  to: string;
  /** The stored token hash, `pkce_`-prefixed for PKCE flows. */
  tokenHash: string;
  otp: string;
  redirectTo: string;
  /** user_metadata, for the greeting. */
  data?: Record<string, unknown> | null;
  /** E-mail change: the new address (shown in the text). */
  newEmail?: string;
}

export function buildMail(config: Config, p: MailParams): Mail {
  const verifyType = VERIFY_TYPE[p.kind];
  const confirmationUrl =
    `${config.apiUrl}/auth/v1/verify?token=${encodeURIComponent(p.tokenHash)}&type=${verifyType}` +
    `&redirect_to=${encodeRedirect(p.redirectTo)}`;
  const tokenHashUrl =
    `${config.siteUrl.replace(/\/$/, '')}/auth/confirm?token_hash=${encodeURIComponent(p.tokenHash)}` +
    `&type=${OTP_TYPE[p.kind]}&next=${encodeURIComponent(nextOf(config, p.redirectTo))}`;
  const copy = COPY[p.kind];
  const subject = config.mailerSubjects?.[p.kind] ?? DEFAULT_SUBJECTS[p.kind];
  const name = typeof p.data?.full_name === 'string' ? p.data.full_name : typeof p.data?.name === 'string' ? p.data.name : '';
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const changeLine =
    p.kind === 'email_change' && p.newEmail ? `Novo e-mail: ${p.newEmail}` : '';
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:0 auto;color:#1f2937">
<h2 style="color:#0f766e">${escapeHtml(copy.title)}</h2>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(copy.intro)}</p>
${changeLine ? `<p>${escapeHtml(changeLine)}</p>` : ''}
<p><a href="${escapeHtml(confirmationUrl)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(copy.button)}</a></p>
<p>Ou informe o código: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(p.otp)}</strong></p>
<p style="font-size:12px;color:#6b7280">Link alternativo (fluxo token_hash do app, <code>verifyOtp</code>):
<a href="${escapeHtml(tokenHashUrl)}">${escapeHtml(tokenHashUrl)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(copy.outro)}</p>
</div>`;
  const text = [
    copy.title,
    '',
    greeting,
    copy.intro,
    ...(changeLine ? [changeLine] : []),
    '',
    `${copy.button}: ${confirmationUrl}`,
    `Código: ${p.otp}`,
    `Link alternativo (token_hash): ${tokenHashUrl}`,
    '',
    copy.outro,
  ].join('\n');
  return { to: p.to, subject, html, text, links: [confirmationUrl, tokenHashUrl] };
}

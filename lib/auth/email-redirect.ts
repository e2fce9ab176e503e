import 'server-only';
import { getLocale } from 'next-intl/server';
import { emailRedirectUrl, type EmailLinkKind } from '@/lib/auth/email-links';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * The redirect every server action asks Supabase to put in an e-mail (sign-up, recovery, 'Reenviar
 * e-mail', the agency and broker landings): `<site>/auth/callback?next=<page in the current locale>&link=<kind>`
 * (emailRedirectUrl). The button of our templates reads the page from `{{ .RedirectTo }}` (app/auth/confirm
 * goes straight to it); a `?code=` link (Supabase's default template) lands on the callback, which
 * exchanges the code. An action never hands Supabase a bare page URL, whose `?code=` nothing would exchange.
 */
export async function emailRedirect(kind: EmailLinkKind, href: string): Promise<string> {
  return emailRedirectUrl(env.siteUrl, kind, getPathname({ href, locale: await getLocale() }));
}

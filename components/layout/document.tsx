import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { CardIconSprite } from '@/components/property/card-icon-sprite';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { inter, manrope } from '@/lib/fonts';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';
import { THEME_COOKIE, themeClass } from '@/lib/validations/settings';
import { BASE_CLIENT_NAMESPACES, pickClientMessages } from './client-namespaces';
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script';
import { HydratedMark } from './hydrated-mark';
import { PREFERENCES_SCRIPT } from './preferences-script';

/**
 * The HTML document every page renders into: <html lang>, fonts, the i18n provider for client
 * components (with only the base namespaces every page's client code reads: ./client-namespaces.ts;
 * routes that need more add them with <ClientMessages>), a skip link to #conteudo, the listing cards' icon
 * symbols, the toast host and the mark of a hydrated page (./hydrated-mark.tsx).
 * Used by app/[locale]/layout.tsx and by the global 404 page (app/global-not-found.tsx), which lives outside
 * the locale layout.
 */
export async function Document({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const [t, messages, jar, requestHeaders] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getMessages({ locale }),
    cookies(),
    headers(),
  ]);
  // The theme from /configuracoes (issue #24), mirrored in a cookie: on <html> from the first byte. A cached
  // public page (issue #21) is rendered without cookies: PREFERENCES_SCRIPT puts it there before the first paint.
  const theme = themeClass(jar.get(THEME_COOKIE)?.value);
  // The request's nonce (proxy.ts); none on a cached copy, whose policy allows its inline scripts.
  const nonce = /'nonce-([^']+)'/.exec(requestHeaders.get('content-security-policy') ?? '')?.[1];
  return (
    <html lang={locale} className={cn(inter.variable, manrope.variable, theme)} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERENCES_SCRIPT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        <NextIntlClientProvider messages={pickClientMessages(messages, BASE_CLIENT_NAMESPACES)}>
          <a
            href="#conteudo"
            className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('skipToContent')}
          </a>
          <CardIconSprite />
          {children}
          <LazyToaster position="top-center" />
          <HydratedMark />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

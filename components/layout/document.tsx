import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Toaster } from '@/components/ui/sonner';
import { inter, manrope } from '@/lib/fonts';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';

/**
 * The HTML document every page renders into: <html lang>, fonts, the i18n provider for client
 * components, a skip link to #conteudo and the toast host. Used by app/[locale]/layout.tsx and by the
 * global 404 page (app/not-found.tsx), which lives outside the locale layout.
 */
export async function Document({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <html lang={locale} className={cn(inter.variable, manrope.variable)} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider>
          <a
            href="#conteudo"
            className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('skipToContent')}
          </a>
          {children}
          <Toaster position="top-center" />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

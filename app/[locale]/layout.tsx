import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Toaster } from '@/components/ui/sonner';
import { env } from '@/lib/env';
import { inter, manrope } from '@/lib/fonts';
import { routing } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { siteConfig } from '@/lib/site';
import { cn } from '@/lib/utils';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const product = siteConfig.name;
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: t('title', { product }), template: t('titleTemplate', { product }) },
    description: t('description', { product }),
    applicationName: product,
    openGraph: { siteName: product, locale: locale.replace('-', '_'), type: 'website' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fcfbf8' },
    { media: '(prefers-color-scheme: dark)', color: '#1a1917' },
  ],
};

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await initLocale(params);
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
          <Toaster position="top-center" richColors={false} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

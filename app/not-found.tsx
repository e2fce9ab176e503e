import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { routing } from '@/lib/i18n/routing';
import { inter, manrope } from '@/lib/fonts';
import { cn } from '@/lib/utils';

// Requests the proxy does not route (e.g. an unknown file or API path) end here, in Portuguese.
export default async function GlobalNotFound() {
  const locale = routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={locale} className={cn(inter.variable, manrope.variable)}>
      <body className="flex min-h-dvh flex-col">
        <main className="flex flex-1">
          <NotFoundContent title={t('title')} description={t('description')} backHome={t('backHome')} homeHref="/" />
        </main>
      </body>
    </html>
  );
}

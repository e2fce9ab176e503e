import { SparklesIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/site';

/** The dashboard's promotional banner (spec §2): the plans that highlight listings. */
export async function PromoBanner() {
  const t = await getTranslations('AgencyDashboard.banner');
  return (
    <aside aria-labelledby="promo-title" className="flex flex-col gap-3 rounded-xl bg-primary p-4 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:p-6" data-testid="promo-banner">
      <div className="flex gap-3">
        <SparklesIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 id="promo-title" className="font-heading text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm opacity-90">{t('text', { product: siteConfig.name })}</p>
        </div>
      </div>
      <Button asChild variant="secondary" className="w-full sm:w-fit">
        <Link href="/sou-imobiliaria">{t('cta')}</Link>
      </Button>
    </aside>
  );
}

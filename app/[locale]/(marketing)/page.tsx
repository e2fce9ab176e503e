import { SearchIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  await initLocale(params);
  const t = await getTranslations('HomePage');

  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-secondary to-background">
      <div className="page-container flex flex-col items-start gap-6 py-20 md:py-28">
        <h1 className="max-w-2xl text-4xl font-extrabold text-balance sm:text-5xl">{t('title')}</h1>
        <p className="max-w-xl text-lg text-muted-foreground">{t('subtitle')}</p>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link href="/buscar">
            <SearchIcon aria-hidden />
            {t('cta')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

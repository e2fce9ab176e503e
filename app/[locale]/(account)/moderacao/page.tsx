import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ModerationQueue } from '@/components/moderation/moderation-queue';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getModerationQueue } from '@/lib/data/moderation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Moderation' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// /moderacao (issue #34): staff only. Anyone else signed in gets the 404 page (the SQL functions refuse them;
// the page does not tell that it exists).
export default async function ModerationPage({ params }: { params: Promise<{ locale: string }> }) {
  await initLocale(params);
  await requirePrivateRoute('/moderacao');
  const data = await getModerationQueue();
  if (!data) notFound();
  const t = await getTranslations('Moderation');
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <ModerationQueue queue={data.queue} log={data.log} />
    </div>
  );
}

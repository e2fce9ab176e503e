import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyVisitsList } from '@/components/visits/my-visits-list';
import { DeepLinkHighlight } from '@/components/notifications/deep-link-highlight';
import { PendingVisits, PendingVisitsSkeleton } from '@/components/visits/pending-visits';
import { requireUser } from '@/lib/data/auth';
import { getMyVisits, getPendingVisits } from '@/lib/data/visits';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'MyVisitsPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Bookings made with the user's e-mail, waiting for them to accept or decline (streamed in). */
async function PendingSection() {
  return <PendingVisits visits={await getPendingVisits()} />;
}

// My Visits: signed out → / (spec §2, §6).
export default async function MyVisitsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await initLocale(params);
  const { id } = await searchParams;
  await requireUser({ redirectTo: '/' });
  const [t, visits] = await Promise.all([getTranslations('MyVisitsPage'), getMyVisits()]);
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <Suspense fallback={<PendingVisitsSkeleton />}>
        <PendingSection />
      </Suspense>
      <MyVisitsList visits={visits} />
      <DeepLinkHighlight attribute="data-visit-id" id={typeof id === 'string' ? id : null} />
    </div>
  );
}

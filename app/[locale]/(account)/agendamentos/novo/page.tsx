import type { Metadata } from 'next';
import { ArrowLeftIcon, HousePlusIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { ScheduleVisitForm } from '@/components/visits/schedule-visit-form';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getContactDetail } from '@/lib/data/contacts';
import { getVisitListingOptions } from '@/lib/data/visits';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'NewVisitPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// New appointment: the listing side books a visit for a client on one of its active listings.
// From a client's record: ?cliente=<contact id>&imovel=<listing id> prefill the person and the listing (read
// here through contact_history, so only the caller's own contact; anything else is ignored).
export default async function NewVisitPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await initLocale(params);
  await requirePrivateRoute('/agendamentos/novo');
  const query = await searchParams;
  const cliente = typeof query.cliente === 'string' ? query.cliente : '';
  const imovel = typeof query.imovel === 'string' ? query.imovel : '';
  const [t, listings, contact] = await Promise.all([
    getTranslations('NewVisitPage'),
    getVisitListingOptions(),
    cliente ? getContactDetail(cliente) : Promise.resolve(null),
  ]);
  const prefill = {
    ...(listings.some((l) => String(l.id) === imovel) ? { propertyId: imovel } : {}),
    ...(contact
      ? { clientName: contact.contact.name, clientPhone: contact.contact.phone ?? '', clientEmail: contact.contact.email ?? '' }
      : {}),
  };
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <Link href="/agendamentos" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t('back')}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      {listings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <HousePlusIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-heading text-lg font-semibold">{t('noListings')}</p>
          <Button asChild>
            <Link href="/anunciar-imovel">{t('publish')}</Link>
          </Button>
        </div>
      ) : (
        <ScheduleVisitForm listings={listings} prefill={prefill} />
      )}
    </div>
  );
}

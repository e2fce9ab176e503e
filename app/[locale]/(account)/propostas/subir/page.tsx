import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeHeading } from '@/components/dashboard/home-parts';
import { ProposalUploadForm, type ProposalUploadCopy } from '@/components/dashboard/proposal-upload-form';
import { Button } from '@/components/ui/button';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getContactDetail } from '@/lib/data/contacts';
import { getHandledListingOptions } from '@/lib/data/dashboard';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { PAYMENT_METHODS, PROPOSAL_UPLOAD_ERRORS, RENT_TERM_ERRORS } from '@/lib/validations/proposal-upload';
import { DEPOSIT_MONTHS, GUARANTEES, RENT_TERMS } from '@/lib/validations/proposals';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'ProposalUpload' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /propostas/subir: an agency or a broker registers a client's proposal on one of the listings they handle.
 * Signed out → /login; any other role → its own home.
 */
// From a client's record: ?cliente=<contact id>&imovel=<listing id> prefill the person and the listing (only
// the caller's own contact and listings; anything else is ignored).
export default async function ProposalUploadPage({ params, searchParams }: Props) {
  await initLocale(params);
  await requirePrivateRoute('/propostas/subir');
  const query = await searchParams;
  const cliente = typeof query.cliente === 'string' ? query.cliente : '';
  const imovel = typeof query.imovel === 'string' ? query.imovel : '';
  const [t, to, listings, contact] = await Promise.all([
    getTranslations('ProposalUpload'),
    getTranslations('Offer'),
    getHandledListingOptions(),
    cliente ? getContactDetail(cliente) : Promise.resolve(null),
  ]);
  const prefill = {
    ...(listings.some((l) => String(l.id) === imovel) ? { propertyId: imovel } : {}),
    ...(contact
      ? { clientName: contact.contact.name, clientEmail: contact.contact.email ?? '', clientPhone: contact.contact.phone ?? '' }
      : {}),
  };
  const copy: ProposalUploadCopy = {
    clientSection: t('clientSection'),
    proposalSection: t('proposalSection'),
    clientName: t('clientName'),
    clientEmail: t('clientEmail'),
    clientPhone: t('clientPhone'),
    property: t('property'),
    propertyPlaceholder: t('propertyPlaceholder'),
    amount: t('amount'),
    amountPlaceholder: t('amountPlaceholder'),
    paymentMethod: t('paymentMethod'),
    paymentPlaceholder: t('paymentPlaceholder'),
    methods: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, t(`methods.${m}`)])) as ProposalUploadCopy['methods'],
    message: t('message'),
    messagePlaceholder: t('messagePlaceholder'),
    submit: t('submit'),
    submitting: t('submitting'),
    success: { title: t('success.title'), description: t('success.description') },
    errorTitle: t('errors.title'),
    errors: Object.fromEntries(
      [...PROPOSAL_UPLOAD_ERRORS, 'invalid', 'forbidden', 'not_listing_side', 'unexpected'].map((k) => [
        k,
        t(`errors.${k as (typeof PROPOSAL_UPLOAD_ERRORS)[number]}`),
      ]),
    ) as ProposalUploadCopy['errors'],
    // A rental's terms (issue #38), in the client's offer form's words.
    rent: {
      amount: to('amountRent'),
      moveInDate: to('moveInDate'),
      moveInHint: to('moveInHint'),
      term: to('term'),
      termOptions: Object.fromEntries(RENT_TERMS.map((n) => [String(n), to('termOption', { count: n })])),
      guarantee: to('guarantee'),
      choose: to('choose'),
      guarantees: Object.fromEntries(GUARANTEES.map((g) => [g, to(`guarantees.${g}`)])) as ProposalUploadCopy['rent']['guarantees'],
      depositMonths: to('depositMonths'),
      depositOptions: Object.fromEntries(DEPOSIT_MONTHS.map((n) => [String(n), to('depositOption', { count: n })])),
      residents: to('residents'),
      pets: to('pets'),
      petsOptions: { none: to('petsOptions.none'), sim: to('petsOptions.sim'), nao: to('petsOptions.nao') },
      errors: Object.fromEntries(
        ([...RENT_TERM_ERRORS, 'proposal_amount_too_low', 'payment_method_required'] as const).map((k) => [k, to(`errors.${k}`)]),
      ),
    },
  };

  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <HomeHeading id="proposal-upload-title" title={t('title')} intro={t('description')} />
      <div className="rounded-xl border bg-card p-4 sm:p-6">
        {listings.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
            <p>{t('noListings')}</p>
            <Button asChild size="sm">
              <Link href="/anunciar-imovel">{t('noListingsAction')}</Link>
            </Button>
          </div>
        ) : (
          <ProposalUploadForm
            copy={copy}
            prefill={prefill}
            listings={listings.map((l) => ({ id: l.id, label: t('propertyOption', { id: l.id, title: l.title }), transaction: l.transaction }))}
          />
        )}
      </div>
    </div>
  );
}

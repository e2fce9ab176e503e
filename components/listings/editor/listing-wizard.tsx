import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { ListingForEdit } from '@/lib/data/listings';
import type { MapCenter } from '@/lib/listings/area-center';
import { ReviewStep } from './review-step';
import { StepAddress } from './step-address';
import { StepDetails } from './step-details';
import { StepKind } from './step-kind';
import { StepPhotos } from './step-photos';
import { StepValues } from './step-values';
import { WizardProgress } from './wizard-progress';
import type { WizardStep } from './wizard-types';

/**
 * The listing wizard (issue #18): one page, six steps, the step in the URL (?passo=). /imoveis/novo shows
 * step 1 and creates the draft when it is saved; /imoveis/{id}/editar shows any step of the caller's listing
 * as saved on the server, so a reload, another device or a new sign-in continues where the user stopped.
 * A live listing is edited the same way, and each save shows at once on its page and in search. The steps
 * keep their own state across the refreshes a save (or a draft's autosave) brings: no key on the saved data.
 */
export async function ListingWizard({
  listing,
  step,
  center,
  locale,
}: {
  listing: ListingForEdit | null;
  step: WizardStep;
  center: MapCenter;
  locale: string;
}) {
  const t = await getTranslations('ListingEditor');
  const live = listing != null && listing.status !== 'rascunho';
  const current: WizardStep = listing ? step : 1;
  const id = listing?.id ?? null;

  return (
    <div className="page-container flex max-w-4xl flex-col gap-6 py-6 sm:py-10" data-testid="listing-wizard" data-listing-id={id ?? ''} data-step={current}>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-heading text-2xl font-bold sm:text-3xl">{listing ? t('titleEdit', { id: listing.id }) : t('titleNew')}</h1>
          {listing?.status === 'rascunho' && <Badge variant="secondary">{t('draftBadge')}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{live ? t('liveNotice') : t('intro')}</p>
      </header>
      <WizardProgress step={current} listingId={id} />
      <div className="rounded-xl border bg-card p-4 sm:p-6">
        {current === 1 || !listing ? (
          <StepKind listingId={id} values={listing?.values ?? null} live={live} />
        ) : current === 2 ? (
          <StepAddress listingId={listing.id} values={listing.values} live={live} center={center} />
        ) : current === 3 ? (
          <StepDetails listingId={listing.id} values={listing.values} live={live} />
        ) : current === 4 ? (
          <StepValues listingId={listing.id} values={listing.values} live={live} />
        ) : current === 5 ? (
          <StepPhotos listingId={listing.id} initial={listing.photos.map((p) => ({ id: p.id, path: p.path }))} live={live} />
        ) : (
          <ReviewStep listing={listing} locale={locale} />
        )}
      </div>
    </div>
  );
}

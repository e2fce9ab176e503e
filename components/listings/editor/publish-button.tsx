'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/actions/client-call';
import { publishListingAction } from '@/lib/actions/listings';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';
import { isListingErrorKey } from '@/lib/validations/listings';

type CreciRefusal = 'creci_required' | 'creci_partner_required';

/**
 * 'Publicar anúncio': the draft goes live for 60 days; then its public page opens. A broker's or agency's
 * listing without a CRECI on file is refused (issue #34, migration 20261201140000): the reason stays under the
 * button, with a link to /minha-conta where the CRECI is filled in when it is the caller's own; the draft is
 * untouched.
 */
export function PublishButton({ listingId, disabled }: { listingId: number; disabled?: boolean }) {
  const t = useTranslations('ListingEditor');
  const tErrors = useTranslations('Listings.errors');
  const tTrust = useTranslations('Trust.review');
  const tCreci = useTranslations('Trust');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [creci, setCreci] = useState<CreciRefusal | null>(null);
  const button = (
    <Button
      type="button"
      size="lg"
      className="w-full sm:w-auto"
      disabled={pending || disabled}
      data-testid="wizard-publish"
      onClick={() =>
        startTransition(async () => {
          const result = await callAction(() => publishListingAction(listingId));
          if (!result) return;
          if (!result.ok) {
            const key = result.formError;
            if (key === 'creci_required' || key === 'creci_partner_required') {
              setCreci(key);
              return;
            }
            showToast('error', t('errorTitle'), { description: tErrors(isListingErrorKey(key) ? key : 'failed') });
            return;
          }
          if (result.data?.inReview) {
            // A scam signal held it (issue #34): /imoveis says why.
            showToast('info', tTrust('inReview'), { description: tTrust('inReviewDescription') });
            router.push('/imoveis');
            return;
          }
          showToast('success', t('published'), { description: t('publishedDescription') });
          router.push(`/imovel/${listingId}`);
        })
      }
    >
      {pending ? t('publishing') : t('publish')}
    </Button>
  );
  return (
    <div className="flex w-full flex-col gap-3 sm:w-auto sm:max-w-md sm:items-end">
      {button}
      {creci && (
        <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm" role="alert" data-testid="publish-creci-required">
          <p>{tErrors(creci)}</p>
          {creci === 'creci_required' && (
            <Link href="/minha-conta" className="mt-2 inline-block font-medium underline underline-offset-4">
              {tCreci('creciGateLink')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

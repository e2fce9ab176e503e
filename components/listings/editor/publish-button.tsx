'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/actions/client-call';
import { publishListingAction } from '@/lib/actions/listings';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';
import { isListingErrorKey } from '@/lib/validations/listings';

/** 'Publicar anúncio': the draft goes live for 60 days; then its public page opens. */
export function PublishButton({ listingId, disabled }: { listingId: number; disabled?: boolean }) {
  const t = useTranslations('ListingEditor');
  const tErrors = useTranslations('Listings.errors');
  const tTrust = useTranslations('Trust.review');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
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
}

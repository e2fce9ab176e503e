'use client';

import { useTranslations } from 'next-intl';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { editorPath, type WizardStep } from './wizard-types';

/** 'Voltar' (to the previous step, as saved) and the step's submit: 'Salvar e continuar'. */
export function StepActions({
  listingId,
  step,
  pending,
  live,
  submitLabel,
}: {
  listingId: number | null;
  step: WizardStep;
  pending: boolean;
  live: boolean;
  submitLabel?: string;
}) {
  const t = useTranslations('ListingEditor');
  const previous = step > 1 && listingId != null ? editorPath(listingId, (step - 1) as WizardStep) : null;
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      {previous ? (
        <Button asChild variant="ghost" className="w-full sm:w-auto">
          <Link href={previous}>
            <ArrowLeftIcon aria-hidden />
            {t('back')}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto" data-testid="wizard-next">
        {pending ? t('saving') : (submitLabel ?? (live ? t('save') : t('next')))}
      </Button>
    </div>
  );
}

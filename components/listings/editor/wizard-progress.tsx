import { CheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import { editorPath, WIZARD_STEPS, type WizardStep } from './wizard-types';

/**
 * The wizard's progress: the six steps in order, the current one marked (aria-current="step"). Once the
 * draft exists every step is a link, so the user can go back to any part; before it, none is.
 */
export function WizardProgress({ step, listingId }: { step: WizardStep; listingId: number | null }) {
  const t = useTranslations('ListingEditor');
  return (
    <nav aria-label={t('progressLabel')} className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted-foreground" data-testid="wizard-step-of">
        {t('stepOf', { step, total: WIZARD_STEPS.length })}
      </p>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className={cn('h-full rounded-full bg-primary transition-[width]', WIDTH[step])} />
      </div>
      <ol className="grid grid-cols-3 gap-1 text-xs sm:grid-cols-6 sm:text-sm">
        {WIZARD_STEPS.map((s) => {
          const current = s === step;
          const done = s < step;
          const label = (
            <>
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  current && 'border-primary bg-primary text-primary-foreground',
                  done && 'border-primary text-primary',
                )}
                aria-hidden
              >
                {done ? <CheckIcon className="size-3.5" /> : s}
              </span>
              <span className="truncate">{t(`steps.${s}`)}</span>
              {(current || done) && <span className="sr-only"> ({t(current ? 'stepStatus.current' : 'stepStatus.done')})</span>}
            </>
          );
          return (
            <li key={s} className="min-w-0">
              {listingId != null && !current ? (
                <Link
                  href={editorPath(listingId, s)}
                  className="flex min-h-9 items-center gap-2 rounded-md px-1 py-1 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {label}
                </Link>
              ) : (
                <span className={cn('flex min-h-9 items-center gap-2 px-1 py-1', current && 'font-semibold')} aria-current={current ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const WIDTH: Record<WizardStep, string> = {
  1: 'w-1/6',
  2: 'w-2/6',
  3: 'w-3/6',
  4: 'w-4/6',
  5: 'w-5/6',
  6: 'w-full',
};

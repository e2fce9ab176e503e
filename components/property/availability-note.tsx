import { useTranslations } from 'next-intl';
import { availabilityDays } from '@/lib/jobs/availability';
import { clsx } from 'clsx';

/**
 * 'Disponibilidade confirmada há N dias' ('hoje' on the day): when the listing side last said the property
 * is still available (the availability check e-mail, /imoveis, a publication or renewal). Nothing when it
 * never did. Works in server and client components (namespace Availability). `size` sets the text size
 * (no class merging at runtime: the nearby list's cards render it in the browser).
 */
export function AvailabilityNote({
  confirmedAt,
  now,
  size = 'xs',
  className,
}: {
  confirmedAt: string | null | undefined;
  /** Reference time (tests); defaults to now. */
  now?: number;
  size?: 'xs' | 'sm';
  /** Layout only (a margin): the text size is `size`. */
  className?: string;
}) {
  const t = useTranslations('Availability');
  const days = availabilityDays(confirmedAt, now);
  if (days === null) return null;
  return (
    <p className={clsx('flex items-center gap-1.5 text-muted-foreground', size === 'sm' ? 'text-sm' : 'text-xs', className)} data-testid="availability-note">
      <svg aria-hidden viewBox="0 0 24 24" className="size-3.5 shrink-0 text-primary" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 6 9 17l-5-5" />
      </svg>
      <span>{t('confirmed', { days })}</span>
    </p>
  );
}

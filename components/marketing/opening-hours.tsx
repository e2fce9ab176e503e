import { connection } from 'next/server';
import { ClockIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { isSupportOpen } from '@/lib/marketing/opening-hours';
import { cn } from '@/lib/utils';
import type { MarketingContent } from '@/content/types';

/** Opening hours of spec §9 and whether phone support is open now (São Paulo time, at request time). */
export async function OpeningHours({ copy }: { copy: MarketingContent['support']['hours'] }) {
  await connection();
  const t = await getTranslations('Marketing.support');
  const open = isSupportOpen(new Date());
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hours" className="flex items-center gap-2 text-xl font-bold">
          <ClockIcon className="size-5 text-primary" aria-hidden />
          {copy.title}
        </h2>
        <span
          data-testid="support-status"
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            open ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900',
          )}
        >
          {open ? t('openNow') : t('closedNow')}
        </span>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        {[copy.weekdays, copy.saturday, copy.sunday, copy.whatsapp, copy.email, copy.form].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

import { MailIcon, PhoneIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { LeadSummary } from '@/lib/data/dashboard';
import { formatDateTime, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/** The newest leads of the interest form: name, contact (mailto/tel links) and the listing. */
export async function LeadsList({ leads, testId }: { leads: LeadSummary[]; testId?: string }) {
  const [t, locale] = await Promise.all([getTranslations('BrokerHome'), getLocale()]);
  return (
    <ul className="flex flex-col divide-y" data-testid={testId}>
      {leads.map((lead) => (
        <li key={lead.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="lead-item">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-medium break-words">{lead.name}</p>
            <time dateTime={lead.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(lead.createdAt, locale as FormatLocale)}
            </time>
          </div>
          <p className="text-sm text-muted-foreground">
            <Link href={`/imovel/${lead.propertyId}`} className="underline-offset-4 hover:underline">
              {t('opportunities.interest', { title: lead.propertyTitle })}
            </Link>
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={`mailto:${lead.email}`} className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline underline-offset-4">
              <MailIcon className="size-4 shrink-0" aria-hidden />
              {lead.email}
            </a>
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 text-primary underline underline-offset-4">
              <PhoneIcon className="size-4 shrink-0" aria-hidden />
              {lead.phone}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

import { CalendarIcon, FileTextIcon, MessageSquareIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { HistoryItem } from '@/lib/data/contacts';
import { formatBRL, formatDate, formatDateTime, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CrmStatusBadge } from './status-badge';

const ICON = { lead: MessageSquareIcon, visita: CalendarIcon, proposta: FileTextIcon } as const;

/** A person's leads, visits and proposals on the caller's listings, newest first. */
export function ContactHistory({ items }: { items: HistoryItem[] }) {
  const t = useTranslations('ContactDetail');
  const locale = useLocale() as FormatLocale;
  return (
    <ol className="flex flex-col gap-3" data-testid="contact-history">
      {items.map((item) => {
        const Icon = ICON[item.kind];
        return (
          <li key={item.key} className="flex gap-3 rounded-lg border bg-card p-4" data-kind={item.kind}>
            <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
              <Icon className="size-4" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`kind.${item.kind}`)}</span>
                {item.status ? <CrmStatusBadge status={item.status} /> : null}
                <span className="text-xs text-muted-foreground">
                  <time dateTime={item.createdAt}>{t('sentAt', { kind: item.kind, date: formatDateTime(item.createdAt, locale) })}</time>
                </span>
              </div>
              <p className="text-sm">
                <span className="text-muted-foreground">{t('listing')}: </span>
                <Link href={`/imovel/${item.propertyId}`} className="font-medium underline-offset-4 hover:underline">
                  {item.propertyTitle}
                  <span className="sr-only"> (#{item.propertyId})</span>
                </Link>
              </p>
              {item.kind === 'visita' && item.visitDate && item.visitTime ? (
                <p className="text-sm">{t('visitAt', { date: formatDate(`${item.visitDate}T12:00:00Z`, locale), time: item.visitTime })}</p>
              ) : null}
              {item.amount !== null ? <p className="text-sm">{t('amount', { amount: formatBRL(item.amount) })}</p> : null}
              {item.message ? (
                <p className="text-sm break-words text-muted-foreground">
                  <span className="sr-only">{t('message')}: </span>“{item.message}”
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

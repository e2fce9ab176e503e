import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Link } from '@/lib/i18n/navigation';
import { VISIT_STATUSES, type VisitStatus } from '@/lib/validations/visits';

/**
 * Search by client or listing and filter by status, kept in the URL (?q=…&status=…): a plain GET form, so
 * it works before (and without) JavaScript and the result is shareable.
 */
export function AgendaFilters({
  q,
  status,
  brokers = null,
  broker = null,
}: {
  q: string;
  status: VisitStatus | null;
  /** An agency's team: the broker filter (all, one broker, 'nenhum' = without a broker); null for others. */
  brokers?: { id: string; name: string }[] | null;
  broker?: string | null;
}) {
  const t = useTranslations('AgendaPage');
  const tv = useTranslations('Visits');
  return (
    <form method="get" role="search" aria-label={t('filters')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="agenda-q">{t('searchLabel')}</Label>
        <Input id="agenda-q" name="q" type="search" defaultValue={q} placeholder={t('searchPlaceholder')} maxLength={100} />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-48">
        <Label htmlFor="agenda-status">{t('statusFilter')}</Label>
        <select
          id="agenda-status"
          name="status"
          defaultValue={status ?? ''}
          className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        >
          <option value="">{t('allStatuses')}</option>
          {VISIT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tv(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {brokers ? (
        <div className="flex flex-col gap-1.5 sm:w-52">
          <Label htmlFor="agenda-broker">{t('brokerFilter')}</Label>
          <select
            id="agenda-broker"
            name="corretor"
            defaultValue={broker ?? ''}
            className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
          >
            <option value="">{t('allBrokers')}</option>
            {brokers.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
            <option value="nenhum">{t('noBroker')}</option>
          </select>
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          <SearchIcon aria-hidden />
          {t('searchSubmit')}
        </Button>
        {q || status || broker ? (
          <Button asChild variant="ghost">
            <Link href="/agendamentos">{t('clear')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

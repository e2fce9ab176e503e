import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { Link } from '@/lib/i18n/navigation';
import { PROPOSAL_STATUSES, type ProposalListParams } from '@/lib/validations/proposals';

const selectClass = nativeSelectClassName();

/**
 * /propostas' filters (issue #39), kept in the URL: search (client, listing title or código), status, an
 * agency's broker (all, one broker, 'nenhum' = listings without one) and the order ('Aguardando resposta' first
 * by default). A plain GET form, so it works before (and without) JavaScript and the result is shareable.
 */
export function ProposalFilters({
  params,
  tab,
  brokers,
}: {
  params: ProposalListParams;
  /** The tab (?aba=) to keep, when the user has both. */
  tab: 'enviadas' | 'recebidas' | null;
  /** An agency's team on the received side; null for everyone else. */
  brokers: { id: string; name: string }[] | null;
}) {
  const t = useTranslations('ProposalsPage');
  const tp = useTranslations('Proposals');
  const filtered = !!params.q || !!params.status || !!params.corretor || params.ordem !== null;
  return (
    <form
      method="get"
      role="search"
      aria-label={t('filters.label')}
      className="grid min-w-0 gap-3 sm:grid-cols-2 lg:flex lg:items-end"
      data-testid="proposal-filter"
    >
      {tab ? <input type="hidden" name="aba" value={tab} /> : null}
      <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2 lg:flex-1">
        <Label htmlFor="proposals-q">{t('filters.search')}</Label>
        <Input id="proposals-q" name="q" type="search" defaultValue={params.q} placeholder={t('filters.searchPlaceholder')} maxLength={100} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 lg:w-44">
        <Label htmlFor="proposals-status">{t('filterLabel')}</Label>
        <select id="proposals-status" name="status" defaultValue={params.status ?? ''} className={selectClass}>
          <option value="">{t('filterAll')}</option>
          {PROPOSAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tp(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {brokers ? (
        <div className="flex min-w-0 flex-col gap-1.5 lg:w-48">
          <Label htmlFor="proposals-broker">{t('filters.broker')}</Label>
          <select id="proposals-broker" name="corretor" defaultValue={params.corretor ?? ''} className={selectClass}>
            <option value="">{t('filters.allBrokers')}</option>
            {brokers.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
            <option value="nenhum">{t('filters.noBroker')}</option>
          </select>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1.5 lg:w-52">
        <Label htmlFor="proposals-order">{t('filters.order')}</Label>
        <select id="proposals-order" name="ordem" defaultValue={params.ordem ?? ''} className={selectClass}>
          <option value="">{t('filters.awaitingFirst')}</option>
          <option value="recentes">{t('filters.newestFirst')}</option>
        </select>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          <SearchIcon aria-hidden />
          {t('filters.submit')}
        </Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link href={tab ? `/propostas?aba=${tab}` : '/propostas'}>{t('filters.clear')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { Link } from '@/lib/i18n/navigation';
import { CRM_STAGES, type CrmStage } from '@/lib/validations/crm';

const selectClass = nativeSelectClassName('h-10');

/**
 * A plain GET form (works without JavaScript): /clientes?q=…&etapa=…&corretor=… — search, stage and, for an
 * agency, the broker (all, one of its team, 'nenhum' = listings without a broker). All in the URL.
 */
export function ContactsSearch({
  search,
  stage = null,
  brokers = null,
  broker = null,
}: {
  search: string;
  stage?: CrmStage | null;
  /** An agency's team; null for everyone else (no broker filter). */
  brokers?: { id: string; name: string }[] | null;
  broker?: string | null;
}) {
  const t = useTranslations('Contacts');
  const tc = useTranslations('Crm');
  const filtered = Boolean(search || stage || broker);
  return (
    <form role="search" method="get" aria-label={tc('list.filters')} className="flex flex-col gap-2 lg:flex-row lg:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor="contacts-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <div className="relative">
          <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="contacts-search"
            name="q"
            type="search"
            defaultValue={search}
            placeholder={t('searchPlaceholder')}
            maxLength={120}
            className="h-10 pl-9"
          />
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="contacts-stage">{tc('list.stageFilter')}</Label>
          <select id="contacts-stage" name="etapa" defaultValue={stage ?? ''} className={selectClass}>
            <option value="">{tc('list.allStages')}</option>
            {CRM_STAGES.map((s) => (
              <option key={s} value={s}>
                {tc(`stages.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {brokers ? (
          <div className="flex flex-col gap-1.5 sm:w-52">
            <Label htmlFor="contacts-broker">{tc('list.brokerFilter')}</Label>
            <select id="contacts-broker" name="corretor" defaultValue={broker ?? ''} className={selectClass}>
              <option value="">{tc('list.allBrokers')}</option>
              {brokers.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
              <option value="nenhum">{tc('list.noBroker')}</option>
            </select>
          </div>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="h-10 flex-1 sm:flex-none">
          {t('searchButton')}
        </Button>
        {filtered ? (
          <Button asChild variant="outline" className="h-10 flex-1 sm:flex-none">
            <Link href="/clientes">{t('clearSearch')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

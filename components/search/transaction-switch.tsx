'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { PAGE_SIZE, searchHref, type SearchFilters, type UrlTransaction } from '@/lib/search/params';

/**
 * Alugar / Comprar / Todos in the /buscar bar: a choice applies at once (the price filters of the other
 * transação are left out of the URL by toSearchParams).
 */
export function TransactionSwitch({ filters }: { filters: SearchFilters }) {
  const t = useTranslations('SearchFilters');
  const tb = useTranslations('SearchBar');
  const navigation = useSearchNavigation();
  const options: { value: UrlTransaction | undefined; label: string }[] = [
    { value: 'alugar', label: t('alugar') },
    { value: 'comprar', label: t('comprar') },
    { value: undefined, label: t('any') },
  ];
  return (
    <div role="group" aria-label={tb('transactionSwitch')} className="inline-flex rounded-lg border bg-background p-0.5" data-testid="transaction-switch">
      {options.map((o) => {
        const active = filters.transacao === o.value;
        return (
          <Button
            key={o.label}
            type="button"
            size="sm"
            variant={active ? 'default' : 'ghost'}
            aria-pressed={active}
            className="h-8"
            onClick={() => !active && navigation.push(searchHref({ ...filters, transacao: o.value, mostrar: PAGE_SIZE }))}
          >
            {o.label}
          </Button>
        );
      })}
    </div>
  );
}

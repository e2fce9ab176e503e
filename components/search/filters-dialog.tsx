'use client';

import { useEffect, useId, useState } from 'react';
import { Loader2Icon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FiltersButton } from '@/components/search/filters-button';
import { NativeSelect } from '@/components/search/native-select';
import { AmountInput, MoneyRange } from '@/components/search/range-slider';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { countSearchAction } from '@/lib/search/actions';
import {
  activeFilterCount,
  AREA_CAP,
  CONDO_FEATURES,
  EMPTY_FILTERS,
  PAGE_SIZE,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  PROPERTY_TYPES,
  RENT_MAX,
  RENT_MIN,
  RENT_STEP,
  searchHref,
  toSearchParams,
  type SearchFilters,
  UF_CODES,
  type UF,
  URL_TRANSACTIONS,
} from '@/lib/search/params';

type Choice<T extends string> = { value: T | undefined; label: string };

function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T | undefined;
  options: Choice<T>[];
  onChange: (v: T | undefined) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <Button
            key={o.label}
            type="button"
            size="sm"
            variant={value === o.value ? 'default' : 'outline'}
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * 'Filtros': every filter of the search. The count is the live number of matches for the pending filters
 * (a debounced server action calling search_properties); 'Aplicar filtros' navigates and closes;
 * 'Limpar filtros' resets the pending filters.
 */
export function FiltersDialog({
  filters,
  icon,
  defaultOpen = false,
}: {
  filters: SearchFilters;
  /** The 'Filtrar' button's icon (FiltersButton). */
  icon: React.ReactNode;
  defaultOpen?: boolean;
}) {
  const t = useTranslations('SearchFilters');
  const tb = useTranslations('SearchBar');
  const tt = useTranslations('PropertyTypes');
  const locale = useLocale();
  const navigation = useSearchNavigation();
  const ids = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [pending, setPending] = useState<SearchFilters>(filters);
  // The last answered count and the query it was for: counting while they differ.
  const [counted, setCounted] = useState<{ query: string; count: { total: number; more: boolean } | null } | null>(null);

  const query = toSearchParams({ ...pending, mostrar: PAGE_SIZE, vista: undefined }).toString();

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const result = await countSearchAction(query);
      if (!cancelled) setCounted({ query, count: result.ok ? result.data : null });
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [open, query]);

  function onOpenChange(next: boolean) {
    if (next) setPending(filters);
    setOpen(next);
  }

  function set<K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) {
    setPending((p) => ({ ...p, [key]: value }));
  }

  function apply() {
    setOpen(false);
    navigation.push(searchHref({ ...pending, mostrar: PAGE_SIZE }));
  }

  const count = counted?.query === query ? counted.count : null;
  const counting = counted?.query !== query;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <FiltersButton activeCount={activeFilterCount(filters)} icon={icon} />
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-6">
          <ChoiceGroup
            legend={t('transaction')}
            value={pending.transacao}
            onChange={(v) => set('transacao', v)}
            options={[
              { value: undefined, label: t('any') },
              ...URL_TRANSACTIONS.map((value) => ({ value, label: t(value) })),
            ]}
          />
          {pending.transacao !== 'comprar' && (
            <div className="flex flex-col gap-3">
              <ChoiceGroup
                legend={t('rentBasis')}
                value={pending.valor}
                onChange={(v) => set('valor', v)}
                options={[
                  { value: undefined, label: t('rentOnly') },
                  { value: 'total', label: t('rentTotal') },
                ]}
              />
              {pending.valor === 'total' && <p className="text-xs text-muted-foreground">{t('rentTotalHint')}</p>}
              <MoneyRange
                id="rent"
                legend={pending.transacao === 'alugar' ? t('rentPrice') : t('rentPriceRent')}
                min={RENT_MIN}
                max={RENT_MAX}
                step={RENT_STEP}
                valueMin={pending.aluguelMin}
                valueMax={pending.aluguelMax}
                onChange={(lo, hi) => setPending((p) => ({ ...p, aluguelMin: lo, aluguelMax: hi }))}
              />
            </div>
          )}
          {pending.transacao !== 'alugar' && (
            <MoneyRange
              id="sale"
              legend={pending.transacao === 'comprar' ? t('salePrice') : t('salePriceAll')}
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={PRICE_STEP}
              valueMin={pending.precoMin}
              valueMax={pending.precoMax}
              onChange={(lo, hi) => setPending((p) => ({ ...p, precoMin: lo, precoMax: hi }))}
            />
          )}
          <ChoiceGroup
            legend={t('objective')}
            value={pending.objetivo}
            onChange={(v) => set('objetivo', v)}
            options={[
              { value: undefined, label: t('any') },
              { value: 'residencial', label: t('residencial') },
              { value: 'comercial', label: t('comercial') },
            ]}
          />
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('types')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {PROPERTY_TYPES.map((type) => {
                const id = `${ids}-type-${type}`;
                const checked = pending.tipos.includes(type);
                return (
                  <div key={type} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(c) =>
                        set('tipos', c === true ? [...pending.tipos, type] : pending.tipos.filter((x) => x !== type))
                      }
                    />
                    <label htmlFor={id} className="text-sm">
                      {tt(type)}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          <ChoiceGroup
            legend={t('bedrooms')}
            value={pending.quartos ? String(pending.quartos) : undefined}
            onChange={(v) => set('quartos', v ? (Number(v) as 1 | 2 | 3 | 4) : undefined)}
            options={[
              { value: undefined, label: t('any') },
              ...(['1', '2', '3', '4'] as const).map((n) => ({ value: n, label: tb('bedroomsMin', { count: n }) })),
            ]}
          />
          <ChoiceGroup
            legend={t('bathrooms')}
            value={pending.banheiros ? String(pending.banheiros) : undefined}
            onChange={(v) => set('banheiros', v ? (Number(v) as 1 | 2 | 3 | 4) : undefined)}
            options={[
              { value: undefined, label: t('any') },
              ...(['1', '2', '3', '4'] as const).map((n) => ({ value: n, label: tb('bedroomsMin', { count: n }) })),
            ]}
          />
          <ChoiceGroup
            legend={t('parking')}
            value={pending.vagas ? String(pending.vagas) : undefined}
            onChange={(v) => set('vagas', v ? (Number(v) as 1 | 2 | 3 | 4) : undefined)}
            options={[
              { value: undefined, label: t('any') },
              ...(['1', '2', '3', '4'] as const).map((n) => ({ value: n, label: tb('bedroomsMin', { count: n }) })),
            ]}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('area')}</legend>
            <div className="grid grid-cols-2 gap-3">
              {(
                [
                  ['areaMin', t('areaMin')],
                  ['areaMax', t('areaMax')],
                ] as const
              ).map(([key, label]) => (
                <div key={key} className="flex flex-col gap-1">
                  <label htmlFor={`${ids}-${key}`} className="text-xs font-medium text-muted-foreground">
                    {label}
                  </label>
                  <Input
                    id={`${ids}-${key}`}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    value={pending[key] ?? ''}
                    onChange={(e) => {
                      const digits = e.target.value.replace(/\D/g, '').replace(/^0+/, '');
                      set(key, digits ? Math.min(Number(digits), AREA_CAP) : undefined);
                    }}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('features')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ['mobiliado', t('furnished')],
                  ['pets', t('pets')],
                  ['abaixoMediana', t('belowMedian')],
                ] as const
              ).map(([key, label]) => (
                <div key={key} className="flex items-center gap-2">
                  <Checkbox
                    id={`${ids}-${key}`}
                    checked={pending[key] === true}
                    onCheckedChange={(c) => set(key, c === true ? true : undefined)}
                  />
                  <label htmlFor={`${ids}-${key}`} className="text-sm">
                    {label}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="sm:max-w-56">
            <AmountInput
              id={`${ids}-condo`}
              label={t('condoMax')}
              placeholder={t('condoMaxPlaceholder')}
              value={pending.condominioMax}
              onChange={(v) => set('condominioMax', v)}
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('condoFeatures')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {CONDO_FEATURES.map((feature) => {
                const id = `${ids}-feature-${feature}`;
                const chosen = pending.comodidades ?? [];
                return (
                  <div key={feature} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={chosen.includes(feature)}
                      onCheckedChange={(c) =>
                        set('comodidades', c === true ? [...chosen, feature] : chosen.filter((x) => x !== feature))
                      }
                    />
                    <label htmlFor={id} className="text-sm">
                      {t(`feature.${feature}`)}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1 sm:max-w-56">
            <label htmlFor={`${ids}-estado`} className="text-sm font-medium">
              {t('state')}
            </label>
            <NativeSelect
              id={`${ids}-estado`}
              value={pending.estado ?? ''}
              onChange={(e) => set('estado', (e.target.value || undefined) as UF | undefined)}
            >
              <option value="">{t('anyState')}</option>
              {UF_CODES.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {(
              [
                ['rua', t('street')],
                ['bairro', t('neighborhood')],
                ['cidade', t('city')],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className="flex flex-col gap-1">
                <label htmlFor={`${ids}-${key}`} className="text-sm font-medium">
                  {label}
                </label>
                <Input
                  id={`${ids}-${key}`}
                  value={pending[key] ?? ''}
                  maxLength={100}
                  onChange={(e) => set(key, e.target.value.trim() ? e.target.value : undefined)}
                />
              </div>
            ))}
          </div>
        </div>
        <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="filters-count" lang={locale}>
          {counting || count === null ? (
            <span className="inline-flex items-center gap-2 text-muted-foreground">
              <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
              {t('counting')}
            </span>
          ) : count.more ? (
            t('countMore', { count: count.total })
          ) : (
            t('count', { count: count.total })
          )}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setPending({ ...EMPTY_FILTERS, ordem: filters.ordem })}>
            {t('clear')}
          </Button>
          <Button type="button" onClick={apply}>
            {t('apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

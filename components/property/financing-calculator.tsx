'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/search/native-select';
import {
  DEFAULT_TERM,
  DOWN_PAYMENT_STEP,
  FINANCING_TERMS,
  minDownPayment,
  simulateFinancing,
} from '@/lib/financing';
import { formatBRL } from '@/lib/format';

const brlCents = (v: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(v)
    .replace(/[\u00a0\u202f]/g, ' ');

/**
 * The financing calculator (spec §5, §9): the listing's value, a down payment from 20% to 100% in steps
 * of R$ 5.000, 1,20% a.m., 24/36/48/60/120 months (36 by default) and the Price-annuity instalment. The term
 * is a native <select>: the phone's own picker, and no popover code in the listing page's first load.
 */
export function FinancingCalculator({ value }: { value: number }) {
  const t = useTranslations('Financing');
  const id = useId();
  const min = minDownPayment(value);
  const [downPayment, setDownPayment] = useState(min);
  const [months, setMonths] = useState<number>(DEFAULT_TERM);
  const result = useMemo(() => simulateFinancing({ value, downPayment, months }), [value, downPayment, months]);
  const percent = value > 0 ? Math.round((result.downPayment / value) * 100) : 100;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 sm:p-6" data-testid="financing-calculator">
      <h2 id={`${id}-title`} className="font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <dl className="mt-4 grid gap-4">
        <div className="flex items-baseline justify-between gap-2">
          <dt className="text-sm text-muted-foreground">{t('value')}</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(value)}</dd>
        </div>
      </dl>
      <div className="mt-4 grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-down`}>{t('downPayment')}</Label>
          <output htmlFor={`${id}-down`} className="font-semibold tabular-nums" data-testid="financing-down-payment">
            {formatBRL(result.downPayment)}
          </output>
        </div>
        <input
          id={`${id}-down`}
          type="range"
          min={min}
          max={value}
          step={DOWN_PAYMENT_STEP}
          value={result.downPayment}
          onChange={(e) => setDownPayment(Number(e.target.value))}
          aria-valuetext={`${formatBRL(result.downPayment)} (${t('downPaymentPercent', { percent })})`}
          className="w-full accent-primary"
          data-testid="financing-down-slider"
        />
        <p className="text-xs text-muted-foreground">
          {t('downPaymentPercent', { percent })} · {t('downPaymentHint', { min: formatBRL(min), max: formatBRL(value) })}
        </p>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-term`}>{t('term')}</Label>
          <NativeSelect
            id={`${id}-term`}
            value={String(months)}
            onChange={(e) => setMonths(Number(e.target.value))}
            data-testid="financing-term"
          >
            {FINANCING_TERMS.map((m) => (
              <option key={m} value={String(m)}>
                {t('months', { count: m })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium">{t('rate')}</span>
          <span className="flex h-9 items-center font-semibold">{t('rateValue')}</span>
        </div>
      </div>
      <dl className="mt-6 grid gap-2 rounded-lg bg-secondary p-4">
        <div className="flex items-baseline justify-between gap-2">
          <dt className="text-sm">{t('financed')}</dt>
          <dd className="tabular-nums" data-testid="financing-financed">{formatBRL(result.financed)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-2">
          <dt className="font-medium">{t('installment')}</dt>
          <dd className="text-2xl font-bold text-primary tabular-nums" data-testid="financing-installment" aria-live="polite">
            {brlCents(result.installment)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-2 text-sm text-muted-foreground">
          <dt>{t('totalPaid')}</dt>
          <dd className="tabular-nums">{brlCents(result.totalPaid)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{t('disclaimer')}</p>
    </section>
  );
}

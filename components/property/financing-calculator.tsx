'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AmountInput } from '@/components/proposals/amount-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useHydrated } from '@/components/ui/use-hydrated';
import { NativeSelect } from '@/components/search/native-select';
import {
  AMORTIZATION_SYSTEMS,
  DEFAULT_ANNUAL_RATE,
  DEFAULT_SYSTEM,
  DEFAULT_TERM,
  FINANCING_TERMS,
  MAX_ANNUAL_RATE,
  minDownPayment,
  monthlyRateOf,
  simulateFinancing,
  type AmortizationSystem,
} from '@/lib/financing';
import { formatBRL } from '@/lib/format';
import { parseBrlAmount } from '@/lib/validations/rules/brl';

const brlCents = (v: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(v)
    .replace(/[\u00a0\u202f]/g, ' ');

/** "11,5" / "11.5" → 0.115; null when it is not a rate from 0 to 50 %. */
export function parseRatePercent(text: string): number | null {
  const t = text.trim().replace('%', '').replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(t)) return null;
  const rate = Number(t) / 100;
  return rate >= 0 && rate <= MAX_ANNUAL_RATE ? rate : null;
}

const percent = (v: number, digits: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v * 100);

/**
 * The financing simulator (issue #38): SAC (default) or Price, 60–420 months (360 by default), the annual
 * effective rate (editable; its monthly equivalent beside it), the down payment (at least 20 %) and an optional
 * FGTS amount. Shows the first and last instalments (SAC) or the fixed one (Price), the total paid with the
 * down payment, the total interest and the gross family income for which the first instalment is 30 %.
 */
export function FinancingCalculator({ value: listingValue }: { value: number }) {
  const t = useTranslations('Simulator');
  const id = useId();
  // The fields stay disabled until this component has hydrated (it does so from its own chunk, after the page:
  // lazy-listing-parts.tsx), so nothing typed before is silently replaced by the defaults.
  const off = !useHydrated();
  const [valueText, setValueText] = useState(formatBRL(listingValue));
  const value = parseBrlAmount(valueText) ?? 0;
  const min = minDownPayment(value);
  const [system, setSystem] = useState<AmortizationSystem>(DEFAULT_SYSTEM);
  const [months, setMonths] = useState<number>(DEFAULT_TERM);
  const [rateText, setRateText] = useState(percent(DEFAULT_ANNUAL_RATE, 2).replace(/,?0+$/, ''));
  const [downText, setDownText] = useState(formatBRL(minDownPayment(listingValue)));
  const [fgtsText, setFgtsText] = useState('');

  const rate = parseRatePercent(rateText);
  const down = parseBrlAmount(downText) ?? 0;
  const fgts = parseBrlAmount(fgtsText) ?? 0;
  const downError = down < min ? t('errors.downTooLow', { min: formatBRL(min) }) : down + fgts > value ? t('errors.entryTooHigh') : null;
  const rateError = rate === null ? t('errors.rate') : null;
  const result =
    rate === null || downError || value <= 0
      ? null
      : simulateFinancing({ value, downPayment: down, fgts, months, annualRate: rate, system });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 sm:p-6" data-testid="financing-calculator">
      <h2 id={`${id}-title`} className="font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <div className="mt-4 grid gap-2">
        <Label htmlFor={`${id}-value`}>{t('value')}</Label>
        <AmountInput id={`${id}-value`} value={valueText} onChange={setValueText} disabled={off} data-testid="financing-value" />
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">{t('system')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {AMORTIZATION_SYSTEMS.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-system`}
                value={s}
                checked={system === s}
                onChange={() => setSystem(s)}
                disabled={off}
                className="size-4 accent-primary"
              />
              {t(`systems.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-down`}>{t('downPayment')}</Label>
          <AmountInput
            id={`${id}-down`}
            value={downText}
            onChange={setDownText}
            disabled={off}
            aria-invalid={!!downError || undefined}
            aria-describedby={`${id}-down-hint`}
            data-testid="financing-down-payment"
          />
          <p id={`${id}-down-hint`} className={downError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
            {downError ?? t('downPaymentHint', { min: formatBRL(min) })}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-fgts`}>{t('fgts')}</Label>
          <AmountInput id={`${id}-fgts`} value={fgtsText} onChange={setFgtsText} placeholder="R$ 0" disabled={off} data-testid="financing-fgts" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-term`}>{t('term')}</Label>
          <NativeSelect id={`${id}-term`} value={String(months)} onChange={(e) => setMonths(Number(e.target.value))} disabled={off} data-testid="financing-term">
            {FINANCING_TERMS.map((m) => (
              <option key={m} value={String(m)}>
                {t('months', { count: m, years: m / 12 })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-rate`}>{t('rate')}</Label>
          <Input
            id={`${id}-rate`}
            inputMode="decimal"
            value={rateText}
            onChange={(e) => setRateText(e.target.value)}
            disabled={off}
            aria-invalid={!!rateError || undefined}
            aria-describedby={`${id}-rate-hint`}
            data-testid="financing-rate"
          />
          <p id={`${id}-rate-hint`} className={rateError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'} data-testid="financing-monthly-rate">
            {rateError ?? t('monthlyRate', { rate: percent(monthlyRateOf(rate ?? 0), 4) })}
          </p>
        </div>
      </div>
      {result ? (
        <dl className="mt-6 grid gap-2 rounded-lg bg-secondary p-4" aria-live="polite">
          <Row label={t('financed')} value={formatBRL(Math.round(result.financed))} testId="financing-financed" />
          {system === 'sac' ? (
            <>
              <Row label={t('firstInstallment')} value={brlCents(result.firstInstallment)} testId="financing-first" strong />
              <Row label={t('lastInstallment')} value={brlCents(result.lastInstallment)} testId="financing-last" />
            </>
          ) : (
            <Row label={t('fixedInstallment')} value={brlCents(result.firstInstallment)} testId="financing-first" strong />
          )}
          <Row label={t('totalInterest')} value={brlCents(result.totalInterest)} testId="financing-interest" />
          <Row label={t('totalPaid')} value={brlCents(result.totalPaid)} testId="financing-total" />
          <Row label={t('incomeNeeded')} value={brlCents(result.incomeNeeded)} testId="financing-income" />
        </dl>
      ) : null}
      <p className="mt-3 text-xs text-muted-foreground">{t('disclaimer')}</p>
    </section>
  );
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className={strong ? 'font-medium' : 'text-sm'}>{label}</dt>
      <dd className={strong ? 'text-xl font-bold text-primary tabular-nums' : 'text-sm tabular-nums'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

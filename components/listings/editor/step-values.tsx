'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ListingValues } from '@/lib/data/listings';
import { formatBRL, formatPrice, type FormatLocale } from '@/lib/format';
import { monthlyTotal } from '@/lib/format/monthly-total';
import { listingValuesStepSchema } from '@/lib/validations/listings';
import { maskBrlAmount, parseBrlAmount } from '@/lib/validations/proposals';
import { AutosaveStatus } from './autosave-status';
import { StepActions } from './step-actions';
import { useAutosave } from './use-autosave';
import { useStepSave } from './use-step-save';
import { TextField } from './wizard-fields';

const masked = (n: number | null) => (n == null ? '' : formatBRL(n));

/**
 * Step 4: the sale price, or the monthly rent with condomínio and IPTU (BRL masks, whole reais), and the
 * price as the listing page will show it — for a rental, rent + condomínio + IPTU = the monthly total
 * (lib/format/monthly-total.ts, the listing page's PricePanel's sum).
 */
export function StepValues({ listingId, values, live }: { listingId: number; values: ListingValues; live: boolean }) {
  const t = useTranslations('ListingEditor.values');
  const tPrice = useTranslations('PropertyPage.price');
  const locale = useLocale() as FormatLocale;
  const [form, setForm] = useState({ price: masked(values.price), condoFee: masked(values.condoFee), iptu: masked(values.iptu) });
  const { save, pending, errors } = useStepSave({ listingId, step: 4, live });
  const isRent = values.transaction === 'aluguel';
  const price = parseBrlAmount(form.price);
  const condoFee = parseBrlAmount(form.condoFee);
  const iptu = parseBrlAmount(form.iptu);
  const perMonth = tPrice('perMonth');
  const autosave = useAutosave(listingId, !live, { ...(price != null ? { price } : {}), condoFee, iptu });
  const money = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: maskBrlAmount(e.target.value) }));

  return (
    <form
      method="post"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save(
          listingValuesStepSchema,
          { transaction: values.transaction, price: price ?? Number.NaN, condoFee, iptu },
          (v) => ({ price: v.price, condoFee: v.condoFee ?? null, iptu: v.iptu ?? null }),
          5,
        );
      }}
      data-testid="step-values"
    >
      <h2 className="font-heading text-xl font-semibold">{t('legend')}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={isRent ? t('rent') : t('salePrice')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('placeholder')}
          value={form.price}
          onChange={money('price')}
          error={errors.price}
          name="price"
        />
        <TextField
          label={t('condo')}
          hint={t('feeHint')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('placeholder')}
          value={form.condoFee}
          onChange={money('condoFee')}
          error={errors.condoFee}
          name="condoFee"
        />
        <TextField
          label={t('iptu')}
          hint={t('feeHint')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('placeholder')}
          value={form.iptu}
          onChange={money('iptu')}
          error={errors.iptu}
          name="iptu"
        />
      </div>

      <section aria-labelledby="values-summary" className="rounded-xl border bg-card p-4 sm:p-6" data-testid="values-summary">
        <h3 id="values-summary" className="mb-3 text-sm font-medium text-muted-foreground">
          {t('summary')}
        </h3>
        {isRent ? (
          <dl className="grid gap-2">
            <div className="flex items-baseline justify-between gap-2">
              <dt className="text-sm text-muted-foreground">{tPrice('rent')}</dt>
              <dd className="tabular-nums">{price != null ? formatPrice(price, 'aluguel', locale) : '—'}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-2">
              <dt className="text-sm text-muted-foreground">{tPrice('condo')}</dt>
              <dd className="tabular-nums">{condoFee != null ? `${formatBRL(condoFee)}${perMonth}` : tPrice('notInformed')}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-2">
              <dt className="text-sm text-muted-foreground">{tPrice('iptu')}</dt>
              <dd className="tabular-nums">{iptu != null ? `${formatBRL(iptu)}${perMonth}` : tPrice('notInformed')}</dd>
            </div>
            <div className="mt-2 flex items-baseline justify-between gap-2 border-t pt-3">
              <dt className="font-semibold">{tPrice('total')}</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="values-total">
                {formatBRL(monthlyTotal({ price: price ?? 0, condoFee, iptu }))}
                <span className="text-base font-medium">{perMonth}</span>
              </dd>
            </div>
          </dl>
        ) : (
          <div>
            <p className="text-sm text-muted-foreground">{tPrice('salePrice')}</p>
            <p className="text-3xl font-bold tabular-nums" data-testid="values-total">
              {formatBRL(price ?? 0)}
            </p>
            {(condoFee != null || iptu != null) && (
              <p className="mt-1 text-sm text-muted-foreground">
                {condoFee != null && `${tPrice('condo')} ${formatBRL(condoFee)}${perMonth}`}
                {condoFee != null && iptu != null && ' · '}
                {iptu != null && `${tPrice('iptu')} ${formatBRL(iptu)}${perMonth}`}
              </p>
            )}
          </div>
        )}
      </section>
      <AutosaveStatus state={autosave} />
      <StepActions listingId={listingId} step={4} pending={pending} live={live} />
    </form>
  );
}

'use client';

import { Slider } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { formatBRL } from '@/lib/format';
import { parseAmount } from '@/lib/search/params';

/**
 * A money range: a two-thumb slider from `min` to `max` (its left end: no minimum; its right end: 'sem
 * limite', read 'Qualquer valor') and two typed BRL inputs (masked: "R$ 3.000") for any amount, above the
 * slider's end too (its thumb then stays at the end). `onChange` gets undefined for a side without a limit.
 */
export function MoneyRange({
  id,
  legend,
  min,
  max,
  step,
  valueMin,
  valueMax,
  onChange,
}: {
  id: string;
  legend: string;
  min: number;
  max: number;
  step: number;
  valueMin: number | undefined;
  valueMax: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const t = useTranslations('SearchFilters');
  const lo = Math.min(Math.max(valueMin ?? min, min), max);
  const hi = Math.min(Math.max(valueMax ?? max, min), max);
  const minText = valueMin ? formatBRL(valueMin) : t('noMin');
  const maxText = valueMax ? formatBRL(valueMax) : t('anyPrice');
  return (
    <fieldset className="flex flex-col gap-3" data-testid={`${id}-range`}>
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-medium">{legend}</legend>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid={`${id}-range-value`}>
          {!valueMin && !valueMax ? t('anyPrice') : t('rangeValue', { min: minText, max: maxText })}
        </span>
      </div>
      <Slider.Root
        className="relative flex h-5 w-full touch-none items-center select-none"
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={1}
        value={[lo, hi]}
        onValueChange={([a, b]) => {
          // An end of the slider is no limit on that side; a typed amount beyond the end stays until moved.
          const nextMin = a! <= min ? (valueMin !== undefined && valueMin < min ? valueMin : undefined) : a;
          const nextMax = b! >= max ? (valueMax !== undefined && valueMax > max ? valueMax : undefined) : b;
          onChange(nextMin, nextMax);
        }}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('minThumb')}
          aria-valuetext={minText}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        />
        <Slider.Thumb
          aria-label={t('maxThumb')}
          aria-valuetext={maxText}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        />
      </Slider.Root>
      <div className="grid grid-cols-2 gap-3">
        <AmountInput id={`${id}-min`} label={t('min')} placeholder={t('noMin')} value={valueMin} onChange={(v) => onChange(v, valueMax)} />
        <AmountInput id={`${id}-max`} label={t('max')} placeholder={t('anyPrice')} value={valueMax} onChange={(v) => onChange(valueMin, v)} />
      </div>
    </fieldset>
  );
}

/** A typed BRL amount (whole reais), masked as it is typed: "3000" → "R$ 3.000"; empty is no limit. */
export function AmountInput({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={value ? formatBRL(value) : ''}
        maxLength={20}
        onChange={(e) => onChange(parseAmount(e.target.value))}
      />
    </div>
  );
}

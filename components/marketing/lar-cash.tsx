import { CalculatorIcon, CheckIcon } from 'lucide-react';
import type { MarketingContent } from '@/content/types';
import { DEFAULT_ANNUAL_RATE, DEFAULT_SYSTEM, DEFAULT_TERM, MIN_DOWN_PAYMENT_RATIO, simulateFinancing } from '@/lib/financing';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 2 });
const EXAMPLE_VALUE = 500_000;

/**
 * The section 'Conheça o Lar Cash' leads to: what the financing simulator on a listing does (SAC or Price, 60–420
 * months, the annual rate; issue #38), with a worked example computed by the simulator itself. `{rate}` in the
 * copy is the simulator's default annual rate (lib/financing), so the text and the simulator cannot disagree.
 */
export function LarCashSection({ copy, locale = 'pt-BR' }: { copy: MarketingContent['home']['cash']; locale?: string }) {
  const rate = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(DEFAULT_ANNUAL_RATE);
  const fill = (text: string) => text.replaceAll('{rate}', rate);
  const example = simulateFinancing({
    value: EXAMPLE_VALUE,
    downPayment: EXAMPLE_VALUE * MIN_DOWN_PAYMENT_RATIO,
    months: DEFAULT_TERM,
    system: DEFAULT_SYSTEM,
  }).firstInstallment;
  return (
    <div className="grid gap-6 rounded-2xl border bg-card p-6 md:grid-cols-[1fr_auto] md:items-center md:p-10">
      <div className="flex flex-col gap-4">
        <h2 id="lar-cash-title" className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <CalculatorIcon className="size-7 text-primary" aria-hidden />
          {copy.title}
        </h2>
        <p className="text-muted-foreground">{copy.text}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {copy.points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-sm">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {fill(point)}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-secondary p-5 text-center md:w-64">
        <p className="text-sm text-secondary-foreground">{fill(copy.example)}</p>
        <p className="mt-2 text-2xl font-extrabold text-primary tabular-nums" data-testid="lar-cash-example">
          {brl.format(example)}
        </p>
      </div>
    </div>
  );
}

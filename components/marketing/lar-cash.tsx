import { CalculatorIcon, CheckIcon } from 'lucide-react';
import type { MarketingContent } from '@/content/types';

/** Monthly instalment by the annuity (Price) formula. */
function instalment(principal: number, rate: number, months: number): number {
  if (principal <= 0) return 0;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 2 });

/** The section 'Conheça o Lar Cash' leads to: what the financing simulator does, with a worked example. */
export function LarCashSection({ copy }: { copy: MarketingContent['home']['cash'] }) {
  // Spec §9: sample value 500 000, 20% down, 1.2% a month, 36 months.
  const example = instalment(500_000 * 0.8, 0.012, 36);
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
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-secondary p-5 text-center md:w-64">
        <p className="text-sm text-secondary-foreground">{copy.example}</p>
        <p className="mt-2 text-2xl font-extrabold text-primary tabular-nums">{brl.format(example)}</p>
      </div>
    </div>
  );
}

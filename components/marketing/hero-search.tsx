import { LocationField } from '@/components/location/location-field';
import type { UrlTransaction } from '@/lib/search/params';

/**
 * The home hero's search: the Alugar/Comprar toggle (radio buttons, alugar checked) and a free-text field.
 * A plain GET form to /buscar, so `?transacao=alugar|comprar&q=<text>` is carried without JavaScript; the
 * location box (issue #40) suggests places and sends a chosen one as its cidade / bairro / rua / estado.
 */
export function HeroSearch({
  action,
  labels,
}: {
  action: string;
  labels: { toggle: string; rent: string; buy: string; search: string; placeholder: string; button: string };
}) {
  const option = (value: UrlTransaction, label: string, checked: boolean) => (
    <label className="flex-1 cursor-pointer">
      <input type="radio" name="transacao" value={value} defaultChecked={checked} className="peer sr-only" />
      <span className="flex h-10 items-center justify-center rounded-md px-4 text-sm font-semibold text-muted-foreground transition-colors peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50">
        {label}
      </span>
    </label>
  );
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="flex w-full max-w-2xl flex-col gap-3 rounded-xl border bg-card p-3 shadow-sm"
    >
      <fieldset className="flex gap-1 rounded-lg bg-muted p-1 sm:w-64">
        <legend className="sr-only">{labels.toggle}</legend>
        {option('alugar', labels.rent, true)}
        {option('comprar', labels.buy, false)}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="hero-q" className="sr-only">
          {labels.search}
        </label>
        <LocationField
          id="hero-q"
          name="q"
          placeholder={labels.placeholder}
          className="flex-1"
          inputClassName="h-11 w-full rounded-md border bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-primary px-6 font-semibold text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          {labels.button}
        </button>
      </div>
    </form>
  );
}

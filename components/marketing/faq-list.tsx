import { ChevronDownIcon } from 'lucide-react';
import type { QA } from '@/content/types';

/**
 * Expandable rows, one open at a time, on the platform's own disclosure element: <details> with a shared
 * `name` is an exclusive accordion (opening one closes the others; the open one closes on a second click),
 * keyboard- and screen-reader-accessible, and needs no JavaScript to hydrate. The answers are in the
 * server HTML whether open or not.
 */
function Disclosure({ name, summary, children }: { name: string; summary: React.ReactNode; children: React.ReactNode }) {
  return (
    <details name={name} data-slot="disclosure" className="group border-b last:border-b-0">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDownIcon
          aria-hidden
          className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      {children}
    </details>
  );
}

/** Questions and answers, one open at a time. */
export function FaqList({ items, idPrefix }: { items: QA[]; idPrefix: string }) {
  return (
    <div className="w-full rounded-xl border bg-card px-4" data-testid={`${idPrefix}-faq`}>
      {items.map((item) => (
        <Disclosure key={item.q} name={`${idPrefix}-faq`} summary={item.q}>
          <p className="pb-4 text-sm text-muted-foreground">{item.a}</p>
        </Disclosure>
      ))}
    </div>
  );
}

/** Numbered steps with a title each, one expanded at a time. */
export function StepList({ items, idPrefix, stepLabel }: { items: { title: string; text: string }[]; idPrefix: string; stepLabel: (n: number) => string }) {
  return (
    <div className="w-full rounded-xl border bg-card px-4" data-testid={`${idPrefix}-steps`}>
      {items.map((item, i) => (
        <Disclosure
          key={item.title}
          name={`${idPrefix}-steps`}
          summary={
            <span className="flex items-center gap-3">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground tabular-nums"
                aria-label={stepLabel(i + 1)}
              >
                {i + 1}
              </span>
              {item.title}
            </span>
          }
        >
          <p className="pb-4 pl-11 text-sm text-muted-foreground">{item.text}</p>
        </Disclosure>
      ))}
    </div>
  );
}

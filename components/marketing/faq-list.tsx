import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { QA } from '@/content/types';

/** Questions and answers, one open at a time (Radix Accordion single + collapsible). */
export function FaqList({ items, idPrefix }: { items: QA[]; idPrefix: string }) {
  return (
    <Accordion type="single" collapsible className="w-full rounded-xl border bg-card px-4" data-testid={`${idPrefix}-faq`}>
      {items.map((item, i) => (
        <AccordionItem key={item.q} value={`${idPrefix}-${i}`}>
          <AccordionTrigger className="text-base">{item.q}</AccordionTrigger>
          <AccordionContent className="text-muted-foreground">{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** Numbered steps with a title each, one expanded at a time. */
export function StepList({ items, idPrefix, stepLabel }: { items: { title: string; text: string }[]; idPrefix: string; stepLabel: (n: number) => string }) {
  return (
    <Accordion type="single" collapsible className="w-full rounded-xl border bg-card px-4" data-testid={`${idPrefix}-steps`}>
      {items.map((item, i) => (
        <AccordionItem key={item.title} value={`${idPrefix}-${i}`}>
          <AccordionTrigger className="items-center text-base">
            <span className="flex items-center gap-3">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground tabular-nums"
                aria-label={stepLabel(i + 1)}
              >
                {i + 1}
              </span>
              {item.title}
            </span>
          </AccordionTrigger>
          <AccordionContent className="pl-11 text-muted-foreground">{item.text}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

import type { LegalSection } from '@/content/types';

/** A long legal text: h1, date, numbered sections. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  return (
    <article className="page-container max-w-3xl py-12 md:py-16">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{updated}</p>
      <div className="mt-8 flex flex-col gap-8">
        {sections.map((s) => (
          <section key={s.title} className="flex flex-col gap-3">
            <h2 className="text-xl font-bold">{s.title}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="leading-relaxed text-muted-foreground">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

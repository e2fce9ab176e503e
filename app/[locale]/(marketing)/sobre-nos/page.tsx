import type { Metadata } from 'next';
import { AwardIcon, EyeIcon, TargetIcon, UsersIcon } from 'lucide-react';
import { PageHero, SectionHeading } from '@/components/marketing/section-heading';
import { marketingContent } from '@/content';
import { initLocale } from '@/lib/i18n/server';
import { marketingMetadata } from '@/lib/marketing/metadata';
import { initialOf } from '@/lib/utils';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata(await initLocale(params), 'about', '/sobre-nos');
}

export default async function AboutPage({ params }: Props) {
  const locale = await initLocale(params);
  const c = marketingContent(locale).about;
  return (
    <>
      <PageHero title={c.hero.title} subtitle={c.hero.subtitle} />
      <section aria-label={`${c.mission.title} / ${c.vision.title}`} className="page-container grid gap-6 py-12 md:grid-cols-2">
        {[
          { ...c.mission, Icon: TargetIcon },
          { ...c.vision, Icon: EyeIcon },
        ].map(({ title, text, Icon }) => (
          <div key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
            <Icon className="size-7 text-primary" aria-hidden />
            <h2 className="text-xl font-bold">{title}</h2>
            <p className="text-muted-foreground">{text}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="values" className="page-container py-12">
        <SectionHeading id="values" title={c.values.title} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {c.values.items.map((v) => (
            <li key={v.title} className="rounded-xl border bg-card p-6">
              <h3 className="font-semibold">{v.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="history" className="bg-muted/40 py-12">
        <div className="page-container max-w-3xl">
          <SectionHeading id="history" title={c.history.title} subtitle={c.history.text} />
          <ol className="relative flex flex-col gap-6 border-l-2 border-primary/30 pl-6">
            {c.history.milestones.map((m) => (
              <li key={m.year}>
                <p className="font-heading text-lg font-bold text-primary tabular-nums">{m.year}</p>
                <p className="text-muted-foreground">{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="leadership" className="page-container py-12">
        <SectionHeading id="leadership" title={c.leadership.title} />
        <ul className="grid gap-6 sm:grid-cols-3">
          {c.leadership.people.map((p) => (
            <li key={p.name} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center">
              <span className="flex size-16 items-center justify-center rounded-full bg-secondary font-heading text-2xl font-bold text-primary" aria-hidden>
                {initialOf(p.name)}
              </span>
              <h3 className="font-semibold">{p.name}</h3>
              <p className="text-sm text-muted-foreground">{p.role}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recognitions" className="page-container grid gap-6 py-12 md:grid-cols-2">
        <div className="rounded-xl border bg-card p-6">
          <h2 id="recognitions" className="flex items-center gap-2 text-xl font-bold">
            <AwardIcon className="size-6 text-primary" aria-hidden />
            {c.recognitions.title}
          </h2>
          <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
            {c.recognitions.items.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border bg-card p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold">
            <UsersIcon className="size-6 text-primary" aria-hidden />
            {c.culture.title}
          </h2>
          <p className="mt-4 text-muted-foreground">{c.culture.text}</p>
        </div>
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import { CheckIcon, QuoteIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { LazyBrokerSignupForm } from '@/components/marketing/broker-signup/lazy-broker-signup-form';
import { SectionHeading } from '@/components/marketing/section-heading';
import { Button } from '@/components/ui/button';
import { marketingContent } from '@/content';
import { initLocale } from '@/lib/i18n/server';
import { marketingMetadata } from '@/lib/marketing/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata(await initLocale(params), 'broker', '/sou-corretor');
}

export default async function BrokerPage({ params }: Props) {
  const locale = await initLocale(params);
  const c = marketingContent(locale).broker;
  const t = await getTranslations('BrokerSignup');
  return (
    <ClientMessages namespaces={['BrokerSignup']}>
      <>
        <section className="bg-gradient-to-b from-secondary to-background">
          <div className="page-container grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_440px] lg:items-start">
            <div className="flex flex-col gap-5">
              <h1 className="text-3xl font-extrabold text-balance sm:text-5xl">{c.hero.title}</h1>
              <p className="max-w-xl text-lg text-muted-foreground">{c.hero.subtitle}</p>
              <p className="w-fit rounded-full bg-highlight px-4 py-1.5 text-sm font-semibold text-highlight-foreground">{c.hero.trial}</p>
            </div>
            <div id="cadastro" className="scroll-mt-20 rounded-2xl border bg-card p-6 shadow-sm">
              <h2 className="text-xl font-bold">{t('title')}</h2>
              <p className="mb-5 text-sm text-muted-foreground">{t('subtitle')}</p>
              {/* Hydrated after the page and revealed by React's inline script: without JavaScript it stays inert. */}
              <noscript>
                <p className="mb-4 rounded-lg border bg-secondary p-4 text-sm">{t('needsScript')}</p>
              </noscript>
              <LazyBrokerSignupForm />
            </div>
          </div>
        </section>
        <section aria-labelledby="benefits" className="page-container py-12">
          <SectionHeading id="benefits" title={c.benefits.title} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {c.benefits.items.map((b) => (
              <li key={b.title} className="rounded-xl border bg-card p-6">
                <h3 className="font-semibold">{b.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{b.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="results" className="bg-primary py-12 text-primary-foreground">
          <div className="page-container">
            <h2 id="results" className="mb-8 text-center text-2xl font-bold sm:text-3xl">{c.results.title}</h2>
            <ul className="grid gap-6 text-center sm:grid-cols-3">
              {c.results.items.map((r) => (
                <li key={r.label}>
                  <p className="font-heading text-4xl font-extrabold tabular-nums">{r.value}</p>
                  <p className="text-primary-foreground/90">{r.label}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section aria-labelledby="advantages" className="page-container grid gap-8 py-12 md:grid-cols-2">
          <div>
            <h2 id="advantages" className="mb-4 text-2xl font-bold">{c.advantages.title}</h2>
            <ul className="flex flex-col gap-3">
              {c.advantages.items.map((a) => (
                <li key={a} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  {a}
                </li>
              ))}
            </ul>
          </div>
          <figure className="flex flex-col gap-4 rounded-xl border bg-card p-6">
            <QuoteIcon className="size-8 text-highlight" aria-hidden />
            <blockquote className="text-lg">{c.testimonial.quote}</blockquote>
            <figcaption className="text-sm text-muted-foreground">
              <strong className="text-foreground">{c.testimonial.author}</strong> · {c.testimonial.role}
            </figcaption>
          </figure>
        </section>
        <section aria-labelledby="broker-cta" className="page-container py-12">
          <div className="flex flex-col items-center gap-4 rounded-2xl bg-secondary p-8 text-center">
            <h2 id="broker-cta" className="text-2xl font-bold">{c.cta.title}</h2>
            <p className="text-muted-foreground">{c.cta.text}</p>
            <Button asChild size="lg">
              <a href="#cadastro">{c.cta.button}</a>
            </Button>
          </div>
        </section>
      </>
    </ClientMessages>
  );
}

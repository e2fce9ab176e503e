import type { Metadata } from 'next';
import { Building2Icon, GiftIcon, HomeIcon, UsersIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { AgencyOnboarding } from '@/components/marketing/agency-onboarding/agency-onboarding';
import { StepList } from '@/components/marketing/faq-list';
import { SectionHeading } from '@/components/marketing/section-heading';
import { Button, buttonClassName } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { marketingContent } from '@/content';
import { getPaidPlans } from '@/lib/data/billing';
import { getPlatformStats } from '@/lib/data/marketing';
import { initLocale } from '@/lib/i18n/server';
import { marketingMetadata } from '@/lib/marketing/metadata';
import { cn } from '@/lib/utils';
import { formatCents } from '@/lib/validations/billing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata(await initLocale(params), 'agency', '/sou-imobiliaria');
}

export default async function AgencyLandingPage({ params }: Props) {
  const locale = await initLocale(params);
  const c = marketingContent(locale).agency;
  const t = await getTranslations('Marketing');
  const [stats, prices] = await Promise.all([getPlatformStats(), getPaidPlans()]);
  // Prices come from the database (public.billing_plans), the one place they are defined (issue #24).
  const plans = c.plans.items.flatMap((plan) => {
    const row = prices.find((p) => p.code === plan.plan);
    return row ? [{ ...plan, price: formatCents(row.priceCents, locale) }] : [];
  });
  const number = new Intl.NumberFormat(locale);
  const statCards = [
    { value: stats.listings, label: c.stats.listings, Icon: HomeIcon, key: 'listings' },
    { value: stats.agencies, label: c.stats.agencies, Icon: Building2Icon, key: 'agencies' },
    { value: stats.brokers, label: c.stats.brokers, Icon: UsersIcon, key: 'brokers' },
  ];

  return (
    <ClientMessages namespaces={['AgencyOnboarding']}>
      <>
        <section className="bg-gradient-to-b from-secondary to-background">
          <div className="page-container flex flex-col items-start gap-5 py-14 md:py-20">
            <h1 className="max-w-3xl text-3xl font-extrabold text-balance sm:text-5xl">{c.hero.title}</h1>
            <p className="max-w-2xl text-lg text-muted-foreground">{c.hero.subtitle}</p>
            <AgencyOnboarding
              classes={{
                email: inputClassName('h-11 bg-card'),
                join: buttonClassName({ size: 'lg', className: 'h-11' }),
                login: buttonClassName({ size: 'lg', variant: 'outline', className: 'h-11' }),
              }}
            />
          </div>
        </section>
        <section aria-labelledby="agency-steps" className="page-container max-w-3xl py-12">
          <SectionHeading id="agency-steps" title={c.steps.title} />
          <StepList items={c.steps.items} idPrefix="agency" stepLabel={(n) => t('steps.step', { n })} />
        </section>
        <section aria-labelledby="stats" className="bg-muted/40 py-12">
          <div className="page-container">
            <SectionHeading id="stats" title={c.stats.title} />
            <ul className="grid gap-6 sm:grid-cols-3">
              {statCards.map(({ value, label, Icon, key }) => (
                <li key={key} className="flex flex-col items-center gap-2 rounded-xl border bg-card p-6 text-center" data-testid={`stat-${key}`}>
                  <Icon className="size-7 text-primary" aria-hidden />
                  <p className="font-heading text-4xl font-extrabold tabular-nums">{number.format(value)}</p>
                  <p className="text-muted-foreground">{label}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section aria-labelledby="free-plan" className="page-container py-12">
          <div className="flex flex-col items-start gap-4 rounded-2xl border-2 border-dashed border-primary/40 bg-secondary/60 p-6 sm:flex-row sm:items-center sm:p-8">
            <GiftIcon className="size-10 shrink-0 text-primary" aria-hidden />
            <div className="flex-1">
              <h2 id="free-plan" className="text-xl font-bold">{c.freePlan.title}</h2>
              <p className="text-muted-foreground">{c.freePlan.text}</p>
            </div>
            <Button asChild size="lg">
              <a href="#aderir">{c.freePlan.cta}</a>
            </Button>
          </div>
        </section>
        <section aria-labelledby="plans" className="page-container py-12">
          <SectionHeading id="plans" title={c.plans.title} subtitle={c.plans.subtitle} />
          <ul className="grid gap-6 md:grid-cols-3">
            {plans.map((plan, i) => (
              <li
                key={plan.name}
                className={cn('flex flex-col gap-3 rounded-xl border bg-card p-6', i === 2 && 'border-2 border-primary')}
              >
                {i === 2 ? (
                  <span className="w-fit rounded-full bg-highlight px-3 py-1 text-xs font-semibold text-highlight-foreground">
                    {t('plans.popular')}
                  </span>
                ) : null}
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                <p>
                  <span className="font-heading text-3xl font-extrabold tabular-nums">{plan.price}</span>
                  <span className="text-muted-foreground">{plan.period}</span>
                </p>
                <p className="flex-1 text-sm text-muted-foreground">{plan.note}</p>
                <Button asChild variant={i === 2 ? 'default' : 'outline'}>
                  <a href="#aderir">{c.plans.cta}</a>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </>
    </ClientMessages>
  );
}

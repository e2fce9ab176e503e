import type { Metadata } from 'next';
import { ArrowRightIcon, Building2Icon, CalendarCheckIcon, HeartIcon, HomeIcon, SearchIcon, UserRoundIcon } from 'lucide-react';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { FaqList } from '@/components/marketing/faq-list';
import { HeroSearch } from '@/components/marketing/hero-search';
import { JsonLd } from '@/components/marketing/json-ld';
import { LarCashSection } from '@/components/marketing/lar-cash';
import { Reveal } from '@/components/marketing/reveal';
import { SectionHeading } from '@/components/marketing/section-heading';
import { PropertyCard } from '@/components/property/property-card';
import { Button } from '@/components/ui/button';
import { marketingContent } from '@/content';
import { getSessionUser } from '@/lib/data/auth';
import { getFavoriteIds } from '@/lib/data/favorites';
import { getFeaturedProperties, getPartnerAgencies } from '@/lib/data/marketing';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { socialLinks } from '@/lib/marketing/footer-links';
import { localizedUrl, marketingMetadata } from '@/lib/marketing/metadata';
import { operatorEnv } from '@/lib/server-env';
import { siteConfig } from '@/lib/site';
import { getTranslations } from 'next-intl/server';

// `v` is set only when the page renders as the cached copy (app/[locale]/%5Fcached/[v]).
type Props = { params: Promise<{ locale: string; v?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  return marketingMetadata(locale, 'home', '/');
}

const whyIcons = [SearchIcon, CalendarCheckIcon, Building2Icon];

export default async function HomePage({ params }: Props) {
  const locale = await initLocale(params);
  // The cached copy, rendered for nobody, has the browser fill in the hearts (issue #21).
  const cachedCopy = !!(await params).v;
  const c = marketingContent(locale).home;
  const t = await getTranslations('Marketing');
  const [featured, partners, user] = await Promise.all([getFeaturedProperties(6), getPartnerAgencies(24), getSessionUser()]);
  const favoriteIds = user ? await getFavoriteIds(featured.map((p) => p.id)) : new Set<number>();
  const searchPath = getPathname({ href: '/buscar', locale });

  const channels = operatorEnv();
  const { supportPhone, supportEmail } = channels;
  const profiles = socialLinks(channels).map((s) => s.href);
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    url: localizedUrl('/', routing.defaultLocale),
    foundingDate: '2019',
    // The operator's configured support channels only (lib/server-env.ts): no made-up number.
    ...(supportPhone || supportEmail
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              ...(supportPhone ? { telephone: `+55 ${supportPhone}` } : {}),
              ...(supportEmail ? { email: supportEmail } : {}),
              contactType: 'customer service',
              areaServed: 'BR',
              availableLanguage: ['Portuguese', 'English', 'Spanish'],
            },
          ],
        }
      : {}),
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: localizedUrl('/', locale),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${localizedUrl('/buscar', locale)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };

  return (
    <>
      <JsonLd data={organization} />
      <JsonLd data={website} />
      <section className="relative overflow-hidden bg-gradient-to-b from-secondary to-background">
        <div className="page-container flex flex-col items-start gap-6 py-16 md:py-24">
          <h1 className="max-w-2xl text-4xl font-extrabold text-balance sm:text-5xl">{c.hero.title}</h1>
          <p className="max-w-xl text-lg text-muted-foreground">{c.hero.subtitle}</p>
          <HeroSearch
            action={searchPath}
            labels={{
              toggle: c.hero.toggleLabel,
              rent: c.hero.rent,
              buy: c.hero.buy,
              search: c.hero.searchLabel,
              placeholder: c.hero.searchPlaceholder,
              button: c.hero.searchButton,
            }}
          />
          <Button asChild variant="link" className="h-auto px-0">
            <a href="#lar-cash">
              {c.cash.button}
              <ArrowRightIcon aria-hidden />
            </a>
          </Button>
        </div>
      </section>

      <Reveal aria-labelledby="why-us" className="page-container py-16">
        <SectionHeading id="why-us" title={c.whyUs.title} subtitle={c.whyUs.subtitle} />
        <ul className="grid gap-6 md:grid-cols-3">
          {c.whyUs.items.map((item, i) => {
            const Icon = whyIcons[i] ?? HeartIcon;
            return (
              <li key={item.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
                <Icon className="size-8 text-primary" aria-hidden />
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="text-muted-foreground">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Reveal>

      <Reveal aria-labelledby="featured" className="bg-muted/40 py-16">
        <div className="page-container">
          <SectionHeading id="featured" title={c.featured.title} subtitle={c.featured.subtitle} />
          {featured.length === 0 ? (
            <p className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
              <HomeIcon className="size-8" aria-hidden />
              {c.featured.empty}
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-properties">
              {featured.map((p) => (
                <li key={p.id} className="flex">
                  <PropertyCard
                    property={p}
                    isFavorite={favoriteIds.has(p.id)}
                    signedIn={cachedCopy ? 'browser' : !!user}
                    sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8 flex justify-center">
            <Button asChild variant="outline">
              <Link href="/buscar">{c.featured.seeAll}</Link>
            </Button>
          </div>
        </div>
      </Reveal>

      <Reveal aria-labelledby="people" className="page-container py-16">
        <div className="flex flex-col items-center gap-5 text-center">
          <h2 id="people" className="text-2xl font-bold sm:text-3xl">{c.people.title}</h2>
          <p className="max-w-2xl text-lg text-muted-foreground">{c.people.text}</p>
          <AuthDialogTrigger tab="register" size="lg">
            {c.people.join}
          </AuthDialogTrigger>
        </div>
      </Reveal>

      <Reveal aria-labelledby="pro" className="bg-secondary/60 py-16">
        <div className="page-container">
          <SectionHeading id="pro" title={c.pro.title} subtitle={c.pro.subtitle} />
          <div className="grid gap-6 md:grid-cols-2">
            {[
              { ...c.pro.broker, href: '/sou-corretor', Icon: UserRoundIcon },
              { ...c.pro.agency, href: '/sou-imobiliaria', Icon: Building2Icon },
            ].map(({ title, text, cta, href, Icon }) => (
              <div key={href} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
                <Icon className="size-8 text-primary" aria-hidden />
                <h3 className="text-xl font-semibold">{title}</h3>
                <p className="flex-1 text-muted-foreground">{text}</p>
                <Button asChild variant="outline" className="w-full sm:w-fit">
                  <Link href={href}>{cta}</Link>
                </Button>
              </div>
            ))}
          </div>
        </div>
      </Reveal>

      <Reveal aria-labelledby="faq" className="page-container max-w-3xl py-16">
        <SectionHeading id="faq" title={c.faq.title} />
        <FaqList items={c.faq.items} idPrefix="home" />
      </Reveal>

      <Reveal aria-labelledby="partners" className="border-y py-12">
        <div className="page-container">
          <SectionHeading id="partners" title={c.partners.title} />
          {partners.length === 0 ? (
            <p className="text-center text-muted-foreground">{c.partners.empty}</p>
          ) : (
            <ul className="flex flex-wrap justify-center gap-3" data-testid="partner-agencies">
              {partners.map((agency) => (
                <li key={agency.id}>
                  <Link
                    href={`/${agency.slug}`}
                    aria-label={t('partners.visit', { name: agency.name })}
                    className="inline-flex h-11 items-center rounded-full border bg-card px-5 font-heading font-semibold text-muted-foreground transition-colors hover:border-primary hover:text-primary"
                  >
                    {agency.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Reveal>

      <Reveal id="lar-cash" aria-labelledby="lar-cash-title" className="page-container scroll-mt-20 py-16">
        <LarCashSection copy={c.cash} locale={locale} />
      </Reveal>

      <Reveal aria-labelledby="cta" className="bg-primary py-16 text-primary-foreground">
        <div className="page-container flex flex-col items-center gap-5 text-center">
          <h2 id="cta" className="text-2xl font-bold sm:text-3xl">{c.cta.title}</h2>
          <p className="max-w-xl text-primary-foreground/90">{c.cta.text}</p>
          <Button asChild size="lg" variant="secondary">
            <Link href="/buscar">
              <SearchIcon aria-hidden />
              {c.cta.button}
            </Link>
          </Button>
        </div>
      </Reveal>
    </>
  );
}

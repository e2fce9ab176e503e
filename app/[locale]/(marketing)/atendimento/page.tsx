import type { Metadata } from 'next';
import { BookOpenIcon, MailIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { LazyContactForm } from '@/components/marketing/lazy-contact-form';
import { FaqList } from '@/components/marketing/faq-list';
import { OpeningHours } from '@/components/marketing/opening-hours';
import { PageHero, SectionHeading } from '@/components/marketing/section-heading';
import { Button } from '@/components/ui/button';
import { marketingContent } from '@/content';
import { initLocale } from '@/lib/i18n/server';
import { marketingMetadata } from '@/lib/marketing/metadata';
import { operatorEnv } from '@/lib/server-env';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata(await initLocale(params), 'support', '/atendimento');
}

const digits = (v: string) => v.replace(/\D/g, '');

export default async function SupportPage({ params }: Props) {
  const locale = await initLocale(params);
  const c = marketingContent(locale).support;
  const t = await getTranslations('Marketing.support');
  // Only the channels the operator configured (no made-up number or address); the contact form is always there.
  const { supportPhone, supportWhatsapp, supportEmail } = operatorEnv();
  const cards = [
    supportPhone && { ...c.cards.phone, value: supportPhone, Icon: PhoneIcon, href: `tel:+55${digits(supportPhone)}`, cta: t('call', { value: supportPhone }) },
    supportWhatsapp && { ...c.cards.whatsapp, value: supportWhatsapp, Icon: MessageCircleIcon, href: `https://wa.me/55${digits(supportWhatsapp)}`, cta: t('whatsappCta') },
    supportEmail && { ...c.cards.email, value: supportEmail, Icon: MailIcon, href: `mailto:${supportEmail}`, cta: t('emailCta') },
  ].filter((card) => !!card);

  return (
    <ClientMessages namespaces={['ContactForm']}>
      <>
        <PageHero title={c.hero.title} subtitle={c.hero.subtitle}>
          <Button asChild variant="outline">
            <a href="#faq">
              <BookOpenIcon aria-hidden />
              {c.knowledgeBase}
            </a>
          </Button>
        </PageHero>
        {cards.length > 0 && (
          <section aria-label={c.hero.title} className="page-container py-12">
            <ul className="grid gap-6 md:grid-cols-3">
              {cards.map(({ title, text, value, Icon, href, cta }) => (
                <li key={title} className="flex flex-col gap-2 rounded-xl border bg-card p-6">
                  <Icon className="size-7 text-primary" aria-hidden />
                  <h2 className="text-lg font-semibold">{title}</h2>
                  <p className="font-medium tabular-nums">{value}</p>
                  <p className="flex-1 text-sm text-muted-foreground">{text}</p>
                  <Button asChild variant="outline" className="mt-2">
                    <a href={href} {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {cta}
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section id="faq" aria-labelledby="faq-title" className="page-container max-w-3xl scroll-mt-20 py-12">
          <SectionHeading id="faq-title" title={c.faq.title} />
          <FaqList items={c.faq.items} idPrefix="support" />
        </section>
        <section id="contato" aria-labelledby="contact-title" className="page-container grid scroll-mt-20 gap-8 py-12 lg:grid-cols-[2fr_1fr]">
          <div className="rounded-xl border bg-card p-6">
            <SectionHeading id="contact-title" title={t('formTitle')} subtitle={t('formSubtitle')} align="left" className="mb-6" />
            {/* Hydrated after the page and revealed by React's inline script: without JavaScript it stays hidden. */}
            <noscript>
              <p className="rounded-lg border bg-secondary p-4 text-sm">{t('formNeedsScript')}</p>
            </noscript>
            <LazyContactForm />
          </div>
          <OpeningHours copy={c.hours} />
        </section>
      </>
    </ClientMessages>
  );
}

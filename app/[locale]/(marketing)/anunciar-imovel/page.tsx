import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { ClientMessages } from '@/components/layout/client-messages';
import { BecomeOwner } from '@/components/listings/manage/become-owner';
import { FaqList, StepList } from '@/components/marketing/faq-list';
import { PageHero, SectionHeading } from '@/components/marketing/section-heading';
import { Button, buttonClassName } from '@/components/ui/button';
import { marketingContent } from '@/content';
import { getCurrentProfile } from '@/lib/data/auth';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { marketingMetadata } from '@/lib/marketing/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata(await initLocale(params), 'advertise', '/anunciar-imovel');
}

export default async function AdvertisePage({ params }: Props) {
  const locale = await initLocale(params);
  const c = marketingContent(locale).advertise;
  const t = await getTranslations('Marketing.steps');
  const profile = await getCurrentProfile();
  const canList = profile && profile.role !== 'cliente';
  // The call to action (issue #18): the wizard for an owner, broker or agency; for a cliente, 'Quero anunciar
  // meu imóvel' (the account becomes a proprietário, then the wizard); signed out, the sign-in dialog, which
  // continues to the wizard after signing in.

  return (
    <>
      <PageHero title={c.hero.title} subtitle={c.hero.subtitle}>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {canList ? (
            <Button asChild size="lg">
              <Link href="/imoveis/novo">{c.hero.advertiseSignedIn}</Link>
            </Button>
          ) : profile ? (
            <ClientMessages namespaces={['ListingsManage']}>
              <BecomeOwner buttonClassName={buttonClassName({ size: 'lg' })} />
            </ClientMessages>
          ) : (
            <>
              <AuthDialogTrigger tab="login" size="lg" next="/imoveis/novo">
                {c.hero.advertise}
              </AuthDialogTrigger>
              <AuthDialogTrigger tab="register" size="lg" variant="outline">
                {c.hero.register}
              </AuthDialogTrigger>
              <AuthDialogTrigger tab="login" size="lg" variant="ghost">
                {c.hero.login}
              </AuthDialogTrigger>
            </>
          )}
        </div>
      </PageHero>
      <section aria-labelledby="how" className="page-container max-w-3xl py-12">
        <SectionHeading id="how" title={c.steps.title} />
        <StepList items={c.steps.items} idPrefix="advertise" stepLabel={(n) => t('step', { n })} />
      </section>
      <section aria-labelledby="owner-faq" className="page-container max-w-3xl py-12">
        <SectionHeading id="owner-faq" title={c.faq.title} />
        <FaqList items={c.faq.items} idPrefix="owner" />
        <p className="mt-8 text-center text-muted-foreground">
          {c.help.text}{' '}
          <Link href="/atendimento" className="font-semibold text-primary underline-offset-4 hover:underline">
            {c.help.link}
          </Link>
        </p>
      </section>
    </>
  );
}

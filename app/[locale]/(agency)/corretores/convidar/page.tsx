import type { Metadata } from 'next';
import { ArrowLeftIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { InvitationsList } from '@/components/team/invitations-list';
import { InviteForm } from '@/components/team/invite-form';
import { Button } from '@/components/ui/button';
import { getSentInvitations } from '@/lib/data/team';
import { requirePrivateRoute } from '@/lib/data/auth';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Team.form' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /corretores/convidar: the agency invites a broker by e-mail. Signed out → /login; another role → its home. */
export default async function InviteBrokerPage({ params }: Props) {
  await initLocale(params);
  await requirePrivateRoute('/corretores/convidar');
  const [t, invitations] = await Promise.all([getTranslations('Team.form'), getSentInvitations()]);
  return (
    <div className="page-container flex max-w-3xl flex-col gap-8 py-8 md:py-12">
      <div className="flex flex-col gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href="/corretores">
            <ArrowLeftIcon className="size-4" aria-hidden />
            {t('back')}
          </Link>
        </Button>
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <section className="rounded-xl border bg-card p-4 sm:p-6" aria-label={t('title')}>
        <InviteForm />
      </section>
      <InvitationsList invitations={invitations} />
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvitationsList } from '@/components/team/invitations-list';
import { InviteForm } from '@/components/team/invite-form';
import { PartnerList } from '@/components/team/partner-list';
import { getPartnerBrokers, getSentInvitations } from '@/lib/data/team';
import { requirePrivateRoute } from '@/lib/data/auth';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Team.owner' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /convidar-corretor: an owner invites a broker for their listings, sees the brokers working on them and
 * ends a partnership. Signed out → /login; another role → its home (an agency invites on /corretores/convidar).
 */
export default async function OwnerInviteBrokerPage({ params }: Props) {
  await initLocale(params);
  await requirePrivateRoute('/convidar-corretor');
  const [t, partners, invitations] = await Promise.all([getTranslations('Team'), getPartnerBrokers(), getSentInvitations()]);
  return (
    <div className="page-container flex max-w-3xl flex-col gap-8 py-8 md:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl font-bold">{t('owner.title')}</h1>
        <p className="text-muted-foreground">{t('form.ownerIntro')}</p>
      </div>
      <section className="rounded-xl border bg-card p-4 sm:p-6" aria-label={t('owner.title')}>
        <InviteForm />
      </section>
      <PartnerList partners={partners} />
      <InvitationsList invitations={invitations} />
    </div>
  );
}

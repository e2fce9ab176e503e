import type { Metadata } from 'next';
import { MailXIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { AcceptInvitation } from '@/components/team/accept-invitation';
import { InvitationSignUpForm } from '@/components/team/invitation-signup-form';
import { Button } from '@/components/ui/button';
import { getCurrentProfile, getSessionUser } from '@/lib/data/auth';
import { getInvitation } from '@/lib/data/team';
import { formatDate, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import type { AcceptFailure } from '@/lib/validations/team';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Invitation' });
  // The token is a secret: no indexing, no referrer beyond this site (the global Referrer-Policy).
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /convite/{token}, the link of an invitation e-mail. Signed out: sign up as a broker with the invited
 * e-mail, or sign in. Signed in as the invited broker: 'Aceitar convite'. An unknown, expired, used or
 * cancelled link, another role or another e-mail: a page that says which, and nothing changes.
 */
export default async function InvitationPage({ params }: Props) {
  await initLocale(params);
  const { token } = await params;
  const [t, locale, invitation, user] = await Promise.all([
    getTranslations('Invitation'),
    getLocale(),
    getInvitation(token),
    getSessionUser(),
  ]);

  let refused: AcceptFailure | null = null;
  if (!invitation) refused = 'invitation_not_found';
  else if (invitation.status === 'aceito') refused = 'invitation_used';
  else if (invitation.status === 'cancelado') refused = 'invitation_revoked';
  else if (invitation.status === 'expirado') refused = 'invitation_expired';
  else if (user) {
    const profile = await getCurrentProfile();
    if (profile?.role !== 'corretor') refused = 'not_broker';
    else if (invitation.forMe !== true) refused = 'invitation_other_email';
  }

  if (refused || !invitation) {
    const key = refused ?? 'invitation_not_found';
    return (
      <div className="page-container flex max-w-xl flex-col items-start gap-4 py-12 md:py-16" data-testid="invitation-refused" data-reason={key}>
        <MailXIcon className="size-8 text-muted-foreground" aria-hidden />
        <h1 className="font-heading text-2xl font-bold sm:text-3xl">{t(`refused.${key}`)}</h1>
        <p className="text-muted-foreground">{t(`refusedBody.${key}`)}</p>
        {key === 'invitation_expired' || key === 'invitation_revoked' || key === 'invitation_used' ? (
          <p className="text-muted-foreground">{t('askAgain')}</p>
        ) : null}
        <Button asChild variant="outline">
          <Link href="/">{t('home')}</Link>
        </Button>
      </div>
    );
  }

  const title = invitation.inviterKind === 'imobiliaria'
    ? t('titleAgency', { inviter: invitation.inviterName })
    : t('titleOwner', { inviter: invitation.inviterName });
  return (
    <div className="page-container flex max-w-xl flex-col gap-6 py-12 md:py-16" data-testid="invitation">
      <header className="flex flex-col gap-2">
        <p className="text-muted-foreground">{t('hello', { name: invitation.name })}</p>
        <h1 className="font-heading text-2xl font-bold break-words sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{t('validUntil', { date: formatDate(invitation.expiresAt, locale as FormatLocale) })}</p>
      </header>
      {user ? (
        <AcceptInvitation token={token} inviter={invitation.inviterName} />
      ) : (
        <>
          <p>{t('signedOutIntro', { email: invitation.email ?? '' })}</p>
          <InvitationSignUpForm token={token} email={invitation.email ?? ''} defaultName={invitation.name} />
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <Link href={{ pathname: '/login', query: { next: `/convite/${token}` } }}>{t('signIn')}</Link>
          </Button>
        </>
      )}
    </div>
  );
}

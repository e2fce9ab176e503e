import type { Metadata } from 'next';
import { UserPlusIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { InvitationsList } from '@/components/team/invitations-list';
import { TeamList } from '@/components/team/team-list';
import { TeamSearch } from '@/components/team/team-search';
import { Button } from '@/components/ui/button';
import { getSentInvitations, getTeam } from '@/lib/data/team';
import { requirePrivateRoute } from '@/lib/data/auth';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { teamSearch } from '@/lib/validations/team';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Team' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /corretores: the agency's team and its invitations. Signed out → /login; another role → its home. */
export default async function TeamPage({ params, searchParams }: Props) {
  await initLocale(params);
  await requirePrivateRoute('/corretores');
  const search = teamSearch((await searchParams).q);
  const [t, team, invitations] = await Promise.all([getTranslations('Team'), getTeam(search), getSentInvitations()]);

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </div>
        <Button asChild>
          <Link href="/corretores/convidar">
            <UserPlusIcon className="size-4" aria-hidden />
            {t('invite')}
          </Link>
        </Button>
      </header>
      <TeamSearch search={search} />
      {team === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('error')}
        </p>
      ) : (
        <section aria-live="polite" aria-label={t('title')} className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" data-testid="team-count">
            {search ? `${t('resultsFor', { search })} · ` : ''}
            {t('count', { count: team.length })}
          </p>
          {team.length === 0 ? (
            <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              <p>{search ? t('emptySearch') : t('empty')}</p>
              {search ? null : (
                <Button asChild variant="outline" size="sm">
                  <Link href="/corretores/convidar">{t('invite')}</Link>
                </Button>
              )}
            </div>
          ) : (
            <TeamList brokers={team} />
          )}
        </section>
      )}
      <InvitationsList invitations={invitations} />
    </div>
  );
}

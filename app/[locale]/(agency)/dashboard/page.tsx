import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompleteAgencyDialog } from '@/components/auth/complete-agency-form';
import { RoleHome } from '@/components/auth/role-home';
import { Button } from '@/components/ui/button';
import { requireRoleHome } from '@/lib/data/auth';
import { getOwnProfile } from '@/lib/data/profiles';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { AGENCY_PLACEHOLDER_NAME } from '@/lib/validations/auth';

const agencyLinks = [
  { key: 'appointments', href: '/agendamentos' },
  { key: 'proposals', href: '/propostas' },
  { key: 'uploadProposal', href: '/propostas/subir' },
  { key: 'contacts', href: '/clientes' },
  { key: 'reports', href: '/relatorios' },
] as const;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'RoleHome' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The agency home: signed out → /login, another role → that role's home; an unfinished profile opens the completion dialog. */
export default async function AgencyDashboardPage({ params }: Props) {
  await initLocale(params);
  const { profile } = await requireRoleHome('imobiliaria');
  const own = await getOwnProfile();
  const t = await getTranslations('RoleHome.agencyLinks');
  const incomplete = !own?.name || own.name === AGENCY_PLACEHOLDER_NAME || !own.phone || !own.cpfCnpj;
  return (
    <RoleHome role="imobiliaria" profile={profile}>
      {/* The agency's live screens, including the two its header navigation (spec §2) does not list. */}
      {agencyLinks.map(({ key, href }) => (
        <Button key={key} asChild variant="outline">
          <Link href={href}>{t(key)}</Link>
        </Button>
      ))}
      {incomplete && own ? (
        <CompleteAgencyDialog
          defaults={{
            name: own.name && own.name !== AGENCY_PLACEHOLDER_NAME ? own.name : '',
            email: own.email ?? '',
            phone: own.phone ?? '',
          }}
        />
      ) : null}
    </RoleHome>
  );
}

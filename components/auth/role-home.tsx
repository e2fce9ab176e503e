import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { CurrentProfile, Role } from '@/lib/data/auth';
import { Link } from '@/lib/i18n/navigation';
import { displayFirstName } from '@/lib/utils';

/** The minimal home of each role ('Bem-vindo, …'); the dashboards issue fills these pages in. */
export async function RoleHome({
  role,
  profile,
  children,
}: {
  role: Role;
  profile: CurrentProfile;
  children?: React.ReactNode;
}) {
  const t = await getTranslations('RoleHome');
  return (
    <div className="page-container py-10 sm:py-16">
      <h1 className="font-heading text-3xl font-semibold tracking-tight">
        {t('welcome', { name: displayFirstName(profile.name, profile.email) })}
      </h1>
      <p className="mt-2 text-muted-foreground">{t(`intro.${role}`)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {role !== 'imobiliaria' ? (
          <Button asChild variant="outline">
            <Link href="/minha-conta">{t('myAccount')}</Link>
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

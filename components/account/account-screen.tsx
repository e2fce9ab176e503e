import { getTranslations } from 'next-intl/server';
import { AvatarUpload } from '@/components/auth/avatar-upload';
import { Button } from '@/components/ui/button';
import type { CurrentProfile } from '@/lib/data/auth';
import { Link } from '@/lib/i18n/navigation';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '@/lib/validations/rules/masks';
import { ChangeEmailForm } from './change-email-form';
import { PrivacyPanel } from './privacy-panel';
import { ProfileForm, type ProfileFormKind } from './profile-form';

/**
 * /perfil and /minha-conta (issue #24): one screen — photo, the profile form (with the company block for an
 * agency), 'Alterar e-mail', links to the password and the settings, and the LGPD block.
 */
export async function AccountScreen({ profile, email, screen }: { profile: CurrentProfile; email: string; screen: 'perfil' | 'minha-conta' }) {
  const [t, tp, tr] = await Promise.all([getTranslations('MyAccount'), getTranslations('ProfileScreen'), getTranslations('Roles')]);
  const kind: ProfileFormKind = profile.role === 'imobiliaria' ? 'agency' : profile.role === 'corretor' ? 'broker' : 'person';
  const doc = profile.cpfCnpj ?? '';
  const title = screen === 'perfil' ? tp('title') : t('title');
  const description = screen === 'perfil' ? tp('description') : t('description');
  return (
    <div className="page-container py-10 sm:py-16">
      <div className="mx-auto flex max-w-2xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="font-heading text-3xl font-semibold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </header>
        <section className="rounded-xl border bg-card p-6 shadow-sm">
          <AvatarUpload url={profile.avatarUrl} name={profile.name ?? email} />
        </section>
        <section className="rounded-xl border bg-card p-6 shadow-sm">
          {kind === 'agency' ? <h2 className="mb-4 font-heading text-lg font-semibold">{tp('company')}</h2> : null}
          <ProfileForm
            kind={kind}
            email={email}
            roleLabel={tr(profile.role)}
            values={{
              name: profile.name ?? '',
              phone: maskPhone(profile.phone ?? ''),
              cpf: kind === 'agency' || doc.length !== 11 ? '' : maskCpf(doc),
              cnpj: kind === 'agency' && doc.length === 14 ? maskCnpj(doc) : '',
              legalName: profile.legalName ?? '',
              responsibleName: profile.responsibleName ?? '',
              creci: profile.creci ?? '',
              address: profile.address ?? '',
              city: profile.city ?? '',
              state: profile.state ?? '',
              zipCode: maskCep(profile.zipCode ?? ''),
            }}
          />
        </section>
        <section className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <ChangeEmailForm />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <Link href="/trocar-senha">{t('changePassword')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/configuracoes">{tp('settingsLink')}</Link>
            </Button>
          </div>
        </section>
        <PrivacyPanel />
      </div>
    </div>
  );
}

import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AvatarUpload } from '@/components/auth/avatar-upload';
import { MyAccountForm } from '@/components/auth/my-account-form';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/data/auth';
import { getOwnProfile } from '@/lib/data/profiles';
import { Link, redirect } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { maskCep, maskPhone } from '@/lib/validations/rules/masks';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'MyAccount' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /minha-conta: signed out → `/` (spec §6). */
export default async function MyAccountPage({ params }: Props) {
  await initLocale(params);
  const user = await requireUser({ redirectTo: '/' });
  const profile = await getOwnProfile();
  if (!profile) return redirect({ href: '/', locale: await getLocale() });
  const t = await getTranslations('MyAccount');
  const tr = await getTranslations('Roles');
  return (
    <div className="page-container py-10 sm:py-16">
      <div className="mx-auto flex max-w-2xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="font-heading text-3xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </header>
        <section className="rounded-xl border bg-card p-6 shadow-sm">
          <AvatarUpload url={profile.avatarUrl} name={profile.name ?? profile.email ?? ''} />
        </section>
        <section className="rounded-xl border bg-card p-6 shadow-sm">
          <MyAccountForm
            email={profile.email ?? user.email ?? ''}
            roleLabel={tr(profile.role)}
            values={{
              name: profile.name ?? '',
              phone: maskPhone(profile.phone ?? ''),
              address: profile.address ?? '',
              city: profile.city ?? '',
              state: profile.state ?? '',
              zipCode: maskCep(profile.zipCode ?? ''),
            }}
          />
        </section>
        <div>
          <Button asChild variant="outline">
            <Link href="/trocar-senha">{t('changePassword')}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

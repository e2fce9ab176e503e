import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { CompleteProfileForm } from '@/components/auth/complete-profile-form';
import { requireUser } from '@/lib/data/auth';
import { getOwnProfile } from '@/lib/data/profiles';
import { redirect } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { siteConfig } from '@/lib/site';
import { maskCep, maskCpf, maskPhone } from '@/lib/validations/rules/masks';
import { completionTarget } from '@/lib/validations/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'CompleteProfile' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Spec §4: no user → `/`; agencies → their own form; a profile with name and phone → the role's home. */
export default async function CompleteProfilePage({ params }: Props) {
  await initLocale(params);
  await requireUser({ redirectTo: '/' });
  const profile = await getOwnProfile();
  const locale = await getLocale();
  if (!profile) return redirect({ href: '/', locale });
  if (profile.role === 'imobiliaria') return redirect({ href: '/completar-cadastro-imobiliaria', locale });
  if (profile.name && profile.phone) return redirect({ href: completionTarget(profile.role), locale });

  const t = await getTranslations('CompleteProfile');
  return (
    <AuthCard title={t('title')} description={t('description', { product: siteConfig.name })} wide>
      <CompleteProfileForm
        defaults={{
          name: profile.name ?? '',
          phone: maskPhone(profile.phone ?? ''),
          cpf: profile.cpfCnpj?.length === 11 ? maskCpf(profile.cpfCnpj) : '',
          address: profile.address ?? '',
          city: profile.city ?? '',
          state: profile.state ?? '',
          zipCode: maskCep(profile.zipCode ?? ''),
        }}
      />
    </AuthCard>
  );
}

import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { CompleteAgencyForm } from '@/components/auth/complete-agency-form';
import { requireUser } from '@/lib/data/auth';
import { getOwnProfile } from '@/lib/data/profiles';
import { redirect } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { maskCep, maskCnpj, maskPhone } from '@/lib/validations/rules/masks';
import { AGENCY_PLACEHOLDER_NAME } from '@/lib/validations/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'CompleteAgency' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Spec §4: no user → `/`; not an agency → /completar-cadastro; name, phone and CNPJ present → /dashboard. */
export default async function CompleteAgencyPage({ params }: Props) {
  await initLocale(params);
  await requireUser({ redirectTo: '/' });
  const profile = await getOwnProfile();
  const locale = await getLocale();
  if (!profile) return redirect({ href: '/', locale });
  if (profile.role !== 'imobiliaria') return redirect({ href: '/completar-cadastro', locale });
  if (profile.name && profile.phone && profile.cpfCnpj) return redirect({ href: '/dashboard', locale });

  const t = await getTranslations('CompleteAgency');
  return (
    <AuthCard title={t('title')} wide>
      <CompleteAgencyForm
        defaults={{
          name: profile.name && profile.name !== AGENCY_PLACEHOLDER_NAME ? profile.name : '',
          email: profile.email ?? '',
          phone: maskPhone(profile.phone ?? ''),
          cnpj: profile.cpfCnpj?.length === 14 ? maskCnpj(profile.cpfCnpj) : '',
          responsibleName: profile.responsibleName ?? '',
          creci: profile.creci ?? '',
          legalName: profile.legalName ?? '',
          address: profile.address ?? '',
          city: profile.city ?? '',
          state: profile.state ?? '',
          zipCode: maskCep(profile.zipCode ?? ''),
        }}
      />
    </AuthCard>
  );
}

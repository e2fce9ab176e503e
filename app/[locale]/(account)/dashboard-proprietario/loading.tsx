import { getTranslations } from 'next-intl/server';
import { HomeSkeleton } from '@/components/dashboard/home-skeleton';

export default async function Loading() {
  const t = await getTranslations('Dashboards');
  return <HomeSkeleton label={t('loading')} cards={5} blocks={3} />;
}

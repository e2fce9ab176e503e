import type { Metadata } from 'next';
import { LegalPage } from '@/components/marketing/legal-page';
import { marketingContent } from '@/content';
import { initLocale } from '@/lib/i18n/server';
import { marketingMetadata } from '@/lib/marketing/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata(await initLocale(params), 'privacy', '/privacidade');
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await initLocale(params);
  const c = marketingContent(locale).privacy;
  return <LegalPage title={c.title} updated={c.updated} sections={c.sections} />;
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/site';
import { Logo } from './logo';

/** The wordmark as a link to the home page, labelled for screen readers: the site header's, and the 404's. */
export async function HomeLogoLink() {
  const t = await getTranslations('Header');
  return (
    <Link href="/" aria-label={t('home', { product: siteConfig.name })} className="shrink-0 rounded-md">
      <Logo />
    </Link>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';

/** The public footer (spec §2 Footer): tagline, link columns from siteConfig.footerNav, language links. */
export async function SiteFooter({ children }: { children?: React.ReactNode }) {
  const t = await getTranslations('Footer');
  const tLocale = await getTranslations('LocaleSwitcher');
  const names = Object.fromEntries(routing.locales.map((l) => [l, tLocale(`names.${l}`)])) as Record<Locale, string>;

  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="page-container grid gap-10 py-12 md:grid-cols-[2fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Link href="/" className="w-fit rounded-md" aria-label={siteConfig.name}>
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">{t('tagline')}</p>
        </div>
        {siteConfig.footerNav.map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`} className="flex flex-col gap-3">
            <h2 id={`footer-${group.key}`} className="text-sm font-semibold">
              {t(`groups.${group.key}`)}
            </h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    className="text-muted-foreground transition-colors hover:text-foreground hover:underline"
                  >
                    {t(`links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {children}
      <div className="border-t">
        <div className="page-container flex flex-col gap-3 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t('rights', { year: String(new Date().getFullYear()), product: siteConfig.name })}</p>
          <LocaleSwitcher label={tLocale('label')} names={names} />
        </div>
      </div>
    </footer>
  );
}

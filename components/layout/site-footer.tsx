import { DownloadIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { appStoreLinks, footerNav, socialLinks, type SocialKey } from '@/lib/marketing/footer-links';
import { operatorEnv } from '@/lib/server-env';
import { siteConfig } from '@/lib/site';
import { InstallButton } from '@/components/pwa/install-button';
import { Button } from '@/components/ui/button';
import { ServiceWorker } from '@/components/pwa/service-worker';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';

const socialIcons: Record<SocialKey, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </>
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
};

/**
 * The public footer (spec §2 Footer): link columns, app-store badges, social links, language links. Badges and
 * social links are the operator's configured ones only (lib/server-env.ts operatorEnv): none is made up.
 */
export async function SiteFooter({ children }: { children?: React.ReactNode }) {
  const t = await getTranslations('Footer');
  const tPwa = await getTranslations('Pwa.install');
  const product = { product: siteConfig.name };
  const channels = operatorEnv();
  const apps = appStoreLinks(channels);
  const social = socialLinks(channels);
  const tLocale = await getTranslations('LocaleSwitcher');
  const names = Object.fromEntries(routing.locales.map((l) => [l, tLocale(`names.${l}`)])) as Record<Locale, string>;

  return (
    <footer className="render-lazy mt-auto border-t bg-muted/40 max-md:[body:has([data-bottom-bar])_&]:pb-20">
      <div className="page-container grid gap-10 py-12 md:grid-cols-[2fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Link href="/" className="w-fit rounded-md" aria-label={siteConfig.name}>
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">{t('tagline')}</p>
          {/* 'Baixe o aplicativo': install the web app (issue #37), and the operator's store listings if configured. */}
          <div className={apps.length > 0 ? 'flex flex-col gap-2' : 'flex flex-col gap-2 [@media(display-mode:standalone)]:hidden'}>
            <p className="text-sm font-semibold">{t('apps.title')}</p>
            <ServiceWorker />
            <InstallButton
              labels={{
                iosTitle: tPwa('iosTitle', product),
                iosIntro: tPwa('iosIntro'),
                iosSteps: [tPwa('iosSteps.share'), tPwa('iosSteps.add'), tPwa('iosSteps.confirm', product)],
                otherTitle: tPwa('otherTitle', product),
                otherIntro: tPwa('otherIntro'),
                otherSteps: [tPwa('otherSteps.menu'), tPwa('otherSteps.install')],
                close: tPwa('close'),
              }}
            >
              {/* Rendered here, so no button code ships with every page; InstallButton attaches the click. */}
              <Button type="button" variant="outline" className="h-11 w-fit [@media(display-mode:standalone)]:hidden" data-testid="pwa-install">
                <DownloadIcon aria-hidden />
                {tPwa('button', product)}
              </Button>
            </InstallButton>
            {apps.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {apps.map((app) => (
                    <li key={app.key}>
                      <a
                        href={app.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex h-11 items-center gap-2 rounded-lg bg-foreground px-3 text-background transition-opacity hover:opacity-90"
                      >
                        <svg viewBox="0 0 24 24" className="size-5" aria-hidden fill="currentColor">
                          {app.key === 'appStore' ? (
                            <path d="M16.4 12.6c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.4-.9-2.4-4zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
                          ) : (
                            <path d="M4 2.5v19l10-9.5L4 2.5zm11.3 8.3 2.9-2.8-11.5-6.6 8.6 9.4zm0 2.4-8.6 9.4 11.5-6.6-2.9-2.8zm4.3-4.1-2.6 2.4 2.6 2.4 2.6-1.5c.8-.5.8-1.3 0-1.8l-2.6-1.5z" />
                          )}
                        </svg>
                        <span className="flex flex-col text-left leading-tight">
                          <span className="text-[10px]">{t(`apps.${app.key}Caption`)}</span>
                          <span className="text-sm font-semibold">{t(`apps.${app.key}`)}</span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
            )}
          </div>
        </div>
        {footerNav.map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`} className="flex flex-col gap-3">
            <h2 id={`footer-${group.key}`} className="text-sm font-semibold">
              {t(`groups.${group.key}`)}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    className="inline-block py-1 text-muted-foreground transition-colors hover:text-foreground hover:underline"
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
        <div className="page-container flex flex-col gap-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>{t('rights', { year: String(new Date().getFullYear()), product: siteConfig.name })}</p>
          {social.length > 0 && (
            <ul className="flex gap-1" aria-label={t('social.title')}>
              {social.map((s) => (
                <li key={s.key}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${s.key}`, { product: siteConfig.name })}
                    className="inline-flex size-11 items-center justify-center rounded-md transition-colors hover:bg-accent hover:text-accent-foreground"
                  >
                    <svg viewBox="0 0 24 24" className="size-5" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                      {socialIcons[s.key]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <LocaleSwitcher label={tLocale('label')} names={names} />
        </div>
      </div>
    </footer>
  );
}

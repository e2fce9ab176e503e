'use client';

import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { clsx } from 'clsx';

/**
 * Links to the current page in each language. Names come translated from the server parent. Classes are
 * joined with clsx (no overrides to resolve): tailwind-merge would run while every page hydrates.
 */
export function LocaleSwitcher({ label, names }: { label: string; names: Record<Locale, string> }) {
  const pathname = usePathname();
  const current = useLocale();
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1 text-sm">
      {routing.locales.map((locale) => (
        <Link
          key={locale}
          href={pathname}
          locale={locale}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          className={clsx(
            'rounded-md px-2 py-1 transition-colors hover:bg-accent hover:text-accent-foreground',
            locale === current ? 'font-semibold text-foreground' : 'text-muted-foreground',
          )}
        >
          {names[locale]}
        </Link>
      ))}
    </nav>
  );
}

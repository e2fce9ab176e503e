'use client';

import { useLocale } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { NotFoundTexts } from '@/lib/cache/not-found-texts';
import { Link } from '@/lib/i18n/navigation';

/**
 * The 404 message of a cached copy's own not-found boundary (a listing's, an agency page's): the same markup as
 * components/layout/not-found-content.tsx, its texts picked in the page's locale from the three the server
 * passes. Not that server component: a not-found boundary below the copies' layout is rendered before the
 * layout has registered the locale (setRequestLocale), and a server read of the translations there resolved
 * next-intl's request config — once per request — from the copy's empty headers, i.e. the default locale: the
 * whole `/es` or `/en` copy came out in Portuguese (issue #21, session 15).
 */
export function CopyNotFound({ texts }: { texts: Record<string, NotFoundTexts> }) {
  const locale = useLocale();
  const t = texts[locale] ?? texts['pt-BR']!;
  return (
    <section className="page-container flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <p className="font-heading text-6xl font-extrabold text-primary tabular-nums" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="max-w-md text-muted-foreground">{t.description}</p>
      <Button asChild size="lg" className="mt-2">
        <Link href="/">{t.backHome}</Link>
      </Button>
    </section>
  );
}

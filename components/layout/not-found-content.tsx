import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/**
 * The 404 message of the spec ('Oops! Page not found') and a link home, in the request's locale. No client
 * code of its own: the not-found boundary is part of every page's tree, and a client component here put a
 * second copy of the header's client chunk into every page's first load. The path is logged on the server
 * by whoever decides on the 404 (lib/not-found.ts).
 */
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <section className="page-container flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <p className="font-heading text-6xl font-extrabold text-primary tabular-nums" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('description')}</p>
      <Button asChild size="lg" className="mt-2">
        <Link href="/">{t('backHome')}</Link>
      </Button>
    </section>
  );
}

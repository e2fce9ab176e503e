import NextLink from 'next/link';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/**
 * The 404 message and a link home. Inside the locale routing the link is locale-aware; the global
 * not-found page (outside it) passes `homeHref` and gets a plain link.
 */
export function NotFoundContent({
  title,
  description,
  backHome,
  homeHref,
}: {
  title: string;
  description: string;
  backHome: string;
  homeHref?: string;
}) {
  return (
    <section className="page-container flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <p className="font-heading text-6xl font-extrabold text-primary tabular-nums" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      <Button asChild size="lg" className="mt-2">
        {homeHref ? <NextLink href={homeHref}>{backHome}</NextLink> : <Link href="/">{backHome}</Link>}
      </Button>
    </section>
  );
}

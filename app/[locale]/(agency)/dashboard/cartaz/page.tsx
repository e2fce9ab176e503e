import type { Metadata } from 'next';
import { ArrowLeftIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { PrintButton } from '@/components/dashboard/print-button';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { agencyPageUrl, qrSvg } from '@/lib/agencies/qr-code';
import { requirePrivateRoute } from '@/lib/data/auth';
import { env } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { AGENCY_PLACEHOLDER_NAME } from '@/lib/validations/auth';
import styles from './poster.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'AgencyDashboard.poster' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /dashboard/cartaz: an A4 poster with the agency's logo, its QR code (SVG, so it prints sharp), the URL and
 * 'Aponte a câmera para ver nossos imóveis'. 'Imprimir' opens the print dialog; print CSS hides the rest.
 */
export default async function PosterPage({ params }: Props) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/dashboard/cartaz');
  const [t, tq] = await Promise.all([getTranslations('AgencyDashboard.poster'), getTranslations('AgencyDashboard.qr')]);
  const name = profile.name && profile.name !== AGENCY_PLACEHOLDER_NAME ? profile.name : '';
  const url = profile.slug ? agencyPageUrl(env.siteUrl, profile.slug) : null;
  const svg = url ? await qrSvg(url) : null;

  return (
    <div className="page-container flex flex-col items-center gap-6 py-8">
      <div className="flex w-full max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link href="/dashboard">
            <ArrowLeftIcon className="size-4" aria-hidden />
            {t('back')}
          </Link>
        </Button>
        {svg ? <PrintButton label={t('print')} /> : null}
      </div>
      {svg && url ? (
        <>
          <p className="max-w-[210mm] text-sm text-muted-foreground print:hidden">{t('hint')}</p>
          <article
            className={`${styles.sheet} flex aspect-[210/297] w-full max-w-[210mm] flex-col items-center justify-between gap-6 rounded-xl border bg-white p-8 text-center text-black shadow-sm sm:p-12`}
            data-testid="poster"
          >
            <div className="flex flex-col items-center gap-3">
              {profile.avatarUrl ? (
                // A public storage URL of any size; printed as is.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={profile.avatarUrl} alt={t('logoAlt', { name })} className="max-h-24 max-w-[60%] object-contain" />
              ) : (
                <Logo />
              )}
              {name ? <h1 className="font-heading text-2xl font-bold sm:text-4xl">{name}</h1> : null}
            </div>
            <div
              className={`${styles.qr} w-3/4 max-w-[120mm]`}
              role="img"
              aria-label={tq('alt', { url })}
              // The SVG is made on the server by the qrcode package from our own URL: no user markup.
              dangerouslySetInnerHTML={{ __html: svg }}
            />
            <div className="flex flex-col items-center gap-2">
              <p className="font-heading text-xl font-semibold sm:text-3xl">{t('call')}</p>
              <p className="text-base break-all sm:text-lg" data-testid="poster-url">
                {url}
              </p>
            </div>
          </article>
        </>
      ) : (
        <p className="text-muted-foreground">{tq('noSlug')}</p>
      )}
    </div>
  );
}

import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/**
 * The QR code card (spec §2, §9): the PNG rendered on the server, the URL it encodes, 'Baixar PNG'
 * (qr-code-{agency name}.png from /api/qr-code), 'Baixar SVG' and 'Imprimir cartaz' (/dashboard/cartaz).
 * Without a slug (an unfinished profile) it says how to get one.
 */
export async function AgencyQrCard({ url, pngDataUrl }: { url: string | null; pngDataUrl: string | null }) {
  const t = await getTranslations('AgencyDashboard.qr');
  return (
    <section aria-labelledby="qr-title" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="qr-card">
      <h2 id="qr-title" className="font-heading text-lg font-semibold">
        {t('title')}
      </h2>
      {url && pngDataUrl ? (
        <>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            {/* A data: URL made on the server; next/image has nothing to optimise. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={pngDataUrl} alt={t('alt', { url })} width={160} height={160} className="size-40 rounded-md border bg-white" data-testid="qr-image" />
            <p className="text-sm text-muted-foreground">
              {t('description')}{' '}
              <a href={url} className="font-medium break-all text-primary underline-offset-4 hover:underline" data-testid="qr-url">
                {url}
              </a>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a href="/api/qr-code?format=png" download data-testid="qr-download-png">
                <DownloadIcon className="size-4" aria-hidden />
                {t('download')}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href="/api/qr-code?format=svg" download data-testid="qr-download-svg">
                <DownloadIcon className="size-4" aria-hidden />
                {t('downloadSvg')}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link href="/dashboard/cartaz">
                <PrinterIcon className="size-4" aria-hidden />
                {t('print')}
              </Link>
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('noSlug')}</p>
      )}
    </section>
  );
}

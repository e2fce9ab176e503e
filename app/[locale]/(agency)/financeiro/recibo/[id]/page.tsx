import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PrintButton } from '@/components/billing/pix-charge';
import { billingConfig } from '@/lib/billing/config';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getCharge } from '@/lib/data/billing';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { chargeIdSchema, formatCents } from '@/lib/validations/billing';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Billing.receipt' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /financeiro/recibo/{id}: the printable receipt of a paid charge of the signed-in agency (another's id: 404). */
export default async function ReceiptPage({ params }: Props) {
  const locale = await initLocale(params);
  const { id: raw } = await params;
  const { profile } = await requirePrivateRoute('/financeiro/recibo/[id]', `/financeiro/recibo/${encodeURIComponent(raw)}`);
  const id = chargeIdSchema.safeParse(raw);
  if (!id.success) notFound();
  const charge = await getCharge(id.data);
  if (!charge) notFound();
  const [t, format] = await Promise.all([getTranslations('Billing.receipt'), getFormatter()]);

  return (
    <div className="page-container flex max-w-2xl flex-col gap-6 py-8 md:py-12 print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/financeiro" className="text-sm text-primary underline-offset-4 hover:underline">
          {t('back')}
        </Link>
        {charge.status === 'pago' ? <PrintButton label={t('print')} /> : null}
      </div>
      <article className="flex flex-col gap-4 rounded-xl border bg-card p-6" data-testid="receipt">
        <header>
          <h1 className="font-heading text-2xl font-bold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('number', { id: charge.id })}</p>
        </header>
        {charge.status !== 'pago' ? (
          <p role="alert" className="text-sm">{t('notPaid')}</p>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="text-muted-foreground">{t('payer')}</dt>
            <dd className="font-medium">{profile.legalName || profile.name}</dd>
            {profile.cpfCnpj ? (
              <>
                <dt className="text-muted-foreground">{t('document')}</dt>
                <dd>{profile.cpfCnpj}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{t('description')}</dt>
            <dd>{charge.description}</dd>
            <dt className="text-muted-foreground">{t('amount')}</dt>
            <dd className="font-bold tabular-nums" data-testid="receipt-amount">{formatCents(charge.amountCents, locale)}</dd>
            <dt className="text-muted-foreground">{t('paidAt')}</dt>
            <dd>{charge.paidAt ? format.dateTime(new Date(charge.paidAt), { dateStyle: 'short', timeStyle: 'short' }) : '—'}</dd>
            <dt className="text-muted-foreground">{t('method')}</dt>
            <dd>{t('pix')}</dd>
            <dt className="text-muted-foreground">{t('txid')}</dt>
            <dd className="font-mono text-xs break-all">{charge.txid}</dd>
          </dl>
        )}
        <p className="text-xs text-muted-foreground">{t('issuer', { name: billingConfig().pix.merchantName })}</p>
      </article>
    </div>
  );
}

import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { AutoRenewSwitch, PlanManager } from '@/components/billing/plan-manager';
import { PixCopy, SimulatePayment } from '@/components/billing/pix-charge';
import { SignPurchaseForm } from '@/components/billing/sign-purchase-form';
import { Badge } from '@/components/ui/badge';
import { requirePrivateRoute } from '@/lib/data/auth';
import {
  ensurePix,
  getCharges,
  getCurrentPlan,
  getPaidPlans,
  getSignKinds,
  getSignPurchases,
  isSandbox,
  type Charge,
} from '@/lib/data/billing';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { formatCents } from '@/lib/validations/billing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Billing' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const dateOnly = (d: string) => new Date(d.length === 10 ? `${d}T12:00:00Z` : d);

/** /financeiro (issue #24): the plan card, open Pix charges, payment history and signs. Agencies; brokers see their trial. */
export default async function BillingPage({ params }: Props) {
  const locale = await initLocale(params);
  const { profile } = await requirePrivateRoute('/financeiro');
  const [t, format] = await Promise.all([getTranslations('Billing'), getFormatter()]);
  const date = (d: string | null) => (d ? format.dateTime(dateOnly(d), { dateStyle: 'short' }) : '—');
  const money = (c: number) => formatCents(c, locale);

  const plan = await getCurrentPlan(profile).catch(() => null);
  if (!plan) {
    return (
      <div className="page-container py-8">
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">{t('loadError')}</p>
      </div>
    );
  }

  if (profile.role === 'corretor') {
    return (
      <div className="page-container flex max-w-3xl flex-col gap-6 py-8 md:py-12">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <section aria-labelledby="plan-title" className="flex flex-col gap-2 rounded-xl border bg-card p-6" data-testid="plan-card">
          <h2 id="plan-title" className="text-lg font-semibold">{t('plan.title')}</h2>
          <p className="text-xl font-bold">{plan.name}</p>
          <Badge variant="secondary" className="w-fit">{t(`plan.status.${plan.status}`)}</Badge>
          <p className="text-sm text-muted-foreground">{t('plan.brokerTrial', { date: date(plan.endsAt) })}</p>
        </section>
      </div>
    );
  }

  const [plans, charges, kinds, signs] = await Promise.all([
    getPaidPlans(),
    getCharges(profile.id),
    getSignKinds(),
    getSignPurchases(profile.id),
  ]);
  const open = charges.filter((c) => c.status === 'pendente' || c.status === 'vencido');
  const sandbox = isSandbox();
  const pix = await Promise.all(
    open.map(async (c) => {
      const code = await ensurePix(c, profile);
      const qr = code ? await QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 1, width: 256, color: { dark: '#000000', light: '#ffffff' } }) : null;
      return { charge: c, code, qr };
    }),
  );
  const kindName = (code: string) => kinds.find((k) => k.code === code)?.name ?? code;
  const pendingName = plan.pendingPlan ? (plans.find((p) => p.code === plan.pendingPlan)?.name ?? plan.pendingPlan) : null;
  const statusVariant = (s: Charge['status']) => (s === 'pago' ? 'default' : s === 'vencido' || s === 'falhou' ? 'destructive' : 'secondary');

  return (
    <div className="page-container flex flex-col gap-8 py-8 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>

      <section aria-labelledby="plan-title" className="flex flex-col gap-4 rounded-xl border bg-card p-6" data-testid="plan-card">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1">
            <h2 id="plan-title" className="text-sm font-medium text-muted-foreground">{t('plan.title')}</h2>
            <p className="text-2xl font-bold" data-testid="plan-name">{plan.name}</p>
            <p>
              <span className="font-heading text-xl font-extrabold tabular-nums" data-testid="plan-price">
                {plan.priceCents ? money(plan.priceCents) : t('free')}
              </span>
              {plan.priceCents ? <span className="text-muted-foreground">{t('perMonth')}</span> : null}
            </p>
            <Badge variant={plan.status === 'inadimplente' || plan.status === 'avaliacao_expirada' ? 'destructive' : 'secondary'} className="w-fit" data-testid="plan-status">
              {t(`plan.status.${plan.status}`)}
            </Badge>
          </div>
          <PlanManager
            plans={plans.map((p) => ({ code: p.code, name: p.name, price: money(p.priceCents), months: p.months, discountPct: p.discountPct }))}
            current={plan.code}
            pendingPlan={plan.pendingPlan}
            trial={plan.trial}
            canCancel={!plan.trial && !plan.cancelled}
            accessUntil={date(plan.nextDueDate)}
          />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {plan.trial ? (
            <div>
              <dt className="text-muted-foreground">{t('plan.trialUntil')}</dt>
              <dd className="font-medium">{date(plan.endsAt)}</dd>
            </div>
          ) : (
            <>
              <div>
                <dt className="text-muted-foreground">{t('plan.nextDue')}</dt>
                <dd className="font-medium" data-testid="plan-next-due">{date(plan.nextDueDate)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('plan.commitmentUntil')}</dt>
                <dd className="font-medium">{date(plan.endsAt)}</dd>
              </div>
              <div className="flex items-center gap-3">
                <dt id="auto-renew-label" className="text-muted-foreground">{t('plan.autoRenew')}</dt>
                <dd>
                  <AutoRenewSwitch on={plan.autoRenew} disabled={plan.cancelled} />
                </dd>
              </div>
            </>
          )}
        </dl>
        {plan.cancelled ? <p className="text-sm">{t('plan.cancelled', { date: date(plan.nextDueDate) })}</p> : null}
        {pendingName ? <p className="text-sm">{t('plan.pending', { plan: pendingName, date: date(plan.nextDueDate) })}</p> : null}
        {plan.status === 'inadimplente' ? <p role="alert" className="text-sm text-destructive">{t('plan.overdue')}</p> : null}
      </section>

      <section aria-labelledby="charges-title" className="flex flex-col gap-4">
        <h2 id="charges-title" className="text-xl font-semibold">{t('charges.title')}</h2>
        {pix.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('charges.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {pix.map(({ charge, code, qr }) => (
              <li key={charge.id} className="flex flex-col gap-4 rounded-xl border bg-card p-4 md:flex-row" data-testid="open-charge">
                {qr ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server
                  <img src={qr} alt={t('charges.qrAlt', { description: charge.description })} width={200} height={200} className="size-48 self-center rounded border bg-white" />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold">{charge.description}</p>
                    <Badge variant={statusVariant(charge.status)}>{t(`status.${charge.status}`)}</Badge>
                  </div>
                  <p>
                    <span className="text-lg font-bold tabular-nums">{money(charge.amountCents)}</span>
                    <span className="ml-2 text-sm text-muted-foreground">{t('charges.due', { date: date(charge.dueDate) })}</span>
                  </p>
                  <h3 className="text-sm font-semibold">{t('charges.pixTitle')}</h3>
                  {code ? <PixCopy code={code} id={charge.id} /> : <p role="alert" className="text-sm text-destructive">{t('charges.pixUnavailable')}</p>}
                  {sandbox ? <SimulatePayment id={charge.id} /> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-title" className="flex flex-col gap-4">
        <h2 id="history-title" className="text-xl font-semibold">{t('history.title')}</h2>
        {charges.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm" data-testid="payment-history">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-3">{t('history.description')}</th>
                  <th scope="col" className="p-3">{t('history.amount')}</th>
                  <th scope="col" className="p-3">{t('history.date')}</th>
                  <th scope="col" className="p-3">{t('history.status')}</th>
                  <th scope="col" className="p-3"><span className="sr-only">{t('history.receipt')}</span></th>
                </tr>
              </thead>
              <tbody>
                {charges.map((c) => (
                  <tr key={c.id} className="border-t">
                    <td className="p-3">{c.description}</td>
                    <td className="p-3 tabular-nums whitespace-nowrap">{money(c.amountCents)}</td>
                    <td className="p-3 whitespace-nowrap">{date(c.status === 'pago' ? c.date : c.dueDate)}</td>
                    <td className="p-3"><Badge variant={statusVariant(c.status)}>{t(`status.${c.status}`)}</Badge></td>
                    <td className="p-3">
                      {c.status === 'pago' ? (
                        <Link href={`/financeiro/recibo/${c.id}`} className="text-primary underline-offset-4 hover:underline" aria-label={t('history.receiptLabel', { description: c.description })}>
                          {t('history.receipt')}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="signs-title" className="flex flex-col gap-4">
        <div>
          <h2 id="signs-title" className="text-xl font-semibold">{t('signs.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('signs.intro')}</p>
        </div>
        <SignPurchaseForm kinds={kinds} />
        <h3 className="text-lg font-semibold">{t('signs.purchasedTitle')}</h3>
        {signs.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('signs.empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm" data-testid="sign-purchases">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-3">{t('signs.type')}</th>
                  <th scope="col" className="p-3">{t('signs.quantity')}</th>
                  <th scope="col" className="p-3">{t('signs.value')}</th>
                  <th scope="col" className="p-3">{t('signs.date')}</th>
                  <th scope="col" className="p-3">{t('signs.statusCol')}</th>
                </tr>
              </thead>
              <tbody>
                {signs.map((s) => (
                  <tr key={s.id} className="border-t">
                    <td className="p-3">{kindName(s.kind)}</td>
                    <td className="p-3 tabular-nums">{s.quantity}</td>
                    <td className="p-3 tabular-nums whitespace-nowrap">{money(s.amountCents)}</td>
                    <td className="p-3 whitespace-nowrap">{date(s.date)}</td>
                    <td className="p-3"><Badge variant={s.status === 'ativa' ? 'default' : 'secondary'}>{t(`signs.status.${s.status}`)}</Badge></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

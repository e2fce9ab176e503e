'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { callAction } from '@/lib/actions/client-call';
import { cancelPlanAction, changePlanAction, setAutoRenewAction } from '@/lib/actions/billing';
import { useRouter } from '@/lib/i18n/navigation';
import type { BillingFailure } from '@/lib/validations/billing';

export interface PlanOption {
  code: string;
  name: string;
  price: string;
  months: number;
  discountPct: number;
}

function useBillingMove() {
  const t = useTranslations('Billing');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  function run<T extends { ok: boolean; formError?: BillingFailure }>(action: () => Promise<T>, done: (r: T) => string, after?: () => void) {
    startTransition(async () => {
      const result = await callAction(() => action());
      if (!result) return;
      if (result.ok) {
        toast.success(done(result));
        after?.();
        router.refresh();
        return;
      }
      toast.error(t('toast.errorTitle'), { description: t(`errors.${result.formError ?? 'unexpected'}`) });
    });
  }
  return { pending, run, t };
}

/** 'Renovação automática' of the plan card: a switch (role=switch) that saves at once. */
export function AutoRenewSwitch({ on, disabled }: { on: boolean; disabled: boolean }) {
  const { pending, run, t } = useBillingMove();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t('plan.autoRenew')}
      disabled={disabled || pending}
      data-testid="billing-auto-renew"
      onClick={() => run(() => setAutoRenewAction({ on: !on }), () => t(on ? 'toast.autoRenewOff' : 'toast.autoRenewOn'))}
      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-checked:bg-primary"
    >
      <span
        aria-hidden
        className={`pointer-events-none block size-5 rounded-full bg-background shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0'}`}
      />
    </button>
  );
}

/** 'Gerenciar': choose a plan (from the evaluation at once, between paid plans at the next due date), cancel. */
export function PlanManager({
  plans,
  current,
  pendingPlan,
  trial,
  canCancel,
  accessUntil,
}: {
  plans: PlanOption[];
  current: string;
  pendingPlan: string | null;
  trial: boolean;
  canCancel: boolean;
  accessUntil: string | null;
}) {
  const { pending, run, t } = useBillingMove();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  function choose(plan: PlanOption) {
    run(
      () => changePlanAction({ plan: plan.code }),
      (r) => {
        const data = (r as { data?: { scheduled: boolean; paymentId: number | null } }).data;
        if (data?.scheduled) return t('toast.scheduled');
        if (!data?.paymentId) return t('toast.undone');
        return t('toast.changed', { plan: plan.name });
      },
      () => setOpen(false),
    );
  }

  return (
    <Dialog open={open} onOpenChange={(o) => { setOpen(o); setConfirming(false); }}>
      <DialogTrigger asChild>
        <Button type="button" variant={trial ? 'default' : 'outline'} data-testid="billing-manage">
          {trial ? t('plan.choosePlan') : t('plan.manage')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('manage.title')}</DialogTitle>
          <DialogDescription>{t('manage.intro')}</DialogDescription>
        </DialogHeader>
        {confirming ? (
          <div className="flex flex-col gap-3" role="group" aria-labelledby="billing-cancel-title">
            <p id="billing-cancel-title" className="font-semibold">{t('manage.cancelTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('manage.cancelBody', { date: accessUntil ?? '' })}</p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {t('manage.keep')}
              </Button>
              <Button
                type="button"
                variant="destructive"
                disabled={pending}
                data-testid="billing-cancel-confirm"
                onClick={() => run(cancelPlanAction, () => t('toast.cancelled'), () => setOpen(false))}
              >
                {t('manage.cancelConfirm')}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {plans.map((plan) => {
                const isCurrent = plan.code === current && !trial;
                const isNext = plan.code === pendingPlan;
                return (
                  <li key={plan.code} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
                    <div>
                      <p className="font-semibold">
                        {plan.name}
                        {isCurrent ? <span className="ml-2 text-xs font-normal text-muted-foreground">({t('manage.current')})</span> : null}
                        {isNext ? <span className="ml-2 text-xs font-normal text-muted-foreground">({t('manage.next')})</span> : null}
                      </p>
                      <p className="text-sm">
                        <span className="font-semibold tabular-nums">{plan.price}</span>
                        <span className="text-muted-foreground">{t('perMonth')}</span>
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {t('manage.months', { months: plan.months })}
                        {plan.discountPct ? ` · ${t('manage.discount', { pct: plan.discountPct })}` : ''}
                      </p>
                    </div>
                    <Button
                      type="button"
                      size="sm"
                      variant={isCurrent && !pendingPlan ? 'outline' : 'default'}
                      disabled={pending || (isCurrent && !pendingPlan) || isNext}
                      onClick={() => choose(plan)}
                      data-testid={`billing-choose-${plan.code}`}
                    >
                      {t('manage.choose', { plan: plan.name })}
                    </Button>
                  </li>
                );
              })}
            </ul>
            <DialogFooter>
              {canCancel ? (
                <Button type="button" variant="ghost" onClick={() => setConfirming(true)} data-testid="billing-cancel">
                  {t('manage.cancel')}
                </Button>
              ) : null}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

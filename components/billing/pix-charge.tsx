'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { simulatePaymentAction } from '@/lib/actions/billing';
import { useRouter } from '@/lib/i18n/navigation';

/** 'Pix copia e cola' with its copy button, and 'Simular pagamento' where the sandbox provider runs. */
export function PixCopy({ code, id }: { code: string; id: number }) {
  const t = useTranslations('Billing.charges');
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  }
  const fieldId = `pix-code-${id}`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('copyPaste')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <textarea
          id={fieldId}
          readOnly
          rows={3}
          value={code}
          data-testid="pix-code"
          className="min-w-0 flex-1 resize-none rounded-md border bg-muted/40 p-2 font-mono text-xs break-all"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy} data-testid="pix-copy">
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}

export function SimulatePayment({ id }: { id: number }) {
  const t = useTranslations('Billing');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant="secondary"
        disabled={pending}
        data-testid="pix-simulate"
        onClick={() =>
          startTransition(async () => {
            const result = await simulatePaymentAction(id);
            if (result.ok) {
              toast.success(t('toast.paid'));
              router.refresh();
              return;
            }
            toast.error(t('toast.errorTitle'), { description: t(`errors.${result.formError ?? 'unexpected'}`) });
          })
        }
      >
        {t('charges.simulate')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('charges.sandboxNote')}</p>
    </div>
  );
}

export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" onClick={() => window.print()} className="print:hidden" data-testid="receipt-print">
      {label}
    </Button>
  );
}

'use client';

import { useId, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { callAction } from '@/lib/actions/client-call';
import { purchaseSignsAction } from '@/lib/actions/billing';
import { useRouter } from '@/lib/i18n/navigation';
import { formatCents, purchaseSignsSchema, SIGN_QUANTITY_MAX } from '@/lib/validations/billing';

/** 'Comprar Placas': kind (unit price from the database), quantity, total; the server prices it again. */
export function SignPurchaseForm({ kinds }: { kinds: { code: string; name: string; unitPriceCents: number }[] }) {
  const t = useTranslations('Billing');
  const router = useRouter();
  const id = useId();
  const [kind, setKind] = useState(kinds[0]?.code ?? '');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const unit = kinds.find((k) => k.code === kind)?.unitPriceCents ?? 0;
  const parsed = purchaseSignsSchema.safeParse({ kind, quantity });
  const total = parsed.success ? unit * parsed.data.quantity : null;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!parsed.success) {
      setError(t(`errors.${parsed.error.issues[0]?.message === 'sign_type_invalid' ? 'sign_type_invalid' : 'sign_quantity_invalid'}`));
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => purchaseSignsAction({ kind, quantity: parsed.data.quantity }));
      if (!result) return;
      if (result.ok) {
        toast.success(t('toast.purchased'));
        setQuantity('1');
        router.refresh();
        return;
      }
      const message = t(`errors.${result.formError ?? 'unexpected'}`);
      setError(message);
      toast.error(t('toast.errorTitle'), { description: message });
    });
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end" data-testid="sign-form">
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">
          {t('signs.kind')}
        </label>
        <select
          id={`${id}-kind`}
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {kinds.map((k) => (
            <option key={k.code} value={k.code}>
              {k.name} — {t('signs.unit', { price: formatCents(k.unitPriceCents) })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-qty`} className="text-sm font-medium">
          {t('signs.quantity')}
        </label>
        <Input
          id={`${id}-qty`}
          name="quantity"
          inputMode="numeric"
          type="number"
          min={1}
          max={SIGN_QUANTITY_MAX}
          step={1}
          value={quantity}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={pending} data-testid="sign-submit">
        {t('signs.submit')}
      </Button>
      <p className="text-sm sm:col-span-3" aria-live="polite">
        {t('signs.total')}: <strong className="tabular-nums" data-testid="sign-total">{total === null ? '—' : formatCents(total)}</strong>
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      ) : null}
    </form>
  );
}

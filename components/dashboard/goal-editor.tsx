'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callAction } from '@/lib/actions/client-call';
import { setBrokerGoalAction } from '@/lib/actions/broker-goals';
import { brokerGoalSchema, MAX_SALES_GOAL, MIN_SALES_GOAL, type BrokerGoalInput } from '@/lib/validations/broker-goals';

/**
 * 'Editar meta' (issue #39): the broker changes this month's sales goal in place; it is stored for the month
 * (set_broker_goal) and the panel re-reads it.
 */
export function GoalEditor({ salesGoal }: { salesGoal: number }) {
  const t = useTranslations('BrokerGoals');
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useForm<BrokerGoalInput>({ resolver: zodResolver(brokerGoalSchema), defaultValues: { salesGoal: String(salesGoal) } });
  const error = form.formState.errors.salesGoal?.message;

  if (!open) {
    return (
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)} data-testid="goal-edit">
        <PencilIcon aria-hidden />
        {t('edit')}
      </Button>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await callAction(() => setBrokerGoalAction(values));
      if (!result) return;
      if (result.ok) {
        toast.success(t('saved'));
        setOpen(false);
        router.refresh();
      } else {
        form.setError('salesGoal', { message: result.formError ?? 'failed' });
      }
    }),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="goal-form">
      <Label htmlFor={`${id}-goal`}>{t('label')}</Label>
      <div className="flex flex-wrap items-start gap-2">
        <Input
          id={`${id}-goal`}
          type="number"
          inputMode="numeric"
          min={MIN_SALES_GOAL}
          max={MAX_SALES_GOAL}
          step={1}
          className="w-24"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={pending}
          autoFocus
          {...form.register('salesGoal')}
        />
        <Button type="submit" size="sm" className="h-9" disabled={pending}>
          {t('save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" className="h-9" disabled={pending} onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {t(`errors.${error}` as 'errors.goal_invalid')}
        </p>
      ) : null}
    </form>
  );
}

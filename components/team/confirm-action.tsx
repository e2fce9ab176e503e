'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { callAction } from '@/lib/actions/client-call';
import { useRouter } from '@/lib/i18n/navigation';
import type { ActionState } from '@/lib/validations/action-state';

/**
 * A button that asks before a move of the team screens (remove a broker, cancel an invitation, end a
 * partnership): the dialog names what happens, the action runs, a toast says how it went and the page's
 * server data is read again. `errors` maps the action's failure keys to text (Team.errors.*).
 */
export function ConfirmAction({
  run,
  trigger,
  triggerLabel,
  title,
  body,
  confirm,
  keep,
  done,
  variant = 'outline',
  testId,
}: {
  run: () => Promise<ActionState<undefined, string>>;
  trigger: string;
  triggerLabel?: string;
  title: string;
  body: string;
  confirm: string;
  keep: string;
  done: string;
  variant?: 'outline' | 'destructive' | 'ghost';
  testId?: string;
}) {
  const t = useTranslations('Team');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function go() {
    startTransition(async () => {
      const result = await callAction(() => run());
      if (!result) return;
      if (result.ok) {
        setOpen(false);
        toast.success(done);
        router.refresh();
        return;
      }
      toast.error(t('errorTitle'), { description: t(`errors.${result.formError ?? 'unexpected'}` as 'errors.unexpected') });
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant={variant} aria-label={triggerLabel} data-testid={testId}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              {keep}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={go} disabled={pending}>
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
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
import type { ProposalActionResult } from '@/lib/actions/proposals';
import { useProposalAction } from './use-proposal-action';

/**
 * A proposal move that asks first (issue #38): the button opens a dialog stating what happens, with the
 * amounts; only its confirm button runs the action.
 */
export function ConfirmAction({
  label,
  icon,
  variant = 'outline',
  title,
  text,
  confirmLabel,
  success,
  action,
  testId,
}: {
  label: string;
  icon?: React.ReactNode;
  variant?: 'default' | 'outline' | 'secondary' | 'destructive';
  title: string;
  text: string;
  confirmLabel: string;
  success: string;
  action: () => Promise<ProposalActionResult>;
  testId: string;
}) {
  const t = useTranslations('Deal');
  const [open, setOpen] = useState(false);
  const { pending, run } = useProposalAction();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={variant} disabled={pending} data-testid={testId}>
          {icon}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid={`${testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('actions.back')}
          </Button>
          <Button
            type="button"
            variant={variant === 'destructive' ? 'destructive' : 'default'}
            disabled={pending}
            onClick={() => run(action, success, (r) => r.ok && setOpen(false))}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { useState, useTransition } from 'react';
import { CheckCircle2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/actions/client-call';
import { acceptInvitationAction } from '@/lib/actions/team';
import { Link } from '@/lib/i18n/navigation';

/** 'Aceitar convite' for the invited broker, signed in with the invited e-mail. */
export function AcceptInvitation({ token, inviter }: { token: string; inviter: string }) {
  const t = useTranslations('Invitation');
  const [accepted, setAccepted] = useState<'imobiliaria' | 'proprietario' | null>(null);
  const [pending, startTransition] = useTransition();

  function accept() {
    startTransition(async () => {
      const result = await callAction(() => acceptInvitationAction(token));
      if (!result) return;
      if (result.ok) {
        setAccepted(result.data.inviterKind);
        return;
      }
      const key = result.formError ?? 'unexpected';
      toast.error(t(`refused.${key}`), { description: t(`refusedBody.${key}`) });
    });
  }

  if (accepted) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-xl border bg-card p-4 sm:p-6" data-testid="invitation-accepted">
        <CheckCircle2Icon className="size-6 text-success" aria-hidden />
        <h2 className="font-heading text-lg font-semibold">{t('acceptedTitle')}</h2>
        <p className="text-sm text-muted-foreground">
          {accepted === 'imobiliaria' ? t('acceptedAgency', { inviter }) : t('acceptedOwner', { inviter })}
        </p>
        <Button asChild>
          <Link href="/dashboard-corretor">{t('goHome')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <Button type="button" size="lg" className="w-full sm:w-fit" onClick={accept} disabled={pending}>
      {pending ? t('accepting') : t('accept')}
    </Button>
  );
}

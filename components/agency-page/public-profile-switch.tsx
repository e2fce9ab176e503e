'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { setPublicProfileAction } from '@/lib/actions/agency-page';
import { useRouter } from '@/lib/i18n/navigation';

/** /minha-pagina: 'Perfil público' — whether anyone but the owner sees the page. */
export function PublicProfileSwitch({ on }: { on: boolean }) {
  const t = useTranslations('AgencyPage');
  const router = useRouter();
  const [checked, setChecked] = useState(on);
  const [pending, startTransition] = useTransition();
  const change = (next: boolean) =>
    startTransition(async () => {
      setChecked(next);
      try {
        const result = await setPublicProfileAction(next);
        if (!result.ok) throw new Error(result.formError);
        toast.success(next ? t('editor.publicOn') : t('editor.publicOff'));
        router.refresh();
      } catch {
        setChecked(!next);
        toast.error(t('errors.failed'));
      }
    });
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id="page-public"
        checked={checked}
        disabled={pending}
        onCheckedChange={(v) => change(v === true)}
        aria-describedby="page-public-hint"
        data-testid="page-public-switch"
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor="page-public">{t('editor.publicProfile')}</Label>
        <p id="page-public-hint" className="text-xs text-muted-foreground">
          {t('editor.publicProfileHelp')}
        </p>
      </div>
    </div>
  );
}

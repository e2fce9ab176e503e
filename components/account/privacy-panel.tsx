'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { deleteAccountAction, exportAccountAction } from '@/lib/actions/account';
import { Link, useRouter } from '@/lib/i18n/navigation';

/**
 * The LGPD block of /minha-conta and /perfil (issue #24): 'Baixar meus dados' saves a JSON file of
 * everything held about the user; 'Excluir minha conta' asks for the password again, then signs out.
 */
export function PrivacyPanel() {
  const t = useTranslations('AccountPrivacy');
  const router = useRouter();
  const id = useId();
  const [exporting, startExport] = useTransition();
  const [deleting, startDelete] = useTransition();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const download = () =>
    startExport(async () => {
      try {
        const result = await exportAccountAction();
        if (!result.ok) {
          toast.error(t('export'), { description: result.formError?.description ?? t('exportError') });
          return;
        }
        const url = URL.createObjectURL(new Blob([result.data.json], { type: 'application/json' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = result.data.fileName;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        toast.success(t('exportDone'));
      } catch {
        toast.error(t('export'), { description: t('exportError') });
      }
    });

  const remove = (event: React.FormEvent) => {
    event.preventDefault();
    startDelete(async () => {
      try {
        const result = await deleteAccountAction({ password });
        if (!result.ok) {
          setError(result.fieldErrors?.password?.[0] ?? result.formError?.description ?? t('deleteError'));
          return;
        }
        toast.success(t('deleted'));
        router.replace('/');
        router.refresh();
      } catch {
        setError(t('deleteError'));
      }
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-heading text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('description')}{' '}
          <Link href="/privacidade" className="underline underline-offset-4">
            {t('privacyLink')}
          </Link>
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={download} disabled={exporting}>
          {exporting ? t('exporting') : t('export')}
        </Button>
        <Dialog onOpenChange={(open) => (open ? null : (setPassword(''), setError(null)))}>
          <DialogTrigger asChild>
            <Button type="button" variant="destructive">
              {t('delete')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form method="post" onSubmit={remove} noValidate aria-busy={deleting} className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>{t('deleteTitle')}</DialogTitle>
                <DialogDescription>{t('deleteDescription')}</DialogDescription>
              </DialogHeader>
              <Field data-invalid={!!error}>
                <FieldLabel htmlFor={`${id}-password`}>{t('password')}</FieldLabel>
                <Input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={deleting}
                  aria-invalid={!!error}
                />
                <FieldError errors={error ? [{ message: error }] : undefined} />
              </Field>
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline" disabled={deleting}>
                    {t('cancel')}
                  </Button>
                </DialogClose>
                <Button type="submit" variant="destructive" disabled={deleting || !password}>
                  {deleting ? t('deleting') : t('confirm')}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}

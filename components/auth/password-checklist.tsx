'use client';

import { CheckIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { passwordChecklist, type PasswordRule } from '@/lib/validations/rules/password';
import { clsx } from 'clsx';

const ORDER: PasswordRule[] = ['length', 'upper', 'lower', 'digit', 'special'];

/** The live checklist of the password rules and 'As senhas coincidem' / 'As senhas não coincidem'. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const t = useTranslations('ChangePassword');
  const checks = passwordChecklist(password);
  const matches = confirm.length > 0 && password === confirm;
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-live="polite" data-testid="password-checklist">
      {ORDER.map((rule) => (
        <Item key={rule} ok={checks[rule]} label={t(`rules.${rule}`)} />
      ))}
      {confirm.length > 0 ? <Item ok={matches} label={matches ? t('match') : t('mismatch')} /> : null}
    </ul>
  );
}

function Item({ ok, label }: { ok: boolean; label: string }) {
  return (
    <li data-ok={ok} className={clsx('flex items-center gap-2', ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground')}>
      {ok ? <CheckIcon className="size-4" aria-hidden /> : <XIcon className="size-4" aria-hidden />}
      <span>{label}</span>
    </li>
  );
}

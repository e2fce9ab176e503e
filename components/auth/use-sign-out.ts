'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { signOutAction } from '@/lib/actions/auth';
import { useRouter } from '@/lib/i18n/navigation';

/** Signs out, goes to `/` and says 'Logout realizado com sucesso' (or 'Erro ao sair'). */
export function useSignOut() {
  const tm = useTranslations('AuthMessages');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const signOut = () =>
    startTransition(async () => {
      try {
        const result = await signOutAction();
        if (!result.ok) {
          toast.error(result.formError?.title ?? tm('logoutErrorTitle'), { description: result.formError?.description });
          return;
        }
        toast.success(tm('logoutSuccessTitle'), { description: tm('logoutSuccess') });
        router.push('/');
        router.refresh();
      } catch (error) {
        toast.error(tm('logoutErrorTitle'), { description: error instanceof Error ? error.message : tm('unexpected') });
      }
    });
  return { pending, signOut };
}

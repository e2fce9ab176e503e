'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { oauthSignInAction } from '@/lib/actions/auth';

/** 'Continuar com Google' / 'Continuar com Facebook': the action returns the provider URL; the browser goes there. */
export function OAuthButtons({ disabled, next }: { disabled?: boolean; next?: string | null }) {
  const t = useTranslations('Login');
  const tm = useTranslations('AuthMessages');
  const [pending, startTransition] = useTransition();

  const start = (provider: 'google' | 'facebook') =>
    startTransition(async () => {
      const title = provider === 'google' ? tm('googleErrorTitle') : tm('facebookErrorTitle');
      try {
        const result = await oauthSignInAction(provider, next ?? '/');
        if (!result.ok) {
          toast.error(result.formError?.title ?? title, { description: result.formError?.description });
          return;
        }
        window.location.assign(result.data.url);
      } catch (error) {
        toast.error(title, { description: error instanceof Error ? error.message : tm('unexpected') });
      }
    });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" aria-hidden />
        {t('or')}
        <span className="h-px flex-1 bg-border" aria-hidden />
      </div>
      <Button type="button" variant="outline" disabled={disabled || pending} onClick={() => start('google')}>
        {t('google')}
      </Button>
      <Button type="button" variant="outline" disabled={disabled || pending} onClick={() => start('facebook')}>
        {t('facebook')}
      </Button>
    </div>
  );
}

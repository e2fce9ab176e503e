'use client';

import { useOptimistic, useState, useTransition } from 'react';
import { HeartIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { Button } from '@/components/ui/button';
import { toggleFavoriteAction } from '@/lib/actions/favorites';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { FAVORITE_BUTTON_CLASS } from './favorite-button-class';

/**
 * The heart of a property card. Signed out (signedIn === false): the sign-in trigger. Otherwise a toggle
 * (aria-pressed) that saves through toggleFavoriteAction with an optimistic state; if the server finds no
 * session after all, the visitor is sent to sign in.
 */
export function FavoriteButton({
  propertyId,
  title,
  isFavorite,
  signedIn,
  className,
  onChange,
}: {
  propertyId: number;
  title: string;
  isFavorite: boolean;
  signedIn?: boolean;
  className?: string;
  onChange?: (favorite: boolean) => void;
}) {
  const t = useTranslations('FavoriteButton');
  const router = useRouter();
  const [saved, setSaved] = useState(isFavorite);
  const [optimistic, setOptimistic] = useOptimistic(saved);
  const [pending, startTransition] = useTransition();

  if (signedIn === false) {
    return (
      <AuthDialogTrigger variant="ghost" size="icon" className={cn(FAVORITE_BUTTON_CLASS, className)}>
        <HeartIcon className="size-5 text-highlight" aria-hidden />
        <span className="sr-only">{t('signInToSave', { title })}</span>
      </AuthDialogTrigger>
    );
  }

  function toggle() {
    const next = !optimistic;
    startTransition(async () => {
      setOptimistic(next);
      const result = await toggleFavoriteAction(propertyId, next);
      if (result.ok) {
        setSaved(next);
        onChange?.(next);
        showToast('success', next ? t('added') : t('removed'));
      } else if (result.formError === 'unauthenticated') {
        router.push('/login');
      } else {
        showToast('error', t('error'));
      }
    });
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={optimistic}
      aria-label={optimistic ? t('remove', { title }) : t('add', { title })}
      data-testid="favorite-toggle"
      disabled={pending}
      onClick={toggle}
      className={cn(FAVORITE_BUTTON_CLASS, className)}
    >
      <HeartIcon className={cn('size-5 text-highlight', optimistic && 'fill-current')} aria-hidden />
    </Button>
  );
}

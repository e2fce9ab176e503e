'use client';

import { useOptimistic, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { callAction } from '@/lib/actions/client-call';
import { toggleFavoriteAction } from '@/lib/actions/favorites';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';
import { CardIcon } from './card-icons';

/**
 * The favourite heart of a property card for a visitor who may be signed in (a signed-out visitor's card
 * draws the sign-in trigger instead: property-card.tsx): a toggle (aria-pressed) that saves through
 * toggleFavoriteAction with an optimistic state; if the server finds no session after all, the visitor is
 * sent to sign in. Styled by the `card-heart` class, like the signed-out heart.
 */
export function FavoriteButton({ propertyId, title, isFavorite }: { propertyId: number; title: string; isFavorite: boolean }) {
  const t = useTranslations('FavoriteButton');
  const router = useRouter();
  const [saved, setSaved] = useState(isFavorite);
  const [optimistic, setOptimistic] = useOptimistic(saved);
  const [pending, startTransition] = useTransition();

  function toggle() {
    const next = !optimistic;
    startTransition(async () => {
      setOptimistic(next);
      const result = await callAction(() => toggleFavoriteAction(propertyId, next));
      if (!result) return;
      if (result.ok) {
        setSaved(next);
        showToast('success', next ? t('added') : t('removed'));
      } else if (result.formError === 'unauthenticated') {
        router.push('/login');
      } else if (result.formError === 'rateLimited') {
        showToast('error', t('rateLimited'));
      } else {
        showToast('error', t('error'));
      }
    });
  }

  return (
    <button
      type="button"
      aria-pressed={optimistic}
      aria-label={optimistic ? t('remove', { title }) : t('add', { title })}
      data-testid="favorite-toggle"
      disabled={pending}
      onClick={toggle}
      className="card-heart"
    >
      <CardIcon name="heart" className={optimistic ? 'size-5 fill-current text-highlight' : 'size-5 text-highlight'} />
    </button>
  );
}

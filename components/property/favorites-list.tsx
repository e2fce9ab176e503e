'use client';

import { useState, useTransition } from 'react';
import { HeartIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { PropertyCard, type PropertyCardData } from '@/components/property/property-card';
import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/actions/client-call';
import { toggleFavoriteAction } from '@/lib/actions/favorites';
import { Link } from '@/lib/i18n/navigation';

/** The signed-in user's favourites; each can be removed here (the card's heart works too). */
export function FavoritesList({ initial }: { initial: PropertyCardData[] }) {
  const t = useTranslations('FavoritesPage');
  const [items, setItems] = useState(initial);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [, startTransition] = useTransition();

  function remove(id: number) {
    setPendingId(id);
    startTransition(async () => {
      const result = await callAction(() => toggleFavoriteAction(id, false));
      setPendingId(null);
      if (!result) return;
      if (result.ok) {
        setItems((list) => list.filter((p) => p.id !== id));
        toast.success(t('removed'));
      } else {
        toast.error(t('error'));
      }
    });
  }

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="favorites-empty">
        <HeartIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-heading text-lg font-semibold">{t('empty')}</p>
        <p className="text-muted-foreground">{t('emptyText')}</p>
        <Button asChild>
          <Link href="/buscar">
            <SearchIcon aria-hidden />
            {t('search')}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <p className="text-muted-foreground" aria-live="polite">
        {t('count', { count: items.length })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-list">
        {items.map((p, i) => (
          <li key={p.id} className="flex flex-col gap-2">
            <PropertyCard property={p} isFavorite signedIn priority={i < 3} headingLevel={2} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pendingId === p.id}
              onClick={() => remove(p.id)}
              aria-label={t('removeLabel', { title: p.title })}
            >
              <Trash2Icon aria-hidden />
              {t('remove')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

'use client';

import { BellOffIcon, BellRingIcon, PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  deleteSavedSearchAction,
  openSavedSearchAction,
  updateSavedSearchAction,
} from '@/lib/actions/saved-searches';
import { callAction } from '@/lib/actions/client-call';
import type { SavedSearchItem } from '@/lib/data/saved-searches';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';
import {
  SAVED_SEARCH_FREQUENCIES,
  updateSavedSearchSchema,
  type SavedSearchErrorKey,
  type SavedSearchFrequency,
} from '@/lib/validations/saved-searches';

/** The list of /minhas-buscas (issue #22). */
export function SavedSearchList({ initial, highlight = null }: { initial: SavedSearchItem[]; highlight?: number | null }) {
  const t = useTranslations('SavedSearches');
  const [items, setItems] = useState(initial);

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center" data-testid="saved-searches-empty">
        <SearchIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">{t('empty')}</p>
        <Button asChild>
          <Link href="/buscar">{t('emptyAction')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" data-testid="saved-searches">
      {items.map((s) => (
        <SavedSearchRow
          key={s.id}
          item={s}
          highlighted={s.id === highlight}
          onChange={(next) => setItems((list) => list.map((x) => (x.id === s.id ? next : x)))}
          onDelete={() => setItems((list) => list.filter((x) => x.id !== s.id))}
        />
      ))}
    </ul>
  );
}

function SavedSearchRow({
  item,
  highlighted,
  onChange,
  onDelete,
}: {
  item: SavedSearchItem;
  highlighted: boolean;
  onChange: (next: SavedSearchItem) => void;
  onDelete: () => void;
}) {
  const t = useTranslations('SavedSearches');
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);

  const fail = (key: SavedSearchErrorKey | undefined) => showToast('error', t(`errors.${key ?? 'failed'}`));

  function update(change: { name?: string; frequency?: SavedSearchFrequency; paused?: boolean }, done?: () => void) {
    startTransition(async () => {
      const result = await callAction(() => updateSavedSearchAction({ id: item.id, ...change }));
      if (!result) return;
      if (result.ok) {
        onChange({ ...item, ...change });
        showToast('success', t('updated'));
        done?.();
      } else {
        fail(result.formError);
      }
    });
  }

  function open() {
    startTransition(async () => {
      const result = await callAction(() => openSavedSearchAction({ id: item.id }));
      if (!result) return;
      if (result.ok) router.push(result.data.href);
      else fail(result.formError);
    });
  }

  function rename(event: React.FormEvent) {
    event.preventDefault();
    const checked = updateSavedSearchSchema.safeParse({ id: item.id, name });
    if (!checked.success) {
      setError(t('errors.name'));
      return;
    }
    setError(null);
    update({ name: checked.data.name }, () => setRenaming(false));
  }

  function remove() {
    startTransition(async () => {
      const result = await callAction(() => deleteSavedSearchAction({ id: item.id }));
      if (!result) return;
      if (result.ok) {
        setDeleting(false);
        onDelete();
        showToast('success', t('deleted'));
      } else {
        fail(result.formError);
      }
    });
  }

  return (
    <li
      className="flex scroll-mt-24 flex-col gap-3 rounded-xl border p-4 data-[highlighted=true]:border-primary data-[highlighted=true]:ring-2 data-[highlighted=true]:ring-primary/30"
      data-testid="saved-search"
      data-saved-search-id={item.id}
      data-highlighted={highlighted || undefined}
      ref={highlighted ? (el) => el?.scrollIntoView({ block: 'center' }) : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words">{item.name}</h2>
        <div className="flex flex-wrap gap-2">
          {item.paused && <Badge variant="secondary">{t('paused')}</Badge>}
          <Badge variant={item.newMatches > 0 ? 'default' : 'outline'} data-testid="new-matches">
            {t('newMatches', { count: item.newMatches })}
          </Badge>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={open} disabled={pending}>
          <SearchIcon aria-hidden />
          {t('open')}
        </Button>
        <label className="sr-only" htmlFor={`${id}-freq`}>
          {t('frequency')}
        </label>
        <select
          id={`${id}-freq`}
          value={item.frequency}
          disabled={pending}
          onChange={(e) => update({ frequency: e.target.value as SavedSearchFrequency })}
          className="h-10 rounded-md border bg-background px-3 text-sm"
        >
          {SAVED_SEARCH_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`frequencies.${f}`)}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={() => setRenaming(true)} disabled={pending}>
          <PencilIcon aria-hidden />
          {t('rename')}
        </Button>
        <Button variant="outline" onClick={() => update({ paused: !item.paused })} disabled={pending}>
          {item.paused ? <BellRingIcon aria-hidden /> : <BellOffIcon aria-hidden />}
          {item.paused ? t('resume') : t('pause')}
        </Button>
        <Button variant="ghost" onClick={() => setDeleting(true)} disabled={pending} className="text-destructive">
          <Trash2Icon aria-hidden />
          {t('delete')}
        </Button>
      </div>

      <Dialog open={renaming} onOpenChange={setRenaming}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('rename')}</DialogTitle>
            <DialogDescription>{item.name}</DialogDescription>
          </DialogHeader>
          <form method="post" onSubmit={rename} className="flex flex-col gap-4" noValidate>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-name`}>{t('name')}</Label>
              <Input id={`${id}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} aria-invalid={!!error || undefined} />
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
            <DialogFooter className="gap-2">
              <Button type="button" variant="ghost" onClick={() => setRenaming(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={pending}>
                {t('submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('deleteTitle', { name: item.name })}</DialogTitle>
            <DialogDescription>{t('deleteText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="gap-2">
            <Button type="button" variant="ghost" onClick={() => setDeleting(false)}>
              {t('cancel')}
            </Button>
            <Button type="button" variant="destructive" onClick={remove} disabled={pending}>
              {t('delete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

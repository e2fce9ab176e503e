'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callAction } from '@/lib/actions/client-call';
import { listingPhotoOrderAction, listingPhotoRemoveAction } from '@/lib/actions/listings';
import { useRouter } from '@/lib/i18n/navigation';
import { PhotoManager, type EditorPhoto } from './photo-manager';
import { StepActions } from './step-actions';
import { editorPath } from './wizard-types';

/**
 * Step 5: the photos (components/listings/editor/photo-manager.tsx). Each upload, order change and removal
 * is saved as it happens; 'Salvar e continuar' only checks there is at least one photo.
 */
export function StepPhotos({ listingId, initial, live }: { listingId: number; initial: EditorPhoto[]; live: boolean }) {
  const t = useTranslations('ListingEditor.photos');
  const router = useRouter();
  const [count, setCount] = useState(initial.length);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((photos: EditorPhoto[]) => {
    setCount(photos.length);
    if (photos.length > 0) setError(null);
  }, []);
  const onReorder = useCallback(async (ids: number[]) => (await callAction(() => listingPhotoOrderAction(listingId, ids)))?.ok ?? false, [listingId]);
  const onRemove = useCallback(async (id: number) => (await callAction(() => listingPhotoRemoveAction(id)))?.ok ?? false, []);

  return (
    <form
      method="post"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (count === 0) {
          setError(t('required'));
          return;
        }
        router.push(editorPath(listingId, 6));
      }}
      data-testid="step-photos"
    >
      <div className="flex flex-col gap-1">
        <h2 className="font-heading text-xl font-semibold">{t('legend')}</h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <PhotoManager listingId={listingId} initial={initial} onChange={onChange} onReorder={onReorder} onRemove={onRemove} />
      {error && (
        <p className="text-sm text-destructive" role="alert" data-testid="field-error">
          {error}
        </p>
      )}
      <StepActions listingId={listingId} step={5} pending={false} live={live} />
    </form>
  );
}

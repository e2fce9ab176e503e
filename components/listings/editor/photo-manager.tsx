'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeftIcon, ArrowRightIcon, GripVerticalIcon, ImagePlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { propertyImageUrl } from '@/lib/search/types';
import { checkPickedPhoto, LISTING_PHOTO_MAX_COUNT } from '@/lib/security/listing-photo';
import { cn } from '@/lib/utils';
import { resizePhoto, sendPhoto, type UploadFailure } from './photo-upload';

export interface EditorPhoto {
  id: number;
  path: string;
}

interface Pending {
  key: string;
  name: string;
  /** 0..1 while it uploads; null while the browser resizes it. */
  progress: number | null;
}

interface Refusal {
  key: string;
  name: string;
  error: UploadFailure | 'type' | 'size' | 'count';
}

/**
 * Step 5 of the wizard: the listing's photos. Pick several or drop them on the zone; each is checked (type,
 * 15 MB, room under 30), resized in the browser and uploaded with its own progress bar. The first photo is
 * the cover; the order changes by dragging (mouse, touch, or keyboard: Space to lift, arrows, Space to drop),
 * with the arrow buttons, or 'Usar como capa'; 'Remover' deletes one. Every change is saved at once through
 * `onReorder` / `onRemove` (the server actions); a refused change puts the previous order back.
 */
export function PhotoManager({
  listingId,
  initial,
  onChange,
  onReorder,
  onRemove,
}: {
  listingId: number;
  initial: EditorPhoto[];
  /** The stored photos after every change (the wizard needs ≥ 1 to publish). */
  onChange?: (photos: EditorPhoto[]) => void;
  onReorder: (ids: number[]) => Promise<boolean>;
  onRemove: (id: number) => Promise<boolean>;
}) {
  const t = useTranslations('ListingEditor.photos');
  const [photos, setPhotos] = useState<EditorPhoto[]>(initial);
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Until the page has hydrated, a picked file would reach no handler and be dropped without a word.
  const hydrated = useHydrated();
  const countRef = useRef(initial.length);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    onChange?.(photos);
  }, [photos, onChange]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const saveOrder = useCallback(
    async (next: EditorPhoto[], previous: EditorPhoto[], message: string) => {
      setPhotos(next);
      const ok = await onReorder(next.map((p) => p.id));
      if (!ok) {
        setPhotos(previous);
        setAnnouncement(t('errors.order'));
      } else {
        setAnnouncement(message);
      }
    },
    [onReorder, t],
  );

  const move = (index: number, to: number) => {
    if (to < 0 || to >= photos.length || to === index) return;
    const next = arrayMove(photos, index, to);
    void saveOrder(next, photos, to === 0 ? t('coverChosen', { index: index + 1 }) : t('moved', { from: index + 1, to: to + 1, total: photos.length }));
  };

  const remove = async (photo: EditorPhoto) => {
    const previous = photos;
    setPhotos(previous.filter((p) => p.id !== photo.id));
    countRef.current -= 1;
    const ok = await onRemove(photo.id);
    if (!ok) {
      setPhotos(previous);
      countRef.current += 1;
      setAnnouncement(t('errors.remove'));
    } else {
      setAnnouncement(t('removed'));
    }
  };

  const addFiles = async (files: File[]) => {
    const accepted: { file: File; key: string }[] = [];
    const refused: Refusal[] = [];
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const error = checkPickedPhoto(file, countRef.current);
      if (error) {
        refused.push({ key, name: file.name, error });
        continue;
      }
      countRef.current += 1;
      accepted.push({ file, key });
    }
    setRefusals(refused);
    if (refused.length > 0) setAnnouncement(refused.map((r) => t(`errors.${r.error}`, { name: r.name, max: LISTING_PHOTO_MAX_COUNT })).join(' '));
    if (accepted.length === 0) return;
    setPending((list) => [...list, ...accepted.map(({ file, key }) => ({ key, name: file.name, progress: null }))]);

    // One at a time: the server's count of photos stays in step, and a phone's memory is spared.
    for (const { file, key } of accepted) {
      const setProgress = (progress: number | null) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)));
      let result: Awaited<ReturnType<typeof sendPhoto>>;
      try {
        const resized = await resizePhoto(file);
        setProgress(0);
        result = await sendPhoto(listingId, resized, setProgress);
      } catch {
        result = { ok: false, error: 'resize' };
      }
      setPending((list) => list.filter((p) => p.key !== key));
      if (result.ok) {
        const stored = result.photo;
        setPhotos((list) => [...list, stored]);
        setAnnouncement(t('uploaded', { name: file.name }));
      } else {
        countRef.current -= 1;
        const error = result.error;
        setRefusals((list) => [...list, { key, name: file.name, error }]);
        setAnnouncement(t(`errors.${error}`, { name: file.name, max: LISTING_PHOTO_MAX_COUNT }));
      }
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((p) => p.id === active.id);
    const to = photos.findIndex((p) => p.id === over.id);
    if (from < 0 || to < 0) return;
    move(from, to);
  };

  const position = (id: string | number) => photos.findIndex((p) => p.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { index: position(active.id), total: photos.length }),
    onDragOver: ({ over }) => (over ? t('dnd.over', { index: position(over.id), total: photos.length }) : t('dnd.outside')),
    onDragEnd: ({ over }) => (over ? t('dnd.end', { index: position(over.id), total: photos.length }) : t('dnd.cancel')),
    onDragCancel: () => t('dnd.cancel'),
  };

  return (
    <div className="flex flex-col gap-4" data-testid="photo-manager">
      <div
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          dragOver ? 'border-primary bg-primary/5' : 'border-input',
        )}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) {
            e.preventDefault();
            setDragOver(true);
          }
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e) => {
          if (e.dataTransfer.files.length === 0) return;
          e.preventDefault();
          setDragOver(false);
          void addFiles([...e.dataTransfer.files]);
        }}
        data-testid="photo-dropzone"
      >
        <ImagePlusIcon className="size-8 text-primary" aria-hidden />
        <p className="font-medium">{t('dropHere')}</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('hint', { max: LISTING_PHOTO_MAX_COUNT, count: photos.length })}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label={t('pick')}
          aria-describedby={hintId}
          tabIndex={-1}
          disabled={!hydrated}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void addFiles(files);
          }}
          data-testid="photo-input"
        />
        <Button type="button" variant="outline" disabled={!hydrated} onClick={() => inputRef.current?.click()}>
          {t('pick')}
        </Button>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {refusals.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive" data-testid="photo-errors">
          {refusals.map((r) => (
            <li key={r.key}>{t(`errors.${r.error}`, { name: r.name, max: LISTING_PHOTO_MAX_COUNT })}</li>
          ))}
        </ul>
      )}

      {pending.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('uploading')}>
          {pending.map((p) => (
            <li key={p.key} className="flex flex-col gap-1 text-sm" data-testid="photo-pending">
              <span className="truncate">{p.name}</span>
              <progress
                className="h-2 w-full accent-primary"
                max={100}
                value={p.progress == null ? undefined : Math.round(p.progress * 100)}
                aria-label={p.progress == null ? t('resizing', { name: p.name }) : t('progress', { name: p.name })}
              />
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
        >
          <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('listLabel')} data-testid="photo-list">
              {photos.map((photo, index) => (
                <SortablePhoto
                  key={photo.id}
                  photo={photo}
                  index={index}
                  total={photos.length}
                  onMove={(to) => move(index, to)}
                  onRemove={() => void remove(photo)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function SortablePhoto({
  photo,
  index,
  total,
  onMove,
  onRemove,
}: {
  photo: EditorPhoto;
  index: number;
  total: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('ListingEditor.photos');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  const label = t('photoLabel', { index: index + 1, total });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex flex-col overflow-hidden rounded-lg border bg-card', isDragging && 'z-10 shadow-lg')}
      data-testid="photo-item"
      data-photo-path={photo.path}
    >
      <div className="relative aspect-[4/3] bg-muted">
        <Image src={propertyImageUrl(photo.path)} alt={label} fill sizes="(min-width: 1024px) 240px, 50vw" className="object-cover" />
        {index === 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {t('cover')}
          </span>
        )}
        <button
          type="button"
          className="absolute top-2 right-2 flex size-9 cursor-grab items-center justify-center rounded-md bg-background/90 text-foreground shadow focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={t('dragHandle', { index: index + 1, total })}
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" aria-hidden />
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-1 p-2">
        <div className="flex gap-1">
          <Button type="button" size="icon-sm" variant="ghost" aria-label={t('moveLeft', { index: index + 1 })} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowLeftIcon aria-hidden />
          </Button>
          <Button type="button" size="icon-sm" variant="ghost" aria-label={t('moveRight', { index: index + 1 })} disabled={index === total - 1} onClick={() => onMove(index + 1)}>
            <ArrowRightIcon aria-hidden />
          </Button>
        </div>
        <div className="flex gap-1">
          {index > 0 && (
            <Button type="button" size="icon-sm" variant="ghost" aria-label={t('makeCover', { index: index + 1 })} onClick={() => onMove(0)}>
              <StarIcon aria-hidden />
            </Button>
          )}
          <Button type="button" size="icon-sm" variant="ghost" aria-label={t('remove', { index: index + 1 })} onClick={onRemove}>
            <Trash2Icon aria-hidden className="text-destructive" />
          </Button>
        </div>
      </div>
    </li>
  );
}

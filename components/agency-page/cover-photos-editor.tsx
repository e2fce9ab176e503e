'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ImagePlusIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { setCoverPhotosAction } from '@/lib/actions/agency-page';
import { useRouter } from '@/lib/i18n/navigation';
import { COVER_PHOTO_MAX_BYTES, COVER_PHOTO_TYPES, MAX_COVER_PHOTOS, type PageFormError } from '@/lib/validations/agency-page';

/**
 * /minha-pagina: the page's cover photos (up to 5) — add (the file goes to /api/agency-page/photos, which
 * checks its bytes and stores it), remove, and move left/right (the first is shown first).
 */
export function CoverPhotosEditor({ photos }: { photos: { name: string; url: string }[] }) {
  const t = useTranslations('AgencyPage');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  // Until the page has hydrated, a picked file would reach no handler and be dropped without a word.
  const hydrated = useHydrated();
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();
  const busy = uploading || pending;
  const fail = (key: PageFormError) => toast.error(t(`errors.${key}`));

  const upload = async (file: File) => {
    if (!(COVER_PHOTO_TYPES as readonly string[]).includes(file.type)) return fail('photoInvalid');
    if (file.size > COVER_PHOTO_MAX_BYTES) return fail('photoTooLarge');
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const res = await fetch('/api/agency-page/photos', { method: 'POST', body });
      const json = (await res.json().catch(() => ({}))) as { error?: PageFormError };
      if (!res.ok) return fail(json.error ?? 'failed');
      toast.success(t('editor.photoAdded'));
      router.refresh();
    } catch {
      fail('failed');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const save = (names: string[], done?: string) =>
    startTransition(async () => {
      try {
        const result = await setCoverPhotosAction(names);
        if (!result.ok) {
          fail(result.formError ?? 'failed');
          return;
        }
        if (done) toast.success(done);
        router.refresh();
      } catch {
        fail('failed');
      }
    });

  const names = photos.map((p) => p.name);
  const move = (from: number, to: number) => {
    const next = [...names];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    save(next);
  };

  return (
    <section aria-labelledby="cover-photos-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-testid="cover-photos-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="cover-photos-title" className="text-sm font-semibold">
            {t('editor.photosTitle')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('editor.photosHelp')}</p>
        </div>
        <input
          ref={input}
          type="file"
          accept={COVER_PHOTO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="cover-photo-input"
          disabled={!hydrated}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={!hydrated || busy || photos.length >= MAX_COVER_PHOTOS} onClick={() => input.current?.click()}>
          <ImagePlusIcon aria-hidden />
          {uploading ? t('editor.uploading') : t('editor.addPhoto')}
        </Button>
      </div>
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('editor.noPhotos')}</p>
      ) : (
        <ol className="flex flex-wrap gap-3">
          {photos.map((photo, i) => (
            <li key={photo.name} className="flex flex-col items-center gap-1" data-testid="cover-photo">
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the stored photo */}
              <img src={photo.url} alt={t('carousel.slide', { index: i + 1, total: photos.length })} className="h-20 w-28 rounded-md border object-cover" />
              <div className="flex gap-1">
                <Button type="button" size="icon-sm" variant="ghost" disabled={busy || i === 0} onClick={() => move(i, i - 1)} aria-label={t('editor.moveLeft', { index: i + 1 })}>
                  <ChevronLeftIcon aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon-sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => save(names.filter((n) => n !== photo.name), t('editor.photoRemoved'))}
                  aria-label={t('editor.removePhoto', { index: i + 1 })}
                >
                  <Trash2Icon aria-hidden />
                </Button>
                <Button type="button" size="icon-sm" variant="ghost" disabled={busy || i === photos.length - 1} onClick={() => move(i, i + 1)} aria-label={t('editor.moveRight', { index: i + 1 })}>
                  <ChevronRightIcon aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

'use client';

import { useEffect, useRef } from 'react';
import Image from 'next/image';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSnapCarousel } from '@/components/carousel/use-snap-carousel';
import { SnapSlide, SnapTrack } from '@/components/carousel/snap-track';
import type { GalleryPhoto } from './property-gallery';

/**
 * Full-screen gallery: a modal dialog (focus trapped, Esc closes) with a swipeable carousel (scroll snap); ←/→ move
 * between photos; thumbnails jump; the browser's Back closes it. Loaded on demand by PropertyGallery.
 */
export function GalleryLightbox({
  photos,
  title,
  startIndex,
  onClose,
}: {
  photos: GalleryPhoto[];
  title: string;
  startIndex: number;
  onClose: (index: number) => void;
}) {
  const t = useTranslations('PropertyPage.gallery');
  const { trackRef, index, go, prev, next, onScroll, onKeyDown } = useSnapCarousel(photos.length, startIndex);

  // The phone's Back closes the gallery (issue #40): opening pushes a history entry (same URL), Back pops
  // it and closes at the photo shown; closing otherwise (×, Esc) pops the entry it pushed.
  const latest = useRef({ index, onClose });
  useEffect(() => {
    latest.current = { index, onClose };
  });
  useEffect(() => {
    let popped = false;
    window.history.pushState({ ...window.history.state, larGallery: true }, '');
    const onPop = () => {
      popped = true;
      latest.current.onClose(latest.current.index);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && (window.history.state as { larGallery?: boolean } | null)?.larGallery) window.history.back();
    };
  }, []);

  return (
    <Dialog open onOpenChange={(o) => !o && onClose(index)}>
      <DialogContent
        className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-3 rounded-none border-0 bg-black p-3 text-white sm:max-w-none sm:p-6"
        data-testid="gallery-lightbox"
        onKeyDown={onKeyDown}
      >
        <DialogTitle className="pr-10 text-base font-semibold text-white">{t('fullscreenTitle', { title })}</DialogTitle>
        <DialogDescription className="text-sm text-white/80 tabular-nums" data-testid="gallery-position" aria-live="polite">
          {t('position', { index: index + 1, total: photos.length })}
        </DialogDescription>
        <div className="relative min-h-0 flex-1">
          <SnapTrack trackRef={trackRef} onScroll={onScroll} focusable className="h-full focus-visible:ring-white/60">
            {photos.map((photo, i) => (
              <SnapSlide
                key={photo.src}
                label={t('position', { index: i + 1, total: photos.length })}
                className="h-full"
                aria-hidden={i !== index}
              >
                <Image src={photo.src} alt={photo.alt} fill sizes="100vw" className="object-contain" />
              </SnapSlide>
            ))}
          </SnapTrack>
          {photos.length > 1 && (
            <>
              <Button
                type="button"
                variant="secondary"
                size="icon-lg"
                className="absolute top-1/2 left-1 -translate-y-1/2 rounded-full"
                onClick={prev}
                aria-label={t('previous')}
              >
                <ChevronLeftIcon aria-hidden />
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="icon-lg"
                className="absolute top-1/2 right-1 -translate-y-1/2 rounded-full"
                onClick={next}
                aria-label={t('next')}
              >
                <ChevronRightIcon aria-hidden />
              </Button>
            </>
          )}
        </div>
        {photos.length > 1 && (
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {photos.map((photo, i) => (
              <li key={photo.src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('goTo', { index: i + 1 })}
                  aria-current={i === index}
                  className="relative block h-14 w-20 overflow-hidden rounded-md border-2 border-transparent opacity-70 outline-none focus-visible:ring-[3px] focus-visible:ring-white/60 aria-[current=true]:border-white aria-[current=true]:opacity-100"
                >
                  <Image src={photo.src} alt="" fill sizes="80px" className="object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

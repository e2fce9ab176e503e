'use client';

import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, HouseIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import { useSnapCarousel } from '@/components/carousel/use-snap-carousel';
import { SnapSlide, SnapTrack } from '@/components/carousel/snap-track';
import { SlideImg } from '@/components/carousel/slide-img';
import type { SlideImage } from '@/components/carousel/slide-image';

// The full-screen gallery loads only when opened.
const GalleryLightbox = lazyPart(() => import('./gallery-lightbox').then((m) => m.GalleryLightbox));

export interface GalleryPhoto {
  src: string;
  alt: string;
  /** next/image's sources for the carousel (slideImage with GALLERY_SIZES). */
  image: SlideImage;
}

/**
 * The listing's photo carousel (scroll snap: swipe, arrows, keyboard ←/→ when focused) and the button that
 * opens the full-screen gallery at the current photo.
 */
export function PropertyGallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const t = useTranslations('PropertyPage.gallery');
  const { trackRef, index, go, prev, next, onScroll, onKeyDown } = useSnapCarousel(photos.length);
  const [open, setOpen] = useState(false);

  if (photos.length === 0) {
    return (
      <div className="flex aspect-[16/9] w-full items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <HouseIcon className="size-12" aria-hidden />
        <span className="sr-only">{t('noPhotos')}</span>
      </div>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="relative"
      data-testid="property-gallery"
      onKeyDown={onKeyDown}
    >
      <SnapTrack trackRef={trackRef} onScroll={onScroll} className="rounded-xl">
        {photos.map((photo, i) => (
          <SnapSlide
            key={photo.src}
            label={t('position', { index: i + 1, total: photos.length })}
            className="aspect-[4/3] bg-muted md:aspect-[16/9]"
          >
            <button
              type="button"
              className="absolute inset-0 cursor-zoom-in outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={() => setOpen(true)}
              aria-label={t('openFullscreen')}
              tabIndex={i === index ? 0 : -1}
            >
              <SlideImg image={photo.image} alt={photo.alt} first={i === 0} />
            </button>
          </SnapSlide>
        ))}
      </SnapTrack>
      {photos.length > 1 && (
        <>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full shadow"
            onClick={prev}
            aria-label={t('previous')}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full shadow"
            onClick={next}
            aria-label={t('next')}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </>
      )}
      <div className="absolute right-2 bottom-2 flex items-center gap-2">
        <span className="rounded-full bg-black/60 px-2 py-1 text-xs text-white tabular-nums" aria-live="polite">
          {t('position', { index: index + 1, total: photos.length })}
        </span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="rounded-full shadow"
          onClick={() => setOpen(true)}
          data-testid="gallery-open"
        >
          <ExpandIcon aria-hidden />
          {t('openFullscreen')}
        </Button>
      </div>
      {open && (
        <GalleryLightbox
          photos={photos}
          title={title}
          startIndex={index}
          onClose={(last) => {
            setOpen(false);
            go(last, true);
          }}
        />
      )}
    </section>
  );
}

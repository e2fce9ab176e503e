'use client';

import { useCallback, useEffect, useState } from 'react';
import Image from 'next/image';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, HouseIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';


// The full-screen gallery loads only when opened.
const GalleryLightbox = lazyPart(() => import('./gallery-lightbox').then((m) => m.GalleryLightbox));

export interface GalleryPhoto {
  src: string;
  alt: string;
}

/**
 * The listing's photo carousel (embla: swipe, arrows, keyboard ←/→ when focused) and the button that
 * opens the full-screen gallery at the current photo.
 */
export function PropertyGallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const t = useTranslations('PropertyPage.gallery');
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: photos.length > 1 });
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const prev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

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
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev();
        if (e.key === 'ArrowRight') next();
      }}
    >
      <div className="overflow-hidden rounded-xl" ref={emblaRef}>
        <div className="flex touch-pan-y">
          {photos.map((photo, i) => (
            <div
              key={photo.src}
              className="relative aspect-[4/3] min-w-0 flex-[0_0_100%] bg-muted md:aspect-[16/9]"
              role="group"
              aria-roledescription="slide"
              aria-label={t('position', { index: i + 1, total: photos.length })}
            >
              <button
                type="button"
                className="absolute inset-0 cursor-zoom-in outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={() => setOpen(true)}
                aria-label={t('openFullscreen')}
                tabIndex={i === index ? 0 : -1}
              >
                <Image
                  src={photo.src}
                  alt={photo.alt}
                  fill
                  priority={i === 0}
                  // The first photo is the page's LCP: decoded for the frame that first shows it, not after
                  // the page's scripts have run (next/image decodes asynchronously by default).
                  decoding={i === 0 ? 'sync' : 'async'}
                  sizes="(min-width: 1200px) 780px, (min-width: 768px) 65vw, 100vw"
                  className="object-cover"
                />
              </button>
            </div>
          ))}
        </div>
      </div>
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
            emblaApi?.scrollTo(last, true);
          }}
        />
      )}
    </section>
  );
}

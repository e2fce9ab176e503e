'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Image from 'next/image';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface CoverSlide {
  src: string;
  alt: string;
}

export interface CoverCarouselLabels {
  label: string;
  previous: string;
  next: string;
  /** Per slide: 'Foto {index} de {total}'. */
  slides: string[];
  /** Per dot: 'Ir para a foto {index}'. */
  dots: string[];
}

/** Seconds between slides (spec: every 5 s). */
export const COVER_INTERVAL_MS = 5000;

/**
 * The page's cover photos (up to 5): advance every 5 s, with previous/next buttons and dots; the rotation
 * pauses while the pointer is over it or focus is inside it, and never runs under prefers-reduced-motion
 * (nor while the tab is hidden). Swipe and ←/→ work too (embla).
 */
export function CoverCarousel({ slides, labels }: { slides: CoverSlide[]; labels: CoverCarouselLabels }) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: slides.length > 1 });
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const playing = slides.length > 1 && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!emblaApi || !playing) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') emblaApi.scrollNext();
    }, COVER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [emblaApi, playing, index]);

  const prev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  if (slides.length === 0) return null;

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="relative"
      data-testid="cover-carousel"
      data-playing={playing ? 'true' : 'false'}
      data-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev();
        if (e.key === 'ArrowRight') next();
      }}
    >
      <div className="overflow-hidden rounded-xl" ref={emblaRef}>
        <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.src}
              className="relative aspect-[16/10] min-w-0 flex-[0_0_100%] bg-muted sm:aspect-[21/8]"
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[i]}
              aria-hidden={i !== index}
            >
              <Image
                src={slide.src}
                alt={slide.alt}
                fill
                priority={i === 0}
                sizes="(min-width: 1200px) 1200px, 100vw"
                className="object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full shadow"
            onClick={prev}
            aria-label={labels.previous}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full shadow"
            onClick={next}
            aria-label={labels.next}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.src}
                type="button"
                className="flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={labels.dots[i]}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => emblaApi?.scrollTo(i)}
                data-testid="cover-dot"
              >
                <span
                  className={cn(
                    'block size-2.5 rounded-full border border-white shadow transition-colors duration-200',
                    i === index ? 'bg-white' : 'bg-white/40',
                  )}
                  aria-hidden
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { useSnapCarousel } from '@/components/carousel/use-snap-carousel';
import { SnapSlide, SnapTrack } from '@/components/carousel/snap-track';
import { SlideImg } from '@/components/carousel/slide-img';
import type { SlideImage } from '@/components/carousel/slide-image';

export interface CoverSlide {
  src: string;
  alt: string;
  /** next/image's sources (slideImage with COVER_SIZES). */
  image: SlideImage;
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
 * (nor while the tab is hidden). Swipe and ←/→ work too (scroll snap, useSnapCarousel).
 */
export function CoverCarousel({ slides, labels }: { slides: CoverSlide[]; labels: CoverCarouselLabels }) {
  const { trackRef, index, go, prev, next, onScroll, onKeyDown } = useSnapCarousel(slides.length);
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

  const playing = slides.length > 1 && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') next();
    }, COVER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [next, playing]);

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
      onKeyDown={onKeyDown}
    >
      <SnapTrack
        trackRef={trackRef}
        onScroll={onScroll}
        focusable
        className="rounded-xl focus-visible:ring-ring/50"
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <SnapSlide
            key={slide.src}
            label={labels.slides[i]!}
            className="aspect-[16/10] bg-muted sm:aspect-[21/8]"
            aria-hidden={i !== index}
          >
            <SlideImg image={slide.image} alt={slide.alt} first={i === 0} />
          </SnapSlide>
        ))}
      </SnapTrack>
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
                onClick={() => go(i)}
                data-testid="cover-dot"
              >
                <span
                  className={clsx(
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

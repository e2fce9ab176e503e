import type { SlideImage } from './slide-image';

/**
 * A carousel photo filling its slide, from slideImage's sources. The first one is the page's LCP: it loads at
 * once, at high priority, and is decoded for the frame that first shows it; the others load as they near view.
 */
export function SlideImg({ image, alt, first }: { image: SlideImage; alt: string; first: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's optimised sources (slide-image.ts)
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? 'sync' : 'async'}
      className="absolute inset-0 size-full object-cover"
    />
  );
}

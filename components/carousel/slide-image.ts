import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

/** The listing gallery's rendered widths (components/property/property-gallery.tsx), for slideImage. */
export const GALLERY_SIZES = '(min-width: 1200px) 780px, (min-width: 768px) 65vw, 100vw';
/** The agency cover's rendered widths (components/agency-page/cover-carousel.tsx), for slideImage. */
export const COVER_SIZES = '(min-width: 1200px) 1200px, 100vw';

/** A slide photo's sources, for a plain <img>. */
export interface SlideImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * next/image's optimised sources of a carousel photo (srcset for `sizes`, WebP), from getImageProps on the
 * server: the carousel renders a plain <img>, and next/image's client component does not ship with the page.
 * The first photo (`priority`) is preloaded at high priority, as <Image priority> does: it is the LCP.
 */
export function slideImage(src: string, sizes: string, { priority = false } = {}): SlideImage {
  const { props } = getImageProps({ src, alt: '', fill: true, sizes });
  const image = { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
  if (priority) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  return image;
}

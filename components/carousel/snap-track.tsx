import type { RefObject } from 'react';
import { clsx } from 'clsx';

/** The scrolling row of slides: the browser snaps it to one slide; its scrollbar is hidden (buttons and swipe move it). */
const SNAP_TRACK =
  'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
/** One slide of SNAP_TRACK: the row's full width, a snap point the scroll cannot skip. */
const SNAP_SLIDE = 'relative w-full flex-none snap-start snap-always';

/**
 * The scrolling row of a useSnapCarousel (pass its `trackRef` and `onScroll`). `focusable` when the slides hold
 * no control: a keyboard must reach what scrolls (axe: scrollable-region-focusable), and ←/→ then move it; give
 * the focus ring its colour in `className`.
 */
export function SnapTrack({
  trackRef,
  onScroll,
  focusable = false,
  className,
  ...props
}: React.ComponentProps<'div'> & { trackRef: RefObject<HTMLDivElement | null>; onScroll: () => void; focusable?: boolean }) {
  return (
    <div
      ref={trackRef}
      onScroll={onScroll}
      tabIndex={focusable ? 0 : undefined}
      className={clsx(SNAP_TRACK, focusable && 'outline-none focus-visible:ring-[3px]', className)}
      {...props}
    />
  );
}

/** One slide of a SnapTrack, announced as a slide with its position ("2 de 5"). */
export function SnapSlide({ label, className, ...props }: React.ComponentProps<'div'> & { label: string }) {
  return <div role="group" aria-roledescription="slide" aria-label={label} className={clsx(SNAP_SLIDE, className)} {...props} />;
}

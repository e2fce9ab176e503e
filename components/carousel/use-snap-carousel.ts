'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A carousel on the browser's own scrolling (CSS scroll snap): swipe, trackpad and touch move it natively and
 * smoothly; `go` scrolls to a slide, wrapping at either end; `index` follows the scroll; ←/→ move it when focus
 * is inside. It replaced embla (its React binding and engine, ~7 KiB gzipped in the first load of the listing
 * and agency pages, issue #21). Give `trackRef` and `onScroll` to a SnapTrack (./snap-track.tsx). `start`: the slide
 * shown first (the full-screen gallery opens at the photo the page showed).
 */
export function useSnapCarousel(count: number, start = 0) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  // The slide a go() is scrolling to: while it is on its way, the scroll's intermediate positions do not move
  // `index` (two quick presses of → go two slides, not one; ← right after → does not wrap to the last).
  const pending = useRef<number | null>(null);
  const settle = useRef(0);

  const sync = useCallback(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setIndex(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
  }, [count]);

  const go = useCallback(
    (to: number, instant = false) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const target = ((to % count) + count) % count;
      const smooth = !instant && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      pending.current = target;
      setIndex(target);
      track.scrollTo({ left: target * track.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
    },
    [count],
  );

  useEffect(() => {
    if (start > 0) go(start, true);
    // Once, when the strip appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => window.clearTimeout(settle.current), []);

  // When the scroll rests (150 ms without a scroll event), the slide in view is the index, whoever moved it.
  const onScroll = useCallback(() => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      pending.current = null;
      sync();
    }, 150);
    if (pending.current === null) sync();
  }, [sync]);

  const prev = useCallback(() => go(index - 1), [go, index]);
  const next = useCallback(() => go(index + 1), [go, index]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    // The focused slide's scroller would scroll by itself too.
    e.preventDefault();
    if (e.key === 'ArrowLeft') prev();
    else next();
  };

  return { trackRef, index, go, prev, next, onScroll, onKeyDown };
}

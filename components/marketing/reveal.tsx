'use client';

import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';

/**
 * Fades a section in when it scrolls into view (IntersectionObserver, threshold 0.1). The content is in the
 * server HTML and visible without JavaScript; only sections still below the fold are hidden, once the
 * script runs, and nothing animates under prefers-reduced-motion. Classes are joined with clsx: callers pass
 * layout classes only, nothing to override, and tailwind-merge would run while the page hydrates.
 */
export function Reveal({ children, className, as: Tag = 'section', ...props }: {
  children: React.ReactNode;
  className?: string;
  as?: 'section' | 'div';
} & Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'className'>) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={ref as React.Ref<HTMLDivElement>}
      data-reveal={state}
      className={clsx(
        'transition-[opacity,translate] duration-500 ease-out motion-reduce:transition-none',
        state === 'hidden' && 'translate-y-4 opacity-0',
        className,
      )}
      {...props}
    >
      {children}
    </Tag>
  );
}

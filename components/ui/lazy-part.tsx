'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client part whose code loads when it first renders, in its own chunk: React.lazy behind a Suspense boundary
 * that shows `fallback` (nothing by default) meanwhile. Not next/dynamic, whose runtime would ship with every
 * public page (issue #21; tests/unit/build/first-load-imports.test.ts). Rendered on the server it is rendered
 * there too: a part that needs the browser is rendered only once the browser is known (see PageMapLoader).
 * For a dialog that loads on the visitor's intent, see ./lazy-dialog.tsx.
 *
 * React may send a large part (over 500 bytes, in a page whose shell passed 12.8 KB) after the page, revealed by
 * an inline script no sooner than 300 ms after the first paint and not at all without JavaScript: below the fold
 * nobody notices, in the first screen it shifts the layout (components/marketing/lazy-contact-form.tsx).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: React.ReactNode = null): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

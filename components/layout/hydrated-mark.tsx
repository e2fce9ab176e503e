'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated the page (`<html data-hydrated>`): its effect runs when the root's
 * tree is committed, with every handler of the page in place. A cached copy requests its scripts only after its
 * first frame (lib/cache/first-paint-scripts.mjs), so its load event says nothing about them; the e2e tests wait
 * for this mark before they act, as a visitor waits for a page that answers (tests/e2e/support.ts).
 */
export function HydratedMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

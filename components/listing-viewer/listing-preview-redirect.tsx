'use client';

import { useEffect } from 'react';
import { SESSION_COOKIE_IN_DOCUMENT } from '@/lib/security/session-cookie';

/** A listing's address as the browser shows it: `/imovel/{id}` or `/{en|es}/imovel/{id}`. */
const LISTING_ADDRESS = /^(?:\/(?:en|es))?\/imovel\/([1-9]\d{0,14})\/?$/;

/** The address of a listing's preview (lib/cache/public-pages.ts, LISTING_PREVIEW_KEY), with the page's other query. */
export function previewAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('previa', '1');
  return `${pathname}?${params.toString()}`;
}

/**
 * On the 404 of a listing's cached copy (issue #21): a paused or expired listing is a 404 for everybody on the
 * copy, rendered for nobody. When this browser holds a session, it asks GET /api/listings/{id}/me whether the
 * visitor is that listing's side, and if so replaces the address with the preview, `?previa=1`, which the page
 * renders per request (the listing side gets the preview there; anybody else the same 404). Renders nothing; a
 * signed-out visitor sends no request.
 */
export function ListingPreviewRedirect() {
  useEffect(() => {
    const { pathname, search } = window.location;
    const id = LISTING_ADDRESS.exec(pathname)?.[1];
    if (!id || new URLSearchParams(search).has('previa') || !SESSION_COOKIE_IN_DOCUMENT.test(document.cookie)) return;
    const controller = new AbortController();
    fetch(`/api/listings/${id}/me`, { cache: 'no-store', credentials: 'same-origin', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) return;
        const viewer = (await res.json()) as { listingSide?: boolean };
        if (viewer.listingSide) window.location.replace(previewAddress(pathname, search));
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return null;
}

'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { ListingMeResponse } from '@/app/api/listings/[id]/me/route';
import { useHasSession } from '@/components/auth/browser-session';

/**
 * The signed-in visitor's view of one listing, for the parts of its cached copy that are personal (issue #21,
 * docs/caching.md "Signed-in visitors on a cached page"): GET /api/listings/{id}/me once per page and listing,
 * shared by every part that asks (the bottom bar, the price panel, the address, the report button).
 *
 * - 'loading': on the server, while the page hydrates, and while the answer is on its way (a browser with a
 *   session cookie); the parts keep their signed-out look, hidden under `lar-session` (no layout jump);
 * - null: no session (no request is sent), or the server found none (401);
 * - 'failed': the request failed (offline, 5xx): the parts show their signed-out look, the dialogs still open
 *   their signed-in forms (the cookie is there; the actions check the session anyway);
 * - the answer otherwise.
 */
export type ListingViewer = ListingMeResponse | null | 'loading' | 'failed';

const viewers = new Map<number, ListingViewer>();
const inFlight = new Map<number, Promise<void>>();
const listeners = new Set<() => void>();

function set(id: number, next: ListingViewer) {
  viewers.set(id, next);
  for (const l of listeners) l();
}

function load(id: number): Promise<void> {
  const running = inFlight.get(id);
  if (running) return running;
  const request = fetch(`/api/listings/${id}/me`, { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (res.status === 401) set(id, null);
      else if (res.ok) set(id, (await res.json()) as ListingMeResponse);
      else set(id, 'failed');
    })
    .catch(() => set(id, 'failed'))
    .finally(() => inFlight.delete(id));
  inFlight.set(id, request);
  return request;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** The visitor's view of listing `id`; `id` null asks nothing (a page rendered per request knows it already). */
export function useListingViewer(id: number | null): ListingViewer {
  const hasSession = useHasSession();
  const state = useSyncExternalStore(
    subscribe,
    () => (id === null ? null : (viewers.get(id) ?? 'loading')),
    () => 'loading' as const,
  );
  useEffect(() => {
    if (id === null || hasSession === null) return;
    if (!hasSession) {
      // Signed out (or about to sign in as somebody else): nothing known is kept.
      if (viewers.has(id)) viewers.delete(id);
      return;
    }
    const known = viewers.get(id);
    if (known === undefined || known === null || known === 'failed') {
      if (known !== undefined) set(id, 'loading');
      void load(id);
    }
  }, [id, hasSession]);
  if (id === null || hasSession === false) return null;
  return state;
}

/**
 * Whether the visit, offer and report dialogs open their signed-in forms: `signedIn` as the page rendered per
 * request knew it, or 'browser' on the cached copy — then a session cookie that the server did not refuse.
 */
export function useViewerSignedIn(propertyId: number, signedIn: boolean | 'browser'): boolean {
  const hasSession = useHasSession();
  const viewer = useListingViewer(signedIn === 'browser' ? propertyId : null);
  if (signedIn !== 'browser') return signedIn;
  return hasSession === true && viewer !== null;
}

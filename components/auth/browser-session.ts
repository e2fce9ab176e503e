'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { MeResponse } from '@/app/api/me/route';
import { SESSION_COOKIE_IN_DOCUMENT } from '@/lib/security/session-cookie';
import { MAX_FAVORITE_IDS } from '@/lib/validations/rules/id-list';

/**
 * The visitor as the browser knows them, for the personal parts of a cached public page (issue #21,
 * docs/caching.md "Signed-in visitors on a cached page"): the copy is rendered for nobody, so its header and
 * hearts read the session here.
 *
 * - useHasSession(): whether this browser holds a Supabase session cookie (not HttpOnly: @supabase/ssr's
 *   browser client reads it too; lib/security/session-cookie.ts). null while the page hydrates (the server
 *   cannot know), then a boolean that follows sign-in and sign-out (cookie changes, focus);
 * - useMe(): GET /api/me once per mount of the header while a session cookie is there (a signed-out visitor
 *   sends no request); 'loading' until it answers, null when the server finds no session after all.
 */

function readHasSession(): boolean {
  return SESSION_COOKIE_IN_DOCUMENT.test(document.cookie);
}

type CookieStoreLike = EventTarget;

function subscribeSession(onChange: () => void): () => void {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  store?.addEventListener('change', onChange);
  // Without the Cookie Store API (Firefox before 140, older Safari) a sign-in in this tab is noticed by polling.
  const timer = store ? null : window.setInterval(onChange, 2000);
  return () => {
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
    store?.removeEventListener('change', onChange);
    if (timer !== null) window.clearInterval(timer);
  };
}

/** Whether a session cookie is present: null on the server and while hydrating. */
export function useHasSession(): boolean | null {
  return useSyncExternalStore(subscribeSession, readHasSession, () => null);
}

export type MeState = MeResponse | null | 'loading';

let me: MeState = 'loading';
let inFlight: Promise<void> | null = null;
let lastLoad = 0;
const meListeners = new Set<() => void>();

function setMe(next: MeState) {
  me = next;
  for (const l of meListeners) l();
}

function loadMe(): Promise<void> {
  if (inFlight) return inFlight;
  lastLoad = Date.now();
  inFlight = fetch('/api/me', { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (res.status === 401) setMe(null);
      else if (res.ok) setMe((await res.json()) as MeResponse);
      // Offline or a server error: keep what is shown (the placeholder, or the last answer).
    })
    .catch(() => {})
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The signed-in visitor's header data; `hasSession` from useHasSession(). */
export function useMe(hasSession: boolean | null): MeState {
  const state = useSyncExternalStore(
    (l) => {
      meListeners.add(l);
      return () => meListeners.delete(l);
    },
    () => me,
    () => 'loading' as const,
  );
  useEffect(() => {
    if (hasSession === null) return;
    if (!hasSession) {
      setMe(null);
      return;
    }
    // A second component mounting with the same page (the mobile menu) shares the answer of the first.
    if (me !== 'loading' && me !== null && Date.now() - lastLoad < 5000) return;
    if (me === null) setMe('loading');
    void loadMe();
  }, [hasSession]);
  return hasSession === false ? null : state;
}

/**
 * The favourite listings among the ids the cards of a cached page ask about: one GET /api/favoritos/ids for
 * all the cards that mount together (batched in a macrotask), kept for the page's life. undefined until known.
 */
const favorites = new Map<number, boolean>();
const wanted = new Set<number>();
let favoritesTimer: number | null = null;
const favoriteListeners = new Set<() => void>();

function flushFavorites() {
  favoritesTimer = null;
  const ids = [...wanted];
  wanted.clear();
  for (let i = 0; i < ids.length; i += MAX_FAVORITE_IDS) {
    const batch = ids.slice(i, i + MAX_FAVORITE_IDS);
    void fetch(`/api/favoritos/ids?ids=${batch.join(',')}`, { cache: 'no-store', credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) return;
        const saved = new Set(((await res.json()) as { ids: number[] }).ids);
        for (const id of batch) favorites.set(id, saved.has(id));
        for (const l of favoriteListeners) l();
      })
      .catch(() => {});
  }
}

/** Whether listing `id` is among the signed-in visitor's favourites; undefined while unknown or signed out. */
export function useIsFavorite(id: number, hasSession: boolean | null): boolean | undefined {
  const value = useSyncExternalStore(
    (l) => {
      favoriteListeners.add(l);
      return () => favoriteListeners.delete(l);
    },
    () => favorites.get(id),
    () => undefined,
  );
  useEffect(() => {
    // Signed out (or another account next): nothing known is kept.
    if (hasSession === false) favorites.clear();
    if (!hasSession || favorites.has(id)) return;
    wanted.add(id);
    favoritesTimer ??= window.setTimeout(flushFavorites, 0);
  }, [id, hasSession]);
  return hasSession ? value : undefined;
}

'use client';

import { lazy, Suspense } from 'react';
import { useHasSession, useIsFavorite } from '@/components/auth/browser-session';

// Loaded only for a signed-in visitor: a signed-out one (most of a cached page's traffic) does not download the
// toggle and the action client it calls (sonner).
const FavoriteButton = lazy(() => import('./favorite-button').then((m) => ({ default: m.FavoriteButton })));

/**
 * A card's heart on a cached public page (issue #21), rendered for nobody: the server's `signedOut` heart
 * (the sign-in trigger) is what the copy shows; a browser with a session cookie swaps in the favourite toggle
 * once GET /api/favoritos/ids has said whether this listing is saved (one request for all the cards on the
 * page: components/auth/browser-session.ts). Both are drawn by the `card-heart` class: nothing moves.
 */
export function BrowserFavoriteHeart({
  propertyId,
  title,
  signedOut,
}: {
  propertyId: number;
  title: string;
  signedOut: React.ReactNode;
}) {
  const hasSession = useHasSession();
  const saved = useIsFavorite(propertyId, hasSession);
  if (!hasSession || saved === undefined) return <>{signedOut}</>;
  return (
    <Suspense fallback={signedOut}>
      <FavoriteButton propertyId={propertyId} title={title} isFavorite={saved} />
    </Suspense>
  );
}

'use client';

import dynamic from 'next/dynamic';
import type { FavoriteToggleProps } from './favorite-toggle';

const FavoriteToggle = dynamic(() => import('./favorite-toggle').then((m) => m.FavoriteToggle));

/**
 * The favourite heart (./favorite-toggle.tsx) as a separate chunk: it is server-rendered like any component,
 * but its code — the button, the server action, the toast — is fetched only on pages that draw it, i.e. for
 * a signed-in visitor. A signed-out visitor's cards draw the sign-in trigger instead (property-card.tsx), so
 * the home page and /buscar load none of it.
 */
export function FavoriteButton(props: FavoriteToggleProps) {
  return <FavoriteToggle {...props} />;
}

'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the component hydrates, true afterwards (and on a client-only render): for a
 * part that must not render on the server (a map), or controls that must wait for their code (the simulator).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

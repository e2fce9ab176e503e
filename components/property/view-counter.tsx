'use client';

import { useEffect } from 'react';

/**
 * Counts the visitor's view of a listing whose page came from the cache (issue #21): the cached copy is
 * rendered once for everybody, so the browser reports the view (POST /api/listings/{id}/view), once per load.
 */
export function ViewCounter({ id }: { id: number }) {
  useEffect(() => {
    void fetch(`/api/listings/${id}/view`, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {});
  }, [id]);
  return null;
}

'use client';

import { useEffect } from 'react';
import { logNotFoundAction } from '@/lib/marketing/not-found-log';

/** Reports the path of a 404 to the server log once per page view. */
export function NotFoundLogger() {
  useEffect(() => {
    void logNotFoundAction(`${window.location.pathname}${window.location.search}`).catch(() => {});
  }, []);
  return null;
}

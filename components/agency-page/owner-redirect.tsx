'use client';

import { useEffect } from 'react';
import { useHasSession, useMe } from '@/components/auth/browser-session';
import { browserPath, isPreviewQuery, previewAddress } from '@/lib/cache/public-pages';

/**
 * On the cached copy of an agency's or broker's page and on its 404 (issue #21): the copy is rendered for nobody,
 * so the page's owner would see neither their 'Editar' button and notes nor, with 'perfil público' off, the page
 * itself. When this browser holds a session whose page is this one (GET /api/me's pageSlug), the address is
 * replaced by the owner's view, `?previa=1`, which the page renders per request (anybody else gets the same page or
 * 404 there). Renders nothing; a signed-out visitor sends no request, and the header's own GET /api/me is shared.
 */
export function OwnerRedirect() {
  const hasSession = useHasSession();
  const me = useMe(hasSession);
  const pageSlug = me && me !== 'loading' ? me.pageSlug : null;
  useEffect(() => {
    const { pathname, search } = window.location;
    if (pageSlug && browserPath(pathname) === `/${pageSlug}` && !isPreviewQuery(search)) {
      window.location.replace(previewAddress(pathname, search));
    }
  }, [pageSlug]);
  return null;
}

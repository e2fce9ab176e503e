'use client';

import { useEffect } from 'react';
import { useHasSession, useMe } from '@/components/auth/browser-session';
import { previewAddress } from '@/components/listing-viewer/listing-preview-redirect';

/** An agency's or broker's page as the browser shows it: `/{slug}` or `/{en|es}/{slug}`. */
const PAGE_ADDRESS = /^(?:\/(?:en|es))?\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

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
  useEffect(() => {
    if (!me || me === 'loading' || !me.pageSlug) return;
    const { pathname, search } = window.location;
    const slug = PAGE_ADDRESS.exec(pathname)?.[1];
    if (slug === me.pageSlug && !new URLSearchParams(search).has('previa')) {
      window.location.replace(previewAddress(pathname, search));
    }
  }, [me]);
  return null;
}

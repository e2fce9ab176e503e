'use client';

import { useEffect, useState } from 'react';
import { browserPath, isPreviewQuery, LISTING_PATH, previewAddress } from '@/lib/cache/public-pages';
import { useListingViewer } from './use-listing-viewer';

/** The listing this 404 is at, from the browser's address; null on the server and on a preview address. */
function listingOfAddress(): number | null {
  if (typeof window === 'undefined' || isPreviewQuery(window.location.search)) return null;
  const path = browserPath(window.location.pathname);
  return LISTING_PATH.test(path) ? Number(path.slice('/imovel/'.length)) : null;
}

/**
 * On the 404 of a listing's cached copy (issue #21): a paused or expired listing is a 404 for everybody on the
 * copy, rendered for nobody. When this browser holds a session, GET /api/listings/{id}/me (useListingViewer: a
 * 404 there for anybody but the listing's side) tells whether the visitor is that listing's side, and if so the
 * address is replaced with the preview, `?previa=1`, which the page renders per request (the listing side gets
 * the preview there; anybody else the same 404). Renders nothing; a signed-out visitor sends no request.
 */
export function ListingPreviewRedirect() {
  const [id] = useState(listingOfAddress);
  const viewer = useListingViewer(id);
  const listingSide = typeof viewer === 'object' && viewer?.listingSide === true;
  useEffect(() => {
    if (listingSide) window.location.replace(previewAddress(window.location.pathname, window.location.search));
  }, [listingSide]);
  return null;
}

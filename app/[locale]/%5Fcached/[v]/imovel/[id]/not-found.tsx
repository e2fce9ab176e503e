import { NotFoundContent } from '@/components/layout/not-found-content';
import { ListingPreviewRedirect } from '@/components/listing-viewer/listing-preview-redirect';

/**
 * The 404 of a listing's cached copy: an unknown id, or a listing that is not public (paused, expired) — which
 * its own side previews at `?previa=1` (rendered per request): the browser sends a signed-in listing side there
 * (components/listing-viewer/listing-preview-redirect.tsx). The path is logged by the page.
 */
export default function CachedListingNotFound() {
  return (
    <>
      <NotFoundContent />
      <ListingPreviewRedirect />
    </>
  );
}

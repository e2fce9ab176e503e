import { CopyNotFound } from '@/components/listing-viewer/copy-not-found';
import { ListingPreviewRedirect } from '@/components/listing-viewer/listing-preview-redirect';
import { NOT_FOUND_TEXTS } from '@/lib/cache/not-found-texts';

/**
 * The 404 of a listing's cached copy: an unknown id, or a listing that is not public (paused, expired) — which
 * its own side previews at `?previa=1` (rendered per request): the browser sends a signed-in listing side there
 * (components/listing-viewer/listing-preview-redirect.tsx). The path is logged by the page. No server read of the
 * translations here: it would set the whole copy's locale to the default (CopyNotFound).
 */
export default function CachedListingNotFound() {
  return (
    <>
      <CopyNotFound texts={NOT_FOUND_TEXTS} />
      <ListingPreviewRedirect />
    </>
  );
}

import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * An unknown, reserved or hidden page (/{slug}): the spec's 404 message under the site's header and footer
 * (the (public) layout), as any unmatched URL gets (app/global-not-found.tsx). The path is logged by the page.
 */
export default function AgencyPageNotFound() {
  return <NotFoundContent />;
}

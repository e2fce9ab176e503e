import { OwnerRedirect } from '@/components/agency-page/owner-redirect';
import AgencyPageNotFound from '../../../(public)/[slug]/not-found';

/**
 * The 404 of an agency page's cached copy: an unknown page, or the page of an owner who turned 'perfil público'
 * off — which its owner sees at `?previa=1` (rendered per request): the browser sends them there
 * (components/agency-page/owner-redirect.tsx).
 */
export default function CachedAgencyPageNotFound() {
  return (
    <>
      <AgencyPageNotFound />
      <OwnerRedirect />
    </>
  );
}

import { notFound } from 'next/navigation';
import { OwnerRedirect } from '@/components/agency-page/owner-redirect';
import { copyMetadata, isCachedCopy } from '@/lib/cache/public-pages';
import { agencyPageTag, LISTINGS_TAG, tagPage } from '@/lib/cache/tags';
import AgencyPublicPage, { generateMetadata as agencyPageMetadata } from '../../../(public)/[slug]/page';

type Props = { params: Promise<{ locale: string; v: string; slug: string }> };

// No query reaches a copy (the proxy renders a filtered page per request): the page gets no filters. Handing it
// the route's own searchParams made Next render this route per request (reading searchParams is dynamic), so
// the copy was never kept — 2 s per request in `npm run bench:cache`.
const NO_FILTERS = Promise.resolve({});

// The cached copy of an agency's or broker's page /{slug} without filters (a filtered page renders per request),
// for signed-out and signed-in visitors alike: the browser sends the page's owner to their view (OwnerRedirect).
export default async function CachedAgencyPage({ params }: Props) {
  if (!(await isCachedCopy(params))) notFound();
  const { slug } = await params;
  await tagPage(agencyPageTag(slug), LISTINGS_TAG);
  return (
    <>
      <AgencyPublicPage params={params} searchParams={NO_FILTERS} />
      <OwnerRedirect />
    </>
  );
}

export const generateMetadata = copyMetadata(({ params }: Props) => agencyPageMetadata({ params, searchParams: NO_FILTERS }));

import { notFound } from 'next/navigation';
import { isCachedCopy } from '@/lib/cache/public-pages';
import { agencyPageTag, LISTINGS_TAG, tagPage } from '@/lib/cache/tags';
import AgencyPublicPage from '../../../(public)/[slug]/page';

export { generateMetadata } from '../../../(public)/[slug]/page';

type Props = { params: Promise<{ locale: string; v: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The cached copy of an agency's or broker's page /{slug} without filters (a filtered page renders per request).
export default async function CachedAgencyPage(props: Props) {
  if (!(await isCachedCopy(props.params))) notFound();
  const { slug } = await props.params;
  await tagPage(agencyPageTag(slug), LISTINGS_TAG);
  return <AgencyPublicPage {...props} />;
}

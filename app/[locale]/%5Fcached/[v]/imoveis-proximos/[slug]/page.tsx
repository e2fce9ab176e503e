import { notFound } from 'next/navigation';
import { copyMetadata, isCachedCopy } from '@/lib/cache/public-pages';
import { agencyPageTag, tagPage } from '@/lib/cache/tags';
import AgencyNearbyPage, { generateMetadata as pageMetadata } from '../../../../(search)/imoveis-proximos/[slug]/page';

export const generateMetadata = copyMetadata(pageMetadata);

type Props = { params: Promise<{ locale: string; v: string; slug: string }> };

// The cached copy of /imoveis-proximos/{slug} (the listings themselves are read by the browser).
export default async function CachedNearbyPage(props: Props) {
  if (!(await isCachedCopy(props.params))) notFound();
  const { slug } = await props.params;
  await tagPage(agencyPageTag(slug));
  return <AgencyNearbyPage {...props} />;
}

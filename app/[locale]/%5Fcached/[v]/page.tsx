import { notFound } from 'next/navigation';
import { copyMetadata, isCachedCopy } from '@/lib/cache/public-pages';
import { AGENCIES_TAG, LISTINGS_TAG, tagPage } from '@/lib/cache/tags';
import HomePage, { generateMetadata as pageMetadata } from '../../(marketing)/page';

export const generateMetadata = copyMetadata(pageMetadata);

type Props = { params: Promise<{ locale: string; v: string }> };

// The cached copy of the home `/`: its featured listings and partner agencies are expired by listing and
// agency-page writes (lib/cache/tags.ts).
export default async function CachedHomePage(props: Props) {
  if (!(await isCachedCopy(props.params))) notFound();
  await tagPage(LISTINGS_TAG, AGENCIES_TAG);
  return <HomePage {...props} />;
}

import { notFound } from 'next/navigation';
import { copyMetadata, isCachedCopy } from '@/lib/cache/public-pages';
import { listingTag, tagPage } from '@/lib/cache/tags';
import PropertyPage, { generateMetadata as pageMetadata } from '../../../../(search)/imovel/[id]/page';

export const generateMetadata = copyMetadata(pageMetadata);

type Props = { params: Promise<{ locale: string; v: string; id: string }> };

// The cached copy of /imovel/{id}: expired by any write to the listing (lib/cache/tags.ts). The view is
// counted by the browser (components/property/view-counter.tsx), not by this render.
export default async function CachedPropertyPage(props: Props) {
  if (!(await isCachedCopy(props.params))) notFound();
  const { id } = await props.params;
  if (/^[1-9]\d{0,14}$/.test(id)) await tagPage(listingTag(Number(id)));
  return <PropertyPage {...props} />;
}

import { notFound } from 'next/navigation';
import { copyMetadata, isCachedCopy } from '@/lib/cache/public-pages';
import Page, { generateMetadata as pageMetadata } from '../../../(marketing)/sou-imobiliaria/page';

export const generateMetadata = copyMetadata(pageMetadata);

type Props = { params: Promise<{ locale: string; v: string }> };

// The cached copy of /sou-imobiliaria (time only: PAGE_REVALIDATE_SECONDS).
export default async function CachedPage(props: Props) {
  if (!(await isCachedCopy(props.params))) notFound();
  return <Page {...props} />;
}

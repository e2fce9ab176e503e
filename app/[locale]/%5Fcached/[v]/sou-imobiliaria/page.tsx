import { notFound } from 'next/navigation';
import { isCachedCopy } from '@/lib/cache/public-pages';
import Page from '../../../(marketing)/sou-imobiliaria/page';

export { generateMetadata } from '../../../(marketing)/sou-imobiliaria/page';

type Props = { params: Promise<{ locale: string; v: string }> };

// The cached copy of /sou-imobiliaria (time only: PAGE_REVALIDATE_SECONDS).
export default async function CachedPage(props: Props) {
  if (!(await isCachedCopy(props.params))) notFound();
  return <Page {...props} />;
}

import { notFound } from 'next/navigation';
import { isCachedCopy } from '@/lib/cache/public-pages';
import Page from '../../../(marketing)/atendimento/page';

export { generateMetadata } from '../../../(marketing)/atendimento/page';

type Props = { params: Promise<{ locale: string; v: string }> };

// The cached copy of /atendimento (time only: PAGE_REVALIDATE_SECONDS).
export default async function CachedPage(props: Props) {
  if (!(await isCachedCopy(props.params))) notFound();
  return <Page {...props} />;
}

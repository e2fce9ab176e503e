import { notFound } from 'next/navigation';
import { copyMetadata, isCachedCopy } from '@/lib/cache/public-pages';
import { searchOfCopyKey } from '@/lib/cache/search-copies';
import { LISTINGS_TAG, tagPage } from '@/lib/cache/tags';
import SearchPage, { generateMetadata as searchMetadata } from '../../../../(search)/buscar/page';

type Props = { params: Promise<{ locale: string; v: string; q: string }> };

// SEARCH_REVALIDATE_SECONDS (a literal: Next reads segment options without running the module).
export const revalidate = 10;

/**
 * The shared copy of a signed-out search (lib/cache/search-copies.ts): the filters come from the key in the path
 * (the proxy's normalised query), never from the request, so the copy is one page per filter set. Expired by
 * every listing write (the `listings` tag) or after SEARCH_REVALIDATE_SECONDS.
 */
export default async function CachedSearchPage({ params }: Props) {
  if (!(await isCachedCopy(params))) notFound();
  // The key as the proxy wrote it, URL-encoded in one path segment (Next hands dynamic params over undecoded).
  const { q } = await params;
  const query = searchOfCopyKey(q) ?? searchOfCopyKey(safeDecode(q));
  if (!query) notFound();
  await tagPage(LISTINGS_TAG);
  return <SearchPage params={params} searchParams={Promise.resolve(query)} />;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export const generateMetadata = copyMetadata(({ params }: Props) => searchMetadata({ params, searchParams: Promise.resolve({}) }));

import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * A link from an owner's screen to the per-request preview of their public copy (`listingPreviewPath`,
 * `pagePreviewPath`), never prefetched. Prefetching `/{slug}?previa=1` also makes Next's router fetch the route
 * tree of `/{slug}` itself — a render of the cached copy, begun on the owner's screen just before they edit it. A
 * visitor's request that arrives while that render runs joins it and gets the page as it was before the edit.
 */
export function PreviewLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}

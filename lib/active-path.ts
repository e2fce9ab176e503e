/**
 * True when `pathname` is `href` or a page below it; "/" only matches itself. For "current page" marks.
 * Kept apart from lib/utils.ts: the header's navigation imports it on every page, and lib/utils pulls in
 * tailwind-merge, whose module-level setup no bundler drops.
 */
export function isActivePath(pathname: string, href: string): boolean {
  const path = href.split(/[?#]/)[0] || '/';
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

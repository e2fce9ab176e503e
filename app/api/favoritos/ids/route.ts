import { NextResponse, type NextRequest } from 'next/server';
import { getSessionUser } from '@/lib/data/auth';
import { getFavoriteIds } from '@/lib/data/favorites';
import { parseIdList } from '@/lib/validations/rules/id-list';

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * GET /api/favoritos/ids?ids=1,2,3: which of these listings the signed-in visitor has saved (issue #21), for
 * the hearts of a cached page's cards, which are rendered for nobody (components/property/browser-favorite-heart.tsx).
 * Read under RLS (getFavoriteIds: the user's own rows only). 401 JSON signed out, 400 for a malformed or too
 * long list, `private, no-store` always.
 */
export async function GET(request: NextRequest) {
  const ids = parseIdList(request.nextUrl.searchParams.get('ids'));
  if (!ids) return NextResponse.json({ error: 'invalid' }, { status: 400, headers: PRIVATE_HEADERS });
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: PRIVATE_HEADERS });
  const favorites = await getFavoriteIds(ids);
  return NextResponse.json({ ids: ids.filter((id) => favorites.has(id)) }, { headers: PRIVATE_HEADERS });
}

import { NextResponse, type NextRequest } from 'next/server';
import { registerPropertyView } from '@/lib/data/properties';
import { parseListingId } from '@/lib/security/listing-photo';

/**
 * POST /api/listings/{id}/view: one view of a public listing by the visitor of its cached page (issue #21;
 * components/property/view-counter.tsx). The same rule as a page rendered per request (registerPropertyView):
 * public listings only, not the listing side, not a link-preview bot; only from the site's own pages (Origin).
 * Answers 204 either way (whether a view counted is nobody's business), 400 for a malformed id, 403 cross-site.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const headers = { 'Cache-Control': 'private, no-store' };
  const id = parseListingId((await params).id);
  if (!id) return new NextResponse(null, { status: 400, headers });
  if (request.headers.get('origin') !== request.nextUrl.origin) return new NextResponse(null, { status: 403, headers });
  await registerPropertyView(id, request.headers.get('user-agent'));
  return new NextResponse(null, { status: 204, headers });
}

import { NextResponse, type NextRequest } from 'next/server';
import { getSessionUser } from '@/lib/data/auth';
import { getPropertyContact, getPropertyDetail, type ExactAddress } from '@/lib/data/properties';
import { parseListingId } from '@/lib/security/listing-photo';

/** Never kept by a browser or a CDN: the answer is one person's. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/** The signed-in visitor's view of one listing (components/listing-viewer/use-listing-viewer.ts). */
export interface ListingMeResponse {
  /** The visitor is the listing's owner, agency or broker: 'Editar' instead of the visit and offer buttons. */
  listingSide: boolean;
  /** Active and not expired; false only for the listing side (anybody else gets a 404, as the page does). */
  isPublic: boolean;
  /** The door: the listing side, or a client with a confirmed (or done) visit (listing_exact_address). */
  exactAddress: ExactAddress | null;
  /** The contact's phone as this person may see it (property_contact: a private owner's after sign-in). */
  phone: string | null;
}

const notFound = () => NextResponse.json({ error: 'not_found' }, { status: 404, headers: PRIVATE_HEADERS });

/** The id as the client wrote it: Next hands the route a decoded segment (`%31` → `1`), which names no listing. */
function rawSegment(request: NextRequest): string | null {
  return /^\/api\/listings\/([^/]+)\/me\/?$/.exec(request.nextUrl.pathname)?.[1] ?? null;
}

/**
 * GET /api/listings/{id}/me (issue #21): what the listing page shows only to this person, for its cached copy
 * (rendered for nobody; the same for a signed-in visitor since session 15). The same reads, under the same
 * session and RLS, as the page rendered per request: getPropertyDetail (the listing side and the exact address
 * from listing_exact_address; a listing that is not public is a 404 for anybody but its side) and
 * getPropertyContact (the phone this person may see). 401 JSON signed out, 404 for an id that is not a plain
 * positive integer (encoded, signed, exponent, a leading zero, beyond 15 digits) or names no listing this person may see;
 * `private, no-store` always. Reading the session refreshes an expiring token, as GET /api/me does.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  // The listing page's own address form (lib/cache/public-pages.ts, LISTING_PATH): no leading zero either.
  const id = rawSegment(request) === raw && /^[1-9]\d{0,14}$/.test(raw) ? parseListingId(raw) : null;
  if (!id) return notFound();
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: PRIVATE_HEADERS });
  const [property, contact] = await Promise.all([getPropertyDetail(id), getPropertyContact(id)]);
  if (!property) return notFound();
  const body: ListingMeResponse = {
    listingSide: property.viewerIsListingSide,
    isPublic: property.isPublic,
    exactAddress: property.exactAddress,
    phone: contact?.phone ?? null,
  };
  return NextResponse.json(body, { headers: PRIVATE_HEADERS });
}

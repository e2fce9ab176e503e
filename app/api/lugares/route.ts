import { NextResponse, type NextRequest } from 'next/server';
import { suggestPlaces } from '@/lib/location/data';

/**
 * GET /api/lugares?q=<text> — the location box's suggestions (issue #40): cities with UF and listing
 * count, bairros, streets, states and a listing código, as JSON `{ items: PlaceSuggestion[] }`. Public
 * data (the same for every visitor), so it may be cached briefly; any text is answered with a list.
 */
export async function GET(request: NextRequest) {
  try {
    const items = await suggestPlaces(request.nextUrl.searchParams.get('q') ?? '');
    return NextResponse.json(
      { items },
      { headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=300', 'X-Content-Type-Options': 'nosniff' } },
    );
  } catch {
    return NextResponse.json({ items: [], error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}

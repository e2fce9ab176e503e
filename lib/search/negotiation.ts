import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database.types';
import type { PropertyCardData } from './types';

/**
 * Marks the cards of listings with an accepted offer ('Em negociação', issue #38), for card lists read
 * outside search_properties (which returns in_negotiation itself): the home's featured block and the
 * favourites. One call for the whole list; on failure the cards stay unmarked (a badge is not worth an
 * error page).
 */
export async function withNegotiation(
  client: SupabaseClient<Database>,
  cards: PropertyCardData[],
): Promise<PropertyCardData[]> {
  if (cards.length === 0) return cards;
  const { data, error } = await client.rpc('proposal_listings_in_negotiation', { ids: cards.map((c) => c.id) });
  if (error) {
    console.error('[search] negotiation badges failed:', error.message);
    return cards;
  }
  const ids = new Set((data ?? []) as number[]);
  return cards.map((c) => (ids.has(c.id) ? { ...c, inNegotiation: true } : c));
}

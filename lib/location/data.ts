import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database.types';
import { SUGGEST_MAX_CHARS, SUGGEST_MIN_CHARS, toPlaceSuggestion, type PlaceSuggestion } from './suggestions';

let anon: SupabaseClient<Database> | undefined;
function anonClient(): SupabaseClient<Database> {
  anon ??= createPublicClient();
  return anon;
}

/** Cleans what was typed: one line, trimmed, at most SUGGEST_MAX_CHARS characters (never splitting an emoji). */
export function cleanPlaceQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return Array.from(raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, SUGGEST_MAX_CHARS)
    .join('')
    .trim();
}

/**
 * The places (and a listing código) that match what a visitor typed, best first (public.place_suggestions:
 * public data, read with the anon key). Too short: an empty list without asking.
 */
export async function suggestPlaces(raw: unknown, max = 8): Promise<PlaceSuggestion[]> {
  const query = cleanPlaceQuery(raw);
  if (query.length < SUGGEST_MIN_CHARS) return [];
  const { data, error } = await anonClient().rpc('place_suggestions', { query, max_results: max });
  if (error) throw new Error(`place_suggestions failed: ${error.message}`);
  return (data ?? []).map(toPlaceSuggestion);
}

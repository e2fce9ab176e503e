import 'server-only';
import { cache } from 'react';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { SavedSearchFrequency } from '@/lib/validations/saved-searches';

/** One of the signed-in person's saved searches, as /minhas-buscas lists it (issue #22). */
export interface SavedSearchItem {
  id: number;
  name: string;
  /** The /buscar query of its filters. */
  query: string;
  frequency: SavedSearchFrequency;
  paused: boolean;
  /** Listings matched since the search was last opened (still public). */
  newMatches: number;
  createdAt: string;
}

/** The signed-in person's saved searches, newest first; null when they could not be read. */
export const getSavedSearches = cache(async (): Promise<SavedSearchItem[] | null> => {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('saved_search_list');
  if (error) {
    console.error('[saved-searches] list failed:', error.message);
    return null;
  }
  return data.map((r) => ({
    id: r.id,
    name: r.name,
    query: r.query,
    frequency: r.frequency as SavedSearchFrequency,
    paused: r.paused,
    newMatches: r.new_matches ?? 0,
    createdAt: r.created_at,
  }));
});

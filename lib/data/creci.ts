import 'server-only';
import { expirePublic } from '@/lib/cache/tags';
import { createClient } from '@/lib/supabase/server';
import { normalizeCreci } from '@/lib/validations/rules/creci';

/**
 * The CRECI line ('CRECI 12345-J/SP (informado pelo anunciante)', issue #34) sits on the advertiser's public
 * page and on their listings' pages, both served from cache to signed-out visitors (docs/caching.md). After a
 * profile write that changed it, expire those pages: the page's tag and every live listing of theirs (as owner,
 * agency or broker). A failed read only logs: the pages then refresh with their time limit.
 */
export async function expireCreciPages(profile: { id: string; slug: string | null; creci: string | null }, saved: string | null | undefined): Promise<void> {
  const next = saved == null || saved.trim() === '' ? null : normalizeCreci(saved);
  if (next === (profile.creci ?? null)) return;
  expirePublic({ kind: 'agency-page', slugs: [profile.slug] });
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('properties')
    .select('id')
    .eq('status', 'ativo')
    .or(`owner_id.eq.${profile.id},agency_id.eq.${profile.id},broker_id.eq.${profile.id}`)
    .limit(2000);
  if (error) {
    console.error('[creci] listing ids read failed:', error.message);
    return;
  }
  for (const row of data ?? []) expirePublic({ kind: 'listing', id: row.id });
}

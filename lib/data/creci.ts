import 'server-only';
import { expirePublic } from '@/lib/cache/tags';
import { createAdminClient } from '@/lib/supabase/admin';
import { normalizeCreci } from '@/lib/validations/rules/creci';

/**
 * The CRECI line ('CRECI 12345-J/SP (informado pelo anunciante)', issue #34) sits on the advertiser's public
 * page and on their listings' pages, both served from cache to signed-out visitors (docs/caching.md). After a
 * profile write that changed it, expire those pages: the page's tag and every live listing of theirs (as owner,
 * agency or broker). The listing table is not readable with a user's token (reads go through SQL functions), so
 * the ids are read with the service role, for the signed-in profile only (the caller passes the session's
 * profile, never input). A failed read only logs: the pages then refresh with their time limit.
 */
export async function expireCreciPages(profile: { id: string; slug: string | null; creci: string | null }, saved: string | null | undefined): Promise<void> {
  const next = saved == null || saved.trim() === '' ? null : normalizeCreci(saved);
  if (next === (profile.creci ?? null)) return;
  expirePublic({ kind: 'agency-page', slugs: [profile.slug] });
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(profile.id)) return;
  const { data, error } = await createAdminClient()
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

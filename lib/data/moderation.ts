import 'server-only';
import { createClient } from '@/lib/supabase/server';
import type { ReviewReason } from '@/lib/validations/trust';

/**
 * Reads of issue #34's review (migration 20261130140100): the listing side's own held or rejected listings,
 * and — for staff only — the moderation queue and the audit log. The SQL functions check who asks; a
 * non-staff caller gets `null` from the staff reads (the page answers 404).
 */

export interface PriceEvidence {
  median: number | null;
  comparables: number | null;
  place: string | null;
  diff_pct: number | null;
  price_per_m2: number | null;
}

export interface MyReview {
  propertyId: number;
  title: string;
  listingStatus: string;
  status: 'pendente' | 'aprovado' | 'rejeitado';
  reasons: ReviewReason[];
  price: PriceEvidence | null;
  decisionReason: string | null;
}

/** The caller's listings waiting for review or rejected at their last review (approved ones are not shown). */
export async function getMyReviews(): Promise<MyReview[]> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('listing_reviews_mine');
  if (error) {
    console.error('[moderation] listing_reviews_mine failed:', error.message);
    return [];
  }
  return (data ?? [])
    .filter((r) => r.status === 'pendente' || (r.status === 'rejeitado' && r.listing_status !== 'ativo'))
    .map((r) => ({
      propertyId: r.property_id,
      title: r.title,
      listingStatus: r.listing_status,
      status: r.status as MyReview['status'],
      reasons: (r.reasons ?? []) as ReviewReason[],
      price: (r.price as PriceEvidence | null) ?? null,
      decisionReason: r.decision_reason,
    }));
}

export interface QueueItem {
  review_id: number;
  property_id: number;
  title: string;
  status: string;
  transaction: 'venda' | 'aluguel';
  type: string;
  price: number;
  condo_fee: number | null;
  area: number | null;
  bedrooms: number;
  neighborhood: string;
  city: string;
  state: string;
  owner_id: string;
  owner_name: string | null;
  owner_suspended: boolean;
  reasons: ReviewReason[];
  opened_at: string;
  price_check: (PriceEvidence & { level: string | null; p10: number | null; p90: number | null }) | null;
  sample: { id: number; title: string; price_per_m2: number }[] | null;
  duplicates: { id: number; title: string; street: string | null; street_number: string | null; complement: string | null; zip_code: string | null }[] | null;
  photos: { photo_id: number; photo: string; other_property_id: number; other_photo: string; distance: number }[] | null;
  cover: string | null;
  reports: { reason: string; details: string | null; created_at: string; reporter_name: string | null }[] | null;
}

export interface LogItem {
  id: number;
  action: 'aprovar' | 'rejeitar' | 'suspender';
  property_id: number | null;
  reason: string | null;
  created_at: string;
  actor_name: string | null;
}

/** The queue and the log, or null when the caller is not staff. */
export async function getModerationQueue(): Promise<{ queue: QueueItem[]; log: LogItem[] } | null> {
  const supabase = await createClient();
  const [queue, log] = await Promise.all([supabase.rpc('moderation_queue'), supabase.rpc('moderation_log_recent')]);
  if (queue.error || log.error) {
    if (queue.error?.hint !== 'not_staff') console.error('[moderation] queue failed:', queue.error?.message ?? log.error?.message);
    return null;
  }
  return { queue: (queue.data ?? []) as unknown as QueueItem[], log: (log.data ?? []) as unknown as LogItem[] };
}

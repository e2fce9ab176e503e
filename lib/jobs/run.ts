import 'server-only';
import { timingSafeEqual, createHash } from 'node:crypto';
import { deliverOutbox, type DeliveryReport } from '@/lib/email/deliver';
import { deliverPush, type PushReport } from '@/lib/push/deliver';
import { jobsEnv } from '@/lib/server-env';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * The app's part of the scheduled jobs (docs/email.md), run by POST /api/jobs: the e-mail outbox, Web Push
 * (lib/push/deliver.ts), and the
 * listing photos nobody references any more (abandoned uploads, removed photos, deleted listings), which only
 * the Storage API may delete (public.listing_orphan_photos lists them: older than a day, no row).
 */
export interface AppJobsReport {
  email: DeliveryReport;
  push: PushReport;
  photosRemoved: number;
}

export async function removeOrphanPhotos({ limit = 200, now }: { limit?: number; now?: Date } = {}): Promise<number> {
  const supabase = createAdminClient();
  const { data, error } = await supabase.rpc('listing_orphan_photos', { p_limit: limit, ...(now ? { p_now: now.toISOString() } : {}) });
  if (error) throw new Error(`listing_orphan_photos: ${error.message}`);
  const names = (data ?? []).filter((n): n is string => typeof n === 'string' && n.length > 0);
  if (!names.length) return 0;
  const removed = await supabase.storage.from('property-images').remove(names);
  if (removed.error) throw new Error(`property-images remove: ${removed.error.message}`);
  return removed.data?.length ?? 0;
}

export async function runAppJobs(): Promise<AppJobsReport> {
  const email = await deliverOutbox();
  const push = await deliverPush();
  const photosRemoved = await removeOrphanPhotos();
  return { email, push, photosRemoved };
}

/** Whether `authorization` is `Bearer <LAR_JOBS_SECRET>`, compared in constant time (over SHA-256 digests). */
export function isJobsRequest(authorization: string | null): boolean {
  const secret = jobsEnv().jobsSecret;
  if (!secret || !authorization) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}

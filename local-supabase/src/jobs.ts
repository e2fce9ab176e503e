import type { Database } from './db.ts';

/**
 * pg_cron's part on a hosted project (supabase/migrations/20261126002100_listing_jobs.sql schedules
 * `public.run_scheduled_jobs()` there): every `intervalSeconds` the stack runs the same function as the
 * superuser, as pg_cron does. A database without the function (the fixture migrations) is left alone.
 * Runs never overlap; 0 turns the timer off (in-memory stacks: tests call the jobs with a fixed clock).
 */
export function startJobs(db: Database, intervalSeconds: number, log: (m: string) => void) {
  if (!intervalSeconds) return { stop() {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ present: boolean }>(
          `select to_regprocedure('public.run_scheduled_jobs(timestamp with time zone)') is not null as present`,
        );
        if (rows[0]?.present) await tx.query(`select public.run_scheduled_jobs()`);
        // Notification retention (issue #39; pg_cron runs it daily on a hosted project).
        const purge = await tx.query<{ present: boolean }>(
          `select to_regprocedure('public.notification_purge(timestamp with time zone)') is not null as present`,
        );
        if (purge.rows[0]?.present) await tx.query(`select public.notification_purge()`);
      });
    } catch (e) {
      log(`scheduled jobs failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}

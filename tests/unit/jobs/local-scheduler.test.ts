import { startJobs } from '../../../local-supabase/src/jobs';

// The local stack's stand-in for pg_cron (local-supabase/src/jobs.ts): runs public.run_scheduled_jobs() on an
// interval, never two runs at once, only where the function exists, and stops when the stack closes.

function fakeDb(present: boolean, runMs = 0) {
  const queries: string[] = [];
  let open = 0;
  let maxOpen = 0;
  const db = {
    transaction: async <T>(fn: (tx: { query: (sql: string) => Promise<{ rows: unknown[] }> }) => Promise<T>) => {
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      try {
        return await fn({
          query: async (sql: string) => {
            queries.push(sql.trim());
            if (/to_regprocedure/.test(sql)) return { rows: [{ present }] };
            await new Promise((r) => setTimeout(r, runMs));
            return { rows: [] };
          },
        });
      } finally {
        open -= 1;
      }
    },
  };
  return { db: db as never, queries, maxOpen: () => maxOpen };
}

const runs = (queries: string[]) => queries.filter((q) => q === 'select public.run_scheduled_jobs()').length;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs the jobs every interval and stops', async () => {
  const { db, queries } = fakeDb(true);
  const jobs = startJobs(db, 60, () => {});
  expect(runs(queries)).toBe(0);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(runs(queries)).toBe(1);
  await jest.advanceTimersByTimeAsync(120_000);
  expect(runs(queries)).toBe(3);
  jobs.stop();
  await jest.advanceTimersByTimeAsync(600_000);
  expect(runs(queries)).toBe(3);
});

test('never overlaps a run still going', async () => {
  const { db, queries, maxOpen } = fakeDb(true, 150_000);
  const jobs = startJobs(db, 60, () => {});
  await jest.advanceTimersByTimeAsync(200_000);
  expect(runs(queries)).toBe(1);
  expect(maxOpen()).toBe(1);
  jobs.stop();
});

test('leaves a database without the function alone, and is off at 0', async () => {
  const without = fakeDb(false);
  const jobs = startJobs(without.db, 1, () => {});
  await jest.advanceTimersByTimeAsync(5_000);
  expect(runs(without.queries)).toBe(0);
  jobs.stop();
  const off = fakeDb(true);
  startJobs(off.db, 0, () => {}).stop();
  await jest.advanceTimersByTimeAsync(600_000);
  expect(off.queries).toEqual([]);
});

test('logs a failed run and keeps going', async () => {
  const log = jest.fn();
  let calls = 0;
  const db = {
    transaction: async () => {
      calls += 1;
      throw new Error('boom');
    },
  };
  const jobs = startJobs(db as never, 1, log);
  await jest.advanceTimersByTimeAsync(3_000);
  expect(calls).toBe(3);
  expect(log).toHaveBeenCalledWith('scheduled jobs failed: boom');
  jobs.stop();
});

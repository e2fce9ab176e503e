import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { addDays, isVisitSlot, slotsForDate, weekday } from '@/lib/validations/visits';

/**
 * The visit slots have two homes: SQL's is_visit_slot decides every booking, and lib/validations/visits.ts
 * copies its grid so the forms can refuse a wrong slot before a round trip. This proves the copy agrees with
 * the rule for every day of two years (a leap day included) and every 5 minutes of each day (issue #25).
 */

const ROOT = path.resolve(__dirname, '../../..');
const FIRST = '2027-01-01';
const DAYS = 731; // 2027 and 2028 (29 February 2028)

function sqlSlots(): Set<string> {
  const sql = `
    select pg_catalog.to_char(d, 'YYYY-MM-DD') || ' ' || pg_catalog.to_char(t, 'HH24:MI') as slot
    from pg_catalog.generate_series(date '${FIRST}', date '${FIRST}' + ${DAYS - 1}, interval '1 day') d,
         pg_catalog.generate_series(timestamp '2000-01-01 00:00', timestamp '2000-01-01 23:55', interval '5 minutes') ts,
         lateral (select ts::time as t) x
    where public.is_visit_slot(d::date, t)`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/fixtures/sql/eval.ts', sql], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Set((JSON.parse(out) as { slot: string }[]).map((r) => r.slot));
}

test('the forms’ slot grid is exactly SQL’s is_visit_slot, every day of 2027–2028, every 5 minutes', () => {
  const fromSql = sqlSlots();
  const fromTs = new Set<string>();
  const saturdays: string[] = [];
  for (let i = 0; i < DAYS; i++) {
    const date = addDays(FIRST, i);
    if (weekday(date) === 6) saturdays.push(date);
    for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      if (isVisitSlot(date, time)) fromTs.add(`${date} ${time}`);
    }
    for (const slot of slotsForDate(date)) expect(fromTs.has(`${date} ${slot}`)).toBe(true);
  }
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(saturdays).toHaveLength(105);
  expect(fromSql.size).toBeGreaterThan(10_000);
  expect([...fromTs].filter((s) => !fromSql.has(s))).toEqual([]);
  expect([...fromSql].filter((s) => !fromTs.has(s))).toEqual([]);
});

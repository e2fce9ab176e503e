/**
 * `node --import tsx tests/integration/account/eval-steps.ts '<json array of SQL statements>'`: like
 * tests/fixtures/sql/eval.ts (a throw-away database from supabase/migrations, as the superuser), but runs
 * several statements in one transaction and prints the rows of the last one.
 */
import { loadConfig } from '../../../local-supabase/src/config.ts';
import { Database } from '../../../local-supabase/src/db.ts';
import { applyMigrations, bootstrap } from '../../../local-supabase/src/migrate.ts';

const steps = JSON.parse(process.argv[2] ?? '[]') as string[];
if (!steps.length) throw new Error('usage: eval-steps.ts "<json array of sql>"');
const config = loadConfig({ dataDir: null, seedFile: null, seedStorageDir: null, port: 0 });
const db = await Database.open(null);
try {
  await bootstrap(db, config);
  await applyMigrations(db, config.migrationsDir);
  const rows = await db.transaction(async (tx) => {
    let last: unknown[] = [];
    for (const sql of steps) last = (await tx.query(sql)).rows;
    return last;
  });
  process.stdout.write(JSON.stringify(rows));
} finally {
  await db.close();
}

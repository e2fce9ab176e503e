/**
 * `node --import tsx tests/integration/search/seed-search.eval.ts '<filters JSON array>'`: a throw-away
 * in-memory database from supabase/migrations and the accounts and listings of supabase/seed.sql, then for
 * each filter object: the ids private.property_from_sql + private.property_filter_sql select (the FROM
 * and WHERE of search_properties' count and page; 'Todos' with price ranges reads a UNION ALL), the count search_properties answers as anon, and its first page in the asked order.
 * Prints { listings, results } as JSON, `listings` being every public listing's filterable columns, for the
 * test's brute-force filter. A child process: the local stack's modules are ESM (see tests/fixtures/sql/eval.ts).
 */
import fs from 'node:fs';
import { loadConfig } from '../../../local-supabase/src/config.ts';
import { Database } from '../../../local-supabase/src/db.ts';
import { applyMigrations, bootstrap } from '../../../local-supabase/src/migrate.ts';

const filters = JSON.parse(process.argv[2] ?? '[]') as Record<string, unknown>[];
const config = loadConfig({ dataDir: null, seedFile: null, seedStorageDir: null, port: 0 });
const db = await Database.open(null);
try {
  await bootstrap(db, config);
  await applyMigrations(db, config.migrationsDir);
  // The seed's accounts and listings (its sections up to the favourites): the search reads nothing else,
  // and the later sections' tables belong to other parts of the product.
  const full = fs.readFileSync('supabase/seed.sql', 'utf8');
  const end = full.indexOf('\n-- Favourites');
  const seed = end > 0 ? full.slice(0, end) : full;
  await db.transaction(async (tx) => {
    await tx.exec('set local role supabase_migrator');
    await tx.exec('set local search_path = public, extensions');
    await tx.exec(seed);
  });
  const out = await db.transaction(async (tx) => {
    await tx.exec(`
      create function pg_temp.filter_ids(f jsonb) returns setof bigint language plpgsql as $$
      begin
        return query execute 'select p.id from ' || private.property_from_sql(f) || ' where ' || private.property_filter_sql(f) || ' order by p.id'
          using f, private.search_tsquery(f ->> 'q'), private.search_code(f ->> 'q');
      end $$;
      -- The same selection as the plans that walk an order index write it (one OR for 'Todos').
      create function pg_temp.filter_or_ids(f jsonb) returns setof bigint language plpgsql as $$
      begin
        return query execute 'select p.id from public.properties p where ' || private.property_filter_sql(f)
          || private.property_or_sql(f) || ' order by p.id'
          using f, private.search_tsquery(f ->> 'q'), private.search_code(f ->> 'q');
      end $$;`);
    const { rows: listings } = await tx.query(
      `select id, transaction, price, condo_fee, iptu, area, bathrooms, parking_spaces, furnished, pets_allowed,
              condo_features, state
         from public.properties where status = 'ativo' and expires_at > now() order by id`,
    );
    const results = [];
    for (const f of filters) {
      const json = JSON.stringify(f);
      const { rows: ids } = await tx.query<{ id: number }>('select pg_temp.filter_ids($1::jsonb) as id', [json]);
      const { rows: orIds } = await tx.query<{ id: number }>('select pg_temp.filter_or_ids($1::jsonb) as id', [json]);
      await tx.exec('set local role anon');
      const { rows: page } = await tx.query<{ id: number; price: number; condo_fee: number | null; iptu: number | null; transaction: string; total_count: number }>(
        `select id, price, condo_fee, iptu, transaction, total_count
           from public.search_properties($1::jsonb || '{"limit": 100, "count": true}'::jsonb)`,
        [json],
      );
      await tx.exec('reset role');
      results.push({ ids: ids.map((r) => Number(r.id)), orIds: orIds.map((r) => Number(r.id)), total: Number(page[0]?.total_count ?? 0), page });
    }
    return { listings, results };
  });
  process.stdout.write(JSON.stringify(out));
} finally {
  await db.close();
}

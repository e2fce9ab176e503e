/**
 * `node --import tsx tests/integration/price-context/price-context.eval.ts <file of the random catalogue's steps (JSON)>`: a
 * throw-away in-memory database from supabase/migrations and the accounts and listings of supabase/seed.sql
 * (issue #34, price context). Prints, as JSON, two snapshots for the test's brute-force recomputation:
 *
 *  seed    after the seed: every listing's comparable columns, every precomputed group, and what anon gets from
 *          public.listing_price_context / listing_price_positions and private.listing_price_comparison;
 *  random  after the catalogue of the argument (listings in cities of their own) was written in several
 *          statements and then edited — price, condomínio, area, quartos and bairro changes, pauses,
 *          reactivations, expiries (expire_properties), soft and hard deletes — the same snapshot.
 *
 * A child process: the local stack's modules are ESM (see tests/fixtures/sql/eval.ts).
 */
import fs from 'node:fs';
import { loadConfig } from '../../../local-supabase/src/config.ts';
import { Database, type Tx } from '../../../local-supabase/src/db.ts';
import { applyMigrations, bootstrap } from '../../../local-supabase/src/migrate.ts';

type Step =
  | { insert: Record<string, unknown>[] }
  | { update: { ids: number[]; set: Record<string, unknown> } }
  | { expire: number[] }
  | { remove: number[] };

const steps = JSON.parse(process.argv[2] ? fs.readFileSync(process.argv[2], 'utf8') : '[]') as Step[];
const config = loadConfig({ dataDir: null, seedFile: null, seedStorageDir: null, port: 0 });
const db = await Database.open(null);

async function snapshot(tx: Tx) {
  const { rows: listings } = await tx.query(
    `select id, transaction, type, state, city_key, neighborhood_key, neighborhood, city, bedrooms, status,
            deleted_at is not null as deleted, expires_at > now() as unexpired, price, condo_fee, area, price_per_m2
       from public.properties order by id`,
  );
  const { rows: groups } = await tx.query(
    `select transaction, type, state, city_key, neighborhood_key, bedrooms, comparables, p10, median, p90
       from private.price_context_groups`,
  );
  const { rows: comparisons } = await tx.query(
    `select id, private.listing_price_comparison(id) as c from public.properties where deleted_at is null order by id`,
  );
  // The search filter 'Abaixo da mediana da região' (property_filter_sql, as search_properties reads it).
  await tx.exec(`
    create or replace function pg_temp.below_ids(f jsonb) returns setof bigint language plpgsql as $$
    begin
      return query execute 'select p.id from ' || private.property_from_sql(f) || ' where ' || private.property_filter_sql(f) || ' order by p.id'
        using f, private.search_tsquery(f ->> 'q'), private.search_code(f ->> 'q');
    end $$;`);
  const below: Record<string, number[]> = {};
  for (const f of [{ below_median: true }, { below_median: true, transaction: 'aluguel' }, { below_median: true, transaction: 'venda', min_price: 1, max_price: 900000 }, { below_median: true, rent_max: 5000, sale_max: 900000 }]) {
    const { rows } = await tx.query<{ id: number }>('select pg_temp.below_ids($1::jsonb) as id', [JSON.stringify(f)]);
    below[JSON.stringify(f)] = rows.map((r) => Number(r.id));
  }
  await tx.exec('set local role anon');
  const { rows: searched } = await tx.query<{ total_count: number }>(
    `select total_count from public.search_properties('{"below_median": true, "limit": 1, "count": true}'::jsonb)`,
  );
  const { rows: contexts } = await tx.query(
    `select id, public.listing_price_context(id) as c from public.properties order by id`,
  );
  const { rows: positions } = await tx.query(
    `select x.* from (select array_agg(t.id order by t.id) as ids
                        from (select id, (row_number() over (order by id) - 1) / 60 as chunk from public.properties) t
                       group by t.chunk) b
       cross join lateral public.listing_price_positions(b.ids) x`,
  );
  await tx.exec('reset role');
  return { listings, groups, comparisons, contexts, positions, below, searchedBelow: Number(searched[0]?.total_count ?? 0) };
}

try {
  await bootstrap(db, config);
  await applyMigrations(db, config.migrationsDir);
  const full = fs.readFileSync('supabase/seed.sql', 'utf8');
  const end = full.indexOf('\n-- Favourites');
  await db.transaction(async (tx) => {
    await tx.exec('set local role supabase_migrator');
    await tx.exec('set local search_path = public, extensions');
    await tx.exec(end > 0 ? full.slice(0, end) : full);
  });
  const seed = await db.transaction((tx) => snapshot(tx));

  // The random catalogue: each step its own statement (the triggers refresh per statement), then a check.
  for (const step of steps) {
    await db.transaction(async (tx) => {
      if ('insert' in step) {
        await tx.query(
          `insert into public.properties (id, transaction, type, title, price, condo_fee, bedrooms, area, neighborhood, city, state, status, expires_at)
           select 200000 + r.i, r.transaction::public.transaction_type, r.type::public.property_type, r.title, r.price, r.condo_fee, r.bedrooms,
                  r.area, r.neighborhood, r.city, r.state, r.status::public.property_status, now() + interval '30 days'
             from jsonb_to_recordset($1::jsonb) as r (i int, transaction text, type text, title text, price int, condo_fee int,
                  bedrooms smallint, area int, neighborhood text, city text, state text, status text)`,
          [JSON.stringify(step.insert)],
        );
      } else if ('update' in step) {
        await tx.query(
          `update public.properties p
              set price = coalesce((s ->> 'price')::int, p.price),
                  condo_fee = case when s ? 'condo_fee' then (s ->> 'condo_fee')::int else p.condo_fee end,
                  area = case when s ? 'area' then (s ->> 'area')::int else p.area end,
                  bedrooms = coalesce((s ->> 'bedrooms')::smallint, p.bedrooms),
                  neighborhood = coalesce(s ->> 'neighborhood', p.neighborhood),
                  type = coalesce((s ->> 'type')::public.property_type, p.type),
                  status = coalesce((s ->> 'status')::public.property_status, p.status),
                  deleted_at = case when (s ->> 'deleted')::boolean then now() else p.deleted_at end
             from (select $2::jsonb as s) x
            where p.id = any ($1::bigint[]) and p.id >= 200000`,
          [step.update.ids.map((i) => 200000 + i), JSON.stringify(step.update.set)],
        );
      } else if ('expire' in step) {
        await tx.query(
          `update public.properties set expires_at = now() - interval '1 minute' where id = any ($1::bigint[])`,
          [step.expire.map((i) => 200000 + i)],
        );
        await tx.query(`select public.expire_properties(now())`);
      } else {
        await tx.query(`delete from public.properties where id = any ($1::bigint[])`, [step.remove.map((i) => 200000 + i)]);
      }
    });
  }
  const random = await db.transaction((tx) => snapshot(tx));
  process.stdout.write(JSON.stringify({ seed, random }));
} finally {
  await db.close();
}

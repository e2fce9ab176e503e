/**
 * `node --import tsx tests/integration/search/search-results.eval.ts '<filters JSON array>'` (issue #35): a
 * throw-away in-memory database with the migrations BEFORE the search-at-scale change (file names below
 * 20261129110000), the regular seed plus BULK generated listings (scripts/seed/bulk.ts, as `SEED_SIZE` does),
 * then each filter object's first page (ids, ranks) and count from search_properties as anon; then the
 * remaining migrations (the change itself among them), applied to the loaded data as on a live project, and
 * the same searches again; the same for the map views given as a second argument (ids in the map's order),
 * after the change also with the map's plan thresholds lowered (fewMap, cellMap: every path of the map).
 * After the change also the searches with the capped count read from the other end of its index range
 * (probeSmall, probeLarge) and that helper against the plain count (probeCalls), and for a city's rentals by total
 * with a minimum of rooms the scans of the rentals' index by (city, quartos, banheiros, total)
 * with the other indexes of a city dropped, and its result (roomResults).
 * Prints { listings, before, after, beforeMap, afterMap, fewMap, cellMap, cellIndexScans, bandWalks, probeMap, probeResults, probeCalls, roomResults } as JSON. A child process: the local stack's
 * modules are ESM (see tests/fixtures/sql/eval.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../local-supabase/src/config.ts';
import { Database } from '../../../local-supabase/src/db.ts';
import { applyMigrations, bootstrap } from '../../../local-supabase/src/migrate.ts';
import { buildDataset, DEFAULT_OPTIONS } from '../../../scripts/seed/build.ts';
import { renderBulkListings } from '../../../scripts/seed/bulk.ts';
import { renderSql } from '../../../scripts/seed/sql.ts';

const CHANGE = '20261129110000';
const BULK = Number(process.env.SEARCH_RESULTS_BULK ?? 3000);
const filters = JSON.parse(process.argv[2] ?? '[]') as Record<string, unknown>[];
/** Map views (properties_in_bbox, max_rows 2000): [min_lat, min_lng, max_lat, max_lng, filters]. */
const boxes = JSON.parse(process.argv[3] ?? '[]') as [number, number, number, number, Record<string, unknown>][];
const config = loadConfig({ dataDir: null, seedFile: null, seedStorageDir: null, port: 0 });

// The migrations before the change, in a folder of their own.
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'search-results-'));
for (const f of fs.readdirSync(config.migrationsDir)) {
  if (f.endsWith('.sql') && f < CHANGE) fs.copyFileSync(path.join(config.migrationsDir, f), path.join(before, f));
}

type Row = { id: number; rank: number; total_count: number };
type Result = { ids: number[]; ranks: number[]; total: number | null };
const db = await Database.open(null);
try {
  await bootstrap(db, config);
  await applyMigrations(db, before);
  const ds = buildDataset(DEFAULT_OPTIONS);
  const seed = renderSql(ds, renderBulkListings(ds, BULK));
  await db.transaction(async (tx) => {
    await tx.exec('set local role supabase_migrator');
    await tx.exec('set local search_path = public, extensions');
    await tx.exec(seed);
  });
  await db.pg.exec('analyze');
  const run = async (settings = '') => {
    const out: { ids: number[]; ranks: number[]; total: number | null }[] = [];
    for (const f of filters) {
      const rows = await db.transaction(async (tx) => {
        if (settings) await tx.exec(settings);
        await tx.exec('set local role anon');
        const { rows } = await tx.query<Row>('select id, rank, total_count from public.search_properties($1::jsonb)', [JSON.stringify(f)]);
        return rows;
      });
      out.push({
        ids: rows.map((r) => Number(r.id)),
        ranks: rows.map((r) => Number(r.rank)),
        total: rows[0]?.total_count == null ? null : Number(rows[0].total_count),
      });
    }
    return out;
  };
  // settings: the map's plan thresholds lowered for the transaction (20261201170000_map_cells), so that the
  // small seed takes every path of properties_in_bbox; before that migration they are ignored.
  const map = async (settings = '') => {
    const out: number[][] = [];
    for (const [a, b, c, d, f] of boxes) {
      const rows = await db.transaction(async (tx) => {
        if (settings) await tx.exec(settings);
        await tx.exec('set local role anon');
        const { rows } = await tx.query<{ id: number }>(
          'select id from public.properties_in_bbox($1, $2, $3, $4, $5::jsonb, 2000)', [a, b, c, d, JSON.stringify(f)]);
        return rows;
      });
      out.push(rows.map((r) => Number(r.id)));
    }
    return out;
  };
  // How much a statistic of the transaction (a counter: PGlite's are not reset between transactions) grew during
  // each view's call, with settings: `counter` is a SELECT of one integer n.
  const countDuring = async (settings: string, counter: string) => {
    const out: number[] = [];
    for (const [a, b, c, d, f] of boxes) {
      out.push(
        await db.transaction(async (tx) => {
          const read = async () => Number((await tx.query<{ n: number }>(counter)).rows[0]!.n);
          await tx.exec(settings);
          const before = await read();
          await tx.exec('set local role anon');
          await tx.query('select count(*) from public.properties_in_bbox($1, $2, $3, $4, $5::jsonb, 2000)', [a, b, c, d, JSON.stringify(f)]);
          await tx.exec('reset role');
          return (await read()) - before;
        }),
      );
    }
    return out;
  };
  // How many scans of the map-cell index each view's call made (or since 20261202100100 of the rentals' index
  // by cell and band of the total).
  const cellScans = (settings: string, index = 'properties_public_map_cell_idx') =>
    countDuring(settings, `select pg_stat_get_xact_numscans('public.${index}'::regclass)::int as n`);
  const beforeResults = await run();
  const beforeMap = await map();
  await applyMigrations(db, config.migrationsDir);
  await db.pg.exec('analyze');
  const afterResults = await run();
  const afterMap = await map();
  // A dense box (small_box 0): filters with few matches read through their own index ('few'), and the
  // walk per map cell (few_others 0 too); a box without filters or over too many cells walks as before.
  const fewMap = await map('set local lar.map_small_box = 0');
  const cellMap = await map('set local lar.map_small_box = 0; set local lar.map_few_others = 0');
  // How many times each view's call merged its (cell, band) scans through private.map_rent_band_walk
  // (20261205100000_map_band_merge), with the thresholds lowered as for cellMap.
  const bandWalks = await countDuring(
    "set local lar.map_small_box = 0; set local lar.map_few_others = 0; set local track_functions = 'all'",
    "select coalesce(pg_stat_get_xact_function_calls('private.map_rent_band_walk'::regproc), 0)::int as n",
  );
  const cellIndexScans = {
    default: await cellScans('set local lar.map_small_box = 3000'),
    cells: await cellScans('set local lar.map_small_box = 0; set local lar.map_few_others = 0'),
    bands: await cellScans('set local lar.map_small_box = 0; set local lar.map_few_others = 0', 'properties_public_map_cell_rent_idx'),
  };
  // The capped count read from the other end of its index range (20261202100000_search_probe_ends): with
  // index-only scans (vacuumed, no sequential or bitmap scan) and whatever the estimate, so that the small
  // seed takes that path.
  await db.pg.exec('vacuum analyze');
  const probe = 'set local enable_seqscan = off; set local enable_bitmapscan = off; set local lar.search_probe_min_rows = 0';
  const probeResults = await run(probe);
  // The map's count of its filters but the box by the same helper (20261205100000_map_band_merge): the views
  // again on a dense box (small_box 0) with the probe's threshold lowered, so that the small seed takes that path.
  const probeMap = await map(`${probe}; set local lar.map_small_box = 0`);
  // A city's rentals by total with a minimum of quartos or banheiros (20261202110000_search_city_rent_rooms):
  // each such search again with the other indexes of a city dropped (in a transaction rolled back) and
  // index-only scans as above, so that the small seed reads the rentals' index by (city, quartos, banheiros,
  // total): the scans of that index and the search's result.
  const roomResults: { filter: number; scans: number; result: Result }[] = [];
  for (const [i, f] of filters.entries()) {
    if (!(f.city && f.transaction === 'aluguel' && f.rent_total && (Number(f.min_bedrooms ?? 0) > 0 || Number(f.min_bathrooms ?? 0) > 0))) continue;
    let got: { scans: number; result: Result } | undefined;
    await db
      .transaction(async (tx) => {
        await tx.exec(probe);
        await tx.exec('drop index public.properties_public_city_rent_total_idx, public.properties_public_city_price_idx, public.properties_public_city_idx');
        const scans = async () => {
          const { rows } = await tx.query<{ n: number }>("select pg_stat_get_xact_numscans('public.properties_public_city_rent_rooms_idx'::regclass)::int as n");
          return Number(rows[0]!.n);
        };
        const before = await scans();
        await tx.exec('set local role anon');
        const { rows } = await tx.query<Row>('select id, rank, total_count from public.search_properties($1::jsonb)', [JSON.stringify(f)]);
        await tx.exec('reset role');
        got = {
          scans: (await scans()) - before,
          result: {
            ids: rows.map((r) => Number(r.id)),
            ranks: rows.map((r) => Number(r.rank)),
            total: rows[0]?.total_count == null ? null : Number(rows[0].total_count),
          },
        };
        throw new Error('rollback');
      })
      .catch((e: Error) => {
        if (e.message !== 'rollback') throw e;
      });
    roomResults.push({ filter: i, ...got! });
  }
  // The helper itself against the plain capped count, for the filters it can serve (no text, one table), with
  // caps of 20 and 2 001: { matches, ids } (null: not read from the other end) and the truth { n, ids }.
  const probeCalls: { filter: number; lim: number; matches: number | null; ids: number[] | null; n: number; truthIds: number[] }[] = [];
  for (const [i, f] of filters.entries()) {
    if (f.q || (f.rent_max != null && f.sale_max != null && !f.transaction)) continue;
    for (const lim of [20, 2001]) {
      const row = await db.transaction(async (tx) => {
        await tx.exec(probe);
        await tx.exec(`create or replace function pg_temp.truth(f jsonb, lim int, out n bigint, out ids bigint[]) language plpgsql as $t$
          begin
            execute 'select count(*), pg_catalog.array_agg(s.id order by s.id) from (select p.id from public.properties p where '
                    || private.property_filter_sql(f) || ' limit $2) s' into n, ids using f, lim;
          end $t$`);
        const { rows } = await tx.query<{ matches: number | null; ids: number[] | null; n: number; truth_ids: number[] | null }>(
          `select e.matches, e.ids, t.n, t.ids as truth_ids
             from private.search_probe_other_end('select p.id from public.properties p where ' || private.property_filter_sql($1::jsonb),
                                                 private.property_filter_sql($1::jsonb), $2, 200, $1::jsonb, null, null, null) e,
                  pg_temp.truth($1::jsonb, $2) t`,
          [JSON.stringify(f), lim],
        );
        return rows[0]!;
      });
      probeCalls.push({
        filter: i,
        lim,
        matches: row.matches == null ? null : Number(row.matches),
        ids: row.ids == null ? null : row.ids.map(Number).sort((a, b) => a - b),
        n: Number(row.n),
        truthIds: (row.truth_ids ?? []).map(Number),
      });
    }
  }
  // (20261204100000) Few matches made many (few_max and area_few 10): every box walks (no small area), with
  // the scans of the two indexes of the walks per (type, transação, quartos bucket); then the small areas sorted
  // from the count's ids.
  const walkSettings = 'set local lar.search_few_max = 10; set local lar.search_area_few = 10';
  const walkResults: (Result & { scans: number })[] = [];
  for (const f of filters) {
    walkResults.push(
      await db.transaction(async (tx) => {
        await tx.exec(`${walkSettings}; set local lar.search_small_area = 0`);
        const scans = async () => {
          const { rows } = await tx.query<{ n: number }>(
            "select (pg_stat_get_xact_numscans('public.properties_public_txn_rooms_price_idx'::regclass)"
              + " + pg_stat_get_xact_numscans('public.properties_public_search_rooms_idx'::regclass))::int as n",
          );
          return Number(rows[0]!.n);
        };
        const before = await scans();
        await tx.exec('set local role anon');
        const { rows } = await tx.query<Row>('select id, rank, total_count from public.search_properties($1::jsonb)', [JSON.stringify(f)]);
        await tx.exec('reset role');
        return {
          ids: rows.map((r) => Number(r.id)),
          ranks: rows.map((r) => Number(r.rank)),
          total: rows[0]?.total_count == null ? null : Number(rows[0].total_count),
          scans: (await scans()) - before,
        };
      }),
    );
  }
  const smallAreaResults = await run(walkSettings);
  const { rows } = await db.pg.query<{ n: number }>("select count(*)::int as n from public.properties where status = 'ativo'");
  process.stdout.write(
    JSON.stringify({ listings: rows[0]!.n, before: beforeResults, after: afterResults, beforeMap, afterMap, fewMap, cellMap, cellIndexScans, bandWalks, probeMap, probeResults, probeCalls, roomResults, walkResults, smallAreaResults }),
  );
} finally {
  await db.close();
  fs.rmSync(before, { recursive: true, force: true });
}

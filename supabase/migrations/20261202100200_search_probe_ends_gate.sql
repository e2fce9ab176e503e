-- Issue #35, session 14: the capped count from the other end of its index range (20261202100000_search_probe_ends)
-- bets that the dear end holds the matches of an 'at least' filter. A search that also has an 'at most' filter
-- outside the range — condomínio máximo, área máxima without a minimum — is met more often among the cheaper
-- listings: 'aluguel, 1+ quarto, condomínio até R$ 300' took 3.5 ms counted forward and 12.4 ms from the other end
-- at 1M (alternating, load 10). Such searches are now counted as before. Otherwise as in 20261202100000.

create or replace function private.search_probe_other_end(
  probe text, filter_sql text, lim int, few_ids int, f jsonb, tsq tsquery, code bigint, exact tsquery,
  out matches bigint, out ids bigint[])
language plpgsql volatile set search_path = '' as $$
declare
  plan jsonb;
  scan jsonb;
  cond text;
  idx text;
  keys text;
  -- Under this estimate of the matches the range is read as before (to its end either way). It can be
  -- lowered with the setting lar.search_probe_min_rows (tests/integration/search/search-results: the path on
  -- a small seed); it chooses a plan, never a count.
  min_rows constant float8 := coalesce(nullif(pg_catalog.current_setting('lar.search_probe_min_rows', true), '')::float8, lim);
begin
  -- An 'at most' filter outside the range (condomínio, área máxima without a minimum) is met more often among
  -- the cheaper listings: the other end would be the worse one ('aluguel, 1+ quarto, condomínio até R$ 300':
  -- 3.5 → 12.4 ms at 1M). Counted as before.
  if f ? 'max_condo_fee' or (f ? 'max_area' and not f ? 'min_area') then
    return;
  end if;
  -- One type ('= any' of one element) as an equality, which an ordered scan can use as its range.
  filter_sql := pg_catalog.regexp_replace(filter_sql, 'p\.type = any \(''\{([a-z_]+)\}''::public\.property_type\[\]\)',
                                          'p.type = ''\1''::public.property_type', 'g');
  execute 'explain (format json) ' || probe || ' limit $4' into plan
    using f, tsq, code, lim, null::int, null::bigint, null::text, exact;
  scan := pg_catalog.jsonb_path_query_first(plan, 'strict $[0]."Plan"."Plans"[0]');
  cond := pg_catalog.regexp_replace(scan ->> 'Index Cond', ' = ANY \(''\{([a-z_]+)\}''::([a-z_.]+)\[\]\)', ' = ''\1''::\2', 'g');
  if plan #>> '{0,Plan,Node Type}' is distinct from 'Limit'
     or scan ->> 'Node Type' is distinct from 'Index Only Scan'
     or scan ->> 'Scan Direction' is distinct from 'Forward'
     or scan ? 'Plans'
     or cond is null
     -- Nothing to gain when the scan keeps (nearly) every entry of its range — no filter but the expiry —, or
     -- when Postgres expects fewer matches than the cap (the range is read to its end either way).
     or coalesce(scan ->> 'Filter', '(expires_at > now())') = '(expires_at > now())'
     or (scan ->> 'Plan Rows')::float8 < min_rows then
    return;
  end if;
  idx := scan ->> 'Index Name';
  -- The index's keys, each in the reverse direction.
  select pg_catalog.string_agg(pg_catalog.pg_get_indexdef(i.indexrelid, k, true)
           || case when (i.indoption[k - 1] & 1) = 1 then ' asc' else ' desc' end
           || case when (i.indoption[k - 1] & 2) = 2 then ' nulls last' else ' nulls first' end, ', ' order by k)
    into keys
    from pg_catalog.pg_index i, pg_catalog.pg_am a, pg_catalog.pg_class c,
         pg_catalog.generate_series(1, i.indnkeyatts) k
   where c.oid = i.indexrelid and a.oid = c.relam and a.amname = 'btree'
     -- (an operator class of its own, e.g. text_pattern_ops, would not serve an ORDER BY)
     and not exists (select from pg_catalog.unnest(i.indclass) o join pg_catalog.pg_opclass oc on oc.oid = o
                      where not oc.opcdefault)
     and i.indexrelid = pg_catalog.to_regclass('public.' || pg_catalog.quote_ident(idx));
  if keys is null then
    return;
  end if;
  -- The same count, in the reverse order: only when Postgres reads it with the same index, backward, over
  -- the same range (another index in that order, e.g. every rental by total for a city's rentals by total,
  -- or a range that '= any' no longer bounds, would read more).
  probe := 'select count(*), case when count(*) <= ' || few_ids || ' then coalesce(pg_catalog.array_agg(s.id), ''{}'') end'
           || ' from (select p.id from public.properties p where ' || filter_sql || ' order by ' || keys || ' limit $4) s';
  perform pg_catalog.set_config('enable_sort', 'off', true);
  perform pg_catalog.set_config('enable_incremental_sort', 'off', true);
  perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
  execute 'explain (format json) ' || probe into plan
    using f, tsq, code, lim, null::int, null::bigint, null::text, exact;
  scan := pg_catalog.jsonb_path_query_first(plan, 'strict $[0]."Plan"."Plans"[0]."Plans"[0]');
  if pg_catalog.jsonb_path_query_array(plan, 'strict $.**."Node Type"') = '["Aggregate", "Limit", "Index Only Scan"]'::jsonb
     and scan ->> 'Index Name' = idx
     and scan ->> 'Scan Direction' = 'Backward'
     and scan ->> 'Index Cond' = cond then
    execute probe into matches, ids using f, tsq, code, lim, null::int, null::bigint, null::text, exact;
  end if;
  perform pg_catalog.set_config('enable_sort', 'on', true);
  perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
end
$$;
revoke all on function private.search_probe_other_end(text, text, int, int, jsonb, tsquery, bigint, tsquery) from public, anon, authenticated;

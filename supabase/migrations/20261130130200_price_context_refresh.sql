-- Issue #34: a faster refresh of the price-context groups (measured at 100k listings by npm run bench:search:
-- a listing of São Paulo's 7 500-listing city groups took ~25 ms unloaded to refresh).
--  - The keys are read from the JSON once (a materialised CTE: before, the planner inlined them and read the
--    bairro out of the JSON for every listing it scanned).
--  - A bairro's groups are read from an index that starts with the bairro.
--  - A city's group is kept only where a listing may fall back to it (a bairro group of that centre with
--    fewer than 5, or a listing without a bairro): the city groups of big cities, whose bairros all have
--    enough comparables, are no longer sorted on every write there. Reads are unchanged (they read a city
--    group only when the bairro's has fewer than 5). The brute-force test states the same rule.
-- Then every group is rebuilt under the new rule.

create index properties_price_context_bairro_idx on public.properties
  (transaction, type, state, city_key, neighborhood_key, bedrooms) include (price_per_m2)
  where status = 'ativo' and price_per_m2 is not null;

create or replace function private.price_context_refresh(p_keys jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  n integer;
begin
  if p_keys is null or pg_catalog.jsonb_array_length(p_keys) = 0 then
    return 0;
  end if;
  -- One writer per group at a time, in a fixed order (no deadlock); the recompute below is a later
  -- statement, so it sees what a writer that held the lock committed.
  perform pg_catalog.pg_advisory_xact_lock(h)
     from (select distinct pg_catalog.hashtextextended(pg_catalog.concat_ws('|', 'price_context',
                  k ->> 'transaction', k ->> 'type', k ->> 'state', k ->> 'city_key', k ->> 'neighborhood_key',
                  k ->> 'bedrooms'), 0) as h
             from pg_catalog.jsonb_array_elements(p_keys) as t (k)) x
    order by h;

  -- 1. The bairros' groups.
  with k as materialized (
    select distinct (k ->> 'transaction')::public.transaction_type as transaction,
           (k ->> 'type')::public.property_type as type, k ->> 'state' as state, k ->> 'city_key' as city_key,
           k ->> 'neighborhood_key' as neighborhood_key, (k ->> 'bedrooms')::smallint as bedrooms
      from pg_catalog.jsonb_array_elements(p_keys) as t (k)
     where k ->> 'neighborhood_key' <> ''
  ), s as (
    select k.*, x.n, x.pc
      from k cross join lateral (
        select count(*)::integer as n,
               percentile_cont(array[0.1, 0.5, 0.9]::double precision[]) within group (order by p.price_per_m2) as pc
          from public.properties p
         where p.status = 'ativo' and p.price_per_m2 is not null
           and p.transaction = k.transaction and p.type = k.type and p.state = k.state and p.city_key = k.city_key
           and p.neighborhood_key = k.neighborhood_key
           and p.bedrooms between k.bedrooms - 1 and k.bedrooms + 1
      ) x
  ), gone as (
    delete from private.price_context_groups g
     using s
     where s.n = 0 and g.transaction = s.transaction and g.type = s.type and g.state = s.state
       and g.city_key = s.city_key and g.neighborhood_key = s.neighborhood_key and g.bedrooms = s.bedrooms
    returning 1
  ), put as (
    insert into private.price_context_groups as g
      (transaction, type, state, city_key, neighborhood_key, bedrooms, comparables, p10, median, p90, refreshed_at)
    select s.transaction, s.type, s.state, s.city_key, s.neighborhood_key, s.bedrooms, s.n, s.pc[1], s.pc[2], s.pc[3],
           pg_catalog.clock_timestamp()
      from s where s.n > 0
    on conflict (transaction, type, state, city_key, neighborhood_key, bedrooms) do update
      set comparables = excluded.comparables, p10 = excluded.p10, median = excluded.median, p90 = excluded.p90,
          refreshed_at = excluded.refreshed_at
    returning 1
  )
  select (select count(*) from gone) + (select count(*) from put) into n;

  -- 2. The cities' groups, kept only where a listing may fall back to them: some bairro group of that
  -- centre has fewer than 5 (read after step 1), or an active listing of that centre has no bairro.
  -- Whatever changes a bairro group or a city's members also passes its city keys here, so a city group
  -- is computed as soon as it is needed and kept exact while it is.
  with k as materialized (
    select distinct (k ->> 'transaction')::public.transaction_type as transaction,
           (k ->> 'type')::public.property_type as type, k ->> 'state' as state, k ->> 'city_key' as city_key,
           (k ->> 'bedrooms')::smallint as bedrooms
      from pg_catalog.jsonb_array_elements(p_keys) as t (k)
     where k ->> 'neighborhood_key' = ''
  ), need as (
    select k.*,
           exists (select 1 from private.price_context_groups g
                    where g.transaction = k.transaction and g.type = k.type and g.state = k.state
                      and g.city_key = k.city_key and g.neighborhood_key <> '' and g.bedrooms = k.bedrooms
                      and g.comparables < 5)
           or exists (select 1 from public.properties p
                       where p.status = 'ativo' and p.price_per_m2 is not null
                         and p.transaction = k.transaction and p.type = k.type and p.state = k.state
                         and p.city_key = k.city_key and p.neighborhood_key = '' and p.bedrooms = k.bedrooms) as needed
      from k
  ), s as (
    select need.transaction, need.type, need.state, need.city_key, need.bedrooms, x.n, x.pc
      from need cross join lateral (
        select count(*)::integer as n,
               percentile_cont(array[0.1, 0.5, 0.9]::double precision[]) within group (order by p.price_per_m2) as pc
          from public.properties p
         where p.status = 'ativo' and p.price_per_m2 is not null
           and p.transaction = need.transaction and p.type = need.type and p.state = need.state
           and p.city_key = need.city_key and p.bedrooms between need.bedrooms - 1 and need.bedrooms + 1
      ) x
     where need.needed
    union all
    select need.transaction, need.type, need.state, need.city_key, need.bedrooms, 0, null
      from need where not need.needed
  ), gone as (
    delete from private.price_context_groups g
     using s
     where s.n = 0 and g.transaction = s.transaction and g.type = s.type and g.state = s.state
       and g.city_key = s.city_key and g.neighborhood_key = '' and g.bedrooms = s.bedrooms
    returning 1
  ), put as (
    insert into private.price_context_groups as g
      (transaction, type, state, city_key, neighborhood_key, bedrooms, comparables, p10, median, p90, refreshed_at)
    select s.transaction, s.type, s.state, s.city_key, '', s.bedrooms, s.n, s.pc[1], s.pc[2], s.pc[3],
           pg_catalog.clock_timestamp()
      from s where s.n > 0
    on conflict (transaction, type, state, city_key, neighborhood_key, bedrooms) do update
      set comparables = excluded.comparables, p10 = excluded.p10, median = excluded.median, p90 = excluded.p90,
          refreshed_at = excluded.refreshed_at
    returning 1
  )
  select n + (select count(*) from gone) + (select count(*) from put) into n;
  return n;
end
$$;
revoke all on function private.price_context_refresh(jsonb) from public, anon, authenticated;

select private.price_context_rebuild();

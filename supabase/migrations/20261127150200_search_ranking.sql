-- Issue #40: ranking of free text on /buscar. A listing whose city is the typed text ranks above one whose
-- bairro is, above one on a street of that name, above a match in the title or description words ('São
-- Paulo' puts the city's listings before the houses on Rua São Paulo in Belo Horizonte); within one such
-- tier, 'Mais relevantes' takes the best listing of each bairro in turn instead of ten from one bairro.
-- search_properties as H5 re-created it in 20261127140000_search_filters.sql (same signature, parameters
-- and output; the price_key lines kept), with only the rank and the few-matches page order changed.

create or replace function public.search_properties(filters jsonb default '{}'::jsonb)
returns table (
  id bigint, title text, transaction public.transaction_type, objective public.property_objective,
  type public.property_type, price integer, condo_fee integer, iptu integer, bedrooms smallint,
  bathrooms smallint, parking_spaces smallint, area integer, street text, neighborhood text, city text,
  state text, latitude double precision, longitude double precision, featured boolean, premium boolean,
  published_at timestamptz, agency_id uuid, broker_id uuid, cover_image text, rank real, total_count bigint,
  availability_confirmed_at timestamptz
)
language plpgsql stable security definer set search_path = '' set max_parallel_workers_per_gather = 0 as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  tsq tsquery := private.search_tsquery(search);
  code bigint := private.search_code(search);
  sort text := coalesce(f ->> 'sort', 'relevance');
  page_limit int := least(greatest(coalesce((f ->> 'limit')::int, 20), 1), 100);
  page_offset int := least(greatest(coalesce((f ->> 'offset')::int, 0), 0), 10000);
  want_count boolean := coalesce((f ->> 'count')::boolean, true);
  -- (greatest/least skip nulls: no count_limit key must stay null, i.e. an exact count.)
  count_cap int := case when f ->> 'count_limit' is not null
                        then least(greatest((f ->> 'count_limit')::int, 1), 1000000) end;
  -- Up to this many matches the page is chosen by sorting them all; beyond, by walking the order index.
  -- A text match is read from the heap (tsvector, rank), a filter match from a covering index: 1 000 vs
  -- 5 000 keeps either side within a few milliseconds.
  few_max int := case when tsq is not null then 1000 else 5000 end;
  where_sql text := private.property_filter_sql(f);
  -- The amount a price sort orders by: a rental's monthly total when 'Valor total' is chosen (only rentals:
  -- the rent_total index serves the sort; with sales too, each in its own terms), else the price.
  price_key text := case
    when not coalesce((f ->> 'rent_total')::boolean, false) then 'p.price'
    when f ->> 'transaction' = 'aluguel' then private.rent_total_sql()
    else 'case when p.transaction = ''aluguel'' then ' || private.rent_total_sql() || ' else p.price end' end;
  -- The typed text as the place keys are stored (issue #40): a city, bairro or street named exactly so
  -- ranks above a match in the other words (city > bairro > street > title and description).
  place_text text := public.normalize_text(search);
  rank_sql text;
  order_sql text;
  -- Within one tier of equal place matches, 'Mais relevantes' takes the best of each bairro in turn
  -- rather than one bairro's ten (text searches with few matches: their rows are read anyway).
  spread boolean := tsq is not null and sort = 'relevance';
  total bigint;
  matches bigint; -- exact when <= few_max (or when counted exactly), else a lower bound
begin
  rank_sql := case when tsq is not null
    then 'pg_catalog.ts_rank(p.search_vector, $2) + case when p.id = $3 then 10 else 0 end'
         || ' + case when p.city_key = $7 then 3 when p.neighborhood_key = $7 then 2'
         || ' when pg_catalog.strpos(p.street_key, $7) > 0 then 1 else 0 end'
    when code is not null then 'case when p.id = $3 then 10 else 0 end'
    else '0' end;
  -- Bare names: they resolve to the output columns of the page queries below.
  order_sql := case sort
    when 'relevance' then 'rank desc, featured desc, premium desc, published_at desc, id desc'
    when 'price_asc' then 'price_key asc, id asc'
    when 'price_desc' then 'price_key desc, id desc'
    when 'recent' then 'published_at desc, id desc'
    -- 'Confirmados recentemente': the latest availability confirmation first (never confirmed: last).
    when 'confirmed' then 'availability_confirmed_at desc nulls last, id desc'
  end;
  if order_sql is null then
    raise exception 'sort must be relevance, price_asc, price_desc, recent or confirmed' using errcode = '22023';
  end if;

  -- The count (exact, or capped), and in any case how many matches there are up to few_max + 1: the
  -- count is an index-only scan of a covering index (or a bitmap of the GIN/GiST indexes) that stops at
  -- the cap, and the page query is chosen knowing it.
  if want_count and count_cap is null then
    execute 'select count(*) from public.properties p where ' || where_sql into total using f, tsq, code;
    matches := total;
  else
    execute 'select count(*) from (select from public.properties p where ' || where_sql || ' limit $4) s'
      into matches using f, tsq, code,
        case when want_count then greatest(count_cap, few_max) + 1 else few_max + 1 end;
    if want_count then
      total := least(matches, count_cap + 1);
    end if;
  end if;

  -- A broad text search (over a thousand matches: a city name, a common word) ranks its page by featured
  -- and recent like a search without text: ranking every match would read each one's tsvector.
  if matches > few_max and sort = 'relevance' and tsq is not null then
    order_sql := 'featured desc, premium desc, published_at desc, id desc';
  end if;

  if matches <= few_max then
    -- Few matches: fetch their sort keys through the best filter index, sort, then read the page's rows
    -- (walking an index in the sort order could read all of it before meeting `limit` rare matches).
    return query execute pg_catalog.format($sql$
      with m as materialized (
        select p.id, p.price, (%4$s) as price_key, p.published_at, p.featured, p.premium, p.availability_confirmed_at, (%1$s)::real as rank,
               %5$s as bairro
        from public.properties p
        where %2$s
      ),
      page as (
        select s.id, s.rank, pg_catalog.row_number() over () as n
        from (
          select m.*, %6$s as spread from m order by %3$s limit $4 offset $5
        ) s
      )
      select p.id, p.title, p.transaction, p.objective, p.type, p.price, p.condo_fee, p.iptu, p.bedrooms,
             p.bathrooms, p.parking_spaces, p.area, p.street, p.neighborhood, p.city, p.state, p.approx_latitude,
             p.approx_longitude, p.featured, p.premium, p.published_at, p.agency_id, p.broker_id,
             (select i.storage_path from public.property_images i where i.property_id = p.id
               order by i.position, i.id limit 1),
             page.rank, $6, p.availability_confirmed_at
      from page
      join public.properties p on p.id = page.id
      order by page.n
    $sql$, rank_sql, where_sql,
      case when spread then 'pg_catalog.floor(rank) desc, spread, ' || order_sql else order_sql end, price_key,
      case when spread then 'p.neighborhood_key' else 'null::text' end,
      case when spread then 'pg_catalog.row_number() over (partition by pg_catalog.floor(m.rank), m.bairro'
                            || ' order by m.rank desc, m.featured desc, m.premium desc, m.published_at desc, m.id desc)'
           else '0::bigint' end)
    using f, tsq, code, page_limit, page_offset, total, place_text;
  else
    -- Many matches: walking an index in the sort order meets `limit` matches quickly. Postgres cannot
    -- estimate how many rows a text query or a box matches (it guesses a few hundred), so it would rather
    -- fetch every match by the GIN/GiST index and sort them (or sort a prefix of another index
    -- incrementally): make it walk the order index instead, for this one statement.
    perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
    perform pg_catalog.set_config('enable_sort', 'off', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'off', true);
    order_sql := pg_catalog.replace(order_sql, 'price_key', '(' || price_key || ')');
    return query execute pg_catalog.format($sql$
      select p.id, p.title, p.transaction, p.objective, p.type, p.price, p.condo_fee, p.iptu, p.bedrooms,
             p.bathrooms, p.parking_spaces, p.area, p.street, p.neighborhood, p.city, p.state, p.approx_latitude,
             p.approx_longitude, p.featured, p.premium, p.published_at, p.agency_id, p.broker_id,
             (select i.storage_path from public.property_images i where i.property_id = p.id
               order by i.position, i.id limit 1),
             (%1$s)::real as rank, $6, p.availability_confirmed_at
      from public.properties p
      where %2$s
      order by %3$s
      limit $4 offset $5
    $sql$, rank_sql, where_sql, order_sql)
    using f, tsq, code, page_limit, page_offset, total, place_text;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  end if;
end
$$;

revoke all on function public.search_properties(jsonb) from public, anon, authenticated;
grant execute on function public.search_properties(jsonb) to anon, authenticated, service_role;

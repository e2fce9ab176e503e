-- Search performance at 100 000 listings (measured on native Postgres 15 with the 100 000-listing seed; the
-- figures and the plans are in docs/search-performance.md).
--
--  * An optional capped count: the filter key `count_limit` (1..1 000 000) counts the matches only up to
--    that many; total_count is then the exact number up to the cap, or cap + 1 meaning "more than cap"
--    (the /buscar page shows 'Mais de 10.000 imóveis'). Without the key the count stays exact.
--  * The plan of the page is chosen from the number of matches even when the caller skips the count
--    (`count: false`, the next pages): a capped probe of at most 5 001 index entries tells "few" from
--    "many", so a rare filter never walks a whole order index.
--  * Price sorts within a transaction walk a (transaction, price) index: rents are all cheaper than sales,
--    so "rentals by highest price" no longer passes every sale first.
--  * The objective filter has its own index (rare objectives are found without reading the others).
--  * The map: a covering GiST index (the box and every filter column, index-only), and an index in the
--    map's own order (featured, recent) carrying the coordinates; properties_in_bbox counts the listings
--    of the box up to 3 000 and then either sorts the matches of a small box or walks the order index of
--    a larger one until it has max_rows.
--  * No parallel workers inside the two functions: starting them costs more than the few thousand index
--    entries a page reads (and a busy server has no idle cores for them anyway).

-- Price sorts within a transaction.
create index properties_public_txn_price_idx on public.properties (transaction, price, id)
  include (type, published_at, expires_at, objective, bedrooms, featured, premium)
  where status = 'ativo';

-- The objective filter.
create index properties_public_objective_idx on public.properties (objective, transaction, type, price)
  include (expires_at, published_at, featured, premium, bedrooms, id)
  where status = 'ativo';

-- The map box, index-only: the point, the filter columns and the sort keys.
drop index if exists public.properties_location_idx;
create index properties_location_idx on public.properties using gist (point(longitude, latitude))
  include (latitude, longitude, transaction, type, price, bedrooms, objective, expires_at, featured, premium,
           published_at, id)
  where status = 'ativo' and latitude is not null;

-- The map's order (featured first, then recent), with the coordinates, so a dense box is answered by
-- walking this index until max_rows rows are inside the box.
create index properties_public_map_order_idx on public.properties (featured desc, published_at desc, id desc)
  include (latitude, longitude, transaction, type, price, bedrooms, objective, expires_at)
  where status = 'ativo' and latitude is not null;

create or replace function public.search_properties(filters jsonb default '{}'::jsonb)
returns table (
  id bigint, title text, transaction public.transaction_type, objective public.property_objective,
  type public.property_type, price integer, condo_fee integer, iptu integer, bedrooms smallint,
  bathrooms smallint, parking_spaces smallint, area integer, street text, neighborhood text, city text,
  state text, latitude double precision, longitude double precision, featured boolean, premium boolean,
  published_at timestamptz, agency_id uuid, broker_id uuid, cover_image text, rank real, total_count bigint
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
  rank_sql text;
  order_sql text;
  total bigint;
  matches bigint; -- exact when <= few_max (or when counted exactly), else a lower bound
begin
  rank_sql := case when tsq is not null
    then 'pg_catalog.ts_rank(p.search_vector, $2) + case when p.id = $3 then 10 else 0 end'
    when code is not null then 'case when p.id = $3 then 10 else 0 end'
    else '0' end;
  -- Bare names: they resolve to the output columns of the page queries below.
  order_sql := case sort
    when 'relevance' then 'rank desc, featured desc, premium desc, published_at desc, id desc'
    when 'price_asc' then 'price asc, id asc'
    when 'price_desc' then 'price desc, id desc'
    when 'recent' then 'published_at desc, id desc'
  end;
  if order_sql is null then
    raise exception 'sort must be relevance, price_asc, price_desc or recent' using errcode = '22023';
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
        select p.id, p.price, p.published_at, p.featured, p.premium, (%1$s)::real as rank
        from public.properties p
        where %2$s
      ),
      page as (
        select s.id, s.rank, pg_catalog.row_number() over () as n
        from (select m.* from m order by %3$s limit $4 offset $5) s
      )
      select p.id, p.title, p.transaction, p.objective, p.type, p.price, p.condo_fee, p.iptu, p.bedrooms,
             p.bathrooms, p.parking_spaces, p.area, p.street, p.neighborhood, p.city, p.state, p.latitude,
             p.longitude, p.featured, p.premium, p.published_at, p.agency_id, p.broker_id,
             (select i.storage_path from public.property_images i where i.property_id = p.id
               order by i.position, i.id limit 1),
             page.rank, $6
      from page
      join public.properties p on p.id = page.id
      order by page.n
    $sql$, rank_sql, where_sql, order_sql)
    using f, tsq, code, page_limit, page_offset, total;
  else
    -- Many matches: walking an index in the sort order meets `limit` matches quickly. Postgres cannot
    -- estimate how many rows a text query or a box matches (it guesses a few hundred), so it would rather
    -- fetch every match by the GIN/GiST index and sort them (or sort a prefix of another index
    -- incrementally): make it walk the order index instead, for this one statement.
    perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
    perform pg_catalog.set_config('enable_sort', 'off', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'off', true);
    return query execute pg_catalog.format($sql$
      select p.id, p.title, p.transaction, p.objective, p.type, p.price, p.condo_fee, p.iptu, p.bedrooms,
             p.bathrooms, p.parking_spaces, p.area, p.street, p.neighborhood, p.city, p.state, p.latitude,
             p.longitude, p.featured, p.premium, p.published_at, p.agency_id, p.broker_id,
             (select i.storage_path from public.property_images i where i.property_id = p.id
               order by i.position, i.id limit 1),
             (%1$s)::real as rank, $6
      from public.properties p
      where %2$s
      order by %3$s
      limit $4 offset $5
    $sql$, rank_sql, where_sql, order_sql)
    using f, tsq, code, page_limit, page_offset, total;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  end if;
end
$$;

create or replace function public.properties_in_bbox(
  min_lat double precision, min_lng double precision, max_lat double precision, max_lng double precision,
  filters jsonb default '{}'::jsonb, max_rows integer default 2000)
returns table (id bigint, latitude double precision, longitude double precision, price integer,
               transaction public.transaction_type, type public.property_type)
language plpgsql stable security definer set search_path = '' set max_parallel_workers_per_gather = 0 as $$
declare
  box jsonb := pg_catalog.jsonb_build_object('min_lat', min_lat, 'min_lng', min_lng, 'max_lat', max_lat, 'max_lng', max_lng);
  f jsonb := coalesce(filters, '{}'::jsonb) - 'sort' - 'limit' - 'offset' - 'count' - 'count_limit' || box;
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  tsq tsquery;
  code bigint;
  row_cap int := least(greatest(coalesce(max_rows, 2000), 1), 5000);
  -- A box with at most this many public listings (whatever the filters) is read through the GiST index
  -- and sorted; a larger one by walking the map's order index (a btree entry costs a fraction of a GiST
  -- one, and a dense box meets row_cap matches early in it).
  small_box constant int := 3000;
  where_sql text;
  in_box int;
begin
  if min_lat is null or min_lng is null or max_lat is null or max_lng is null then
    raise exception 'min_lat, min_lng, max_lat and max_lng are required' using errcode = '22023';
  end if;
  tsq := private.search_tsquery(search);
  code := private.search_code(search);
  where_sql := private.property_filter_sql(f);

  execute 'select count(*) from (select from public.properties p where ' || private.property_filter_sql(box)
          || ' limit $2) s'
    into in_box using box, small_box + 1;

  if in_box > small_box then
    perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
    perform pg_catalog.set_config('enable_sort', 'off', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'off', true);
  end if;
  return query execute pg_catalog.format($sql$
    select p.id, p.latitude, p.longitude, p.price, p.transaction, p.type
    from public.properties p
    where %1$s
    order by p.featured desc, p.published_at desc, p.id desc
    limit $4
  $sql$, where_sql)
  using f, tsq, code, row_cap;
  if in_box > small_box then
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  end if;
end
$$;

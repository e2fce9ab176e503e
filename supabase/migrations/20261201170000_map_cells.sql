-- Issue #35, the map at a million listings (docs/search-performance.md). A dense box with rarer filters
-- ('aluguel em São Paulo até R$ 3.000 no total, aceita pets') walks the map's order index of its transação
-- until it has max_rows matches: max_rows ÷ the filters' share of the transação's listings, 84 000 entries at
-- 1M for 2 000 rows, because the box (São Paulo) holds only a third of the country's rentals and the walk reads
-- every city's. Now the same walk is made per map cell: an order index led by (transação, cell of 0.25° of
-- latitude × 0.25° of longitude of the public point), one ordered scan per cell the box touches (at most
-- max_cells), merged in the map's order (Merge Append; each scan stops at max_rows): only the listings of the
-- cells around the box are read (~33 000 entries at 1M for the same 2 000 rows). The box and every filter stay
-- in the condition: the same rows in the same order (featured, published_at, id: a total order).
-- The cell of a point: floor(lat × 4) × 2048 + floor(lng × 4) — multiplying by 4 is exact in float8, so a
-- point of the box is always in one of the cells computed from the box's corners.
-- Unchanged: a small box (GiST, sorted), a dense box without filters (its walk meets max_rows at once), a
-- dense box whose other filters keep few listings (read through their own index and sorted), and a box that
-- touches more than max_cells cells (the walk as before). Otherwise as 20261128130000_search_covering_filters.
-- The thresholds can be lowered per transaction with the settings lar.map_small_box and lar.map_few_others
-- (tests/integration/search/search-results: every path on a small seed); they choose a plan, never rows.

create index properties_public_map_cell_idx on public.properties
  (transaction, (floor(approx_latitude * 4) * 2048 + floor(approx_longitude * 4)), featured desc, published_at desc, id desc)
  include (approx_latitude, approx_longitude, type, price, bedrooms, bathrooms, parking_spaces, area,
           condo_fee, iptu, furnished, pets_allowed, objective, state, city_key, condo_features, expires_at)
  where status = 'ativo' and approx_latitude is not null;

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
  small_box constant int := coalesce(nullif(pg_catalog.current_setting('lar.map_small_box', true), '')::int, 3000);
  -- In a dense box, filters that keep at most this many listings (box aside) are read through their own
  -- index, whose entries carry the points, and sorted: walking the order index for a rare match would read
  -- all of it (a rental up to R$ 3.000 in total that takes pets, in São Paulo: 100 000 entries, ~70 ms).
  few_others constant int := coalesce(nullif(pg_catalog.current_setting('lar.map_few_others', true), '')::int, 10000);
  -- A dense box with filters is walked per map cell (see the top of this file) when it touches at most this
  -- many (cells × transações): each is one more index scan to plan and start.
  max_cells constant int := 16;
  base_sql constant text := private.property_filter_sql('{}'::jsonb);
  others_sql text;
  others int;
  where_sql text;
  in_box int;
  mode text := 'small';
  txns text[];
  lat_lo int;
  lat_hi int;
  lng_lo int;
  lng_hi int;
  cells text[] := '{}';
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
    mode := 'walk';
    others_sql := private.property_filter_sql(f - 'min_lat' - 'min_lng' - 'max_lat' - 'max_lng') || private.property_or_sql(f);
    if others_sql <> base_sql then
      execute 'select count(*) from (select from public.properties p where ' || others_sql || ' limit $4) s'
        into others using f, tsq, code, few_others + 1;
      if others <= few_others then
        mode := 'few';
      else
        -- The cells the box touches (box() orders its corners, so do these), per transação.
        txns := case when f ->> 'transaction' in ('aluguel', 'venda') then array[f ->> 'transaction']
                     else array['aluguel', 'venda'] end;
        lat_lo := pg_catalog.floor(least(min_lat, max_lat) * 4);
        lat_hi := pg_catalog.floor(greatest(min_lat, max_lat) * 4);
        lng_lo := pg_catalog.floor(least(min_lng, max_lng) * 4);
        lng_hi := pg_catalog.floor(greatest(min_lng, max_lng) * 4);
        if (lat_hi - lat_lo + 1)::bigint * (lng_hi - lng_lo + 1) * pg_catalog.cardinality(txns) <= max_cells then
          mode := 'cells';
          select pg_catalog.array_agg(
                   '(select p.id, p.approx_latitude, p.approx_longitude, p.price, p.transaction, p.type, p.featured,'
                   || ' p.published_at from public.properties p where ' || where_sql || private.property_or_sql(f)
                   || ' and p.transaction = ' || pg_catalog.quote_literal(t)
                   || ' and (pg_catalog.floor(p.approx_latitude * 4) * 2048 + pg_catalog.floor(p.approx_longitude * 4)) = '
                   || (la * 2048 + lo)
                   || ' order by p.featured desc, p.published_at desc, p.id desc limit $4)')
            into cells
          from pg_catalog.unnest(txns) t, pg_catalog.generate_series(lat_lo, lat_hi) la,
               pg_catalog.generate_series(lng_lo, lng_hi) lo;
        end if;
      end if;
    end if;
  end if;
  if mode in ('walk', 'cells') then
    perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
    perform pg_catalog.set_config('enable_sort', 'off', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'off', true);
  elsif mode = 'few' then
    -- The box as a plain condition (no GiST index serves 'point(x + 0, y)'): Postgres guesses a box holds
    -- a few rows, and would read the dense box's every listing through the GiST index. No sequential or
    -- bitmap scan either: an index range of the other filters, or at worst a walk of a covering index.
    where_sql := others_sql || ' and p.approx_latitude is not null and point(p.approx_longitude + 0, p.approx_latitude) <@ box('
           || 'point(($1 ->> ''min_lng'')::float8, ($1 ->> ''min_lat'')::float8), '
           || 'point(($1 ->> ''max_lng'')::float8, ($1 ->> ''max_lat'')::float8))';
    perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
    perform pg_catalog.set_config('enable_seqscan', 'off', true);
  end if;
  if mode = 'cells' then
    -- Each cell's scan in the map's order, merged (Merge Append) and cut at row_cap.
    return query execute
      'select c.id, c.approx_latitude, c.approx_longitude, c.price, c.transaction, c.type from ('
      || pg_catalog.array_to_string(cells, ' union all ')
      || ') c order by c.featured desc, c.published_at desc, c.id desc limit $4'
    using f, tsq, code, row_cap;
  else
    if mode <> 'few' then
      where_sql := where_sql || private.property_or_sql(f);
    end if;
    return query execute pg_catalog.format($sql$
      select p.id, p.approx_latitude, p.approx_longitude, p.price, p.transaction, p.type
      from public.properties p
      where %1$s
      order by p.featured desc, p.published_at desc, p.id desc
      limit $4
    $sql$, where_sql)
    using f, tsq, code, row_cap;
  end if;
  if mode <> 'small' then
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
    perform pg_catalog.set_config('enable_seqscan', 'on', true);
  end if;
end
$$;

revoke all on function public.properties_in_bbox(double precision, double precision, double precision, double precision, jsonb, integer)
  from public, anon, authenticated;
grant execute on function public.properties_in_bbox(double precision, double precision, double precision, double precision, jsonb, integer)
  to anon, authenticated, service_role;

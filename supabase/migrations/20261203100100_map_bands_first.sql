-- Issue #35, map view 6 at a million listings (docs/search-performance.md, session 15). A dense box of rentals by
-- total with a maximum ('aluguel em São Paulo até R$ 3.000 no total, aceita pets') first counted the other
-- filters' matches in the whole country (up to few_others + 1 = 10 001: at 1M the cap, read through the rentals'
-- total index, ~10 ms), to choose between reading those few matches and sorting them, or the walk per map cell
-- and band of the total (20261202100100). The (cell, band) walk reads up to max_rows per pair and at most the
-- pairs' entries, however rare the other filters: it is now taken at once when the box and the range make at most
-- max_band_scans pairs and at most max_cells cells (the same conditions as before), without that count. The same rows in the same order
-- (each plan returns the first max_rows in the map's order). Every other view is as before.
-- properties_in_bbox is otherwise as in 20261202100100_map_cell_rent_bands.sql.

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
  -- Rentals by total with a maximum: the cells' scans per band of R$ 1 000 of the total (see the top of this
  -- file), when they are at most this many.
  max_band_scans constant int := 24;
  band_sql constant text := 'least(greatest((' || private.rent_total_sql() || ' - 1) / 1000, 0), 10)';
  band_lo bigint;
  band_hi bigint;
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
  -- A box of rentals by total with a maximum: the (cell, band) walk without the other filters' count.
  bands_first boolean := false;
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
    -- Rentals by total with a maximum in a box of at most max_band_scans (cell, band) pairs: walked per cell and
    -- band at once (see the top of this file), without first counting the other filters' matches.
    if f ->> 'transaction' = 'aluguel' and coalesce((f ->> 'rent_total')::boolean, false) and f ->> 'rent_max' is not null
       and tsq is null and code is null then
      band_hi := least(greatest(((f ->> 'rent_max')::bigint - 1) / 1000, 0), 10);
      band_lo := case when f ->> 'rent_min' is not null
                      then least(greatest(((f ->> 'rent_min')::bigint - 1) / 1000, 0), 10) else 0 end;
      band_lo := least(band_lo, band_hi);
      if (pg_catalog.floor(greatest(min_lat, max_lat) * 4) - pg_catalog.floor(least(min_lat, max_lat) * 4) + 1)::bigint
         * (pg_catalog.floor(greatest(min_lng, max_lng) * 4) - pg_catalog.floor(least(min_lng, max_lng) * 4) + 1)
         * (band_hi - band_lo + 1) <= max_band_scans
         and (pg_catalog.floor(greatest(min_lat, max_lat) * 4) - pg_catalog.floor(least(min_lat, max_lat) * 4) + 1)::bigint
         * (pg_catalog.floor(greatest(min_lng, max_lng) * 4) - pg_catalog.floor(least(min_lng, max_lng) * 4) + 1) <= max_cells then
        bands_first := true;
      end if;
      band_lo := null;
      band_hi := null;
    end if;
    if others_sql <> base_sql then
      if not bands_first then
        execute 'select count(*) from (select from public.properties p where ' || others_sql || ' limit $4) s'
          into others using f, tsq, code, few_others + 1;
      end if;
      if not bands_first and others <= few_others then
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
          -- Rentals up to a total: each cell's scan split by band of the total (the same rows, each in one band).
          if txns = array['aluguel'] and coalesce((f ->> 'rent_total')::boolean, false) and f ->> 'rent_max' is not null then
            band_hi := least(greatest(((f ->> 'rent_max')::bigint - 1) / 1000, 0), 10);
            band_lo := case when f ->> 'rent_min' is not null
                            then least(greatest(((f ->> 'rent_min')::bigint - 1) / 1000, 0), 10) else 0 end;
            band_lo := least(band_lo, band_hi);
            if (lat_hi - lat_lo + 1)::bigint * (lng_hi - lng_lo + 1) * (band_hi - band_lo + 1) > max_band_scans then
              band_lo := null;
              band_hi := null;
            end if;
          end if;
          if band_hi is not null then
            -- One scan planned once, run for each (cell, band) (a LATERAL join over their list: 18 scans in a
            -- UNION ALL took longer to plan than to run), each to max_rows; the map's order over their rows.
            select array['select c.* from (values '
                         || pg_catalog.string_agg('(' || (la * 2048 + lo) || '::float8, ' || b || ')', ', ')
                         || ') v(cell, band) cross join lateral (select p.id, p.approx_latitude, p.approx_longitude, p.price,'
                         || ' p.transaction, p.type, p.featured, p.published_at from public.properties p where ' || where_sql
                         || private.property_or_sql(f) || ' and p.transaction = ''aluguel'''
                         || ' and (pg_catalog.floor(p.approx_latitude * 4) * 2048 + pg_catalog.floor(p.approx_longitude * 4)) = v.cell'
                         || ' and ' || band_sql || ' = v.band'
                         || ' order by p.featured desc, p.published_at desc, p.id desc limit $4) c']
              into cells
            from pg_catalog.generate_series(lat_lo, lat_hi) la, pg_catalog.generate_series(lng_lo, lng_hi) lo,
                 pg_catalog.generate_series(band_lo, band_hi) b;
          else
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
    -- Each cell's scan in the map's order, merged (Merge Append) and cut at row_cap (or, per band, the
    -- LATERAL join's rows sorted).
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

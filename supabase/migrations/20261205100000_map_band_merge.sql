-- Issue #35, map view 6 at a million listings and beyond (docs/search-performance.md, session 17). A dense box of
-- rentals by total with a maximum is read per (map cell, band of R$ 1 000 of the total) through
-- properties_public_map_cell_rent_idx (20261202100100, 20261203100100). Those scans ran as one LATERAL join,
-- each to max_rows, and their rows were then sorted: every match of the box was read (at 1M, 3 930 matches and
-- 6 000 entries for central São Paulo's 'até R$ 3.000 no total, aceita pets', to return 2 000), and the count
-- grows with the catalogue until each scan reaches max_rows (18 × 2 000 entries).
-- The scans are now merged in the map's order (Merge Append) and stop at max_rows: about max_rows ÷ the filters'
-- share entries, whatever the catalogue's size. Postgres plans a UNION ALL of 18 such scans in ~9 ms, longer
-- than it runs, so the merge is the static query of private.map_rent_band_walk: 24 branches (the most
-- (cell, band) pairs the walk takes, max_band_scans), the unused ones given a null cell that reads nothing,
-- planned once per connection (a generic plan, plan_cache_mode = force_generic_plan) and reused. Its filters
-- are written for any value of the parameters (a null or false parameter filters nothing), so it serves the
-- map's rental filters that the index covers: total range, quartos, types, pets, mobiliado, banheiros, vagas,
-- área and condomínio. A view with any other filter (a city, a street, condomínio features, …) keeps the
-- LATERAL join. The same rows in the same order: each plan returns the first max_rows in the map's order.
-- The count that chooses between reading a view's few filtered listings and walking its cells (up to
-- few_others + 1 matches of the filters but the box, in the whole country) read the range Postgres picks from its
-- start: 'aluguel, 2+ quartos' (map view 3) read (transação, tipo, preço) from the cheapest apartments, 16 948
-- entries at 100k and 44 689 at 1M for 10 001 matches. It is now taken by private.search_probe_other_end
-- (20261202100000_search_probe_ends), as the search's capped count: from the other end of that range when
-- Postgres's plan is one forward index-only scan that filters an 'at least' condition, else as before. The
-- same count, so the same choice and rows.
-- properties_in_bbox is otherwise as in 20261203100100_map_bands_first.sql; same signature.

do $do$
declare
  branches text;
begin
  -- The 24 branches differ only in the slot of the (cell, band) they read.
  select pg_catalog.string_agg(pg_catalog.format($b$
    (select p.id, p.approx_latitude, p.approx_longitude, p.price, p.transaction, p.type, p.featured, p.published_at
       from public.properties p
      where p.status = 'ativo' and p.approx_latitude is not null and p.transaction = 'aluguel'
        and (pg_catalog.floor(p.approx_latitude * 4) * 2048 + pg_catalog.floor(p.approx_longitude * 4)) = a_cells[%1$s]
        and least(greatest(((p.price + coalesce(p.condo_fee, 0) + coalesce(p.iptu, 0)) - 1) / 1000, 0), 10) = a_bands[%1$s]
        and p.expires_at > pg_catalog.now()
        and point(p.approx_longitude, p.approx_latitude) <@ a_area
        and (p.price + coalesce(p.condo_fee, 0) + coalesce(p.iptu, 0)) <= a_rent_max
        and (a_rent_min is null or (p.price + coalesce(p.condo_fee, 0) + coalesce(p.iptu, 0)) >= a_rent_min)
        and (a_min_bedrooms is null or p.bedrooms >= a_min_bedrooms)
        and (a_types is null or p.type = any (a_types))
        and (not a_pets or p.pets_allowed)
        and (not a_furnished or p.furnished)
        and (a_min_bathrooms is null or p.bathrooms >= a_min_bathrooms)
        and (a_min_parking is null or p.parking_spaces >= a_min_parking)
        and (a_min_area is null or p.area >= a_min_area)
        and (a_max_area is null or p.area <= a_max_area)
        and (a_max_condo_fee is null or coalesce(p.condo_fee, 0) <= a_max_condo_fee)
      order by p.featured desc, p.published_at desc, p.id desc
      limit a_row_cap)$b$, i), E'\n    union all' order by i)
    into branches
  from pg_catalog.generate_series(1, 24) i;

  execute pg_catalog.format($f$
create or replace function private.map_rent_band_walk(
  a_cells double precision[], a_bands integer[], a_area box, a_rent_min bigint, a_rent_max bigint,
  a_min_bedrooms integer, a_types public.property_type[], a_pets boolean, a_furnished boolean,
  a_min_bathrooms integer, a_min_parking integer, a_min_area bigint, a_max_area bigint, a_max_condo_fee bigint,
  a_row_cap integer)
returns table (id bigint, latitude double precision, longitude double precision, price integer,
               transaction public.transaction_type, type public.property_type)
language plpgsql stable set search_path = '' set plan_cache_mode = force_generic_plan
  set enable_sort = off set enable_bitmapscan = off set max_parallel_workers_per_gather = 0 as $fn$
begin
  if pg_catalog.cardinality(a_cells) > 24 or pg_catalog.cardinality(a_cells) <> pg_catalog.cardinality(a_bands)
     or a_rent_max is null then
    raise exception 'map_rent_band_walk: at most 24 (cell, band) pairs and a maximum total' using errcode = '22023';
  end if;
  return query
  select c.id, c.approx_latitude, c.approx_longitude, c.price, c.transaction, c.type from (%s
  ) c
  order by c.featured desc, c.published_at desc, c.id desc
  limit a_row_cap;
end
$fn$;$f$, branches);
end
$do$;

revoke all on function private.map_rent_band_walk(double precision[], integer[], box, bigint, bigint, integer,
  public.property_type[], boolean, boolean, integer, integer, bigint, bigint, bigint, integer) from public, anon, authenticated;

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
  -- The filters private.map_rent_band_walk serves (the others, when set, keep the LATERAL join): its (cell,
  -- band) pairs in the order of its slots.
  walk_keys constant text[] := array['transaction', 'rent_total', 'rent_min', 'rent_max', 'sale_min', 'sale_max', 'q',
    'min_bedrooms', 'types', 'pets_allowed', 'furnished', 'min_bathrooms', 'min_parking', 'min_area', 'max_area',
    'max_condo_fee', 'min_lat', 'min_lng', 'max_lat', 'max_lng'];
  walk_cells double precision[];
  walk_bands integer[];
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
        -- Read from the other end of its index range when the filters follow that index's order (see the top
        -- of this file), else as before.
        select e.matches into others
          from private.search_probe_other_end('select p.id from public.properties p where ' || others_sql, others_sql,
                                              few_others + 1, 0, f, tsq, code, null::tsquery) e;
        if others is null then
          execute 'select count(*) from (select from public.properties p where ' || others_sql || ' limit $4) s'
            into others using f, tsq, code, few_others + 1;
        end if;
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
          if band_hi is not null
             and not exists (select from pg_catalog.jsonb_each(f) e
                              where e.key <> all (walk_keys) and e.value <> 'null'::jsonb
                                and not (e.key in ('featured', 'below_median') and e.value = 'false'::jsonb)) then
            -- Merged in the map's order by the static query of private.map_rent_band_walk (see the top of this file).
            mode := 'bands';
            select pg_catalog.array_agg((la * 2048 + lo)::float8 order by b, la, lo), pg_catalog.array_agg(b::int order by b, la, lo)
              into walk_cells, walk_bands
            from pg_catalog.generate_series(lat_lo, lat_hi) la, pg_catalog.generate_series(lng_lo, lng_hi) lo,
                 pg_catalog.generate_series(band_lo, band_hi) b;
          elsif band_hi is not null then
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
  if mode = 'bands' then
    return query
    select w.id, w.latitude, w.longitude, w.price, w.transaction, w.type
    from private.map_rent_band_walk(
      walk_cells, walk_bands,
      box(point(min_lng, min_lat), point(max_lng, max_lat)),
      (f ->> 'rent_min')::bigint, (f ->> 'rent_max')::bigint, (f ->> 'min_bedrooms')::int,
      case when pg_catalog.jsonb_typeof(f -> 'types') = 'array' and pg_catalog.jsonb_array_length(f -> 'types') > 0
           then array(select pg_catalog.jsonb_array_elements_text(f -> 'types'))::public.property_type[] end,
      coalesce((f ->> 'pets_allowed')::boolean, false), coalesce((f ->> 'furnished')::boolean, false),
      (f ->> 'min_bathrooms')::int, (f ->> 'min_parking')::int, (f ->> 'min_area')::bigint, (f ->> 'max_area')::bigint,
      (f ->> 'max_condo_fee')::bigint, row_cap) w;
    return;
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

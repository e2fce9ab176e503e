-- Issue #36 (bench:search at 100k listings, native PostgreSQL): the new filters' searches took 50–650 ms and a
-- map view with a rent filter 600 ms, all from reading the table's rows (130 MB) instead of an index:
--  * the covering indexes lacked the new filter columns (banheiros, vagas, área, pets, mobiliado, condomínio,
--    IPTU, UF, the condomínio's features), so every match candidate was checked in the heap (bitmap heap
--    scans of 5–25 thousand rows; the map's order walk fetched a row per index entry);
--  * the few-matches page query selected availability_confirmed_at for every sort, a column no covering
--    index holds, so even a fully covered filter read each match's row (now only for 'confirmados');
--  * 'Todos' with a rent and a sale range was one OR over two transações: no index range serves it (a
--    sequential scan of the table). The listings now come from a UNION ALL of the two transações, each
--    branch with its own price range, so each reads its own index range (and a sort walks both in order).
-- The UF, the types and the condomínio's features are written as literals (quoted), as the numeric
-- filters are, so the planner sees their share of the listings.
-- search_properties gains the column in_negotiation (issue #38: an offer of the listing is accepted; the
-- cards' 'Em negociação'), looked up for the page's rows only (partial index proposals_accepted_idx).

-- Every index that answers a public search by itself (an index-only scan) carries all the columns the
-- filters read; they are re-created with the new ones.
drop index if exists public.properties_public_rent_total_idx;
create index properties_public_rent_total_idx on public.properties ((price + coalesce(condo_fee, 0) + coalesce(iptu, 0)), id)
  include (transaction, type, price, condo_fee, iptu, bedrooms, bathrooms, parking_spaces, area, furnished, pets_allowed, objective,
           state, city_key, condo_features, approx_latitude, approx_longitude, expires_at, published_at, featured, premium)
  where status = 'ativo' and transaction = 'aluguel';

drop index if exists public.properties_public_sale_price_idx;
create index properties_public_sale_price_idx on public.properties (price, id)
  include (transaction, type, bedrooms, bathrooms, parking_spaces, area, condo_fee, iptu, furnished, pets_allowed, objective,
           state, city_key, condo_features, approx_latitude, approx_longitude, expires_at, published_at, featured, premium)
  where status = 'ativo' and transaction = 'venda';

drop index if exists public.properties_public_txn_price_idx;
create index properties_public_txn_price_idx on public.properties (transaction, price, id)
  include (type, bedrooms, bathrooms, parking_spaces, area, condo_fee, iptu, furnished, pets_allowed, objective,
           state, city_key, condo_features, approx_latitude, approx_longitude, expires_at, published_at, featured, premium)
  where status = 'ativo';

drop index if exists public.properties_public_city_idx;
create index properties_public_city_idx on public.properties (city_key text_pattern_ops, transaction, type, price)
  include (bedrooms, bathrooms, parking_spaces, area, condo_fee, iptu, furnished, pets_allowed, objective, state,
           condo_features, approx_latitude, approx_longitude, expires_at, published_at, featured, premium, id)
  where status = 'ativo';

-- A state ('SP', 'Paraná') is a filter of its own since issue #40.
create index properties_public_state_idx on public.properties (state, transaction, price)
  include (type, bedrooms, bathrooms, parking_spaces, area, condo_fee, iptu, furnished, pets_allowed, objective,
           city_key, condo_features, approx_latitude, approx_longitude, expires_at, published_at, featured, premium, id)
  where status = 'ativo';

-- The map walks this one in its order for a dense box (properties_in_bbox).
drop index if exists public.properties_public_map_order_idx;
create index properties_public_map_order_idx on public.properties (featured desc, published_at desc, id desc)
  include (approx_latitude, approx_longitude, transaction, type, price, bedrooms, bathrooms, parking_spaces, area,
           condo_fee, iptu, furnished, pets_allowed, objective, state, city_key, condo_features, expires_at)
  where status = 'ativo' and approx_latitude is not null;

-- The price conditions of one transação (rent_min/rent_max in the chosen terms, sale_min/sale_max), as
-- ' and …' literals; '' when there are none.
create or replace function private.property_price_sql(filters jsonb, txn text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  amount text;
  conds text := '';
begin
  if txn = 'aluguel' then
    amount := case when (f ->> 'rent_total')::boolean then private.rent_total_sql() else 'p.price' end;
    if f ->> 'rent_min' is not null then
      conds := conds || ' and ' || amount || ' >= ' || (f ->> 'rent_min')::bigint;
    end if;
    if f ->> 'rent_max' is not null then
      conds := conds || ' and ' || amount || ' <= ' || (f ->> 'rent_max')::bigint;
    end if;
  elsif txn = 'venda' then
    if f ->> 'sale_min' is not null then
      conds := conds || ' and p.price >= ' || (f ->> 'sale_min')::bigint;
    end if;
    if f ->> 'sale_max' is not null then
      conds := conds || ' and p.price <= ' || (f ->> 'sale_max')::bigint;
    end if;
  end if;
  return conds;
end
$$;
revoke all on function private.property_price_sql(jsonb, text) from public, anon, authenticated;

-- The listings a search reads from (the FROM item, alias p): the table, or in 'Todos' with a price range
-- the UNION ALL of each transação's listings within its own range (see above). Together with
-- property_filter_sql it selects exactly what the one OR did; for the count and the few-matches page.
create or replace function private.property_from_sql(filters jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  rent_conds text := private.property_price_sql(f, 'aluguel');
  sale_conds text := private.property_price_sql(f, 'venda');
begin
  if f ->> 'transaction' is not null or (rent_conds = '' and sale_conds = '') then
    return 'public.properties p';
  end if;
  return '(select p.* from public.properties p where p.transaction = ''aluguel''' || rent_conds
      || ' union all select p.* from public.properties p where p.transaction = ''venda''' || sale_conds || ') p';
end
$$;
revoke all on function private.property_from_sql(jsonb) from public, anon, authenticated;

-- The same condition as one OR over the two transações (' and (… or …)'; '' unless 'Todos' has a price
-- range), for the plans that walk an order index over the whole table (the branches of a UNION ALL with
-- WHERE clauses are not flattened, so the union cannot be read in an index's order): with many matches a
-- walk meets the page's rows early.
create or replace function private.property_or_sql(filters jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  rent_conds text := private.property_price_sql(f, 'aluguel');
  sale_conds text := private.property_price_sql(f, 'venda');
begin
  if f ->> 'transaction' is not null or (rent_conds = '' and sale_conds = '') then
    return '';
  end if;
  return ' and ((p.transaction = ''aluguel''' || rent_conds || ') or (p.transaction = ''venda''' || sale_conds || '))';
end
$$;
revoke all on function private.property_or_sql(jsonb) from public, anon, authenticated;

create or replace function private.property_filter_sql(filters jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  w text := 'p.status = ''ativo'' and p.expires_at > pg_catalog.now()';
  q text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  txn text := f ->> 'transaction';
begin
  if pg_catalog.jsonb_typeof(f) <> 'object' then
    raise exception 'filters must be a JSON object' using errcode = '22023';
  end if;
  if q is not null then
    if q ~ '^\s*#' and private.search_code(q) is not null then
      w := w || ' and p.id = $3';
    elsif private.search_code(q) is not null then
      w := w || ' and (p.id = $3 or p.search_vector @@ $2)';
    elsif private.search_tsquery(q) is not null then
      w := w || ' and p.search_vector @@ $2';
    end if;
  end if;
  if txn in ('aluguel', 'venda') then
    -- A literal (one of the enum's two values): the planner proves the partial indexes' 'transaction = …'
    -- from it, which it cannot from a cast of the parameter (enum input is not immutable).
    w := w || ' and p.transaction = ''' || txn || '''';
  elsif f ? 'transaction' and txn is not null then
    w := w || ' and p.transaction = ($1 ->> ''transaction'')::public.transaction_type';
  end if;
  if f ? 'objective' and f ->> 'objective' is not null then
    w := w || ' and p.objective = ($1 ->> ''objective'')::public.property_objective';
  end if;
  if pg_catalog.jsonb_typeof(f -> 'types') = 'array' and pg_catalog.jsonb_array_length(f -> 'types') > 0 then
    -- As literals too (cast here first: an unknown type still fails with 22P02), so the planner sees the
    -- types' share and can use them as index conditions.
    w := w || ' and p.type = any (' || pg_catalog.quote_literal(
      (array(select pg_catalog.jsonb_array_elements_text(f -> 'types'))::public.property_type[])::text) || '::public.property_type[])';
  end if;
  if f ->> 'min_bedrooms' is not null then
    w := w || ' and p.bedrooms >= ' || (f ->> 'min_bedrooms')::int;
  end if;
  if f ->> 'min_price' is not null then
    w := w || ' and p.price >= ' || (f ->> 'min_price')::bigint;
  end if;
  if f ->> 'max_price' is not null then
    w := w || ' and p.price <= ' || (f ->> 'max_price')::bigint;
  end if;
  -- Each listing in its own transação's terms: with a transação chosen, its own conditions, written plainly
  -- so that an index range serves them (the rent_total and sale_price indexes); in 'Todos', none here: the
  -- FROM item of private.property_from_sql applies each transação's range to its own branch.
  if txn in ('aluguel', 'venda') then
    w := w || private.property_price_sql(f, txn);
  end if;
  if f ->> 'min_area' is not null then
    w := w || ' and p.area >= ' || (f ->> 'min_area')::bigint;
  end if;
  if f ->> 'max_area' is not null then
    w := w || ' and p.area <= ' || (f ->> 'max_area')::bigint;
  end if;
  if f ->> 'min_bathrooms' is not null then
    w := w || ' and p.bathrooms >= ' || (f ->> 'min_bathrooms')::int;
  end if;
  if f ->> 'min_parking' is not null then
    w := w || ' and p.parking_spaces >= ' || (f ->> 'min_parking')::int;
  end if;
  if (f ->> 'furnished')::boolean then
    w := w || ' and p.furnished';
  end if;
  if (f ->> 'pets_allowed')::boolean then
    w := w || ' and p.pets_allowed';
  end if;
  if f ->> 'max_condo_fee' is not null then
    w := w || ' and coalesce(p.condo_fee, 0) <= ' || (f ->> 'max_condo_fee')::bigint;
  end if;
  if pg_catalog.jsonb_typeof(f -> 'condo_features') = 'array' and pg_catalog.jsonb_array_length(f -> 'condo_features') > 0 then
    w := w || ' and p.condo_features @> ' || pg_catalog.quote_literal(
      array(select pg_catalog.jsonb_array_elements_text(f -> 'condo_features'))::text) || '::text[]';
  end if;
  if nullif(pg_catalog.btrim(f ->> 'street'), '') is not null then
    w := w || ' and p.street_key like ''%'' || public.normalize_text($1 ->> ''street'') || ''%''';
  end if;
  if nullif(pg_catalog.btrim(f ->> 'neighborhood'), '') is not null then
    w := w || ' and p.neighborhood_key like ''%'' || public.normalize_text($1 ->> ''neighborhood'') || ''%''';
  end if;
  if nullif(pg_catalog.btrim(f ->> 'city'), '') is not null then
    w := w || ' and p.city_key like public.normalize_text($1 ->> ''city'') || ''%''';
  end if;
  if nullif(pg_catalog.btrim(f ->> 'state'), '') is not null then
    w := w || ' and p.state = ' || pg_catalog.quote_literal(pg_catalog.upper(f ->> 'state'));
  end if;
  if f ->> 'min_lat' is not null or f ->> 'min_lng' is not null or f ->> 'max_lat' is not null or f ->> 'max_lng' is not null then
    if f ->> 'min_lat' is null or f ->> 'min_lng' is null or f ->> 'max_lat' is null or f ->> 'max_lng' is null then
      raise exception 'A bounding box needs min_lat, min_lng, max_lat and max_lng' using errcode = '22023';
    end if;
    w := w || ' and p.approx_latitude is not null and point(p.approx_longitude, p.approx_latitude) <@ box('
           || 'point(($1 ->> ''min_lng'')::float8, ($1 ->> ''min_lat'')::float8), '
           || 'point(($1 ->> ''max_lng'')::float8, ($1 ->> ''max_lat'')::float8))';
  end if;
  if f ->> 'agency_id' is not null then
    w := w || ' and (p.agency_id = ($1 ->> ''agency_id'')::uuid or p.broker_id = ($1 ->> ''agency_id'')::uuid)';
  end if;
  if (f ->> 'featured')::boolean then
    w := w || ' and p.featured';
  end if;
  return w;
end
$$;


drop function public.search_properties(jsonb);
create function public.search_properties(filters jsonb default '{}'::jsonb)
returns table (
  id bigint, title text, transaction public.transaction_type, objective public.property_objective,
  type public.property_type, price integer, condo_fee integer, iptu integer, bedrooms smallint,
  bathrooms smallint, parking_spaces smallint, area integer, street text, neighborhood text, city text,
  state text, latitude double precision, longitude double precision, featured boolean, premium boolean,
  published_at timestamptz, agency_id uuid, broker_id uuid, cover_image text, rank real, total_count bigint,
  availability_confirmed_at timestamptz, in_negotiation boolean
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
  -- 2 000 keeps either side within a few milliseconds (5 000 filter matches were read twice, for the
  -- count and the page: ~10 ms at 100k; beyond 2 000 of 100 000 the walk meets a page in ~600 entries).
  few_max int := case when tsq is not null then 1000 else 2000 end;
  where_sql text := private.property_filter_sql(f);
  from_sql text := private.property_from_sql(f);
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
    execute 'select count(*) from ' || from_sql || ' where ' || where_sql into total using f, tsq, code;
    matches := total;
  else
    execute 'select count(*) from (select from ' || from_sql || ' where ' || where_sql || ' limit $4) s'
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
        select p.id, (%4$s) as price_key, p.published_at, p.featured, p.premium, %7$s as availability_confirmed_at,
               (%1$s)::real as rank, %5$s as bairro
        from %8$s
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
             page.rank, $6, p.availability_confirmed_at,
             exists (select from public.proposals pr where pr.property_id = p.id and pr.status = 'aceita')
      from page
      join public.properties p on p.id = page.id
      order by page.n
    $sql$, rank_sql, where_sql,
      case when spread then 'pg_catalog.floor(rank) desc, spread, ' || order_sql else order_sql end, price_key,
      case when spread then 'p.neighborhood_key' else 'null::text' end,
      case when spread then 'pg_catalog.row_number() over (partition by pg_catalog.floor(m.rank), m.bairro'
                            || ' order by m.rank desc, m.featured desc, m.premium desc, m.published_at desc, m.id desc)'
           else '0::bigint' end,
      -- Only the 'confirmados' sort reads availability_confirmed_at (no covering index holds it).
      case when sort = 'confirmed' then 'p.availability_confirmed_at' else 'null::timestamptz' end,
      from_sql)
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
             (%1$s)::real as rank, $6, p.availability_confirmed_at,
             exists (select from public.proposals pr where pr.property_id = p.id and pr.status = 'aceita')
      from public.properties p
      where %2$s
      order by %3$s
      limit $4 offset $5
    $sql$, rank_sql, where_sql || private.property_or_sql(f), order_sql)
    using f, tsq, code, page_limit, page_offset, total, place_text;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  end if;
end
$$;

revoke all on function public.search_properties(jsonb) from public, anon, authenticated;
grant execute on function public.search_properties(jsonb) to anon, authenticated, service_role;


-- The map (otherwise as 20261125002000_listing_location_privacy.sql): the price ranges of 'Todos' from
-- private.property_or_sql, and a dense box with rare matches read through the filters' own index.
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
  -- In a dense box, filters that keep at most this many listings (box aside) are read through their own
  -- index, whose entries carry the points, and sorted: walking the order index for a rare match would read
  -- all of it (a rental up to R$ 3.000 in total that takes pets, in São Paulo: 100 000 entries, ~70 ms).
  few_others constant int := 10000;
  base_sql constant text := private.property_filter_sql('{}'::jsonb);
  others_sql text;
  others int;
  where_sql text;
  in_box int;
  mode text := 'small';
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
      end if;
    end if;
  end if;
  if mode = 'walk' then
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
  if mode <> 'small' then
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
    perform pg_catalog.set_config('enable_seqscan', 'on', true);
  end if;
end
$$;

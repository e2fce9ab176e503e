-- Issue #36: the filters people use to look for a home in Brazil. private.property_filter_sql (the one
-- home of the search's WHERE, shared by search_properties, properties_in_bbox and every count) takes new
-- keys; search_properties is re-created so that a price sort follows 'Valor total' when it is chosen.
--
-- New filter keys (lib/search/params.ts builds them from the /buscar URL; one definition per filter):
--   rent_min, rent_max   monthly amount of a rental (transaction aluguel), in whole reais;
--   rent_total           true: the amount is the 'Valor total' — aluguel + condomínio + IPTU per month, a fee
--                        not informed counting as zero, exactly as the listing page computes it
--                        (lib/format/monthly-total.ts); false/absent: the rent alone;
--   sale_min, sale_max   sale price (transaction venda);
--                        a rental is never filtered by sale_* nor a sale by rent_* ('Todos': each listing in
--                        its own transação's terms);
--   min_area, max_area   área útil in m² (a listing without area does not match a bound);
--   min_bathrooms, min_parking   at least this many;
--   furnished, pets_allowed      true: only such listings (false/absent: no filter);
--   max_condo_fee        condomínio up to this amount (not informed counts as zero);
--   condo_features       text array: the listing must have every one (exact labels, as stored).
--   state                (already there) the UF code.
-- Amounts are cast to bigint, so a huge value cannot overflow (the URL parser clamps them anyway).

-- The rental's monthly total, as the listing page computes it. Written once here as text for the dynamic
-- SQL below; the index on it is created with the same expression.
create or replace function private.rent_total_sql() returns text
language sql immutable set search_path = '' as $$
  select '(p.price + coalesce(p.condo_fee, 0) + coalesce(p.iptu, 0))'
$$;

-- Rentals by monthly total (the 'Valor total' filter and the price sort that follows it), covering the
-- other filter columns so a count stays an index-only scan.
create index properties_public_rent_total_idx on public.properties ((price + coalesce(condo_fee, 0) + coalesce(iptu, 0)), id)
  include (type, price, bedrooms, bathrooms, parking_spaces, area, condo_fee, furnished, pets_allowed, objective,
           expires_at, published_at, featured, premium)
  where status = 'ativo' and transaction = 'aluguel';
-- Sales by price with the new filter columns.
create index properties_public_sale_price_idx on public.properties (price, id)
  include (type, bedrooms, bathrooms, parking_spaces, area, condo_fee, furnished, pets_allowed, objective,
           expires_at, published_at, featured, premium)
  where status = 'ativo' and transaction = 'venda';
-- The condomínio's features: 'all ticked' is array containment.
create index properties_public_condo_features_idx on public.properties using gin (condo_features)
  where status = 'ativo';

create or replace function private.property_filter_sql(filters jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  w text := 'p.status = ''ativo'' and p.expires_at > pg_catalog.now()';
  q text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  rent_amount text;
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
  if f ? 'transaction' and f ->> 'transaction' is not null then
    w := w || ' and p.transaction = ($1 ->> ''transaction'')::public.transaction_type';
  end if;
  if f ? 'objective' and f ->> 'objective' is not null then
    w := w || ' and p.objective = ($1 ->> ''objective'')::public.property_objective';
  end if;
  if pg_catalog.jsonb_typeof(f -> 'types') = 'array' and pg_catalog.jsonb_array_length(f -> 'types') > 0 then
    w := w || ' and p.type = any (array(select pg_catalog.jsonb_array_elements_text($1 -> ''types''))::public.property_type[])';
  end if;
  if f ->> 'min_bedrooms' is not null then
    w := w || ' and p.bedrooms >= ($1 ->> ''min_bedrooms'')::int';
  end if;
  if f ->> 'min_price' is not null then
    w := w || ' and p.price >= ($1 ->> ''min_price'')::bigint';
  end if;
  if f ->> 'max_price' is not null then
    w := w || ' and p.price <= ($1 ->> ''max_price'')::bigint';
  end if;
  -- Each listing in its own transação's terms.
  rent_amount := case when (f ->> 'rent_total')::boolean then private.rent_total_sql() else 'p.price' end;
  if f ->> 'rent_min' is not null then
    w := w || ' and (p.transaction <> ''aluguel'' or ' || rent_amount || ' >= ($1 ->> ''rent_min'')::bigint)';
  end if;
  if f ->> 'rent_max' is not null then
    w := w || ' and (p.transaction <> ''aluguel'' or ' || rent_amount || ' <= ($1 ->> ''rent_max'')::bigint)';
  end if;
  if f ->> 'sale_min' is not null then
    w := w || ' and (p.transaction <> ''venda'' or p.price >= ($1 ->> ''sale_min'')::bigint)';
  end if;
  if f ->> 'sale_max' is not null then
    w := w || ' and (p.transaction <> ''venda'' or p.price <= ($1 ->> ''sale_max'')::bigint)';
  end if;
  if f ->> 'min_area' is not null then
    w := w || ' and p.area >= ($1 ->> ''min_area'')::bigint';
  end if;
  if f ->> 'max_area' is not null then
    w := w || ' and p.area <= ($1 ->> ''max_area'')::bigint';
  end if;
  if f ->> 'min_bathrooms' is not null then
    w := w || ' and p.bathrooms >= ($1 ->> ''min_bathrooms'')::int';
  end if;
  if f ->> 'min_parking' is not null then
    w := w || ' and p.parking_spaces >= ($1 ->> ''min_parking'')::int';
  end if;
  if (f ->> 'furnished')::boolean then
    w := w || ' and p.furnished';
  end if;
  if (f ->> 'pets_allowed')::boolean then
    w := w || ' and p.pets_allowed';
  end if;
  if f ->> 'max_condo_fee' is not null then
    w := w || ' and coalesce(p.condo_fee, 0) <= ($1 ->> ''max_condo_fee'')::bigint';
  end if;
  if pg_catalog.jsonb_typeof(f -> 'condo_features') = 'array' and pg_catalog.jsonb_array_length(f -> 'condo_features') > 0 then
    w := w || ' and p.condo_features @> array(select pg_catalog.jsonb_array_elements_text($1 -> ''condo_features''))';
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
    w := w || ' and p.state = pg_catalog.upper($1 ->> ''state'')';
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

-- search_properties: as in 20261126002400_search_confirmed.sql, except that with rent_total a price sort orders
-- rentals by their monthly total (the amount the filter and the renter read).
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
        select p.id, p.price, (%4$s) as price_key, p.published_at, p.featured, p.premium, p.availability_confirmed_at, (%1$s)::real as rank
        from public.properties p
        where %2$s
      ),
      page as (
        select s.id, s.rank, pg_catalog.row_number() over () as n
        from (select m.* from m order by %3$s limit $4 offset $5) s
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
    $sql$, rank_sql, where_sql, order_sql, price_key)
    using f, tsq, code, page_limit, page_offset, total;
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
    using f, tsq, code, page_limit, page_offset, total;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  end if;
end
$$;

revoke all on function public.search_properties(jsonb) from public, anon, authenticated;
grant execute on function public.search_properties(jsonb) to anon, authenticated, service_role;

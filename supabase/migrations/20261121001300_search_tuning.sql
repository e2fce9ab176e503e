-- Search tuning after measuring 100 000 listings on native Postgres:
--  * accent-folded copies of city, neighbourhood and street are stored (generated columns), so the filters
--    compare plain columns instead of calling unaccent on every candidate row, and the city filter is a
--    prefix match ('sao' → São Paulo, São José…) served by a covering btree index;
--  * a broad text search (more than 5000 matches) orders its page like a search without text, walking the
--    order index (the planner cannot estimate text matches and would fetch and sort them all).

alter table public.properties
  add column city_key text generated always as (public.normalize_text(city)) stored,
  add column neighborhood_key text generated always as (public.normalize_text(neighborhood)) stored,
  add column street_key text generated always as (public.normalize_text(street)) stored;

comment on column public.properties.city_key is 'city lower-cased without accents (filters); generated.';

drop index public.properties_city_trgm_idx;
drop index public.properties_neighborhood_trgm_idx;
drop index public.properties_street_trgm_idx;
create index properties_public_city_idx on public.properties (city_key text_pattern_ops, transaction, type, price)
  include (expires_at, published_at, featured, premium, objective, bedrooms, id)
  where status = 'ativo';
create index properties_neighborhood_trgm_idx on public.properties using gin (neighborhood_key extensions.gin_trgm_ops)
  where status = 'ativo';
create index properties_street_trgm_idx on public.properties using gin (street_key extensions.gin_trgm_ops)
  where status = 'ativo';

create or replace function private.property_filter_sql(filters jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  w text := 'p.status = ''ativo'' and p.expires_at > pg_catalog.now()';
  q text := nullif(pg_catalog.btrim(f ->> 'q'), '');
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
    w := w || ' and p.price >= ($1 ->> ''min_price'')::int';
  end if;
  if f ->> 'max_price' is not null then
    w := w || ' and p.price <= ($1 ->> ''max_price'')::int';
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
    w := w || ' and p.latitude is not null and point(p.longitude, p.latitude) <@ box('
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

create or replace function public.search_properties(filters jsonb default '{}'::jsonb)
returns table (
  id bigint, title text, transaction public.transaction_type, objective public.property_objective,
  type public.property_type, price integer, condo_fee integer, iptu integer, bedrooms smallint,
  bathrooms smallint, parking_spaces smallint, area integer, street text, neighborhood text, city text,
  state text, latitude double precision, longitude double precision, featured boolean, premium boolean,
  published_at timestamptz, agency_id uuid, broker_id uuid, cover_image text, rank real, total_count bigint
)
language plpgsql stable security definer set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  tsq tsquery := private.search_tsquery(search);
  code bigint := private.search_code(search);
  sort text := coalesce(f ->> 'sort', 'relevance');
  page_limit int := least(greatest(coalesce((f ->> 'limit')::int, 20), 1), 100);
  page_offset int := least(greatest(coalesce((f ->> 'offset')::int, 0), 0), 10000);
  where_sql text := private.property_filter_sql(f);
  rank_sql text;
  order_sql text;
  total bigint;
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

  -- Two statements rather than one with a window count: the count is an index-only scan of the
  -- covering index (or a bitmap of the GIN/GiST indexes), and the page query is chosen knowing it.
  if coalesce((f ->> 'count')::boolean, true) then
    execute 'select count(*) from public.properties p where ' || where_sql into total using f, tsq, code;
  end if;

  -- A broad text search (thousands of matches: a city name, a common word) ranks its page by featured and
  -- recent like a search without text: ranking every match would read each one's tsvector.
  if total is not null and total > 5000 and sort = 'relevance' and tsq is not null then
    order_sql := 'featured desc, premium desc, published_at desc, id desc';
  end if;

  if total is not null and total <= 5000 then
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
    -- Many matches (or no count): walking an index in the sort order meets `limit` matches quickly.
    -- Postgres cannot estimate how many rows a text query matches (it guesses a few hundred), so with a
    -- text query it would rather fetch every match by the GIN index and sort them: make it walk the
    -- order index instead, for this one statement.
    if tsq is not null and total is not null then
      perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
      perform pg_catalog.set_config('enable_sort', 'off', true);
    end if;
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
  end if;
end
$$;

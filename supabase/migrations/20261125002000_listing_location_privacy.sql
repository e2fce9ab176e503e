-- Issue #28: the exact location of a listing belongs to its listing side.
--
-- Before: anon and every signed-in user could read street_number, complement, zip_code, latitude, longitude
-- and owner_id of every public listing through the REST API (`GET /rest/v1/properties?select=*`), while the
-- listing page drew only an approximate circle (computed in TypeScript from the listing id, so anyone who read
-- the code could subtract the offset). Now:
--
--  * The approximate point is computed once, in SQL: approx_latitude / approx_longitude are stored generated
--    columns, the exact point moved 120–270 m in a direction drawn from location_seed — a random number per
--    listing that nobody but the listing's own functions reads. The point is stable for the listing (no fresh
--    draw per view to average out), moves along when the exact point is corrected, and the door always lies
--    inside the 400 m circle the page draws (APPROXIMATE_RADIUS_M in lib/search/location.ts).
--  * Column privileges: anon and authenticated may select only the public columns of public.properties
--    (RLS still decides which rows). street_number, complement, zip_code (a CEP can be one building or one
--    side of a block), latitude, longitude, location_seed and owner_id are not among them, so selecting,
--    filtering or ordering on them — `select=*`, embeds, `or=(…)`, counts — is "permission denied" (401/403).
--    Any column added to properties later is private until granted here.
--  * Every public read of a point uses the approximate one: search_properties, properties_in_bbox (markers and
--    clusters) and nearby_properties return it, and their boxes and distances are computed on it (a box or a
--    distance on the exact point would be an oracle: shrinking the box or trilaterating the distance finds the
--    door). The GiST and map-order indexes move to the approximate point.
--  * The exact address goes to the listing side (owner, partner agency, broker) and to a person with a
--    confirmed (or completed) visit to the listing: listing_exact_address(property_id), and the address line of
--    the visit and proposal screens (private.property_address_line) shows the number only to them.
--  * The listing side reads its own listings, exact columns included, through managed_listings().

-- The approximate point --------------------------------------------------------------------------------

-- Offsets from a seed in [0, 1): direction 2π·seed, distance 120 m + 150 m·frac(65536·seed). Rounded to
-- 5 decimals (~1 m). Strict: no point, no approximate point.
create function private.approximate_latitude(lat double precision, seed double precision)
returns double precision
language sql immutable strict parallel safe set search_path = '' as $$
  select pg_catalog.round((lat + (120 + 150 * (seed * 65536 - pg_catalog.floor(seed * 65536)))
           * pg_catalog.cos(2 * pg_catalog.pi() * seed) / 111195)::numeric, 5)::double precision
$$;

create function private.approximate_longitude(lat double precision, lng double precision, seed double precision)
returns double precision
language sql immutable strict parallel safe set search_path = '' as $$
  select pg_catalog.round((lng + (120 + 150 * (seed * 65536 - pg_catalog.floor(seed * 65536)))
           * pg_catalog.sin(2 * pg_catalog.pi() * seed)
           / (111195 * greatest(pg_catalog.cos(pg_catalog.radians(lat)), 0.01)))::numeric, 5)::double precision
$$;

revoke all on function private.approximate_latitude(double precision, double precision),
  private.approximate_longitude(double precision, double precision, double precision) from public;
-- Evaluated with the writer's rights when a row is inserted or its point changes.
grant execute on function private.approximate_latitude(double precision, double precision),
  private.approximate_longitude(double precision, double precision, double precision)
  to authenticated, service_role;

-- A volatile default: every existing row gets its own seed when the column is added.
alter table public.properties
  add column location_seed double precision not null default pg_catalog.random()
    check (location_seed >= 0 and location_seed < 1);
alter table public.properties
  add column approx_latitude double precision
    generated always as (private.approximate_latitude(latitude, location_seed)) stored,
  add column approx_longitude double precision
    generated always as (private.approximate_longitude(latitude, longitude, location_seed)) stored;

comment on column public.properties.location_seed is
  'Private: the random draw behind approx_latitude/approx_longitude (never granted to anon/authenticated).';
comment on column public.properties.approx_latitude is
  'Public approximate point (120–270 m from the door, stable per listing); the exact point is private.';

-- The map's indexes on the approximate point (the box filter and the markers use it).
drop index if exists public.properties_location_idx;
create index properties_location_idx on public.properties using gist (point(approx_longitude, approx_latitude))
  include (approx_latitude, approx_longitude, transaction, type, price, bedrooms, objective, expires_at, featured,
           premium, published_at, id)
  where status = 'ativo' and approx_latitude is not null;
drop index if exists public.properties_public_map_order_idx;
create index properties_public_map_order_idx on public.properties (featured desc, published_at desc, id desc)
  include (approx_latitude, approx_longitude, transaction, type, price, bedrooms, objective, expires_at)
  where status = 'ativo' and approx_latitude is not null;

-- Column privileges --------------------------------------------------------------------------------------

revoke select on public.properties from anon, authenticated;
grant select (
  id, agency_id, broker_id, transaction, objective, type, title, description, price, condo_fee, iptu,
  bedrooms, bathrooms, parking_spaces, area, furnished, pets_allowed, appliances, other_items, condo_features,
  street, neighborhood, city, state, approx_latitude, approx_longitude, status, featured, premium,
  published_at, expires_at, availability_confirmed_at, view_count, created_at, updated_at,
  search_vector, city_key, neighborhood_key, street_key
) on public.properties to anon, authenticated;

-- Who sees the exact location ----------------------------------------------------------------------------

-- The listing side, or the client of a confirmed (or completed) visit to the listing.
create function private.sees_exact_location(property bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select (select auth.uid()) is not null and (
    private.manages_property(property)
    or exists (
      select 1 from public.visits v
      where v.property_id = property and v.requester_id = (select auth.uid())
        and v.status in ('confirmada', 'realizada')
    )
  )
$$;
revoke all on function private.sees_exact_location(bigint) from public;
grant execute on function private.sees_exact_location(bigint) to authenticated, service_role;

-- The exact address and point of a listing, for those who may see it; an error for everyone else (also for
-- an unknown id: no existence oracle). listing_side: the caller is the owner, partner agency or broker.
create function public.listing_exact_address(property_id bigint)
returns table (
  id bigint, street text, street_number text, complement text, neighborhood text, city text, state text,
  zip_code text, latitude double precision, longitude double precision, listing_side boolean
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not coalesce(private.sees_exact_location(listing_exact_address.property_id), false) then
    raise exception 'O endereço completo é mostrado só a quem anuncia o imóvel e a quem tem visita confirmada.'
      using errcode = '42501', hint = 'exact_address_forbidden';
  end if;
  return query
    select p.id, p.street, p.street_number, p.complement, p.neighborhood, p.city, p.state, p.zip_code,
           p.latitude, p.longitude, private.manages_property(p.id)
    from public.properties p
    where p.id = listing_exact_address.property_id;
end
$$;

-- The caller's listings (owner, partner agency or broker), every column: the listing side's own reads.
create function public.managed_listings() returns setof public.properties
language sql stable security definer set search_path = '' as $$
  select p.* from public.properties p where p.id in (select private.managed_property_ids())
$$;

revoke all on function public.listing_exact_address(bigint), public.managed_listings() from public, anon, authenticated;
grant execute on function public.listing_exact_address(bigint), public.managed_listings() to authenticated, service_role;

-- The one-line address of the visit and proposal screens: the number only for those who see the exact
-- location (a client who merely asked for a visit or made a proposal sees the street).
create or replace function private.property_address_line(p public.properties) returns text
language sql stable set search_path = '' as $$
  select pg_catalog.concat_ws(', ',
           nullif(pg_catalog.concat_ws(' ', p.street,
                                       case when private.sees_exact_location(p.id) then p.street_number end), ''),
           p.neighborhood, p.city || ' - ' || p.state)
$$;

-- The public reads of a point: the approximate one ------------------------------------------------------
-- (Bodies as in 20261121001300_search_tuning.sql, 20261122000100_search_perf.sql and 20261121001000_search.sql,
-- with the approximate point in the box, the distance and the output columns.)

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
             p.bathrooms, p.parking_spaces, p.area, p.street, p.neighborhood, p.city, p.state, p.approx_latitude,
             p.approx_longitude, p.featured, p.premium, p.published_at, p.agency_id, p.broker_id,
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
             p.bathrooms, p.parking_spaces, p.area, p.street, p.neighborhood, p.city, p.state, p.approx_latitude,
             p.approx_longitude, p.featured, p.premium, p.published_at, p.agency_id, p.broker_id,
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
    select p.id, p.approx_latitude, p.approx_longitude, p.price, p.transaction, p.type
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

create or replace function public.nearby_properties(
  lat double precision, lng double precision, radius_km double precision default 10,
  agency_slug text default null, max_rows integer default 50)
returns table (
  id bigint, title text, transaction public.transaction_type, type public.property_type, price integer,
  bedrooms smallint, bathrooms smallint, parking_spaces smallint, area integer, street text, neighborhood text,
  city text, state text, latitude double precision, longitude double precision, featured boolean,
  cover_image text, distance_m integer
)
language sql stable security definer set search_path = '' as $$
  with origin as (
    select nearby_properties.lat as lat, nearby_properties.lng as lng,
           least(greatest(coalesce(nearby_properties.radius_km, 10), 0.1), 500) as r,
           (select a.id from public.profiles a
             where a.slug = pg_catalog.lower(nearby_properties.agency_slug) and a.role in ('imobiliaria', 'corretor')) as agency
  ),
  bounds as (
    select o.*, o.r / 111.195 as dlat,
           o.r / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians(o.lat)), 0.01)) as dlng
    from origin o
    where o.lat between -90 and 90 and o.lng between -180 and 180
      and (nearby_properties.agency_slug is null or o.agency is not null)
  ),
  candidates as (
    select p.*, (2 * 6371000 * pg_catalog.asin(pg_catalog.sqrt(
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_latitude - b.lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(b.lat)) * pg_catalog.cos(pg_catalog.radians(p.approx_latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_longitude - b.lng) / 2), 2)))) as d,
           b.r
    from bounds b
    join public.properties p
      on p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.approx_latitude is not null
     and point(p.approx_longitude, p.approx_latitude) <@ box(point(b.lng - b.dlng, b.lat - b.dlat), point(b.lng + b.dlng, b.lat + b.dlat))
     and (b.agency is null or p.agency_id = b.agency or p.broker_id = b.agency)
  )
  select c.id, c.title, c.transaction, c.type, c.price, c.bedrooms, c.bathrooms, c.parking_spaces, c.area,
         c.street, c.neighborhood, c.city, c.state, c.approx_latitude, c.approx_longitude, c.featured,
         (select i.storage_path from public.property_images i where i.property_id = c.id
           order by i.position, i.id limit 1),
         pg_catalog.round(c.d)::int
  from candidates c
  where c.d <= c.r * 1000
  order by c.d, c.id
  limit least(greatest(coalesce(nearby_properties.max_rows, 50), 1), 200)
$$;

create or replace function public.similar_properties(property_id bigint, max_rows integer default 3)
returns table (
  id bigint, title text, transaction public.transaction_type, type public.property_type, price integer,
  bedrooms smallint, bathrooms smallint, parking_spaces smallint, area integer, neighborhood text, city text,
  state text, latitude double precision, longitude double precision, featured boolean, cover_image text
)
language sql stable security definer set search_path = '' as $$
  select p.id, p.title, p.transaction, p.type, p.price, p.bedrooms, p.bathrooms, p.parking_spaces, p.area,
         p.neighborhood, p.city, p.state, p.approx_latitude, p.approx_longitude, p.featured,
         (select i.storage_path from public.property_images i where i.property_id = p.id
           order by i.position, i.id limit 1)
  from public.properties s
  join public.properties p
    on p.transaction = s.transaction and p.city = s.city and p.id <> s.id
   and p.status = 'ativo' and p.expires_at > pg_catalog.now()
   and p.price between s.price / 2 and s.price * 2
  where s.id = similar_properties.property_id
  order by (p.type = s.type) desc, pg_catalog.abs(p.price - s.price), p.id
  limit least(greatest(coalesce(similar_properties.max_rows, 3), 1), 24)
$$;

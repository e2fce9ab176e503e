-- Search, map, nearby, similar listings and the agency dashboard counts.
--
-- The search functions are SECURITY DEFINER on purpose: they return public listings only (status ativo
-- and not expired, stated explicitly in every query), and running them without row level security lets
-- Postgres use the GIN/GiST/trigram indexes (operators like @@, <@ and LIKE are not leakproof, so under
-- RLS their index conditions could not be pushed below the policy quals).
--
-- Filters (a jsonb object; every key optional):
--   q              text: Portuguese full text, accent-insensitive, prefix on the last word; '#123' or
--                  '123' also matches the listing code
--   transaction    'venda' | 'aluguel'
--   objective      'residencial' | 'comercial'
--   types          ['apartamento', 'casa', …]
--   min_bedrooms   integer (at least)
--   min_price, max_price   integer reais
--   street, neighborhood, city   text, accent- and case-insensitive "contains"
--   state          'SP'
--   min_lat, min_lng, max_lat, max_lng   bounding box (all four)
--   agency_id      uuid: listings of that agency or broker
--   featured       true: featured listings only
--   sort           'relevance' (default) | 'price_asc' | 'price_desc' | 'recent'
--   limit          1..100 (default 20); offset 0..10000 (default 0)
--   count          false: skip the total (total_count null), e.g. for the next pages

-- Hot-path text helpers run once per row in generated columns and index rechecks: without a SET clause
-- they cost a few microseconds instead of ~30 (no GUC save/restore per call) and normalize_text can be
-- inlined. Both only call schema-qualified, immutable-in-practice functions, so no search_path is needed.
alter function public.immutable_unaccent(text) reset search_path;
alter function public.normalize_text(text) reset search_path;

-- Narrow covering indexes serve the public search (status ativo): the count of the matches comes from an
-- index-only scan of the transaction/type range instead of the wide heap (rows carry the description and
-- the tsvector).
drop index public.properties_public_recent_idx;
drop index public.properties_public_price_idx;
drop index public.properties_public_type_idx;
drop index public.properties_public_expires_idx;
create index properties_public_search_idx on public.properties (transaction, type, price)
  include (expires_at, published_at, featured, premium, objective, bedrooms, id)
  where status = 'ativo';
-- The sort orders of a result page, so a broad search walks an index in order and stops at `limit`.
create index properties_public_recent_idx on public.properties (published_at desc, id desc)
  include (transaction, type, price, expires_at, objective, bedrooms)
  where status = 'ativo';
create index properties_public_price_idx on public.properties (price, id)
  include (transaction, type, published_at, expires_at, objective, bedrooms)
  where status = 'ativo';
create index properties_public_relevance_idx on public.properties (featured desc, premium desc, published_at desc, id desc)
  include (transaction, type, price, expires_at, objective, bedrooms)
  where status = 'ativo';

-- The tsquery of a search text: words accent-folded, ANDed, the last one as a prefix.
create function private.search_tsquery(search text) returns tsquery
language sql immutable parallel safe set search_path = '' as $$
  with words as (
    select w, n
    from pg_catalog.regexp_split_to_table(public.normalize_text(search), '[^a-z0-9]+') with ordinality as t(w, n)
    where w <> ''
  ),
  terms as (
    select pg_catalog.string_agg(
      case when n = (select max(n) from words) then w || ':*' else w end, ' & ' order by n) as q
    from words
  )
  select nullif(pg_catalog.to_tsquery('portuguese'::regconfig, q), ''::tsquery) from terms
$$;

-- The listing code in a search text ('#123', '123'), or null.
create function private.search_code(search text) returns bigint
language sql immutable parallel safe set search_path = '' as $$
  select case when search ~ '^\s*#?\s*[0-9]{1,15}\s*$'
              then pg_catalog.regexp_replace(search, '[^0-9]', '', 'g')::bigint end
$$;

-- The WHERE clause of a filter object, as SQL text over `p` (public.properties) where $1 is the filter
-- object itself, $2 the tsquery and $3 the code. Only the presence of keys shapes the text; values are
-- always read from $1 at run time, never spliced in.
create function private.property_filter_sql(filters jsonb) returns text
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
    w := w || ' and public.normalize_text(p.street) like ''%'' || public.normalize_text($1 ->> ''street'') || ''%''';
  end if;
  if nullif(pg_catalog.btrim(f ->> 'neighborhood'), '') is not null then
    w := w || ' and public.normalize_text(p.neighborhood) like ''%'' || public.normalize_text($1 ->> ''neighborhood'') || ''%''';
  end if;
  if nullif(pg_catalog.btrim(f ->> 'city'), '') is not null then
    w := w || ' and public.normalize_text(p.city) like ''%'' || public.normalize_text($1 ->> ''city'') || ''%''';
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

revoke all on function private.search_tsquery(text), private.search_code(text), private.property_filter_sql(jsonb)
  from public;

-- One page of public listings (card fields, cover photo) and the total number of matches.
create function public.search_properties(filters jsonb default '{}'::jsonb)
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
  end if;
end
$$;

-- Light rows for the map: every public listing in the box that matches the filters (at most max_rows,
-- featured and recent first).
create function public.properties_in_bbox(
  min_lat double precision, min_lng double precision, max_lat double precision, max_lng double precision,
  filters jsonb default '{}'::jsonb, max_rows integer default 2000)
returns table (id bigint, latitude double precision, longitude double precision, price integer,
               transaction public.transaction_type, type public.property_type)
language plpgsql stable security definer set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb) - 'sort' - 'limit' - 'offset'
             || pg_catalog.jsonb_build_object('min_lat', min_lat, 'min_lng', min_lng, 'max_lat', max_lat, 'max_lng', max_lng);
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
begin
  if min_lat is null or min_lng is null or max_lat is null or max_lng is null then
    raise exception 'min_lat, min_lng, max_lat and max_lng are required' using errcode = '22023';
  end if;
  return query execute pg_catalog.format($sql$
    select p.id, p.latitude, p.longitude, p.price, p.transaction, p.type
    from public.properties p
    where %1$s
    order by p.featured desc, p.published_at desc, p.id desc
    limit $4
  $sql$, private.property_filter_sql(f))
  using f, private.search_tsquery(search), private.search_code(search),
        least(greatest(coalesce(max_rows, 2000), 1), 5000);
end
$$;

-- Public listings within radius_km of (lat, lng), nearest first, with the great-circle distance in metres
-- (haversine, earth radius 6371 km). agency_slug limits them to one agency's (or broker's) listings.
create function public.nearby_properties(
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
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.latitude - b.lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(b.lat)) * pg_catalog.cos(pg_catalog.radians(p.latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.longitude - b.lng) / 2), 2)))) as d,
           b.r
    from bounds b
    join public.properties p
      on p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.latitude is not null
     and point(p.longitude, p.latitude) <@ box(point(b.lng - b.dlng, b.lat - b.dlat), point(b.lng + b.dlng, b.lat + b.dlat))
     and (b.agency is null or p.agency_id = b.agency or p.broker_id = b.agency)
  )
  select c.id, c.title, c.transaction, c.type, c.price, c.bedrooms, c.bathrooms, c.parking_spaces, c.area,
         c.street, c.neighborhood, c.city, c.state, c.latitude, c.longitude, c.featured,
         (select i.storage_path from public.property_images i where i.property_id = c.id
           order by i.position, i.id limit 1),
         pg_catalog.round(c.d)::int
  from candidates c
  where c.d <= c.r * 1000
  order by c.d, c.id
  limit least(greatest(coalesce(nearby_properties.max_rows, 50), 1), 200)
$$;

-- Listings like this one: same transaction and city, the same type first, the closest price first.
create function public.similar_properties(property_id bigint, max_rows integer default 3)
returns table (
  id bigint, title text, transaction public.transaction_type, type public.property_type, price integer,
  bedrooms smallint, bathrooms smallint, parking_spaces smallint, area integer, neighborhood text, city text,
  state text, latitude double precision, longitude double precision, featured boolean, cover_image text
)
language sql stable security definer set search_path = '' as $$
  select p.id, p.title, p.transaction, p.type, p.price, p.bedrooms, p.bathrooms, p.parking_spaces, p.area,
         p.neighborhood, p.city, p.state, p.latitude, p.longitude, p.featured,
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

-- The count cards of the agency dashboard (also meaningful for an owner or a broker: their listings).
create function public.agency_dashboard_counts()
returns table (
  properties bigint, active_properties bigint, appointments bigint, upcoming_appointments bigint,
  brokers bigint, proposals bigint, open_proposals bigint
)
language sql stable security invoker set search_path = '' as $$
  with mine as (select private.managed_property_ids() as id)
  select
    (select count(*) from mine),
    (select count(*) from public.properties p where p.id in (select id from mine) and p.status = 'ativo'),
    (select count(*) from public.visits v where v.property_id in (select id from mine)),
    (select count(*) from public.visits v where v.property_id in (select id from mine)
        and v.status in ('agendada', 'confirmada')
        and v.visit_date >= pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date),
    (select count(*) from public.profiles b where b.agency_id = (select auth.uid()) and b.role = 'corretor'),
    (select count(*) from public.proposals pr where pr.property_id in (select id from mine)),
    (select count(*) from public.proposals pr where pr.property_id in (select id from mine)
        and pr.status in ('pendente', 'negociada'))
$$;

revoke all on function public.search_properties(jsonb),
  public.properties_in_bbox(double precision, double precision, double precision, double precision, jsonb, integer),
  public.nearby_properties(double precision, double precision, double precision, text, integer),
  public.similar_properties(bigint, integer), public.agency_dashboard_counts()
  from public, anon, authenticated;
grant execute on function public.search_properties(jsonb),
  public.properties_in_bbox(double precision, double precision, double precision, double precision, jsonb, integer),
  public.nearby_properties(double precision, double precision, double precision, text, integer),
  public.similar_properties(bigint, integer)
  to anon, authenticated, service_role;
grant execute on function public.agency_dashboard_counts() to authenticated, service_role;
grant execute on function private.search_tsquery(text), private.search_code(text), private.property_filter_sql(jsonb)
  to service_role;

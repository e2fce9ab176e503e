-- Issue #22: searching an area drawn on the /buscar map. The filter object of search_properties,
-- properties_in_bbox and the saved searches' alerts gains the key `polygon`: [[lng, lat], …], 3 to 100
-- corners (the closing corner may repeat the first), no two edges crossing, each a real longitude and
-- latitude (the listings' public approximate point is what is tested, as the map's box does). It is read by
-- private.search_polygon (Portuguese messages, SQLSTATE 22023, HINT 'area_*' naming the fault) and written
-- into the condition as literals: first the polygon's bounding box (`point <@ box`, the GiST index
-- properties_location_idx and the covering indexes' approx columns answer it), then `polygon @> point`
-- (a point on an edge counts as inside). property_filter_sql's parameters ($1 filters, $2 tsquery,
-- $3 código) are unchanged; otherwise it is 20261128130000's definition. A saved search stores this filter
-- object, so an alert matches a drawn area through the same predicate with no change of its own.

-- The polygon of a filter's `polygon` value, or an error a person can read.
create or replace function private.search_polygon(poly jsonb) returns polygon
language plpgsql immutable set search_path = '' as $$
declare
  pts float8[] := '{}';
  n int;
  e jsonb;
  x float8;
  y float8;
  area float8 := 0;
  crossing boolean;
begin
  if pg_catalog.jsonb_typeof(poly) is distinct from 'array' then
    raise exception 'A área desenhada é inválida.' using errcode = '22023', hint = 'area_invalid';
  end if;
  n := pg_catalog.jsonb_array_length(poly);
  if n > 101 then
    raise exception 'A área desenhada tem mais de 100 pontos. Desenhe um contorno mais simples.'
      using errcode = '22023', hint = 'area_too_many';
  end if;
  for e in select v from pg_catalog.jsonb_array_elements(poly) as t (v) loop
    if pg_catalog.jsonb_typeof(e) is distinct from 'array' or pg_catalog.jsonb_array_length(e) <> 2
       or pg_catalog.jsonb_typeof(e -> 0) <> 'number' or pg_catalog.jsonb_typeof(e -> 1) <> 'number' then
      raise exception 'A área desenhada é inválida.' using errcode = '22023', hint = 'area_invalid';
    end if;
    x := (e ->> 0)::float8;
    y := (e ->> 1)::float8;
    if x not between -180 and 180 or y not between -90 and 90 then
      raise exception 'A área desenhada é inválida.' using errcode = '22023', hint = 'area_invalid';
    end if;
    pts := pts || array[x, y];
  end loop;
  -- The closing corner (a repeat of the first) is implied.
  if n > 1 and pts[1] = pts[2 * n - 1] and pts[2] = pts[2 * n] then
    n := n - 1;
    pts := pts[1:2 * n];
  end if;
  if n > 100 then
    raise exception 'A área desenhada tem mais de 100 pontos. Desenhe um contorno mais simples.'
      using errcode = '22023', hint = 'area_too_many';
  end if;
  if n < 3 then
    raise exception 'Desenhe uma área com pelo menos 3 pontos.' using errcode = '22023', hint = 'area_too_few';
  end if;
  -- Two edges that are not neighbours must not touch (a repeated corner makes them touch too).
  with s as (
    select i, pg_catalog.lseg(point(pts[2 * i - 1], pts[2 * i]), point(pts[2 * (i % n) + 1], pts[2 * (i % n) + 2])) as l
    from pg_catalog.generate_series(1, n) as i
  )
  select exists (
    select from s a join s b on b.i > a.i + 1 and not (a.i = 1 and b.i = n)
    where a.l ?# b.l
  ) into crossing;
  if crossing then
    raise exception 'A área desenhada cruza a si mesma. Desenhe um contorno sem cruzamentos.'
      using errcode = '22023', hint = 'area_crossing';
  end if;
  -- A polygon that encloses nothing (all corners in a line).
  for i in 1 .. n loop
    area := area + pts[2 * i - 1] * pts[2 * (i % n) + 2] - pts[2 * (i % n) + 1] * pts[2 * i];
  end loop;
  if abs(area) < 1e-12 then
    raise exception 'A área desenhada é inválida.' using errcode = '22023', hint = 'area_invalid';
  end if;
  return ('(' || (select pg_catalog.string_agg('(' || pts[2 * i - 1] || ',' || pts[2 * i] || ')', ',' order by i)
                  from pg_catalog.generate_series(1, n) as i) || ')')::polygon;
end
$$;
revoke all on function private.search_polygon(jsonb) from public, anon, authenticated;

create or replace function private.property_filter_sql(filters jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  w text := 'p.status = ''ativo'' and p.expires_at > pg_catalog.now()';
  q text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  txn text := f ->> 'transaction';
  poly polygon;
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
  -- The drawn area (issue #22): its bounding box first (the location indexes), then the polygon itself.
  if f ? 'polygon' and pg_catalog.jsonb_typeof(f -> 'polygon') <> 'null' then
    poly := private.search_polygon(f -> 'polygon');
    w := w || ' and p.approx_latitude is not null and point(p.approx_longitude, p.approx_latitude) <@ '
           || pg_catalog.quote_literal(pg_catalog.box(poly)::text) || '::box and '
           || pg_catalog.quote_literal(poly::text) || '::polygon @> point(p.approx_longitude, p.approx_latitude)';
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
revoke all on function private.property_filter_sql(jsonb) from public, anon, authenticated;
grant execute on function private.search_polygon(jsonb) to service_role;

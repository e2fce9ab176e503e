-- Issue #34: the /buscar filter 'Abaixo da mediana da região' (rpc filters key below_median: true): only
-- listings whose R$/m² is below the median of their comparables — the same group the listing page shows
-- (its bairro's with >= 5 comparables, else its city's with >= 5; none: not shown by this filter) —, read
-- from the precomputed groups of 20261130130000_price_context.sql by two primary-key lookups per candidate
-- (the other conditions keep their indexes: this one is a filter on top of them).
--
-- private.property_filter_sql is re-created from its latest definition (20261130110000_search_area.sql,
-- issue #22: the drawn area) with the one condition added before agency_id.
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
  -- 'Abaixo da mediana da região' (issue #34): under the median of the listing's own comparables.
  if (f ->> 'below_median')::boolean then
    w := w || ' and p.price_per_m2 < coalesce('
           || '(select g.median from private.price_context_groups g where g.transaction = p.transaction'
           || ' and g.type = p.type and g.state = p.state and g.city_key = p.city_key and p.neighborhood_key <> '''''
           || ' and g.neighborhood_key = p.neighborhood_key and g.bedrooms = p.bedrooms and g.comparables >= 5), '
           || '(select g.median from private.price_context_groups g where g.transaction = p.transaction'
           || ' and g.type = p.type and g.state = p.state and g.city_key = p.city_key'
           || ' and g.neighborhood_key = '''' and g.bedrooms = p.bedrooms and g.comparables >= 5))';
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

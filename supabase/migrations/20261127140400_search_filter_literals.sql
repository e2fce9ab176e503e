-- Issue #36: the search's numeric filters (prices, monthly totals, área, condomínio, banheiros, vagas,
-- quartos) reach the planner as literals, cast in PL/pgSQL first (a malformed value still fails with
-- 22P02/22003, nothing else can be written: the text of a bigint/int is digits and a sign). As parameter
-- expressions ('($1 ->> ''rent_max'')::bigint') the planner guessed a third of the table for every range
-- and chose sequential scans ('Todos' with a rent and a sale range: ~600 ms at 100k under load).

create or replace function private.property_filter_sql(filters jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb);
  w text := 'p.status = ''ativo'' and p.expires_at > pg_catalog.now()';
  q text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  rent_amount text;
  txn text := f ->> 'transaction';
  rent_conds text := '';
  sale_conds text := '';
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
    w := w || ' and p.type = any (array(select pg_catalog.jsonb_array_elements_text($1 -> ''types''))::public.property_type[])';
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
  -- Each listing in its own transação's terms. With a transação chosen, only its own conditions, written
  -- plainly so that an index range serves them (the rent_total and sale_price indexes); in 'Todos', one
  -- branch per transação (a BitmapOr of the two partial indexes).
  rent_amount := case when (f ->> 'rent_total')::boolean then private.rent_total_sql() else 'p.price' end;
  if f ->> 'rent_min' is not null then
    rent_conds := rent_conds || ' and ' || rent_amount || ' >= ' || (f ->> 'rent_min')::bigint;
  end if;
  if f ->> 'rent_max' is not null then
    rent_conds := rent_conds || ' and ' || rent_amount || ' <= ' || (f ->> 'rent_max')::bigint;
  end if;
  if f ->> 'sale_min' is not null then
    sale_conds := sale_conds || ' and p.price >= ' || (f ->> 'sale_min')::bigint;
  end if;
  if f ->> 'sale_max' is not null then
    sale_conds := sale_conds || ' and p.price <= ' || (f ->> 'sale_max')::bigint;
  end if;
  if txn = 'aluguel' then
    w := w || rent_conds;
  elsif txn = 'venda' then
    w := w || sale_conds;
  elsif rent_conds <> '' or sale_conds <> '' then
    w := w || ' and ((p.transaction = ''aluguel''' || rent_conds || ') or (p.transaction = ''venda''' || sale_conds || '))';
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

-- Issue #22 (bench:search): publishing one listing against 10 000 saved searches took seconds (~8 s at 100k
-- listings, load ~13): after the transação/UF/city pre-checks ~2 000 searches remained, and each ran its
-- predicate as a statement on public.properties (planned against ~30 indexes) — and a drawn area's polygon
-- was checked again for each. Now:
--  * more plain pre-checks, each only a necessary condition of the predicate (a search they skip cannot match;
--    a value of an unexpected JSON type is never skipped, the predicate decides): quartos, tipos, pets,
--    mobiliado, the maximum rent (the rent is at most the valor total), the sale range, and the drawn area's
--    bounding box, kept in a stored column (saved_searches.area_box) so it is not read from the JSON each time;
--  * the predicate itself is unchanged — private.property_filter_sql, the text search_properties runs, with
--    property_or_sql (its FROM item's UNION ALL as one condition, equivalent by construction) — but each
--    search's text is kept (private.saved_search_match: its $1/$2/$3 written as literals; rebuilt when the
--    definitions of those functions change, see saved_search_match_version) and all the remaining searches
--    are evaluated in ONE statement on the listing's row (a one-row FROM item), not one lookup each;
--  * should that statement fail (a search whose text no longer runs), each search is evaluated alone as
--    before, and one that fails is skipped: the listing still publishes.
-- saved_search_matches (and the tests' saved_search_matches_listing) evaluate the search_properties text
-- (FROM item and WHERE) on the listing's row.

-- The bounding box of a filter object's drawn area, or null (no area, or one the predicate will refuse).
create or replace function private.saved_search_area_box(filters jsonb) returns box
language plpgsql immutable set search_path = '' as $$
declare
  poly jsonb := filters -> 'polygon';
  b box;
begin
  if pg_catalog.jsonb_typeof(poly) is distinct from 'array' or pg_catalog.jsonb_array_length(poly) > 101 then
    return null;
  end if;
  if exists (select from pg_catalog.jsonb_array_elements(poly) e (v)
             where pg_catalog.jsonb_typeof(e.v) is distinct from 'array'
                or pg_catalog.jsonb_typeof(e.v -> 0) is distinct from 'number'
                or pg_catalog.jsonb_typeof(e.v -> 1) is distinct from 'number') then
    return null;
  end if;
  select box(point(min((e.v ->> 0)::float8), min((e.v ->> 1)::float8)), point(max((e.v ->> 0)::float8), max((e.v ->> 1)::float8)))
    into b from pg_catalog.jsonb_array_elements(poly) e (v);
  return b;
end
$$;
revoke all on function private.saved_search_area_box(jsonb) from public, anon, authenticated;

alter table public.saved_searches
  add column area_box box generated always as (private.saved_search_area_box(filters)) stored;
comment on column public.saved_searches.area_box is
  'Private: the bounding box of the drawn area of filters (the alert queue''s pre-check); not granted to the API roles.';

-- Does the listing (its row) match the filter object? The predicate of search_properties: its FROM item
-- (with the one row in place of the table) and its WHERE.
create or replace function private.saved_search_matches_row(filters jsonb, prop public.properties) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb) - 'sort' - 'limit' - 'offset' - 'count' - 'count_limit';
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  hit boolean;
begin
  if prop.id is null then
    return false;
  end if;
  execute 'select exists (select 1 from '
    || pg_catalog.replace(private.property_from_sql(f), 'public.properties p', '(select ($5).*) p')
    || ' where ' || private.property_filter_sql(f) || ' and p.id = $4)'
    into hit using f, private.search_tsquery(search), private.search_code(search), prop.id, prop;
  return hit;
end
$$;
revoke all on function private.saved_search_matches_row(jsonb, public.properties) from public, anon, authenticated;

create or replace function private.saved_search_matches(filters jsonb, property_id bigint) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  prop public.properties;
begin
  select * into prop from public.properties p where p.id = saved_search_matches.property_id;
  return private.saved_search_matches_row(filters, prop);
end
$$;
revoke all on function private.saved_search_matches(jsonb, bigint) from public, anon, authenticated;

-- The version of the predicate's definition: the saved texts of private.saved_search_match are rebuilt when
-- it changes (a later migration re-creating property_filter_sql, property_or_sql, property_price_sql or
-- search_tsquery).
create or replace function private.saved_search_match_version() returns text
language sql stable set search_path = '' as $$
  select pg_catalog.md5(pg_catalog.string_agg(p.prosrc, '|' order by p.oid::regprocedure::text))
  from pg_catalog.pg_proc p
  where p.oid in ('private.property_filter_sql(jsonb)'::regprocedure, 'private.property_or_sql(jsonb)'::regprocedure,
                  'private.property_price_sql(jsonb, text)'::regprocedure, 'private.search_tsquery(text)'::regprocedure,
                  'private.search_code(text)'::regprocedure, 'private.search_polygon(jsonb)'::regprocedure)
$$;
revoke all on function private.saved_search_match_version() from public, anon, authenticated;

-- A search's condition on one row (alias p) with its parameters written in: property_filter_sql and
-- property_or_sql with $1 (the filters), $2 (the text query) and $3 (the código) as literals — replaced only
-- outside the text's quoted literals. Null when the filters cannot be read (the search is then skipped).
create or replace function private.saved_search_match_sql(filters jsonb) returns text
language plpgsql stable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb) - 'sort' - 'limit' - 'offset' - 'count' - 'count_limit';
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  tsq tsquery;
  code bigint;
  parts text[];
  l1 text;
  l2 text;
  l3 text;
begin
  parts := pg_catalog.string_to_array(private.property_filter_sql(f) || private.property_or_sql(f), '''');
  tsq := private.search_tsquery(search);
  code := private.search_code(search);
  l1 := pg_catalog.quote_literal(f::text) || '::jsonb';
  l2 := coalesce(pg_catalog.quote_literal(tsq::text) || '::tsquery', 'null::tsquery');
  l3 := coalesce(code::text || '::bigint', 'null::bigint');
  -- Odd elements (1-based) are outside the quotes; $2 and $3 first: their literals hold no '$'.
  for i in 1 .. pg_catalog.array_length(parts, 1) by 2 loop
    parts[i] := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(parts[i], '$2', l2), '$3', l3), '$1', l1);
  end loop;
  return '(' || pg_catalog.array_to_string(parts, '''') || ')';
exception when others then
  return null;
end
$$;
revoke all on function private.saved_search_match_sql(jsonb) from public, anon, authenticated;

create table private.saved_search_match (
  search_id bigint primary key references public.saved_searches (id) on delete cascade,
  version text not null,
  condition text
);
revoke all on table private.saved_search_match from public, anon, authenticated;

-- Queues an alert for every active saved search the listing matches (not its own side's searches).
create or replace function private.saved_search_queue(p_property_id bigint, p_reason text) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
  s record;
  queued integer := 0;
  hit boolean;
  n integer;
  here point;
  candidates bigint[];
  ver text := private.saved_search_match_version();
  batch text;
  hits bigint[];
begin
  select * into prop from public.properties p where p.id = p_property_id;
  if prop.id is null or prop.status <> 'ativo' then
    return 0;
  end if;
  here := case when prop.approx_latitude is not null then point(prop.approx_longitude, prop.approx_latitude) end;
  select coalesce(pg_catalog.array_agg(ss.id), '{}') into candidates
  from public.saved_searches ss
    where not ss.paused
      and (ss.filters ->> 'transaction' is null or ss.filters ->> 'transaction' = prop.transaction::text)
      and (nullif(pg_catalog.btrim(ss.filters ->> 'state'), '') is null
           or pg_catalog.upper(ss.filters ->> 'state') = prop.state)
      and (nullif(pg_catalog.btrim(ss.filters ->> 'city'), '') is null
           or prop.city_key like public.normalize_text(ss.filters ->> 'city') || '%')
      -- A drawn area: the listing's public point within its bounding box (no point: no area matches).
      and (ss.area_box is null or (here is not null and ss.area_box @> here))
      and (pg_catalog.jsonb_typeof(ss.filters -> 'min_bedrooms') is distinct from 'number'
           or prop.bedrooms >= pg_catalog.round((ss.filters ->> 'min_bedrooms')::numeric))
      and (pg_catalog.jsonb_typeof(ss.filters -> 'types') is distinct from 'array'
           or pg_catalog.jsonb_array_length(ss.filters -> 'types') = 0
           or ss.filters -> 'types' ? prop.type::text)
      and ((ss.filters ->> 'pets_allowed') is distinct from 'true' or prop.pets_allowed)
      and ((ss.filters ->> 'furnished') is distinct from 'true' or prop.furnished)
      and (prop.transaction <> 'aluguel' or pg_catalog.jsonb_typeof(ss.filters -> 'rent_max') is distinct from 'number'
           or prop.price <= (ss.filters ->> 'rent_max')::numeric)
      and (prop.transaction <> 'venda' or pg_catalog.jsonb_typeof(ss.filters -> 'sale_max') is distinct from 'number'
           or prop.price <= (ss.filters ->> 'sale_max')::numeric)
      and (prop.transaction <> 'venda' or pg_catalog.jsonb_typeof(ss.filters -> 'sale_min') is distinct from 'number'
           or prop.price >= (ss.filters ->> 'sale_min')::numeric)
      and ss.user_id is distinct from prop.owner_id
      and ss.user_id is distinct from prop.broker_id
      and ss.user_id is distinct from prop.agency_id;
  if pg_catalog.cardinality(candidates) = 0 then
    return 0;
  end if;
  -- The searches' conditions, (re)built when missing or of an older definition.
  insert into private.saved_search_match (search_id, version, condition)
  select ss.id, ver, private.saved_search_match_sql(ss.filters)
  from public.saved_searches ss
  left join private.saved_search_match m on m.search_id = ss.id
  where ss.id = any (candidates) and m.version is distinct from ver
  on conflict (search_id) do update set version = excluded.version, condition = excluded.condition;
  select pg_catalog.string_agg('case when ' || m.condition || ' then ' || m.search_id || '::bigint end', ', ')
    into batch
  from private.saved_search_match m
  where m.search_id = any (candidates) and m.condition is not null;
  begin
    if batch is null then
      hits := '{}';
    else
      execute 'select pg_catalog.array_remove(array[' || batch || ']::bigint[], null) from (select ($1).*) p'
        into hits using prop;
    end if;
  exception when others then
    -- One search's condition no longer runs: each alone, as the predicate of search_properties; one that
    -- fails is skipped, the listing still publishes.
    hits := '{}';
    for s in select ss.id, ss.filters from public.saved_searches ss where ss.id = any (candidates) loop
      begin
        hit := private.saved_search_matches_row(s.filters, prop);
      exception when others then
        hit := false;
      end;
      if hit then
        hits := hits || s.id;
      end if;
    end loop;
  end;
  insert into public.saved_search_alerts (search_id, user_id, property_id, reason)
  select ss.id, ss.user_id, p_property_id, p_reason from public.saved_searches ss where ss.id = any (hits)
  on conflict (search_id, property_id) do nothing;
  get diagnostics n = row_count;
  queued := n;
  return queued;
end
$$;
revoke all on function private.saved_search_queue(bigint, text) from public, anon, authenticated;

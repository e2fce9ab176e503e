-- Issue #22 (bench:search, one new listing against 10 000 saved searches, target p95 <= 50 ms): on a quiet
-- machine p95 was 105 ms. Where the time went (the listing with 885 candidates): the plain pre-checks read
-- every search's JSON (and normalised its city) — ~15% —; the ONE statement evaluating the candidates'
-- conditions spent 56 ms PLANNING and 9 ms executing: each condition carried its filter object as a jsonb
-- literal (polygon included) and its own polygon and box literals, all parsed and folded by the planner, ~270 kB
-- of SQL for one listing; the alerts' insert the rest. Now:
--  * the city pre-check reads a stored column (saved_searches.alert_city: the normalised city the predicate
--    compares as a prefix, null when it has none or one with LIKE wildcards) through an index: the listing's
--    city key's prefixes, plus the searches with no city; the other pre-checks as before, on those rows only;
--  * each search's condition is kept as its SHAPE — the same text, property_filter_sql + property_or_sql,
--    with its typed literals ('…'::type) and numbers taken out into an array (vals) and read back with the
--    type the literal had ((m.vals[k])::int4, (m.vals[k])::polygon…), and $1/$2/$3 read from the row
--    (m.params, m.tsq, m.code) — so searches that differ only in their values share one text;
--  * one statement per listing over the candidates' rows, with ONE branch per distinct shape among them (a
--    few dozen, not a condition per search): the values are parsed while the rows are read, once each.
-- The predicate is unchanged (property_filter_sql, the text search_properties runs; property_or_sql): a
-- literal read back from text with its own type's input function is the same constant. Anything the shape
-- cannot hold (a literal with E'' escapes) stays in the text as it was. Should the statement fail, each
-- search is evaluated alone as before (saved_search_matches_row) and one that fails is skipped.

-- The normalised city of a filter object as the predicate compares it (city_key like normalize_text(city) || '%'),
-- or null: no city, or one whose text holds LIKE's wildcards or escape (no plain prefix: never skipped).
create or replace function private.saved_search_city_key(filters jsonb) returns text
language sql immutable set search_path = '' as $$
  select case when nullif(pg_catalog.btrim(filters ->> 'city'), '') is not null
               and public.normalize_text(filters ->> 'city') !~ '[%_\\]'
              then public.normalize_text(filters ->> 'city') end
$$;
revoke all on function private.saved_search_city_key(jsonb) from public, anon, authenticated;

-- The types of a filter object (its 'types' array's strings), or null: no types to check.
create or replace function private.saved_search_types(filters jsonb) returns text[]
language sql immutable set search_path = '' as $$
  select case when pg_catalog.jsonb_typeof(filters -> 'types') = 'array' and pg_catalog.jsonb_array_length(filters -> 'types') > 0
              then array(select e.j #>> '{}' from pg_catalog.jsonb_array_elements(filters -> 'types') e (j)
                         where pg_catalog.jsonb_typeof(e.j) = 'string') end
$$;
revoke all on function private.saved_search_types(jsonb) from public, anon, authenticated;

-- The pre-checks' keys, read once from the JSON when the search is saved (filters never change) instead of
-- for every search at every listing; each as the first pre-check read it (null: nothing to check).
alter table public.saved_searches
  add column alert_city text generated always as (private.saved_search_city_key(filters)) stored,
  add column alert_transaction text generated always as (filters ->> 'transaction') stored,
  add column alert_state text generated always as (
    case when nullif(pg_catalog.btrim(filters ->> 'state'), '') is not null then pg_catalog.upper(filters ->> 'state') end) stored,
  add column alert_min_bedrooms numeric generated always as (
    case when pg_catalog.jsonb_typeof(filters -> 'min_bedrooms') = 'number'
         then pg_catalog.round((filters ->> 'min_bedrooms')::numeric) end) stored,
  add column alert_types text[] generated always as (private.saved_search_types(filters)) stored,
  add column alert_pets boolean generated always as ((filters ->> 'pets_allowed') is not distinct from 'true') stored,
  add column alert_furnished boolean generated always as ((filters ->> 'furnished') is not distinct from 'true') stored,
  add column alert_rent_max numeric generated always as (
    case when pg_catalog.jsonb_typeof(filters -> 'rent_max') = 'number' then (filters ->> 'rent_max')::numeric end) stored,
  add column alert_sale_min numeric generated always as (
    case when pg_catalog.jsonb_typeof(filters -> 'sale_min') = 'number' then (filters ->> 'sale_min')::numeric end) stored,
  add column alert_sale_max numeric generated always as (
    case when pg_catalog.jsonb_typeof(filters -> 'sale_max') = 'number' then (filters ->> 'sale_max')::numeric end) stored;
comment on column public.saved_searches.alert_city is
  'Private: the alert queue''s pre-checks (alert_*: keys of filters, read once); not granted to the API roles.';
create index saved_searches_alert_city_idx on public.saved_searches (alert_city) where not paused;
-- The transação's index of the first pre-check: the city's is the one to read (the planner took the other).
drop index public.saved_searches_active_idx;

-- A search's condition as a shape: property_filter_sql + property_or_sql (alias p) with every typed literal
-- ('…'::type, not E'…') and every number outside the quotes read from m.vals (the text given back the type
-- the literal had), and $1/$2/$3 from m.params/m.tsq/m.code. Null shape when the filters cannot be read.
create or replace function private.saved_search_shape_sql(filters jsonb, out shape text, out vals text[],
                                                          out params jsonb, out tsq tsquery, out code bigint)
language plpgsql stable set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb) - 'sort' - 'limit' - 'offset' - 'count' - 'count_limit';
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  cond text;
  key text;
  parts text[];
  n integer;
  i integer := 1;
  j integer;
  sk text := '';
  outside text;
  lit text[];
  cast_to text;
  tok text[];
  num numeric;
begin
  cond := private.property_filter_sql(f) || private.property_or_sql(f);
  -- An immutable function of the search's own filters (the normalised street, bairro, city) is computed here,
  -- once, as the planner folded it when the filter object was a literal: it is written as a text literal.
  for key in select distinct x[1] from pg_catalog.regexp_matches(cond, 'public\.normalize_text\(\$1 ->> ''([a-z_]+)''\)', 'g') x loop
    cond := pg_catalog.replace(cond, 'public.normalize_text($1 ->> ''' || key || ''')',
                               pg_catalog.quote_nullable(public.normalize_text(f ->> key)) || '::text');
  end loop;
  parts := pg_catalog.string_to_array(cond, '''');
  tsq := private.search_tsquery(search);
  code := private.search_code(search);
  params := f;
  vals := '{}';
  n := pg_catalog.array_length(parts, 1);
  outside := parts[1];
  loop
    -- The text outside the quotes: numbers to m.vals, $1/$2/$3 to the row's columns.
    for tok in select pg_catalog.regexp_matches(outside, '([A-Za-z_$][A-Za-z0-9_$]*)|([0-9]+(?:\.[0-9]+)?)|([^A-Za-z0-9_$]+)', 'g') loop
      if tok[2] is not null then
        num := tok[2]::numeric;
        vals := vals || tok[2];
        sk := sk || '(m.vals[' || pg_catalog.cardinality(vals) || '])::'
          || case when tok[2] like '%.%' then 'numeric' when num <= 2147483647 then 'int4'
                  when num <= 9223372036854775807 then 'int8' else 'numeric' end;
      elsif tok[1] = '$1' then
        sk := sk || 'm.params';
      elsif tok[1] = '$2' then
        sk := sk || 'm.tsq';
      elsif tok[1] = '$3' then
        sk := sk || 'm.code';
      else
        sk := sk || coalesce(tok[1], tok[3]);
      end if;
    end loop;
    exit when i >= n;
    -- A quoted literal: parts[i+1], and on through each doubled quote (an empty outside part between two).
    lit := array[parts[i + 1]];
    j := i + 2;
    while j < n and parts[j] = '' loop
      lit := lit || parts[j + 1];
      j := j + 2;
    end loop;
    outside := coalesce(parts[j], '');
    cast_to := (pg_catalog.regexp_match(outside, '^::([A-Za-z_][A-Za-z0-9_.]*(?:\[\])?)'))[1];
    if cast_to is not null and sk !~ '[A-Za-z0-9_$]$' then
      vals := vals || pg_catalog.array_to_string(lit, '''');
      sk := sk || '(m.vals[' || pg_catalog.cardinality(vals) || '])::' || cast_to;
      outside := pg_catalog.substr(outside, 3 + pg_catalog.length(cast_to));
    else
      sk := sk || '''' || pg_catalog.array_to_string(lit, '''''') || '''';
    end if;
    i := j;
  end loop;
  shape := '(' || sk || ')';
  if pg_catalog.strpos(sk, 'm.params') = 0 then
    params := null; -- not read by the shape: not kept
  end if;
exception when others then
  shape := null;
  vals := null;
end
$$;
revoke all on function private.saved_search_shape_sql(jsonb) from public, anon, authenticated;

-- The saved conditions are now a shape (its text kept once, in private.saved_search_shape) and the search's
-- values; the old texts (the filter object as a literal) and their builder go. Rebuilt lazily, as before, by
-- the version below (which includes the shape builder).
create table private.saved_search_shape (
  shape_key text primary key,
  condition text not null
);
revoke all on table private.saved_search_shape from public, anon, authenticated;
comment on table private.saved_search_shape is
  'A saved-search condition with its values taken out (private.saved_search_shape_sql): reads m.vals, m.params, m.tsq, m.code of private.saved_search_match.';

delete from private.saved_search_match;
alter table private.saved_search_match
  drop column condition,
  add column shape_key text,
  add column vals text[],
  add column params jsonb,
  add column tsq tsquery,
  add column code bigint;
drop function private.saved_search_match_sql(jsonb);

create or replace function private.saved_search_match_version() returns text
language sql stable set search_path = '' as $$
  select pg_catalog.md5(pg_catalog.string_agg(p.prosrc, '|' order by p.oid::regprocedure::text))
  from pg_catalog.pg_proc p
  where p.oid in ('private.property_filter_sql(jsonb)'::regprocedure, 'private.property_or_sql(jsonb)'::regprocedure,
                  'private.property_price_sql(jsonb, text)'::regprocedure, 'private.search_tsquery(text)'::regprocedure,
                  'private.search_code(text)'::regprocedure, 'private.search_polygon(jsonb)'::regprocedure,
                  'private.saved_search_shape_sql(jsonb)'::regprocedure)
$$;
revoke all on function private.saved_search_match_version() from public, anon, authenticated;

-- (Re)builds the saved shapes of the given searches (the queue: its candidates of an older version; the bench).
create or replace function private.saved_search_match_build(p_ids bigint[], p_version text default null) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  ver text := coalesce(p_version, private.saved_search_match_version());
begin
  with built as (
    select pg_catalog.md5(x.shape) as shape_key, x.shape as condition, ss.id as search_id, x.vals, x.params, x.tsq, x.code
    from public.saved_searches ss
    cross join lateral private.saved_search_shape_sql(ss.filters) x
    where ss.id = any (p_ids)
  ), shapes as (
    insert into private.saved_search_shape (shape_key, condition)
    select distinct b.shape_key, b.condition from built b where b.condition is not null
    on conflict (shape_key) do nothing
  )
  insert into private.saved_search_match as m (search_id, version, shape_key, vals, params, tsq, code)
  select b.search_id, ver, b.shape_key, b.vals, b.params, b.tsq, b.code from built b
  on conflict (search_id) do update
    set version = excluded.version, shape_key = excluded.shape_key, vals = excluded.vals, params = excluded.params,
        tsq = excluded.tsq, code = excluded.code;
end
$$;
revoke all on function private.saved_search_match_build(bigint[], text) from public, anon, authenticated;

-- The alerts' user is their search's (deleted with it, and the search with its user): its own foreign key
-- only cost a lookup and a row lock per queued alert.
alter table public.saved_search_alerts drop constraint saved_search_alerts_user_id_fkey;

-- The candidates (saved searches) the listing matches: their shapes (each looked up by its key: LIMIT keeps
-- it a lookup, not a scan of every search), (re)built first for those missing or of an older definition, then
-- ONE statement over the candidates with one branch per distinct shape among them. Errors are raised (the
-- queue falls back on them; the tests call it through saved_search_queue_hits).
create or replace function private.saved_search_hits(prop public.properties, candidates bigint[]) returns bigint[]
language plpgsql volatile security definer set search_path = '' as $$
declare
  ver text := private.saved_search_match_version();
  stale bigint[];
  evaluated bigint[];
  branches bigint[];
  batch text;
  hits bigint[];
begin
  select pg_catalog.array_agg(c.id) filter (where m.version is distinct from ver) into stale
  from pg_catalog.unnest(candidates) c (id)
  left join lateral (select x.version from private.saved_search_match x where x.search_id = c.id limit 1) m on true;
  if stale is not null then
    perform private.saved_search_match_build(stale, ver);
  end if;
  -- Each candidate with its branch's number (its shape's rank among the candidates' shapes).
  with c as (
    select c.id, m.shape_key
    from pg_catalog.unnest(candidates) c (id)
    cross join lateral (select x.shape_key from private.saved_search_match x where x.search_id = c.id limit 1) m
    where m.shape_key is not null
  ), d as (
    select z.shape_key, pg_catalog.row_number() over (order by z.shape_key) as k from (select distinct c.shape_key from c) z
  )
  select (select pg_catalog.array_agg(c.id order by c.id) from c),
         (select pg_catalog.array_agg(d.k order by c.id) from c join d on d.shape_key = c.shape_key),
         (select pg_catalog.string_agg('when ' || d.k || ' then ' || sh.condition, ' ' order by d.k)
          from d join private.saved_search_shape sh on sh.shape_key = d.shape_key)
    into evaluated, branches, batch;
  if batch is null then
    return '{}';
  end if;
  execute 'select coalesce(pg_catalog.array_agg(m.search_id), ''{}'') '
    || 'from rows from (pg_catalog.unnest($2::bigint[]), pg_catalog.unnest($3::bigint[])) c (id, k) '
    || 'cross join lateral (select x.* from private.saved_search_match x where x.search_id = c.id limit 1) m, '
    || '(select ($1).*) p where case c.k ' || batch || ' end'
    into hits using prop, evaluated, branches;
  return hits;
end
$$;
revoke all on function private.saved_search_hits(public.properties, bigint[]) from public, anon, authenticated;

-- Queues an alert for every active saved search the listing matches (not its own side's searches).
create or replace function private.saved_search_queue(p_property_id bigint, p_reason text) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
  s record;
  hit boolean;
  n integer;
  here point;
  prefixes text[];
  candidates bigint[];
  hits bigint[];
begin
  select * into prop from public.properties p where p.id = p_property_id;
  if prop.id is null or prop.status <> 'ativo' then
    return 0;
  end if;
  here := case when prop.approx_latitude is not null then point(prop.approx_longitude, prop.approx_latitude) end;
  -- Every prefix of the listing's city key: a search's city matches only as one of them.
  select pg_catalog.array_agg(pg_catalog.substr(prop.city_key, 1, k)) into prefixes
  from pg_catalog.generate_series(0, coalesce(pg_catalog.length(prop.city_key), -1)) k;
  select coalesce(pg_catalog.array_agg(ss.id), '{}') into candidates
  from (
    -- The city (city_key like its normalised text || '%'): one of the listing's prefixes, or none to check.
    select c.* from public.saved_searches c where not c.paused and c.alert_city = any (prefixes)
    union all
    select c.* from public.saved_searches c where not c.paused and c.alert_city is null
  ) ss
    where (ss.alert_transaction is null or ss.alert_transaction = prop.transaction::text)
      and (ss.alert_state is null or ss.alert_state = prop.state)
      -- A drawn area: the listing's public point within its bounding box (no point: no area matches).
      and (ss.area_box is null or (here is not null and ss.area_box @> here))
      and (ss.alert_min_bedrooms is null or prop.bedrooms >= ss.alert_min_bedrooms)
      and (ss.alert_types is null or prop.type::text = any (ss.alert_types))
      and (not ss.alert_pets or prop.pets_allowed)
      and (not ss.alert_furnished or prop.furnished)
      -- The rent is at most the valor total: a rent above the maximum cannot match either reading.
      and (prop.transaction <> 'aluguel' or ss.alert_rent_max is null or prop.price <= ss.alert_rent_max)
      and (prop.transaction <> 'venda' or ss.alert_sale_max is null or prop.price <= ss.alert_sale_max)
      and (prop.transaction <> 'venda' or ss.alert_sale_min is null or prop.price >= ss.alert_sale_min)
      and ss.user_id is distinct from prop.owner_id
      and ss.user_id is distinct from prop.broker_id
      and ss.user_id is distinct from prop.agency_id;
  if pg_catalog.cardinality(candidates) = 0 then
    return 0;
  end if;
  begin
    hits := private.saved_search_hits(prop, candidates);
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
  return n;
end
$$;
revoke all on function private.saved_search_queue(bigint, text) from public, anon, authenticated;

-- For the tests (service role only): the shape of the filter object evaluated on the listing's row, as the
-- queue's statement does, without its fallback (an error is raised, not hidden). Equals search_properties.
create or replace function public.saved_search_shape_matches_listing(p_filters jsonb, p_property_id bigint) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  x record;
  prop public.properties;
  hit boolean;
begin
  select * into prop from public.properties p where p.id = p_property_id;
  if prop.id is null then
    return false;
  end if;
  select * into x from private.saved_search_shape_sql(p_filters);
  if x.shape is null then
    raise exception 'Busca inválida.' using errcode = '22023', hint = 'filters';
  end if;
  execute 'select coalesce((select ' || x.shape || ' from (select $1 as vals, $2 as params, $3 as tsq, $4 as code) m, '
    || '(select ($5).*) p), false)'
    into hit using x.vals, x.params, x.tsq, x.code, prop;
  return hit;
end
$$;
revoke all on function public.saved_search_shape_matches_listing(jsonb, bigint) from public, anon, authenticated;
grant execute on function public.saved_search_shape_matches_listing(jsonb, bigint) to service_role;
comment on function public.saved_search_shape_matches_listing(jsonb, bigint) is 'api: saved_search_shape_matches_listing (tests: the saved shape of a search equals search_properties)';

-- For the tests (service role only): the queue's own statement (private.saved_search_hits, no fallback) for
-- the given saved searches and listing: the searches it matches.
create or replace function public.saved_search_queue_hits(p_search_ids bigint[], p_property_id bigint) returns bigint[]
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
begin
  select * into prop from public.properties p where p.id = p_property_id;
  if prop.id is null then
    return '{}';
  end if;
  return (select coalesce(pg_catalog.array_agg(h order by h), '{}')
          from pg_catalog.unnest(private.saved_search_hits(prop, p_search_ids)) h);
end
$$;
revoke all on function public.saved_search_queue_hits(bigint[], bigint) from public, anon, authenticated;
grant execute on function public.saved_search_queue_hits(bigint[], bigint) to service_role;
comment on function public.saved_search_queue_hits(bigint[], bigint) is 'api: saved_search_queue_hits (tests: the alert queue''s statement, without its fallback)';

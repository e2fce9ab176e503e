-- Issue #35, measured at 1M with 20261129110000–110200 (docs/search-performance.md): the free-text plans of
-- 20261129110000 were slower than the ones they replaced, at both sizes — 'pinheiros' 33.8 → 47.9 ms, 'apartamento
-- vista' 73.9 → 84.0, 'piscina' 8.7 → 16.7, 'são paulo' 3.9 → 20.8 at 1M: the rarest word of a query is usually its
-- last, typed as a prefix, and GIN's prefix scan costs as much alone as with the other words; and with common words
-- the planner already walks an order index for the capped count, faster than the explicit walk. They are removed:
-- free text is read as in 20261128130000 again. The city, bairro and street keys and the deep pages stay.
-- search_properties: same signature and results (tests/integration/search/search-results.test.ts).

drop function if exists private.search_rarest_word(text);

create or replace function public.search_properties(filters jsonb default '{}'::jsonb)
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
  count_cap int := case when f ->> 'count_limit' is not null
                        then least(greatest((f ->> 'count_limit')::int, 1), 1000000) end;
  -- Up to this many matches the page is chosen by sorting them all; beyond, by walking the order index
  -- (see 20261128130000_search_covering_filters.sql).
  few_max int := case when tsq is not null then 1000 else 2000 end;
  where_sql text := private.property_filter_sql(f);
  from_sql text := private.property_from_sql(f);
  price_key text := case
    when not coalesce((f ->> 'rent_total')::boolean, false) then 'p.price'
    when f ->> 'transaction' = 'aluguel' then private.rent_total_sql()
    else 'case when p.transaction = ''aluguel'' then ' || private.rent_total_sql() || ' else p.price end' end;
  place_text text := public.normalize_text(search);
  rank_sql text;
  order_sql text;
  spread boolean := tsq is not null and sort = 'relevance';
  total bigint;
  matches bigint;
  -- No parameter $8 since 20261129110300 (the rarest-word plan is gone); kept null in USING.
  rare tsquery;
  -- From this offset on, the page's ids are found first (index-only) and only their rows read: skipping
  -- rows with OFFSET built each one's card. Nearer pages keep the one query: with fewer columns the planner
  -- preferred the all-listings price index and walked every rental before the first sale (20 → 120 ms at 1M).
  deep_offset constant int := 500;
  gin_sql text;
begin
  rank_sql := case when tsq is not null
    then 'pg_catalog.ts_rank(p.search_vector, $2) + case when p.id = $3 then 10 else 0 end'
         || ' + case when p.city_key = $7 then 3 when p.neighborhood_key = $7 then 2'
         || ' when pg_catalog.strpos(p.street_key, $7) > 0 then 1 else 0 end'
    when code is not null then 'case when p.id = $3 then 10 else 0 end'
    else '0' end;
  order_sql := case sort
    when 'relevance' then 'rank desc, featured desc, premium desc, published_at desc, id desc'
    when 'price_asc' then 'price_key asc, id asc'
    when 'price_desc' then 'price_key desc, id desc'
    when 'recent' then 'published_at desc, id desc'
    when 'confirmed' then 'availability_confirmed_at desc nulls last, id desc'
  end;
  if order_sql is null then
    raise exception 'sort must be relevance, price_asc, price_desc, recent or confirmed' using errcode = '22023';
  end if;

  -- Bairro and street: the same LIKE, and equality on the keys of private.places that satisfy it (an index
  -- range per key instead of a trigram bitmap over the table).
  -- The LIKE is written so that the trigram index does not serve it (the planner multiplied both
  -- conditions' shares and read the whole trigram bitmap: 30 772 entries for 'moema' at 1M).
  if nullif(pg_catalog.btrim(f ->> 'neighborhood'), '') is not null then
    where_sql := pg_catalog.replace(where_sql, ' and p.neighborhood_key like ', ' and (p.neighborhood_key || '''') like ')
      || private.key_match_sql('p.neighborhood_key', private.place_keys('neighborhood', f ->> 'neighborhood'));
  end if;
  if nullif(pg_catalog.btrim(f ->> 'street'), '') is not null then
    where_sql := pg_catalog.replace(where_sql, ' and p.street_key like ', ' and (p.street_key || '''') like ')
      || private.key_match_sql('p.street_key', private.place_keys('street', f ->> 'street'));
  end if;
  -- A city (a prefix of the key) by equality on the keys of its places too: one key walks the new
  -- (city, transação, price) index in price order, however deep the page.
  if nullif(pg_catalog.btrim(f ->> 'city'), '') is not null then
    where_sql := where_sql || private.key_match_sql('p.city_key', private.city_keys(f ->> 'city'));
  end if;

  gin_sql := where_sql;
  if matches is null then
    if want_count and count_cap is null then
      execute 'select count(*) from ' || from_sql || ' where ' || gin_sql into total using f, tsq, code, null::int, null::int, null::bigint, null::text, rare;
      matches := total;
    else
      execute 'select count(*) from (select from ' || from_sql || ' where ' || gin_sql || ' limit $4) s'
        into matches using f, tsq, code,
          case when want_count then greatest(count_cap, few_max) + 1 else few_max + 1 end, null::int, null::bigint, null::text, rare;
      if want_count then
        total := least(matches, count_cap + 1);
      end if;
    end if;
  end if;

  if matches > few_max and sort = 'relevance' and tsq is not null then
    order_sql := 'featured desc, premium desc, published_at desc, id desc';
  end if;

  if matches <= few_max then
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
    $sql$, rank_sql, gin_sql,
      case when spread then 'pg_catalog.floor(rank) desc, spread, ' || order_sql else order_sql end, price_key,
      case when spread then 'p.neighborhood_key' else 'null::text' end,
      case when spread then 'pg_catalog.row_number() over (partition by pg_catalog.floor(m.rank), m.bairro'
                            || ' order by m.rank desc, m.featured desc, m.premium desc, m.published_at desc, m.id desc)'
           else '0::bigint' end,
      case when sort = 'confirmed' then 'p.availability_confirmed_at' else 'null::timestamptz' end,
      from_sql)
    using f, tsq, code, page_limit, page_offset, total, place_text, rare;
  elsif page_offset < deep_offset then
    -- Many matches, a near page: walk the order index to the page (as 20261128130000).
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
    using f, tsq, code, page_limit, page_offset, total, place_text, rare;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  else
    -- Many matches, a deep page: walk the order index to the page (its ids only: an index-only scan when
    -- the index carries the filters), then read the page's rows.
    perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
    perform pg_catalog.set_config('enable_sort', 'off', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'off', true);
    order_sql := pg_catalog.replace(order_sql, 'price_key', '(' || price_key || ')');
    return query execute pg_catalog.format($sql$
      with page as materialized (
        select s.id, s.rank, pg_catalog.row_number() over () as n
        from (
          select p.id, (%1$s)::real as rank
          from public.properties p
          where %2$s
          order by %3$s
          limit $4 offset $5
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
    $sql$, rank_sql, where_sql || private.property_or_sql(f), order_sql)
    using f, tsq, code, page_limit, page_offset, total, place_text, rare;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  end if;
end
$$;

revoke all on function public.search_properties(jsonb) from public, anon, authenticated;
grant execute on function public.search_properties(jsonb) to anon, authenticated, service_role;

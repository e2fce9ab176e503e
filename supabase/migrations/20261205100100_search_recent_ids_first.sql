-- Issue #35, 'Mais recentes' with many matches at 3M listings (docs/search-performance.md, session 17). A search by
-- 'Mais recentes' (or 'Confirmados recentemente') with more matches than few_max walks the order index to its
-- page. That walk read each entry's row before testing the filters, although properties_public_recent_idx
-- (and properties_public_confirmed_idx) carries the transação, type, price, quartos, objective and expiry:
-- 'comprar, casa ou sobrado, 3+ quartos, até R$ 900 mil, mais recentes' read 9 269 rows at 3M for its 12
-- (18 ms; at 1M its 1 491 matches were still sorted from the count, 2.9 ms). Such a page is now found as a deep
-- page is (20261129110200): the page's ids first, index-only when the index carries the filters, then the
-- page's rows. Only those two sorts and without a text: each has one index in its order, so the ids' query
-- cannot walk another index (the reason nearer pages by price keep the one query). The same rows and order.
-- search_properties is otherwise as in 20261204100000_search_area_price_walks.sql; same signature.

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
  -- (lar.search_few_max, lar.search_area_few and lar.search_small_area lower them in the pinned results test,
  -- tests/integration/search/search-results.test.ts, so that its small seed takes every path.)
  few_max int := coalesce(nullif(pg_catalog.current_setting('lar.search_few_max', true), '')::int,
                          case when tsq is not null then 1000 else 2000 end);
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
  -- The query with its typed prefix expanded to the existing lexemes ($8): what the listings are matched
  -- with; $2 (as typed) still ranks them.
  exact tsquery := private.search_tsquery_exact(tsq);
  -- The capped count reads the text's matches through the GIN index alone unless a narrow filter with its
  -- own index is there too (see the top of this file).
  text_only_count boolean := tsq is not null and not (f ?| array['city', 'neighborhood', 'street', 'state',
    'min_lat', 'min_lng', 'max_lat', 'max_lng', 'agency_id', 'condo_features', 'featured', 'polygon']);
  count_from text;
  count_where text;
  count_limit int;
  -- The ids the capped count met, kept when they are at most few_ids: the few-matches page then reads those
  -- listings by id instead of reading the filters' index range a second time (see the top of this file).
  ids bigint[];
  few_ids constant int := 200;
  -- A transação's branch of 'Todos' with a price range, and its count (see the top of this file).
  branch text;
  branch_matches bigint;
  branch_ids bigint[];
  -- A price sort within a box or a drawn area with more matches than few_max sorts them all when they are at
  -- most this many (see 20261203100000); within a small area (at most small_area square degrees, its
  -- bounding box for a drawn area) up to small_area_few: its matches are read once through the location
  -- index, where a walk in price order would first read every cheaper listing outside it (see the top of
  -- this file).
  area_few int := coalesce(nullif(pg_catalog.current_setting('lar.search_area_few', true), '')::int, 5000);
  small_area constant float8 := coalesce(nullif(pg_catalog.current_setting('lar.search_small_area', true), '')::float8, 0.004);
  small_area_few constant int := 60000;
  area_box box;
  sort_all boolean := false;
  -- From this offset on, the page's ids are found first (index-only) and only their rows read: skipping
  -- rows with OFFSET built each one's card. Nearer pages keep the one query: with fewer columns the planner
  -- preferred the all-listings price index and walked every rental before the first sale (20 → 120 ms at 1M).
  deep_offset constant int := 500;
  -- The few-matches page's ids, found by the capped count itself when it reads every match and the order
  -- needs only columns its index carries (see the top of this file): the first offset + limit in the page's
  -- order; the page then reads those listings only.
  top_sql text;
  all_ids bigint[];
  key_times timestamptz[];
  key_prices int[];
  top_ids bigint[];
  -- A minimum of quartos as the bucket of properties_public_search_rooms_idx (see the top of this file).
  rooms_key boolean := false;
  -- A walk by price with a minimum of quartos (2 or more) and no type: one range per bucket of quartos of
  -- properties_public_rooms_price_idx, merged in price order (see the top of this file); the page's ids.
  rooms_walk boolean := false;
  walk_types text[];
  walk_txns text[];
  walk_min_rooms int;
  -- The page's conditions when it walks an order index.
  walk_where text;
  both_transactions constant text := ' and p.transaction = any (''{aluguel,venda}''::public.transaction_type[])';
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
  -- Its LIKE too is written so that no index range serves it (since 20261130120000): the planner counted the
  -- prefix range and the equality as two conditions and preferred the city index over the city's rentals
  -- by total amount (20261130120100).
  if nullif(pg_catalog.btrim(f ->> 'city'), '') is not null then
    where_sql := pg_catalog.replace(where_sql, ' and p.city_key like ', ' and (p.city_key || '''') like ')
      || private.key_match_sql('p.city_key', private.city_keys(f ->> 'city'));
  end if;

  -- A city's rentals by total with a minimum of quartos or banheiros: the same minimums once more, as the
  -- buckets of the (city, quartos, banheiros, total) index (see the top of this file). Implied by the filters
  -- themselves: the same rows.
  if f ->> 'transaction' = 'aluguel' and coalesce((f ->> 'rent_total')::boolean, false)
     and nullif(pg_catalog.btrim(f ->> 'city'), '') is not null
     and (coalesce((f ->> 'min_bedrooms')::int, 0) > 0 or coalesce((f ->> 'min_bathrooms')::int, 0) > 0) then
    where_sql := where_sql
      || ' and least(greatest(p.bedrooms, 0), 4) = any (''' || private.search_room_buckets((f ->> 'min_bedrooms')::int) || '''::int[])'
      || ' and least(greatest(p.bathrooms, 0), 4) = any (''' || private.search_room_buckets((f ->> 'min_bathrooms')::int) || '''::int[])';
  elsif f ->> 'transaction' in ('aluguel', 'venda') and coalesce((f ->> 'min_bedrooms')::int, 0) > 0
        and coalesce(pg_catalog.jsonb_array_length(case when pg_catalog.jsonb_typeof(f -> 'types') = 'array'
                                                        then f -> 'types' end), 0) > 0 then
    -- A transação, one or more types and a minimum of quartos: the minimum once more, as the bucket of the
    -- (tipo, transação, quartos, preço, id) index (see the top of this file). Implied by the filter: the same rows.
    where_sql := where_sql
      || ' and least(greatest(p.bedrooms, 0), 4) = any (''' || private.search_room_buckets((f ->> 'min_bedrooms')::int) || '''::int[])';
    rooms_key := true;
  end if;

  -- Types without a transação, over the listings themselves: both transações as a condition too (see the top of
  -- this file). Implied (the enum has no other value): the same rows. Not for the walk of an order index below.
  if f ->> 'transaction' is null and from_sql = 'public.properties p'
     and coalesce(pg_catalog.jsonb_array_length(case when pg_catalog.jsonb_typeof(f -> 'types') = 'array'
                                                     then f -> 'types' end), 0) > 0 then
    where_sql := where_sql || both_transactions;
  end if;

  -- Matched with the exact lexemes (same rows), ranked with the query as typed.
  where_sql := pg_catalog.replace(where_sql, 'p.search_vector @@ $2', 'p.search_vector @@ $8');

  if want_count and count_cap is null then
    execute 'select count(*) from ' || from_sql || ' where ' || where_sql into total using f, tsq, code, null::int, null::int, null::bigint, null::text, exact;
    matches := total;
  else
    count_from := from_sql;
    count_where := where_sql;
    count_limit := case when want_count then greatest(count_cap, few_max) + 1 else few_max + 1 end;
    -- A price sort within a box or a drawn area: the count goes on to area_few + 1 (the same capped total).
    sort_all := sort in ('price_asc', 'price_desc') and page_offset < deep_offset
                and f ?| array['min_lat', 'min_lng', 'max_lat', 'max_lng', 'polygon'];
    if sort_all then
      area_box := case when f ?& array['min_lat', 'min_lng', 'max_lat', 'max_lng']
                       then pg_catalog.box(pg_catalog.point((f ->> 'min_lng')::float8, (f ->> 'min_lat')::float8),
                                           pg_catalog.point((f ->> 'max_lng')::float8, (f ->> 'max_lat')::float8))
                       when f ? 'polygon' and pg_catalog.jsonb_typeof(f -> 'polygon') <> 'null'
                       then pg_catalog.box(private.search_polygon(f -> 'polygon')) end;
      if area_box is not null and pg_catalog.area(area_box) <= small_area then
        area_few := small_area_few;
      end if;
      count_limit := greatest(count_limit, area_few + 1);
    end if;
    if text_only_count and from_sql = 'public.properties p' and pg_catalog.strpos(where_sql, ' and p.search_vector @@ $8') > 0 then
      -- The text's matches by the GIN index (a bitmap in the heap's order), the other filters on each row.
      count_from := '(select * from public.properties p where p.search_vector @@ $8 offset 0) p';
      count_where := pg_catalog.replace(where_sql, ' and p.search_vector @@ $8', '');
      -- When Postgres would read the text's whole posting list (a bitmap; a text in most listings is read
      -- by a sequential scan that meets the cap within a few thousand rows instead) and expects it to hold
      -- over 8 × the cap, the count is first taken among one active listing in 8 (that eighth's own GIN index,
      -- see the top of this file): a common text meets the cap there, and the count is the cap; otherwise
      -- all the listings below, as before.
      if private.search_plan_bitmap_rows('select count(*) from (select from ' || count_from || ' where ' || count_where
                                         || ' limit $4) s', f, tsq, code, count_limit, exact) > 8 * count_limit then
        execute 'select count(*) from (select from (select * from public.properties p where p.status = ''ativo'''
                || ' and (p.id % 8) = 0 and p.search_vector @@ $8 offset 0) p where ' || count_where || ' limit $4) s'
          into matches using f, tsq, code, count_limit, null::int, null::bigint, null::text, exact;
        if matches < count_limit then
          matches := null;
        end if;
      end if;
    end if;
    if matches is null and tsq is null and count_from = from_sql
       and f ?| array['min_bedrooms', 'min_bathrooms', 'min_parking', 'min_area']
       -- (quartos alone in the index's key: its range holds only matches, nothing to probe)
       and not (rooms_key and not f ?| array['min_bathrooms', 'min_parking', 'min_area'])
       and coalesce(pg_catalog.jsonb_array_length(case when pg_catalog.jsonb_typeof(f -> 'types') = 'array'
                                                       then f -> 'types' end), 0) <= 1 then
      -- Without a text, with an 'at least' filter (and at most one type: several are no range to read from
      -- its other end): first the other end of the planner's index range, for a bounded number of entries
      -- (private.search_probe_other_end, see the top of this file), of each transação's range when 'Todos'
      -- has a price range (the UNION ALL of property_from_sql); when that does not decide, as before.
      if from_sql = 'public.properties p' then
        select e.matches, e.ids into matches, ids
          from private.search_probe_other_end('select p.id from public.properties p where ' || count_where,
                                              count_where, count_limit, few_ids, f, tsq, code, exact) e;
      else
        -- Each transação's branch on its own (disjoint): the count is their sum; the rentals are read only up
        -- to what the sales leave of the cap.
        branch := ' and p.transaction = ''venda''' || private.property_price_sql(f, 'venda');
        select e.matches, e.ids into matches, ids
          from private.search_probe_other_end('select p.id from public.properties p where ' || count_where || branch,
                                              count_where || branch, count_limit, few_ids, f, tsq, code, exact) e;
        if matches < count_limit then
          branch := ' and p.transaction = ''aluguel''' || private.property_price_sql(f, 'aluguel');
          select e.matches, e.ids into branch_matches, branch_ids
            from private.search_probe_other_end('select p.id from public.properties p where ' || count_where || branch,
                                                count_where || branch, (count_limit - matches)::int, few_ids, f, tsq, code, exact) e;
          matches := matches + branch_matches;
          ids := case when matches <= few_ids then ids || branch_ids end;
        end if;
      end if;
    end if;
    if matches is null then
      -- Without a text or a código, over the listings themselves, in the order of one plain column and the
      -- id: the count also keeps every match's id and that column, unsorted (see the top of this file).
      if tsq is null and code is null and count_from = 'public.properties p' and page_offset < few_max
         and (sort = 'recent' or (sort in ('price_asc', 'price_desc') and (price_key = 'p.price' or area_few = small_area_few))) then
        top_sql := case sort when 'recent' then ', pg_catalog.array_agg(s.id), pg_catalog.array_agg(s.published_at), null::int[]'
                                                || ' from (select p.id, p.published_at'
                             else ', pg_catalog.array_agg(s.id), null::timestamptz[], pg_catalog.array_agg(s.price)'
                                  || ' from (select p.id, (' || price_key || ') as price' end;
      end if;
      -- Within a box or a drawn area, no bitmap: Postgres guesses that a box holds few listings, and a bitmap of
      -- the location index reads every listing of a dense box (281 778 in central São Paulo at 1M, ~150 ms)
      -- before the first of the capped matches; an index scan stops at the cap (see the top of this file).
      if sort_all and tsq is null then
        perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
      end if;
      execute 'select count(*), case when count(*) <= ' || few_ids || ' then coalesce(pg_catalog.array_agg(s.id), ''{}'') end'
              || coalesce(top_sql, ', null::bigint[], null::timestamptz[], null::int[] from (select p.id')
              || ' from ' || count_from || ' where ' || count_where || ' limit $4) s'
        into matches, ids, all_ids, key_times, key_prices
        using f, tsq, code, count_limit, null::int, null::bigint, null::text, exact;
      perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
      -- Only a count that read every match (under its limit) knows the first ids; they are needed only for a
      -- page chosen among all the matches.
      if all_ids is not null and matches < count_limit
         and (matches <= few_max or (sort_all and matches <= area_few)) then
        top_ids := case sort
          when 'recent' then array(select u.id from rows from (pg_catalog.unnest(all_ids), pg_catalog.unnest(key_times)) u(id, k)
                                   order by u.k desc, u.id desc limit page_offset + page_limit)
          when 'price_asc' then array(select u.id from rows from (pg_catalog.unnest(all_ids), pg_catalog.unnest(key_prices)) u(id, k)
                                      order by u.k asc, u.id asc limit page_offset + page_limit)
          else array(select u.id from rows from (pg_catalog.unnest(all_ids), pg_catalog.unnest(key_prices)) u(id, k)
                     order by u.k desc, u.id desc limit page_offset + page_limit) end;
      end if;
    end if;
    if want_count then
      total := least(matches, count_cap + 1);
    end if;
  end if;

  if matches > few_max and sort = 'relevance' and tsq is not null then
    order_sql := 'featured desc, premium desc, published_at desc, id desc';
  end if;

  if sort_all then
    sort_all := matches <= area_few;
  end if;

  -- When the page walks an order index (many matches). One type, and one bucket of quartos (4+), as equalities: in
  -- PostgreSQL 15 an '= any' of one value on a later key column is no equality for an ordered scan, so the
  -- walk by price could not read (tipo, transação, quartos) in price order (see the top of this file).
  walk_where := pg_catalog.replace(where_sql, both_transactions, '');
  if pg_catalog.jsonb_typeof(f -> 'types') = 'array' and pg_catalog.jsonb_array_length(f -> 'types') = 1 then
    walk_where := pg_catalog.replace(walk_where,
      ' and p.type = any (' || pg_catalog.quote_literal((array[f -> 'types' ->> 0]::public.property_type[])::text) || '::public.property_type[])',
      ' and p.type = ' || pg_catalog.quote_literal((f -> 'types' ->> 0)::public.property_type) || '::public.property_type');
  end if;
  if rooms_key then
    walk_where := pg_catalog.replace(walk_where, ' and least(greatest(p.bedrooms, 0), 4) = any (''{4}''::int[])',
                                     ' and least(greatest(p.bedrooms, 0), 4) = 4');
  end if;

  -- Many matches by price, a near page, a minimum of 2+ quartos and no type: the page's ids from one walk per
  -- bucket of quartos in price order, merged (see the top of this file).
  walk_types := case when pg_catalog.jsonb_typeof(f -> 'types') = 'array'
                     then array(select pg_catalog.jsonb_array_elements_text(f -> 'types')) else '{}' end;
  walk_txns := case when f ->> 'transaction' in ('aluguel', 'venda') then array[f ->> 'transaction'] else array['aluguel', 'venda'] end;
  walk_min_rooms := least(greatest(coalesce((f ->> 'min_bedrooms')::int, 0), 0), 4);
  if not (matches <= few_max or sort_all) and page_offset < deep_offset and sort in ('price_asc', 'price_desc')
     and price_key = 'p.price' and tsq is null and code is null and from_sql = 'public.properties p'
     -- (Not with a filter that has its own index in price order: a city's coberturas by price read the city's
     -- index, 4 ms at 1M, where the coberturas of the country in price order until twelve in the city took 9.)
     and not f ?| array['city', 'neighborhood', 'street', 'state', 'agency_id', 'objective']
     and ((pg_catalog.cardinality(walk_types) = 0 and walk_min_rooms >= 2)
          or (pg_catalog.cardinality(walk_types) between 1 and 2
              and (pg_catalog.cardinality(walk_txns) = 2 or walk_min_rooms between 1 and 3)))
     and greatest(pg_catalog.cardinality(walk_types), 1) * pg_catalog.cardinality(walk_txns) * (5 - walk_min_rooms) <= 12 then
    perform pg_catalog.set_config('enable_bitmapscan', 'off', true);
    perform pg_catalog.set_config('enable_sort', 'off', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'off', true);
    execute 'select array(select w.id from ('
            || (select pg_catalog.string_agg('(select p.id, p.price from public.properties p where ' || walk_where
                                             || private.property_or_sql(f)
                                             || coalesce(' and p.type = ' || pg_catalog.quote_literal(ty) || '::public.property_type', '')
                                             || ' and p.transaction = ' || pg_catalog.quote_literal(t) || '::public.transaction_type'
                                             || ' and least(greatest(p.bedrooms, 0), 4) = ' || b
                                             || ' order by p.price ' || case sort when 'price_asc' then 'asc' else 'desc' end
                                             || ', p.id ' || case sort when 'price_asc' then 'asc' else 'desc' end
                                             || ' limit $4 + $5)', ' union all ' order by ty, t, b)
                from pg_catalog.unnest(case when pg_catalog.cardinality(walk_types) = 0 then array[null::text] else walk_types end) ty,
                     pg_catalog.unnest(walk_txns) t,
                     pg_catalog.generate_series(walk_min_rooms, 4) b)
            || ') w order by w.price ' || case sort when 'price_asc' then 'asc' else 'desc' end
            || ', w.id ' || case sort when 'price_asc' then 'asc' else 'desc' end || ' limit $4 + $5)'
      into top_ids using f, tsq, code, page_limit, page_offset;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
    rooms_walk := true;
  end if;

  if top_ids is not null and (matches <= few_max or sort_all or rooms_walk) then
    -- The page's ids from the count: their rows, in the page's order.
    return query execute pg_catalog.format($sql$
      with page as materialized (
        select u.id, u.n from pg_catalog.unnest($9::bigint[]) with ordinality as u(id, n)
        order by u.n offset $5
      )
      select p.id, p.title, p.transaction, p.objective, p.type, p.price, p.condo_fee, p.iptu, p.bedrooms,
             p.bathrooms, p.parking_spaces, p.area, p.street, p.neighborhood, p.city, p.state, p.approx_latitude,
             p.approx_longitude, p.featured, p.premium, p.published_at, p.agency_id, p.broker_id,
             (select i.storage_path from public.property_images i where i.property_id = p.id
               order by i.position, i.id limit 1),
             (%1$s)::real, $6, p.availability_confirmed_at,
             exists (select from public.proposals pr where pr.property_id = p.id and pr.status = 'aceita')
      from page
      join public.properties p on p.id = page.id
      where %2$s
      order by page.n
    $sql$, rank_sql, where_sql)
    using f, tsq, code, page_limit, page_offset, total, place_text, exact, top_ids;
  elsif matches <= few_max or sort_all then
    return query execute pg_catalog.format($sql$
      with m as materialized (
        select p.id, (%4$s) as price_key, p.published_at, p.featured, p.premium, %7$s as availability_confirmed_at,
               (%1$s)::real as rank, %5$s as bairro
        from %8$s
        where %2$s%9$s
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
    $sql$, rank_sql, where_sql,
      case when spread then 'pg_catalog.floor(rank) desc, spread, ' || order_sql else order_sql end, price_key,
      case when spread then 'p.neighborhood_key' else 'null::text' end,
      case when spread then 'pg_catalog.row_number() over (partition by pg_catalog.floor(m.rank), m.bairro'
                            || ' order by m.rank desc, m.featured desc, m.premium desc, m.published_at desc, m.id desc)'
           else '0::bigint' end,
      case when sort = 'confirmed' then 'p.availability_confirmed_at' else 'null::timestamptz' end,
      case when ids is not null then 'public.properties p' else from_sql end,
      case when ids is not null then ' and p.id = any ($9)' else '' end)
    using f, tsq, code, page_limit, page_offset, total, place_text, exact, ids;
  elsif page_offset < deep_offset and not (sort in ('recent', 'confirmed') and tsq is null and code is null) then
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
    $sql$, rank_sql, walk_where || private.property_or_sql(f), order_sql)
    using f, tsq, code, page_limit, page_offset, total, place_text, exact;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  else
    -- Many matches, a deep page — or any page by 'Mais recentes' or 'Confirmados recentemente' without a text
    -- (see the top of this file): walk the order index to the page (its ids only: an index-only scan when
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
    $sql$, rank_sql, walk_where || private.property_or_sql(f), order_sql)
    using f, tsq, code, page_limit, page_offset, total, place_text, exact;
    perform pg_catalog.set_config('enable_bitmapscan', 'on', true);
    perform pg_catalog.set_config('enable_sort', 'on', true);
    perform pg_catalog.set_config('enable_incremental_sort', 'on', true);
  end if;
end
$$;

revoke all on function public.search_properties(jsonb) from public, anon, authenticated;
grant execute on function public.search_properties(jsonb) to anon, authenticated, service_role;

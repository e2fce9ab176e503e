-- Issue #34: price context and price history of listings.
--
-- Price per m². public.properties.price_per_m2 (generated, stored): a rental's (aluguel + condomínio) / área,
-- a sale's price / área, in R$ per m² as double precision; null when the area is not usable — missing,
-- under 10 m², or absurd (over 5 000 m², or over 1 000 000 m² for a terreno) — or the price is 0 (a draft).
-- A listing with a null price_per_m2 has no R$/m² and is never a comparable.
--
-- Comparables of a listing L: the ACTIVE listings (status 'ativo') with a price_per_m2, the same transação,
-- the same tipo, the same city (city_key + UF), quartos within L.quartos ± 1, and — the first choice — the
-- same bairro (neighborhood_key). When the bairro has fewer than 5, the whole city is the group; with fewer
-- than 5 in the city there is no comparison (never a number from too small a sample).
--
-- Precomputed per group in private.price_context_groups: one row per (transação, tipo, UF, city_key,
-- neighborhood_key — '' for the whole city —, centre quartos c) over the active listings with quartos in
-- c-1..c+1: count, and percentile_cont 0.1 / 0.5 / 0.9 of price_per_m2. Rows exist only for groups with at
-- least one member. Refreshed by statement-level triggers on public.properties: every INSERT, UPDATE
-- (publish, edit, pause, reactivate, close, renew, expire — expire_properties sets 'inativo' —, delete,
-- which sets 'inativo' too) and DELETE recomputes exactly the groups whose membership or values the rows
-- of that statement changed (a statement touching no member, e.g. a view counter, recomputes nothing).
-- Concurrent writers of one group are serialised with a transaction advisory lock per group, taken before
-- the recompute reads, so the last committed recompute sees every committed member.
--
-- The page's group includes the listing itself (it is one of the active listings); the publish/edit check
-- (private.listing_price_comparison) compares a listing with the OTHER active listings, computed live.
--
--   public.listing_price_context(p_id)           anon: an active listing's R$/m², its group's figures, the
--                                                place compared against, the % difference and its price
--                                                history (no personal data); null for anything else.
--   public.listing_price_positions(p_ids)        anon: for up to 60 active listings (the cards), the %
--                                                difference from their group's median.
--   private.listing_price_comparison(p_property_id)  for the scam check at publish/edit (issue #34, trust):
--                                                any listing (draft included) against the active others.
--   private.price_context_median(...)            the median a listing compares against (the search filter
--                                                'Abaixo da mediana da região').
--
-- Price history: public.property_price_history keeps every change of price or condomínio of a listing that
-- is not a draft (and its price when first published); read through listing_price_context only (RLS on,
-- no policy, no grant to the API roles).

-- The column and its index -----------------------------------------------------------------------------

alter table public.properties
  add column price_per_m2 double precision generated always as (
    case
      when price > 0 and area >= 10
       and area <= case when type = 'terreno'::public.property_type then 1000000 else 5000 end
      then (price::bigint + case when transaction = 'aluguel'::public.transaction_type then coalesce(condo_fee, 0) else 0 end)::double precision
           / area::double precision
    end) stored;
comment on column public.properties.price_per_m2 is
  'R$ per m² (rent: aluguel + condomínio; sale: price) when the area is usable (10..5000 m², terreno up to 1000000); else null.';
grant select (price_per_m2) on public.properties to anon, authenticated;

-- The members of a group in the order of its keys: a group is one equality prefix and a 3-value range.
create index properties_price_context_idx on public.properties
  (transaction, type, state, city_key, bedrooms) include (neighborhood_key, price_per_m2)
  where status = 'ativo' and price_per_m2 is not null;

-- The groups -----------------------------------------------------------------------------------------------

create table private.price_context_groups (
  transaction public.transaction_type not null,
  type public.property_type not null,
  state text not null,
  city_key text not null,
  neighborhood_key text not null,       -- '' = the whole city
  bedrooms smallint not null,           -- the centre: members have bedrooms - 1 .. bedrooms + 1
  comparables integer not null check (comparables > 0),
  p10 double precision not null,
  median double precision not null,
  p90 double precision not null,
  refreshed_at timestamptz not null default pg_catalog.now(),
  primary key (transaction, type, state, city_key, neighborhood_key, bedrooms)
);
alter table private.price_context_groups enable row level security;
revoke all on private.price_context_groups from public, anon, authenticated;

-- Recompute the given groups (a set of keys as jsonb rows {transaction,type,state,city_key,neighborhood_key,
-- bedrooms}) from the active listings: upsert those with members, delete those left without.
create function private.price_context_refresh(p_keys jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  n integer;
begin
  if p_keys is null or pg_catalog.jsonb_array_length(p_keys) = 0 then
    return 0;
  end if;
  -- One writer per group at a time, in a fixed order (no deadlock); the recompute below is a later
  -- statement, so it sees what a writer that held the lock committed.
  perform pg_catalog.pg_advisory_xact_lock(h)
     from (select distinct pg_catalog.hashtextextended(pg_catalog.concat_ws('|', 'price_context',
                  k ->> 'transaction', k ->> 'type', k ->> 'state', k ->> 'city_key', k ->> 'neighborhood_key',
                  k ->> 'bedrooms'), 0) as h
             from pg_catalog.jsonb_array_elements(p_keys) as t (k)) x
    order by h;

  with k as (
    select distinct (k ->> 'transaction')::public.transaction_type as transaction,
           (k ->> 'type')::public.property_type as type, k ->> 'state' as state, k ->> 'city_key' as city_key,
           k ->> 'neighborhood_key' as neighborhood_key, (k ->> 'bedrooms')::smallint as bedrooms
      from pg_catalog.jsonb_array_elements(p_keys) as t (k)
  ), s as (
    select k.*, x.n, x.pc
      from k cross join lateral (
        select count(*)::integer as n,
               percentile_cont(array[0.1, 0.5, 0.9]::double precision[]) within group (order by p.price_per_m2) as pc
          from public.properties p
         where p.status = 'ativo' and p.price_per_m2 is not null
           and p.transaction = k.transaction and p.type = k.type and p.state = k.state and p.city_key = k.city_key
           and p.bedrooms between k.bedrooms - 1 and k.bedrooms + 1
           and (k.neighborhood_key = '' or p.neighborhood_key = k.neighborhood_key)
      ) x
  ), gone as (
    delete from private.price_context_groups g
     using s
     where s.n = 0 and g.transaction = s.transaction and g.type = s.type and g.state = s.state
       and g.city_key = s.city_key and g.neighborhood_key = s.neighborhood_key and g.bedrooms = s.bedrooms
    returning 1
  ), put as (
    insert into private.price_context_groups as g
      (transaction, type, state, city_key, neighborhood_key, bedrooms, comparables, p10, median, p90, refreshed_at)
    select s.transaction, s.type, s.state, s.city_key, s.neighborhood_key, s.bedrooms, s.n, s.pc[1], s.pc[2], s.pc[3],
           pg_catalog.clock_timestamp()
      from s where s.n > 0
    on conflict (transaction, type, state, city_key, neighborhood_key, bedrooms) do update
      set comparables = excluded.comparables, p10 = excluded.p10, median = excluded.median, p90 = excluded.p90,
          refreshed_at = excluded.refreshed_at
    returning 1
  )
  select (select count(*) from gone) + (select count(*) from put) into n;
  return n;
end
$$;
revoke all on function private.price_context_refresh(jsonb) from public, anon, authenticated;

-- The group keys a member row belongs to: its bairro and its city, centres quartos - 1 .. quartos + 1.
create function private.price_context_keys(p_transaction public.transaction_type, p_type public.property_type,
  p_state text, p_city_key text, p_neighborhood_key text, p_bedrooms smallint) returns setof jsonb
language sql immutable set search_path = '' as $$
  select pg_catalog.jsonb_build_object('transaction', p_transaction, 'type', p_type, 'state', p_state,
           'city_key', p_city_key, 'neighborhood_key', nb, 'bedrooms', c)
    from pg_catalog.unnest(array[coalesce(p_neighborhood_key, ''), '']) as n (nb),
         pg_catalog.generate_series(greatest(p_bedrooms - 1, 0), p_bedrooms + 1) as b (c)
$$;
revoke all on function private.price_context_keys(public.transaction_type, public.property_type, text, text, text, smallint)
  from public, anon, authenticated;

create function private.price_context_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.price_context_refresh((
    select pg_catalog.jsonb_agg(distinct k)
      from new_rows r
      cross join lateral private.price_context_keys(r.transaction, r.type, r.state, r.city_key, r.neighborhood_key, r.bedrooms) k
     where r.status = 'ativo' and r.price_per_m2 is not null));
  return null;
end
$$;

create function private.price_context_after_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.price_context_refresh((
    select pg_catalog.jsonb_agg(distinct k)
      from old_rows r
      cross join lateral private.price_context_keys(r.transaction, r.type, r.state, r.city_key, r.neighborhood_key, r.bedrooms) k
     where r.status = 'ativo' and r.price_per_m2 is not null));
  return null;
end
$$;

-- An UPDATE changes a group when a row's membership or any of its keys or its R$/m² changed: both its old
-- and its new groups are recomputed.
create function private.price_context_after_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.price_context_refresh((
    with changed as (
      select o.transaction as o_transaction, o.type as o_type, o.state as o_state, o.city_key as o_city,
             o.neighborhood_key as o_nb, o.bedrooms as o_bed,
             (o.status = 'ativo' and o.price_per_m2 is not null) as o_member,
             n.transaction, n.type, n.state, n.city_key, n.neighborhood_key, n.bedrooms,
             (n.status = 'ativo' and n.price_per_m2 is not null) as n_member
        from old_rows o join new_rows n on n.id = o.id
       where ((o.status = 'ativo' and o.price_per_m2 is not null) or (n.status = 'ativo' and n.price_per_m2 is not null))
         and ((o.status = 'ativo') is distinct from (n.status = 'ativo')
           or o.price_per_m2 is distinct from n.price_per_m2
           or o.transaction <> n.transaction or o.type <> n.type or o.state <> n.state
           or o.city_key is distinct from n.city_key or o.neighborhood_key is distinct from n.neighborhood_key
           or o.bedrooms <> n.bedrooms)
    )
    select pg_catalog.jsonb_agg(distinct k) from (
      select private.price_context_keys(c.o_transaction, c.o_type, c.o_state, c.o_city, c.o_nb, c.o_bed) as k
        from changed c where c.o_member
      union all
      select private.price_context_keys(c.transaction, c.type, c.state, c.city_key, c.neighborhood_key, c.bedrooms)
        from changed c where c.n_member
    ) x));
  return null;
end
$$;
revoke all on function private.price_context_after_insert(), private.price_context_after_delete(),
  private.price_context_after_update() from public, anon, authenticated;

create trigger properties_price_context_insert after insert on public.properties
  referencing new table as new_rows for each statement execute function private.price_context_after_insert();
create trigger properties_price_context_update after update on public.properties
  referencing old table as old_rows new table as new_rows for each statement execute function private.price_context_after_update();
create trigger properties_price_context_delete after delete on public.properties
  referencing old table as old_rows for each statement execute function private.price_context_after_delete();

-- Every group from scratch (the migration; a repair by the service role).
create function private.price_context_rebuild() returns integer
language plpgsql volatile security definer set search_path = '' as $$
begin
  delete from private.price_context_groups;
  return private.price_context_refresh((
    select pg_catalog.jsonb_agg(distinct k)
      from (select distinct p.transaction, p.type, p.state, p.city_key, p.neighborhood_key, p.bedrooms
              from public.properties p where p.status = 'ativo' and p.price_per_m2 is not null) r
      cross join lateral private.price_context_keys(r.transaction, r.type, r.state, r.city_key, r.neighborhood_key, r.bedrooms) k));
end
$$;
revoke all on function private.price_context_rebuild() from public, anon, authenticated;
grant execute on function private.price_context_rebuild() to service_role;

select private.price_context_rebuild();

-- The figures of one place ------------------------------------------------------------------------------

-- The group a listing with these keys compares against: its bairro's when it has >= 5 members, else its
-- city's; level 'bairro' / 'cidade', or null level with the city's count when even the city has < 5.
create function private.price_context_group(p_transaction public.transaction_type, p_type public.property_type,
  p_state text, p_city_key text, p_neighborhood_key text, p_bedrooms smallint,
  out level text, out comparables integer, out p10 double precision, out median double precision,
  out p90 double precision)
language plpgsql stable security definer set search_path = '' as $$
declare
  g private.price_context_groups;
begin
  select * into g from private.price_context_groups x
   where x.transaction = p_transaction and x.type = p_type and x.state = p_state and x.city_key = p_city_key
     and x.neighborhood_key = coalesce(p_neighborhood_key, '') and coalesce(p_neighborhood_key, '') <> ''
     and x.bedrooms = p_bedrooms;
  if found and g.comparables >= 5 then
    level := 'bairro';
  else
    select * into g from private.price_context_groups x
     where x.transaction = p_transaction and x.type = p_type and x.state = p_state and x.city_key = p_city_key
       and x.neighborhood_key = '' and x.bedrooms = p_bedrooms;
    if found and g.comparables >= 5 then
      level := 'cidade';
    end if;
  end if;
  comparables := coalesce(g.comparables, 0);
  if level is not null then
    p10 := g.p10;
    median := g.median;
    p90 := g.p90;
  end if;
end
$$;
revoke all on function private.price_context_group(public.transaction_type, public.property_type, text, text, text, smallint)
  from public, anon, authenticated;

-- The median an active listing compares against (null without a comparison): the search filter's read.
create function private.price_context_median(p_transaction public.transaction_type, p_type public.property_type,
  p_state text, p_city_key text, p_neighborhood_key text, p_bedrooms smallint) returns double precision
language sql stable security definer set search_path = '' as $$
  select (private.price_context_group(p_transaction, p_type, p_state, p_city_key, p_neighborhood_key, p_bedrooms)).median
$$;
revoke all on function private.price_context_median(public.transaction_type, public.property_type, text, text, text, smallint)
  from public, anon, authenticated;
grant execute on function private.price_context_median(public.transaction_type, public.property_type, text, text, text, smallint)
  to service_role;

-- The publish/edit check (issue #34, trust) --------------------------------------------------------------

-- Any listing (a draft being published included) against the OTHER active listings, computed now from
-- public.properties (not from the precomputed groups, which may include the listing itself):
--   price_per_m2   the listing's R$/m² (null: no usable area — then nothing else is set)
--   level          'bairro' | 'cidade' | null (fewer than 5 comparables even in the city)
--   place          the bairro or city name compared against
--   comparables    how many (the bairro's, or the city's when the bairro has < 5)
--   p10, median, p90
--   diff_pct       round(100 * (price_per_m2 - median) / median), negative = below; null without level
--   suspicious     true when level is set and the listing is a rental more than 40 % below the median
--                  (price_per_m2 < 0.6 × median) or a sale more than 50 % below (< 0.5 × median)
-- Returns null for an unknown (or deleted) id.
create function private.listing_price_comparison(p_property_id bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  prop public.properties;
  n_bairro integer := 0;
  pc_bairro double precision[];
  n_city integer := 0;
  pc_city double precision[];
  lvl text;
  n integer;
  pc double precision[];
  diff integer;
begin
  select * into prop from public.properties p where p.id = p_property_id and p.deleted_at is null;
  if not found then
    return null;
  end if;
  if prop.price_per_m2 is null then
    return pg_catalog.jsonb_build_object('price_per_m2', null, 'level', null, 'comparables', 0, 'suspicious', false);
  end if;
  if prop.neighborhood_key is not null and prop.neighborhood_key <> '' then
    select count(*)::integer,
           percentile_cont(array[0.1, 0.5, 0.9]::double precision[]) within group (order by p.price_per_m2)
      into n_bairro, pc_bairro
      from public.properties p
     where p.status = 'ativo' and p.price_per_m2 is not null and p.id <> prop.id
       and p.transaction = prop.transaction and p.type = prop.type and p.state = prop.state
       and p.city_key = prop.city_key and p.bedrooms between prop.bedrooms - 1 and prop.bedrooms + 1
       and p.neighborhood_key = prop.neighborhood_key;
  end if;
  if n_bairro >= 5 then
    lvl := 'bairro';
    n := n_bairro;
    pc := pc_bairro;
  else
    select count(*)::integer,
           percentile_cont(array[0.1, 0.5, 0.9]::double precision[]) within group (order by p.price_per_m2)
      into n_city, pc_city
      from public.properties p
     where p.status = 'ativo' and p.price_per_m2 is not null and p.id <> prop.id
       and p.transaction = prop.transaction and p.type = prop.type and p.state = prop.state
       and p.city_key = prop.city_key and p.bedrooms between prop.bedrooms - 1 and prop.bedrooms + 1;
    n := n_city;
    if n_city >= 5 then
      lvl := 'cidade';
      pc := pc_city;
    end if;
  end if;
  if lvl is not null and pc[2] > 0 then
    diff := pg_catalog.round(((prop.price_per_m2 - pc[2]) / pc[2] * 100)::numeric)::integer;
  end if;
  return pg_catalog.jsonb_build_object(
    'price_per_m2', prop.price_per_m2,
    'level', lvl,
    'place', case lvl when 'bairro' then prop.neighborhood when 'cidade' then prop.city end,
    'comparables', n,
    'p10', pc[1], 'median', pc[2], 'p90', pc[3],
    'diff_pct', diff,
    'suspicious', coalesce(lvl is not null and (
      (prop.transaction = 'aluguel' and prop.price_per_m2 < 0.6 * pc[2])
      or (prop.transaction = 'venda' and prop.price_per_m2 < 0.5 * pc[2])), false));
end
$$;
revoke all on function private.listing_price_comparison(bigint) from public, anon, authenticated;
grant execute on function private.listing_price_comparison(bigint) to service_role;

-- Price history ----------------------------------------------------------------------------------------

create table public.property_price_history (
  id bigint generated always as identity primary key,
  property_id bigint not null references public.properties (id) on delete cascade,
  price integer not null,
  condo_fee integer,
  recorded_at timestamptz not null default pg_catalog.now()
);
create index property_price_history_property_idx on public.property_price_history (property_id, recorded_at desc, id desc);
alter table public.property_price_history enable row level security;
revoke all on public.property_price_history from public, anon, authenticated;
comment on table public.property_price_history is
  'Every price (and condomínio) of a listing once out of draft: its first published price and each change. Read via listing_price_context.';

create function private.property_price_record() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status <> 'rascunho' and new.price > 0 and (
       tg_op = 'INSERT' or old.status = 'rascunho'
       or new.price is distinct from old.price or new.condo_fee is distinct from old.condo_fee) then
    insert into public.property_price_history (property_id, price, condo_fee)
    values (new.id, new.price, new.condo_fee);
  end if;
  return null;
end
$$;
revoke all on function private.property_price_record() from public, anon, authenticated;

create trigger properties_price_history after insert or update of price, condo_fee, status on public.properties
  for each row execute function private.property_price_record();

-- The current price of every listing out of draft, as of its publication.
insert into public.property_price_history (property_id, price, condo_fee, recorded_at)
select p.id, p.price, p.condo_fee, p.published_at
  from public.properties p
 where p.status <> 'rascunho' and p.price > 0;

-- The public reads ------------------------------------------------------------------------------------

-- An active listing's price context and price history (no personal data); null for an unknown, deleted,
-- draft, paused, closed or expired listing. Keys:
--   transaction, price_per_m2 (null: no usable area; then level is null too), level ('bairro' | 'cidade' |
--   null), place (the bairro or city name), comparables (the group's count; with level null, the city's),
--   p10, median, p90, diff_pct (round(100 × (price_per_m2 − median) / median): negative below, positive
--   above), history ([{price, condo_fee, at}] newest first, at most 20), drop ({pct, at} when the latest
--   change lowered the price, else null).
create function public.listing_price_context(p_id bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  prop public.properties;
  g_level text;
  g_n integer := 0;
  g_p10 double precision;
  g_median double precision;
  g_p90 double precision;
  diff integer;
  hist jsonb;
  last_two integer[];
  last_at timestamptz;
begin
  select * into prop from public.properties p
   where p.id = p_id and p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.deleted_at is null;
  if not found then
    return null;
  end if;
  if prop.price_per_m2 is not null then
    select g.level, g.comparables, g.p10, g.median, g.p90 into g_level, g_n, g_p10, g_median, g_p90
      from private.price_context_group(prop.transaction, prop.type, prop.state, prop.city_key, prop.neighborhood_key,
                                       prop.bedrooms) g;
    if g_level is not null and g_median > 0 then
      diff := pg_catalog.round(((prop.price_per_m2 - g_median) / g_median * 100)::numeric)::integer;
    end if;
  end if;
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('price', h.price, 'condo_fee', h.condo_fee,
                                       'at', h.recorded_at) order by h.recorded_at desc, h.id desc), '[]'::jsonb)
    into hist
    from (select * from public.property_price_history x where x.property_id = prop.id
           order by x.recorded_at desc, x.id desc limit 20) h;
  select pg_catalog.array_agg(h.price order by h.recorded_at desc, h.id desc), pg_catalog.max(h.recorded_at)
    into last_two, last_at
    from (select x.price, x.recorded_at, x.id from public.property_price_history x where x.property_id = prop.id
           order by x.recorded_at desc, x.id desc limit 2) h;
  return pg_catalog.jsonb_build_object(
    'transaction', prop.transaction,
    'price_per_m2', prop.price_per_m2,
    'level', g_level,
    'place', case g_level when 'bairro' then prop.neighborhood when 'cidade' then prop.city end,
    'city', prop.city,
    'comparables', coalesce(g_n, 0),
    'p10', g_p10, 'median', g_median, 'p90', g_p90,
    'diff_pct', diff,
    'history', hist,
    'drop', case when pg_catalog.cardinality(last_two) = 2 and last_two[1] < last_two[2] then
      pg_catalog.jsonb_build_object(
        'pct', pg_catalog.round(((last_two[2] - last_two[1])::numeric / last_two[2]) * 100)::integer,
        'from', last_two[2], 'to', last_two[1], 'at', last_at) end);
end
$$;

-- The cards: for up to 60 ids, the active ones with a comparison: (id, diff_pct, level).
create function public.listing_price_positions(p_ids bigint[])
returns table (id bigint, diff_pct integer, level text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_ids is null or pg_catalog.cardinality(p_ids) > 60 then
    raise exception 'Envie até 60 anúncios.' using errcode = '22023', hint = 'price_context_bad_ids';
  end if;
  return query
    select p.id,
           pg_catalog.round(((p.price_per_m2 - g.median) / g.median * 100)::numeric)::integer,
           g.level
      from public.properties p
      cross join lateral private.price_context_group(p.transaction, p.type, p.state, p.city_key, p.neighborhood_key,
                                                     p.bedrooms) g
     where p.id = any (p_ids) and p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.deleted_at is null
       and p.price_per_m2 is not null and g.level is not null and g.median > 0;
end
$$;

revoke all on function public.listing_price_context(bigint), public.listing_price_positions(bigint[])
  from public, anon, authenticated;
grant execute on function public.listing_price_context(bigint), public.listing_price_positions(bigint[])
  to anon, authenticated, service_role;

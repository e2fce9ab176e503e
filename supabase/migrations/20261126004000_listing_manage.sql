-- Issue #18, /imoveis: the listings a user manages, in one call per page.
--
-- listing_manage_search(p_q, p_status, p_sort, p_page) returns one jsonb document:
--   total      how many of the caller's listings match (all pages)
--   page       the page returned (1-based), per_page 20
--   rows       the page: the listing's card fields, its exact address (the caller is its listing side), the
--              status, published/expiry dates and days left, and per-listing counts (views, favourites, leads,
--              visits that were not cancelled, proposals), the agency and broker on it, the caller's relation
--              (owner / agency / broker) and the owner's open partner request
--   brokers    an agency's active brokers (the choices of 'Atribuir corretor'); empty for anyone else
--   requests   partner requests the caller (an agency or a broker) received and has not answered yet
-- "The caller's listings" is the listing side rule of private.managed_property_ids(): the owner's, the
-- partner agency's (all of an agency's listings) and the assigned broker's. Soft-deleted listings
-- (deleted_at, issue #18's write path) never appear. Search: every word of it (split on spaces and the
-- punctuation of addresses) is found, case- and accent-insensitively, in the title, the address (street,
-- number, neighbourhood, city, UF) or the code ('#100123' or '100123').
-- Bad parameters raise 22023 with a hint (manage_bad_query, manage_bad_status, manage_bad_sort,
-- manage_bad_page); the app validates the URL first and never sends them.
--
-- listing_partner_agencies(p_q) lists agencies by name or city for the owner's 'Escolher imobiliária
-- parceira' dialog (public fields only, at most 20); the request itself is request_listing_partner
-- (migration 20261125002100), which the agency accepts or declines from its own /imoveis.

create function public.listing_manage_search(
  p_q text default null,
  p_status text default null,
  p_sort text default null,
  p_page integer default 1
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  per_page constant integer := 20;
  q text := nullif(pg_catalog.btrim(coalesce(p_q, '')), '');
  q_words text[];
  st text := nullif(pg_catalog.btrim(coalesce(p_status, '')), '');
  srt text := coalesce(nullif(pg_catalog.btrim(coalesce(p_sort, '')), ''), 'recent');
  pg integer := coalesce(p_page, 1);
  total bigint;
  rows jsonb;
  brokers jsonb;
  requests jsonb;
begin
  if uid is null then
    raise exception 'Entre para ver seus anúncios.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if q is not null and pg_catalog.char_length(q) > 100 then
    raise exception 'A busca pode ter até 100 caracteres.' using errcode = '22023', hint = 'manage_bad_query';
  end if;
  if st is not null and not (st = any (pg_catalog.enum_range(null::public.property_status)::text[])) then
    raise exception 'Situação desconhecida.' using errcode = '22023', hint = 'manage_bad_status';
  end if;
  if srt not in ('recent', 'oldest', 'price_desc', 'price_asc', 'expiring', 'views') then
    raise exception 'Ordem desconhecida.' using errcode = '22023', hint = 'manage_bad_sort';
  end if;
  if pg < 1 or pg > 10000 then
    raise exception 'Página inválida.' using errcode = '22023', hint = 'manage_bad_page';
  end if;
  -- Every word of the search (split on spaces and punctuation people type in addresses) must appear.
  select nullif(pg_catalog.array_agg(x.word), '{}') into q_words
    from pg_catalog.regexp_split_to_table(coalesce(public.normalize_text(q), ''), '[\s,;:/()-]+') as x(word)
   where x.word <> '';

  with hits as (
    select p.id,
           pg_catalog.row_number() over (order by
             case when srt = 'price_desc' then p.price end desc nulls last,
             case when srt = 'price_asc' then p.price end asc nulls last,
             case when srt = 'expiring' and p.status = 'ativo' then p.expires_at end asc nulls last,
             case when srt = 'views' then p.view_count end desc nulls last,
             case when srt = 'oldest' then p.created_at end asc,
             case when srt = 'oldest' then p.id end asc,
             p.created_at desc, p.id desc) as ord
      from public.properties p
     where p.id in (select private.managed_property_ids())
       and p.deleted_at is null
       and (st is null or p.status::text = st)
       and (q_words is null or not exists (
             select 1 from pg_catalog.unnest(q_words) as w(word)
              where pg_catalog.strpos(public.normalize_text(
                      '#' || p.id::text || ' ' || coalesce(p.title, '') || ' ' || coalesce(p.street, '') || ' '
                      || coalesce(p.street_number, '') || ' ' || coalesce(p.neighborhood, '') || ' '
                      || coalesce(p.city, '') || ' ' || coalesce(p.state, '')), w.word) = 0))
  ), page_rows as (
    select h.ord, p.id, p.title, p.status, p.transaction, p.type, p.price, p.condo_fee, p.iptu,
           p.street, p.street_number, p.complement, p.neighborhood, p.city, p.state,
           (select i.storage_path from public.property_images i
             where i.property_id = p.id order by i.position, i.id limit 1) as cover_image,
           case when p.status = 'rascunho' then null else p.published_at end as published_at,
           case when p.status = 'rascunho' or p.expires_at = 'infinity' then null else p.expires_at end as expires_at,
           case when p.status in ('ativo', 'pausado') and p.expires_at <> 'infinity'
                then greatest(0, pg_catalog.ceil(extract(epoch from (p.expires_at - pg_catalog.now())) / 86400))::integer
           end as days_left,
           p.created_at, p.updated_at,
           p.view_count as views,
           (select count(*) from public.favorites f where f.property_id = p.id) as favorites,
           (select count(*) from public.leads l where l.property_id = p.id) as leads,
           (select count(*) from public.visits v where v.property_id = p.id and v.status <> 'cancelada') as visits,
           (select count(*) from public.proposals pr where pr.property_id = p.id) as proposals,
           case when p.owner_id = uid then 'owner' when p.agency_id = uid then 'agency' else 'broker' end as relation,
           p.agency_id, ag.name as agency_name,
           p.broker_id, br.name as broker_name,
           (select pg_catalog.jsonb_build_object('id', q2.id, 'partner_name', pa.name, 'partner_role', q2.partner_role)
              from public.listing_partner_requests q2
              join public.profiles pa on pa.id = q2.partner_id
             where q2.property_id = p.id and q2.status = 'pendente' and q2.requested_by = uid
             order by q2.created_at desc limit 1) as open_request
      from hits h
      join public.properties p on p.id = h.id
      left join public.profiles ag on ag.id = p.agency_id
      left join public.profiles br on br.id = p.broker_id
     where h.ord > (pg - 1) * per_page and h.ord <= pg * per_page
  )
  select (select count(*) from hits),
         (select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) order by r.ord), '[]'::jsonb) from page_rows r)
    into total, rows;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', b.id, 'name', b.name)
                                       order by b.name nulls last, b.id), '[]'::jsonb)
    into brokers
    from public.profiles b
   where b.agency_id = uid and b.role = 'corretor' and b.broker_status = 'ativo';

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(x) order by x.created_at desc, x.id desc), '[]'::jsonb)
    into requests
  from (
    select q3.id, q3.property_id, q3.partner_role, q3.message, q3.created_at,
           p.title, p.neighborhood, p.city, p.state, o.name as owner_name
      from public.listing_partner_requests q3
      join public.properties p on p.id = q3.property_id
      join public.profiles o on o.id = q3.requested_by
     where q3.partner_id = uid and q3.status = 'pendente' and p.deleted_at is null
     limit 50
  ) x;

  return pg_catalog.jsonb_build_object(
    'total', total, 'page', pg, 'per_page', per_page,
    'rows', rows, 'brokers', brokers, 'requests', requests);
end
$$;

-- Agencies an owner may ask to be the partner of a listing: name or city contains the text (accent- and
-- case-insensitive), at most 20, by name. Public fields only (as public_profiles shows them).
create function public.listing_partner_agencies(p_q text default null)
returns table (id uuid, name text, city text, state text)
language plpgsql stable security definer set search_path = '' as $$
declare
  q_key text := public.normalize_text(nullif(pg_catalog.btrim(coalesce(p_q, '')), ''));
begin
  if (select auth.uid()) is null then
    raise exception 'Entre para escolher uma imobiliária.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if pg_catalog.char_length(p_q) > 100 then
    raise exception 'A busca pode ter até 100 caracteres.' using errcode = '22023', hint = 'manage_bad_query';
  end if;
  return query
    select a.id, a.name, a.city, a.state
      from public.profiles a
     where a.role = 'imobiliaria' and a.name is not null and a.id <> (select auth.uid())
       and (q_key is null or pg_catalog.strpos(public.normalize_text(a.name || ' ' || coalesce(a.city, '')), q_key) > 0)
     order by a.name, a.id
     limit 20;
end
$$;

revoke all on function public.listing_manage_search(text, text, text, integer),
  public.listing_partner_agencies(text) from public, anon, authenticated;
grant execute on function public.listing_manage_search(text, text, text, integer),
  public.listing_partner_agencies(text) to authenticated, service_role;

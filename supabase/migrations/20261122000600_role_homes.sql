-- The numbers of the role homes, one function per home, each returning one jsonb document:
--   client_home()        /dashboard-cliente      (cliente)
--   owner_home()         /dashboard-proprietario (proprietario)
--   broker_home(tz)      /dashboard-corretor     (corretor)
-- They run as definer (an owner may not read the favourites of their listings, which belong to the clients),
-- so each one checks the caller first and only ever reads the caller's own rows or listings
-- (private.managed_property_ids()). Errors carry a HINT the app can translate ('not_signed_in', 'wrong_role').

-- Raises unless the caller is signed in with `expected` role.
create function private.assert_home_role(expected public.user_role) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'Entre na sua conta.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if private.current_user_role() is distinct from expected then
    raise exception 'Este painel não é do seu tipo de conta.' using errcode = '42501', hint = 'wrong_role';
  end if;
  return uid;
end
$$;
revoke all on function private.assert_home_role(public.user_role) from public;

-- The client home: counts for the shortcut cards and the featured listings (active, featured, online),
-- newest first, each with whether the caller saved it.
--   favorites       the caller's favourites
--   open_visits     the caller's visits agendada/confirmada from today on (São Paulo)
--   open_proposals  the caller's proposals pendente/negociada
create function public.client_home(featured_limit integer default 6) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := private.assert_home_role('cliente');
  today date := pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date;
  n integer := least(greatest(coalesce(client_home.featured_limit, 6), 0), 24);
begin
  return pg_catalog.jsonb_build_object(
    'favorites', (select count(*) from public.favorites f where f.user_id = uid),
    'open_visits', (select count(*) from public.visits v
                     where v.requester_id = uid and v.status in ('agendada', 'confirmada') and v.visit_date >= today),
    'open_proposals', (select count(*) from public.proposals pr
                        where pr.client_id = uid and pr.status in ('pendente', 'negociada')),
    'featured', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(x) order by x.published_at desc, x.id desc)
      from (
        select p.id, p.title, p.transaction, p.type, p.price, p.bedrooms, p.bathrooms, p.parking_spaces, p.area,
               p.neighborhood, p.city, p.state, p.featured, p.published_at,
               (select i.storage_path from public.property_images i where i.property_id = p.id
                 order by i.position, i.id limit 1) as cover_image,
               exists (select 1 from public.favorites f where f.user_id = uid and f.property_id = p.id) as is_favorite
        from public.properties p
        where p.status = 'ativo' and p.featured and p.expires_at > pg_catalog.now()
        order by p.published_at desc, p.id desc
        limit n
      ) x), '[]'::jsonb)
  );
end
$$;

-- The owner home: statistics of the caller's listings, totals and per listing (views, favourites, visits not
-- cancelled, proposals received, leads), the newest leads of the interest form, and the open work for the
-- quick actions (visits agendada/confirmada from today on, proposals pendente/negociada).
create function public.owner_home(leads_limit integer default 5) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := private.assert_home_role('proprietario');
  today date := pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date;
  n integer := least(greatest(coalesce(owner_home.leads_limit, 5), 0), 50);
  listings jsonb;
begin
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(s) order by s.published_at desc, s.id desc), '[]'::jsonb)
    into listings
  from (
    select p.id, p.title, p.status, p.transaction, p.price, p.published_at,
           p.view_count as views,
           (select count(*) from public.favorites f where f.property_id = p.id) as favorites,
           (select count(*) from public.visits v where v.property_id = p.id and v.status <> 'cancelada') as visits,
           (select count(*) from public.proposals pr where pr.property_id = p.id) as proposals,
           (select count(*) from public.leads l where l.property_id = p.id) as leads
    from public.properties p
    where p.id in (select private.managed_property_ids())
  ) s;

  return pg_catalog.jsonb_build_object(
    'totals', pg_catalog.jsonb_build_object(
      'listings', pg_catalog.jsonb_array_length(listings),
      'active_listings', (select count(*) from pg_catalog.jsonb_array_elements(listings) e where e->>'status' = 'ativo'),
      'views', (select coalesce(sum((e->>'views')::bigint), 0) from pg_catalog.jsonb_array_elements(listings) e),
      'favorites', (select coalesce(sum((e->>'favorites')::bigint), 0) from pg_catalog.jsonb_array_elements(listings) e),
      'visits', (select coalesce(sum((e->>'visits')::bigint), 0) from pg_catalog.jsonb_array_elements(listings) e),
      'proposals', (select coalesce(sum((e->>'proposals')::bigint), 0) from pg_catalog.jsonb_array_elements(listings) e),
      'leads', (select coalesce(sum((e->>'leads')::bigint), 0) from pg_catalog.jsonb_array_elements(listings) e)
    ),
    'listings', listings,
    'open_visits', (select count(*) from public.visits v
                     where v.property_id in (select private.managed_property_ids())
                       and v.status in ('agendada', 'confirmada') and v.visit_date >= today),
    'open_proposals', (select count(*) from public.proposals pr
                        where pr.property_id in (select private.managed_property_ids())
                          and pr.status in ('pendente', 'negociada')),
    'leads', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(x) order by x.created_at desc, x.id desc)
      from (
        select l.id, l.name, l.email, l.phone, l.message, l.created_at, p.id as property_id, p.title as property_title
        from public.leads l join public.properties p on p.id = l.property_id
        where l.property_id in (select private.managed_property_ids())
        order by l.created_at desc, l.id desc
        limit n
      ) x), '[]'::jsonb)
  );
end
$$;

-- The broker home for the month that is running in `tz` (default São Paulo), over the listings the broker
-- handles:
--   sales            proposals accepted this month (responded_at in the month, status aceita), goal 5
--   scheduled_visits visits booked this month (created in the month) that are not cancelled
--   new_clients      distinct people (by e-mail, else phone, else name) whose first lead, visit or proposal
--                    on these listings happened this month
--   upcoming         the next visits agendada/confirmada from now on, soonest first
--   opportunities    the newest leads of the interest form, with their contact data
create function public.broker_home(tz text default 'America/Sao_Paulo', items_limit integer default 5) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := private.assert_home_role('corretor');
  zone text := coalesce(nullif(pg_catalog.btrim(broker_home.tz), ''), 'America/Sao_Paulo');
  n integer := least(greatest(coalesce(broker_home.items_limit, 5), 0), 50);
  local_now timestamp;
  month_start timestamptz;
  month_end timestamptz;
begin
  begin
    local_now := pg_catalog.timezone(zone, pg_catalog.now());
  exception when others then
    raise exception 'Fuso horário inválido.' using errcode = '22023', hint = 'invalid_time_zone';
  end;
  month_start := pg_catalog.timezone(zone, pg_catalog.date_trunc('month', local_now));
  month_end := pg_catalog.timezone(zone, pg_catalog.date_trunc('month', local_now) + interval '1 month');

  return pg_catalog.jsonb_build_object(
    'month_start', month_start,
    'sales_goal', 5,
    'sales', (select count(*) from public.proposals pr
               where pr.property_id in (select private.managed_property_ids())
                 and pr.status = 'aceita' and pr.responded_at >= month_start and pr.responded_at < month_end),
    'scheduled_visits', (select count(*) from public.visits v
                          where v.property_id in (select private.managed_property_ids())
                            and v.status <> 'cancelada' and v.created_at >= month_start and v.created_at < month_end),
    'new_clients', (
      with contacts as (
        select coalesce(pg_catalog.lower(c.email), pg_catalog.lower(l.email)) as who, l.created_at
        from public.leads l left join public.profiles c on c.id = l.user_id
        where l.property_id in (select private.managed_property_ids())
        union all
        select coalesce(pg_catalog.lower(c.email), pg_catalog.lower(nullif(v.visitor_email, '')),
                        nullif(pg_catalog.regexp_replace(coalesce(v.visitor_phone, ''), '\D', '', 'g'), ''),
                        pg_catalog.lower(v.visitor_name)), v.created_at
        from public.visits v left join public.profiles c on c.id = v.requester_id
        where v.property_id in (select private.managed_property_ids())
        union all
        select coalesce(pg_catalog.lower(c.email), pg_catalog.lower(nullif(pr.client_email, '')),
                        nullif(pg_catalog.regexp_replace(coalesce(pr.client_phone, ''), '\D', '', 'g'), ''),
                        pg_catalog.lower(pr.client_name)), pr.created_at
        from public.proposals pr left join public.profiles c on c.id = pr.client_id
        where pr.property_id in (select private.managed_property_ids())
      )
      select count(*) from (
        select who, min(created_at) as first_at from contacts where who is not null group by who
      ) firsts
      where firsts.first_at >= month_start and firsts.first_at < month_end),
    'upcoming', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(x) order by x.visit_date, x.visit_time, x.id)
      from (
        select v.id, v.visit_date, pg_catalog.to_char(v.visit_time, 'HH24:MI') as visit_time, v.status,
               p.id as property_id, p.title as property_title,
               coalesce(c.name, v.visitor_name) as client_name, coalesce(c.phone, v.visitor_phone) as client_phone
        from public.visits v
        join public.properties p on p.id = v.property_id
        left join public.profiles c on c.id = v.requester_id
        where v.property_id in (select private.managed_property_ids())
          and v.status in ('agendada', 'confirmada')
          and v.visit_date + v.visit_time >= local_now
        order by v.visit_date, v.visit_time, v.id
        limit n
      ) x), '[]'::jsonb),
    'opportunities', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(x) order by x.created_at desc, x.id desc)
      from (
        select l.id, l.name, l.email, l.phone, l.message, l.created_at, p.id as property_id, p.title as property_title
        from public.leads l join public.properties p on p.id = l.property_id
        where l.property_id in (select private.managed_property_ids())
        order by l.created_at desc, l.id desc
        limit n
      ) x), '[]'::jsonb)
  );
end
$$;

revoke all on function public.client_home(integer), public.owner_home(integer), public.broker_home(text, integer)
  from public, anon, authenticated;
grant execute on function public.client_home(integer), public.owner_home(integer), public.broker_home(text, integer)
  to authenticated, service_role;

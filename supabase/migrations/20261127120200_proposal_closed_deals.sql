-- Issue #38: only closed deals count. An accepted offer is a negotiation ('Em negociação') until the listing
-- side marks it 'Negócio fechado' (status fechada, closed_at); 'Vendas' (broker_home), the reports' 'Negócios
-- fechados' (listing_side_report) and a broker's closed deals on the team page (agency_team) count those.
-- Each function is re-created as it stood (broker_home: 20261125001030, listing_side_report: 20261122000300,
-- agency_team: 20261126005000) with only the proposal condition changed.

create or replace function public.broker_home(tz text default 'America/Sao_Paulo', items_limit integer default 5) returns jsonb
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
                 and pr.status = 'fechada' and pr.closed_at >= month_start and pr.closed_at < month_end),
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
        from public.visits v left join public.profiles c on c.id = v.requester_id and v.visitor_name is null
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
        left join public.profiles c on c.id = v.requester_id and v.visitor_name is null
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
        where l.property_id in (select private.managed_property_ids()) and l.anonymized_at is null
        order by l.created_at desc, l.id desc
        limit n
      ) x), '[]'::jsonb)
  );
end
$$;

create or replace function public.listing_side_report(months integer default 6)
returns table (month date, leads integer, visits integer, proposals integer, deals integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  n integer := least(greatest(coalesce(listing_side_report.months, 6), 1), 24);
  this_month date := pg_catalog.date_trunc('month', pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now()))::date;
begin
  perform private.assert_signed_in();
  return query
  with m as (
    select (this_month - pg_catalog.make_interval(months => k))::date as month
    from pg_catalog.generate_series(0, n - 1) k
  ),
  ids as (select private.managed_property_ids() as id),
  ev as (
    select 'lead'::text as kind, pg_catalog.date_trunc('month', pg_catalog.timezone('America/Sao_Paulo', l.created_at))::date as month
    from public.leads l where l.property_id in (select ids.id from ids)
    union all
    select 'visita', pg_catalog.date_trunc('month', pg_catalog.timezone('America/Sao_Paulo', v.created_at))::date
    from public.visits v where v.property_id in (select ids.id from ids)
    union all
    select 'proposta', pg_catalog.date_trunc('month', pg_catalog.timezone('America/Sao_Paulo', pr.created_at))::date
    from public.proposals pr where pr.property_id in (select ids.id from ids)
    union all
    select 'negocio', pg_catalog.date_trunc('month', pg_catalog.timezone('America/Sao_Paulo', coalesce(pr.closed_at, pr.updated_at)))::date
    from public.proposals pr where pr.property_id in (select ids.id from ids) and pr.status = 'fechada'
  )
  select m.month,
         (count(ev.kind) filter (where ev.kind = 'lead'))::integer,
         (count(ev.kind) filter (where ev.kind = 'visita'))::integer,
         (count(ev.kind) filter (where ev.kind = 'proposta'))::integer,
         (count(ev.kind) filter (where ev.kind = 'negocio'))::integer
  from m left join ev on ev.month = m.month
  group by m.month
  order by m.month;
end
$$;

create or replace function public.agency_team(search text default null)
returns table (
  id uuid, name text, email text, phone text, creci text, avatar_url text, broker_status public.broker_status,
  joined_at timestamptz, sales bigint, active_listings bigint
)
language plpgsql stable security definer set search_path = '' as $$
declare
  q text := nullif(pg_catalog.btrim(pg_catalog.left(agency_team.search, 120)), '');
  pattern text;
begin
  if private.current_user_role() is distinct from 'imobiliaria' then
    raise exception 'Somente uma imobiliária vê a equipe.' using errcode = '42501', hint = 'not_agency';
  end if;
  pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    public.normalize_text(coalesce(q, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
  select b.id, b.name, u.email::text, b.phone, b.creci, b.avatar_url, b.broker_status, b.agency_joined_at,
         (select count(*) from public.proposals pr join public.properties p on p.id = pr.property_id
           where p.broker_id = b.id and pr.status = 'fechada'),
         (select count(*) from public.properties p where p.broker_id = b.id and p.status = 'ativo')
  from public.profiles b
  left join auth.users u on u.id = b.id
  where b.agency_id = (select auth.uid()) and b.role = 'corretor'
    and (q is null
         or public.normalize_text(coalesce(b.name, '')) like pattern
         or pg_catalog.lower(coalesce(u.email::text, '')) like pattern
         or public.normalize_text(coalesce(b.creci, '')) like pattern)
  order by b.name nulls last, b.id;
end
$$;

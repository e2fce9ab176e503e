-- Issue #28, item 3: an e-mail typed by the listing side stays typed text.
--
-- schedule_visit (the listing side books a visit for someone, e.g. by phone) looked the typed e-mail up in
-- profiles and attached the visit to that account; the agenda, the contacts and the broker home then showed
-- the account's stored name and phone. Any account can be a listing side (anyone may list a property), so
-- typing a stranger's e-mail told whether it was a client (the "já tem uma visita" error), put a visit into
-- that person's account and read their stored name and phone. Now:
--
--   * schedule_visit stores what was typed and links nothing (requester_id stays null). If the e-mail is an
--     account's verified e-mail (auth.users.email_confirmed_at), that account is asked to confirm
--     (notification 'visita_para_confirmar'); the caller gets the same answer and the listing side the same
--     notifications either way.
--   * The person sees the visit under "Confirmações pendentes" in /minhas-visitas (my_pending_visits) and
--     accepts it (accept_visit: links it to the account after checking the one-open-visit rule, and notifies
--     the listing side) or declines it (decline_visit: hidden from the person, the listing side is told
--     nothing). Both act only when the caller's e-mail — the JWT's `email`, which must also be the account's
--     current, confirmed e-mail — is the typed one (trimmed, case-insensitive, otherwise exact).
--   * The listing side's reads show only its own typing for visits it booked (visitor_name set), before and
--     after acceptance: visit_agenda, listing_visits, private.side_interactions (listing_side_contacts,
--     contact_history), broker_home. An account's stored data joins only where that account acted itself (a
--     visit it asked for, its lead, its proposal). side_interactions no longer resolves typed e-mails of
--     leads, visits or proposals to accounts at all.
--   * Visits booked before this migration and linked by e-mail go back to unlinked: the person confirms them
--     like any other.

-- Typed e-mails are compared trimmed and lower-cased.
update public.visits set visitor_email = nullif(pg_catalog.lower(pg_catalog.btrim(visitor_email)), '')
 where visitor_email is distinct from nullif(pg_catalog.lower(pg_catalog.btrim(visitor_email)), '');
update public.visits set requester_id = null where requester_id is not null and visitor_name is not null;
create index visits_typed_email_idx on public.visits (visitor_email)
  where requester_id is null and visitor_email is not null;

-- Bookings a person declined: hidden from them, invisible to everyone else (not in an exposed schema).
create table private.visit_declines (
  visit_id bigint not null references public.visits (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  declined_at timestamptz not null default now(),
  primary key (visit_id, user_id)
);
create index visit_declines_user_idx on private.visit_declines (user_id);
alter table private.visit_declines enable row level security;
revoke all on private.visit_declines from public, anon, authenticated;

-- The caller's e-mail when it can be trusted: the JWT's `email` claim, equal to the account's current and
-- confirmed e-mail. Lower-cased; null otherwise (signed out, unconfirmed, changed since the token).
create function private.caller_verified_email() returns text
language sql stable security definer set search_path = '' as $$
  select pg_catalog.lower(u.email)
  from auth.users u
  where u.id = (select auth.uid())
    and u.email_confirmed_at is not null
    and pg_catalog.lower(u.email) = pg_catalog.lower(pg_catalog.btrim(nullif((select auth.jwt()) ->> 'email', '')))
$$;
revoke all on function private.caller_verified_email() from public;
grant execute on function private.caller_verified_email() to authenticated, service_role;

create or replace function public.schedule_visit(
  property_id bigint, visit_date date, visit_time time,
  visitor_name text, visitor_phone text default null, visitor_email text default null, message text default null)
returns public.visits
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  mail text := nullif(pg_catalog.lower(pg_catalog.btrim(schedule_visit.visitor_email)), '');
  person uuid;
  result public.visits;
begin
  if uid is null or schedule_visit.property_id is null or not private.manages_property(schedule_visit.property_id) then
    raise exception 'Anúncio não encontrado.' using errcode = '42501', hint = 'not_listing_side';
  end if;
  if nullif(pg_catalog.btrim(schedule_visit.visitor_name), '') is null then
    raise exception 'Informe o nome do visitante.' using errcode = 'P0001', hint = 'visitor_name_required';
  end if;
  perform private.assert_visit_slot(schedule_visit.visit_date, schedule_visit.visit_time);
  perform private.assert_slot_free(schedule_visit.property_id, schedule_visit.visit_date, schedule_visit.visit_time);

  insert into public.visits (property_id, visitor_name, visitor_phone, visitor_email, handler_id, created_by,
                             visit_date, visit_time, status, message, confirmed_at)
  values (schedule_visit.property_id, pg_catalog.btrim(schedule_visit.visitor_name),
          nullif(pg_catalog.btrim(schedule_visit.visitor_phone), ''), mail,
          uid, uid, schedule_visit.visit_date, schedule_visit.visit_time, 'confirmada',
          nullif(pg_catalog.btrim(schedule_visit.message), ''), pg_catalog.now())
  returning * into result;

  perform private.notify(private.listing_side(schedule_visit.property_id), 'visita_agendada', 'Visita agendada',
    pg_catalog.format('%s em %s às %s.', result.visitor_name,
      pg_catalog.to_char(result.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(result.visit_time, 'HH24:MI')),
    '/agendamentos');

  -- The owner of the typed e-mail, if it is an account's confirmed e-mail outside this listing's side, is
  -- asked to confirm. Nothing of this reaches the caller.
  if mail is not null then
    select u.id into person
    from auth.users u join public.profiles pr on pr.id = u.id
    where pg_catalog.lower(u.email) = mail and u.email_confirmed_at is not null
    limit 1;
    if person is not null and not exists (
      select 1 from public.properties p
      where p.id = result.property_id and (p.owner_id = person or p.agency_id = person or p.broker_id = person)
    ) then
      perform private.notify(array[person], 'visita_para_confirmar', 'Confirme sua visita',
        pg_catalog.format('Uma visita a %s (#%s) foi marcada com o seu e-mail para %s às %s. Confirme ou recuse em Minhas visitas.',
          (select p.title from public.properties p where p.id = result.property_id), result.property_id,
          pg_catalog.to_char(result.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(result.visit_time, 'HH24:MI')),
        '/minhas-visitas');
    end if;
  end if;
  return result;
end
$$;

-- A booking offered to the caller (their verified e-mail was typed, not yet linked, not declined), locked for
-- a move; 'visit_not_found' otherwise, whatever the reason, so nobody learns about other people's visits.
create function private.visit_offered_to_caller(visit bigint) returns public.visits
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  mail text := private.caller_verified_email();
  result public.visits;
begin
  if uid is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select * into result from public.visits v where v.id = visit for update;
  if not found or mail is null or result.requester_id is not null or result.visitor_name is null
     or result.visitor_email is distinct from mail
     or private.manages_property(result.property_id)
     or exists (select 1 from private.visit_declines d where d.visit_id = result.id and d.user_id = uid) then
    raise exception 'Visita não encontrada.' using errcode = 'P0001', hint = 'visit_not_found';
  end if;
  return result;
end
$$;
revoke all on function private.visit_offered_to_caller(bigint) from public;

-- "Confirmações pendentes" of /minhas-visitas: bookings made with the caller's verified e-mail, still open and
-- ahead, neither accepted nor declined. The listing's area only (no street address before acceptance);
-- `booked_by`: the agency or broker who booked it (an owner's name is not shown, as in proposal_history).
create function public.my_pending_visits()
returns table (
  id bigint, property_id bigint, property_title text, property_area text, cover_image text,
  visit_date date, visit_time time, status public.visit_status, visitor_name text, message text,
  booked_by text, created_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select v.id, p.id, p.title, pg_catalog.concat_ws(', ', p.neighborhood, p.city || ' - ' || p.state),
         (select i.storage_path from public.property_images i where i.property_id = p.id
           order by i.position, i.id limit 1),
         v.visit_date, v.visit_time, v.status, v.visitor_name, v.message,
         case when b.role in ('imobiliaria', 'corretor') then b.name end,
         v.created_at
  from public.visits v
  join public.properties p on p.id = v.property_id
  left join public.profiles b on b.id = v.created_by
  where v.requester_id is null
    and v.visitor_name is not null
    and v.visitor_email = (select private.caller_verified_email())
    and v.status in ('agendada', 'confirmada')
    and v.visit_date + v.visit_time > pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())
    and not private.manages_property(v.property_id)
    and not exists (
      select 1 from private.visit_declines d where d.visit_id = v.id and d.user_id = (select auth.uid()))
  order by v.visit_date, v.visit_time, v.id
$$;

-- The person accepts a booking made with their e-mail: it becomes their visit (Minhas visitas, cancel, the
-- notifications of its moves). The one-open-visit rule is checked now; the listing side is told.
create function public.accept_visit(visit_id bigint) returns public.visits
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  v public.visits := private.visit_offered_to_caller(accept_visit.visit_id);
begin
  if v.status not in ('agendada', 'confirmada') then
    raise exception 'Esta visita não está mais marcada.' using errcode = 'P0001', hint = 'visit_bad_status';
  end if;
  if v.visit_date + v.visit_time <= pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now()) then
    raise exception 'A visita já aconteceu.' using errcode = 'P0001', hint = 'visit_started';
  end if;
  if exists (
    select 1 from public.visits o
    where o.property_id = v.property_id and o.requester_id = uid and o.status in ('agendada', 'confirmada')
  ) then
    raise exception 'Você já tem uma visita marcada para este imóvel.' using errcode = 'P0001', hint = 'visit_already_open';
  end if;
  update public.visits set requester_id = uid where id = v.id returning * into v;
  perform private.notify(private.listing_side(v.property_id), 'visita_aceita', 'Visita confirmada pelo cliente',
    pg_catalog.format('%s confirmou a visita de %s às %s.', v.visitor_name,
      pg_catalog.to_char(v.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(v.visit_time, 'HH24:MI')),
    '/agendamentos');
  return v;
end
$$;

-- The person declines: the booking leaves their pending list; the visit and the listing side are untouched.
create function public.decline_visit(visit_id bigint) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  v public.visits := private.visit_offered_to_caller(decline_visit.visit_id);
begin
  insert into private.visit_declines (visit_id, user_id) values (v.id, (select auth.uid()))
  on conflict do nothing;
end
$$;

revoke all on function public.schedule_visit(bigint, date, time, text, text, text, text),
  public.my_pending_visits(), public.accept_visit(bigint), public.decline_visit(bigint)
  from public, anon, authenticated;
grant execute on function public.schedule_visit(bigint, date, time, text, text, text, text),
  public.my_pending_visits(), public.accept_visit(bigint), public.decline_visit(bigint)
  to authenticated, service_role;

-- The listing side's reads: its own typing for the visits it booked (the profile joins only when
-- visitor_name is null, i.e. the client asked for the visit themselves). Bodies as before otherwise
-- (20261122000400_visits_screens.sql, 20261121000600_visits.sql, 20261125001020_account_deletion.sql).

create or replace function public.visit_agenda(
  search text default null, status public.visit_status default null, max_rows integer default 200)
returns table (
  id bigint, property_id bigint, property_title text, property_address text,
  visit_date date, visit_time time, status public.visit_status, message text, cancel_reason text,
  client_id uuid, client_name text, client_phone text, client_email text,
  broker_name text, started boolean, created_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  with q as (
    select nullif(public.normalize_text(coalesce(visit_agenda.search, '')), '') as term,
           nullif(pg_catalog.regexp_replace(coalesce(visit_agenda.search, ''), '\D', '', 'g'), '') as digits,
           pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now()) as local_now
  ),
  agenda as (
    select v.id, p.id as property_id, p.title as property_title, private.property_address_line(p) as property_address,
           v.visit_date, v.visit_time, v.status, v.message, v.cancel_reason,
           case when v.visitor_name is null then v.requester_id end as client_id,
           coalesce(c.name, v.visitor_name) as client_name,
           coalesce(c.phone, v.visitor_phone) as client_phone, coalesce(c.email, v.visitor_email) as client_email,
           b.name as broker_name, (v.visit_date + v.visit_time) <= q.local_now as started, v.created_at,
           q.term, q.digits
    from public.visits v
    join public.properties p on p.id = v.property_id
    left join public.profiles c on c.id = v.requester_id and v.visitor_name is null
    left join public.profiles b on b.id = coalesce(p.broker_id, v.handler_id)
    cross join q
    where v.property_id in (select private.managed_property_ids())
      and (visit_agenda.status is null or v.status = visit_agenda.status)
  )
  select r.id, r.property_id, r.property_title, r.property_address, r.visit_date, r.visit_time, r.status, r.message,
         r.cancel_reason, r.client_id, r.client_name, r.client_phone, r.client_email, r.broker_name, r.started,
         r.created_at
  from agenda r
  where r.term is null
     or public.normalize_text(
          pg_catalog.concat_ws(' ', r.client_name, r.client_email, r.property_title, r.property_address)
        ) like '%' || r.term || '%'
     or (r.digits is not null and (
          r.property_id::text = r.digits
          or (pg_catalog.length(r.digits) >= 4
              and pg_catalog.regexp_replace(coalesce(r.client_phone, ''), '\D', '', 'g') like '%' || r.digits || '%')))
  order by (r.status in ('agendada', 'confirmada') and not r.started) desc,
           case when r.status in ('agendada', 'confirmada') and not r.started then r.visit_date + r.visit_time end asc,
           r.visit_date + r.visit_time desc, r.id desc
  limit greatest(1, least(coalesce(visit_agenda.max_rows, 200), 500))
$$;

create or replace function public.listing_visits(status public.visit_status default null, from_date date default null)
returns table (
  id bigint, property_id bigint, property_title text, property_address text,
  visit_date date, visit_time time, status public.visit_status, message text, cancel_reason text,
  client_id uuid, client_name text, client_phone text, client_email text,
  broker_id uuid, broker_name text, broker_phone text, created_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select v.id, p.id, p.title,
         pg_catalog.concat_ws(', ', nullif(pg_catalog.concat_ws(' ', p.street, p.street_number), ''), p.neighborhood,
                              p.city || ' - ' || p.state),
         v.visit_date, v.visit_time, v.status, v.message, v.cancel_reason,
         case when v.visitor_name is null then v.requester_id end, coalesce(c.name, v.visitor_name),
         coalesce(c.phone, v.visitor_phone),
         coalesce(c.email, v.visitor_email),
         b.id, b.name, b.phone, v.created_at
  from public.visits v
  join public.properties p on p.id = v.property_id
  left join public.profiles c on c.id = v.requester_id and v.visitor_name is null
  left join public.profiles b on b.id = coalesce(p.broker_id, v.handler_id)
  where v.property_id in (select private.managed_property_ids())
    and (listing_visits.status is null or v.status = listing_visits.status)
    and (listing_visits.from_date is null or v.visit_date >= listing_visits.from_date)
  order by v.visit_date, v.visit_time, v.id
$$;

create or replace function private.side_interactions()
returns table (
  kind text, item_id bigint, property_id bigint, property_title text, status text, amount integer,
  message text, visit_date date, visit_time time, created_at timestamptz,
  user_id uuid, name text, email text, phone text, contact_id text
)
language sql stable security definer set search_path = '' as $$
  with raw as (
    select 'lead'::text as kind, l.id, l.property_id, null::text as status, null::integer as amount, l.message,
           null::date as visit_date, null::time as visit_time, l.created_at,
           l.user_id, l.name, l.email, l.phone
    from public.leads l where l.property_id in (select private.managed_property_ids()) and l.anonymized_at is null
    union all
    select 'visita', v.id, v.property_id, v.status::text, null, v.message, v.visit_date, v.visit_time, v.created_at,
           -- A visit the listing side booked is what it typed, even once the person accepted it.
           case when v.visitor_name is null then v.requester_id end, v.visitor_name, v.visitor_email, v.visitor_phone
    from public.visits v where v.property_id in (select private.managed_property_ids())
    union all
    select 'proposta', pr.id, pr.property_id, pr.status::text, coalesce(pr.agreed_amount, pr.amount), pr.message,
           null, null, pr.created_at, pr.client_id, pr.client_name, pr.client_email, pr.client_phone
    from public.proposals pr where pr.property_id in (select private.managed_property_ids())
  ),
  resolved as (
    -- The account behind an interaction is the one that acted (lead author, visit requester, proposal
    -- maker): never one looked up from a typed e-mail.
    select r.*, r.user_id as person
    from raw r
  )
  select r.kind, r.id, r.property_id, p.title, r.status, r.amount, r.message, r.visit_date, r.visit_time, r.created_at,
         r.person,
         coalesce(c.name, r.name),
         coalesce(c.email, pg_catalog.lower(r.email)),
         coalesce(c.phone, r.phone),
         pg_catalog.md5(coalesce(
           'u:' || r.person::text,
           'e:' || pg_catalog.lower(nullif(pg_catalog.btrim(r.email), '')),
           'p:' || nullif(pg_catalog.regexp_replace(coalesce(r.phone, ''), '\D', '', 'g'), ''),
           'n:' || pg_catalog.lower(pg_catalog.btrim(coalesce(r.name, '')))))
  from resolved r
  join public.properties p on p.id = r.property_id
  left join public.profiles c on c.id = r.person
$$;

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

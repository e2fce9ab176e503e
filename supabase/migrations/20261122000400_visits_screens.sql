-- The visit screens' reads (new functions only; the visit moves live in 20261121000600_visits.sql):
--   my_visits()                      /minhas-visitas: the caller's visits with their listing
--   visit_agenda(search, status, n)  /agendamentos: visits to the caller's listings, searchable
--   visit_listing_options()          /agendamentos/novo: the caller's public listings to book a visit on
-- Each function reads only the caller's rows (auth.uid()), whatever the arguments.

-- A listing's address in one line: "Rua X, 10, Bairro, Cidade - UF".
create function private.property_address_line(p public.properties) returns text
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.concat_ws(', ', nullif(pg_catalog.concat_ws(' ', p.street, p.street_number), ''), p.neighborhood,
                              p.city || ' - ' || p.state)
$$;
revoke all on function private.property_address_line(public.properties) from public;
grant execute on function private.property_address_line(public.properties) to authenticated, service_role;

-- The caller's own visits (as the client who asked for them), newest date first, with the listing's card
-- fields and whether the client may still cancel it (open and not yet started, São Paulo time).
create function public.my_visits()
returns table (
  id bigint, property_id bigint, property_title text, property_address text, property_transaction public.transaction_type,
  property_price integer, cover_image text, visit_date date, visit_time time, status public.visit_status,
  message text, cancel_reason text, cancelled_by_client boolean, can_cancel boolean, created_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select v.id, p.id, p.title, private.property_address_line(p), p.transaction, p.price,
         (select i.storage_path from public.property_images i where i.property_id = p.id
           order by i.position, i.id limit 1),
         v.visit_date, v.visit_time, v.status, v.message, v.cancel_reason,
         v.cancelled_by is not distinct from v.requester_id and v.status = 'cancelada',
         v.status in ('agendada', 'confirmada')
           and v.visit_date + v.visit_time > pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now()),
         v.created_at
  from public.visits v
  join public.properties p on p.id = v.property_id
  where v.requester_id = (select auth.uid())
  order by v.visit_date desc, v.visit_time desc, v.id desc
$$;

-- Visits to the caller's listings (owner, agency or broker of the listing) for /agendamentos: the visitor's
-- contact data, the listing, and which moves apply now. `search` matches (accent- and case-insensitive) the
-- client's name, e-mail or phone digits, the listing's title or address, or the listing code (#123456).
-- Upcoming open visits first (soonest first), then the rest (most recent first).
create function public.visit_agenda(
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
           v.requester_id as client_id, coalesce(c.name, v.visitor_name) as client_name,
           coalesce(c.phone, v.visitor_phone) as client_phone, coalesce(c.email, v.visitor_email) as client_email,
           b.name as broker_name, (v.visit_date + v.visit_time) <= q.local_now as started, v.created_at,
           q.term, q.digits
    from public.visits v
    join public.properties p on p.id = v.property_id
    left join public.profiles c on c.id = v.requester_id
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

-- The caller's public listings (the ones visits can be booked on), for the "new appointment" form.
create function public.visit_listing_options()
returns table (id bigint, title text, address text)
language sql stable security definer set search_path = '' as $$
  select p.id, p.title, private.property_address_line(p)
  from public.properties p
  where p.id in (select private.managed_property_ids())
    and p.status = 'ativo' and p.expires_at > pg_catalog.now()
  order by p.title, p.id
$$;

revoke all on function public.my_visits(), public.visit_agenda(text, public.visit_status, integer),
  public.visit_listing_options() from public, anon, authenticated;
grant execute on function public.my_visits(), public.visit_agenda(text, public.visit_status, integer),
  public.visit_listing_options() to authenticated, service_role;

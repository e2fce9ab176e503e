-- Issue #39: /agendamentos for an agency by broker (`broker`: null = all, 'nenhum' = listings without a broker,
-- a broker's id = that broker's listings; anything else matches nothing), and the card's labels: broker_* name
-- a broker only (a visit the owner confirmed showed 'Corretor: <owner>'); confirmed_by_owner says the owner
-- confirmed it ('Confirmada pelo proprietário').
drop function public.visit_agenda(text, public.visit_status, integer);

create function public.visit_agenda(
  search text default null, status public.visit_status default null, max_rows integer default 200,
  broker text default null)
returns table (
  id bigint, property_id bigint, property_title text, property_address text,
  visit_date date, visit_time time, status public.visit_status, message text, cancel_reason text,
  client_id uuid, client_name text, client_phone text, client_email text,
  broker_name text, started boolean, created_at timestamptz, broker_id uuid, confirmed_by_owner boolean
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
           b.id as broker_id,
           (v.status in ('confirmada', 'realizada') and h.role = 'proprietario') as confirmed_by_owner,
           q.term, q.digits
    from public.visits v
    join public.properties p on p.id = v.property_id
    left join public.profiles c on c.id = v.requester_id and v.visitor_name is null
    left join public.profiles b on b.id = coalesce(p.broker_id, v.handler_id) and b.role = 'corretor'
    left join public.profiles h on h.id = v.handler_id
    cross join q
    where v.property_id in (select private.managed_property_ids())
      and (visit_agenda.status is null or v.status = visit_agenda.status)
      and (visit_agenda.broker is null
           or (visit_agenda.broker = 'nenhum' and p.broker_id is null)
           or p.broker_id = case when visit_agenda.broker ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                 then visit_agenda.broker::uuid end)
  )
  select r.id, r.property_id, r.property_title, r.property_address, r.visit_date, r.visit_time, r.status, r.message,
         r.cancel_reason, r.client_id, r.client_name, r.client_phone, r.client_email, r.broker_name, r.started,
         r.created_at, r.broker_id, r.confirmed_by_owner
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


revoke all on function public.visit_agenda(text, public.visit_status, integer, text) from public, anon, authenticated;
grant execute on function public.visit_agenda(text, public.visit_status, integer, text) to authenticated, service_role;

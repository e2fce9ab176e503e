-- Contacts (/clientes) and reports (/relatorios) of the listing side: everyone who left a lead, asked for or
-- was booked a visit, or made (or had registered) a proposal on a listing the caller handles
-- (private.managed_property_ids: owner, partner agency, broker).
--
--   listing_side_contacts(search)     one row per person, deduplicated by account, else e-mail, else phone
--   contact_history(contact_id)       that person's leads, visits and proposals on the caller's listings
--   listing_side_report(months)       per month: leads, visits, proposals and deals (accepted proposals)
--
-- A contact's id is an opaque hash of its dedupe key, so no e-mail travels in a URL.

-- Every interaction on the caller's listings, with the person behind it.
create function private.side_interactions()
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
    from public.leads l where l.property_id in (select private.managed_property_ids())
    union all
    select 'visita', v.id, v.property_id, v.status::text, null, v.message, v.visit_date, v.visit_time, v.created_at,
           v.requester_id, v.visitor_name, v.visitor_email, v.visitor_phone
    from public.visits v where v.property_id in (select private.managed_property_ids())
    union all
    select 'proposta', pr.id, pr.property_id, pr.status::text, coalesce(pr.agreed_amount, pr.amount), pr.message,
           null, null, pr.created_at, pr.client_id, pr.client_name, pr.client_email, pr.client_phone
    from public.proposals pr where pr.property_id in (select private.managed_property_ids())
  ),
  resolved as (
    select r.*,
           -- An interaction without an account whose e-mail belongs to one is that account's.
           coalesce(r.user_id, (select c.id from public.profiles c
                                where r.email is not null and pg_catalog.lower(c.email) = pg_catalog.lower(r.email)
                                limit 1)) as person
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
revoke all on function private.side_interactions() from public;

create function private.assert_signed_in() returns uuid
language plpgsql stable set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'Entre na sua conta.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  return uid;
end
$$;
revoke all on function private.assert_signed_in() from public;

-- The caller's contacts, most recent first; `search` matches name, e-mail or phone (digits) anywhere.
create function public.listing_side_contacts(search text default null)
returns table (
  id text, user_id uuid, name text, email text, phone text, last_contact_at timestamptz,
  leads integer, visits integer, proposals integer
)
language plpgsql stable security definer set search_path = '' as $$
declare
  term text := nullif(pg_catalog.lower(pg_catalog.btrim(listing_side_contacts.search)), '');
  digits text := nullif(pg_catalog.regexp_replace(coalesce(listing_side_contacts.search, ''), '\D', '', 'g'), '');
begin
  perform private.assert_signed_in();
  return query
  with people as (
    select i.contact_id,
           -- The newest interaction names the person (an account's data always wins).
           (pg_catalog.array_agg(i.user_id order by i.created_at desc))[1] as user_id,
           (pg_catalog.array_agg(i.name order by i.created_at desc) filter (where i.name is not null))[1] as name,
           (pg_catalog.array_agg(i.email order by i.created_at desc) filter (where i.email is not null))[1] as email,
           (pg_catalog.array_agg(i.phone order by i.created_at desc) filter (where i.phone is not null))[1] as phone,
           max(i.created_at) as last_contact_at,
           (count(*) filter (where i.kind = 'lead'))::integer as leads,
           (count(*) filter (where i.kind = 'visita'))::integer as visits,
           (count(*) filter (where i.kind = 'proposta'))::integer as proposals
    from private.side_interactions() i
    group by i.contact_id
  )
  select p.contact_id, p.user_id, p.name, p.email, p.phone, p.last_contact_at, p.leads, p.visits, p.proposals
  from people p
  where term is null
     or pg_catalog.strpos(pg_catalog.lower(coalesce(p.name, '')), term) > 0
     or pg_catalog.strpos(pg_catalog.lower(coalesce(p.email, '')), term) > 0
     or (digits is not null and pg_catalog.length(digits) >= 3
         and pg_catalog.strpos(pg_catalog.regexp_replace(coalesce(p.phone, ''), '\D', '', 'g'), digits) > 0)
  order by p.last_contact_at desc, p.contact_id;
end
$$;

-- One contact's history on the caller's listings, newest first (empty when the id is not one of theirs).
create function public.contact_history(contact_id text)
returns table (
  kind text, item_id bigint, property_id bigint, property_title text, status text, amount integer,
  message text, visit_date date, visit_time time, created_at timestamptz,
  user_id uuid, name text, email text, phone text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.assert_signed_in();
  return query
  select i.kind, i.item_id, i.property_id, i.property_title, i.status, i.amount, i.message, i.visit_date,
         i.visit_time, i.created_at, i.user_id, i.name, i.email, i.phone
  from private.side_interactions() i
  where i.contact_id = contact_history.contact_id
  order by i.created_at desc, i.kind, i.item_id desc;
end
$$;

-- Monthly counts on the caller's listings for the last `months` months (1–24, this month included, São Paulo
-- time; months without activity give 0): leads, visits asked for or booked, proposals made, deals (proposals
-- accepted that month).
create function public.listing_side_report(months integer default 6)
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
    select 'negocio', pg_catalog.date_trunc('month', pg_catalog.timezone('America/Sao_Paulo', coalesce(pr.responded_at, pr.updated_at)))::date
    from public.proposals pr where pr.property_id in (select ids.id from ids) and pr.status = 'aceita'
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

revoke all on function public.listing_side_contacts(text), public.contact_history(text),
  public.listing_side_report(integer) from public, anon, authenticated;
grant execute on function public.listing_side_contacts(text), public.contact_history(text),
  public.listing_side_report(integer) to authenticated, service_role;

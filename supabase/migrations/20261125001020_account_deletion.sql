-- Issue #28 (LGPD): what a deleted account leaves with others. Deleting the auth user (the auth admin API,
-- later the account settings) cascades to its profile; before the profile goes, private.forget_account
-- clears the person's data out of the rows that would otherwise outlive it, found by the account's id and by
-- its e-mail (forms sent signed out carry only the typed e-mail):
--
--   leads             ANONYMISED. A lead is the person's name, CPF, e-mail, phone and message handed to a
--                     listing side, and the person's right to deletion (LGPD art. 18, VI) wins over that
--                     side's CRM history: those fields go. What stays is that the listing received an interest
--                     that day (property, for_whom, created_at, anonymized_at) — anonymised data is outside the
--                     law (art. 12) and keeps the listing side's reports (/relatorios, the role homes'
--                     counts) from rewriting past months. Anonymised leads are nobody's contact: the contact
--                     lists and the "newest leads" panels leave them out (20261125001030).
--   contact_messages  DELETED. A support message is free text to us about the person; no third party relies on
--                     it and free text cannot be anonymised reliably.
--   visits            The listing side's bookings for the person (visitor_name typed) that the person had
--                     accepted go back to what the listing side typed (requester_id null): the visit is that
--                     side's appointment and stays on its agenda. Visits the person asked for themselves go
--                     with the account (requester_id on delete cascade), as before.
--   proposals         Unchanged: the person's own proposals go with the account (client_id cascade); those the
--                     listing side registered with typed contact data are that side's typing.

alter table public.leads add column anonymized_at timestamptz;
alter table public.leads alter column name drop not null,
  alter column cpf drop not null,
  alter column email drop not null,
  alter column phone drop not null;
-- is_valid_cpf(null) is false, so the CPF check must allow the anonymised NULL explicitly.
alter table public.leads drop constraint if exists leads_cpf_check;
alter table public.leads add constraint leads_cpf_check check (cpf is null or public.is_valid_cpf(cpf));
-- A lead has its contact data, or none at all once anonymised.
alter table public.leads add constraint leads_contact_or_anonymized check (
  case when anonymized_at is null
       then name is not null and cpf is not null and email is not null and phone is not null
       else name is null and cpf is null and email is null and phone is null and message is null and user_id is null
  end);

-- Finding a person's rows by e-mail when the account goes (leads store the e-mail lower-cased by a trigger).
create index leads_email_idx on public.leads (email) where email is not null;
create index contact_messages_email_idx on public.contact_messages (pg_catalog.lower(pg_catalog.btrim(email)));
create index visits_booked_requester_idx on public.visits (requester_id) where requester_id is not null and visitor_name is not null;

create function private.forget_account() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  mail text := nullif(pg_catalog.lower(pg_catalog.btrim(old.email)), '');
begin
  delete from public.contact_messages m
   where m.user_id = old.id
      or (mail is not null and pg_catalog.lower(pg_catalog.btrim(m.email)) = mail);

  update public.leads l
     set user_id = null, name = null, cpf = null, email = null, phone = null, message = null,
         anonymized_at = pg_catalog.now()
   where l.anonymized_at is null
     and (l.user_id = old.id or (mail is not null and l.email = mail));

  update public.visits v set requester_id = null
   where v.requester_id = old.id and v.visitor_name is not null;
  return old;
end
$$;
revoke all on function private.forget_account() from public;

create trigger profiles_forget_account before delete on public.profiles
  for each row execute function private.forget_account();

-- Anonymised leads are nobody's contact: the listing side's contact list (/clientes, via side_interactions)
-- and the newest-leads panels of the owner and broker homes leave them out; the counts keep them.
-- The functions as in 20261122000300_contacts_reports.sql / 20261122000600_role_homes.sql, with
-- `l.anonymized_at is null` added to their lead reads.

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

create or replace function public.owner_home(leads_limit integer default 5) returns jsonb
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
        where l.property_id in (select private.managed_property_ids()) and l.anonymized_at is null
        order by l.created_at desc, l.id desc
        limit n
      ) x), '[]'::jsonb)
  );
end
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
        where l.property_id in (select private.managed_property_ids()) and l.anonymized_at is null
        order by l.created_at desc, l.id desc
        limit n
      ) x), '[]'::jsonb)
  );
end
$$;

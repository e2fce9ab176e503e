-- Issue #39: the notification centre.
--
-- A notification is now an event the reader's app renders in the reader's language: `message_key` names the
-- text in the catalogues (messages/*/notifications.json, namespace NotificationEvents) and `params` carries
-- the event's data (listing title and código, the other person, amount, date). `title`/`body` stay as the
-- pt-BR fallback (old rows have only these). `category` (the centre's filter: visitas, propostas, contatos,
-- anuncios, conta) is derived from `kind` on insert. `link` opens the exact item ('/propostas?id=12').
--
-- Writers: private.notify_event(recipients, kind, message_key, params, link, title, body). The older writer
-- private.notify(recipients, kind, title, body, link) keeps working; for the visit, proposal and lead events
-- it wrote before this issue, the insert trigger finds the item the current transaction just wrote (each
-- of those functions writes exactly one visit / proposal event / lead before notifying) and fills in the key,
-- the params and the deep link. Functions that know their item should call notify_event instead.
--
-- Retention: notifications older than 12 months are deleted by public.notification_purge (daily with pg_cron
-- on a hosted project; the local stack runs it with its jobs).

alter table public.notifications
  add column message_key text check (message_key ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$' and char_length(message_key) <= 80),
  add column params jsonb not null default '{}'::jsonb check (pg_catalog.jsonb_typeof(params) = 'object'),
  add column category text not null default 'conta'
    check (category in ('visitas', 'propostas', 'contatos', 'anuncios', 'conta'));

create function public.notification_category(kind text) returns text
language sql immutable set search_path = '' as $$
  select case
    when kind like 'visita%' then 'visitas'
    when kind like 'proposta%' or kind like 'contraproposta%' or kind = 'nova_oferta'
      or kind like 'negociacao%' or kind like 'negocio%' then 'propostas'
    when kind like 'lead%' or kind like 'contato%' or kind like 'crm%' then 'contatos'
    when kind like 'anuncio%' or kind like 'parceria%' or kind like 'listing%' then 'anuncios'
    else 'conta'
  end
$$;
revoke all on function public.notification_category(text) from public, anon;
grant execute on function public.notification_category(text) to authenticated, service_role;
-- api: notification_category (called by the insert trigger; exposed for tests of the mapping)

update public.notifications set category = public.notification_category(kind);

-- The centre's order (unread first, then newest) and its filter, for one account.
create index notifications_user_order_idx
  on public.notifications (user_id, (read_at is not null), created_at desc, id desc);
create index notifications_user_category_order_idx
  on public.notifications (user_id, category, (read_at is not null), created_at desc, id desc);
create index notifications_created_idx on public.notifications (created_at);

-- The display name of an account (a company by its trading name).
create function private.notification_person(p uuid) returns text
language sql stable security definer set search_path = '' as $$
  select nullif(pg_catalog.btrim(pr.name), '') from public.profiles pr where pr.id = p
$$;
revoke all on function private.notification_person(uuid) from public;

-- Fills key, params and deep link of the events written through private.notify (see the header).
create function private.notifications_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v public.visits;
  pr public.proposals;
  l public.leads;
  prop public.properties;
  actor uuid := (select auth.uid());
  other text;
begin
  new.category := public.notification_category(new.kind);
  if new.message_key is not null then
    return new;
  end if;

  if new.kind like 'visita%' then
    select * into v from public.visits x
    where x.updated_at = pg_catalog.now() or x.created_at = pg_catalog.now()
    order by x.updated_at desc, x.id desc limit 1;
    if v.id is null then return new; end if;
    select * into prop from public.properties p where p.id = v.property_id;
    if new.user_id = v.requester_id then
      other := coalesce(private.notification_person(coalesce(actor, v.handler_id)), '');
    else
      other := coalesce(private.notification_person(v.requester_id), v.visitor_name, '');
    end if;
    new.message_key := 'visit.' || case new.kind
      when 'visita_solicitada' then 'requested'
      when 'visita_agendada' then case when new.user_id = v.requester_id then 'booked_for_you' else 'scheduled' end
      when 'visita_para_confirmar' then 'to_confirm'
      when 'visita_aceita' then 'accepted'
      when 'visita_confirmada' then 'confirmed'
      when 'visita_realizada' then 'completed'
      when 'visita_cancelada' then case when new.user_id = v.requester_id then 'cancelled' else 'cancelled_by_client' end
        || case when coalesce(pg_catalog.btrim(v.cancel_reason), '') <> '' then '_reason' else '' end
    end;
    new.params := pg_catalog.jsonb_build_object(
      'listing', prop.title, 'code', prop.id::text, 'person', other,
      'date', pg_catalog.to_char(((v.visit_date + v.visit_time) at time zone 'America/Sao_Paulo') at time zone 'UTC',
                                 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'reason', coalesce(v.cancel_reason, ''), 'visit_id', v.id);
    new.link := case when new.user_id = v.requester_id then '/minhas-visitas?id=' else '/agendamentos?id=' end || v.id;
  elsif new.kind like 'proposta%' or new.kind like 'contraproposta%' or new.kind = 'nova_oferta'
        or new.kind like 'negoc%' then
    select * into pr from public.proposals x
    where x.id = (select e.proposal_id from public.proposal_events e
                  where e.created_at = pg_catalog.now() order by e.id desc limit 1);
    if pr.id is null then
      select * into pr from public.proposals x
      where x.updated_at = pg_catalog.now() or x.created_at = pg_catalog.now()
      order by x.updated_at desc, x.id desc limit 1;
    end if;
    if pr.id is null then return new; end if;
    select * into prop from public.properties p where p.id = pr.property_id;
    if new.user_id = pr.client_id or new.user_id = pr.submitted_by then
      other := coalesce(private.notification_person(coalesce(actor, pr.countered_by)), '');
    else
      other := coalesce(private.notification_person(pr.client_id), pr.client_name, '');
    end if;
    new.message_key := 'proposal.' || case new.kind
      when 'proposta_recebida' then 'received'
      when 'proposta_aceita' then 'accepted'
      when 'proposta_rejeitada' then 'rejected'
      when 'contraproposta' then 'countered'
      when 'contraproposta_aceita' then 'counter_accepted'
      when 'nova_oferta' then 'new_offer'
      when 'contraproposta_recusada' then 'counter_rejected'
      when 'proposta_retirada' then 'withdrawn'
      when 'negocio_fechado' then 'closed'
      when 'negociacao_desfeita' then 'undone'
    end;
    new.params := pg_catalog.jsonb_build_object(
      'listing', prop.title, 'code', prop.id::text, 'person', other, 'proposal_id', pr.id,
      'amount', case new.kind
        when 'contraproposta' then coalesce(pr.counter_amount, pr.amount)
        when 'contraproposta_aceita' then coalesce(pr.agreed_amount, pr.counter_amount, pr.amount)
        when 'proposta_aceita' then coalesce(pr.agreed_amount, pr.amount)
        when 'negocio_fechado' then coalesce(pr.agreed_amount, pr.amount)
        when 'negociacao_desfeita' then coalesce(pr.agreed_amount, pr.amount)
        else pr.amount end);
    new.link := '/propostas?id=' || pr.id;
  elsif new.kind = 'lead' then
    select * into l from public.leads x where x.created_at = pg_catalog.now() order by x.id desc limit 1;
    if l.id is null then return new; end if;
    select * into prop from public.properties p where p.id = l.property_id;
    new.message_key := 'lead.new';
    new.params := pg_catalog.jsonb_build_object('listing', prop.title, 'code', prop.id::text, 'person', l.name);
    new.link := '/clientes/' || pg_catalog.md5(coalesce(
      'u:' || l.user_id::text,
      'e:' || pg_catalog.lower(nullif(pg_catalog.btrim(l.email), '')),
      'p:' || nullif(pg_catalog.regexp_replace(coalesce(l.phone, ''), '\D', '', 'g'), ''),
      'n:' || pg_catalog.lower(pg_catalog.btrim(coalesce(l.name, '')))));
  end if;
  return new;
end
$$;
revoke all on function private.notifications_before_insert() from public;

create trigger notifications_before_insert before insert on public.notifications
  for each row execute function private.notifications_before_insert();

-- The writer of new events (the format of /work/notes-wave3.md): one row per recipient (nulls, duplicates and
-- the acting user skipped), the pt-BR fallback in title/body.
create function private.notify_event(
  recipients uuid[], kind text, message_key text, params jsonb, link text, title text, body text default null
) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.notifications (user_id, kind, message_key, params, link, title, body)
  select distinct r, notify_event.kind, notify_event.message_key, coalesce(notify_event.params, '{}'::jsonb),
         notify_event.link, notify_event.title, notify_event.body
  from pg_catalog.unnest(recipients) as r
  where r is not null and r is distinct from (select auth.uid())
$$;
revoke all on function private.notify_event(uuid[], text, text, jsonb, text, text, text) from public;

-- One page of the caller's notifications: unread first, then newest; `p_category` null for all.
create function public.notification_page(p_category text default null, p_offset integer default 0,
                                         p_limit integer default 20)
returns table (id bigint, kind text, category text, message_key text, params jsonb, title text, body text,
               link text, read_at timestamptz, created_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select n.id, n.kind, n.category, n.message_key, n.params, n.title, n.body, n.link, n.read_at, n.created_at
  from public.notifications n
  where n.user_id = (select auth.uid())
    and (p_category is null or n.category = p_category)
  order by (n.read_at is not null), n.created_at desc, n.id desc
  offset greatest(coalesce(p_offset, 0), 0)
  limit greatest(1, least(coalesce(p_limit, 20), 100))
$$;
revoke all on function public.notification_page(text, integer, integer) from public, anon;
grant execute on function public.notification_page(text, integer, integer) to authenticated;

-- The caller's counts: total and unread, per category and overall ('todas').
create function public.notification_counts()
returns table (category text, total integer, unread integer)
language sql stable security invoker set search_path = '' as $$
  select coalesce(n.category, 'todas'), count(*)::int, (count(*) filter (where n.read_at is null))::int
  from public.notifications n
  where n.user_id = (select auth.uid())
  group by rollup (n.category)
$$;
revoke all on function public.notification_counts() from public, anon;
grant execute on function public.notification_counts() to authenticated;

-- Marks one of the caller's notifications read; false when it is not theirs (or does not exist).
create function public.notification_mark_read(p_id bigint) returns boolean
language sql volatile security invoker set search_path = '' as $$
  with marked as (
    update public.notifications n set read_at = coalesce(n.read_at, pg_catalog.now())
    where n.id = p_id and n.user_id = (select auth.uid())
    returning 1
  )
  select exists (select 1 from marked)
$$;
revoke all on function public.notification_mark_read(bigint) from public, anon;
grant execute on function public.notification_mark_read(bigint) to authenticated;

-- Retention: deletes notifications older than 12 months; returns how many.
create function public.notification_purge(p_now timestamptz default now()) returns integer
language sql volatile security definer set search_path = '' as $$
  with gone as (
    delete from public.notifications n where n.created_at < p_now - interval '12 months' returning 1
  )
  select count(*)::int from gone
$$;
revoke all on function public.notification_purge(timestamptz) from public, anon, authenticated;
grant execute on function public.notification_purge(timestamptz) to service_role;
-- api: notification_purge (pg_cron below; local-supabase/src/jobs.ts)

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('lar-notification-retention', '17 3 * * *', 'select public.notification_purge()');
  end if;
end
$$;

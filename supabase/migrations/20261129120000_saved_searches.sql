-- Issue #22: saved searches with alerts, and favourites' alerts.
--  * public.saved_searches: a person's searches of /buscar (the URL's query to open it again, and the filter
--    object of search_properties it stands for), how to be told ('instant' | 'daily' | 'weekly'), paused.
--    Read by the owner (RLS); written only through the saved_search_* functions.
--  * When a listing is published, reactivated or lowered in price (trigger on properties), the searches it
--    matches — by private.property_filter_sql/property_from_sql against that one listing, the very predicate of
--    search_properties — get one queued alert each (public.saved_search_alerts, unique per search and listing:
--    never the same listing twice for one search).
--  * public.saved_search_alert_job (in run_scheduled_jobs) sends what is due by frequency, one in-app
--    notification and one e-mail per search (template listing_saved_search_alert: gated by
--    user_settings.email_notifications in private.enqueue_email), with a one-click unsubscribe token.
--  * Favourites: a favourited listing lowering its price, going under negotiation, about to expire or taken
--    down tells each person who favourited it once per event (private.favorite_alerts_sent).

create table public.saved_searches (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(pg_catalog.btrim(name)) between 1 and 120),
  query text not null check (char_length(query) <= 2000),
  filters jsonb not null check (pg_catalog.jsonb_typeof(filters) = 'object'),
  frequency text not null default 'instant' check (frequency in ('instant', 'daily', 'weekly')),
  paused boolean not null default false,
  unsubscribe_token text not null default pg_catalog.encode(extensions.gen_random_bytes(32), 'hex'),
  last_visited_at timestamptz not null default now(),
  last_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_searches_user_idx on public.saved_searches (user_id, created_at desc);
create index saved_searches_active_idx on public.saved_searches ((filters ->> 'transaction')) where not paused;

alter table public.saved_searches enable row level security;
revoke all on public.saved_searches from anon, authenticated;
-- Never the token (it unsubscribes without a session): the owner reads the other columns.
grant select (id, user_id, name, query, filters, frequency, paused, last_visited_at, last_sent_at, created_at, updated_at)
  on public.saved_searches to authenticated;
grant all on public.saved_searches to service_role;
create policy "Users read their saved searches" on public.saved_searches
  for select to authenticated using ((select auth.uid()) = user_id);

create table public.saved_search_alerts (
  id bigint generated always as identity primary key,
  search_id bigint not null references public.saved_searches (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  property_id bigint not null references public.properties (id) on delete cascade,
  reason text not null check (reason in ('published', 'price')),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (search_id, property_id)
);
create index saved_search_alerts_pending_idx on public.saved_search_alerts (search_id) where sent_at is null;
create index saved_search_alerts_property_idx on public.saved_search_alerts (property_id);
alter table public.saved_search_alerts enable row level security;
revoke all on public.saved_search_alerts from anon, authenticated;
grant all on public.saved_search_alerts to service_role;

create table private.favorite_alerts_sent (
  user_id uuid not null references public.profiles (id) on delete cascade,
  property_id bigint not null references public.properties (id) on delete cascade,
  event text not null,
  event_key text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, property_id, event, event_key)
);

-- Does the listing match the filter object? The predicate of search_properties (its FROM item and WHERE),
-- for one listing.
create function private.saved_search_matches(filters jsonb, property_id bigint) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  f jsonb := coalesce(filters, '{}'::jsonb) - 'sort' - 'limit' - 'offset' - 'count' - 'count_limit';
  search text := nullif(pg_catalog.btrim(f ->> 'q'), '');
  hit boolean;
begin
  execute 'select exists (select 1 from ' || private.property_from_sql(f) || ' where '
    || private.property_filter_sql(f) || ' and p.id = $4)'
    into hit using f, private.search_tsquery(search), private.search_code(search), property_id;
  return hit;
end
$$;
revoke all on function private.saved_search_matches(jsonb, bigint) from public, anon, authenticated;

-- The same, for the tests (service role only): the predicate equals search_properties'.
create function public.saved_search_matches_listing(p_filters jsonb, p_property_id bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.saved_search_matches(p_filters, p_property_id)
$$;
revoke all on function public.saved_search_matches_listing(jsonb, bigint) from public, anon, authenticated;
grant execute on function public.saved_search_matches_listing(jsonb, bigint) to service_role;
comment on function public.saved_search_matches_listing(jsonb, bigint) is 'api: saved_search_matches_listing (tests: the alert predicate equals search_properties)';

-- Queues an alert for every active saved search the listing matches (not its own side's searches).
create function private.saved_search_queue(p_property_id bigint, p_reason text) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
  s record;
  queued integer := 0;
  hit boolean;
  n integer;
begin
  select * into prop from public.properties p where p.id = p_property_id;
  if prop.id is null or prop.status <> 'ativo' then
    return 0;
  end if;
  for s in
    select ss.id, ss.user_id, ss.filters from public.saved_searches ss
    where not ss.paused
      and (ss.filters ->> 'transaction' is null or ss.filters ->> 'transaction' = prop.transaction::text)
      and ss.user_id is distinct from prop.owner_id
      and ss.user_id is distinct from prop.broker_id
      and ss.user_id is distinct from prop.agency_id
  loop
    begin
      hit := private.saved_search_matches(s.filters, p_property_id);
    exception when others then
      -- A stored filter the predicate no longer reads: that search is skipped, the listing still publishes.
      hit := false;
    end;
    if hit then
      insert into public.saved_search_alerts (search_id, user_id, property_id, reason)
      values (s.id, s.user_id, p_property_id, p_reason)
      on conflict (search_id, property_id) do nothing;
      get diagnostics n = row_count;
      queued := queued + n;
    end if;
  end loop;
  return queued;
end
$$;
revoke all on function private.saved_search_queue(bigint, text) from public, anon, authenticated;

-- Tells everyone who favourited the listing, once per event.
create function private.favorite_alert(p_property_id bigint, p_event text, p_event_key text, p_title text,
                                       p_params jsonb, p_except uuid default null) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  who uuid[];
  prop_title text;
begin
  select p.title into prop_title from public.properties p where p.id = p_property_id;
  with fresh as (
    insert into private.favorite_alerts_sent (user_id, property_id, event, event_key)
    select f.user_id, f.property_id, p_event, p_event_key from public.favorites f
    where f.property_id = p_property_id and f.user_id is distinct from p_except
    on conflict do nothing
    returning user_id
  )
  select pg_catalog.array_agg(user_id) into who from fresh;
  if who is not null then
    perform private.notify_event(who, 'anuncio_favorito', 'favorite.' || p_event,
      pg_catalog.jsonb_build_object('listing', prop_title, 'code', p_property_id::text) || coalesce(p_params, '{}'::jsonb),
      '/imovel/' || p_property_id, p_title);
  end if;
end
$$;
revoke all on function private.favorite_alert(bigint, text, text, text, jsonb, uuid) from public, anon, authenticated;

create function private.saved_search_listing_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'ativo' and (tg_op = 'INSERT' or old.status is distinct from 'ativo') then
    perform private.saved_search_queue(new.id, 'published');
  elsif tg_op = 'UPDATE' and new.status = 'ativo' and old.status = 'ativo' and new.price < old.price then
    perform private.saved_search_queue(new.id, 'price');
    perform private.favorite_alert(new.id, 'price_lowered', new.price::text, 'O preço de um favorito baixou',
      pg_catalog.jsonb_build_object('amount', new.price));
  end if;
  if tg_op = 'UPDATE' and old.status = 'ativo' and new.status <> 'ativo' then
    perform private.favorite_alert(new.id, 'removed', old.published_at::text, 'Um favorito saiu do ar', null);
  end if;
  return null;
end
$$;
revoke all on function private.saved_search_listing_changed() from public, anon, authenticated;
create trigger properties_saved_search_alerts
  after insert or update of status, price on public.properties
  for each row execute function private.saved_search_listing_changed();

create function private.favorite_negotiation_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'aceita' and (tg_op = 'INSERT' or old.status is distinct from 'aceita') then
    perform private.favorite_alert(new.property_id, 'in_negotiation', new.id::text, 'Um favorito está em negociação',
      null, new.client_id);
  end if;
  return null;
end
$$;
revoke all on function private.favorite_negotiation_changed() from public, anon, authenticated;
create trigger proposals_favorite_alerts
  after insert or update of status on public.proposals
  for each row execute function private.favorite_negotiation_changed();

-- Input checks shared by the functions below.
create function private.saved_search_check(p_name text, p_frequency text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if p_name is not null and char_length(pg_catalog.btrim(p_name)) not between 1 and 120 then
    raise exception 'O nome da busca deve ter de 1 a 120 caracteres.' using errcode = '22023', hint = 'name';
  end if;
  if p_frequency is not null and p_frequency not in ('instant', 'daily', 'weekly') then
    raise exception 'Frequência inválida.' using errcode = '22023', hint = 'frequency';
  end if;
end
$$;
revoke all on function private.saved_search_check(text, text) from public, anon, authenticated;

-- Saves a search of the caller; returns its id. At most 50 per person.
create function public.saved_search_create(p_name text, p_query text, p_filters jsonb, p_frequency text default 'instant')
returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  f jsonb := coalesce(p_filters, '{}'::jsonb);
  new_id bigint;
begin
  if me is null then
    raise exception 'Entre para salvar buscas.' using errcode = '42501', hint = 'unauthenticated';
  end if;
  perform private.saved_search_check(p_name, coalesce(p_frequency, 'x'));
  if p_query is null or char_length(p_query) > 2000 or p_query ~ '[\x00-\x1f]' then
    raise exception 'Busca inválida.' using errcode = '22023', hint = 'query';
  end if;
  if pg_catalog.jsonb_typeof(f) <> 'object' then
    raise exception 'Busca inválida.' using errcode = '22023', hint = 'filters';
  end if;
  f := f - 'sort' - 'limit' - 'offset' - 'count' - 'count_limit';
  begin
    -- The predicate must read it (unknown types, non-numbers and half boxes fail here, not at alert time).
    perform private.property_filter_sql(f), private.property_from_sql(f);
  exception when others then
    raise exception 'Busca inválida.' using errcode = '22023', hint = 'filters';
  end;
  if (select count(*) from public.saved_searches s where s.user_id = me) >= 50 then
    raise exception 'Você já tem 50 buscas salvas. Exclua uma para salvar outra.' using errcode = 'P0001', hint = 'limit';
  end if;
  insert into public.saved_searches (user_id, name, query, filters, frequency)
  values (me, pg_catalog.btrim(p_name), p_query, f, p_frequency)
  returning id into new_id;
  return new_id;
end
$$;

-- The caller's saved searches with the number of new matches since each was last opened.
create function public.saved_search_list()
returns table (id bigint, name text, query text, frequency text, paused boolean, new_matches integer,
               last_visited_at timestamptz, created_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select s.id, s.name, s.query, s.frequency, s.paused,
         (select count(*)::int from public.saved_search_alerts a
          join public.properties p on p.id = a.property_id and p.status = 'ativo'
          where a.search_id = s.id and a.created_at > s.last_visited_at),
         s.last_visited_at, s.created_at
  from public.saved_searches s
  where s.user_id = (select auth.uid())
  order by s.created_at desc, s.id desc
$$;

-- Renames, changes the frequency, pauses or resumes one of the caller's searches (null = unchanged).
create function public.saved_search_update(p_id bigint, p_name text default null, p_frequency text default null,
                                           p_paused boolean default null)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  n integer;
begin
  if auth.uid() is null then
    raise exception 'Entre para alterar buscas.' using errcode = '42501', hint = 'unauthenticated';
  end if;
  perform private.saved_search_check(p_name, p_frequency);
  update public.saved_searches s
  set name = coalesce(pg_catalog.btrim(p_name), s.name),
      frequency = coalesce(p_frequency, s.frequency),
      paused = coalesce(p_paused, s.paused),
      updated_at = now()
  where s.id = p_id and s.user_id = auth.uid();
  get diagnostics n = row_count;
  return n = 1;
end
$$;

create function public.saved_search_delete(p_id bigint) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  n integer;
begin
  if auth.uid() is null then
    raise exception 'Entre para excluir buscas.' using errcode = '42501', hint = 'unauthenticated';
  end if;
  delete from public.saved_searches s where s.id = p_id and s.user_id = auth.uid();
  get diagnostics n = row_count;
  return n = 1;
end
$$;

-- Opening a search: its query (for /buscar), and the new matches are seen from now on.
create function public.saved_search_open(p_id bigint) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  q text;
begin
  update public.saved_searches s set last_visited_at = now()
  where s.id = p_id and s.user_id = auth.uid()
  returning s.query into q;
  return q;
end
$$;

-- The e-mail's one-click unsubscribe ('<id>.<token>'), without a session: pauses that search's alerts.
-- Returns the search's name, or null for a token that names none.
create function public.saved_search_unsubscribe(p_token text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  m text[] := pg_catalog.regexp_match(coalesce(p_token, ''), '^([1-9][0-9]{0,17})\.([0-9a-f]{64})$');
  found_name text;
begin
  if m is null then
    return null;
  end if;
  update public.saved_searches s set paused = true, updated_at = now()
  where s.id = m[1]::bigint and s.unsubscribe_token = m[2]
  returning s.name into found_name;
  return found_name;
end
$$;

-- Sends the queued alerts that are due: 'instant' at once, 'daily'/'weekly' at most once a day/week, one
-- notification and one e-mail per search listing its new matches (still public) newest first.
create function public.saved_search_alert_job(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  s record;
  listings jsonb;
  total integer;
  first_id bigint;
  first_title text;
  searches integer := 0;
  fav record;
  expiring integer := 0;
begin
  for s in
    select ss.id, ss.user_id, ss.name, ss.query, ss.unsubscribe_token, max(a.id) as last_alert
    from public.saved_searches ss
    join public.saved_search_alerts a on a.search_id = ss.id and a.sent_at is null
    where not ss.paused
      and (ss.frequency = 'instant'
        or (ss.frequency = 'daily' and p_now >= coalesce(ss.last_sent_at, ss.created_at) + interval '1 day')
        or (ss.frequency = 'weekly' and p_now >= coalesce(ss.last_sent_at, ss.created_at) + interval '7 days'))
    group by ss.id
    order by ss.id
  loop
    select count(*)::int,
           pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'id', p.id, 'title', p.title, 'price', p.price, 'transaction', p.transaction,
             'neighborhood', p.neighborhood, 'city', p.city, 'bedrooms', p.bedrooms, 'area', p.area)
             order by a.id desc) filter (where a.rn <= 10)
      into total, listings
    from (select x.*, pg_catalog.row_number() over (order by x.id desc) as rn
          from public.saved_search_alerts x where x.search_id = s.id and x.sent_at is null) a
    join public.properties p on p.id = a.property_id and p.status = 'ativo' and p.expires_at > p_now;
    update public.saved_search_alerts a set sent_at = p_now where a.search_id = s.id and a.sent_at is null;
    update public.saved_searches ss set last_sent_at = p_now where ss.id = s.id;
    if total > 0 then
      first_id := (listings -> 0 ->> 'id')::bigint;
      first_title := listings -> 0 ->> 'title';
      perform private.notify_event(array[s.user_id], 'anuncio_busca_salva',
        case when total = 1 then 'saved_search.one_match' else 'saved_search.matches' end,
        pg_catalog.jsonb_build_object('search', s.name, 'count', total, 'listing', first_title),
        case when total = 1 then '/imovel/' || first_id else '/minhas-buscas?id=' || s.id end,
        case when total = 1 then 'Novo imóvel na sua busca “' || s.name || '”'
             else total || ' novos imóveis na sua busca “' || s.name || '”' end,
        case when total = 1 then first_title end);
      perform private.enqueue_email(s.user_id, 'listing_saved_search_alert',
        pg_catalog.jsonb_build_object('search_id', s.id, 'name', s.name, 'query', s.query, 'count', total,
          'listings', listings, 'secret', pg_catalog.jsonb_build_object('unsubscribe', s.id || '.' || s.unsubscribe_token)),
        'saved_search:' || s.id || ':' || s.last_alert);
      searches := searches + 1;
    end if;
  end loop;

  -- Favourites about to expire (within 3 days), once per expiry date.
  for fav in
    select distinct p.id, p.expires_at from public.properties p
    join public.favorites f on f.property_id = p.id
    where p.status = 'ativo' and p.expires_at > p_now and p.expires_at <= p_now + interval '3 days'
  loop
    perform private.favorite_alert(fav.id, 'expiring', fav.expires_at::text, 'Um favorito vai sair do ar em breve',
      pg_catalog.jsonb_build_object('date', fav.expires_at));
    expiring := expiring + 1;
  end loop;
  return pg_catalog.jsonb_build_object('saved_search_alerts', searches, 'favorites_expiring', expiring);
end
$$;

revoke all on function public.saved_search_create(text, text, jsonb, text), public.saved_search_list(),
  public.saved_search_update(bigint, text, text, boolean), public.saved_search_delete(bigint),
  public.saved_search_open(bigint), public.saved_search_unsubscribe(text), public.saved_search_alert_job(timestamptz)
  from public, anon, authenticated;
grant execute on function public.saved_search_create(text, text, jsonb, text), public.saved_search_list(),
  public.saved_search_update(bigint, text, text, boolean), public.saved_search_delete(bigint),
  public.saved_search_open(bigint)
  to authenticated, service_role;
grant execute on function public.saved_search_unsubscribe(text) to anon, authenticated, service_role;
grant execute on function public.saved_search_alert_job(timestamptz) to service_role;
comment on function public.saved_search_alert_job(timestamptz) is 'api: saved_search_alert_job (run by run_scheduled_jobs; granted to the service role for tests)';

-- run_scheduled_jobs: every line of 20261128110000_crm_records.sql, then the saved searches' alerts.
create or replace function public.run_scheduled_jobs(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  expired integer := public.expire_properties(p_now);
  warned integer := public.listing_expiry_warnings(p_now);
begin
  return pg_catalog.jsonb_build_object('expired', expired, 'warned', warned)
      || public.listing_availability_checks(p_now)
      || public.billing_run_jobs(p_now)
      || public.crm_next_action_job(p_now)
      || public.saved_search_alert_job(p_now);
end
$$;

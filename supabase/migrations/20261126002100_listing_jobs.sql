-- Issue #18: the scheduled jobs of a listing's life, as SQL functions taking the clock (p_now), each safe to
-- run again: a second run with the same clock notifies and e-mails nobody (the bookkeeping tables below
-- record what was sent, in the same transaction as the notification and the outbox row).
--
--   expire_properties(p_now)            at expires_at an 'ativo' listing becomes 'inativo' (out of search);
--                                       its side is notified (replaces the one of 20261121001200).
--   listing_expiry_warnings(p_now)      7 days and 1 day before expires_at: notification + e-mail 'Seu
--                                       anúncio expira em 7 dias' with a one-click 'Renovar'.
--   listing_availability_checks(p_now)  every 15 days without a confirmation: 'Este imóvel ainda está
--                                       disponível?' (notification + e-mail with 'Sim, continua disponível' /
--                                       'Não, já foi negociado'); no answer in 7 days → 'pausado'.
--   run_scheduled_jobs(p_now)           the three above, in that order: what pg_cron runs on a hosted
--                                       project and the local stack on an interval (local-supabase/src/jobs.ts).
--   listing_orphan_photos(p_now, n)     objects of the property-images bucket older than a day with no
--                                       property_images row (abandoned uploads, removed photos, deleted
--                                       listings): the app's job runner removes them through the Storage API
--                                       (a hosted project refuses deletes of storage.objects in SQL).
--   listing_answer_apply(token, p_now)  a one-click answer from an e-mail (app/api/anuncios/responder).
--
-- Who is told: the whole listing side (owner, partner agency, assigned broker), one notification and one
-- e-mail each; the e-mail only to those who keep user_settings.email_notifications on.
-- p_property_id (optional) restricts a run to one listing: an operator re-running a job for one listing, and
-- tests that share a database.
--
-- One-click answers. Each e-mail carries its own single-use tokens '<id>.<64 hex>' (32 random bytes); only
-- sha256(secret) is stored, compared in constant time (private.bytes_equal). A token belongs to a listing, a
-- recipient, an action and a round (one expiry date, one availability check): using one uses up every token
-- of its round, so the side answers once. The answer is applied as that recipient through the listing rules
-- themselves (listing_renew, listing_mark_closed, confirm_property_availability), so the same checks hold
-- (still on the listing side, listing not deleted, state allows the move); a refusal changes nothing and
-- leaves the token usable.

-- Bookkeeping ----------------------------------------------------------------------------------------------

create table private.listing_expiry_notices (
  property_id bigint not null references public.properties (id) on delete cascade,
  days smallint not null check (days in (1, 7)),
  expires_at timestamptz not null,
  sent_at timestamptz not null,
  primary key (property_id, days, expires_at)
);

create table private.listing_availability_checks (
  id bigint generated always as identity primary key,
  property_id bigint not null references public.properties (id) on delete cascade,
  asked_at timestamptz not null,
  closed_at timestamptz,
  outcome text check (outcome in ('confirmado', 'negociado', 'pausado', 'encerrado')),
  constraint listing_availability_checks_closed check ((closed_at is null) = (outcome is null))
);
create unique index listing_availability_checks_open_idx on private.listing_availability_checks (property_id)
  where closed_at is null;

create table private.listing_answer_tokens (
  id bigint generated always as identity primary key,
  property_id bigint not null references public.properties (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  action text not null check (action in ('renovar', 'disponivel', 'negociado')),
  round text not null check (char_length(round) <= 100),
  token_hash bytea not null check (octet_length(token_hash) = 32),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index listing_answer_tokens_round_idx on private.listing_answer_tokens (property_id, round);

alter table private.listing_expiry_notices enable row level security;
alter table private.listing_availability_checks enable row level security;
alter table private.listing_answer_tokens enable row level security;
revoke all on private.listing_expiry_notices, private.listing_availability_checks, private.listing_answer_tokens
  from public, anon, authenticated;

-- Helpers --------------------------------------------------------------------------------------------------

-- Equal byte strings, in a time that depends on the length only.
create function private.bytes_equal(a bytea, b bytea) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  acc integer := 0;
begin
  if a is null or b is null or pg_catalog.octet_length(a) <> pg_catalog.octet_length(b) then
    return false;
  end if;
  for i in 0 .. pg_catalog.octet_length(a) - 1 loop
    acc := acc | (pg_catalog.get_byte(a, i) # pg_catalog.get_byte(b, i));
  end loop;
  return acc = 0;
end
$$;
revoke all on function private.bytes_equal(bytea, bytea) from public;

-- A new single-use token; returns '<id>.<secret>' (the only copy of the secret).
create function private.listing_answer_token(p_property bigint, p_user uuid, p_action text, p_round text, p_expires timestamptz)
returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  secret text := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  new_id bigint;
begin
  insert into private.listing_answer_tokens (property_id, user_id, action, round, token_hash, expires_at)
  values (p_property, p_user, p_action, p_round, pg_catalog.sha256(pg_catalog.convert_to(secret, 'UTF8')), p_expires)
  returning id into new_id;
  return new_id::text || '.' || secret;
end
$$;
revoke all on function private.listing_answer_token(bigint, uuid, text, text, timestamptz) from public;

-- The listing side, each once, and whether each wants notification e-mails.
create function private.listing_side_recipients(p_property bigint)
returns table (user_id uuid, wants_email boolean)
language sql stable security definer set search_path = '' as $$
  select r.id, coalesce(s.email_notifications, true)
  from public.properties p
  cross join lateral (select distinct x as id from pg_catalog.unnest(array[p.owner_id, p.agency_id, p.broker_id]) x
                      where x is not null) r
  join public.profiles pr on pr.id = r.id
  left join public.user_settings s on s.user_id = r.id
  where p.id = p_property
$$;
revoke all on function private.listing_side_recipients(bigint) from public;

create function private.epoch_key(t timestamptz) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.to_char(t at time zone 'UTC', 'YYYYMMDD"T"HH24MISS')
$$;
revoke all on function private.epoch_key(timestamptz) from public;

-- Expiry ----------------------------------------------------------------------------------------------------

drop function public.expire_properties();

create function public.expire_properties(p_now timestamptz default now(), p_property_id bigint default null)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  n integer;
begin
  with expired as (
    update public.properties p set status = 'inativo'
    where p.status = 'ativo' and p.expires_at <= p_now
      and (p_property_id is null or p.id = p_property_id)
    returning p.id, p.title, p.owner_id, p.agency_id, p.broker_id
  ),
  told as (
    insert into public.notifications (user_id, kind, title, body, link)
    select distinct r, 'anuncio_expirado', 'Anúncio expirado',
           pg_catalog.format('%s (#%s) saiu do ar. Renove para publicá-lo por mais 60 dias.', e.title, e.id), '/imoveis'
    from expired e cross join lateral pg_catalog.unnest(array[e.owner_id, e.agency_id, e.broker_id]) r
    where r is not null
    returning 1
  )
  select count(*) into n from expired;
  return n;
end
$$;

create function public.listing_expiry_warnings(p_now timestamptz default now(), p_property_id bigint default null)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  r record;
  u record;
  n integer := 0;
  v_days integer;
  v_round text;
begin
  for r in
    with due as (
      select p.id, p.expires_at,
             case when p.expires_at <= p_now + interval '1 day' then 1 else 7 end as days
      from public.properties p
      where p.status = 'ativo' and p.expires_at > p_now and p.expires_at <= p_now + interval '7 days'
        and (p_property_id is null or p.id = p_property_id)
    ),
    fresh as (
      insert into private.listing_expiry_notices (property_id, days, expires_at, sent_at)
      select due.id, due.days, due.expires_at, p_now from due
      on conflict do nothing
      returning property_id, days, expires_at
    )
    select f.property_id, f.days, f.expires_at, p.title
    from fresh f join public.properties p on p.id = f.property_id
    order by f.property_id
  loop
    n := n + 1;
    -- Whole days left, rounded up: 'expira em 7 dias' when the job runs a little after the mark.
    v_days := greatest(1, ceil(extract(epoch from r.expires_at - p_now) / 86400)::integer);
    v_round := 'expiry:' || private.epoch_key(r.expires_at);
    for u in select * from private.listing_side_recipients(r.property_id) loop
      insert into public.notifications (user_id, kind, title, body, link)
      values (u.user_id, 'anuncio_expirando',
              case when v_days = 1 then 'Seu anúncio expira em 1 dia' else pg_catalog.format('Seu anúncio expira em %s dias', v_days) end,
              pg_catalog.format('%s (#%s) sai do ar em %s. Renove para mantê-lo publicado por mais 60 dias.',
                r.title, r.property_id, pg_catalog.to_char(r.expires_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY')),
              '/imoveis');
      if u.wants_email then
        perform private.enqueue_email(u.user_id, 'listing_expiry_warning',
          pg_catalog.jsonb_build_object(
            'property_id', r.property_id, 'title', r.title, 'days', v_days, 'expires_at', r.expires_at,
            'secret', pg_catalog.jsonb_build_object(
              'renew_token', private.listing_answer_token(r.property_id, u.user_id, 'renovar', v_round, r.expires_at + interval '14 days'))),
          'expiry:' || r.days || ':' || r.property_id || ':' || private.epoch_key(r.expires_at) || ':' || u.user_id);
      end if;
    end loop;
  end loop;
  return n;
end
$$;

-- Availability -----------------------------------------------------------------------------------------------

create function public.listing_availability_checks(p_now timestamptz default now(), p_property_id bigint default null)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  r record;
  u record;
  asked integer := 0;
  paused integer := 0;
  v_round text;
begin
  -- Checks answered elsewhere (Sim on /imoveis, a renewal, a reactivation) or whose listing left 'ativo'.
  update private.listing_availability_checks c
     set closed_at = case when p.availability_confirmed_at >= c.asked_at then p.availability_confirmed_at else p_now end,
         outcome = case when p.availability_confirmed_at >= c.asked_at then 'confirmado' else 'encerrado' end
    from public.properties p
   where p.id = c.property_id and c.closed_at is null
     and (p_property_id is null or c.property_id = p_property_id)
     and (p.availability_confirmed_at >= c.asked_at or p.status <> 'ativo');

  -- No answer in 7 days: paused, and the side is told.
  for r in
    with due as (
      update private.listing_availability_checks c set closed_at = p_now, outcome = 'pausado'
      where c.closed_at is null and c.asked_at <= p_now - interval '7 days'
        and (p_property_id is null or c.property_id = p_property_id)
      returning c.id, c.property_id
    ),
    paused_now as (
      update public.properties p set status = 'pausado'
        from due where p.id = due.property_id and p.status = 'ativo'
      returning p.id, p.title, due.id as check_id
    )
    select * from paused_now order by id
  loop
    paused := paused + 1;
    update private.listing_answer_tokens t set used_at = p_now
     where t.property_id = r.id and t.round = 'availability:' || r.check_id and t.used_at is null;
    insert into public.notifications (user_id, kind, title, body, link)
    select s.user_id, 'anuncio_pausado', 'Anúncio pausado',
           pg_catalog.format('%s (#%s) foi pausado: não recebemos a confirmação de que o imóvel ainda está disponível. Reative-o em Meus imóveis.', r.title, r.id),
           '/imoveis'
    from private.listing_side_recipients(r.id) s;
  end loop;

  -- Ask again 15 days after the last confirmation (or the publication).
  for r in
    with due as (
      insert into private.listing_availability_checks (property_id, asked_at)
      select p.id, p_now from public.properties p
      where p.status = 'ativo' and p.expires_at > p_now
        and coalesce(p.availability_confirmed_at, p.published_at) <= p_now - interval '15 days'
        and (p_property_id is null or p.id = p_property_id)
        and not exists (select 1 from private.listing_availability_checks c where c.property_id = p.id and c.closed_at is null)
      on conflict do nothing
      returning id, property_id
    )
    select due.id as check_id, p.id, p.title, p.transaction from due join public.properties p on p.id = due.property_id
    order by p.id
  loop
    asked := asked + 1;
    v_round := 'availability:' || r.check_id;
    for u in select * from private.listing_side_recipients(r.id) loop
      insert into public.notifications (user_id, kind, title, body, link)
      values (u.user_id, 'disponibilidade', 'Este imóvel ainda está disponível?',
              pg_catalog.format('Confirme que %s (#%s) continua disponível. Sem resposta em 7 dias, o anúncio será pausado.', r.title, r.id),
              '/imoveis');
      if u.wants_email then
        perform private.enqueue_email(u.user_id, 'listing_availability_check',
          pg_catalog.jsonb_build_object(
            'property_id', r.id, 'title', r.title, 'transaction', r.transaction, 'deadline', p_now + interval '7 days',
            'secret', pg_catalog.jsonb_build_object(
              'yes_token', private.listing_answer_token(r.id, u.user_id, 'disponivel', v_round, p_now + interval '7 days'),
              'no_token', private.listing_answer_token(r.id, u.user_id, 'negociado', v_round, p_now + interval '7 days'))),
          v_round || ':' || u.user_id);
      end if;
    end loop;
  end loop;

  return pg_catalog.jsonb_build_object('asked', asked, 'paused', paused);
end
$$;

create function public.run_scheduled_jobs(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  expired integer := public.expire_properties(p_now);
  warned integer := public.listing_expiry_warnings(p_now);
begin
  return pg_catalog.jsonb_build_object('expired', expired, 'warned', warned)
      || public.listing_availability_checks(p_now);
end
$$;

-- Photos without a row -------------------------------------------------------------------------------------

create function public.listing_orphan_photos(p_now timestamptz default now(), p_limit integer default 100)
returns setof text
language sql stable security definer set search_path = '' as $$
  select o.name from storage.objects o
  where o.bucket_id = 'property-images' and o.created_at < p_now - interval '1 day'
    and not exists (select 1 from public.property_images i where i.storage_path = o.name)
  order by o.created_at, o.name
  limit greatest(1, least(coalesce(p_limit, 100), 1000))
$$;

-- One-click answers ----------------------------------------------------------------------------------------

-- Applies a token: returns {result, property_id}. result: 'renovado', 'disponivel', 'negociado';
-- 'invalido' (malformed, unknown or forged: no property_id), 'usado', 'expirado', 'recusado' (the listing
-- rule said no: hint gives its key).
create function public.listing_answer_apply(p_token text, p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  m text[];
  tok private.listing_answer_tokens;
  prop public.properties;
  claims text := pg_catalog.current_setting('request.jwt.claims', true);
  sub text := pg_catalog.current_setting('request.jwt.claim.sub', true);
  result text;
  v_hint text;
begin
  m := pg_catalog.regexp_match(coalesce(p_token, ''), '^([1-9][0-9]{0,17})\.([0-9a-f]{64})$');
  if m is null then
    return pg_catalog.jsonb_build_object('result', 'invalido');
  end if;
  select * into tok from private.listing_answer_tokens t where t.id = m[1]::bigint for update;
  if not found or not private.bytes_equal(tok.token_hash, pg_catalog.sha256(pg_catalog.convert_to(m[2], 'UTF8'))) then
    return pg_catalog.jsonb_build_object('result', 'invalido');
  end if;
  if tok.used_at is not null then
    return pg_catalog.jsonb_build_object('result', 'usado', 'property_id', tok.property_id);
  end if;
  if tok.expires_at <= p_now then
    return pg_catalog.jsonb_build_object('result', 'expirado', 'property_id', tok.property_id);
  end if;
  select * into prop from public.properties p where p.id = tok.property_id;

  -- Act as the recipient the token was made for: the listing rules check them as they check a signed-in user.
  perform pg_catalog.set_config('request.jwt.claims',
    pg_catalog.jsonb_build_object('sub', tok.user_id, 'role', 'authenticated')::text, true);
  perform pg_catalog.set_config('request.jwt.claim.sub', tok.user_id::text, true);
  begin
    if tok.action = 'renovar' then
      perform public.listing_renew(tok.property_id);
      result := 'renovado';
    elsif tok.action = 'disponivel' then
      if prop.deleted_at is not null or prop.status <> 'ativo' then
        raise exception 'Este anúncio não está publicado.' using errcode = 'P0001', hint = 'status_conflict';
      end if;
      perform public.confirm_property_availability(tok.property_id);
      result := 'disponivel';
    else
      perform public.listing_mark_closed(tok.property_id,
        case prop.transaction when 'venda' then 'vendido' else 'alugado' end);
      result := 'negociado';
    end if;
  exception when others then
    get stacked diagnostics v_hint = pg_exception_hint;
    result := 'recusado';
  end;
  perform pg_catalog.set_config('request.jwt.claims', coalesce(claims, ''), true);
  perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(sub, ''), true);

  if result = 'recusado' then
    return pg_catalog.jsonb_build_object('result', result, 'property_id', tok.property_id, 'hint', coalesce(nullif(v_hint, ''), 'status_conflict'));
  end if;
  update private.listing_answer_tokens t set used_at = p_now
   where t.property_id = tok.property_id and t.round = tok.round and t.used_at is null;
  if tok.round like 'availability:%' then
    update private.listing_availability_checks c
       set closed_at = p_now, outcome = case when result = 'negociado' then 'negociado' else 'confirmado' end
     where c.id = pg_catalog.substr(tok.round, 14)::bigint and c.closed_at is null;
  end if;
  return pg_catalog.jsonb_build_object('result', result, 'property_id', tok.property_id);
end
$$;

revoke all on function public.expire_properties(timestamptz, bigint), public.listing_expiry_warnings(timestamptz, bigint),
  public.listing_availability_checks(timestamptz, bigint), public.run_scheduled_jobs(timestamptz),
  public.listing_orphan_photos(timestamptz, integer), public.listing_answer_apply(text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.expire_properties(timestamptz, bigint), public.listing_expiry_warnings(timestamptz, bigint),
  public.listing_availability_checks(timestamptz, bigint), public.run_scheduled_jobs(timestamptz),
  public.listing_orphan_photos(timestamptz, integer), public.listing_answer_apply(text, timestamptz)
  to service_role;

comment on function public.expire_properties(timestamptz, bigint) is 'api: scheduled job (service role; run_scheduled_jobs)';
comment on function public.listing_expiry_warnings(timestamptz, bigint) is 'api: scheduled job (service role; run_scheduled_jobs)';
comment on function public.listing_availability_checks(timestamptz, bigint) is 'api: scheduled job (service role; run_scheduled_jobs)';
comment on function public.run_scheduled_jobs(timestamptz) is 'api: scheduled job (pg_cron on Supabase, local-supabase/src/jobs.ts locally)';

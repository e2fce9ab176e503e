-- Issue #18 (asked for by the agency team invitations, issue #19): the outbox also takes a bare e-mail
-- address, for a person who has no account yet. Exactly one of user_id and email is set; delivery sends to
-- the account's current address, or to the stored one (in pt-BR, the default language).

alter table private.email_outbox
  alter column user_id drop not null,
  add column email text check (email is null or (char_length(email) between 3 and 320 and email ~ '^[^@\s<>,;]+@[^@\s<>,;]+$')),
  add constraint email_outbox_one_recipient check ((user_id is null) <> (email is null));

create function private.enqueue_email_address(p_email text, p_template text, p_data jsonb, p_dedupe_key text)
returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  new_id bigint;
begin
  if p_email is null or p_template is null or p_dedupe_key is null then
    raise exception 'enqueue_email_address: address, template and dedupe key are required' using errcode = '22004';
  end if;
  insert into private.email_outbox (email, template, data, dedupe_key)
  values (pg_catalog.lower(pg_catalog.btrim(p_email)), p_template, coalesce(p_data, '{}'::jsonb), p_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id into new_id;
  return new_id;
end
$$;
revoke all on function private.enqueue_email_address(text, text, jsonb, text) from public, anon, authenticated;

create or replace function public.email_outbox_claim(p_limit integer default 20, p_now timestamptz default now())
returns table (id bigint, email text, name text, language text, template text, data jsonb, attempts smallint)
language plpgsql volatile security definer set search_path = '' as $$
begin
  return query
  with due as (
    select o.id from private.email_outbox o
    where (o.status = 'pending' and o.send_after <= p_now)
       or (o.status = 'sending' and o.claimed_at < p_now - interval '10 minutes')
    order by o.send_after, o.id
    limit greatest(1, least(coalesce(p_limit, 20), 200))
    for update skip locked
  ),
  claimed as (
    update private.email_outbox o
       set status = 'sending', claimed_at = p_now, attempts = o.attempts + 1
      from due where o.id = due.id
    returning o.id, o.user_id, o.email, o.template, o.data, o.attempts
  )
  select c.id, coalesce(u.email::text, c.email), p.name, coalesce(s.language, 'pt-br'), c.template, c.data, c.attempts
  from claimed c
  left join auth.users u on u.id = c.user_id
  left join public.profiles p on p.id = c.user_id
  left join public.user_settings s on s.user_id = c.user_id
  order by c.id;
end
$$;

-- Issue #18: the e-mail outbox. The database decides WHAT to send (a row per e-mail, written in the same
-- transaction as the change that causes it); the app delivers it (lib/email: renders the template from the
-- message catalogue and sends it over SMTP to LAR_SMTP_URL). docs/email.md describes the whole design.
--
-- Any SECURITY DEFINER function may call private.enqueue_email(p_to, p_template, p_data, p_dedupe_key):
--   * p_to: the recipient's user id (profiles.id); the address is read at delivery time (auth.users.email);
--   * p_template: a template name of lib/email/templates (e.g. 'listing_expiry_warning');
--   * p_data: a jsonb object of the template's variables; keys under "secret" (one-click links with
--     tokens) are erased once the e-mail is sent;
--   * p_dedupe_key: unique across the outbox ('<job>:<entity>:<period>:<user>'), so a job run twice, or a
--     retried transaction, enqueues one e-mail only. Returns the new row's id, or null when the key existed.
-- Whether the recipient wants notification e-mails (user_settings.email_notifications) is the caller's
-- decision: a listing warning respects it, an invitation does not.

create table private.email_outbox (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  template text not null check (template ~ '^[a-z][a-z0-9_]{0,62}$'),
  data jsonb not null default '{}'::jsonb check (pg_catalog.jsonb_typeof(data) = 'object'),
  dedupe_key text not null unique check (char_length(dedupe_key) between 1 and 300),
  -- pending → sending (claimed by a delivery run) → sent; failed after 5 attempts; back to pending with a
  -- delay after a failure; a claim older than 10 minutes (a crashed run) is claimed again.
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts smallint not null default 0,
  last_error text check (char_length(last_error) <= 1000),
  send_after timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_outbox_pending_idx on private.email_outbox (send_after, id) where status in ('pending', 'sending');
create index email_outbox_user_idx on private.email_outbox (user_id);

alter table private.email_outbox enable row level security;
revoke all on private.email_outbox from public, anon, authenticated;

create function private.enqueue_email(p_to uuid, p_template text, p_data jsonb, p_dedupe_key text)
returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  new_id bigint;
begin
  if p_to is null or p_template is null or p_dedupe_key is null then
    raise exception 'enqueue_email: recipient, template and dedupe key are required' using errcode = '22004';
  end if;
  insert into private.email_outbox (user_id, template, data, dedupe_key)
  values (p_to, p_template, coalesce(p_data, '{}'::jsonb), p_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id into new_id;
  return new_id;
end
$$;
revoke all on function private.enqueue_email(uuid, text, jsonb, text) from public, anon, authenticated;

-- Delivery (the app's job runner, with the service role) ------------------------------------------------

-- Claims up to p_limit due e-mails and returns them with the recipient's current address, name and
-- language. Rows of a run that crashed (claimed more than 10 minutes ago) are claimed again.
create function public.email_outbox_claim(p_limit integer default 20, p_now timestamptz default now())
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
    returning o.id, o.user_id, o.template, o.data, o.attempts
  )
  select c.id, u.email::text, p.name, coalesce(s.language, 'pt-br'), c.template, c.data, c.attempts
  from claimed c
  join auth.users u on u.id = c.user_id
  left join public.profiles p on p.id = c.user_id
  left join public.user_settings s on s.user_id = c.user_id
  order by c.id;
end
$$;

-- Records the outcome of one claimed e-mail: sent (its secrets erased), or failed (retried after 1, 4, 9,
-- 16 minutes; given up after the 5th attempt).
create function public.email_outbox_done(p_id bigint, p_error text default null, p_now timestamptz default now())
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if p_error is null then
    update private.email_outbox o
       set status = 'sent', sent_at = p_now, last_error = null, data = o.data - 'secret'
     where o.id = p_id and o.status = 'sending';
  else
    update private.email_outbox o
       set status = case when o.attempts >= 5 then 'failed' else 'pending' end,
           send_after = p_now + pg_catalog.make_interval(mins => o.attempts * o.attempts),
           last_error = pg_catalog.left(p_error, 1000)
     where o.id = p_id and o.status = 'sending';
  end if;
end
$$;

revoke all on function public.email_outbox_claim(integer, timestamptz), public.email_outbox_done(bigint, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.email_outbox_claim(integer, timestamptz), public.email_outbox_done(bigint, text, timestamptz)
  to service_role;

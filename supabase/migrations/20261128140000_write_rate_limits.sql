-- Rate limits on the writes a signed-in stranger can repeat (issue #20 §4): visit requests, offers and
-- favourites, counted per account as the number of different listings approached in the window (asking the
-- same listing again after a cancellation is not a new one: the one-open-request rules already hold each
-- listing to one open visit and one open offer per person), per account, in the database so that every path (the site's actions, a direct API
-- call with the user's token) meets the same limit. The limits live in one table; the per-IP limits of the
-- forms that reach the database only through the service role (interest, contact) and of sign-in sit in
-- lib/security/rate-limits.ts, which names this table.
--
-- Only writes made with a user's token count (auth.uid() set): the service role, scheduled jobs and the seed do
-- not. A refused write raises P0001 with hint 'rate_limited' and a Portuguese message; the actions map the hint
-- to their catalogue's 'rate_limited' text.

create table private.rate_limits (
  bucket text primary key,
  max_hits integer not null check (max_hits > 0),
  per interval not null check (per > interval '0 seconds'),
  about text not null
);

insert into private.rate_limits (bucket, max_hits, per, about) values
  ('visit_request', 30, interval '1 hour', 'listings one account asks to visit (client requests and visits booked by the listing side)'),
  ('proposal', 30, interval '1 hour', 'listings one account makes or registers offers on'),
  ('favorite', 600, interval '1 hour', 'listings one account adds to its favourites');

create table private.rate_limit_hits (
  user_id uuid not null,
  bucket text not null references private.rate_limits (bucket) on delete cascade,
  subject bigint not null,
  at timestamptz not null default clock_timestamp()
);
create index rate_limit_hits_window on private.rate_limit_hits (user_id, bucket, subject, at);

revoke all on table private.rate_limits, private.rate_limit_hits from public, anon, authenticated;

-- Counts a write of `p_user` in `p_bucket` about listing `p_subject`, or refuses it when the window already
-- holds the limit of other listings. Concurrent writes of one account are serialised on an advisory lock so two
-- tabs cannot both take the last place.
create function private.take_rate_limit(p_bucket text, p_user uuid, p_subject bigint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  lim private.rate_limits;
  used integer;
begin
  if p_user is null then
    return;
  end if;
  select * into lim from private.rate_limits where bucket = p_bucket;
  if not found then
    raise exception 'unknown rate limit bucket %', p_bucket;
  end if;
  perform pg_advisory_xact_lock(hashtext('rate_limit:' || p_bucket), hashtext(p_user::text));
  delete from private.rate_limit_hits where user_id = p_user and bucket = p_bucket and at <= clock_timestamp() - lim.per;
  if exists (select 1 from private.rate_limit_hits where user_id = p_user and bucket = p_bucket and subject = p_subject) then
    return;
  end if;
  select count(*) into used from private.rate_limit_hits where user_id = p_user and bucket = p_bucket;
  if used >= lim.max_hits then
    raise exception 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  insert into private.rate_limit_hits (user_id, bucket, subject) values (p_user, p_bucket, p_subject);
end $$;

revoke all on function private.take_rate_limit(text, uuid, bigint) from public, anon, authenticated;

-- BEFORE INSERT on the limited tables (each has property_id): the bucket is the trigger's argument.
create function private.rate_limit_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is not null then
    perform private.take_rate_limit(tg_argv[0], auth.uid(), new.property_id);
  end if;
  return new;
end $$;

revoke all on function private.rate_limit_insert() from public, anon, authenticated;

create trigger visits_rate_limit before insert on public.visits
  for each row execute function private.rate_limit_insert('visit_request');
create trigger proposals_rate_limit before insert on public.proposals
  for each row execute function private.rate_limit_insert('proposal');
create trigger favorites_rate_limit before insert on public.favorites
  for each row execute function private.rate_limit_insert('favorite');

-- Issue #19: the agency workspace's data — the live /dashboard, the team (/corretores), broker invitations
-- (/corretores/convidar for an agency, /convidar-corretor for an owner, /convite/{token} for the invitee)
-- and an owner's partnership with a broker. docs/team.md describes the flows.
--
-- Invitations: only functions write them. The link's token is 32 random bytes (64 hex characters) made
-- here, e-mailed once and never stored: the table keeps its SHA-256 (token_hash) and the link is found by
-- that digest, so neither a database reader nor a timing probe learns a usable token (the digest of an
-- attacker's guess says nothing about the stored one). 'Reenviar' makes a new token (the old link stops
-- working) valid 7 days more. An invitation is for one e-mail address: only a broker account whose
-- confirmed e-mail is that address accepts it. Sending (new or again) is limited per inviter.
--
--   invite_broker(name, email, phone, creci, message)   agency or owner → a pending invitation, e-mailed
--   resend_broker_invitation(id) / cancel_broker_invitation(id)          the inviter
--   sent_broker_invitations()                                            the inviter's list
--   invitation_by_token(token)                                           whoever holds the link
--   accept_broker_invitation(token)                                      the invited broker
--   agency_team(search)  set_broker_status  remove_broker                the agency (/corretores)
--   owner_partner_brokers()  end_broker_partnership(broker)              the owner (/convidar-corretor)
--   agency_dashboard(search, page, page_size)                            the agency (/dashboard), one call

-- Invitations: inviter (agency or owner), hashed token ------------------------------------------------------

alter table public.broker_invitations
  alter column agency_id drop default,
  alter column agency_id drop not null,
  add column owner_id uuid references public.profiles (id) on delete cascade,
  add column token_hash bytea,
  add column last_sent_at timestamptz not null default now(),
  add column sent_count integer not null default 1 check (sent_count >= 1),
  alter column token drop default,
  alter column token drop not null;

-- Rows written before this migration (the seed's) keep working with the token they were sent with.
update public.broker_invitations set token_hash = pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')), token = null
 where token is not null;

alter table public.broker_invitations
  alter column token_hash set not null,
  add constraint broker_invitations_one_inviter check ((agency_id is null) <> (owner_id is null)),
  add constraint broker_invitations_no_plain_token check (token is null);
create unique index broker_invitations_token_hash_idx on public.broker_invitations (token_hash);
create index broker_invitations_owner_idx on public.broker_invitations (owner_id, created_at desc) where owner_id is not null;
create unique index broker_invitations_one_pending_per_email_owner on public.broker_invitations (owner_id, lower(email))
  where status = 'pendente' and owner_id is not null;

-- A plain token written by trusted code (the seed) is hashed on the way in; the column stays empty.
create function private.broker_invitations_hash_token() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.token is not null then
    new.token_hash := pg_catalog.sha256(pg_catalog.convert_to(new.token, 'UTF8'));
    new.token := null;
  end if;
  return new;
end
$$;
revoke all on function private.broker_invitations_hash_token() from public;
create trigger broker_invitations_hash_token before insert or update of token on public.broker_invitations
  for each row execute function private.broker_invitations_hash_token();

-- Reads: the inviter, never the token digest. Writes: the functions below only.
revoke all on public.broker_invitations from anon, authenticated;
grant select (id, agency_id, owner_id, name, email, phone, creci, message, status, expires_at, accepted_by,
  accepted_at, created_at, updated_at, last_sent_at, sent_count) on public.broker_invitations to authenticated;
drop policy "Agencies invite brokers" on public.broker_invitations;
drop policy "Agencies update their invitations" on public.broker_invitations;
drop policy "Agencies delete their invitations" on public.broker_invitations;
create policy "Owners read their invitations" on public.broker_invitations
  for select to authenticated using ((select auth.uid()) = owner_id);

-- Every e-mail sent (new or again), for the per-inviter limit.
create table private.broker_invitation_sends (
  id bigint generated always as identity primary key,
  inviter_id uuid not null references public.profiles (id) on delete cascade,
  invitation_id uuid references public.broker_invitations (id) on delete set null,
  sent_at timestamptz not null default now()
);
create index broker_invitation_sends_inviter_idx on private.broker_invitation_sends (inviter_id, sent_at desc);
alter table private.broker_invitation_sends enable row level security;
revoke all on private.broker_invitation_sends from public, anon, authenticated;

-- The limits: 10 invitation e-mails per inviter per hour, 30 per day.
create function private.assert_invitation_send_allowed(inviter uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if (select count(*) from private.broker_invitation_sends s
       where s.inviter_id = inviter and s.sent_at > pg_catalog.now() - interval '1 hour') >= 10
     or (select count(*) from private.broker_invitation_sends s
       where s.inviter_id = inviter and s.sent_at > pg_catalog.now() - interval '1 day') >= 30 then
    raise exception 'Muitos convites enviados. Tente novamente em alguns momentos.'
      using errcode = 'P0001', hint = 'invitation_rate_limited';
  end if;
end
$$;
revoke all on function private.assert_invitation_send_allowed(uuid) from public, anon, authenticated;

-- The caller's confirmed e-mail, lower case (null when signed out or unconfirmed).
create function private.my_confirmed_email() returns text
language sql stable security definer set search_path = '' as $$
  select pg_catalog.lower(u.email::text) from auth.users u
  where u.id = (select auth.uid()) and u.email_confirmed_at is not null
$$;
revoke all on function private.my_confirmed_email() from public, anon, authenticated;

-- The invitation a link's token points at (by digest), or no row; malformed tokens find nothing.
create function private.invitation_by_raw_token(raw text, lock boolean default false)
returns public.broker_invitations
language plpgsql volatile security definer set search_path = '' as $$
declare
  inv public.broker_invitations;
begin
  if raw is null or raw !~ '^[0-9a-f]{32,128}$' then
    return null;
  end if;
  if lock then
    select * into inv from public.broker_invitations i
     where i.token_hash = pg_catalog.sha256(pg_catalog.convert_to(raw, 'UTF8')) for update;
  else
    select * into inv from public.broker_invitations i
     where i.token_hash = pg_catalog.sha256(pg_catalog.convert_to(raw, 'UTF8'));
  end if;
  return inv;
end
$$;
revoke all on function private.invitation_by_raw_token(text, boolean) from public, anon, authenticated;

-- A fresh token for `inv` (7 days), counted against the limit and e-mailed; the old link stops working.
create function private.issue_broker_invitation(inv_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  raw text := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  inv public.broker_invitations;
  inviter public.profiles;
begin
  update public.broker_invitations i
     set token_hash = pg_catalog.sha256(pg_catalog.convert_to(raw, 'UTF8')),
         expires_at = pg_catalog.now() + interval '7 days',
         last_sent_at = pg_catalog.now(),
         sent_count = case when i.created_at = pg_catalog.now() then i.sent_count else i.sent_count + 1 end
   where i.id = inv_id
  returning * into inv;
  select * into inviter from public.profiles p where p.id = coalesce(inv.agency_id, inv.owner_id);
  insert into private.broker_invitation_sends (inviter_id, invitation_id) values (inviter.id, inv.id);
  perform private.enqueue_broker_invitation_email(inv, inviter, raw);
end
$$;
revoke all on function private.issue_broker_invitation(uuid) from public, anon, authenticated;

-- The e-mail of an invitation (template 'broker_invitation' of lib/email): the link's token is under
-- "secret", which the outbox erases once the e-mail is sent. Replaced when the outbox changes.
create function private.enqueue_broker_invitation_email(inv public.broker_invitations, inviter public.profiles, raw text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform private.enqueue_email_address(
    inv.email,
    'broker_invitation',
    pg_catalog.jsonb_build_object(
      'invitee_name', inv.name,
      'inviter_name', inviter.name,
      'inviter_kind', case when inv.agency_id is not null then 'imobiliaria' else 'proprietario' end,
      'message', inv.message,
      'expires_at', inv.expires_at,
      'secret', pg_catalog.jsonb_build_object('path', '/convite/' || raw)
    ),
    'broker_invitation:' || inv.id || ':' || inv.sent_count
  );
end
$$;
revoke all on function private.enqueue_broker_invitation_email(public.broker_invitations, public.profiles, text)
  from public, anon, authenticated;

-- The field rules of the invite form (lib/validations/team.ts), again.
create function private.assert_invitation_fields(p_name text, p_email text, p_phone text, p_creci text, p_message text)
returns void
language plpgsql immutable set search_path = '' as $$
declare
  digits text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '\D', '', 'g');
begin
  if coalesce(pg_catalog.btrim(p_name), '') = '' or pg_catalog.char_length(pg_catalog.btrim(p_name)) > 120 then
    raise exception 'Informe o nome do corretor (até 120 caracteres).' using errcode = '22023', hint = 'invitation_bad_name';
  end if;
  if p_email is null or pg_catalog.char_length(pg_catalog.btrim(p_email)) > 254
     or pg_catalog.btrim(p_email) !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Informe um e-mail válido.' using errcode = '22023', hint = 'invitation_bad_email';
  end if;
  if pg_catalog.char_length(digits) not between 10 and 11 or p_phone ~ '[^0-9()+ .-]' then
    raise exception 'Informe um telefone com DDD.' using errcode = '22023', hint = 'invitation_bad_phone';
  end if;
  if p_creci is not null and pg_catalog.btrim(p_creci) <> ''
     and (pg_catalog.char_length(pg_catalog.btrim(p_creci)) > 30 or pg_catalog.btrim(p_creci) !~ '^[0-9A-Za-z][0-9A-Za-z./ -]*$') then
    raise exception 'CRECI inválido.' using errcode = '22023', hint = 'invitation_bad_creci';
  end if;
  if pg_catalog.char_length(p_message) > 1000 then
    raise exception 'A mensagem pode ter até 1000 caracteres.' using errcode = '22023', hint = 'invitation_bad_message';
  end if;
end
$$;
revoke all on function private.assert_invitation_fields(text, text, text, text, text) from public, anon, authenticated;

-- An agency (to its team) or an owner (to its listings) invites a broker by e-mail.
create function public.invite_broker(p_name text, p_email text, p_phone text, p_creci text default null, p_message text default null)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  my_role public.user_role := private.current_user_role();
  mail text := pg_catalog.lower(pg_catalog.btrim(p_email));
  inv public.broker_invitations;
begin
  if uid is null or my_role is null or my_role not in ('imobiliaria', 'proprietario') then
    raise exception 'Somente uma imobiliária ou um proprietário convida corretores.' using errcode = '42501', hint = 'not_inviter';
  end if;
  perform private.assert_invitation_fields(p_name, p_email, p_phone, p_creci, p_message);
  if my_role = 'imobiliaria' and exists (
    select 1 from public.profiles b join auth.users u on u.id = b.id
    where b.agency_id = uid and b.role = 'corretor' and pg_catalog.lower(u.email::text) = mail
  ) then
    raise exception 'Este corretor já faz parte da sua equipe.' using errcode = 'P0001', hint = 'invitation_already_member';
  end if;
  if exists (select 1 from auth.users u where u.id = uid and pg_catalog.lower(u.email::text) = mail) then
    raise exception 'Você não pode convidar o seu próprio e-mail.' using errcode = 'P0001', hint = 'invitation_self';
  end if;
  perform private.assert_invitation_send_allowed(uid);
  begin
    insert into public.broker_invitations (agency_id, owner_id, name, email, phone, creci, message, token_hash)
    values (
      case when my_role = 'imobiliaria' then uid end,
      case when my_role = 'proprietario' then uid end,
      pg_catalog.btrim(p_name), mail, pg_catalog.btrim(p_phone),
      nullif(pg_catalog.upper(pg_catalog.btrim(p_creci)), ''), nullif(pg_catalog.btrim(p_message), ''),
      extensions.gen_random_bytes(32)  -- replaced by issue_broker_invitation's digest below
    )
    returning * into inv;
  exception when unique_violation then
    raise exception 'Já existe um convite pendente para este e-mail: use Reenviar.'
      using errcode = 'P0001', hint = 'invitation_pending';
  end;
  perform private.issue_broker_invitation(inv.id);
  return pg_catalog.jsonb_build_object('id', inv.id, 'email', inv.email);
end
$$;

-- The inviter's pending invitation, locked, or an error (another's, unknown, no longer pending).
create function private.my_pending_invitation(p_id uuid) returns public.broker_invitations
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  inv public.broker_invitations;
begin
  select * into inv from public.broker_invitations i where i.id = p_id for update;
  if uid is null or not found or uid is distinct from coalesce(inv.agency_id, inv.owner_id) then
    raise exception 'Convite não encontrado.' using errcode = '42501', hint = 'invitation_not_found';
  end if;
  if inv.status <> 'pendente' then
    raise exception 'Este convite não está mais pendente.' using errcode = 'P0001', hint = 'invitation_not_pending';
  end if;
  return inv;
end
$$;
revoke all on function private.my_pending_invitation(uuid) from public, anon, authenticated;

-- 'Reenviar': a new link, valid 7 days from now (also for a pending invitation that expired).
create function public.resend_broker_invitation(p_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  inv public.broker_invitations := private.my_pending_invitation(p_id);
begin
  perform private.assert_invitation_send_allowed(coalesce(inv.agency_id, inv.owner_id));
  perform private.issue_broker_invitation(inv.id);
  select * into inv from public.broker_invitations i where i.id = p_id;
  return pg_catalog.jsonb_build_object('id', inv.id, 'email', inv.email, 'expires_at', inv.expires_at);
end
$$;

-- 'Cancelar': the link stops working; the row stays.
create function public.cancel_broker_invitation(p_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  inv public.broker_invitations := private.my_pending_invitation(p_id);
begin
  update public.broker_invitations i set status = 'cancelado' where i.id = inv.id;
end
$$;

-- The inviter's invitations, pending first; a pending one past its date reads 'expirado'.
create function public.sent_broker_invitations()
returns table (
  id uuid, name text, email text, phone text, creci text, status public.invitation_status, expires_at timestamptz,
  created_at timestamptz, last_sent_at timestamptz, accepted_at timestamptz, accepted_by_name text
)
language sql stable security definer set search_path = '' as $$
  select i.id, i.name, i.email, i.phone, i.creci,
         case when i.status = 'pendente' and i.expires_at <= pg_catalog.now() then 'expirado'::public.invitation_status
              else i.status end,
         i.expires_at, i.created_at, i.last_sent_at, i.accepted_at, b.name
  from public.broker_invitations i
  left join public.profiles b on b.id = i.accepted_by
  where (select auth.uid()) is not null
    and (i.agency_id = (select auth.uid()) or i.owner_id = (select auth.uid()))
  order by (i.status = 'pendente') desc, i.created_at desc
  limit 200
$$;

-- What /convite/{token} shows to whoever holds the link. `for_me`: null signed out; otherwise whether the
-- caller's confirmed e-mail is the invited one. The invited address is shown only signed out (to prefill
-- the sign-up) or to its owner.
drop function public.invitation_by_token(text);
create function public.invitation_by_token(token text)
returns table (
  inviter_kind text, inviter_name text, inviter_slug text, inviter_avatar_url text,
  name text, email text, status public.invitation_status, expires_at timestamptz, for_me boolean
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  inv public.broker_invitations := private.invitation_by_raw_token(invitation_by_token.token);
  mine text := private.my_confirmed_email();
  signed_in boolean := (select auth.uid()) is not null;
  matches boolean;
begin
  if inv.id is null then
    return;
  end if;
  matches := case when signed_in then coalesce(mine = pg_catalog.lower(inv.email), false) end;
  return query
  select case when inv.agency_id is not null then 'imobiliaria' else 'proprietario' end,
         a.name, case when inv.agency_id is not null then a.slug end, a.avatar_url,
         inv.name, case when not signed_in or matches then inv.email end,
         case when inv.status = 'pendente' and inv.expires_at <= pg_catalog.now() then 'expirado'::public.invitation_status
              else inv.status end,
         inv.expires_at, matches
  from public.profiles a where a.id = coalesce(inv.agency_id, inv.owner_id);
end
$$;

-- An owner's partnership with a broker it invited (its listings without a broker get that broker).
create table public.owner_broker_partners (
  owner_id uuid not null references public.profiles (id) on delete cascade,
  broker_id uuid not null references public.profiles (id) on delete cascade,
  invitation_id uuid references public.broker_invitations (id) on delete set null,
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  primary key (owner_id, broker_id)
);
create index owner_broker_partners_broker_idx on public.owner_broker_partners (broker_id);
alter table public.owner_broker_partners enable row level security;
revoke all on public.owner_broker_partners from anon, authenticated;
grant select on public.owner_broker_partners to authenticated;
grant all on public.owner_broker_partners to service_role;
create policy "The owner and the broker read their partnership" on public.owner_broker_partners
  for select to authenticated using ((select auth.uid()) = owner_id or (select auth.uid()) = broker_id);

-- The invited broker accepts: joins the agency's team, or becomes the broker of the owner's listings.
drop function public.accept_broker_invitation(text);
create function public.accept_broker_invitation(token text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  inv public.broker_invitations := private.invitation_by_raw_token(accept_broker_invitation.token, true);
  me public.profiles;
  previous uuid;
  listings integer := 0;
begin
  if inv.id is null then
    raise exception 'Convite não encontrado.' using errcode = 'P0001', hint = 'invitation_not_found';
  end if;
  if uid is null or private.current_user_role() is distinct from 'corretor' then
    raise exception 'Entre com uma conta de corretor para aceitar o convite.' using errcode = '42501', hint = 'not_broker';
  end if;
  if private.my_confirmed_email() is distinct from pg_catalog.lower(inv.email) then
    raise exception 'Este convite foi enviado para outro e-mail.' using errcode = '42501', hint = 'invitation_other_email';
  end if;
  if inv.status = 'aceito' then
    raise exception 'Este convite já foi usado.' using errcode = 'P0001', hint = 'invitation_used';
  end if;
  if inv.status <> 'pendente' then
    raise exception 'Este convite foi cancelado.' using errcode = 'P0001', hint = 'invitation_revoked';
  end if;
  if inv.expires_at <= pg_catalog.now() then
    raise exception 'Este convite expirou.' using errcode = 'P0001', hint = 'invitation_expired';
  end if;

  select * into me from public.profiles p where p.id = uid for update;
  if inv.agency_id is not null then
    previous := me.agency_id;
    if previous is distinct from inv.agency_id then
      -- Listings of a previous agency stay with that agency, without this broker.
      update public.properties p set broker_id = null
       where p.broker_id = uid and p.agency_id is not null and p.agency_id <> inv.agency_id;
      update public.profiles p set agency_id = inv.agency_id, broker_status = 'ativo',
             creci = coalesce(p.creci, inv.creci)
       where p.id = uid returning * into me;
      if previous is not null then
        perform private.notify(array[previous], 'equipe_saida', 'Um corretor saiu da equipe',
          pg_catalog.format('%s entrou para outra imobiliária.', coalesce(me.name, inv.name)), '/corretores');
      end if;
    else
      update public.profiles p set broker_status = 'ativo' where p.id = uid returning * into me;
    end if;
    perform private.notify(array[inv.agency_id], 'convite_aceito', 'Convite aceito',
      pg_catalog.format('%s entrou para a sua equipe.', coalesce(me.name, inv.name)), '/corretores');
  else
    insert into public.owner_broker_partners (owner_id, broker_id, invitation_id)
    values (inv.owner_id, uid, inv.id)
    on conflict (owner_id, broker_id) do update set ended_at = null, invitation_id = excluded.invitation_id,
      created_at = pg_catalog.now();
    -- The owner's listings without a broker (and without an agency, or with this broker's agency).
    with moved as (
      update public.properties p set broker_id = uid
       where p.owner_id = inv.owner_id and p.broker_id is null
         and (p.agency_id is null or p.agency_id = me.agency_id)
      returning 1
    )
    select count(*) into listings from moved;
    perform private.notify(array[inv.owner_id], 'convite_aceito', 'Convite aceito',
      pg_catalog.format('%s agora é o corretor dos seus imóveis.', coalesce(me.name, inv.name)), '/convidar-corretor');
  end if;
  update public.broker_invitations i set status = 'aceito', accepted_by = uid, accepted_at = pg_catalog.now()
   where i.id = inv.id;
  return pg_catalog.jsonb_build_object(
    'inviter_kind', case when inv.agency_id is not null then 'imobiliaria' else 'proprietario' end,
    'inviter_id', coalesce(inv.agency_id, inv.owner_id),
    'listings', listings
  );
end
$$;

-- The team ---------------------------------------------------------------------------------------------------

-- /corretores: the agency's brokers; `search` matches name, e-mail or CRECI (case- and accent-insensitive).
-- sales: accepted proposals on the listings the broker handles.
drop function public.agency_brokers();
create function public.agency_team(search text default null)
returns table (
  id uuid, name text, email text, phone text, creci text, avatar_url text, broker_status public.broker_status,
  joined_at timestamptz, sales bigint, active_listings bigint
)
language plpgsql stable security definer set search_path = '' as $$
declare
  q text := nullif(pg_catalog.btrim(pg_catalog.left(agency_team.search, 120)), '');
  pattern text;
begin
  if private.current_user_role() is distinct from 'imobiliaria' then
    raise exception 'Somente uma imobiliária vê a equipe.' using errcode = '42501', hint = 'not_agency';
  end if;
  pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    public.normalize_text(coalesce(q, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
  select b.id, b.name, u.email::text, b.phone, b.creci, b.avatar_url, b.broker_status, b.agency_joined_at,
         (select count(*) from public.proposals pr join public.properties p on p.id = pr.property_id
           where p.broker_id = b.id and pr.status = 'aceita'),
         (select count(*) from public.properties p where p.broker_id = b.id and p.status = 'ativo')
  from public.profiles b
  left join auth.users u on u.id = b.id
  where b.agency_id = (select auth.uid()) and b.role = 'corretor'
    and (q is null
         or public.normalize_text(coalesce(b.name, '')) like pattern
         or pg_catalog.lower(coalesce(u.email::text, '')) like pattern
         or public.normalize_text(coalesce(b.creci, '')) like pattern)
  order by b.name nulls last, b.id;
end
$$;

-- Status and removal notify the broker too.
create or replace function public.set_broker_status(broker_id uuid, status public.broker_status) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform private.assert_my_broker(set_broker_status.broker_id);
  if set_broker_status.status is null then
    raise exception 'Escolha um status.' using errcode = '22023', hint = 'broker_status_required';
  end if;
  update public.profiles p set broker_status = set_broker_status.status
   where p.id = set_broker_status.broker_id and p.broker_status is distinct from set_broker_status.status;
  if found then
    perform private.notify(array[set_broker_status.broker_id], 'equipe_status', 'Seu status na equipe mudou',
      case set_broker_status.status when 'ativo' then 'A imobiliária marcou você como ativo.'
                                    when 'licenca' then 'A imobiliária marcou você como em licença.'
                                    else 'A imobiliária marcou você como inativo.' end,
      '/dashboard-corretor');
  end if;
end
$$;

-- The owner's side ----------------------------------------------------------------------------------------------

-- /convidar-corretor: the brokers working on the caller's listings or in partnership with the caller.
create function public.owner_partner_brokers()
returns table (id uuid, name text, phone text, creci text, avatar_url text, since timestamptz, listings bigint)
language sql stable security definer set search_path = '' as $$
  with mine as (
    select ob.broker_id, ob.created_at from public.owner_broker_partners ob
    where ob.owner_id = (select auth.uid()) and ob.ended_at is null
    union all
    select p.broker_id, min(p.created_at) from public.properties p
    where p.owner_id = (select auth.uid()) and p.broker_id is not null and p.broker_id <> (select auth.uid())
    group by p.broker_id
  )
  select b.id, b.name, b.phone, b.creci, b.avatar_url, min(m.created_at),
         (select count(*) from public.properties p where p.owner_id = (select auth.uid()) and p.broker_id = b.id)
  from mine m join public.profiles b on b.id = m.broker_id
  group by b.id
  order by b.name nulls last, b.id
$$;

-- The owner ends the partnership: the broker leaves the owner's listings (which keep everything else).
create function public.end_broker_partnership(p_broker uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  n integer;
begin
  if uid is null or private.current_user_role() is distinct from 'proprietario' or p_broker is null or not exists (
    select 1 from public.owner_broker_partners ob where ob.owner_id = uid and ob.broker_id = p_broker and ob.ended_at is null
    union all
    select 1 from public.properties p where p.owner_id = uid and p.broker_id = p_broker
  ) then
    raise exception 'Corretor parceiro não encontrado.' using errcode = '42501', hint = 'not_my_partner';
  end if;
  with dropped as (
    update public.properties p set broker_id = null where p.owner_id = uid and p.broker_id = p_broker returning 1
  )
  select count(*) into n from dropped;
  update public.owner_broker_partners ob set ended_at = pg_catalog.now()
   where ob.owner_id = uid and ob.broker_id = p_broker and ob.ended_at is null;
  perform private.notify(array[p_broker], 'parceria_encerrada', 'Parceria encerrada',
    'Um proprietário encerrou a parceria com você.', '/dashboard-corretor');
  return n;
end
$$;

-- The dashboard, in one call --------------------------------------------------------------------------------

-- /dashboard: the counts of the cards and one page of the properties table (search by ID).
create function public.agency_dashboard(search text default null, page integer default 1, page_size integer default 5)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  size integer := least(greatest(coalesce(agency_dashboard.page_size, 5), 1), 50);
  pg integer := least(greatest(coalesce(agency_dashboard.page, 1), 1), 100000);
  digits text := pg_catalog.regexp_replace(coalesce(pg_catalog.left(agency_dashboard.search, 40), ''), '[#\s]', '', 'g');
  today date := pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date;
  mine bigint[];
  counts jsonb;
  total bigint;
  rows jsonb;
begin
  if uid is null or private.current_user_role() is distinct from 'imobiliaria' then
    raise exception 'Somente uma imobiliária vê este painel.' using errcode = '42501', hint = 'not_agency';
  end if;
  mine := array(select private.managed_property_ids());

  select pg_catalog.jsonb_build_object(
    'properties', pg_catalog.cardinality(mine),
    'active_properties', (select count(*) from public.properties p where p.id = any (mine) and p.status = 'ativo'),
    'upcoming_appointments', (select count(*) from public.visits v
                               where v.property_id = any (mine) and v.status in ('agendada', 'confirmada')
                                 and v.visit_date >= today),
    'brokers', (select count(*) from public.profiles b where b.agency_id = uid and b.role = 'corretor'),
    'open_proposals', (select count(*) from public.proposals pr
                        where pr.property_id = any (mine) and pr.status in ('pendente', 'negociada'))
  ) into counts;

  if digits <> '' and digits !~ '^\d{1,18}$' then
    total := 0;
    rows := '[]'::jsonb;
  else
    select count(*) into total from pg_catalog.unnest(mine) m (id)
     where digits = '' or pg_catalog.strpos(m.id::text, digits) > 0;
    select coalesce(pg_catalog.jsonb_agg(r order by r.created_at desc, r.id desc), '[]'::jsonb) into rows
    from (
      select p.id, p.title, p.type, p.transaction, p.status, p.created_at, p.published_at
      from public.properties p
      where p.id = any (mine) and (digits = '' or pg_catalog.strpos(p.id::text, digits) > 0)
      order by p.created_at desc, p.id desc
      limit size offset (pg - 1) * size
    ) r;
  end if;

  return pg_catalog.jsonb_build_object('counts', counts, 'total', total, 'page', pg, 'page_size', size, 'rows', rows);
end
$$;

revoke all on function public.invite_broker(text, text, text, text, text), public.resend_broker_invitation(uuid),
  public.cancel_broker_invitation(uuid), public.sent_broker_invitations(), public.invitation_by_token(text),
  public.accept_broker_invitation(text), public.agency_team(text), public.owner_partner_brokers(),
  public.end_broker_partnership(uuid), public.agency_dashboard(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.invitation_by_token(text) to anon, authenticated, service_role;
grant execute on function public.invite_broker(text, text, text, text, text), public.resend_broker_invitation(uuid),
  public.cancel_broker_invitation(uuid), public.sent_broker_invitations(), public.accept_broker_invitation(text),
  public.agency_team(text), public.owner_partner_brokers(), public.end_broker_partnership(uuid),
  public.agency_dashboard(text, integer, integer)
  to authenticated, service_role;

-- Issue #28 (medium): the interest form (leads) and the support form (contact_messages) are written only by
-- their server actions, which validate the input and rate-limit it per client IP before they reach the
-- database. The API roles lost INSERT on both tables (and their insert policies): a script with the anon
-- key, or a signed-in session, could otherwise post rows straight to /rest/v1/leads or /contact_messages,
-- skipping the limit.
--
-- The actions call lead_create / contact_message_create with the service role (lib/supabase/admin.ts),
-- passing the signed-in user's id from the verified session (never from the form). The functions are
-- SECURITY INVOKER and executable by service_role only: they run with the service role's own rights (it
-- bypasses RLS), so the database still checks what RLS checked before — a public listing, the author's
-- account — plus the tables' constraints and triggers (CPF digits, e-mail shape, lower-cased e-mail, the
-- listing side's notification). Had execute leaked to anon or authenticated, the insert inside would fail
-- anyway: neither role holds INSERT any more.

drop policy if exists "Visitors leave leads on public listings" on public.leads;
drop policy if exists "Users leave leads on public listings" on public.leads;
drop policy if exists "Visitors send contact messages" on public.contact_messages;
drop policy if exists "Users send contact messages" on public.contact_messages;

revoke insert (property_id, user_id, name, cpf, email, phone, for_whom, message) on public.leads from anon, authenticated;
revoke insert (user_id, name, phone, email, subject, message, urgent) on public.contact_messages from anon, authenticated;
revoke insert, update, delete, truncate on public.leads, public.contact_messages from anon, authenticated;

-- A lead of the interest form on a public listing. `user_id`: the signed-in author, or null for a visitor.
-- Returns the new lead's id.
create function public.lead_create(
  property_id bigint, name text, cpf text, email text, phone text,
  for_whom text default 'para_mim', message text default null, user_id uuid default null)
returns bigint
language plpgsql volatile security invoker set search_path = '' as $$
declare
  created bigint;
begin
  if lead_create.property_id is null or not private.is_public_property(lead_create.property_id) then
    raise exception 'Este imóvel não está disponível.' using errcode = 'P0001', hint = 'property_unavailable';
  end if;
  insert into public.leads (property_id, user_id, name, cpf, email, phone, for_whom, message)
  values (lead_create.property_id, lead_create.user_id, lead_create.name, lead_create.cpf, lead_create.email,
          lead_create.phone, coalesce(lead_create.for_whom, 'para_mim'), nullif(pg_catalog.btrim(lead_create.message), ''))
  returning id into created;
  return created;
end
$$;

-- A message of the support form. `user_id`: the signed-in author, or null for a visitor.
create function public.contact_message_create(
  name text, email text, subject public.contact_subject, message text,
  phone text default null, urgent boolean default false, user_id uuid default null)
returns bigint
language sql volatile security invoker set search_path = '' as $$
  insert into public.contact_messages (user_id, name, phone, email, subject, message, urgent)
  values (contact_message_create.user_id, pg_catalog.btrim(contact_message_create.name),
          nullif(pg_catalog.btrim(contact_message_create.phone), ''), pg_catalog.btrim(contact_message_create.email),
          contact_message_create.subject, pg_catalog.btrim(contact_message_create.message),
          coalesce(contact_message_create.urgent, false))
  returning id
$$;

revoke all on function public.lead_create(bigint, text, text, text, text, text, text, uuid),
  public.contact_message_create(text, text, public.contact_subject, text, text, boolean, uuid)
  from public, anon, authenticated;
grant execute on function public.lead_create(bigint, text, text, text, text, text, text, uuid),
  public.contact_message_create(text, text, public.contact_subject, text, text, boolean, uuid)
  to service_role;

-- The listing side is told of a new lead, except its author (private.notify skips only auth.uid(), which
-- is no one under the service role).
create or replace function private.leads_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  prop public.properties;
begin
  select * into prop from public.properties p where p.id = new.property_id;
  perform private.notify(pg_catalog.array_remove(array[prop.owner_id, prop.agency_id, prop.broker_id], new.user_id),
    'lead', 'Novo interessado',
    pg_catalog.format('%s tem interesse em %s (#%s).', new.name, prop.title, prop.id), '/clientes');
  return null;
end
$$;
revoke all on function private.leads_after_insert() from public;

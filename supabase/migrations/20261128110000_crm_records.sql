-- Issue #39: the client record (/clientes/{id}) — stage, notes and next action — and /clientes by stage/broker.
--
-- A contact is the opaque id of private.side_interactions (md5 of account, else e-mail, else phone, else name).
-- Its CRM record lives in the caller's *workspace*: an agency and the brokers of its team share one (the
-- agency's id); anyone else (owner, independent broker) has their own. Nothing here is readable by the
-- person themself, by another listing side or another agency.
--
--   public.crm_records   one row per (workspace, contact): stage (+ reason when 'perdido'), next action.
--                        Absent = the stage the history implies (fechado > proposta > visita_agendada > novo).
--   public.crm_notes     timestamped notes by author; only their author edits them.
--   Stage moves by event (triggers): a visit booked → 'visita_agendada', a proposal → 'proposta', a proposal
--   closed ('fechada') → 'fechado', each only when the record's stage is earlier ('perdido' reopens).
--   crm_contacts(...)    /clientes: stage, next action, filters (stage, broker), overdue next actions first.
--   crm_record(id)       /clientes/{id}: stage, next action, notes.
--   crm_set_stage / crm_add_note / crm_edit_note / crm_set_next_action: the writes (checked here again).
--   crm_next_actions     the home's 'Próximas atividades' (overdue, today and the next days).
--   crm_next_action_job  the scheduled reminder (notification 'crm_next_action' on the day), from
--                        run_scheduled_jobs (re-created below with every line of 20261127100000).

create table public.crm_records (
  workspace_id uuid not null references public.profiles (id) on delete cascade,
  contact_id text not null check (contact_id ~ '^[0-9a-f]{32}$'),
  contact_name text check (char_length(contact_name) <= 200),
  stage text not null default 'novo'
    check (stage in ('novo', 'em_contato', 'visita_agendada', 'proposta', 'fechado', 'perdido')),
  lost_reason text check (char_length(lost_reason) between 1 and 300),
  stage_changed_at timestamptz not null default now(),
  next_action_on date,
  next_action_text text check (char_length(next_action_text) between 1 and 140),
  next_action_by uuid references public.profiles (id) on delete set null,
  next_action_notified_on date,
  updated_at timestamptz not null default now(),
  primary key (workspace_id, contact_id),
  constraint crm_records_lost_reason check ((stage = 'perdido') = (lost_reason is not null)),
  constraint crm_records_next_action check ((next_action_on is null) = (next_action_text is null))
);
create index crm_records_next_action_idx on public.crm_records (next_action_on) where next_action_on is not null;

create table public.crm_notes (
  id bigint generated always as identity primary key,
  workspace_id uuid not null references public.profiles (id) on delete cascade,
  contact_id text not null check (contact_id ~ '^[0-9a-f]{32}$'),
  author_id uuid references public.profiles (id) on delete set null,
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz
);
create index crm_notes_contact_idx on public.crm_notes (workspace_id, contact_id, created_at desc);
create index crm_notes_author_idx on public.crm_notes (author_id);

-- The workspace of a person: a broker of an agency's team works in the agency's; anyone else in their own.
create function private.crm_workspace(person uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select case when p.role = 'corretor' and p.agency_id is not null then p.agency_id else p.id end
  from public.profiles p where p.id = person
$$;
revoke all on function private.crm_workspace(uuid) from public;
grant execute on function private.crm_workspace(uuid) to authenticated, service_role;

alter table public.crm_records enable row level security;
alter table public.crm_notes enable row level security;
revoke all on public.crm_records, public.crm_notes from public, anon, authenticated;
grant select on public.crm_records, public.crm_notes to authenticated;
grant all on public.crm_records, public.crm_notes to service_role;
-- Reads only within the caller's workspace; every write goes through the functions below.
create policy "The workspace reads its CRM records" on public.crm_records for select to authenticated
  using (workspace_id = (select private.crm_workspace((select auth.uid()))));
create policy "The workspace reads its CRM notes" on public.crm_notes for select to authenticated
  using (workspace_id = (select private.crm_workspace((select auth.uid()))));

-- Stage order for the event moves ('perdido' is below everything, so a new visit or offer reopens it).
create function private.crm_stage_rank(stage text) returns integer
language sql immutable set search_path = '' as $$
  select case stage when 'novo' then 0 when 'em_contato' then 1 when 'visita_agendada' then 2
                    when 'proposta' then 3 when 'fechado' then 4 else -1 end
$$;
revoke all on function private.crm_stage_rank(text) from public;

-- The contact id of an interaction: the same expression as private.side_interactions.
create function private.crm_contact_key(person uuid, email text, phone text, name text) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.md5(coalesce(
    'u:' || person::text,
    'e:' || pg_catalog.lower(nullif(pg_catalog.btrim(email), '')),
    'p:' || nullif(pg_catalog.regexp_replace(coalesce(phone, ''), '\D', '', 'g'), ''),
    'n:' || pg_catalog.lower(pg_catalog.btrim(coalesce(name, '')))))
$$;
revoke all on function private.crm_contact_key(uuid, text, text, text) from public;

-- Moves the existing records of every workspace on the listing's side to `target` when they are earlier.
create function private.crm_advance(property bigint, contact text, target text) returns void
language sql volatile security definer set search_path = '' as $$
  update public.crm_records r
     set stage = target, lost_reason = null, stage_changed_at = pg_catalog.now(), updated_at = pg_catalog.now()
   where r.contact_id = contact
     and r.workspace_id in (
       select private.crm_workspace(x)
       from public.properties p, pg_catalog.unnest(array[p.owner_id, p.agency_id, p.broker_id]) x
       where p.id = property and x is not null)
     and private.crm_stage_rank(r.stage) < private.crm_stage_rank(target)
$$;
revoke all on function private.crm_advance(bigint, text, text) from public;

create function private.crm_visit_event() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status in ('agendada', 'confirmada') then
    perform private.crm_advance(new.property_id,
      private.crm_contact_key(case when new.visitor_name is null then new.requester_id end,
                              new.visitor_email, new.visitor_phone, new.visitor_name),
      'visita_agendada');
  end if;
  return null;
end
$$;
revoke all on function private.crm_visit_event() from public;
create trigger visits_crm_stage after insert on public.visits
  for each row execute function private.crm_visit_event();

create function private.crm_proposal_event() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.status::text = 'fechada' then
    perform private.crm_advance(new.property_id,
      private.crm_contact_key(new.client_id, new.client_email, new.client_phone, new.client_name),
      case when new.status::text = 'fechada' then 'fechado' else 'proposta' end);
  end if;
  return null;
end
$$;
revoke all on function private.crm_proposal_event() from public;
create trigger proposals_crm_stage_insert after insert on public.proposals
  for each row execute function private.crm_proposal_event();
create trigger proposals_crm_stage_closed after update of status on public.proposals
  for each row when (new.status is distinct from old.status) execute function private.crm_proposal_event();

-- The caller's contacts with what their history implies, and the listing brokers they touch (for filters).
create function private.crm_people()
returns table (contact_id text, user_id uuid, name text, email text, phone text, last_contact_at timestamptz,
               leads integer, visits integer, proposals integer, derived_stage text, brokers uuid[], unassigned boolean)
language sql stable security definer set search_path = '' as $$
  select i.contact_id,
         (pg_catalog.array_agg(i.user_id order by i.created_at desc))[1],
         (pg_catalog.array_agg(i.name order by i.created_at desc) filter (where i.name is not null))[1],
         (pg_catalog.array_agg(i.email order by i.created_at desc) filter (where i.email is not null))[1],
         (pg_catalog.array_agg(i.phone order by i.created_at desc) filter (where i.phone is not null))[1],
         max(i.created_at),
         (count(*) filter (where i.kind = 'lead'))::integer,
         (count(*) filter (where i.kind = 'visita'))::integer,
         (count(*) filter (where i.kind = 'proposta'))::integer,
         case when bool_or(i.kind = 'proposta' and i.status = 'fechada') then 'fechado'
              when bool_or(i.kind = 'proposta') then 'proposta'
              when bool_or(i.kind = 'visita' and i.status <> 'cancelada') then 'visita_agendada'
              else 'novo' end,
         pg_catalog.array_agg(distinct p.broker_id) filter (where p.broker_id is not null),
         bool_or(p.broker_id is null)
  from private.side_interactions() i
  join public.properties p on p.id = i.property_id
  group by i.contact_id
$$;
revoke all on function private.crm_people() from public;

-- The caller's own contact (one of their contacts) or 'contact_not_found'; returns the display name.
create function private.crm_assert_contact(contact text) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  who text;
begin
  perform private.assert_signed_in();
  if contact is null or contact !~ '^[0-9a-f]{32}$' then
    raise exception 'Cliente não encontrado.' using errcode = 'P0002', hint = 'contact_not_found';
  end if;
  select coalesce((pg_catalog.array_agg(i.name order by i.created_at desc) filter (where i.name is not null))[1], '')
    into who
  from private.side_interactions() i where i.contact_id = contact
  having count(*) > 0;
  if not found then
    raise exception 'Cliente não encontrado.' using errcode = 'P0002', hint = 'contact_not_found';
  end if;
  return who;
end
$$;
revoke all on function private.crm_assert_contact(text) from public;

-- The record row of the caller's workspace for `contact`, created with the stage its history implies.
create function private.crm_ensure(contact text) returns public.crm_records
language plpgsql volatile security definer set search_path = '' as $$
declare
  who text := private.crm_assert_contact(contact);
  ws uuid := private.crm_workspace((select auth.uid()));
  derived text;
  result public.crm_records;
begin
  select c.derived_stage into derived from private.crm_people() c where c.contact_id = contact;
  insert into public.crm_records (workspace_id, contact_id, contact_name, stage)
  values (ws, contact, nullif(who, ''), coalesce(derived, 'novo'))
  on conflict (workspace_id, contact_id) do update set contact_name = excluded.contact_name
  returning * into result;
  return result;
end
$$;
revoke all on function private.crm_ensure(text) from public;

-- /clientes: the caller's contacts with stage and next action. Filters: `search` (name, e-mail, phone digits),
-- `stage_filter` (one of the six), `broker_filter` (agency: a team broker's id, or 'nenhum' for listings without broker;
-- anything else matches nothing). Overdue next actions first (oldest first), then the most recent contact.
create function public.crm_contacts(search text default null, stage_filter text default null, broker_filter text default null)
returns table (
  id text, user_id uuid, name text, email text, phone text, last_contact_at timestamptz,
  leads integer, visits integer, proposals integer, stage text, lost_reason text,
  next_action_on date, next_action_text text, overdue boolean
)
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := private.assert_signed_in();
  ws uuid := private.crm_workspace(uid);
  today date := pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date;
  term text := nullif(pg_catalog.lower(pg_catalog.btrim(crm_contacts.search)), '');
  digits text := nullif(pg_catalog.regexp_replace(coalesce(crm_contacts.search, ''), '\D', '', 'g'), '');
  wanted_broker uuid := case when crm_contacts.broker_filter ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                         then crm_contacts.broker_filter::uuid end;
begin
  if crm_contacts.stage_filter is not null
     and crm_contacts.stage_filter not in ('novo', 'em_contato', 'visita_agendada', 'proposta', 'fechado', 'perdido') then
    raise exception 'Etapa inválida.' using errcode = '22023', hint = 'invalid_stage';
  end if;
  return query
  select c.contact_id, c.user_id, c.name, c.email, c.phone, c.last_contact_at, c.leads, c.visits, c.proposals,
         coalesce(r.stage, c.derived_stage), r.lost_reason, r.next_action_on, r.next_action_text,
         coalesce(r.next_action_on < today, false)
  from private.crm_people() c
  left join public.crm_records r on r.workspace_id = ws and r.contact_id = c.contact_id
  where (crm_contacts.stage_filter is null or coalesce(r.stage, c.derived_stage) = crm_contacts.stage_filter)
    and (crm_contacts.broker_filter is null
         or (crm_contacts.broker_filter = 'nenhum' and c.unassigned)
         or (wanted_broker is not null and wanted_broker = any (c.brokers)))
    and (term is null
         or pg_catalog.strpos(pg_catalog.lower(coalesce(c.name, '')), term) > 0
         or pg_catalog.strpos(pg_catalog.lower(coalesce(c.email, '')), term) > 0
         or (digits is not null and pg_catalog.length(digits) >= 3
             and pg_catalog.strpos(pg_catalog.regexp_replace(coalesce(c.phone, ''), '\D', '', 'g'), digits) > 0))
  order by coalesce(r.next_action_on < today, false) desc,
           case when r.next_action_on < today then r.next_action_on end asc,
           c.last_contact_at desc, c.contact_id;
end
$$;

-- /clientes/{id}: the record (stage, reason, next action) and its notes, newest first; 'contact_not_found'
-- when the id is not one of the caller's contacts.
create function public.crm_record(contact_id text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  contact text := crm_record.contact_id;
  who text := private.crm_assert_contact(contact);
  uid uuid := (select auth.uid());
  ws uuid := private.crm_workspace(uid);
  r public.crm_records;
  derived text;
begin
  select * into r from public.crm_records x where x.workspace_id = ws and x.contact_id = contact;
  select c.derived_stage into derived from private.crm_people() c where c.contact_id = contact;
  return pg_catalog.jsonb_build_object(
    'name', who,
    'stage', coalesce(r.stage, derived, 'novo'),
    'lost_reason', r.lost_reason,
    'stage_changed_at', r.stage_changed_at,
    'next_action_on', r.next_action_on,
    'next_action_text', r.next_action_text,
    'next_action_by', (select b.name from public.profiles b where b.id = r.next_action_by),
    'notes', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', n.id, 'body', n.body, 'author', a.name, 'mine', n.author_id = uid,
               'created_at', n.created_at, 'updated_at', n.updated_at) order by n.created_at desc, n.id desc)
      from public.crm_notes n left join public.profiles a on a.id = n.author_id
      where n.workspace_id = ws and n.contact_id = contact), '[]'::jsonb));
end
$$;

create function public.crm_set_stage(contact_id text, stage text, reason text default null) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.crm_records;
  why text := nullif(pg_catalog.btrim(crm_set_stage.reason), '');
begin
  if crm_set_stage.stage is null
     or crm_set_stage.stage not in ('novo', 'em_contato', 'visita_agendada', 'proposta', 'fechado', 'perdido') then
    raise exception 'Etapa inválida.' using errcode = '22023', hint = 'invalid_stage';
  end if;
  if crm_set_stage.stage = 'perdido' and why is null then
    raise exception 'Informe o motivo da perda.' using errcode = '22023', hint = 'reason_required';
  end if;
  if pg_catalog.char_length(coalesce(why, '')) > 300 then
    raise exception 'O motivo pode ter no máximo 300 caracteres.' using errcode = '22023', hint = 'reason_too_long';
  end if;
  r := private.crm_ensure(crm_set_stage.contact_id);
  update public.crm_records x
     set stage = crm_set_stage.stage,
         lost_reason = case when crm_set_stage.stage = 'perdido' then why end,
         stage_changed_at = case when x.stage is distinct from crm_set_stage.stage then pg_catalog.now() else x.stage_changed_at end,
         updated_at = pg_catalog.now()
   where x.workspace_id = r.workspace_id and x.contact_id = r.contact_id;
  return crm_set_stage.stage;
end
$$;

create function private.crm_assert_note(body text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  b text := pg_catalog.btrim(coalesce(body, ''));
begin
  if b = '' then
    raise exception 'Escreva a nota.' using errcode = '22023', hint = 'note_required';
  end if;
  if pg_catalog.char_length(b) > 2000 then
    raise exception 'A nota pode ter no máximo 2.000 caracteres.' using errcode = '22023', hint = 'note_too_long';
  end if;
  return b;
end
$$;
revoke all on function private.crm_assert_note(text) from public;

create function public.crm_add_note(contact_id text, body text) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  b text := private.crm_assert_note(crm_add_note.body);
  r public.crm_records := private.crm_ensure(crm_add_note.contact_id);
  new_id bigint;
begin
  insert into public.crm_notes (workspace_id, contact_id, author_id, body)
  values (r.workspace_id, r.contact_id, (select auth.uid()), b)
  returning id into new_id;
  return new_id;
end
$$;

-- Only the author edits a note, and only while it is in their workspace ('note_not_found' otherwise).
create function public.crm_edit_note(note_id bigint, body text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := private.assert_signed_in();
  b text := private.crm_assert_note(crm_edit_note.body);
begin
  update public.crm_notes n set body = b, updated_at = pg_catalog.now()
   where n.id = crm_edit_note.note_id and n.author_id = uid and n.workspace_id = private.crm_workspace(uid);
  if not found then
    raise exception 'Nota não encontrada.' using errcode = 'P0002', hint = 'note_not_found';
  end if;
end
$$;

-- The next action: a date (today or later) and a short text; both null clears it.
create function public.crm_set_next_action(contact_id text, due_on date, action text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  what text := nullif(pg_catalog.btrim(crm_set_next_action.action), '');
  r public.crm_records;
begin
  if (crm_set_next_action.due_on is null) <> (what is null) then
    raise exception 'Informe a data e a próxima ação.' using errcode = '22023', hint = 'next_action_incomplete';
  end if;
  if pg_catalog.char_length(coalesce(what, '')) > 140 then
    raise exception 'A próxima ação pode ter no máximo 140 caracteres.' using errcode = '22023', hint = 'next_action_too_long';
  end if;
  if crm_set_next_action.due_on is not null and (
       crm_set_next_action.due_on < pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date
       or crm_set_next_action.due_on > pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date + 730) then
    raise exception 'Escolha uma data a partir de hoje.' using errcode = '22023', hint = 'next_action_date';
  end if;
  r := private.crm_ensure(crm_set_next_action.contact_id);
  update public.crm_records x
     set next_action_on = crm_set_next_action.due_on, next_action_text = what,
         next_action_by = case when what is null then null else (select auth.uid()) end,
         next_action_notified_on = null, updated_at = pg_catalog.now()
   where x.workspace_id = r.workspace_id and x.contact_id = r.contact_id;
end
$$;

-- 'Próximas atividades' on the homes: the caller's next actions up to `days` ahead (overdue included),
-- soonest first; only contacts the caller still sees.
create function public.crm_next_actions(days integer default 7, max_rows integer default 10)
returns table (contact_id text, name text, next_action_on date, next_action_text text, overdue boolean)
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := private.assert_signed_in();
  ws uuid := private.crm_workspace(uid);
  today date := pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date;
begin
  return query
  select r.contact_id, coalesce(r.contact_name, ''), r.next_action_on, r.next_action_text, r.next_action_on < today
  from public.crm_records r
  where r.workspace_id = ws
    and r.next_action_on is not null
    and r.next_action_on <= today + least(greatest(coalesce(crm_next_actions.days, 7), 0), 60)
    and exists (select 1 from private.side_interactions() i where i.contact_id = r.contact_id)
  order by r.next_action_on, r.updated_at, r.contact_id
  limit least(greatest(coalesce(crm_next_actions.max_rows, 10), 1), 50);
end
$$;

-- The reminder on the day: one notification per next action that is due (or overdue and not yet told), to
-- whoever set it and to the workspace (the agency for its team). Returns {'crm_reminders': n}.
create function public.crm_next_action_job(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  today date := pg_catalog.timezone('America/Sao_Paulo', p_now)::date;
  r public.crm_records;
  n integer := 0;
begin
  for r in
    select * from public.crm_records x
    where x.next_action_on is not null and x.next_action_on <= today
      and x.next_action_notified_on is distinct from x.next_action_on
    order by x.next_action_on
    limit 5000
    for update skip locked
  loop
    perform private.notify_event(array[r.next_action_by, r.workspace_id], 'crm_next_action', 'crm.next_action',
      pg_catalog.jsonb_build_object('person', coalesce(r.contact_name, ''), 'action', r.next_action_text,
                                    'due', r.next_action_on::text),
      '/clientes/' || r.contact_id,
      'Próxima ação: ' || coalesce(nullif(r.contact_name, ''), 'cliente'),
      r.next_action_text);
    update public.crm_records x set next_action_notified_on = r.next_action_on
     where x.workspace_id = r.workspace_id and x.contact_id = r.contact_id;
    n := n + 1;
  end loop;
  return pg_catalog.jsonb_build_object('crm_reminders', n);
end
$$;

-- run_scheduled_jobs: every line of 20261127100000_billing_pix.sql, then the CRM reminders.
create or replace function public.run_scheduled_jobs(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  expired integer := public.expire_properties(p_now);
  warned integer := public.listing_expiry_warnings(p_now);
begin
  return pg_catalog.jsonb_build_object('expired', expired, 'warned', warned)
      || public.listing_availability_checks(p_now)
      || public.billing_run_jobs(p_now)
      || public.crm_next_action_job(p_now);
end
$$;

revoke all on function public.crm_contacts(text, text, text), public.crm_record(text),
  public.crm_set_stage(text, text, text), public.crm_add_note(text, text), public.crm_edit_note(bigint, text),
  public.crm_set_next_action(text, date, text), public.crm_next_actions(integer, integer),
  public.crm_next_action_job(timestamptz)
  from public, anon, authenticated;
grant execute on function public.crm_contacts(text, text, text), public.crm_record(text),
  public.crm_set_stage(text, text, text), public.crm_add_note(text, text), public.crm_edit_note(bigint, text),
  public.crm_set_next_action(text, date, text), public.crm_next_actions(integer, integer)
  to authenticated, service_role;
grant execute on function public.crm_next_action_job(timestamptz) to service_role;
-- api: crm_next_action_job (run by run_scheduled_jobs; granted to the service role for tests)

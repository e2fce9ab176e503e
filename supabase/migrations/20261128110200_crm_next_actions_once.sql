-- Issue #39: 'Próximas atividades' reads the caller's contacts once (a materialized set) instead of once per
-- record with a next action. Same signature, result and order as 20261128110000_crm_records.sql.
create or replace function public.crm_next_actions(days integer default 7, max_rows integer default 10)
returns table (contact_id text, name text, next_action_on date, next_action_text text, overdue boolean)
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := private.assert_signed_in();
  ws uuid := private.crm_workspace(uid);
  today date := pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date;
begin
  return query
  with due as (
    select r.contact_id, r.contact_name, r.next_action_on, r.next_action_text, r.updated_at
    from public.crm_records r
    where r.workspace_id = ws
      and r.next_action_on is not null
      and r.next_action_on <= today + least(greatest(coalesce(crm_next_actions.days, 7), 0), 60)
  ),
  mine as materialized (
    select distinct i.contact_id from private.side_interactions() i
    where exists (select 1 from due) and i.contact_id in (select d.contact_id from due d)
  )
  select d.contact_id, coalesce(d.contact_name, ''), d.next_action_on, d.next_action_text, d.next_action_on < today
  from due d
  where d.contact_id in (select m.contact_id from mine m)
  order by d.next_action_on, d.updated_at, d.contact_id
  limit least(greatest(coalesce(crm_next_actions.max_rows, 10), 1), 50);
end
$$;

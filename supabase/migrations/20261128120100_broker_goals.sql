-- Issue #39: the broker's monthly goal ('Metas do mês'), editable from the dashboard and stored per month.
-- A month without a goal of its own takes the latest earlier one (a goal carries over until changed), else 5
-- (the former fixed goal). Only the broker reads and writes their own, through the functions below; the table
-- has RLS with a read-own policy and no write grant.
--   broker_goal(tz)                      {month, sales_goal, own}: the current month's goal (own: set for it)
--   set_broker_goal(sales_goal, month, tz) sets the goal of the current month (month null) or of a later one,
--                                          up to 12 months ahead; 1..1000 sales

create table public.broker_goals (
  broker_id uuid not null references public.profiles (id) on delete cascade,
  month date not null check (month = pg_catalog.date_trunc('month', month)::date),
  sales_goal integer not null check (sales_goal between 1 and 1000),
  updated_at timestamptz not null default pg_catalog.now(),
  primary key (broker_id, month)
);

alter table public.broker_goals enable row level security;
create policy broker_goals_select_own on public.broker_goals
  for select to authenticated using (broker_id = (select auth.uid()));
revoke all on table public.broker_goals from public, anon, authenticated;
grant select on table public.broker_goals to authenticated;
grant all on table public.broker_goals to service_role;

-- The first day of the caller's current month in `tz` (São Paulo by default).
create function private.goal_current_month(tz text) returns date
language plpgsql stable set search_path = '' as $$
begin
  return pg_catalog.date_trunc('month', pg_catalog.timezone(coalesce(nullif(pg_catalog.btrim(tz), ''), 'America/Sao_Paulo'), pg_catalog.now()))::date;
exception when others then
  raise exception 'Fuso horário inválido.' using errcode = '22023', hint = 'invalid_time_zone';
end
$$;
revoke all on function private.goal_current_month(text) from public;

-- The goal in force for `uid` in `m`: that month's, else the latest earlier one, else 5.
create function private.broker_goal_for(uid uuid, m date) returns integer
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select g.sales_goal from public.broker_goals g
      where g.broker_id = uid and g.month <= m order by g.month desc limit 1),
    5)
$$;
revoke all on function private.broker_goal_for(uuid, date) from public;

create function public.broker_goal(tz text default 'America/Sao_Paulo') returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := private.assert_home_role('corretor');
  m date := private.goal_current_month(broker_goal.tz);
begin
  return pg_catalog.jsonb_build_object(
    'month', m,
    'sales_goal', private.broker_goal_for(uid, m),
    'own', exists (select 1 from public.broker_goals g where g.broker_id = uid and g.month = m));
end
$$;

create function public.set_broker_goal(sales_goal integer, month date default null, tz text default 'America/Sao_Paulo')
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := private.assert_home_role('corretor');
  current_month date := private.goal_current_month(set_broker_goal.tz);
  m date := coalesce(pg_catalog.date_trunc('month', set_broker_goal.month)::date, current_month);
begin
  if set_broker_goal.sales_goal is null or set_broker_goal.sales_goal < 1 or set_broker_goal.sales_goal > 1000 then
    raise exception 'A meta de vendas precisa ser um número entre 1 e 1000.' using errcode = '22023', hint = 'goal_invalid';
  end if;
  if m < current_month or m > (current_month + interval '12 months')::date then
    raise exception 'Escolha o mês atual ou um dos próximos 12 meses.' using errcode = '22023', hint = 'goal_month_invalid';
  end if;
  insert into public.broker_goals as g (broker_id, month, sales_goal)
  values (uid, m, set_broker_goal.sales_goal)
  on conflict on constraint broker_goals_pkey do update set sales_goal = excluded.sales_goal, updated_at = pg_catalog.now();
  return pg_catalog.jsonb_build_object('month', m, 'sales_goal', set_broker_goal.sales_goal, 'own', true);
end
$$;

revoke all on function public.broker_goal(text), public.set_broker_goal(integer, date, text) from public, anon, authenticated;
grant execute on function public.broker_goal(text), public.set_broker_goal(integer, date, text) to authenticated, service_role;

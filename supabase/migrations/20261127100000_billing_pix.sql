-- Issue #24: plans and payments with Pix (/financeiro).
--
--   billing_plans, sign_kinds        the plans (spec §9) and the sign kinds with their prices, defined once;
--                                    the landing page, /financeiro and every SQL rule read them.
--   subscriptions                    + pending_plan (a change between paid plans waits for the next due
--                                    date), status 'inadimplente' (a charge went unpaid); a cancelled plan
--                                    keeps status 'ativo' with cancelled_at until the end of the paid period.
--   subscription_events              the history of every change (who, when, from which plan to which).
--   payments                         are the charges: due_date, a Pix txid, the BR Code and the provider's id;
--                                    status pendente → pago / vencido / cancelado only through
--                                    billing_apply_event (the webhook route, service role), idempotent by the
--                                    provider's event id (private.billing_webhook_events).
--   sign_purchases                   'pendente' until its charge is paid, then 'ativa' for a year.
--   billing_run_jobs(p_now)          renewal charges 5 days before the due date, overdue charges and plans,
--                                    the end of cancelled/expired periods and trials, expired signs; part of
--                                    run_scheduled_jobs (replaced below with the same listing jobs).
--
-- A new agency (or broker) without any subscription row is in its free evaluation of billing_plans.trial_days
-- counted from its profile's created_at (lib/data/billing.ts shows it); changing plan from it is immediate.

-- Plans and sign kinds -------------------------------------------------------------------------------------

create table public.billing_plans (
  code text primary key check (code ~ '^[a-z_]{1,30}$'),
  name text not null check (char_length(name) between 1 and 60),
  audience text not null check (audience in ('imobiliaria', 'corretor')),
  price_cents integer not null check (price_cents >= 0),   -- per month
  months integer not null check (months between 0 and 24), -- commitment; 0 = free evaluation
  trial_days integer not null default 0 check (trial_days between 0 and 365),
  discount_pct integer not null default 0 check (discount_pct between 0 and 100),
  sort smallint not null default 0
);
insert into public.billing_plans (code, name, audience, price_cents, months, trial_days, discount_pct, sort) values
  ('mensal', 'Mensal', 'imobiliaria', 79990, 1, 0, 0, 1),
  ('semestral', 'Semestral', 'imobiliaria', 55990, 6, 0, 30, 2),
  ('anual', 'Anual', 'imobiliaria', 31990, 12, 0, 60, 3),
  ('avaliacao', 'Avaliação gratuita', 'imobiliaria', 0, 0, 30, 0, 0),
  ('teste_corretor', 'Teste grátis', 'corretor', 0, 0, 30, 0, 0);

create table public.sign_kinds (
  code text primary key check (code ~ '^[a-z_]{1,30}$'),
  name text not null check (char_length(name) between 1 and 60),
  unit_price_cents integer not null check (unit_price_cents > 0),
  sort smallint not null default 0
);
insert into public.sign_kinds (code, name, unit_price_cents, sort) values
  ('padrao', 'Padrão', 4990, 1), ('qr_code', 'QR Code', 6990, 2), ('premium', 'Premium', 9990, 3);

alter table public.billing_plans enable row level security;
alter table public.sign_kinds enable row level security;
revoke all on public.billing_plans, public.sign_kinds from anon, authenticated;
grant select on public.billing_plans, public.sign_kinds to anon, authenticated;
grant all on public.billing_plans, public.sign_kinds to service_role;
create policy "Everyone reads the plans" on public.billing_plans for select to anon, authenticated using (true);
create policy "Everyone reads the sign kinds" on public.sign_kinds for select to anon, authenticated using (true);

create or replace function public.plan_price_cents(plan text) returns integer
language sql stable parallel safe set search_path = '' as $$
  select p.price_cents from public.billing_plans p where p.code = plan_price_cents.plan
$$;
create or replace function public.sign_unit_price_cents(sign_type text) returns integer
language sql stable parallel safe set search_path = '' as $$
  select k.unit_price_cents from public.sign_kinds k where k.code = sign_unit_price_cents.sign_type
$$;

-- The old actions (no history, immediate switches) give way to the billing_* functions.
drop function public.subscribe_plan(text);
drop function public.cancel_subscription();
drop function public.purchase_signs(text, integer);

-- Subscriptions ---------------------------------------------------------------------------------------------

alter table public.subscriptions drop constraint subscriptions_plan_check;
alter table public.subscriptions add constraint subscriptions_plan_fkey foreign key (plan) references public.billing_plans (code);
alter table public.subscriptions drop constraint subscriptions_status_check;
alter table public.subscriptions add constraint subscriptions_status_check
  check (status in ('ativo', 'inadimplente', 'cancelado', 'expirado'));
alter table public.subscriptions add column pending_plan text references public.billing_plans (code);
drop index public.subscriptions_one_active;
create unique index subscriptions_one_current on public.subscriptions (agency_id) where status in ('ativo', 'inadimplente');

-- Every change goes through the functions below (with history): no direct update any more.
drop policy "Agencies switch auto renewal of their active plan" on public.subscriptions;
revoke update on public.subscriptions from authenticated;

create table public.subscription_events (
  id bigint generated always as identity primary key,
  agency_id uuid not null references public.profiles (id) on delete cascade,
  subscription_id bigint references public.subscriptions (id) on delete set null,
  action text not null check (action in (
    'troca_plano', 'troca_agendada', 'troca_desfeita', 'renovacao_automatica_ligada', 'renovacao_automatica_desligada',
    'cancelamento', 'encerramento', 'renovacao', 'inadimplencia', 'reativacao', 'expiracao')),
  from_plan text,
  to_plan text,
  actor_id uuid,           -- null: the scheduled job or the payment provider
  created_at timestamptz not null default now()
);
create index subscription_events_agency_idx on public.subscription_events (agency_id, created_at desc);
alter table public.subscription_events enable row level security;
revoke all on public.subscription_events from anon, authenticated;
grant select on public.subscription_events to authenticated;
grant all on public.subscription_events to service_role;
create policy "Agencies read their plan history" on public.subscription_events
  for select to authenticated using ((select auth.uid()) = agency_id);

-- Sign purchases ----------------------------------------------------------------------------------------------

alter table public.sign_purchases drop constraint sign_purchases_sign_type_check;
alter table public.sign_purchases add constraint sign_purchases_sign_type_fkey foreign key (sign_type) references public.sign_kinds (code);
alter table public.sign_purchases drop constraint sign_purchases_status_check;
alter table public.sign_purchases add constraint sign_purchases_status_check
  check (status in ('pendente', 'ativa', 'expirada', 'cancelada'));

-- Charges (payments) ----------------------------------------------------------------------------------------

alter table public.payments drop constraint payments_status_check;
alter table public.payments add constraint payments_status_check
  check (status in ('pendente', 'pago', 'vencido', 'cancelado', 'falhou'));
alter table public.payments
  add column due_date date,
  add column period_start date,           -- the subscription period this charge pays (renewals)
  add column plan text references public.billing_plans (code),
  add column txid text check (txid ~ '^[A-Za-z0-9]{1,25}$'),
  add column br_code text check (char_length(br_code) <= 512),
  add column provider text check (provider ~ '^[a-z_]{1,20}$'),
  add column provider_charge_id text check (char_length(provider_charge_id) <= 100),
  add column paid_at timestamptz;
update public.payments set due_date = payment_date where due_date is null;
update public.payments set txid = 'LAR' || pg_catalog.lpad(id::text, 12, '0') where txid is null;
alter table public.payments alter column due_date set not null;
alter table public.payments alter column txid set not null;
create unique index payments_txid_key on public.payments (txid);
create unique index payments_period_key on public.payments (subscription_id, period_start)
  where period_start is not null and status <> 'cancelado';

-- A txid of 25 letters and digits (the most a static Pix BR Code carries), unguessable.
create function private.billing_txid() returns text
language sql volatile set search_path = '' as $$
  select 'LAR' || pg_catalog.upper(pg_catalog.encode(extensions.gen_random_bytes(11), 'hex'))
$$;
revoke all on function private.billing_txid() from public;
alter table public.payments alter column txid set default private.billing_txid();

-- Webhook events already applied: the same event id twice changes nothing.
create table private.billing_webhook_events (
  provider text not null,
  event_id text not null,
  payment_id bigint references public.payments (id) on delete set null,
  status text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
alter table private.billing_webhook_events enable row level security;
revoke all on private.billing_webhook_events from public, anon, authenticated;

-- Helpers ------------------------------------------------------------------------------------------------------

create function private.billing_today(p_now timestamptz) returns date
language sql stable set search_path = '' as $$
  select (p_now at time zone 'America/Sao_Paulo')::date
$$;
revoke all on function private.billing_today(timestamptz) from public;

create function private.billing_brl(p_cents integer) returns text
language sql immutable set search_path = '' as $$
  select 'R$ ' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    pg_catalog.to_char(p_cents / 100.0, 'FM999G999G990D00'), ',', '#'), '.', ','), '#', '.')
$$;
revoke all on function private.billing_brl(integer) from public;

create function private.billing_log(p_agency uuid, p_sub bigint, p_action text, p_from text, p_to text, p_actor uuid)
returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.subscription_events (agency_id, subscription_id, action, from_plan, to_plan, actor_id)
  values (p_agency, p_sub, p_action, p_from, p_to, p_actor)
$$;
revoke all on function private.billing_log(uuid, bigint, text, text, text, uuid) from public;

-- A notification always; an e-mail (template billing_*, category 'billing') only to those who keep
-- user_settings.email_notifications on.
create function private.billing_notify(p_user uuid, p_kind text, p_title text, p_body text, p_template text, p_data jsonb, p_dedupe text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, kind, title, body, link)
  values (p_user, p_kind, p_title, p_body, '/financeiro');
  if coalesce((select s.email_notifications from public.user_settings s where s.user_id = p_user), true) then
    perform private.enqueue_email(p_user, p_template, p_data || pg_catalog.jsonb_build_object('category', 'billing'), p_dedupe);
  end if;
end
$$;
revoke all on function private.billing_notify(uuid, text, text, text, text, jsonb, text) from public;

create function private.billing_new_charge(p_agency uuid, p_description text, p_amount integer, p_due date,
  p_sub bigint, p_sign bigint, p_plan text, p_period date, p_now timestamptz)
returns public.payments
language plpgsql volatile security definer set search_path = '' as $$
declare
  result public.payments;
begin
  insert into public.payments (agency_id, description, amount_cents, payment_date, due_date, subscription_id,
                               sign_purchase_id, plan, period_start, created_at)
  values (p_agency, p_description, p_amount, private.billing_today(p_now), p_due, p_sub, p_sign, p_plan, p_period, p_now)
  returning * into result;
  return result;
end
$$;
revoke all on function private.billing_new_charge(uuid, text, integer, date, bigint, bigint, text, date, timestamptz) from public;

-- The agency's current subscription (ativo or inadimplente), locked.
create function private.billing_current(p_agency uuid) returns public.subscriptions
language sql volatile security definer set search_path = '' as $$
  select * from public.subscriptions s
  where s.agency_id = p_agency and s.status in ('ativo', 'inadimplente')
  for update
$$;
revoke all on function private.billing_current(uuid) from public;

-- Actions of /financeiro ----------------------------------------------------------------------------------------

-- 'Gerenciar' → a plan. From the evaluation (or no plan, or an ended one) the new plan starts at once with
-- its first charge (due in 3 days); between paid plans the change waits for the next due date (choosing the
-- current plan again undoes a waiting change). Returns {subscription_id, payment_id, scheduled}.
create function public.billing_change_plan(p_plan text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  agency uuid := private.assert_agency();
  plan public.billing_plans;
  cur public.subscriptions;
  sub public.subscriptions;
  charge public.payments;
  p_now timestamptz := pg_catalog.now();
  today date := private.billing_today(pg_catalog.now());
begin
  select * into plan from public.billing_plans p
   where p.code = p_plan and p.audience = 'imobiliaria' and p.price_cents > 0;
  if not found then
    raise exception 'Plano inválido.' using errcode = 'P0001', hint = 'plan_invalid';
  end if;
  cur := private.billing_current(agency);
  if cur.id is not null and cur.plan <> 'avaliacao' then
    if cur.status = 'inadimplente' then
      raise exception 'Pague a cobrança em aberto antes de trocar de plano.' using errcode = 'P0001', hint = 'plan_overdue';
    end if;
    if cur.cancelled_at is not null then
      raise exception 'Este plano foi cancelado.' using errcode = 'P0001', hint = 'plan_cancelled';
    end if;
    if plan.code = cur.plan then
      if cur.pending_plan is null then
        raise exception 'Este já é o seu plano.' using errcode = 'P0001', hint = 'plan_same';
      end if;
      update public.subscriptions s set pending_plan = null where s.id = cur.id;
      perform private.billing_log(agency, cur.id, 'troca_desfeita', cur.pending_plan, cur.plan, agency);
      return pg_catalog.jsonb_build_object('subscription_id', cur.id, 'payment_id', null, 'scheduled', false);
    end if;
    update public.subscriptions s set pending_plan = plan.code where s.id = cur.id;
    perform private.billing_log(agency, cur.id, 'troca_agendada', cur.plan, plan.code, agency);
    return pg_catalog.jsonb_build_object('subscription_id', cur.id, 'payment_id', null, 'scheduled', true);
  end if;

  if cur.id is not null then   -- the evaluation ends now
    update public.subscriptions s set status = 'expirado', ends_at = p_now, auto_renew = false where s.id = cur.id;
  end if;
  insert into public.subscriptions (agency_id, plan, price_cents, started_at, ends_at, next_due_date, auto_renew, created_at)
  values (agency, plan.code, plan.price_cents, p_now, p_now + pg_catalog.make_interval(months => plan.months),
          (today + pg_catalog.make_interval(months => 1))::date, true, p_now)
  returning * into sub;
  charge := private.billing_new_charge(agency, pg_catalog.format('Plano %s — 1ª mensalidade', plan.name),
    plan.price_cents, today + 3, sub.id, null, plan.code, today, p_now);
  perform private.billing_log(agency, sub.id, 'troca_plano', coalesce(cur.plan, 'avaliacao'), plan.code, agency);
  return pg_catalog.jsonb_build_object('subscription_id', sub.id, 'payment_id', charge.id, 'scheduled', false);
end
$$;

-- 'Renovação automática': off → the plan ends with its commitment instead of renewing.
create function public.billing_set_auto_renew(p_on boolean) returns public.subscriptions
language plpgsql volatile security definer set search_path = '' as $$
declare
  agency uuid := private.assert_agency();
  cur public.subscriptions := private.billing_current(agency);
  result public.subscriptions;
begin
  if p_on is null then
    raise exception 'Valor inválido.' using errcode = 'P0001', hint = 'invalid_input';
  end if;
  if cur.id is null or cur.plan = 'avaliacao' then
    raise exception 'Escolha um plano primeiro.' using errcode = 'P0001', hint = 'no_paid_plan';
  end if;
  if cur.cancelled_at is not null then
    raise exception 'Este plano foi cancelado.' using errcode = 'P0001', hint = 'plan_cancelled';
  end if;
  if cur.auto_renew = p_on then
    return cur;
  end if;
  update public.subscriptions s set auto_renew = p_on where s.id = cur.id returning * into result;
  perform private.billing_log(agency, cur.id,
    case when p_on then 'renovacao_automatica_ligada' else 'renovacao_automatica_desligada' end, cur.plan, cur.plan, agency);
  return result;
end
$$;

-- 'Cancelar plano': access until the end of the paid period (next_due_date); open charges are cancelled.
create function public.billing_cancel() returns public.subscriptions
language plpgsql volatile security definer set search_path = '' as $$
declare
  agency uuid := private.assert_agency();
  cur public.subscriptions := private.billing_current(agency);
  result public.subscriptions;
begin
  if cur.id is null or cur.plan = 'avaliacao' then
    raise exception 'Escolha um plano primeiro.' using errcode = 'P0001', hint = 'no_paid_plan';
  end if;
  if cur.cancelled_at is not null then
    raise exception 'Este plano já foi cancelado.' using errcode = 'P0001', hint = 'plan_cancelled';
  end if;
  update public.subscriptions s set cancelled_at = pg_catalog.now(), auto_renew = false, pending_plan = null
   where s.id = cur.id returning * into result;
  update public.payments p set status = 'cancelado'
   where p.subscription_id = cur.id and p.status in ('pendente', 'vencido');
  perform private.billing_log(agency, cur.id, 'cancelamento', cur.plan, null, agency);
  return result;
end
$$;

-- 'Comprar Placas': the order (pendente until paid) and its charge, at the unit price of sign_kinds.
create function public.billing_purchase_signs(p_kind text, p_quantity integer) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  agency uuid := private.assert_agency();
  kind public.sign_kinds;
  purchase public.sign_purchases;
  charge public.payments;
begin
  select * into kind from public.sign_kinds k where k.code = p_kind;
  if not found then
    raise exception 'Tipo de placa inválido.' using errcode = 'P0001', hint = 'sign_type_invalid';
  end if;
  if p_quantity is null or p_quantity not between 1 and 1000 then
    raise exception 'Quantidade inválida.' using errcode = 'P0001', hint = 'sign_quantity_invalid';
  end if;
  insert into public.sign_purchases (agency_id, sign_type, quantity, amount_cents, status)
  values (agency, kind.code, p_quantity, kind.unit_price_cents * p_quantity, 'pendente')
  returning * into purchase;
  charge := private.billing_new_charge(agency, pg_catalog.format('%s × Placa %s', p_quantity, kind.name),
    purchase.amount_cents, private.billing_today(pg_catalog.now()) + 3, null, purchase.id, null, null, pg_catalog.now());
  return pg_catalog.jsonb_build_object('purchase_id', purchase.id, 'payment_id', charge.id);
end
$$;

-- Provider side (service role) -----------------------------------------------------------------------------------

-- The provider's charge id and BR Code of a charge, recorded once.
create function public.billing_attach_charge(p_payment_id bigint, p_provider text, p_provider_charge_id text, p_br_code text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  update public.payments p
     set provider = p_provider, provider_charge_id = p_provider_charge_id, br_code = p_br_code
   where p.id = p_payment_id and p.br_code is null;
end
$$;

-- A verified webhook event: moves a charge pendente → pago / vencido / cancelado (vencido → pago, cancelado).
-- Returns 'aplicado' or 'repetido' (the event id was seen: nothing changes). Refusals raise with a hint:
-- event_invalid, charge_unknown, amount_mismatch, status_conflict.
create function public.billing_apply_event(p_provider text, p_event_id text, p_txid text, p_status text,
  p_amount_cents integer, p_now timestamptz default now())
returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  charge public.payments;
  sub public.subscriptions;
  inserted integer;
begin
  if p_provider !~ '^[a-z_]{1,20}$' or p_event_id !~ '^[A-Za-z0-9_.:-]{1,100}$'
     or p_status not in ('pago', 'vencido', 'cancelado') or p_txid !~ '^[A-Za-z0-9]{1,35}$' then
    raise exception 'Evento inválido.' using errcode = 'P0001', hint = 'event_invalid';
  end if;
  insert into private.billing_webhook_events (provider, event_id, status, received_at)
  values (p_provider, p_event_id, p_status, p_now) on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return 'repetido';
  end if;

  select * into charge from public.payments p where p.txid = p_txid for update;
  if not found then
    raise exception 'Cobrança desconhecida.' using errcode = 'P0001', hint = 'charge_unknown';
  end if;
  if p_status = 'pago' and p_amount_cents is distinct from charge.amount_cents then
    raise exception 'Valor diferente da cobrança.' using errcode = 'P0001', hint = 'amount_mismatch';
  end if;
  if not (charge.status = 'pendente' or (charge.status = 'vencido' and p_status in ('pago', 'cancelado'))) then
    raise exception 'A cobrança não pode mudar para este estado.' using errcode = 'P0001', hint = 'status_conflict';
  end if;
  update private.billing_webhook_events e set payment_id = charge.id
   where e.provider = p_provider and e.event_id = p_event_id;

  update public.payments p set status = p_status,
         paid_at = case when p_status = 'pago' then p_now end,
         payment_date = case when p_status = 'pago' then private.billing_today(p_now) else p.payment_date end
   where p.id = charge.id;

  if p_status = 'pago' then
    if charge.sign_purchase_id is not null then
      update public.sign_purchases sp set status = 'ativa', purchased_at = p_now, expires_at = p_now + interval '1 year'
       where sp.id = charge.sign_purchase_id and sp.status = 'pendente';
    end if;
    if charge.subscription_id is not null then
      select * into sub from public.subscriptions s where s.id = charge.subscription_id for update;
      if sub.status = 'inadimplente' and not exists (
        select 1 from public.payments p where p.subscription_id = sub.id and p.status = 'vencido'
      ) then
        update public.subscriptions s set status = 'ativo' where s.id = sub.id;
        perform private.billing_log(sub.agency_id, sub.id, 'reativacao', sub.plan, sub.plan, null);
      end if;
    end if;
    perform private.billing_notify(charge.agency_id, 'pagamento_confirmado', 'Pagamento confirmado',
      pg_catalog.format('%s — %s', charge.description, private.billing_brl(charge.amount_cents)),
      'billing_payment_confirmed',
      pg_catalog.jsonb_build_object('payment_id', charge.id, 'description', charge.description, 'amount_cents', charge.amount_cents),
      'billing:paid:' || charge.id);
  elsif p_status = 'vencido' then
    perform private.billing_mark_overdue(charge.id, p_now);
  elsif charge.sign_purchase_id is not null then
    update public.sign_purchases sp set status = 'cancelada' where sp.id = charge.sign_purchase_id and sp.status = 'pendente';
  end if;
  return 'aplicado';
end
$$;

-- Overdue (a charge past its due date, by the job or the provider): the plan becomes 'inadimplente'.
create function private.billing_mark_overdue(p_payment bigint, p_now timestamptz) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  charge public.payments;
  sub public.subscriptions;
begin
  update public.payments p set status = 'vencido' where p.id = p_payment and p.status in ('pendente', 'vencido')
  returning * into charge;
  if charge.id is null then
    return;
  end if;
  if charge.subscription_id is not null then
    select * into sub from public.subscriptions s where s.id = charge.subscription_id for update;
    if sub.status = 'ativo' then
      update public.subscriptions s set status = 'inadimplente' where s.id = sub.id;
      perform private.billing_log(sub.agency_id, sub.id, 'inadimplencia', sub.plan, sub.plan, null);
    end if;
  end if;
  perform private.billing_notify(charge.agency_id, 'cobranca_vencida', 'Cobrança vencida',
    pg_catalog.format('%s — %s venceu em %s. Pague com Pix para manter seu plano.', charge.description,
      private.billing_brl(charge.amount_cents), pg_catalog.to_char(charge.due_date, 'DD/MM/YYYY')),
    'billing_overdue',
    pg_catalog.jsonb_build_object('payment_id', charge.id, 'description', charge.description,
      'amount_cents', charge.amount_cents, 'due_date', charge.due_date),
    'billing:overdue:' || charge.id);
end
$$;
revoke all on function private.billing_mark_overdue(bigint, timestamptz) from public;

-- The job ---------------------------------------------------------------------------------------------------------

-- p_agency (optional) restricts a run to one agency: an operator, and tests that share a database.
create function public.billing_run_jobs(p_now timestamptz default now(), p_agency uuid default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  today date := private.billing_today(p_now);
  r record;
  plan public.billing_plans;
  charge public.payments;
  n_charged integer := 0;
  n_overdue integer := 0;
  n_rolled integer := 0;
  n_ended integer := 0;
  n integer;
begin
  -- 1. End of period: cancelled plans end, plans without renewal expire at their commitment, the others
  --    move to the next month (a waiting change of plan takes effect; a new commitment starts at its end).
  for r in
    select s.* from public.subscriptions s
    where s.status in ('ativo', 'inadimplente') and s.plan <> 'avaliacao' and s.next_due_date <= today
      and (p_agency is null or s.agency_id = p_agency)
    order by s.id for update
  loop
    if r.cancelled_at is not null or (not r.auto_renew and r.next_due_date >= (r.ends_at at time zone 'America/Sao_Paulo')::date) then
      update public.subscriptions s set status = case when r.cancelled_at is not null then 'cancelado' else 'expirado' end,
             ends_at = least(s.ends_at, p_now), next_due_date = null, pending_plan = null
       where s.id = r.id;
      update public.payments p set status = 'cancelado' where p.subscription_id = r.id and p.status = 'pendente';
      perform private.billing_log(r.agency_id, r.id, case when r.cancelled_at is not null then 'encerramento' else 'expiracao' end, r.plan, null, null);
      perform private.billing_notify(r.agency_id, 'plano_encerrado', 'Seu plano terminou',
        'Seu plano chegou ao fim. Escolha um plano em Financeiro para continuar.', 'billing_plan_ended',
        pg_catalog.jsonb_build_object('plan', r.plan), 'billing:ended:' || r.id);
      n_ended := n_ended + 1;
    elsif r.pending_plan is not null then
      select * into plan from public.billing_plans p where p.code = r.pending_plan;
      update public.subscriptions s set plan = plan.code, price_cents = plan.price_cents, pending_plan = null,
             ends_at = (r.next_due_date + pg_catalog.make_interval(months => plan.months))::timestamptz,
             next_due_date = (r.next_due_date + interval '1 month')::date
       where s.id = r.id;
      perform private.billing_log(r.agency_id, r.id, 'troca_plano', r.plan, plan.code, null);
      n_rolled := n_rolled + 1;
    else
      if r.next_due_date >= (r.ends_at at time zone 'America/Sao_Paulo')::date then
        update public.subscriptions s
           set ends_at = s.ends_at + pg_catalog.make_interval(months => (select p.months from public.billing_plans p where p.code = r.plan))
         where s.id = r.id;
        perform private.billing_log(r.agency_id, r.id, 'renovacao', r.plan, r.plan, null);
      end if;
      update public.subscriptions s set next_due_date = (r.next_due_date + interval '1 month')::date where s.id = r.id;
      n_rolled := n_rolled + 1;
    end if;
  end loop;

  -- 2. Renewal charges, 5 days before the next due date, for plans that go on past it.
  for r in
    select s.*, coalesce(s.pending_plan, s.plan) as charge_plan from public.subscriptions s
    where s.status in ('ativo', 'inadimplente') and s.plan <> 'avaliacao' and s.cancelled_at is null
      and s.next_due_date <= today + 5 and (p_agency is null or s.agency_id = p_agency)
      and (s.auto_renew or s.next_due_date < (s.ends_at at time zone 'America/Sao_Paulo')::date)
      and not exists (select 1 from public.payments p where p.subscription_id = s.id and p.period_start = s.next_due_date
                      and p.status <> 'cancelado')
    order by s.id
  loop
    select * into plan from public.billing_plans p where p.code = r.charge_plan;
    charge := private.billing_new_charge(r.agency_id,
      pg_catalog.format('Plano %s — mensalidade de %s', plan.name, pg_catalog.to_char(r.next_due_date, 'MM/YYYY')),
      plan.price_cents, r.next_due_date, r.id, null, plan.code, r.next_due_date, p_now);
    perform private.billing_notify(r.agency_id, 'cobranca_criada', 'Nova cobrança do seu plano',
      pg_catalog.format('%s — %s, vence em %s. Pague com Pix em Financeiro.', charge.description,
        private.billing_brl(charge.amount_cents), pg_catalog.to_char(charge.due_date, 'DD/MM/YYYY')),
      'billing_charge_created',
      pg_catalog.jsonb_build_object('payment_id', charge.id, 'description', charge.description,
        'amount_cents', charge.amount_cents, 'due_date', charge.due_date),
      'billing:charge:' || charge.id);
    n_charged := n_charged + 1;
  end loop;

  -- 3. Charges past their due date.
  for r in select p.id from public.payments p where p.status = 'pendente' and p.due_date < today
                and (p_agency is null or p.agency_id = p_agency) order by p.id loop
    perform private.billing_mark_overdue(r.id, p_now);
    n_overdue := n_overdue + 1;
  end loop;

  -- 4. Evaluations that ran out, signs past their year.
  with t as (
    update public.subscriptions s set status = 'expirado', auto_renew = false
    where s.plan = 'avaliacao' and s.status = 'ativo' and s.ends_at <= p_now and (p_agency is null or s.agency_id = p_agency)
    returning s.id, s.agency_id
  )
  select count(*) into n from t;
  n_ended := n_ended + n;
  update public.sign_purchases sp set status = 'expirada' where sp.status = 'ativa' and sp.expires_at <= p_now
    and (p_agency is null or sp.agency_id = p_agency);

  return pg_catalog.jsonb_build_object('billing_charged', n_charged, 'billing_overdue', n_overdue,
    'billing_rolled', n_rolled, 'billing_ended', n_ended);
end
$$;

-- run_scheduled_jobs: the listing jobs of 20261126002100 (unchanged), then billing.
create or replace function public.run_scheduled_jobs(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  expired integer := public.expire_properties(p_now);
  warned integer := public.listing_expiry_warnings(p_now);
begin
  return pg_catalog.jsonb_build_object('expired', expired, 'warned', warned)
      || public.listing_availability_checks(p_now)
      || public.billing_run_jobs(p_now);
end
$$;

-- Grants ----------------------------------------------------------------------------------------------------------

revoke all on function public.billing_change_plan(text), public.billing_set_auto_renew(boolean),
  public.billing_cancel(), public.billing_purchase_signs(text, integer),
  public.billing_attach_charge(bigint, text, text, text),
  public.billing_apply_event(text, text, text, text, integer, timestamptz), public.billing_run_jobs(timestamptz, uuid)
  from public, anon, authenticated;
grant execute on function public.billing_change_plan(text), public.billing_set_auto_renew(boolean),
  public.billing_cancel(), public.billing_purchase_signs(text, integer) to authenticated, service_role;
grant execute on function public.billing_attach_charge(bigint, text, text, text),
  public.billing_apply_event(text, text, text, text, integer, timestamptz), public.billing_run_jobs(timestamptz, uuid)
  to service_role;

comment on function public.billing_run_jobs(timestamptz, uuid) is 'api: scheduled job (service role; run_scheduled_jobs)';

-- Issue #28, item 2: one rule answers "does the caller manage this listing?" — private.manages_property
-- (owner, partner agency or broker of the listing, compared one by one, so a NULL link never matches).
--
-- submit_proposal refused with `uid not in (owner_id, agency_id, broker_id)`. With agency_id or broker_id
-- NULL that expression is NULL, never true, so the refusal never fired: any signed-in account registered
-- proposals on listings without an agency or broker. It now asks private.manages_property, like every other
-- listing-side move (schedule_visit, confirm/complete visits, accept/reject/counter proposals, renew and
-- confirm availability).
--
-- make_proposal and request_visit ask the same question the other way round ("is this the caller's own
-- listing?"). `uid in (owner_id, agency_id, broker_id)` happened to be right there (true on a match, NULL
-- otherwise, and IF treats NULL as false), but it is the same three-valued trap waiting for a `not`: they
-- use the one rule too. Signatures, errors and hints are unchanged.
--
-- Audit of supabase/migrations for the trap (`not in (` over nullable values, `<> all`, `<>`/`!=` against a
-- nullable uid or column, negated `= any`): submit_proposal was the only one. Every other `not in` /
-- `<>` compares a NOT NULL column (status, role) with constants; the comparisons of the caller with a
-- nullable column use `is distinct from` / `is not distinct from` (proposal_for_move, respond_to_counter,
-- visit_for_move, cancel_visit, properties_before_write) or an equality in a WHERE/USING clause, where NULL
-- already means "no".

create or replace function public.submit_proposal(
  property_id bigint, client_name text, client_email text, client_phone text,
  amount integer, payment_method public.payment_method, message text default null)
returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties;
  result public.proposals;
begin
  if uid is null or submit_proposal.property_id is null or not private.manages_property(submit_proposal.property_id) then
    raise exception 'Imóvel não encontrado entre os seus anúncios.' using errcode = '42501', hint = 'not_listing_side';
  end if;
  select * into prop from public.properties p where p.id = submit_proposal.property_id;
  if nullif(pg_catalog.btrim(submit_proposal.client_name), '') is null
     or nullif(pg_catalog.btrim(submit_proposal.client_email), '') is null
     or nullif(pg_catalog.btrim(submit_proposal.client_phone), '') is null then
    raise exception 'Informe nome, e-mail e telefone do cliente.' using errcode = 'P0001', hint = 'client_contact_required';
  end if;
  if submit_proposal.amount is null or submit_proposal.amount <= 0 then
    raise exception 'Informe o valor da proposta.' using errcode = 'P0001', hint = 'proposal_amount_invalid';
  end if;

  insert into public.proposals (property_id, client_name, client_email, client_phone, submitted_by, amount,
                                original_price, payment_method, message)
  values (prop.id, pg_catalog.btrim(submit_proposal.client_name), pg_catalog.btrim(submit_proposal.client_email),
          pg_catalog.btrim(submit_proposal.client_phone), uid, submit_proposal.amount, prop.price,
          submit_proposal.payment_method, nullif(pg_catalog.btrim(submit_proposal.message), ''))
  returning * into result;
  perform private.proposal_event(result.id, 'criada', result.amount, result.message);
  perform private.notify(array[prop.owner_id, prop.agency_id, prop.broker_id], 'proposta_recebida',
    'Nova proposta registrada',
    pg_catalog.format('%s de %s para %s (#%s).', private.brl(result.amount), result.client_name, prop.title, prop.id),
    '/propostas');
  return result;
end
$$;

create or replace function public.make_proposal(
  property_id bigint, amount integer, payment_method public.payment_method, message text default null)
returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties;
  result public.proposals;
begin
  if uid is null then
    raise exception 'Entre na sua conta para fazer uma proposta.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select * into prop from public.properties p
   where p.id = make_proposal.property_id and p.status = 'ativo' and p.expires_at > pg_catalog.now();
  if not found then
    raise exception 'Este imóvel não está recebendo propostas.' using errcode = 'P0001', hint = 'property_unavailable';
  end if;
  if private.manages_property(prop.id) then
    raise exception 'Você não pode fazer proposta no seu próprio anúncio.' using errcode = 'P0001', hint = 'own_listing';
  end if;
  if make_proposal.amount is null or make_proposal.amount <= 0 then
    raise exception 'Informe o valor da proposta.' using errcode = 'P0001', hint = 'proposal_amount_invalid';
  end if;
  if exists (
    select 1 from public.proposals pr
    where pr.property_id = prop.id and pr.client_id = uid and pr.status in ('pendente', 'negociada')
  ) then
    raise exception 'Você já tem uma proposta em andamento para este imóvel.'
      using errcode = 'P0001', hint = 'proposal_already_open';
  end if;

  insert into public.proposals (property_id, client_id, submitted_by, amount, original_price, payment_method, message)
  values (prop.id, uid, uid, make_proposal.amount, prop.price, make_proposal.payment_method,
          nullif(pg_catalog.btrim(make_proposal.message), ''))
  returning * into result;
  perform private.proposal_event(result.id, 'criada', result.amount, result.message);
  perform private.notify(array[prop.owner_id, prop.agency_id, prop.broker_id], 'proposta_recebida',
    'Nova proposta recebida',
    pg_catalog.format('%s para %s (#%s).', private.brl(result.amount), prop.title, prop.id), '/propostas');
  return result;
end
$$;

create or replace function public.request_visit(property_id bigint, visit_date date, visit_time time, message text default null)
returns public.visits
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties;
  result public.visits;
begin
  if uid is null then
    raise exception 'Entre na sua conta para agendar uma visita.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select * into prop from public.properties p
   where p.id = request_visit.property_id and p.status = 'ativo' and p.expires_at > pg_catalog.now();
  if not found then
    raise exception 'Este imóvel não está disponível para visitas.' using errcode = 'P0001', hint = 'property_unavailable';
  end if;
  if private.manages_property(prop.id) then
    raise exception 'Você não pode agendar uma visita ao seu próprio anúncio.' using errcode = 'P0001', hint = 'own_listing';
  end if;
  perform private.assert_visit_slot(request_visit.visit_date, request_visit.visit_time);
  if exists (
    select 1 from public.visits v
    where v.property_id = prop.id and v.requester_id = uid and v.status in ('agendada', 'confirmada')
  ) then
    raise exception 'Você já tem uma visita marcada para este imóvel.' using errcode = 'P0001', hint = 'visit_already_open';
  end if;
  perform private.assert_slot_free(prop.id, request_visit.visit_date, request_visit.visit_time);

  insert into public.visits (property_id, requester_id, created_by, visit_date, visit_time, message)
  values (prop.id, uid, uid, request_visit.visit_date, request_visit.visit_time,
          nullif(pg_catalog.btrim(request_visit.message), ''))
  returning * into result;

  perform private.notify(
    array[prop.owner_id, prop.agency_id, prop.broker_id], 'visita_solicitada', 'Nova visita agendada',
    pg_catalog.format('%s (#%s) em %s às %s.', prop.title, prop.id,
      pg_catalog.to_char(result.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(result.visit_time, 'HH24:MI')),
    '/agendamentos');
  return result;
end
$$;

-- `create or replace` keeps the grants; restated so this file says who may call them.
revoke all on function public.submit_proposal(bigint, text, text, text, integer, public.payment_method, text),
  public.make_proposal(bigint, integer, public.payment_method, text),
  public.request_visit(bigint, date, time, text)
  from public, anon, authenticated;
grant execute on function public.submit_proposal(bigint, text, text, text, integer, public.payment_method, text),
  public.make_proposal(bigint, integer, public.payment_method, text),
  public.request_visit(bigint, date, time, text)
  to authenticated, service_role;

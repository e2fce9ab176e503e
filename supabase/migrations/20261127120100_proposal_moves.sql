-- Issue #38: the proposal moves that fit renting and buying, and that cannot go wrong by one keystroke.
--
-- Price bounds (private.proposal_check_amount), the same as the form's:
--   below 20 % of the asking price              refused always          hint proposal_amount_too_low
--   20–70 % or above 150 %, not `confirmed`     refused until confirmed hint proposal_needs_confirmation
-- make_proposal (re-created with the rental / purchase terms and `confirmed`), proposal_revise and
-- respond_to_counter's new amount apply them; submit_proposal (an offer the listing side registers) refuses
-- below 20 %.
--
-- Moves:
--   make_proposal(…)                  client; venda: payment (+ down payment below the amount); aluguel: move-in
--                                     date (today … 6 months), term 12/24/30/36, guarantee (caução 1–3 rents),
--                                     residents, pets.
--   proposal_withdraw(id)             client; pendente/negociada → retirada; the listing side is told.
--   proposal_revise(id, amount, …)    client; pendente → pendente with a new amount (a 'nova_oferta' round).
--   accept_proposal(id)               listing side; pendente → aceita: the listing is "Em negociação" (one
--                                     accepted offer per listing at a time); the other open offerers are told.
--   respond_to_counter(…, confirmed)  client; accepting a counter puts the listing in negotiation the same way.
--   proposal_close(id)                listing side; aceita → fechada, the listing vendido / alugado, the other
--                                     open offers rejeitada (their clients told).
--   proposal_undo(id)                 listing side; aceita → desfeita, the listing active again.
-- Reads:
--   proposal_terms_for(ids)           the terms of the caller's proposals (as proposal_history_for).
--   proposal_listings_in_negotiation(ids)  which of the given public listings are in negotiation (the badge).
-- Notification texts follow the existing private.notify pattern (kinds proposta_retirada, nova_oferta,
-- imovel_em_negociacao, negocio_fechado, negociacao_desfeita).

create function private.proposal_check_amount(amount integer, price integer, confirmed boolean) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if amount is null or amount <= 0 or amount > 2000000000 then
    raise exception 'Informe o valor da proposta.' using errcode = 'P0001', hint = 'proposal_amount_invalid';
  end if;
  if price is null or price <= 0 then
    return;
  end if;
  if amount::bigint * 5 < price::bigint then
    raise exception 'A proposta precisa ser de pelo menos 20 %% do valor anunciado.'
      using errcode = 'P0001', hint = 'proposal_amount_too_low';
  end if;
  if not coalesce(confirmed, false)
     and (amount::bigint * 10 < price::bigint * 7 or amount::bigint * 2 > price::bigint * 3) then
    raise exception 'Confirme o valor: a proposta está muito distante do valor anunciado.'
      using errcode = 'P0001', hint = 'proposal_needs_confirmation';
  end if;
end
$$;
revoke all on function private.proposal_check_amount(integer, integer, boolean) from public;

-- The client of a proposal (or, for a client without an account, whoever registered it).
create function private.proposal_assert_client(pr public.proposals) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
begin
  if not (uid is not distinct from pr.client_id or (pr.client_id is null and uid is not distinct from pr.submitted_by)) then
    raise exception 'Somente o cliente altera a própria proposta.' using errcode = '42501', hint = 'not_client';
  end if;
end
$$;
revoke all on function private.proposal_assert_client(public.proposals) from public;

-- Puts the proposal's listing in negotiation: refused when another offer of it is accepted already; the
-- other open offerers are told.
create function private.proposal_enter_negotiation(pr public.proposals) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
begin
  if exists (select 1 from public.proposals o where o.property_id = pr.property_id and o.status = 'aceita'
             and o.id <> pr.id) then
    raise exception 'Este imóvel já está em negociação com outra proposta.'
      using errcode = 'P0001', hint = 'listing_in_negotiation';
  end if;
  select * into prop from public.properties p where p.id = pr.property_id;
  perform private.notify(
    array(select coalesce(o.client_id, o.submitted_by) from public.proposals o
          where o.property_id = pr.property_id and o.id <> pr.id and o.status in ('pendente', 'negociada')),
    'imovel_em_negociacao', 'Imóvel em negociação',
    pg_catalog.format('%s (#%s) está em negociação com outra proposta. A sua continua registrada.', prop.title, prop.id),
    '/propostas');
end
$$;
revoke all on function private.proposal_enter_negotiation(public.proposals) from public;

drop function public.make_proposal(bigint, integer, public.payment_method, text);

create function public.make_proposal(
  property_id bigint, amount integer, payment_method public.payment_method default null, message text default null,
  confirmed boolean default false, down_payment integer default null, move_in_date date default null,
  term_months integer default null, guarantee text default null, deposit_months integer default null,
  residents integer default null, pets boolean default null)
returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  today date := (pg_catalog.now() at time zone 'America/Sao_Paulo')::date;
  prop public.properties;
  result public.proposals;
  rent boolean;
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
  perform private.proposal_check_amount(make_proposal.amount, prop.price, make_proposal.confirmed);
  rent := prop.transaction = 'aluguel';
  if make_proposal.message is not null and pg_catalog.char_length(make_proposal.message) > 2000 then
    raise exception 'A mensagem pode ter até 2.000 caracteres.' using errcode = 'P0001', hint = 'message_too_long';
  end if;
  if rent then
    if make_proposal.move_in_date is null or make_proposal.move_in_date < today
       or make_proposal.move_in_date > today + interval '6 months' then
      raise exception 'Escolha a data de mudança entre hoje e os próximos 6 meses.'
        using errcode = 'P0001', hint = 'move_in_date_invalid';
    end if;
    if make_proposal.term_months is null or make_proposal.term_months not in (12, 24, 30, 36) then
      raise exception 'Escolha o prazo do contrato: 12, 24, 30 ou 36 meses.' using errcode = 'P0001', hint = 'term_invalid';
    end if;
    if make_proposal.guarantee is null
       or make_proposal.guarantee not in ('fiador', 'seguro_fianca', 'caucao', 'titulo_capitalizacao', 'sem_garantia') then
      raise exception 'Escolha a garantia.' using errcode = 'P0001', hint = 'guarantee_invalid';
    end if;
    if make_proposal.guarantee = 'caucao'
       and (make_proposal.deposit_months is null or make_proposal.deposit_months not between 1 and 3) then
      raise exception 'A caução é de 1 a 3 aluguéis.' using errcode = 'P0001', hint = 'deposit_invalid';
    end if;
    if make_proposal.residents is not null and make_proposal.residents not between 1 and 20 then
      raise exception 'Informe de 1 a 20 moradores.' using errcode = 'P0001', hint = 'residents_invalid';
    end if;
  else
    if make_proposal.payment_method is null then
      raise exception 'Escolha a forma de pagamento.' using errcode = 'P0001', hint = 'payment_method_required';
    end if;
    -- The form asks the down payment of a financed offer; here it must fit the amount when given.
    if make_proposal.down_payment is not null
       and (make_proposal.down_payment < 0 or make_proposal.down_payment >= make_proposal.amount) then
      raise exception 'Informe a entrada, menor que o valor da proposta.' using errcode = 'P0001', hint = 'down_payment_invalid';
    end if;
  end if;
  if exists (
    select 1 from public.proposals pr
    where pr.property_id = prop.id and pr.client_id = uid and pr.status in ('pendente', 'negociada')
  ) then
    raise exception 'Você já tem uma proposta em andamento para este imóvel.'
      using errcode = 'P0001', hint = 'proposal_already_open';
  end if;

  insert into public.proposals (property_id, client_id, submitted_by, amount, original_price, payment_method, message,
                                down_payment, move_in_date, term_months, guarantee, deposit_months, residents, pets)
  values (prop.id, uid, uid, make_proposal.amount, prop.price,
          case when rent then null else make_proposal.payment_method end,
          nullif(pg_catalog.btrim(make_proposal.message), ''),
          case when not rent and make_proposal.payment_method in ('financiamento', 'financiamento_fgts', 'misto')
               then make_proposal.down_payment end,
          case when rent then make_proposal.move_in_date end,
          case when rent then make_proposal.term_months end,
          case when rent then make_proposal.guarantee end,
          case when rent and make_proposal.guarantee = 'caucao' then make_proposal.deposit_months end,
          case when rent then make_proposal.residents end,
          case when rent then make_proposal.pets end)
  returning * into result;
  perform private.proposal_event(result.id, 'criada', result.amount, result.message);
  perform private.notify(array[prop.owner_id, prop.agency_id, prop.broker_id], 'proposta_recebida',
    'Nova proposta recebida',
    pg_catalog.format('%s%s para %s (#%s).', private.brl(result.amount), case when rent then '/mês' else '' end,
      prop.title, prop.id), '/propostas');
  return result;
end
$$;

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
  -- The listing side typed it from a document it holds: only the always-refused bound applies.
  perform private.proposal_check_amount(submit_proposal.amount, prop.price, true);

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

create function public.proposal_withdraw(proposal_id bigint) returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  pr public.proposals := private.proposal_for_move(proposal_withdraw.proposal_id);
begin
  perform private.proposal_assert_client(pr);
  if pr.status not in ('pendente', 'negociada') then
    raise exception 'Esta proposta não está mais em aberto.' using errcode = 'P0001', hint = 'proposal_bad_status';
  end if;
  update public.proposals set status = 'retirada', responded_at = pg_catalog.now()
   where id = pr.id returning * into pr;
  perform private.proposal_event(pr.id, 'retirada', null, null);
  perform private.notify(private.listing_side(pr.property_id), 'proposta_retirada', 'Proposta retirada',
    pg_catalog.format('O cliente retirou a proposta de %s (#%s).', private.brl(pr.amount), pr.property_id), '/propostas');
  return pr;
end
$$;

create function public.proposal_revise(proposal_id bigint, amount integer, confirmed boolean default false,
  message text default null) returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  pr public.proposals := private.proposal_for_move(proposal_revise.proposal_id);
begin
  perform private.proposal_assert_client(pr);
  if pr.status <> 'pendente' then
    raise exception 'Só uma proposta pendente pode ter o valor alterado.' using errcode = 'P0001', hint = 'proposal_bad_status';
  end if;
  perform private.proposal_check_amount(proposal_revise.amount, pr.original_price, proposal_revise.confirmed);
  if proposal_revise.message is not null and pg_catalog.char_length(proposal_revise.message) > 2000 then
    raise exception 'A mensagem pode ter até 2.000 caracteres.' using errcode = 'P0001', hint = 'message_too_long';
  end if;
  update public.proposals t set amount = proposal_revise.amount,
         message = coalesce(nullif(pg_catalog.btrim(proposal_revise.message), ''), t.message)
   where t.id = pr.id returning t.* into pr;
  perform private.proposal_event(pr.id, 'nova_oferta', pr.amount, proposal_revise.message);
  perform private.notify(private.listing_side(pr.property_id), 'nova_oferta', 'Proposta alterada',
    pg_catalog.format('O cliente alterou a proposta para %s (#%s).', private.brl(pr.amount), pr.property_id), '/propostas');
  return pr;
end
$$;

create or replace function public.accept_proposal(proposal_id bigint) returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  pr public.proposals := private.proposal_for_move(accept_proposal.proposal_id);
begin
  perform private.assert_listing_side_of(pr);
  if pr.status <> 'pendente' then
    raise exception 'Somente propostas pendentes podem ser aceitas.' using errcode = 'P0001', hint = 'proposal_bad_status';
  end if;
  perform private.proposal_enter_negotiation(pr);
  update public.proposals set status = 'aceita', agreed_amount = amount, responded_at = pg_catalog.now()
   where id = pr.id returning * into pr;
  perform private.proposal_event(pr.id, 'aceita', pr.agreed_amount, null);
  perform private.notify(array[pr.client_id, pr.submitted_by], 'proposta_aceita', 'Proposta aceita',
    pg_catalog.format('Sua proposta de %s foi aceita.', private.brl(pr.agreed_amount)), '/propostas');
  return pr;
end
$$;

drop function public.respond_to_counter(bigint, boolean, integer, text);

create function public.respond_to_counter(proposal_id bigint, accept boolean, new_amount integer default null,
  message text default null, confirmed boolean default false)
returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  pr public.proposals := private.proposal_for_move(respond_to_counter.proposal_id);
  listing uuid[] := private.listing_side(pr.property_id);
begin
  if not ((select auth.uid()) is not distinct from pr.client_id
          or (pr.client_id is null and (select auth.uid()) is not distinct from pr.submitted_by)) then
    raise exception 'Somente o cliente responde à contraproposta.' using errcode = '42501', hint = 'not_client';
  end if;
  if pr.status <> 'negociada' then
    raise exception 'Não há contraproposta para responder.' using errcode = 'P0001', hint = 'proposal_bad_status';
  end if;
  if respond_to_counter.accept then
    perform private.proposal_enter_negotiation(pr);
    update public.proposals set status = 'aceita', agreed_amount = counter_amount, responded_at = pg_catalog.now()
     where id = pr.id returning * into pr;
    perform private.proposal_event(pr.id, 'contraproposta_aceita', pr.agreed_amount, respond_to_counter.message);
    perform private.notify(listing, 'contraproposta_aceita', 'Contraproposta aceita',
      pg_catalog.format('O cliente aceitou %s.', private.brl(pr.agreed_amount)), '/propostas');
  elsif respond_to_counter.new_amount is not null then
    perform private.proposal_check_amount(respond_to_counter.new_amount, pr.original_price, respond_to_counter.confirmed);
    update public.proposals t
       set status = 'pendente', amount = respond_to_counter.new_amount,
           message = coalesce(nullif(pg_catalog.btrim(respond_to_counter.message), ''), t.message)
     where t.id = pr.id returning t.* into pr;
    perform private.proposal_event(pr.id, 'nova_oferta', pr.amount, respond_to_counter.message);
    perform private.notify(listing, 'nova_oferta', 'Nova oferta do cliente',
      pg_catalog.format('O cliente propôs %s.', private.brl(pr.amount)), '/propostas');
  else
    update public.proposals set status = 'rejeitada', responded_at = pg_catalog.now()
     where id = pr.id returning * into pr;
    perform private.proposal_event(pr.id, 'contraproposta_recusada', null, respond_to_counter.message);
    perform private.notify(listing, 'contraproposta_recusada', 'Contraproposta recusada',
      'O cliente recusou a contraproposta.', '/propostas');
  end if;
  return pr;
end
$$;

create function public.proposal_close(proposal_id bigint) returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  pr public.proposals := private.proposal_for_move(proposal_close.proposal_id);
  prop public.properties;
  other record;
begin
  perform private.assert_listing_side_of(pr);
  if pr.status <> 'aceita' then
    raise exception 'Só uma proposta aceita (em negociação) pode virar negócio fechado.'
      using errcode = 'P0001', hint = 'proposal_bad_status';
  end if;
  update public.proposals set status = 'fechada', closed_at = pg_catalog.now() where id = pr.id returning * into pr;
  perform private.proposal_event(pr.id, 'fechada', pr.agreed_amount, null);
  update public.properties p
     set status = case when p.transaction = 'aluguel' then 'alugado' else 'vendido' end::public.property_status
   where p.id = pr.property_id returning * into prop;
  perform private.notify(array[pr.client_id, pr.submitted_by], 'negocio_fechado', 'Negócio fechado',
    pg_catalog.format('O negócio de %s (#%s) foi fechado por %s.', prop.title, prop.id, private.brl(pr.agreed_amount)),
    '/propostas');
  -- The other open offers of the listing end here.
  for other in
    update public.proposals o set status = 'rejeitada', responded_at = pg_catalog.now()
     where o.property_id = pr.property_id and o.status in ('pendente', 'negociada')
    returning o.id, o.client_id, o.submitted_by
  loop
    perform private.proposal_event(other.id, 'rejeitada', null, null);
    perform private.notify(array[other.client_id, other.submitted_by], 'proposta_rejeitada', 'Imóvel negociado',
      pg_catalog.format('%s (#%s) foi negociado com outra proposta.', prop.title, prop.id), '/propostas');
  end loop;
  return pr;
end
$$;

create function public.proposal_undo(proposal_id bigint) returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  pr public.proposals := private.proposal_for_move(proposal_undo.proposal_id);
begin
  perform private.assert_listing_side_of(pr);
  if pr.status <> 'aceita' then
    raise exception 'Só uma proposta aceita (em negociação) pode ser desfeita.'
      using errcode = 'P0001', hint = 'proposal_bad_status';
  end if;
  update public.proposals set status = 'desfeita', responded_at = pg_catalog.now() where id = pr.id returning * into pr;
  perform private.proposal_event(pr.id, 'desfeita', pr.agreed_amount, null);
  perform private.notify(array[pr.client_id, pr.submitted_by], 'negociacao_desfeita', 'Negociação desfeita',
    pg_catalog.format('A negociação de %s (#%s) foi desfeita.', private.brl(pr.agreed_amount), pr.property_id),
    '/propostas');
  return pr;
end
$$;

-- The terms of the caller's proposals (others are silently left out), with the listing's fees for the total.
create function public.proposal_terms_for(ids bigint[])
returns table (
  id bigint, transaction public.transaction_type, condo_fee integer, iptu integer, payment_method public.payment_method,
  down_payment integer, move_in_date date, term_months smallint, guarantee text, deposit_months smallint,
  residents smallint, pets boolean, closed_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select pr.id, p.transaction, p.condo_fee, p.iptu, pr.payment_method, pr.down_payment, pr.move_in_date,
         pr.term_months, pr.guarantee, pr.deposit_months, pr.residents, pr.pets, pr.closed_at
  from public.proposals pr
  join public.properties p on p.id = pr.property_id
  where pr.id = any(proposal_terms_for.ids)
    and pr.id in (select private.my_proposal_ids())
$$;

-- Which of the given public (active) listings have an accepted offer: the 'Em negociação' badge.
create function public.proposal_listings_in_negotiation(ids bigint[]) returns setof bigint
language sql stable security definer set search_path = '' as $$
  select distinct pr.property_id
  from public.proposals pr
  join public.properties p on p.id = pr.property_id
  where pr.property_id = any(proposal_listings_in_negotiation.ids) and pr.status = 'aceita' and p.status = 'ativo'
$$;

create or replace function public.proposal_history_for(ids bigint[])
returns table (
  id bigint, proposal_id bigint, kind public.proposal_event_kind, amount integer, message text,
  actor_id uuid, actor_side text, actor_name text, created_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select e.id, e.proposal_id, e.kind, e.amount, e.message, e.actor_id,
         side.value,
         case
           when side.value = 'cliente' then coalesce(c.name, pr.client_name, a.name)
           when a.role in ('imobiliaria', 'corretor') or a.id = (select auth.uid())
             or private.manages_property(pr.property_id) then a.name
         end,
         e.created_at
  from public.proposal_events e
  join public.proposals pr on pr.id = e.proposal_id
  left join public.profiles a on a.id = e.actor_id
  left join public.profiles c on c.id = pr.client_id
  cross join lateral (
    select case
      when e.kind in ('aceita', 'rejeitada', 'contraproposta', 'fechada', 'desfeita') then 'anunciante'
      -- A proposal registered by the listing side for a client without an account.
      when e.kind = 'criada' and pr.client_id is null then 'anunciante'
      else 'cliente'
    end as value
  ) side
  where e.proposal_id = any(proposal_history_for.ids)
    and e.proposal_id in (select private.my_proposal_ids())
  order by e.proposal_id, e.created_at, e.id
$$;

revoke all on function private.proposal_enter_negotiation(public.proposals) from public;
revoke all on function
  public.make_proposal(bigint, integer, public.payment_method, text, boolean, integer, date, integer, text, integer,
                       integer, boolean),
  public.submit_proposal(bigint, text, text, text, integer, public.payment_method, text),
  public.proposal_withdraw(bigint), public.proposal_revise(bigint, integer, boolean, text),
  public.accept_proposal(bigint), public.respond_to_counter(bigint, boolean, integer, text, boolean),
  public.proposal_close(bigint), public.proposal_undo(bigint), public.proposal_terms_for(bigint[]),
  public.proposal_history_for(bigint[]), public.proposal_listings_in_negotiation(bigint[])
  from public, anon, authenticated;
grant execute on function
  public.make_proposal(bigint, integer, public.payment_method, text, boolean, integer, date, integer, text, integer,
                       integer, boolean),
  public.submit_proposal(bigint, text, text, text, integer, public.payment_method, text),
  public.proposal_withdraw(bigint), public.proposal_revise(bigint, integer, boolean, text),
  public.accept_proposal(bigint), public.respond_to_counter(bigint, boolean, integer, text, boolean),
  public.proposal_close(bigint), public.proposal_undo(bigint), public.proposal_terms_for(bigint[]),
  public.proposal_history_for(bigint[])
  to authenticated, service_role;
grant execute on function public.proposal_listings_in_negotiation(bigint[]) to anon, authenticated, service_role;

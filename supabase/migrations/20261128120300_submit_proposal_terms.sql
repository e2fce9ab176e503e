-- Issue #38: /propostas/subir registers a rental offer with its terms, as the client's offer form does: on a
-- rental listing the move-in date (today … 6 months, São Paulo), the term (12/24/30/36), the guarantee (caução
-- 1–3 rents), residents (1–20) and pets, no payment method; on a sale, the payment method (required) and the
-- down payment when financed (below the amount). Re-created from 20261127120100 with those parameters added
-- (all after the former ones, with defaults); the checks and their hints are make_proposal's.

drop function public.submit_proposal(bigint, text, text, text, integer, public.payment_method, text);

create function public.submit_proposal(
  property_id bigint, client_name text, client_email text, client_phone text,
  amount integer, payment_method public.payment_method default null, message text default null,
  down_payment integer default null, move_in_date date default null, term_months integer default null,
  guarantee text default null, deposit_months integer default null, residents integer default null,
  pets boolean default null)
returns public.proposals
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  today date := (pg_catalog.now() at time zone 'America/Sao_Paulo')::date;
  prop public.properties;
  result public.proposals;
  rent boolean;
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
  if submit_proposal.message is not null and pg_catalog.char_length(submit_proposal.message) > 2000 then
    raise exception 'A mensagem pode ter até 2.000 caracteres.' using errcode = 'P0001', hint = 'message_too_long';
  end if;
  rent := prop.transaction = 'aluguel';
  if rent then
    if submit_proposal.move_in_date is null or submit_proposal.move_in_date < today
       or submit_proposal.move_in_date > today + interval '6 months' then
      raise exception 'Escolha a data de mudança entre hoje e os próximos 6 meses.'
        using errcode = 'P0001', hint = 'move_in_date_invalid';
    end if;
    if submit_proposal.term_months is null or submit_proposal.term_months not in (12, 24, 30, 36) then
      raise exception 'Escolha o prazo do contrato: 12, 24, 30 ou 36 meses.' using errcode = 'P0001', hint = 'term_invalid';
    end if;
    if submit_proposal.guarantee is null
       or submit_proposal.guarantee not in ('fiador', 'seguro_fianca', 'caucao', 'titulo_capitalizacao', 'sem_garantia') then
      raise exception 'Escolha a garantia.' using errcode = 'P0001', hint = 'guarantee_invalid';
    end if;
    if submit_proposal.guarantee = 'caucao'
       and (submit_proposal.deposit_months is null or submit_proposal.deposit_months not between 1 and 3) then
      raise exception 'A caução é de 1 a 3 aluguéis.' using errcode = 'P0001', hint = 'deposit_invalid';
    end if;
    if submit_proposal.residents is not null and submit_proposal.residents not between 1 and 20 then
      raise exception 'Informe de 1 a 20 moradores.' using errcode = 'P0001', hint = 'residents_invalid';
    end if;
  else
    if submit_proposal.payment_method is null then
      raise exception 'Escolha a forma de pagamento.' using errcode = 'P0001', hint = 'payment_method_required';
    end if;
    if submit_proposal.down_payment is not null
       and (submit_proposal.down_payment < 0 or submit_proposal.down_payment >= submit_proposal.amount) then
      raise exception 'Informe a entrada, menor que o valor da proposta.' using errcode = 'P0001', hint = 'down_payment_invalid';
    end if;
  end if;

  insert into public.proposals (property_id, client_name, client_email, client_phone, submitted_by, amount,
                                original_price, payment_method, message, down_payment, move_in_date, term_months,
                                guarantee, deposit_months, residents, pets)
  values (prop.id, pg_catalog.btrim(submit_proposal.client_name), pg_catalog.btrim(submit_proposal.client_email),
          pg_catalog.btrim(submit_proposal.client_phone), uid, submit_proposal.amount, prop.price,
          case when rent then null else submit_proposal.payment_method end,
          nullif(pg_catalog.btrim(submit_proposal.message), ''),
          case when not rent and submit_proposal.payment_method in ('financiamento', 'financiamento_fgts', 'misto')
               then submit_proposal.down_payment end,
          case when rent then submit_proposal.move_in_date end,
          case when rent then submit_proposal.term_months end,
          case when rent then submit_proposal.guarantee end,
          case when rent and submit_proposal.guarantee = 'caucao' then submit_proposal.deposit_months end,
          case when rent then submit_proposal.residents end,
          case when rent then submit_proposal.pets end)
  returning * into result;
  perform private.proposal_event(result.id, 'criada', result.amount, result.message);
  perform private.notify(array[prop.owner_id, prop.agency_id, prop.broker_id], 'proposta_recebida',
    'Nova proposta registrada',
    pg_catalog.format('%s%s de %s para %s (#%s).', private.brl(result.amount), case when rent then '/mês' else '' end,
      result.client_name, prop.title, prop.id),
    '/propostas');
  return result;
end
$$;

revoke all on function public.submit_proposal(bigint, text, text, text, integer, public.payment_method, text, integer,
  date, integer, text, integer, integer, boolean) from public, anon, authenticated;
grant execute on function public.submit_proposal(bigint, text, text, text, integer, public.payment_method, text, integer,
  date, integer, text, integer, integer, boolean) to authenticated, service_role;

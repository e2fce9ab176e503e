-- Issue #38/#39: every notification the proposal moves write has a catalogue key (NotificationEvents.proposal.*)
-- and a deep link to the recipient's own proposal. The insert trigger of 20261127130000 finds the proposal of
-- an event by its latest step, which is the accepted offer — not the recipient's — for the two events that
-- tell the *other* offerers:
--   imovel_em_negociacao  (accepting an offer)  → proposal.in_negotiation, '/propostas?id=<their proposal>'
--   'Imóvel negociado'    (closing the deal)    → proposal.listing_negotiated, same link
-- so those are written with their key, params and link through private.notify_event (the trigger keeps a key
-- it is given). notification_category also files imovel_em_negociacao under 'propostas' (it fell in 'conta').
-- Re-created from 20261127120100 (proposal_enter_negotiation, proposal_close) and 20261127130000
-- (notification_category) with only that changed.

create or replace function public.notification_category(kind text) returns text
language sql immutable set search_path = '' as $$
  select case
    when kind like 'visita%' then 'visitas'
    when kind like 'proposta%' or kind like 'contraproposta%' or kind = 'nova_oferta'
      or kind like 'negociacao%' or kind like 'negocio%' or kind = 'imovel_em_negociacao' then 'propostas'
    when kind like 'lead%' or kind like 'contato%' or kind like 'crm%' then 'contatos'
    when kind like 'anuncio%' or kind like 'parceria%' or kind like 'listing%' then 'anuncios'
    else 'conta'
  end
$$;

create or replace function private.proposal_enter_negotiation(pr public.proposals) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
  o record;
begin
  if exists (select 1 from public.proposals x where x.property_id = pr.property_id and x.status = 'aceita'
             and x.id <> pr.id) then
    raise exception 'Este imóvel já está em negociação com outra proposta.'
      using errcode = 'P0001', hint = 'listing_in_negotiation';
  end if;
  select * into prop from public.properties p where p.id = pr.property_id;
  for o in
    select x.id, coalesce(x.client_id, x.submitted_by) as who, x.amount from public.proposals x
    where x.property_id = pr.property_id and x.id <> pr.id and x.status in ('pendente', 'negociada')
  loop
    perform private.notify_event(array[o.who], 'imovel_em_negociacao', 'proposal.in_negotiation',
      pg_catalog.jsonb_build_object('listing', prop.title, 'code', prop.id::text, 'person', '', 'proposal_id', o.id,
                                    'amount', o.amount),
      '/propostas?id=' || o.id, 'Imóvel em negociação',
      pg_catalog.format('%s (#%s) está em negociação com outra proposta. A sua continua registrada.', prop.title, prop.id));
  end loop;
end
$$;

create or replace function public.proposal_close(proposal_id bigint) returns public.proposals
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
    returning o.id, o.client_id, o.submitted_by, o.amount
  loop
    perform private.proposal_event(other.id, 'rejeitada', null, null);
    perform private.notify_event(array[other.client_id, other.submitted_by], 'proposta_rejeitada',
      'proposal.listing_negotiated',
      pg_catalog.jsonb_build_object('listing', prop.title, 'code', prop.id::text, 'person', '', 'proposal_id', other.id,
                                    'amount', other.amount),
      '/propostas?id=' || other.id, 'Imóvel negociado',
      pg_catalog.format('%s (#%s) foi negociado com outra proposta.', prop.title, prop.id));
  end loop;
  return pr;
end
$$;

-- Issue #38: negotiation that fits renting and buying (the data; the moves are in 20261127120100).
--   proposal_status      + 'retirada' (the client withdrew), 'fechada' (deal closed: the listing is vendido /
--                        alugado), 'desfeita' (an accepted offer fell through: the listing is active again).
--                        'aceita' now reads "Em negociação" for the listing until it is closed or undone.
--   proposal_event_kind  + 'retirada', 'fechada', 'desfeita' (a revision is another 'nova_oferta').
--   payment_method       + 'financiamento_fgts'; null for a rental offer (rent has no payment method).
--   proposals            the terms of a rental offer (move-in date, term, guarantee, caução months, residents,
--                        pets), the down payment of a financed purchase, and when the deal was closed.
-- New enum values are used from the next migration on (Postgres refuses them in the transaction that adds them).

alter type public.proposal_status add value if not exists 'retirada';
alter type public.proposal_status add value if not exists 'fechada';
alter type public.proposal_status add value if not exists 'desfeita';
alter type public.proposal_event_kind add value if not exists 'retirada';
alter type public.proposal_event_kind add value if not exists 'fechada';
alter type public.proposal_event_kind add value if not exists 'desfeita';
alter type public.payment_method add value if not exists 'financiamento_fgts' after 'financiamento';

alter table public.proposals
  alter column payment_method drop not null,
  add column move_in_date date,
  add column term_months smallint constraint proposals_term_months_check check (term_months in (12, 24, 30, 36)),
  add column guarantee text constraint proposals_guarantee_check
    check (guarantee in ('fiador', 'seguro_fianca', 'caucao', 'titulo_capitalizacao', 'sem_garantia')),
  -- Caução: at most 3 rents (Lei 8.245/91, art. 38, § 2º).
  add column deposit_months smallint constraint proposals_deposit_months_check check (deposit_months between 1 and 3),
  add column residents smallint constraint proposals_residents_check check (residents between 1 and 20),
  add column pets boolean,
  add column down_payment integer constraint proposals_down_payment_check check (down_payment >= 0),
  add column closed_at timestamptz;

-- "Is this listing in negotiation?" reads the accepted offers of a listing.
create index proposals_accepted_idx on public.proposals (property_id) where status = 'aceita';

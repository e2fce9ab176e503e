-- The /propostas screen's reads (new functions only; the proposal moves live in 20261121000700_proposals.sql):
--   my_proposals(status)        the proposals the caller sent as a client, with their listing (even when the
--                               listing is no longer public, e.g. sold after the deal)
--   received_proposals(status)  the proposals on the caller's listings (owner, agency or broker), with the
--                               client's contact data
--   proposal_history()          the history (proposal_events) of every proposal the caller is a party to, with
--                               who did each step
-- Each function reads only the caller's rows (auth.uid()).

create function public.my_proposals(status public.proposal_status default null)
returns table (
  id bigint, property_id bigint, property_title text, property_address text, cover_image text,
  amount integer, original_price integer, payment_method public.payment_method, message text,
  status public.proposal_status, counter_amount integer, counter_message text, agreed_amount integer,
  created_at timestamptz, updated_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select pr.id, p.id, p.title, private.property_address_line(p),
         (select i.storage_path from public.property_images i where i.property_id = p.id
           order by i.position, i.id limit 1),
         pr.amount, pr.original_price, pr.payment_method, pr.message, pr.status, pr.counter_amount,
         pr.counter_message, pr.agreed_amount, pr.created_at, pr.updated_at
  from public.proposals pr
  join public.properties p on p.id = pr.property_id
  where pr.client_id = (select auth.uid())
    and (my_proposals.status is null or pr.status = my_proposals.status)
  order by pr.created_at desc, pr.id desc
$$;

create function public.received_proposals(status public.proposal_status default null)
returns table (
  id bigint, property_id bigint, property_title text, property_address text, cover_image text,
  amount integer, original_price integer, payment_method public.payment_method, message text,
  status public.proposal_status, counter_amount integer, counter_message text, agreed_amount integer,
  client_id uuid, client_name text, client_phone text, client_email text,
  created_at timestamptz, updated_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select pr.id, p.id, p.title, private.property_address_line(p),
         (select i.storage_path from public.property_images i where i.property_id = p.id
           order by i.position, i.id limit 1),
         pr.amount, pr.original_price, pr.payment_method, pr.message, pr.status, pr.counter_amount,
         pr.counter_message, pr.agreed_amount,
         pr.client_id, coalesce(c.name, pr.client_name), coalesce(c.phone, pr.client_phone),
         coalesce(c.email, pr.client_email), pr.created_at, pr.updated_at
  from public.proposals pr
  join public.properties p on p.id = pr.property_id
  left join public.profiles c on c.id = pr.client_id
  where pr.property_id in (select private.managed_property_ids())
    and (received_proposals.status is null or pr.status = received_proposals.status)
  order by pr.created_at desc, pr.id desc
$$;

-- Each step of the caller's proposals. `actor_side` says which side acted: 'cliente' (the client, or whoever
-- answers for a client without an account) or 'anunciante' (the listing's owner, agency or broker).
-- `actor_name`: the client's name for the client's steps; for the listing side, the name of an agency or
-- broker (public profiles) — an owner's name is not shown to the client (null: "the advertiser").
create function public.proposal_history()
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
      when e.kind in ('aceita', 'rejeitada', 'contraproposta') then 'anunciante'
      -- A proposal registered by the listing side for a client without an account.
      when e.kind = 'criada' and pr.client_id is null then 'anunciante'
      else 'cliente'
    end as value
  ) side
  where e.proposal_id in (select private.my_proposal_ids())
  order by e.proposal_id, e.created_at, e.id
$$;

revoke all on function public.my_proposals(public.proposal_status), public.received_proposals(public.proposal_status),
  public.proposal_history()
  from public, anon, authenticated;
grant execute on function public.my_proposals(public.proposal_status),
  public.received_proposals(public.proposal_status), public.proposal_history()
  to authenticated, service_role;

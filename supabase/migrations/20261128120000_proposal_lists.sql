-- Issue #39, agency lists: /propostas searches (client, listing title, código), filters an agency's received
-- proposals by broker (`broker`: null = all, 'nenhum' = listings without a broker, a broker's id = that
-- broker's listings; anything else matches nothing — the rows stay the caller's own managed listings, so another
-- agency's broker id leaks nothing), and can put what awaits the caller's reply first (`awaiting_first`: the
-- listing side's 'pendente', the client's 'negociada' — a counter-offer to answer), newest first otherwise.
-- The defaults keep the former answers (all, newest first). Re-created from 20261122000500 with those
-- parameters added.

drop function public.my_proposals(public.proposal_status);
drop function public.received_proposals(public.proposal_status);

create function public.my_proposals(
  status public.proposal_status default null, search text default null, awaiting_first boolean default false)
returns table (
  id bigint, property_id bigint, property_title text, property_address text, cover_image text,
  amount integer, original_price integer, payment_method public.payment_method, message text,
  status public.proposal_status, counter_amount integer, counter_message text, agreed_amount integer,
  created_at timestamptz, updated_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  with q as (
    select nullif(public.normalize_text(pg_catalog.left(coalesce(my_proposals.search, ''), 100)), '') as term,
           nullif(pg_catalog.regexp_replace(pg_catalog.left(coalesce(my_proposals.search, ''), 100), '\D', '', 'g'), '') as digits
  )
  select pr.id, p.id, p.title, private.property_address_line(p),
         (select i.storage_path from public.property_images i where i.property_id = p.id
           order by i.position, i.id limit 1),
         pr.amount, pr.original_price, pr.payment_method, pr.message, pr.status, pr.counter_amount,
         pr.counter_message, pr.agreed_amount, pr.created_at, pr.updated_at
  from public.proposals pr
  join public.properties p on p.id = pr.property_id
  cross join q
  where pr.client_id = (select auth.uid())
    and (my_proposals.status is null or pr.status = my_proposals.status)
    and (q.term is null
         or public.normalize_text(pg_catalog.concat_ws(' ', p.title, private.property_address_line(p))) like '%' || q.term || '%'
         or (q.digits is not null and p.id::text = q.digits))
  order by (coalesce(my_proposals.awaiting_first, false) and pr.status = 'negociada') desc,
           pr.created_at desc, pr.id desc
$$;

create function public.received_proposals(
  status public.proposal_status default null, search text default null, broker text default null,
  awaiting_first boolean default false)
returns table (
  id bigint, property_id bigint, property_title text, property_address text, cover_image text,
  amount integer, original_price integer, payment_method public.payment_method, message text,
  status public.proposal_status, counter_amount integer, counter_message text, agreed_amount integer,
  client_id uuid, client_name text, client_phone text, client_email text,
  created_at timestamptz, updated_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  with q as (
    select nullif(public.normalize_text(pg_catalog.left(coalesce(received_proposals.search, ''), 100)), '') as term,
           nullif(pg_catalog.regexp_replace(pg_catalog.left(coalesce(received_proposals.search, ''), 100), '\D', '', 'g'), '') as digits
  ),
  found as (
    select pr.id, p.id as property_id, p.title as property_title, private.property_address_line(p) as property_address,
           (select i.storage_path from public.property_images i where i.property_id = p.id
             order by i.position, i.id limit 1) as cover_image,
           pr.amount, pr.original_price, pr.payment_method, pr.message, pr.status, pr.counter_amount,
           pr.counter_message, pr.agreed_amount,
           pr.client_id, coalesce(c.name, pr.client_name) as client_name, coalesce(c.phone, pr.client_phone) as client_phone,
           coalesce(c.email, pr.client_email) as client_email, pr.created_at, pr.updated_at, q.term, q.digits
    from public.proposals pr
    join public.properties p on p.id = pr.property_id
    left join public.profiles c on c.id = pr.client_id
    cross join q
    where pr.property_id in (select private.managed_property_ids())
      and (received_proposals.status is null or pr.status = received_proposals.status)
      and (received_proposals.broker is null
           or (received_proposals.broker = 'nenhum' and p.broker_id is null)
           or p.broker_id = case when received_proposals.broker ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                 then received_proposals.broker::uuid end)
  )
  select r.id, r.property_id, r.property_title, r.property_address, r.cover_image, r.amount, r.original_price,
         r.payment_method, r.message, r.status, r.counter_amount, r.counter_message, r.agreed_amount,
         r.client_id, r.client_name, r.client_phone, r.client_email, r.created_at, r.updated_at
  from found r
  where r.term is null
     or public.normalize_text(
          pg_catalog.concat_ws(' ', r.client_name, r.client_email, r.property_title, r.property_address)
        ) like '%' || r.term || '%'
     or (r.digits is not null and r.property_id::text = r.digits)
  order by (coalesce(received_proposals.awaiting_first, false) and r.status = 'pendente') desc,
           r.created_at desc, r.id desc
$$;

revoke all on function public.my_proposals(public.proposal_status, text, boolean),
  public.received_proposals(public.proposal_status, text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.my_proposals(public.proposal_status, text, boolean),
  public.received_proposals(public.proposal_status, text, text, boolean)
  to authenticated, service_role;

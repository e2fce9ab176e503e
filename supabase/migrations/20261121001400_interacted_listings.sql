-- A client keeps seeing the listings it favourited, visited or made a proposal for, after they leave the
-- public search (sold, rented, paused, expired), so "My visits", "My proposals" and "My favourites" can
-- still show them.

create function private.interacted_property_ids() returns setof bigint
language sql stable security definer set search_path = '' as $$
  select f.property_id from public.favorites f where f.user_id = (select auth.uid())
  union
  select v.property_id from public.visits v where v.requester_id = (select auth.uid())
  union
  select pr.property_id from public.proposals pr where pr.client_id = (select auth.uid())
$$;
revoke all on function private.interacted_property_ids() from public;
grant execute on function private.interacted_property_ids() to authenticated, service_role;

create policy "Clients read the listings they interacted with" on public.properties
  for select to authenticated
  using (id in (select private.interacted_property_ids()));

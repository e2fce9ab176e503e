-- Issue #18: a deleted listing (listing_delete, migration 20261126001100) leaves every place a user reads it
-- through RLS — its own side's reads (/imovel/{id}, the owner's home) and a client's favourites — not only the
-- public ones. The row stays for the visits and proposals that reference it: their screens read through
-- SECURITY DEFINER functions (visit_agenda, received_proposals, …), which still see it.

drop policy "The listing side reads its listings" on public.properties;
create policy "The listing side reads its listings" on public.properties
  for select to authenticated
  using ((select auth.uid()) in (owner_id, agency_id, broker_id) and deleted_at is null);

drop policy "Clients read the listings they interacted with" on public.properties;
create policy "Clients read the listings they interacted with" on public.properties
  for select to authenticated
  using (id in (select private.interacted_property_ids()) and deleted_at is null);

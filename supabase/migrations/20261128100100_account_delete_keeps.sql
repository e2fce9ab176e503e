-- Issue #24 (LGPD, art. 16 and 18): what a deleted account leaves behind, by the FKs instead of cascades.
--
--   listings   Taken down (status inativo, deleted_at) by private.forget_listings before the profile goes. A
--              listing other people's proposals or visits still point at is KEPT (owner_id set null: nobody's
--              listing, off every public and private list), so their negotiation history is not cascaded away
--              with it; a listing nobody else relies on is deleted (with its photos' rows, favourites, leads).
--   billing    subscriptions, sign_purchases, payments and subscription_events of a deleted agency are KEPT
--              for the tax law (the fiscal records of a payment): agency_id set null (the only personal datum
--              they hold; descriptions name the plan or the sign kind), the current plan is closed
--              ('cancelado') and charges still open are cancelled, so no job renews or charges a deleted
--              account. actor_id in the plan history is cleared where it was the person.
-- Before this migration these rows cascaded away with the profile.

alter table public.properties alter column owner_id drop not null;
alter table public.properties drop constraint properties_owner_id_fkey;
alter table public.properties add constraint properties_owner_id_fkey
  foreign key (owner_id) references public.profiles (id) on delete set null;

alter table public.subscriptions alter column agency_id drop not null;
alter table public.subscriptions drop constraint subscriptions_agency_id_fkey;
alter table public.subscriptions add constraint subscriptions_agency_id_fkey
  foreign key (agency_id) references public.profiles (id) on delete set null;

alter table public.sign_purchases alter column agency_id drop not null;
alter table public.sign_purchases drop constraint sign_purchases_agency_id_fkey;
alter table public.sign_purchases add constraint sign_purchases_agency_id_fkey
  foreign key (agency_id) references public.profiles (id) on delete set null;

alter table public.payments alter column agency_id drop not null;
alter table public.payments drop constraint payments_agency_id_fkey;
alter table public.payments add constraint payments_agency_id_fkey
  foreign key (agency_id) references public.profiles (id) on delete set null;

alter table public.subscription_events alter column agency_id drop not null;
alter table public.subscription_events drop constraint subscription_events_agency_id_fkey;
alter table public.subscription_events add constraint subscription_events_agency_id_fkey
  foreign key (agency_id) references public.profiles (id) on delete set null;

create function private.forget_listings() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Listings nobody else relies on go; the others are taken down and kept (the FK then clears owner_id).
  delete from public.properties p
   where p.owner_id = old.id
     and not exists (select 1 from public.proposals x where x.property_id = p.id and x.client_id is distinct from old.id)
     and not exists (select 1 from public.visits v where v.property_id = p.id and v.requester_id is distinct from old.id);
  update public.properties p
     set status = 'inativo', deleted_at = coalesce(p.deleted_at, pg_catalog.now())
   where p.owner_id = old.id and (p.status <> 'inativo' or p.deleted_at is null);

  -- Billing: closed and kept.
  update public.subscriptions s
     set status = 'cancelado', cancelled_at = coalesce(s.cancelled_at, pg_catalog.now()), auto_renew = false, pending_plan = null
   where s.agency_id = old.id and s.status in ('ativo', 'inadimplente');
  update public.payments c set status = 'cancelado'
   where c.agency_id = old.id and c.status = 'pendente';
  update public.sign_purchases s set status = 'cancelada'
   where s.agency_id = old.id and s.status = 'pendente';
  update public.subscription_events e set actor_id = null where e.actor_id = old.id;
  return old;
end
$$;
revoke all on function private.forget_listings() from public, anon, authenticated;

create trigger profiles_forget_account_listings before delete on public.profiles
  for each row execute function private.forget_listings();

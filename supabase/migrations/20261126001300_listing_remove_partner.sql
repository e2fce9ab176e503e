-- Issue #18: with direct writes of public.properties revoked (20261126001100), the one link change a user made
-- by an UPDATE — the owner dropping the partner agency or the broker, the agency dropping its broker — becomes
-- a function like every other listing move. (Adding a partner stays a request the partner accepts, 002100;
-- the agency puts one of its brokers on a listing with listing_assign_broker.)
--
--   listing_remove_partner(p_id, p_partner)  p_partner 'imobiliaria': the owner ends the partnership with the
--                                            agency (and its broker leaves with it, unless the broker is the
--                                            owner); 'corretor': the owner or the agency takes the broker off.
-- The partner who leaves is notified. HINTs: listing_not_found, partner_remove_forbidden, data_invalid.

create function public.listing_remove_partner(p_id bigint, p_partner text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties := private.listing_for_move(p_id);
  gone uuid[];
begin
  if p_partner is null or p_partner not in ('imobiliaria', 'corretor') then
    perform private.listing_raise('22023', 'data_invalid', 'Escolha a imobiliária ou o corretor a remover.');
  end if;
  if p_partner = 'imobiliaria' then
    if uid is distinct from prop.owner_id then
      perform private.listing_raise('42501', 'partner_remove_forbidden', 'Somente o proprietário encerra a parceria com a imobiliária.');
    end if;
    if prop.agency_id is null or prop.agency_id = prop.owner_id then
      return;
    end if;
    gone := array[prop.agency_id, case when prop.broker_id is distinct from prop.owner_id then prop.broker_id end];
    update public.properties p
       set agency_id = null,
           broker_id = case when p.broker_id is not distinct from p.owner_id then p.broker_id end
     where p.id = prop.id;
  else
    if uid is distinct from prop.owner_id and uid is distinct from prop.agency_id then
      perform private.listing_raise('42501', 'partner_remove_forbidden', 'Somente o proprietário ou a imobiliária remove o corretor.');
    end if;
    if prop.broker_id is null then
      return;
    end if;
    gone := array[prop.broker_id];
    update public.properties p set broker_id = null where p.id = prop.id;
  end if;
  perform private.notify(gone, 'parceria_encerrada', 'Parceria encerrada',
    pg_catalog.format('Você não atende mais o anúncio %s (#%s).', coalesce(nullif(prop.title, ''), 'Rascunho'), prop.id), '/imoveis');
end
$$;

revoke all on function public.listing_remove_partner(bigint, text) from public, anon, authenticated;
grant execute on function public.listing_remove_partner(bigint, text) to authenticated, service_role;

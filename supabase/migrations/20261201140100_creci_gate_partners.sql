-- Issue #34 (CRECI), the publish gate's side door: a live listing that gains a broker or an agency without a
-- CRECI would become 'a listing by a broker or agency without a CRECI' without ever being published again —
-- listing_assign_broker (the agency puts one of its brokers on it) or a partner request accepted
-- (listing_partner_respond) on an 'ativo' listing. The newcomer must have a CRECI on file, with the same
-- refusals as 20261201140000: 'creci_required' when the caller is the newcomer (a broker or agency accepting a
-- request), else 'creci_partner_required'. Taking a partner off, and any change to a listing that is not
-- live, are not checked here (going live is, by properties_creci_gate_update). Same exemptions: the service
-- role, jobs, the seed (no auth.uid()) and lar.trust_bypass.

create function private.listing_creci_gate_partner() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  newcomers uuid[] := '{}';
  lacking uuid[];
begin
  if uid is null or coalesce(pg_catalog.current_setting('lar.trust_bypass', true), '') = 'on' then
    return new;
  end if;
  if new.broker_id is not null and new.broker_id is distinct from old.broker_id then
    newcomers := newcomers || new.broker_id;
  end if;
  if new.agency_id is not null and new.agency_id is distinct from old.agency_id then
    newcomers := newcomers || new.agency_id;
  end if;
  select pg_catalog.array_agg(pr.id) into lacking
    from public.profiles pr
   where pr.id = any (newcomers)
     and pr.role in ('corretor', 'imobiliaria')
     and pr.creci is null;
  if lacking is null then
    return new;
  end if;
  if uid = any (lacking) then
    perform private.listing_raise('P0001', 'creci_required',
      'Para publicar, informe o seu CRECI (número, tipo F ou J e UF, por exemplo 12345-J/SP) em Minha conta: anúncios de corretores e imobiliárias só vão ao ar com CRECI.');
  end if;
  perform private.listing_raise('P0001', 'creci_partner_required',
    'Este anúncio só pode ir ao ar quando o corretor e a imobiliária dele tiverem o CRECI informado no cadastro.');
  return new;
end
$$;
revoke all on function private.listing_creci_gate_partner() from public, anon, authenticated;

create trigger properties_creci_gate_partner before update of broker_id, agency_id on public.properties
  for each row when (new.status = 'ativo' and old.status = 'ativo'
                     and (new.broker_id is distinct from old.broker_id or new.agency_id is distinct from old.agency_id))
  execute function private.listing_creci_gate_partner();

-- An owner's invitation accepted (accept_broker_invitation, owner branch) puts the broker on the owner's
-- listings right after recording the partnership; the agency branch copies the invitation's CRECI into the
-- broker's profile when it has none, the owner branch did not. Now it does too (through profiles_creci: a
-- value that is not a CRECI becomes null), so a broker whose CRECI the owner typed passes the gate above.
create function private.owner_broker_partner_creci() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.invitation_id is not null then
    update public.profiles p
       set creci = (select i.creci from public.broker_invitations i where i.id = new.invitation_id)
     where p.id = new.broker_id and p.creci is null
       and (select i.creci from public.broker_invitations i where i.id = new.invitation_id) is not null;
  end if;
  return null;
end
$$;
revoke all on function private.owner_broker_partner_creci() from public, anon, authenticated;

create trigger owner_broker_partner_creci after insert or update of invitation_id on public.owner_broker_partners
  for each row execute function private.owner_broker_partner_creci();

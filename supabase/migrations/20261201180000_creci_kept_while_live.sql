-- Issue #34: 'A listing by a broker or agency without a CRECI cannot be published.' The publish gate
-- (20261201140000) checks the moves to 'ativo'; this closes the way around it: a corretor or imobiliária with a
-- live listing on their side (owner, partner agency or assigned broker) cannot blank their CRECI on the account
-- screen (the live listings would go on showing no CRECI). Their own write is refused with a Portuguese message
-- (hint creci_keep_live) and nothing changes; with the listings paused they can. The service role is not checked.
-- The WHEN sees the CRECI after private.profiles_creci (triggers run by name: 'profiles_creci' first), which
-- turns a blank into null.

create function private.profiles_creci_kept_while_live() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null or new.role not in ('corretor', 'imobiliaria') then
    return new;
  end if;
  if exists (select 1 from public.properties p
              where p.status = 'ativo' and p.deleted_at is null
                and (p.owner_id = new.id or p.agency_id = new.id or p.broker_id = new.id)) then
    raise exception 'Você tem anúncios no ar: o CRECI não pode ficar em branco. Para removê-lo, pause esses anúncios antes.'
      using errcode = 'P0001', hint = 'creci_keep_live';
  end if;
  return new;
end
$$;
revoke all on function private.profiles_creci_kept_while_live() from public, anon, authenticated;

create trigger profiles_creci_kept_while_live before update of creci on public.profiles
  for each row when (old.creci is not null and new.creci is null)
  execute function private.profiles_creci_kept_while_live();

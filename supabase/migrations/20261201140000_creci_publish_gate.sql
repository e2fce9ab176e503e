-- Issue #34 (CRECI): 'A listing by a broker or agency without a CRECI cannot be published.'
--
-- The gate is a BEFORE trigger on public.properties, so every way a listing goes live is covered by the one
-- rule: listing_publish (rascunho → ativo), listing_reactivate (pausado → ativo), listing_renew (inativo or
-- pausado → ativo) and whatever later moves a listing to 'ativo' with a user's token (direct writes to the
-- table are revoked from the API roles since 20261126001100). It fires when a row becomes 'ativo' (insert or
-- update from another status) on a move made with a user's token; the service role, jobs and the seed are not
-- checked (auth.uid() is null), nor staff approving a held listing (moderation_approve sets lar.trust_bypass:
-- it passed the gate when it was published).
--
-- Who needs a CRECI: every corretor and imobiliária of the listing's side — the owner, the partner agency, the
-- assigned broker (private.trust_side). The listing page names one of them as the advertiser
-- (property_contact: broker, else agency, else owner) with 'CRECI … (informado pelo anunciante)'; requiring
-- it of each of them means a broker or agency can never be shown there without one. A proprietário (or a
-- cliente) needs none. The refusal follows the other listing moves (SQLSTATE P0001, a Portuguese message,
-- the HINT a key of Listings.errors):
--   creci_required          the caller is the one without a CRECI (the wizard links to /minha-conta);
--   creci_partner_required  another person of the listing's side has none.
-- Drafts are untouched: listing_save never changes the status, so what was typed is saved as before.
--
-- Invitations (broker_invitations.creci, what the agency typed in /corretores/convidar): the same rule as the
-- profiles (private.creci_normalise, lib/validations/rules/creci.ts) instead of the older loose pattern; the
-- stored value is the normalised one ('12345-F/SP').

create function private.listing_creci_gate() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  lacking uuid[];
begin
  if uid is null or coalesce(pg_catalog.current_setting('lar.trust_bypass', true), '') = 'on' then
    return new;
  end if;
  select pg_catalog.array_agg(pr.id) into lacking
    from public.profiles pr
   where pr.id = any (private.trust_side(new))
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
revoke all on function private.listing_creci_gate() from public, anon, authenticated;

create trigger properties_creci_gate_update before update of status on public.properties
  for each row when (new.status = 'ativo' and old.status is distinct from 'ativo')
  execute function private.listing_creci_gate();

create trigger properties_creci_gate_insert before insert on public.properties
  for each row when (new.status = 'ativo')
  execute function private.listing_creci_gate();

-- Invitations ---------------------------------------------------------------------------------------------

-- The field rules of the invite form (lib/validations/team.ts), again; the CRECI by private.creci_normalise.
create or replace function private.assert_invitation_fields(p_name text, p_email text, p_phone text, p_creci text, p_message text)
returns void
language plpgsql immutable set search_path = '' as $$
declare
  digits text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '\D', '', 'g');
begin
  if coalesce(pg_catalog.btrim(p_name), '') = '' or pg_catalog.char_length(pg_catalog.btrim(p_name)) > 120 then
    raise exception 'Informe o nome do corretor (até 120 caracteres).' using errcode = '22023', hint = 'invitation_bad_name';
  end if;
  if p_email is null or pg_catalog.char_length(pg_catalog.btrim(p_email)) > 254
     or pg_catalog.btrim(p_email) !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Informe um e-mail válido.' using errcode = '22023', hint = 'invitation_bad_email';
  end if;
  if pg_catalog.char_length(digits) not between 10 and 11 or p_phone ~ '[^0-9()+ .-]' then
    raise exception 'Informe um telefone com DDD.' using errcode = '22023', hint = 'invitation_bad_phone';
  end if;
  if p_creci is not null and pg_catalog.btrim(p_creci) <> '' and private.creci_normalise(p_creci) is null then
    raise exception 'CRECI inválido. Informe número, tipo (F ou J) e UF, por exemplo 12345-F/SP.'
      using errcode = '22023', hint = 'invitation_bad_creci';
  end if;
  if pg_catalog.char_length(p_message) > 1000 then
    raise exception 'A mensagem pode ter até 1000 caracteres.' using errcode = '22023', hint = 'invitation_bad_message';
  end if;
end
$$;
revoke all on function private.assert_invitation_fields(text, text, text, text, text) from public, anon, authenticated;

-- Stored in the one shape (invite_broker stores what was typed, upper-cased); a value that is not a CRECI
-- (rows older than this rule) is kept as it was — accepting the invitation drops it (profiles_creci).
create function private.broker_invitations_creci() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.creci := coalesce(private.creci_normalise(new.creci), nullif(pg_catalog.btrim(new.creci), ''));
  return new;
end
$$;
revoke all on function private.broker_invitations_creci() from public, anon, authenticated;

create trigger broker_invitations_creci before insert or update of creci on public.broker_invitations
  for each row execute function private.broker_invitations_creci();

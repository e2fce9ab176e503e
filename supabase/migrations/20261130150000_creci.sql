-- CRECI in one shape (issue #34): number + F/J + UF, stored as '12345-J/SP'. The same rule as
-- lib/validations/rules/creci.ts: accepts 'CRECI 12345 J SP', '12.345-F/sp', 'CRECI-SP 32458-J' (any order of
-- the three parts), refuses anything else.
--
-- profiles.creci: a BEFORE INSERT/UPDATE OF creci trigger normalises it. A user's own write (the account and
-- profile screens update the row with the user's token: current_user = 'authenticated') with a value that is
-- not a CRECI is refused with a Portuguese message (hint 'bad_creci'); writes made inside SECURITY DEFINER
-- functions (sign-up metadata, an invitation's CRECI copied on acceptance), the seed and jobs store null
-- instead of failing. Existing rows are normalised here (unparseable ones become null), then a check keeps
-- the shape.

create function private.creci_normalise(p_value text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  t text;
  tokens text[];
  tok text;
  num text;
  kind text;
  uf text;
begin
  if p_value is null or pg_catalog.char_length(p_value) > 40 then
    return null;
  end if;
  t := pg_catalog.upper(p_value);
  t := pg_catalog.replace(t, 'CRECI', ' ');
  t := pg_catalog.regexp_replace(t, '([0-9])\.(?=[0-9])', '\1', 'g');
  t := pg_catalog.regexp_replace(t, '([0-9])(?=[A-Z])', '\1 ', 'g');
  t := pg_catalog.regexp_replace(t, '([A-Z])(?=[0-9])', '\1 ', 'g');
  t := pg_catalog.btrim(pg_catalog.regexp_replace(t, '[[:space:]/.:,-]+', ' ', 'g'));
  if t = '' then
    return null;
  end if;
  tokens := pg_catalog.string_to_array(t, ' ');
  if pg_catalog.cardinality(tokens) <> 3 then
    return null;
  end if;
  foreach tok in array tokens loop
    if num is null and tok ~ '^[0-9]{1,7}$' then
      num := tok;
    elsif kind is null and tok in ('F', 'J') then
      kind := tok;
    elsif uf is null and tok in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
                                 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO') then
      uf := tok;
    else
      return null;
    end if;
  end loop;
  if num is null or kind is null or uf is null then
    return null;
  end if;
  num := pg_catalog.ltrim(num, '0');
  if num = '' then
    return null;
  end if;
  return num || '-' || kind || '/' || uf;
end
$$;
revoke all on function private.creci_normalise(text) from public, anon, authenticated;
-- Pure; the profiles trigger below runs with the writer's rights, so the writer needs it.
grant execute on function private.creci_normalise(text) to authenticated, service_role;

create function private.profiles_creci() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  normalised text;
begin
  if new.creci is null or pg_catalog.btrim(new.creci) = '' then
    new.creci := null;
    return new;
  end if;
  normalised := private.creci_normalise(new.creci);
  if normalised is null and current_user in ('authenticated', 'anon') then
    raise exception 'CRECI inválido. Informe número, tipo (F ou J) e UF, por exemplo 12345-J/SP.'
      using errcode = '22023', hint = 'bad_creci';
  end if;
  new.creci := normalised;
  return new;
end
$$;
revoke all on function private.profiles_creci() from public, anon, authenticated;

create trigger profiles_creci before insert or update of creci on public.profiles
  for each row execute function private.profiles_creci();

-- Existing rows: the trigger normalises (null when it cannot), never failing the migration.
update public.profiles set creci = creci
 where creci is not null and creci is distinct from private.creci_normalise(creci);

alter table public.profiles add constraint profiles_creci_shape
  check (creci is null or creci ~ '^[1-9][0-9]{0,6}-[FJ]/[A-Z]{2}$');

-- Invitations keep what the agency typed, in the stored shape when it is a CRECI (the acceptance copies it).
update public.broker_invitations
   set creci = coalesce(private.creci_normalise(creci), creci)
 where creci is not null and creci is distinct from private.creci_normalise(creci);

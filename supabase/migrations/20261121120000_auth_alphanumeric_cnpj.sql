-- Accounts: the alphanumeric CNPJ the Receita Federal issues from July 2026 (IN RFB 2.229/2024).
-- 12 alphanumeric characters + 2 numeric check digits; each character counts as (ASCII code - 48), with
-- the same weights and mod 11 as before, so numeric CNPJs keep validating exactly as they did.
-- profiles.cpf_cnpj keeps letters (upper case) instead of stripping everything but digits.

create or replace function public.is_valid_cnpj(value text) returns boolean
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  d text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(value, ''), '[^0-9A-Za-z]', '', 'g'));
  w1 int[] := array[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  w2 int[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  s int;
  r int;
begin
  if d !~ '^[0-9A-Z]{12}[0-9]{2}$' or d ~ '^(.)\1{13}$' then
    return false;
  end if;
  s := 0;
  for i in 1..12 loop
    s := s + (pg_catalog.ascii(substr(d, i, 1)) - 48) * w1[i];
  end loop;
  r := s % 11;
  r := case when r < 2 then 0 else 11 - r end;
  if r <> substr(d, 13, 1)::int then
    return false;
  end if;
  s := 0;
  for i in 1..13 loop
    s := s + (pg_catalog.ascii(substr(d, i, 1)) - 48) * w2[i];
  end loop;
  r := s % 11;
  r := case when r < 2 then 0 else 11 - r end;
  return r = substr(d, 14, 1)::int;
end
$$;

-- Same trigger as in 20261121000200_profiles.sql; only the cpf_cnpj normalisation changes.
create or replace function private.profiles_before_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- Only the service role (or the database itself: migrations, seed, functions) changes a role.
  if tg_op = 'UPDATE' and new.role is distinct from old.role and current_user in ('anon', 'authenticated') then
    raise exception 'O tipo de conta não pode ser alterado. Fale com o atendimento.' using errcode = '42501';
  end if;

  new.name := nullif(pg_catalog.btrim(new.name), '');
  new.phone := nullif(pg_catalog.btrim(new.phone), '');
  new.cpf_cnpj := nullif(pg_catalog.upper(pg_catalog.regexp_replace(coalesce(new.cpf_cnpj, ''), '[^0-9A-Za-z]', '', 'g')), '');
  new.state := nullif(pg_catalog.upper(pg_catalog.btrim(new.state)), '');
  new.zip_code := nullif(pg_catalog.btrim(new.zip_code), '');
  new.slug := nullif(pg_catalog.lower(pg_catalog.btrim(new.slug)), '');

  if new.slug is not null and new.role not in ('corretor', 'imobiliaria') then
    raise exception 'Somente imobiliárias e corretores têm página pública.' using errcode = '23514';
  end if;
  if new.slug is not null and (tg_op = 'INSERT' or new.slug is distinct from old.slug)
     and public.is_reserved_slug(new.slug) then
    raise exception 'O endereço "%" é reservado. Escolha outro.', new.slug using errcode = '23514';
  end if;
  -- Made from the name when absent (agencies sign up with the placeholder name "Imobiliária": wait for the real one).
  if new.slug is null and new.role in ('corretor', 'imobiliaria') and new.name is not null
     and not (new.role = 'imobiliaria' and new.name = 'Imobiliária') then
    new.slug := private.unique_slug(new.name, new.id);
  end if;

  if new.agency_id is distinct from (case when tg_op = 'UPDATE' then old.agency_id end) then
    if new.agency_id is not null then
      if new.role <> 'corretor' then
        raise exception 'Somente corretores são vinculados a uma imobiliária.' using errcode = '23514';
      end if;
      if not private.is_agency(new.agency_id) then
        raise exception 'A imobiliária informada não existe.' using errcode = '23503';
      end if;
      new.agency_joined_at := pg_catalog.now();
    else
      new.agency_joined_at := null;
    end if;
  end if;

  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end
$$;

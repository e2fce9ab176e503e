-- Profiles: one per auth user, created by a trigger from the sign-up metadata {name, phone, role}.
-- The role is fixed at sign-up: no API role but service_role may change it (column privileges + trigger).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- The spec reads profiles with eq('user_id', …); it is always the same value as id.
  user_id uuid generated always as (id) stored,
  role public.user_role not null default 'cliente',
  name text check (char_length(name) <= 120),
  -- Copied from auth.users (kept in sync by a trigger); readable only by the user and through functions.
  email text,
  phone text check (char_length(phone) <= 30),
  avatar_url text,
  -- Digits only (a trigger strips the mask); a valid CPF (11) or CNPJ (14) by its check digits.
  cpf_cnpj text check (cpf_cnpj is null or public.is_valid_cpf(cpf_cnpj) or public.is_valid_cnpj(cpf_cnpj)),
  -- Address (the spec's single `address` line plus its parts).
  address text check (char_length(address) <= 300),
  address_number text check (char_length(address_number) <= 20),
  address_complement text check (char_length(address_complement) <= 100),
  neighborhood text check (char_length(neighborhood) <= 100),
  city text check (char_length(city) <= 100),
  state text check (state ~ '^[A-Z]{2}$'),
  zip_code text check (zip_code ~ '^\d{5}-?\d{3}$'),
  -- Public page of an agency or broker: /{slug}.
  slug text check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 50),
  description text check (char_length(description) <= 5000),
  -- Agency (imobiliaria) fields.
  legal_name text check (char_length(legal_name) <= 200),            -- razão social
  responsible_name text check (char_length(responsible_name) <= 120),
  job_title text check (char_length(job_title) <= 120),
  website text check (char_length(website) <= 300),
  main_city text check (char_length(main_city) <= 100),
  active_brokers_range text check (active_brokers_range in ('1-5', '6-15', '16-50', '50+')),
  managed_properties_range text check (managed_properties_range in ('1-20', '21-50', '51-100', '101-500', '500+')),
  key_handling text check (key_handling in ('imobiliaria', 'proprietario', 'cofre', 'misto')),
  -- Agency and broker.
  creci text check (char_length(creci) <= 30),
  -- Broker (corretor) fields.
  operating_city text check (char_length(operating_city) <= 100),
  experience text check (experience in ('iniciante', 'intermediario', 'experiente', 'veterano')),
  agency_id uuid references public.profiles (id) on delete set null,
  broker_status public.broker_status not null default 'ativo',
  agency_joined_at timestamptz,
  rating numeric(2, 1) check (rating between 0 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_agency_not_self check (agency_id is null or agency_id <> id)
);

create unique index profiles_user_id_key on public.profiles (user_id);
create unique index profiles_slug_key on public.profiles (slug);
create index profiles_agency_id_idx on public.profiles (agency_id) where agency_id is not null;
create index profiles_role_idx on public.profiles (role);

comment on table public.profiles is 'One row per auth user. Public fields of agencies and brokers: view public_profiles.';

-- Normalisation, slug and the role guard --------------------------------------------------------------

-- A free slug made from `base`: the slugified text, or with -2, -3… when taken or reserved.
create function private.unique_slug(base text, self uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  root text := coalesce(nullif(public.slugify(base), ''), 'pagina');
  candidate text := root;
  n int := 1;
  suffix text;
begin
  loop
    exit when not public.is_reserved_slug(candidate)
      and not exists (select 1 from public.profiles p where p.slug = candidate and p.id is distinct from self);
    n := n + 1;
    suffix := '-' || n::text;
    candidate := pg_catalog.rtrim(pg_catalog.left(root, 50 - pg_catalog.length(suffix)), '-') || suffix;
  end loop;
  return candidate;
end
$$;
revoke all on function private.unique_slug(text, uuid) from public;

-- Whether a profile is an agency (for the trigger below, which runs with the caller's rights).
create function private.is_agency(profile uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles a where a.id = profile and a.role = 'imobiliaria')
$$;
revoke all on function private.is_agency(uuid) from public;
grant execute on function private.is_agency(uuid), private.unique_slug(text, uuid)
  to anon, authenticated, service_role;

-- Runs with the rights of the caller (SECURITY INVOKER), so current_user tells an API request
-- (anon/authenticated) from the service role, the migrations and our SECURITY DEFINER functions.
create function private.profiles_before_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- Only the service role (or the database itself: migrations, seed, functions) changes a role.
  if tg_op = 'UPDATE' and new.role is distinct from old.role and current_user in ('anon', 'authenticated') then
    raise exception 'O tipo de conta não pode ser alterado. Fale com o atendimento.' using errcode = '42501';
  end if;

  new.name := nullif(pg_catalog.btrim(new.name), '');
  new.phone := nullif(pg_catalog.btrim(new.phone), '');
  new.cpf_cnpj := nullif(pg_catalog.regexp_replace(coalesce(new.cpf_cnpj, ''), '\D', '', 'g'), '');
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
revoke all on function private.profiles_before_write() from public;

create trigger profiles_before_write before insert or update on public.profiles
  for each row execute function private.profiles_before_write();

-- Sign-up: a profile from the metadata. Runs as supabase_auth_admin, hence SECURITY DEFINER.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted text := meta ->> 'role';
  chosen public.user_role := 'cliente';
begin
  if wanted in ('cliente', 'proprietario', 'corretor', 'imobiliaria') then
    chosen := wanted::public.user_role;
  end if;
  insert into public.profiles (id, role, name, email, phone, avatar_url, creci, operating_city, experience)
  values (
    new.id,
    chosen,
    pg_catalog.left(coalesce(meta ->> 'name', meta ->> 'full_name'), 120),
    new.email,
    pg_catalog.left(meta ->> 'phone', 30),
    coalesce(meta ->> 'avatar_url', meta ->> 'picture'),
    case when chosen in ('corretor', 'imobiliaria') then pg_catalog.left(meta ->> 'creci', 30) end,
    case when chosen = 'corretor' then pg_catalog.left(meta ->> 'operating_city', 100) end,
    case when chosen = 'corretor' and meta ->> 'experience' in ('iniciante', 'intermediario', 'experiente', 'veterano')
         then meta ->> 'experience' end
  );
  return new;
end
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- The e-mail lives in auth.users; the copy follows it.
create function public.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end
$$;
revoke all on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- Row level security ----------------------------------------------------------------------------------
alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
-- What a user may change of their own profile (not id, role, email, agency link, broker status, rating).
grant update (
  name, phone, avatar_url, cpf_cnpj, address, address_number, address_complement, neighborhood, city, state,
  zip_code, slug, description, legal_name, responsible_name, job_title, website, main_city, active_brokers_range,
  managed_properties_range, key_handling, creci, operating_city, experience
) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy "Users read their own profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = id);
create policy "Agencies read their brokers" on public.profiles
  for select to authenticated using ((select auth.uid()) = agency_id);
create policy "Users update their own profile" on public.profiles
  for update to authenticated using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
-- No insert (the sign-up trigger) and no delete (deleting the auth user cascades).

-- Public fields of agencies and brokers: the view runs with its owner's rights (security_invoker off),
-- so anyone reads these columns and nothing else (no cpf_cnpj, e-mail, clients).
create view public.public_profiles with (security_invoker = false) as
select
  p.id, p.role, p.name, p.slug, p.avatar_url, p.description, p.phone, p.creci,
  p.address, p.address_number, p.neighborhood, p.city, p.state, p.zip_code, p.website,
  p.agency_id, p.broker_status, p.operating_city, p.experience, p.rating, p.agency_joined_at, p.created_at
from public.profiles p
where p.role in ('corretor', 'imobiliaria');

revoke all on public.public_profiles from anon, authenticated;
grant select on public.public_profiles to anon, authenticated, service_role;

comment on view public.public_profiles is 'Public fields of agencies and brokers (the agency page /{slug}, listing contacts).';

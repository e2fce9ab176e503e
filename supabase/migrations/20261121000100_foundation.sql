-- Foundation: extensions, the private schema for RLS helpers, enum types shared by every table, text
-- helpers (accent-insensitive search, CPF/CNPJ check digits) and the reserved slugs.

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Helpers that policies and SECURITY DEFINER functions call. Not exposed by the API (only public is).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Enums ------------------------------------------------------------------------------------------------
create type public.user_role as enum ('cliente', 'proprietario', 'corretor', 'imobiliaria');
create type public.transaction_type as enum ('venda', 'aluguel');
create type public.property_objective as enum ('residencial', 'comercial');
create type public.property_type as enum (
  'apartamento', 'casa', 'kitnet_studio', 'casa_condominio', 'terreno', 'sobrado', 'assobradado', 'cobertura');
create type public.property_status as enum ('ativo', 'pausado', 'vendido', 'alugado', 'inativo');
create type public.visit_status as enum ('agendada', 'confirmada', 'realizada', 'cancelada');
create type public.proposal_status as enum ('pendente', 'aceita', 'rejeitada', 'negociada');
create type public.payment_method as enum ('vista', 'financiamento', 'parcelado', 'misto');
create type public.proposal_event_kind as enum (
  'criada', 'aceita', 'rejeitada', 'contraproposta', 'contraproposta_aceita', 'contraproposta_recusada', 'nova_oferta');
create type public.contact_subject as enum (
  'duvida-anuncio', 'problema-tecnico', 'sugestao', 'financeiro', 'parceria', 'outros');
create type public.broker_status as enum ('ativo', 'licenca', 'inativo');
create type public.invitation_status as enum ('pendente', 'aceito', 'expirado', 'cancelado');

-- Text helpers -----------------------------------------------------------------------------------------
-- unaccent() is only STABLE (its dictionary could change); this wrapper fixes the dictionary so that a
-- generated column or an index may use it.
create function public.immutable_unaccent(text) returns text
language sql immutable strict parallel safe set search_path = '' as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, $1)
$$;

-- Lower case, accents removed, blanks squeezed: the key every accent-insensitive filter compares.
create function public.normalize_text(text) returns text
language sql immutable strict parallel safe set search_path = '' as $$
  select pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(public.immutable_unaccent($1)), '\s+', ' ', 'g'))
$$;

-- CPF (11 digits) and CNPJ (14 digits) with their check digits; non-digits are ignored.
create function public.is_valid_cpf(value text) returns boolean
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  d text := pg_catalog.regexp_replace(coalesce(value, ''), '\D', '', 'g');
  s int;
  r int;
begin
  if pg_catalog.length(d) <> 11 or d ~ '^(\d)\1{10}$' then
    return false;
  end if;
  for k in 0..1 loop
    s := 0;
    for i in 1..(9 + k) loop
      s := s + substr(d, i, 1)::int * (11 + k - i);
    end loop;
    r := (s * 10) % 11;
    if r = 10 then r := 0; end if;
    if r <> substr(d, 10 + k, 1)::int then
      return false;
    end if;
  end loop;
  return true;
end
$$;

create function public.is_valid_cnpj(value text) returns boolean
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  d text := pg_catalog.regexp_replace(coalesce(value, ''), '\D', '', 'g');
  w1 int[] := array[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  w2 int[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  s int;
  r int;
begin
  if pg_catalog.length(d) <> 14 or d ~ '^(\d)\1{13}$' then
    return false;
  end if;
  s := 0;
  for i in 1..12 loop
    s := s + substr(d, i, 1)::int * w1[i];
  end loop;
  r := s % 11;
  r := case when r < 2 then 0 else 11 - r end;
  if r <> substr(d, 13, 1)::int then
    return false;
  end if;
  s := 0;
  for i in 1..13 loop
    s := s + substr(d, i, 1)::int * w2[i];
  end loop;
  r := s % 11;
  r := case when r < 2 then 0 else 11 - r end;
  return r = substr(d, 14, 1)::int;
end
$$;

-- Reserved slugs ---------------------------------------------------------------------------------------
-- An agency or broker page lives at /{slug}, so a slug may never be a top-level route or a locale code.
-- Mirrored in lib/agencies/slug.ts (RESERVED_SLUGS); an integration test keeps the two lists equal.
create table public.reserved_slugs (
  slug text primary key check (slug = pg_catalog.lower(slug))
);
alter table public.reserved_slugs enable row level security;
revoke all on public.reserved_slugs from anon, authenticated;
grant select on public.reserved_slugs to anon, authenticated;
grant all on public.reserved_slugs to service_role;
create policy "Reserved slugs are public" on public.reserved_slugs for select to anon, authenticated using (true);

insert into public.reserved_slugs (slug) values
  -- routes of the product (spec §2) and the ones it links to
  ('anunciar-imovel'), ('sou-corretor'), ('sou-imobiliaria'), ('sobre-nos'), ('atendimento'), ('login'),
  ('buscar'), ('imovel'), ('minha-conta'), ('minhas-visitas'), ('favoritos'), ('propostas'), ('dashboard'),
  ('dashboard-cliente'), ('dashboard-proprietario'), ('dashboard-corretor'), ('minha-pagina'), ('financeiro'),
  ('perfil'), ('configuracoes'), ('trocar-senha'), ('agendamentos'), ('imoveis'), ('corretores'),
  ('completar-cadastro'), ('completar-cadastro-imobiliaria'), ('imoveis-proximos'), ('clientes'),
  ('relatorios'), ('convidar-corretor'), ('convite'), ('termos'), ('privacidade'), ('faq'), ('contato'),
  ('planos'), ('cadastro'), ('entrar'), ('sair'), ('recuperar-senha'), ('redefinir-senha'), ('notificacoes'),
  ('qr'), ('busca'), ('imobiliarias'), ('mapa'),
  -- technical paths
  ('auth'), ('api'), ('mailbox'), ('_next'), ('static'), ('public'), ('assets'), ('images'), ('img'),
  ('favicon.ico'), ('robots.txt'), ('sitemap.xml'), ('manifest.webmanifest'), ('opengraph-image'),
  ('rest'), ('storage'), ('functions'), ('realtime'), ('graphql'), ('admin'), ('health'), ('www'),
  -- locale codes
  ('pt-br'), ('pt'), ('en'), ('es');

create function public.is_reserved_slug(value text) returns boolean
language sql stable parallel safe set search_path = '' as $$
  select exists (select 1 from public.reserved_slugs r where r.slug = pg_catalog.lower(pg_catalog.btrim(value)))
$$;

-- The same rule as slugify() in lib/agencies/slug.ts: lower case, accents removed, every run of other
-- characters becomes one hyphen, no hyphen at either end, at most 50 characters.
create function public.slugify(value text) returns text
language sql immutable strict parallel safe set search_path = '' as $$
  select pg_catalog.btrim(
    pg_catalog.left(
      pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(public.immutable_unaccent(value)), '[^a-z0-9]+', '-', 'g'), '-'),
      50),
    '-')
$$;

revoke all on function public.immutable_unaccent(text), public.normalize_text(text), public.is_valid_cpf(text),
  public.is_valid_cnpj(text), public.is_reserved_slug(text), public.slugify(text) from public;
grant execute on function public.immutable_unaccent(text), public.normalize_text(text), public.is_valid_cpf(text),
  public.is_valid_cnpj(text), public.is_reserved_slug(text), public.slugify(text)
  to anon, authenticated, service_role;

-- Common trigger: keeps updated_at current.
create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public;

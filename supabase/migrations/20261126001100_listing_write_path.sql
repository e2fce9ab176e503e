-- Issue #18: the write path of listings. Every write of public.properties and public.property_images by a
-- user goes through the SECURITY DEFINER functions below; the API roles keep SELECT (RLS and the column
-- grants of 20261125002000 decide what they read) and lose INSERT/UPDATE/DELETE, so no status move, date or
-- photo count can be set around the rules.
--
-- Drafts. A draft is a row of public.properties with status 'rascunho', created by listing_save at step 1 of
-- the wizard (transaction and type are required from the start; everything else may be missing). The
-- columns keep NOT NULL and their types; a missing title, neighbourhood, city or state is '' and a missing
-- price 0, which the CHECKs allow for drafts only. listing_publish requires the complete listing
-- (private.listing_missing) and at least one photo. A draft is never public: RLS shows only status 'ativo'
-- (and unexpired) rows to everyone, and the listing side's own rows to it.
--
-- Soft delete. listing_delete stamps deleted_at (the row stays for the visits and proposals that reference
-- it), turns an 'ativo' listing 'inativo' (CHECK: a deleted row is never 'ativo', so every public read —
-- the RLS policy, search_properties, properties_in_bbox, nearby_properties, similar_properties, which all
-- filter status = 'ativo' — leaves it out) and deletes its photo rows, returning their storage paths for the
-- caller to remove. A deleted listing accepts no other move. deleted_at is not granted to the API roles.
--
-- Who: the listing side is the owner, the partner agency and the assigned broker (private.manages_property).
-- Every function checks the caller and the current state and raises a Portuguese message whose HINT is a key
-- of the `Listings.errors` catalogue (SQLSTATE 42501 not allowed, 22023 invalid input, P0001 wrong state).
-- An unknown id, a deleted listing and someone else's listing are the same 'listing_not_found' (no oracle).
--
--   listing_save(p_id, p_data)          create a draft (p_id null: proprietário, corretor, imobiliária) or
--                                       update any listing of the caller's side; keys as the columns below;
--                                       a key left out keeps its value, a null clears it. An edit of a live
--                                       listing is live at once and must leave it complete.
--   listing_publish(p_id)               rascunho → ativo; published_at = now, expires_at = now + 60 days,
--                                       availability_confirmed_at = now.
--   listing_pause(p_id)                 ativo → pausado.
--   listing_reactivate(p_id)            pausado → ativo (before expires_at; after it, listing_renew).
--   listing_mark_closed(p_id, status)   ativo/pausado/inativo → 'vendido' (venda) or 'alugado' (aluguel).
--   listing_renew(p_id)                 ativo/pausado/inativo → ativo, expires_at = greatest(expires_at,
--                                       now + 60 days): 60 days from the renewal, never shortening, never
--                                       stacking renewals.
--   listing_delete(p_id)                soft delete by the owner or the partner agency (not the broker).
--   listing_assign_broker(p_id, broker) the listing's agency puts one of its active brokers on it, or takes
--                                       it back (null).
--   listing_become_owner()              cliente → proprietario, nothing else.
--   listing_photo_add/order/remove      at most 30 photos; the object '<id>/<name>.<jpg|jpeg|png|webp>'
--                                       must be uploaded first (storage policies below); order's first = cover.
-- renew_property (20261121000300) is replaced by listing_renew and dropped.

-- Limits: the one copy in SQL; lib/validations/listings.ts holds the same numbers and a test compares them.
create function private.listing_limits() returns jsonb
language sql immutable set search_path = '' as $$
  select '{
    "title_min": 3, "title_max": 150, "description_max": 5000,
    "price_min": 1, "sale_price_max": 1000000000, "rent_max": 10000000, "fee_max": 1000000,
    "area_max": 1000000, "bedrooms_max": 50, "bathrooms_max": 50, "parking_spaces_max": 100,
    "amenities_max": 30, "amenity_max": 60,
    "street_max": 200, "street_number_max": 20, "complement_max": 100, "neighborhood_max": 100, "city_max": 100,
    "lat_min": -34, "lat_max": 6, "lng_min": -74.5, "lng_max": -28.5,
    "alt_max": 300, "photos_max": 30, "photo_objects_max": 40, "drafts_max": 50, "listing_days": 60
  }'::jsonb
$$;
revoke all on function private.listing_limits() from public;
grant execute on function private.listing_limits() to authenticated, service_role;

-- The UF of a CEP by the Correios' ranges (first five digits), as lib/validations/rules/cep-uf.ts.
create function private.cep_uf(cep text) returns text
language sql immutable set search_path = '' as $$
  select case when cep ~ '^\d{5}-?\d{3}$' then (
    select r.uf from (values
      ('SP', 1000, 19999), ('RJ', 20000, 28999), ('ES', 29000, 29999), ('MG', 30000, 39999),
      ('BA', 40000, 48999), ('SE', 49000, 49999), ('PE', 50000, 56999), ('AL', 57000, 57999),
      ('PB', 58000, 58999), ('RN', 59000, 59999), ('CE', 60000, 63999), ('PI', 64000, 64999),
      ('MA', 65000, 65999), ('PA', 66000, 68899), ('AP', 68900, 68999), ('AM', 69000, 69299),
      ('AM', 69400, 69899), ('RR', 69300, 69399), ('AC', 69900, 69999), ('DF', 70000, 72799),
      ('DF', 73000, 73699), ('GO', 72800, 72999), ('GO', 73700, 76799), ('RO', 76800, 76999),
      ('TO', 77000, 77999), ('MT', 78000, 78899), ('MS', 79000, 79999), ('PR', 80000, 87999),
      ('SC', 88000, 89999), ('RS', 90000, 99999)
    ) as r (uf, lo, hi)
    where pg_catalog.substr(pg_catalog.replace(cep, '-', ''), 1, 5)::int between r.lo and r.hi
    limit 1) end
$$;
revoke all on function private.cep_uf(text) from public;
grant execute on function private.cep_uf(text) to authenticated, service_role;

-- The table ------------------------------------------------------------------------------------------------

alter table public.properties add column deleted_at timestamptz;
comment on column public.properties.deleted_at is
  'Soft delete (listing_delete): kept for visits and proposals; never ativo; private to the API roles.';

alter table public.properties
  drop constraint properties_title_check,
  drop constraint properties_price_check,
  drop constraint properties_neighborhood_check,
  drop constraint properties_city_check,
  drop constraint properties_state_check;
alter table public.properties
  alter column title set default '',
  alter column price set default 0,
  alter column neighborhood set default '',
  alter column city set default '',
  alter column state set default '';
alter table public.properties
  add constraint properties_title_check
    check (char_length(title) <= 150 and (status = 'rascunho' or char_length(title) >= 3)),
  add constraint properties_price_check check (price >= 0 and (status = 'rascunho' or price > 0)),
  add constraint properties_neighborhood_check
    check (char_length(neighborhood) <= 100 and (status = 'rascunho' or char_length(neighborhood) >= 1)),
  add constraint properties_city_check
    check (char_length(city) <= 100 and (status = 'rascunho' or char_length(city) >= 1)),
  add constraint properties_state_check check (state ~ '^[A-Z]{2}$' or (status = 'rascunho' and state = '')),
  add constraint properties_deleted_not_active check (deleted_at is null or status <> 'ativo');

create index properties_owner_drafts_idx on public.properties (owner_id) where status = 'rascunho';

-- Direct writes by the API roles end here: the functions below are the write path.
revoke insert, update, delete on public.properties, public.property_images from anon, authenticated;
drop policy "Owners, agencies and brokers create listings" on public.properties;
drop policy "The listing side updates its listings" on public.properties;
drop policy "Owners and agencies delete their listings" on public.properties;
drop policy "The listing side adds images" on public.property_images;
drop policy "The listing side updates images" on public.property_images;
drop policy "The listing side deletes images" on public.property_images;

drop function public.renew_property(bigint);

-- The listing side's own reads (the owner's home, the wizard): a deleted listing is no longer one of them.
create or replace function public.managed_listings() returns setof public.properties
language sql stable security definer set search_path = '' as $$
  select p.* from public.properties p where p.id in (select private.managed_property_ids()) and p.deleted_at is null
$$;

-- Helpers ----------------------------------------------------------------------------------------------

create function private.listing_raise(errcode text, hint text, message text) returns void
language plpgsql volatile set search_path = '' as $$
begin
  raise exception using message = message, errcode = errcode, hint = hint;
end
$$;
revoke all on function private.listing_raise(text, text, text) from public;

-- The caller's listing, locked for the move: signed in, the listing side, not deleted.
create function private.listing_for_move(p_id bigint) returns public.properties
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
begin
  if (select auth.uid()) is null then
    perform private.listing_raise('42501', 'not_signed_in', 'Entre na sua conta para gerenciar seus anúncios.');
  end if;
  select * into prop from public.properties p where p.id = p_id and p.deleted_at is null for update;
  if not found or not private.manages_property(prop.id) then
    perform private.listing_raise('42501', 'listing_not_found', 'Anúncio não encontrado entre os seus anúncios.');
  end if;
  return prop;
end
$$;
revoke all on function private.listing_for_move(bigint) from public;

-- What a listing lacks to be published (field names of listing_save), in the wizard's order.
create function private.listing_missing(prop public.properties) returns text[]
language sql stable set search_path = '' as $$
  select array_remove(array[
    case when char_length(prop.title) < 3 then 'title' end,
    case when prop.price is null or prop.price <= 0 then 'price' end,
    case when prop.street is null then 'street' end,
    case when prop.neighborhood = '' then 'neighborhood' end,
    case when prop.city = '' then 'city' end,
    case when prop.state = '' then 'state' end,
    case when prop.zip_code is null then 'zip_code' end,
    case when prop.latitude is null then 'location' end
  ], null)
$$;
revoke all on function private.listing_missing(public.properties) from public;

-- A listing may go live: complete and with a photo.
create function private.listing_assert_publishable(prop public.properties) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  missing text[] := private.listing_missing(prop);
begin
  if pg_catalog.cardinality(missing) > 0 then
    raise exception 'Complete o anúncio antes de publicá-lo: faltam %.', pg_catalog.array_to_string(missing, ', ')
      using errcode = 'P0001', hint = 'listing_incomplete', detail = pg_catalog.array_to_string(missing, ',');
  end if;
  if not exists (select 1 from public.property_images i where i.property_id = prop.id) then
    perform private.listing_raise('P0001', 'photo_required', 'Adicione pelo menos uma foto para publicar o anúncio.');
  end if;
end
$$;
revoke all on function private.listing_assert_publishable(public.properties) from public;

-- Field readers of listing_save: the value of `key` in `d`, checked; a JSON null is SQL null.
create function private.listing_text(d jsonb, key text, max_len int, hint text) returns text
language plpgsql volatile set search_path = '' as $$
declare
  v text;
begin
  if pg_catalog.jsonb_typeof(d -> key) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(d -> key) <> 'string' then
    perform private.listing_raise('22023', hint, pg_catalog.format('O campo %s deve ser um texto.', key));
  end if;
  v := pg_catalog.btrim(d ->> key, E' \t\r\n');
  -- Control characters other than tab and line breaks are refused; HTML is text like any other.
  if v ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' or char_length(v) > max_len then
    perform private.listing_raise('22023', hint,
      pg_catalog.format('O campo %s aceita até %s caracteres de texto.', key, max_len));
  end if;
  return nullif(v, '');
end
$$;

create function private.listing_int(d jsonb, key text, lo bigint, hi bigint, hint text) returns bigint
language plpgsql volatile set search_path = '' as $$
declare
  n numeric;
begin
  if pg_catalog.jsonb_typeof(d -> key) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(d -> key) <> 'number' then
    perform private.listing_raise('22023', hint, pg_catalog.format('O campo %s deve ser um número.', key));
  end if;
  n := (d ->> key)::numeric;
  if n <> pg_catalog.trunc(n) or n < lo or n > hi then
    perform private.listing_raise('22023', hint,
      pg_catalog.format('O campo %s deve ser um número inteiro entre %s e %s.', key, lo, hi));
  end if;
  return n::bigint;
end
$$;

create function private.listing_bool(d jsonb, key text, hint text) returns boolean
language plpgsql volatile set search_path = '' as $$
begin
  if pg_catalog.jsonb_typeof(d -> key) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(d -> key) <> 'boolean' then
    perform private.listing_raise('22023', hint, pg_catalog.format('O campo %s deve ser sim ou não.', key));
  end if;
  return (d ->> key)::boolean;
end
$$;

create function private.listing_list(d jsonb, key text, max_items int, max_len int, hint text) returns text[]
language plpgsql volatile set search_path = '' as $$
declare
  v jsonb := d -> key;
  out text[] := '{}';
  e jsonb;
  s text;
begin
  if pg_catalog.jsonb_typeof(v) = 'null' then
    return '{}';
  end if;
  if pg_catalog.jsonb_typeof(v) <> 'array' or pg_catalog.jsonb_array_length(v) > max_items then
    perform private.listing_raise('22023', hint,
      pg_catalog.format('O campo %s deve ser uma lista de até %s itens.', key, max_items));
  end if;
  for e in select x from pg_catalog.jsonb_array_elements(v) as t (x) loop
    if pg_catalog.jsonb_typeof(e) <> 'string' then
      perform private.listing_raise('22023', hint, pg_catalog.format('O campo %s deve ser uma lista de textos.', key));
    end if;
    s := pg_catalog.btrim(e #>> '{}');
    if s = '' or char_length(s) > max_len or s ~ '[\x01-\x1f\x7f]' then
      perform private.listing_raise('22023', hint,
        pg_catalog.format('Cada item de %s deve ter de 1 a %s caracteres.', key, max_len));
    end if;
    if not (s = any (out)) then
      out := out || s;
    end if;
  end loop;
  return out;
end
$$;

create function private.listing_enum(d jsonb, key text, allowed text[], hint text) returns text
language plpgsql volatile set search_path = '' as $$
begin
  if pg_catalog.jsonb_typeof(d -> key) <> 'string' or not ((d ->> key) = any (allowed)) then
    perform private.listing_raise('22023', hint, pg_catalog.format('Escolha um valor válido para %s.', key));
  end if;
  return d ->> key;
end
$$;

revoke all on function private.listing_text(jsonb, text, int, text), private.listing_int(jsonb, text, bigint, bigint, text),
  private.listing_bool(jsonb, text, text), private.listing_list(jsonb, text, int, int, text),
  private.listing_enum(jsonb, text, text[], text) from public;

-- listing_save ---------------------------------------------------------------------------------------------

create function public.listing_save(p_id bigint, p_data jsonb) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  lim jsonb := private.listing_limits();
  d jsonb := p_data;
  old public.properties;
  prop public.properties;
  k text;
  fields constant text[] := array[
    'transaction', 'objective', 'type', 'title', 'description', 'price', 'condo_fee', 'iptu', 'bedrooms',
    'bathrooms', 'parking_spaces', 'area', 'furnished', 'pets_allowed', 'appliances', 'other_items',
    'condo_features', 'street', 'street_number', 'complement', 'neighborhood', 'city', 'state', 'zip_code',
    'latitude', 'longitude'];
  types constant text[] := array[
    'apartamento', 'casa', 'kitnet_studio', 'casa_condominio', 'terreno', 'sobrado', 'assobradado', 'cobertura'];
  ufs constant text[] := array[
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI',
    'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'];
  money_max bigint;
  lat double precision;
  lng double precision;
begin
  if uid is null then
    perform private.listing_raise('42501', 'not_signed_in', 'Entre na sua conta para anunciar um imóvel.');
  end if;
  if d is null or pg_catalog.jsonb_typeof(d) <> 'object' then
    perform private.listing_raise('22023', 'data_invalid', 'Os dados do anúncio devem ser um objeto.');
  end if;
  for k in select pg_catalog.jsonb_object_keys(d) loop
    if not (k = any (fields)) then
      perform private.listing_raise('22023', 'data_invalid', pg_catalog.format('Campo desconhecido: %s.', pg_catalog.left(k, 40)));
    end if;
  end loop;

  if p_id is null then
    if private.current_user_role() is null or private.current_user_role() not in ('proprietario', 'corretor', 'imobiliaria') then
      perform private.listing_raise('42501', 'role_cannot_list',
        'Somente proprietários, corretores e imobiliárias anunciam imóveis.');
    end if;
    if not (d ? 'transaction') or not (d ? 'type') then
      perform private.listing_raise('22023', 'type_invalid', 'Escolha a transação e o tipo do imóvel.');
    end if;
    -- One draft at a time per owner is enough for anyone: the cap stops a flood of rows.
    perform 1 from public.profiles p where p.id = uid for update;
    if (select count(*) from public.properties p
         where p.owner_id = uid and p.status = 'rascunho' and p.deleted_at is null) >= (lim ->> 'drafts_max')::int then
      perform private.listing_raise('P0001', 'draft_limit',
        'Você tem rascunhos demais. Publique ou exclua alguns antes de começar outro.');
    end if;
    insert into public.properties (owner_id, transaction, type, status)
    values (uid, private.listing_enum(d, 'transaction', array['venda', 'aluguel'], 'transaction_invalid')::public.transaction_type,
            private.listing_enum(d, 'type', types, 'type_invalid')::public.property_type, 'rascunho')
    returning * into old;
  else
    old := private.listing_for_move(p_id);
  end if;
  prop := old;

  if d ? 'transaction' then
    prop.transaction := private.listing_enum(d, 'transaction', array['venda', 'aluguel'], 'transaction_invalid');
  end if;
  if d ? 'objective' then
    prop.objective := private.listing_enum(d, 'objective', array['residencial', 'comercial'], 'objective_invalid');
  end if;
  if d ? 'type' then
    prop.type := private.listing_enum(d, 'type', types, 'type_invalid');
  end if;
  if d ? 'title' then
    prop.title := coalesce(private.listing_text(d, 'title', (lim ->> 'title_max')::int, 'title_invalid'), '');
    if prop.title <> '' and char_length(prop.title) < (lim ->> 'title_min')::int then
      perform private.listing_raise('22023', 'title_invalid', 'O título deve ter de 3 a 150 caracteres.');
    end if;
  end if;
  if d ? 'description' then
    prop.description := coalesce(private.listing_text(d, 'description', (lim ->> 'description_max')::int, 'description_invalid'), '');
  end if;
  if d ? 'price' then
    prop.price := coalesce(private.listing_int(d, 'price', (lim ->> 'price_min')::bigint,
                                               (lim ->> 'sale_price_max')::bigint, 'price_invalid'), 0);
  end if;
  if d ? 'condo_fee' then
    prop.condo_fee := private.listing_int(d, 'condo_fee', 0, (lim ->> 'fee_max')::bigint, 'condo_fee_invalid');
  end if;
  if d ? 'iptu' then
    prop.iptu := private.listing_int(d, 'iptu', 0, (lim ->> 'fee_max')::bigint, 'iptu_invalid');
  end if;
  if d ? 'bedrooms' then
    prop.bedrooms := coalesce(private.listing_int(d, 'bedrooms', 0, (lim ->> 'bedrooms_max')::bigint, 'bedrooms_invalid'), 0);
  end if;
  if d ? 'bathrooms' then
    prop.bathrooms := coalesce(private.listing_int(d, 'bathrooms', 0, (lim ->> 'bathrooms_max')::bigint, 'bathrooms_invalid'), 0);
  end if;
  if d ? 'parking_spaces' then
    prop.parking_spaces := coalesce(private.listing_int(d, 'parking_spaces', 0, (lim ->> 'parking_spaces_max')::bigint,
                                                        'parking_spaces_invalid'), 0);
  end if;
  if d ? 'area' then
    prop.area := private.listing_int(d, 'area', 1, (lim ->> 'area_max')::bigint, 'area_invalid');
  end if;
  if d ? 'furnished' then
    prop.furnished := coalesce(private.listing_bool(d, 'furnished', 'furnished_invalid'), false);
  end if;
  if d ? 'pets_allowed' then
    prop.pets_allowed := coalesce(private.listing_bool(d, 'pets_allowed', 'pets_allowed_invalid'), false);
  end if;
  if d ? 'appliances' then
    prop.appliances := private.listing_list(d, 'appliances', (lim ->> 'amenities_max')::int, (lim ->> 'amenity_max')::int, 'amenities_invalid');
  end if;
  if d ? 'other_items' then
    prop.other_items := private.listing_list(d, 'other_items', (lim ->> 'amenities_max')::int, (lim ->> 'amenity_max')::int, 'amenities_invalid');
  end if;
  if d ? 'condo_features' then
    prop.condo_features := private.listing_list(d, 'condo_features', (lim ->> 'amenities_max')::int, (lim ->> 'amenity_max')::int, 'amenities_invalid');
  end if;
  if d ? 'street' then
    prop.street := private.listing_text(d, 'street', (lim ->> 'street_max')::int, 'street_invalid');
  end if;
  if d ? 'street_number' then
    prop.street_number := private.listing_text(d, 'street_number', (lim ->> 'street_number_max')::int, 'street_number_invalid');
  end if;
  if d ? 'complement' then
    prop.complement := private.listing_text(d, 'complement', (lim ->> 'complement_max')::int, 'complement_invalid');
  end if;
  if d ? 'neighborhood' then
    prop.neighborhood := coalesce(private.listing_text(d, 'neighborhood', (lim ->> 'neighborhood_max')::int, 'neighborhood_invalid'), '');
  end if;
  if d ? 'city' then
    prop.city := coalesce(private.listing_text(d, 'city', (lim ->> 'city_max')::int, 'city_invalid'), '');
  end if;
  if d ? 'state' then
    prop.state := pg_catalog.upper(coalesce(private.listing_text(d, 'state', 2, 'state_invalid'), ''));
    if prop.state <> '' and not (prop.state = any (ufs)) then
      perform private.listing_raise('22023', 'state_invalid', 'Escolha uma UF válida.');
    end if;
  end if;
  if d ? 'zip_code' then
    prop.zip_code := private.listing_text(d, 'zip_code', 9, 'zip_code_invalid');
    if prop.zip_code is not null then
      if prop.zip_code !~ '^\d{5}-?\d{3}$' then
        perform private.listing_raise('22023', 'zip_code_invalid', 'Informe um CEP válido (00000-000).');
      end if;
      prop.zip_code := pg_catalog.substr(pg_catalog.replace(prop.zip_code, '-', ''), 1, 5) || '-'
                       || pg_catalog.substr(pg_catalog.replace(prop.zip_code, '-', ''), 6, 3);
    end if;
  end if;

  -- The pin: both coordinates or neither, inside Brazil. An address changed without a new pin drops the old
  -- pin (the approximate area of the public page must follow the address): the wizard saves both together.
  if (d ? 'latitude') <> (d ? 'longitude') then
    perform private.listing_raise('22023', 'location_invalid', 'Marque a posição do imóvel no mapa.');
  end if;
  if d ? 'latitude' then
    if pg_catalog.jsonb_typeof(d -> 'latitude') = 'null' and pg_catalog.jsonb_typeof(d -> 'longitude') = 'null' then
      prop.latitude := null;
      prop.longitude := null;
    elsif pg_catalog.jsonb_typeof(d -> 'latitude') = 'number' and pg_catalog.jsonb_typeof(d -> 'longitude') = 'number' then
      lat := (d ->> 'latitude')::double precision;
      lng := (d ->> 'longitude')::double precision;
      if lat < (lim ->> 'lat_min')::float8 or lat > (lim ->> 'lat_max')::float8
         or lng < (lim ->> 'lng_min')::float8 or lng > (lim ->> 'lng_max')::float8 then
        perform private.listing_raise('22023', 'location_invalid', 'A posição marcada no mapa fica fora do Brasil.');
      end if;
      prop.latitude := lat;
      prop.longitude := lng;
    else
      perform private.listing_raise('22023', 'location_invalid', 'Marque a posição do imóvel no mapa.');
    end if;
  elsif (prop.street, prop.street_number, prop.neighborhood, prop.city, prop.state, prop.zip_code)
        is distinct from (old.street, old.street_number, old.neighborhood, old.city, old.state, old.zip_code) then
    prop.latitude := null;
    prop.longitude := null;
  end if;

  -- Rules across fields, on the result.
  money_max := case when prop.transaction = 'aluguel' then (lim ->> 'rent_max')::bigint else (lim ->> 'sale_price_max')::bigint end;
  if prop.price > money_max then
    perform private.listing_raise('22023', 'price_invalid',
      pg_catalog.format('O valor deve ser de no máximo %s.', private.brl(money_max::int)));
  end if;
  if prop.zip_code is not null and prop.state <> '' and private.cep_uf(prop.zip_code) is distinct from prop.state then
    perform private.listing_raise('22023', 'zip_code_uf', 'O CEP informado não pertence à UF escolhida.');
  end if;
  if prop.status <> 'rascunho' then
    perform private.listing_assert_publishable(prop);
  end if;

  update public.properties p set
    transaction = prop.transaction, objective = prop.objective, type = prop.type, title = prop.title,
    description = prop.description, price = prop.price, condo_fee = prop.condo_fee, iptu = prop.iptu,
    bedrooms = prop.bedrooms, bathrooms = prop.bathrooms, parking_spaces = prop.parking_spaces, area = prop.area,
    furnished = prop.furnished, pets_allowed = prop.pets_allowed, appliances = prop.appliances,
    other_items = prop.other_items, condo_features = prop.condo_features, street = prop.street,
    street_number = prop.street_number, complement = prop.complement, neighborhood = prop.neighborhood,
    city = prop.city, state = prop.state, zip_code = prop.zip_code, latitude = prop.latitude,
    longitude = prop.longitude
  where p.id = prop.id;
  return prop.id;
end
$$;

-- Status moves ---------------------------------------------------------------------------------------------

create function public.listing_publish(p_id bigint) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties := private.listing_for_move(p_id);
begin
  if prop.status <> 'rascunho' then
    perform private.listing_raise('P0001', 'status_conflict', 'Este anúncio já foi publicado.');
  end if;
  perform private.listing_assert_publishable(prop);
  update public.properties p
     set status = 'ativo', published_at = pg_catalog.now(),
         expires_at = pg_catalog.now() + pg_catalog.make_interval(days => (private.listing_limits() ->> 'listing_days')::int),
         availability_confirmed_at = pg_catalog.now()
   where p.id = prop.id;
end
$$;

create function public.listing_pause(p_id bigint) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties := private.listing_for_move(p_id);
begin
  if prop.status <> 'ativo' then
    perform private.listing_raise('P0001', 'status_conflict', 'Só um anúncio ativo pode ser pausado.');
  end if;
  update public.properties p set status = 'pausado' where p.id = prop.id;
end
$$;

create function public.listing_reactivate(p_id bigint) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties := private.listing_for_move(p_id);
begin
  if prop.status <> 'pausado' then
    perform private.listing_raise('P0001', 'status_conflict', 'Só um anúncio pausado pode ser reativado.');
  end if;
  if prop.expires_at <= pg_catalog.now() then
    perform private.listing_raise('P0001', 'listing_expired', 'O prazo deste anúncio terminou: renove-o por mais 60 dias.');
  end if;
  perform private.listing_assert_publishable(prop);
  update public.properties p set status = 'ativo', availability_confirmed_at = pg_catalog.now() where p.id = prop.id;
end
$$;

create function public.listing_mark_closed(p_id bigint, p_status text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties := private.listing_for_move(p_id);
begin
  if prop.status not in ('ativo', 'pausado', 'inativo') then
    perform private.listing_raise('P0001', 'status_conflict', 'Este anúncio não pode ser encerrado agora.');
  end if;
  if p_status is null or p_status <> (case prop.transaction when 'venda' then 'vendido' else 'alugado' end) then
    perform private.listing_raise('22023', 'closed_status_invalid',
      'Um imóvel à venda é marcado como vendido; um para alugar, como alugado.');
  end if;
  update public.properties p set status = p_status::public.property_status where p.id = prop.id;
end
$$;

create function public.listing_renew(p_id bigint) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties := private.listing_for_move(p_id);
begin
  if prop.status not in ('ativo', 'pausado', 'inativo') then
    perform private.listing_raise('P0001', 'status_conflict', 'Este anúncio não pode ser renovado.');
  end if;
  perform private.listing_assert_publishable(prop);
  update public.properties p
     set status = 'ativo',
         expires_at = greatest(p.expires_at,
           pg_catalog.now() + pg_catalog.make_interval(days => (private.listing_limits() ->> 'listing_days')::int)),
         availability_confirmed_at = pg_catalog.now()
   where p.id = prop.id;
end
$$;

-- The owner or the partner agency deletes; returns the storage paths of the photos (rows deleted) for the
-- caller to remove from the bucket (what it leaves behind, the orphan cleanup job removes).
create function public.listing_delete(p_id bigint) returns setof text
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties := private.listing_for_move(p_id);
begin
  if uid is distinct from prop.owner_id and uid is distinct from prop.agency_id then
    perform private.listing_raise('42501', 'delete_forbidden', 'Somente o proprietário ou a imobiliária exclui o anúncio.');
  end if;
  update public.properties p
     set deleted_at = pg_catalog.now(),
         status = case when p.status = 'ativo' then 'inativo'::public.property_status else p.status end
   where p.id = prop.id;
  update public.listing_partner_requests r set status = 'cancelado', responded_at = pg_catalog.now()
   where r.property_id = prop.id and r.status = 'pendente';
  return query with gone as (delete from public.property_images i where i.property_id = prop.id returning i.storage_path)
    select gone.storage_path from gone;
end
$$;

create function public.listing_assign_broker(p_id bigint, p_broker uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties := private.listing_for_move(p_id);
begin
  if uid is distinct from prop.agency_id then
    perform private.listing_raise('42501', 'assign_forbidden', 'Somente a imobiliária do anúncio escolhe o corretor.');
  end if;
  if p_broker is not null and not exists (
    select 1 from public.profiles b
    where b.id = p_broker and b.role = 'corretor' and b.agency_id = uid and b.broker_status = 'ativo'
  ) then
    perform private.listing_raise('22023', 'broker_not_in_agency', 'Escolha um corretor ativo da sua imobiliária.');
  end if;
  if p_broker is not distinct from prop.broker_id then
    return;
  end if;
  update public.properties p set broker_id = p_broker where p.id = prop.id;
  perform private.notify(array[p_broker], 'anuncio_atribuido', 'Novo anúncio atribuído a você',
    pg_catalog.format('%s (#%s).', coalesce(nullif(prop.title, ''), 'Rascunho'), prop.id), '/imoveis');
end
$$;

-- 'Quero anunciar meu imóvel': a cliente becomes a proprietário; any other account is left as it is.
create function public.listing_become_owner() returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    perform private.listing_raise('42501', 'not_signed_in', 'Entre na sua conta para anunciar um imóvel.');
  end if;
  update public.profiles p set role = 'proprietario' where p.id = uid and p.role = 'cliente';
  if not found then
    perform private.listing_raise('P0001', 'role_change_refused', 'Sua conta já pode anunciar ou não pode mudar de tipo.');
  end if;
end
$$;

-- Photos -----------------------------------------------------------------------------------------------------

create function public.listing_photo_add(p_id bigint, p_path text, p_alt text default null) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties := private.listing_for_move(p_id);
  alt text := nullif(pg_catalog.btrim(p_alt), '');
  result bigint;
begin
  if p_path is null or p_path !~ ('^' || prop.id || '/[A-Za-z0-9][A-Za-z0-9_-]{0,79}\.(jpg|jpeg|png|webp)$') then
    perform private.listing_raise('22023', 'photo_path_invalid', 'O arquivo da foto não pertence a este anúncio.');
  end if;
  if alt is not null and (char_length(alt) > (private.listing_limits() ->> 'alt_max')::int or alt ~ '[\x01-\x1f\x7f]') then
    perform private.listing_raise('22023', 'alt_invalid', 'A descrição da foto aceita até 300 caracteres.');
  end if;
  if not exists (select 1 from storage.objects o where o.bucket_id = 'property-images' and o.name = p_path) then
    perform private.listing_raise('P0001', 'photo_not_uploaded', 'A foto não chegou ao servidor. Envie-a de novo.');
  end if;
  if exists (select 1 from public.property_images i where i.storage_path = p_path) then
    perform private.listing_raise('22023', 'photo_path_invalid', 'Esta foto já está no anúncio.');
  end if;
  if (select count(*) from public.property_images i where i.property_id = prop.id)
     >= (private.listing_limits() ->> 'photos_max')::int then
    perform private.listing_raise('P0001', 'photo_limit', 'Um anúncio tem no máximo 30 fotos.');
  end if;
  insert into public.property_images (property_id, storage_path, position, alt_text)
  values (prop.id, p_path,
          coalesce((select max(i.position) + 1 from public.property_images i where i.property_id = prop.id), 0), alt)
  returning id into result;
  return result;
end
$$;

-- The listing's photos in the given order (all of them, each once); the first is the cover.
create function public.listing_photo_order(p_id bigint, p_photo_ids bigint[]) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties := private.listing_for_move(p_id);
begin
  if p_photo_ids is null or pg_catalog.array_position(p_photo_ids, null) is not null
     or (select count(distinct x) from pg_catalog.unnest(p_photo_ids) as t (x)) <> pg_catalog.cardinality(p_photo_ids)
     or (select array_agg(i.id order by i.id) from public.property_images i where i.property_id = prop.id)
        is distinct from (select array_agg(x order by x) from pg_catalog.unnest(p_photo_ids) as t (x)) then
    perform private.listing_raise('22023', 'photo_order_invalid', 'A ordem enviada não corresponde às fotos do anúncio.');
  end if;
  update public.property_images i set position = (o.n - 1)::smallint
    from pg_catalog.unnest(p_photo_ids) with ordinality as o (id, n)
   where i.id = o.id and i.property_id = prop.id;
end
$$;

-- Removes the photo's row and returns its storage path (the caller removes the object).
create function public.listing_photo_remove(p_photo_id bigint) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  photo public.property_images;
  prop public.properties;
begin
  if (select auth.uid()) is null then
    perform private.listing_raise('42501', 'not_signed_in', 'Entre na sua conta para gerenciar seus anúncios.');
  end if;
  select * into photo from public.property_images i where i.id = p_photo_id;
  if not found then
    perform private.listing_raise('42501', 'photo_not_found', 'Foto não encontrada entre os seus anúncios.');
  end if;
  begin
    prop := private.listing_for_move(photo.property_id);
  exception when insufficient_privilege then
    perform private.listing_raise('42501', 'photo_not_found', 'Foto não encontrada entre os seus anúncios.');
  end;
  if prop.status = 'ativo' and (select count(*) from public.property_images i where i.property_id = prop.id) <= 1 then
    perform private.listing_raise('P0001', 'photo_required', 'Um anúncio publicado precisa de pelo menos uma foto.');
  end if;
  delete from public.property_images i where i.id = photo.id;
  return photo.storage_path;
end
$$;

revoke all on function public.listing_save(bigint, jsonb), public.listing_publish(bigint), public.listing_pause(bigint),
  public.listing_reactivate(bigint), public.listing_mark_closed(bigint, text), public.listing_renew(bigint),
  public.listing_delete(bigint), public.listing_assign_broker(bigint, uuid), public.listing_become_owner(),
  public.listing_photo_add(bigint, text, text), public.listing_photo_order(bigint, bigint[]),
  public.listing_photo_remove(bigint)
  from public, anon, authenticated;
grant execute on function public.listing_save(bigint, jsonb), public.listing_publish(bigint), public.listing_pause(bigint),
  public.listing_reactivate(bigint), public.listing_mark_closed(bigint, text), public.listing_renew(bigint),
  public.listing_delete(bigint), public.listing_assign_broker(bigint, uuid), public.listing_become_owner(),
  public.listing_photo_add(bigint, text, text), public.listing_photo_order(bigint, bigint[]),
  public.listing_photo_remove(bigint)
  to authenticated, service_role;

-- Storage: the property-images bucket --------------------------------------------------------------------
-- Reads through the API (list, authenticated download): seed photos, photos of public listings, and the
-- listing side's own. Writes: the listing side, under its listing's folder, while the listing is not
-- deleted, with an image name listing_photo_add accepts, and at most photo_objects_max objects per folder
-- (30 photos plus uploads in flight; the orphan cleanup job removes objects without a row). Deleting stays
-- open to the side after a delete, to clear the folder. (The bucket's public URL serves any object of it,
-- as Supabase's public buckets do: photo names are random, and the rows naming them are RLS-guarded.)

create function private.listing_folder(object_name text) returns bigint
language sql immutable set search_path = '' as $$
  select case when object_name ~ '^[0-9]{1,18}/[^/]+$' then pg_catalog.split_part(object_name, '/', 1)::bigint end
$$;

create function private.listing_photo_readable(object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select object_name like 'seed/%'
      or coalesce(private.is_public_property(private.listing_folder(object_name)), false)
      or coalesce(private.manages_property(private.listing_folder(object_name)), false)
$$;

create function private.listing_photo_writable(object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select object_name ~ '^[0-9]{1,18}/[A-Za-z0-9][A-Za-z0-9_-]{0,79}\.(jpg|jpeg|png|webp)$'
     and exists (
       select 1 from public.properties p
       where p.id = private.listing_folder(object_name) and p.deleted_at is null
         and (select auth.uid()) in (p.owner_id, p.agency_id, p.broker_id))
     and (select count(*) from storage.objects o
           where o.bucket_id = 'property-images'
             and o.name like private.listing_folder(object_name)::text || '/%')
         < (private.listing_limits() ->> 'photo_objects_max')::int
$$;

revoke all on function private.listing_folder(text), private.listing_photo_readable(text),
  private.listing_photo_writable(text) from public;
grant execute on function private.listing_folder(text), private.listing_photo_readable(text),
  private.listing_photo_writable(text) to anon, authenticated, service_role;

drop policy "Property images are public" on storage.objects;
drop policy "The listing side uploads property images" on storage.objects;
drop policy "The listing side updates property images" on storage.objects;
create policy "Property images of visible listings" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'property-images' and private.listing_photo_readable(name));
create policy "The listing side uploads property images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'property-images' and private.listing_photo_writable(name));
-- No overwrite: a photo is a new object (upsert would replace one another row may name).

comment on function public.listing_photo_add(bigint, text, text) is
  'api: called by the photo upload route after storing the object (issue #18, app/api/listings/[id]/photos)';

-- Issue #40: appliances, other items and condomínio features are stored as stable keys and shown from the
-- message catalogues in pt-BR, en and es (lib/location/amenities.ts). A key is the pt-BR label lower-cased,
-- without accents, every run of other characters an underscore ('Salão de festas' → salao_de_festas).
-- Known labels become keys on every write (this trigger: seeds, imports, older clients) and in today's rows
-- (the update below); anything else is kept exactly as typed and shown as stored.

create function private.amenity_key(value text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case when k = any (array[
      -- appliances
      'geladeira', 'fogao', 'micro_ondas', 'maquina_de_lavar', 'lava_loucas', 'ar_condicionado', 'forno_eletrico',
      'cooktop', 'coifa', 'aquecedor_a_gas', 'secadora', 'adega_climatizada',
      -- other items
      'armarios_planejados', 'armarios_na_cozinha', 'box_no_banheiro', 'piso_de_madeira', 'porcelanato', 'varanda',
      'varanda_gourmet', 'churrasqueira', 'closet', 'escritorio', 'area_de_servico', 'quintal', 'lareira', 'terraco',
      'janelas_antirruido', 'chuveiro_a_gas', 'deposito_privativo', 'jardim',
      -- condomínio features
      'portaria_24h', 'elevador', 'piscina', 'academia', 'salao_de_festas', 'playground', 'bicicletario',
      'quadra_poliesportiva', 'espaco_gourmet', 'lavanderia_coletiva', 'coworking', 'pet_place', 'sauna',
      'seguranca_24h', 'brinquedoteca', 'quadra_de_tenis'])
    then k else value end
  from (select pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(public.immutable_unaccent(value)),
          '[^a-z0-9]+', '_', 'g'), '_') as k) s
$$;
revoke all on function private.amenity_key(text) from public, anon, authenticated;

create function private.amenity_keys(items text[]) returns text[]
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(pg_catalog.array_agg(distinct_items.k order by distinct_items.first), '{}'::text[])
  from (
    select private.amenity_key(i.v) as k, min(i.n) as first
    from pg_catalog.unnest(items) with ordinality as i(v, n)
    group by 1
  ) distinct_items
$$;
revoke all on function private.amenity_keys(text[]) from public, anon, authenticated;

create function private.properties_amenity_keys() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.appliances := private.amenity_keys(new.appliances);
  new.other_items := private.amenity_keys(new.other_items);
  new.condo_features := private.amenity_keys(new.condo_features);
  return new;
end
$$;
revoke all on function private.properties_amenity_keys() from public, anon, authenticated;

create trigger properties_amenity_keys before insert or update of appliances, other_items, condo_features
  on public.properties for each row execute function private.properties_amenity_keys();

update public.properties
set appliances = private.amenity_keys(appliances),
    other_items = private.amenity_keys(other_items),
    condo_features = private.amenity_keys(condo_features)
where appliances is distinct from private.amenity_keys(appliances)
   or other_items is distinct from private.amenity_keys(other_items)
   or condo_features is distinct from private.amenity_keys(condo_features);

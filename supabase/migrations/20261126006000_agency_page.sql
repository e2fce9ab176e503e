-- The public page of an agency or a broker, /{slug}, and its owner's editing of it, /minha-pagina (issue #19).
--
--  * profiles gain the page's own fields: up to 5 cover photos (object names in the page-photos bucket), a
--    contact e-mail and a WhatsApp number. Nobody writes them (nor the slug, description and phone of the
--    page) but agency_page_update() / agency_page_set_photos(), which check the caller and every value.
--  * profile_slug_history: every slug a page had. The old address answers with a permanent redirect to the
--    new one (agency_page() returns {redirect}); nobody else may take it, its owner may take it back.
--  * agency_page(slug, filters): the whole page in one call — the profile's public fields, a page of its
--    public listings (12, active, unexpired, not deleted), the counts, the chips' facets, the heading's place
--    and the map's approximate points. Nothing private: no exact address or point, no owner, no account data.
--    A page whose owner turned user_settings.public_profile off is null for everybody else.
--  * page-photos bucket: public read of the objects by URL; only the page's owner writes its own folder
--    '<user id>/…' (the app's route sniffs the bytes and re-encodes them to WebP before storing them with the
--    owner's own token).

-- L-core's soft delete (issue #18) adds this column in its own migration; here only so the page can filter
-- on it whichever lands first.
alter table public.properties add column if not exists deleted_at timestamptz;

alter table public.profiles
  add column page_photos text[] not null default '{}'::text[]
    constraint profiles_page_photos_max check (cardinality(page_photos) <= 5),
  add column contact_email text
    constraint profiles_contact_email_check check (char_length(contact_email) <= 254 and contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  add column whatsapp text
    constraint profiles_whatsapp_check check (whatsapp ~ '^\(\d{2}\) 9\d{4}-\d{4}$');

comment on column public.profiles.page_photos is 'Cover photos of the public page /{slug}: object names in bucket page-photos, first shown first (agency_page_set_photos).';

-- Slug history --------------------------------------------------------------------------------------------

create table public.profile_slug_history (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 50),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  replaced_at timestamptz not null default now()
);
create index profile_slug_history_profile_idx on public.profile_slug_history (profile_id);

alter table public.profile_slug_history enable row level security;
revoke all on public.profile_slug_history from anon, authenticated;
grant select on public.profile_slug_history to authenticated;
grant all on public.profile_slug_history to service_role;
create policy "Page owners read their old addresses" on public.profile_slug_history
  for select to authenticated using ((select auth.uid()) = profile_id);

comment on table public.profile_slug_history is 'Former slugs of public pages: /{old} redirects (308) to the page''s current address.';

-- A slug that is or was another page's address is taken.
create function private.slug_taken(candidate text, self uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles p where p.slug = candidate and p.id is distinct from self)
      or exists (select 1 from public.profile_slug_history h where h.slug = candidate and h.profile_id is distinct from self)
$$;
revoke all on function private.slug_taken(text, uuid) from public;
grant execute on function private.slug_taken(text, uuid) to anon, authenticated, service_role;

-- The generated slug (sign-up, first real name) skips former addresses too.
create or replace function private.unique_slug(base text, self uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  root text := coalesce(nullif(public.slugify(base), ''), 'pagina');
  candidate text := root;
  n int := 1;
  suffix text;
begin
  loop
    exit when not public.is_reserved_slug(candidate) and not private.slug_taken(candidate, self);
    n := n + 1;
    suffix := '-' || n::text;
    candidate := pg_catalog.rtrim(pg_catalog.left(root, 50 - pg_catalog.length(suffix)), '-') || suffix;
  end loop;
  return candidate;
end
$$;

-- Runs after profiles_before_write (triggers fire by name), which has lower-cased the slug.
create function private.profiles_slug_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.slug is not null and (tg_op = 'INSERT' or new.slug is distinct from old.slug)
     and exists (select 1 from public.profile_slug_history h where h.slug = new.slug and h.profile_id <> new.id) then
    raise exception 'O endereço "%" já está em uso. Escolha outro.', new.slug using errcode = '23505', hint = 'slug_taken';
  end if;
  return new;
end
$$;
revoke all on function private.profiles_slug_guard() from public;
create trigger profiles_slug_guard before insert or update of slug on public.profiles
  for each row execute function private.profiles_slug_guard();

create function private.profiles_slug_history() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.slug is not null then
    delete from public.profile_slug_history h where h.slug = new.slug and h.profile_id = new.id;
  end if;
  if old.slug is not null then
    insert into public.profile_slug_history (slug, profile_id) values (old.slug, new.id)
    on conflict (slug) do update set profile_id = excluded.profile_id, replaced_at = pg_catalog.now();
  end if;
  return null;
end
$$;
revoke all on function private.profiles_slug_history() from public;
create trigger profiles_slug_history after update of slug on public.profiles
  for each row when (old.slug is distinct from new.slug) execute function private.profiles_slug_history();

-- Page photos bucket --------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('page-photos', 'page-photos', true, 5242880, array['image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Whether the signed-in user has a public page (agencies and brokers).
create function private.has_public_page() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role in ('corretor', 'imobiliaria'))
$$;
revoke all on function private.has_public_page() from public;
grant execute on function private.has_public_page() to authenticated, service_role;

-- The bucket is public (objects served by URL); listing it is for its folder's owner only.
create policy "Page owners see their page photo objects" on storage.objects
  for select to authenticated
  using (bucket_id = 'page-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Page owners upload page photos" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'page-photos' and (storage.foldername(name))[1] = (select auth.uid())::text
              and private.has_public_page());
create policy "Page owners update page photos" on storage.objects
  for update to authenticated
  using (bucket_id = 'page-photos' and (storage.foldername(name))[1] = (select auth.uid())::text and private.has_public_page())
  with check (bucket_id = 'page-photos' and (storage.foldername(name))[1] = (select auth.uid())::text and private.has_public_page());
create policy "Page owners delete page photos" on storage.objects
  for delete to authenticated
  using (bucket_id = 'page-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- The page ------------------------------------------------------------------------------------------------

-- Whether the page of `profile` is shown to people other than its owner (user_settings.public_profile,
-- true when the row is missing).
create function private.page_is_public(profile uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select s.public_profile from public.user_settings s where s.user_id = profile), true)
$$;
revoke all on function private.page_is_public(uuid) from public;
grant execute on function private.page_is_public(uuid) to anon, authenticated, service_role;

create function public.agency_page(p_slug text, p_filters jsonb default '{}'::jsonb) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  f jsonb := coalesce(p_filters, '{}'::jsonb);
  wanted text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_slug, '')));
  uid uuid := auth.uid();
  prof public.profiles%rowtype;
  is_owner boolean;
  moved text;
  tx public.transaction_type;
  ptype public.property_type;
  min_bed int;
  page int;
  per_page constant int := 12;
  total_all bigint;
  total bigint;
  facets jsonb;
  place jsonb;
  heading_tx text;
  listings jsonb;
  points jsonb;
begin
  if pg_catalog.jsonb_typeof(f) <> 'object' then
    raise exception 'Filtros inválidos.' using errcode = '22023', hint = 'invalid_filter';
  end if;
  if wanted !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or pg_catalog.length(wanted) > 50 or public.is_reserved_slug(wanted) then
    return null;
  end if;

  select p.* into prof from public.profiles p where p.slug = wanted and p.role in ('corretor', 'imobiliaria');
  if not found then
    -- A former address: the page's current one (when the page is still shown to this caller).
    select p.slug into moved
    from public.profile_slug_history h
    join public.profiles p on p.id = h.profile_id
    where h.slug = wanted and p.slug is not null and p.role in ('corretor', 'imobiliaria')
      and (p.id = uid or private.page_is_public(p.id));
    return case when moved is not null then pg_catalog.jsonb_build_object('redirect', moved) end;
  end if;

  is_owner := uid is not null and uid = prof.id;
  if not is_owner and not private.page_is_public(prof.id) then
    return null;
  end if;
  -- /Casa-Paulista or ' casa-paulista': the one canonical address.
  if p_slug is distinct from wanted then
    return pg_catalog.jsonb_build_object('redirect', wanted);
  end if;

  begin
    tx := nullif(f ->> 'transaction', '')::public.transaction_type;
    ptype := nullif(f ->> 'type', '')::public.property_type;
    min_bed := nullif(f ->> 'min_bedrooms', '')::int;
    page := coalesce(nullif(f ->> 'page', '')::int, 1);
  exception when invalid_text_representation or numeric_value_out_of_range then
    raise exception 'Filtros inválidos.' using errcode = '22023', hint = 'invalid_filter';
  end;
  if (min_bed is not null and min_bed not between 1 and 10) or page not between 1 and 1000 then
    raise exception 'Filtros inválidos.' using errcode = '22023', hint = 'invalid_filter';
  end if;

  -- One statement (read-only: PostgREST may run it in a read-only transaction).
  with found_rows as (
    select p.id, p.title, p.transaction, p.type, p.price, p.bedrooms, p.bathrooms, p.parking_spaces, p.area,
           p.neighborhood, p.city, p.state, p.approx_latitude as lat, p.approx_longitude as lng, p.featured,
           p.published_at,
           (tx is null or p.transaction = tx) and (ptype is null or p.type = ptype)
             and (min_bed is null or p.bedrooms >= min_bed) as matches
    from public.properties p
    where p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.deleted_at is null
      and (p.agency_id = prof.id or p.broker_id = prof.id)
  ),
  m as (select * from found_rows r where r.matches),
  hood as (select r.neighborhood, r.city, r.state, pg_catalog.count(*) as n from m r
           group by 1, 2, 3 order by 4 desc, 1, 2 limit 1),
  town as (select r.city, r.state, pg_catalog.count(*) as n from m r group by 1, 2 order by 3 desc, 1 limit 1),
  page_rows as (select * from m r order by r.featured desc, r.published_at desc nulls last, r.id desc
                limit per_page offset (page - 1) * per_page),
  point_rows as (select * from m r where r.lat is not null
                 order by r.featured desc, r.published_at desc nulls last, r.id desc limit 500)
  select
    (select pg_catalog.count(*) from found_rows),
    (select pg_catalog.count(*) from m),
    pg_catalog.jsonb_build_object(
      'transaction', coalesce((select pg_catalog.jsonb_object_agg(x.k, x.n) from (
        select r.transaction::text as k, pg_catalog.count(*) as n from found_rows r group by 1) x), '{}'::jsonb),
      'type', coalesce((select pg_catalog.jsonb_object_agg(x.k, x.n) from (
        select r.type::text as k, pg_catalog.count(*) as n from found_rows r group by 1) x), '{}'::jsonb)),
    -- The heading's place: the neighbourhood when more than half of the matches are there, else the city
    -- when at least half are in it, else none.
    (select case
       when h.n * 2 > (select pg_catalog.count(*) from m)
         then pg_catalog.jsonb_build_object('neighborhood', h.neighborhood, 'city', h.city, 'state', h.state)
       when t.n * 2 >= (select pg_catalog.count(*) from m)
         then pg_catalog.jsonb_build_object('city', t.city, 'state', t.state)
     end from hood h, town t),
    (select case when pg_catalog.count(distinct r.transaction) = 1 then pg_catalog.min(r.transaction::text) end from m r),
    (select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', r.id, 'title', r.title, 'transaction', r.transaction, 'type', r.type, 'price', r.price,
        'bedrooms', r.bedrooms, 'bathrooms', r.bathrooms, 'parking_spaces', r.parking_spaces, 'area', r.area,
        'neighborhood', r.neighborhood, 'city', r.city, 'state', r.state, 'featured', r.featured,
        'published_at', r.published_at,
        'cover_image', (select i.storage_path from public.property_images i where i.property_id = r.id
                        order by i.position, i.id limit 1))
        order by r.featured desc, r.published_at desc nulls last, r.id desc), '[]'::jsonb) from page_rows r),
    (select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', r.id, 'lat', r.lat, 'lng', r.lng, 'price', r.price, 'transaction', r.transaction, 'title', r.title)), '[]'::jsonb)
     from point_rows r)
  into total_all, total, facets, place, heading_tx, listings, points;

  return pg_catalog.jsonb_build_object(
    'profile', pg_catalog.jsonb_build_object(
      'id', prof.id, 'role', prof.role, 'name', prof.name, 'slug', prof.slug, 'description', prof.description,
      'avatar_url', prof.avatar_url, 'phone', prof.phone,
      'email', coalesce(prof.contact_email, prof.email),
      'whatsapp', coalesce(prof.whatsapp, case when pg_catalog.regexp_replace(coalesce(prof.phone, ''), '\D', '', 'g') ~ '^\d{2}9\d{8}$' then prof.phone end),
      'creci', prof.creci, 'website', prof.website,
      -- An agency's office is its business address; a broker shows only where they work.
      'address', case when prof.role = 'imobiliaria' then prof.address end,
      'address_number', case when prof.role = 'imobiliaria' then prof.address_number end,
      'neighborhood', case when prof.role = 'imobiliaria' then prof.neighborhood end,
      'city', case when prof.role = 'imobiliaria' then coalesce(prof.city, prof.main_city) else prof.operating_city end,
      'state', case when prof.role = 'imobiliaria' then prof.state end,
      'photos', pg_catalog.to_jsonb(prof.page_photos),
      'updated_at', prof.updated_at),
    'owner', case when is_owner then pg_catalog.jsonb_build_object(
      'contact_email', prof.contact_email, 'whatsapp', prof.whatsapp, 'public_profile', private.page_is_public(prof.id))
    end,
    'filters', pg_catalog.jsonb_build_object('transaction', tx, 'type', ptype, 'min_bedrooms', min_bed, 'page', page),
    'per_page', per_page,
    'total', total,
    'total_all', total_all,
    'facets', facets,
    'place', place,
    'heading_transaction', coalesce(tx::text, heading_tx),
    'listings', listings,
    'points', points
  );
end
$$;
revoke all on function public.agency_page(text, jsonb) from public, anon, authenticated;
grant execute on function public.agency_page(text, jsonb) to anon, authenticated, service_role;

-- The addresses of every page shown to the public (sitemap.xml).
create function public.public_page_slugs(max_rows integer default 50000)
returns table (slug text, role public.user_role, updated_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select p.slug, p.role, p.updated_at
  from public.profiles p
  where p.slug is not null and p.role in ('corretor', 'imobiliaria') and private.page_is_public(p.id)
  order by p.role desc, p.slug
  limit least(greatest(coalesce(max_rows, 50000), 1), 50000)
$$;
revoke all on function public.public_page_slugs(integer) from public, anon, authenticated;
grant execute on function public.public_page_slugs(integer) to anon, authenticated, service_role;

-- Editing ------------------------------------------------------------------------------------------------

-- The page owner's own profile row, or an exception (signed out, no page).
create function private.page_owner() returns public.profiles
language plpgsql stable security definer set search_path = '' as $$
declare
  prof public.profiles%rowtype;
begin
  if (select auth.uid()) is null then
    raise exception 'Entre na sua conta para editar sua página.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select p.* into prof from public.profiles p where p.id = (select auth.uid());
  if not found or prof.role not in ('corretor', 'imobiliaria') then
    raise exception 'Somente imobiliárias e corretores têm página pública.' using errcode = '42501', hint = 'not_page_owner';
  end if;
  return prof;
end
$$;
revoke all on function private.page_owner() from public;
grant execute on function private.page_owner() to authenticated, service_role;

-- Description, phone, contact e-mail, WhatsApp and address (slug) of the caller's page: only the keys
-- present change; an empty text clears an optional field. Returns the page's slug.
create function public.agency_page_update(p_data jsonb) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  prof public.profiles := private.page_owner();
  d jsonb := coalesce(p_data, '{}'::jsonb);
  v_description text := prof.description;
  v_phone text := prof.phone;
  v_email text := prof.contact_email;
  v_whatsapp text := prof.whatsapp;
  v_slug text := prof.slug;
  digits text;
  k text;
begin
  if pg_catalog.jsonb_typeof(d) <> 'object' then
    raise exception 'Dados inválidos.' using errcode = '22023', hint = 'invalid_data';
  end if;
  for k in select pg_catalog.jsonb_object_keys(d) loop
    if k not in ('description', 'phone', 'contact_email', 'whatsapp', 'slug') then
      raise exception 'Campo desconhecido: %.', k using errcode = '22023', hint = 'invalid_data';
    end if;
    if pg_catalog.jsonb_typeof(d -> k) not in ('string', 'null') then
      raise exception 'Dados inválidos.' using errcode = '22023', hint = 'invalid_data';
    end if;
  end loop;

  if d ? 'description' then
    v_description := nullif(pg_catalog.btrim(d ->> 'description'), '');
    if pg_catalog.char_length(v_description) > 2000 then
      raise exception 'A descrição pode ter até 2000 caracteres.' using errcode = '22023', hint = 'description_too_long';
    end if;
  end if;
  if d ? 'phone' then
    digits := pg_catalog.regexp_replace(coalesce(d ->> 'phone', ''), '\D', '', 'g');
    if digits = '' then
      v_phone := null;
    elsif digits ~ '^[1-9]{2}9\d{8}$' then
      v_phone := pg_catalog.format('(%s) %s-%s', pg_catalog.substr(digits, 1, 2), pg_catalog.substr(digits, 3, 5), pg_catalog.substr(digits, 8));
    elsif digits ~ '^[1-9]{2}[2-5]\d{7}$' then
      v_phone := pg_catalog.format('(%s) %s-%s', pg_catalog.substr(digits, 1, 2), pg_catalog.substr(digits, 3, 4), pg_catalog.substr(digits, 7));
    else
      raise exception 'Telefone inválido.' using errcode = '22023', hint = 'phone_invalid';
    end if;
  end if;
  if d ? 'whatsapp' then
    digits := pg_catalog.regexp_replace(coalesce(d ->> 'whatsapp', ''), '\D', '', 'g');
    if digits = '' then
      v_whatsapp := null;
    elsif digits ~ '^[1-9]{2}9\d{8}$' then
      v_whatsapp := pg_catalog.format('(%s) %s-%s', pg_catalog.substr(digits, 1, 2), pg_catalog.substr(digits, 3, 5), pg_catalog.substr(digits, 8));
    else
      raise exception 'WhatsApp inválido: informe um celular com DDD.' using errcode = '22023', hint = 'whatsapp_invalid';
    end if;
  end if;
  if d ? 'contact_email' then
    v_email := nullif(pg_catalog.lower(pg_catalog.btrim(d ->> 'contact_email')), '');
    if v_email is not null and (pg_catalog.char_length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
      raise exception 'E-mail inválido.' using errcode = '22023', hint = 'email_invalid';
    end if;
  end if;
  if d ? 'slug' then
    v_slug := pg_catalog.btrim(coalesce(d ->> 'slug', ''));
    if v_slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or pg_catalog.char_length(v_slug) not between 3 and 50 then
      raise exception 'Endereço inválido: use de 3 a 50 letras minúsculas, números e hífens.' using errcode = '22023', hint = 'slug_invalid';
    end if;
    if public.is_reserved_slug(v_slug) then
      raise exception 'O endereço "%" é reservado. Escolha outro.', v_slug using errcode = '22023', hint = 'slug_reserved';
    end if;
    if private.slug_taken(v_slug, prof.id) then
      raise exception 'O endereço "%" já está em uso. Escolha outro.', v_slug using errcode = '23505', hint = 'slug_taken';
    end if;
  end if;

  update public.profiles p
     set description = v_description, phone = v_phone, contact_email = v_email, whatsapp = v_whatsapp, slug = v_slug
   where p.id = prof.id;
  return v_slug;
end
$$;
revoke all on function public.agency_page_update(jsonb) from public, anon, authenticated;
grant execute on function public.agency_page_update(jsonb) to authenticated, service_role;

-- The page's cover photos, in order (first shown first): object names of the caller's own folder in the
-- page-photos bucket that exist. Returns them.
create function public.agency_page_set_photos(p_paths text[]) returns text[]
language plpgsql volatile security definer set search_path = '' as $$
declare
  prof public.profiles := private.page_owner();
  paths text[] := coalesce(p_paths, '{}'::text[]);
  photo text;
begin
  if pg_catalog.cardinality(paths) > 5 then
    raise exception 'A página pode ter até 5 fotos de capa.' using errcode = '22023', hint = 'too_many_photos';
  end if;
  if (select pg_catalog.count(distinct x) from pg_catalog.unnest(paths) x) <> pg_catalog.cardinality(paths) then
    raise exception 'Foto repetida.' using errcode = '22023', hint = 'photo_invalid';
  end if;
  foreach photo in array paths loop
    if photo is null or photo !~ ('^' || prof.id::text || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$') then
      raise exception 'Foto inválida.' using errcode = '22023', hint = 'photo_invalid';
    end if;
    if not exists (select 1 from storage.objects o where o.bucket_id = 'page-photos' and o.name = photo) then
      raise exception 'Foto não encontrada.' using errcode = '22023', hint = 'photo_missing';
    end if;
  end loop;
  update public.profiles p set page_photos = paths where p.id = prof.id;
  return paths;
end
$$;
revoke all on function public.agency_page_set_photos(text[]) from public, anon, authenticated;
grant execute on function public.agency_page_set_photos(text[]) to authenticated, service_role;

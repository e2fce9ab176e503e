-- Issue #24: 'Visibilidade do contato' (user_settings.show_contact, off by default as the spec's settings)
-- takes effect, decided here once for every reader:
--   * the public page /{slug} (agency_page): phone, e-mail and WhatsApp are null for everybody but the page's
--     owner unless the owner shows their contact ('owner' gains show_contact, so /minha-pagina can say why);
--   * a listing's contact (property_contact): the phone of whoever answers for the listing — broker, agency
--     or owner — only when that person shows their contact; a private owner's, as before, only to signed-in
--     visitors. The person themselves always sees their own.
-- 'Perfil público' off already makes agency_page null for everybody else (20261126006000): the page is a 404.

-- Whether `profile` shows their phone and e-mail to others (a missing settings row: the default, off).
create function private.shows_contact(profile uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select s.show_contact from public.user_settings s where s.user_id = profile), false)
$$;
revoke all on function private.shows_contact(uuid) from public, anon, authenticated;
grant execute on function private.shows_contact(uuid) to anon, authenticated, service_role;

create or replace function public.property_contact(property_id bigint)
returns table (
  id uuid, role public.user_role, name text, phone text, phone_after_sign_in boolean,
  avatar_url text, slug text, creci text
)
language sql stable security definer set search_path = '' as $$
  select c.id,
         case when c.role = 'cliente' then 'proprietario'::public.user_role else c.role end,
         c.name,
         case when (select auth.uid()) = c.id then nullif(c.phone, '')
              when not coalesce(s.show_contact, false) then null
              when c.role in ('corretor', 'imobiliaria') then nullif(c.phone, '')
              when (select auth.uid()) is not null then nullif(c.phone, '')
         end,
         c.role not in ('corretor', 'imobiliaria') and (select auth.uid()) is null
           and coalesce(s.show_contact, false) and coalesce(c.phone, '') <> '',
         c.avatar_url, c.slug, c.creci
  from public.properties p
  join public.profiles c on c.id = coalesce(p.broker_id, p.agency_id, p.owner_id)
  left join public.user_settings s on s.user_id = c.id
  where p.id = property_contact.property_id
    and ((p.status = 'ativo' and p.expires_at > pg_catalog.now()) or private.manages_property(p.id))
$$;
revoke all on function public.property_contact(bigint) from public, anon, authenticated;
grant execute on function public.property_contact(bigint) to anon, authenticated, service_role;

create or replace function public.agency_page(p_slug text, p_filters jsonb default '{}'::jsonb) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  f jsonb := coalesce(p_filters, '{}'::jsonb);
  wanted text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_slug, '')));
  uid uuid := auth.uid();
  prof public.profiles%rowtype;
  is_owner boolean;
  shows boolean;
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
  shows := is_owner or private.shows_contact(prof.id);
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
      'avatar_url', prof.avatar_url,
      -- Phone, e-mail and WhatsApp only when the page's owner shows their contact (or to the owner).
      'phone', case when shows then prof.phone end,
      'email', case when shows then coalesce(prof.contact_email, prof.email) end,
      'whatsapp', case when shows then coalesce(prof.whatsapp, case when pg_catalog.regexp_replace(coalesce(prof.phone, ''), '\D', '', 'g') ~ '^\d{2}9\d{8}$' then prof.phone end) end,
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
      'contact_email', prof.contact_email, 'whatsapp', prof.whatsapp, 'public_profile', private.page_is_public(prof.id),
      'show_contact', private.shows_contact(prof.id))
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

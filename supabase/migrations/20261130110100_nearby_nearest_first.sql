-- Issue #22 (bench:search): nearby_properties (the /imoveis-proximos pages) read every listing of its radius
-- (25 km around São Paulo: tens of thousands at 100 000 listings), computed each one's distance and sorted
-- them all for the first 60: 0.5–1.7 s. Now nearest first from the GiST index properties_location_idx:
--  1. the first max_rows listings of the radius in the index's distance order (`<->`, plane distance in
--     degrees: an ordered index walk that stops after max_rows matches), and the greatest great-circle
--     distance among them, `reach`;
--  2. the answer is among the listings within `reach` (there are at least max_rows of them): those of the
--     box around the origin that holds every point within `reach` (latitude: reach / 111 195 m a degree;
--     longitude: over the cosine of the box's farthest latitude, with a 2% margin for the great circle), in
--     the same order and with the same distance as before.
-- Same signature, rows, order (distance, then id) and distance_m as 20261125002000's definition; the
-- radius' box and the distance formula are unchanged, so is what counts as within the radius.
create or replace function public.nearby_properties(
  lat double precision, lng double precision, radius_km double precision default 10,
  agency_slug text default null, max_rows integer default 50)
returns table (
  id bigint, title text, transaction public.transaction_type, type public.property_type, price integer,
  bedrooms smallint, bathrooms smallint, parking_spaces smallint, area integer, street text, neighborhood text,
  city text, state text, latitude double precision, longitude double precision, featured boolean,
  cover_image text, distance_m integer
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  o_lat float8 := nearby_properties.lat;
  o_lng float8 := nearby_properties.lng;
  r float8 := least(greatest(coalesce(nearby_properties.radius_km, 10), 0.1), 500);
  n int := least(greatest(coalesce(nearby_properties.max_rows, 50), 1), 200);
  agency uuid;
  dlat float8;
  dlng float8;
  reach float8;
  rlat float8;
  rlng float8;
begin
  if o_lat is null or o_lng is null or o_lat not between -90 and 90 or o_lng not between -180 and 180 then
    return;
  end if;
  if nearby_properties.agency_slug is not null then
    select a.id into agency from public.profiles a
     where a.slug = pg_catalog.lower(nearby_properties.agency_slug) and a.role in ('imobiliaria', 'corretor');
    if agency is null then
      return;
    end if;
  end if;
  dlat := r / 111.195;
  dlng := r / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians(o_lat)), 0.01));

  select max(k.d) into reach
  from (
    select (2 * 6371000 * pg_catalog.asin(pg_catalog.sqrt(
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_latitude - o_lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(o_lat)) * pg_catalog.cos(pg_catalog.radians(p.approx_latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_longitude - o_lng) / 2), 2)))) as d
    from public.properties p
    where p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.approx_latitude is not null
      and point(p.approx_longitude, p.approx_latitude) <@ box(point(o_lng - dlng, o_lat - dlat), point(o_lng + dlng, o_lat + dlat))
      and (agency is null or p.agency_id = agency or p.broker_id = agency)
      and (2 * 6371000 * pg_catalog.asin(pg_catalog.sqrt(
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_latitude - o_lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(o_lat)) * pg_catalog.cos(pg_catalog.radians(p.approx_latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_longitude - o_lng) / 2), 2)))) <= r * 1000
    order by point(p.approx_longitude, p.approx_latitude) <-> point(o_lng, o_lat)
    limit n
  ) k;
  if reach is null then
    return;
  end if;
  rlat := reach / 111194.9 * 1.001 + 1e-9;
  rlng := reach / (111194.9 * greatest(pg_catalog.cos(pg_catalog.radians(least(abs(o_lat) + rlat, 89.99))), 0.0001)) * 1.02 + 1e-9;

  return query
  select c.id, c.title, c.transaction, c.type, c.price, c.bedrooms, c.bathrooms, c.parking_spaces, c.area,
         c.street, c.neighborhood, c.city, c.state, c.approx_latitude, c.approx_longitude, c.featured,
         (select i.storage_path from public.property_images i where i.property_id = c.id
           order by i.position, i.id limit 1),
         pg_catalog.round(c.d)::int
  from (
    select p.*, (2 * 6371000 * pg_catalog.asin(pg_catalog.sqrt(
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_latitude - o_lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(o_lat)) * pg_catalog.cos(pg_catalog.radians(p.approx_latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_longitude - o_lng) / 2), 2)))) as d
    from public.properties p
    where p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.approx_latitude is not null
      and point(p.approx_longitude, p.approx_latitude) <@ box(point(o_lng - dlng, o_lat - dlat), point(o_lng + dlng, o_lat + dlat))
      and point(p.approx_longitude, p.approx_latitude) <@ box(point(o_lng - rlng, o_lat - rlat), point(o_lng + rlng, o_lat + rlat))
      and (agency is null or p.agency_id = agency or p.broker_id = agency)
  ) c
  where c.d <= r * 1000 and c.d <= reach
  order by c.d, c.id
  limit n;
end
$$;

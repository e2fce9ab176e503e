-- Issue #22 (bench:search): nearby_properties as 20261130110100 (nearest first from the GiST index; same
-- signature, rows, order and distance_m as 20261125002000's definition), measured at 100 000 listings:
--  * the bound `reach` is now the max_rows-th smallest great-circle distance among the first 2 × max_rows of
--    the index's plane order (degrees of longitude are shorter than those of latitude, so the plane order's
--    max_rows-th was up to ~2.5 times farther than needed: the second box held ~1 300 listings for 60);
--  * the second step reads ids and distances from the covering index alone (no row until the page's), then
--    the page's rows;
--  * an agency's page tests the agency as a plain filter (coalesce(…), not an index condition): the planner
--    had read the agency's every listing through its own index (36 000 at 100k) and sorted them all.
create or replace function public.nearby_properties(
  lat double precision, lng double precision, radius_km double precision default 10,
  agency_slug text default null, max_rows integer default 50)
returns table (
  id bigint, title text, transaction public.transaction_type, type public.property_type, price integer,
  bedrooms smallint, bathrooms smallint, parking_spaces smallint, area integer, street text, neighborhood text,
  city text, state text, latitude double precision, longitude double precision, featured boolean,
  cover_image text, distance_m integer
)
language plpgsql stable security definer set search_path = '' set enable_bitmapscan = off as $$
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

  -- 1. The first 2 × max_rows of the radius in the index's (plane) order; reach = the max_rows-th smallest
  --    great-circle distance among them (at least max_rows listings lie within it).
  select max(k.d) into reach
  from (
    select w.d from (
      select (2 * 6371000 * pg_catalog.asin(pg_catalog.sqrt(
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_latitude - o_lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(o_lat)) * pg_catalog.cos(pg_catalog.radians(p.approx_latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_longitude - o_lng) / 2), 2)))) as d
      from public.properties p
      where p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.approx_latitude is not null
        and point(p.approx_longitude, p.approx_latitude) <@ box(point(o_lng - dlng, o_lat - dlat), point(o_lng + dlng, o_lat + dlat))
        and (agency is null or coalesce(p.agency_id = agency, false) or coalesce(p.broker_id = agency, false))
        and (2 * 6371000 * pg_catalog.asin(pg_catalog.sqrt(
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_latitude - o_lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(o_lat)) * pg_catalog.cos(pg_catalog.radians(p.approx_latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_longitude - o_lng) / 2), 2)))) <= r * 1000
      order by point(p.approx_longitude, p.approx_latitude) <-> point(o_lng, o_lat)
      limit 2 * n
    ) w
    order by w.d
    limit n
  ) k;
  if reach is null then
    return;
  end if;
  rlat := reach / 111194.9 * 1.001 + 1e-9;
  rlng := reach / (111194.9 * greatest(pg_catalog.cos(pg_catalog.radians(least(abs(o_lat) + rlat, 89.99))), 0.0001)) * 1.02 + 1e-9;

  -- 2. The page among the listings within reach: ids and distances from the index alone, then the rows.
  return query
  select c.id, c.title, c.transaction, c.type, c.price, c.bedrooms, c.bathrooms, c.parking_spaces, c.area,
         c.street, c.neighborhood, c.city, c.state, c.approx_latitude, c.approx_longitude, c.featured,
         (select i.storage_path from public.property_images i where i.property_id = c.id
           order by i.position, i.id limit 1),
         pg_catalog.round(near.d)::int
  from (
    select w.id, w.d from (
      select p.id, (2 * 6371000 * pg_catalog.asin(pg_catalog.sqrt(
             pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_latitude - o_lat) / 2), 2)
             + pg_catalog.cos(pg_catalog.radians(o_lat)) * pg_catalog.cos(pg_catalog.radians(p.approx_latitude))
               * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p.approx_longitude - o_lng) / 2), 2)))) as d
      from public.properties p
      where p.status = 'ativo' and p.expires_at > pg_catalog.now() and p.approx_latitude is not null
        and point(p.approx_longitude, p.approx_latitude) <@ box(point(o_lng - dlng, o_lat - dlat), point(o_lng + dlng, o_lat + dlat))
        and point(p.approx_longitude, p.approx_latitude) <@ box(point(o_lng - rlng, o_lat - rlat), point(o_lng + rlng, o_lat + rlat))
        and (agency is null or coalesce(p.agency_id = agency, false) or coalesce(p.broker_id = agency, false))
    ) w
    where w.d <= r * 1000 and w.d <= reach
    order by w.d, w.id
    limit n
  ) near
  join public.properties c on c.id = near.id
  order by near.d, near.id;
end
$$;

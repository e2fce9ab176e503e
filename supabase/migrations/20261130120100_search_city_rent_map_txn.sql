-- Issue #35, measured at 1M listings (docs/search-performance.md):
--  * A city's rentals by 'valor total' (aluguel + condomínio + IPTU): the capped count and the few-matches page
--    of 'aluguel em Curitiba até R$ 3.500 no total, pets, 2 banheiros' each read all of Curitiba's rentals in the
--    city index (45 818 entries at 1M for 127 matches): the total was only a filter there. This index holds a
--    city's rentals in total-amount order, so the range is an index condition (9 915 entries).
--  * A dense map box with a transação and rare other filters (São Paulo, aluguel, total <= R$ 3.000, pets) walks
--    the map's order index until it meets max_rows matches: 153 000 entries at 1M, half of them sales. The same
--    order within one transação halves the walk (properties_in_bbox's walk names the transação as a literal).
create index properties_public_city_rent_total_idx on public.properties
  (city_key, (price + coalesce(condo_fee, 0) + coalesce(iptu, 0)), id)
  include (type, price, condo_fee, iptu, bedrooms, bathrooms, parking_spaces, area, furnished, pets_allowed, objective,
           state, neighborhood_key, street_key, condo_features, approx_latitude, approx_longitude, expires_at,
           published_at, featured, premium)
  where status = 'ativo' and transaction = 'aluguel';

create index properties_public_map_txn_order_idx on public.properties (transaction, featured desc, published_at desc, id desc)
  include (approx_latitude, approx_longitude, type, price, bedrooms, bathrooms, parking_spaces, area,
           condo_fee, iptu, furnished, pets_allowed, objective, state, city_key, condo_features, expires_at)
  where status = 'ativo' and approx_latitude is not null;

-- Statistics for the new expression index (the planner compares it with the city index).
analyze public.properties;

/**
 * The large profile (`SEED_SIZE=100000 npm run seed`): on top of the regular seed, `count` more active
 * listings generated inside Postgres with generate_series, so the SQL file stays small whatever the
 * size. Each row draws its numbers from md5(row number), so the data is the same on every load. The
 * listings follow the same rules as the regular seed (neighbourhood centres and jitter, price levels,
 * fee rules), with shorter template texts and 5 photos each from the same pool.
 */
import { allocate, AGENCIES, FIRST_PROPERTY_ID, LISTING_DAYS, MAX_ACTIVE_AGE_DAYS, type SeedDataset } from './build.ts';
import { RENT_MAX, RENT_MIN, SALE_MAX, SALE_MIN } from './listings.ts';
import { cityOf, MAX_JITTER_M, NEIGHBOURHOODS } from './places.ts';
import { insert, literal, SEED_IMAGE_PREFIX, textArray, type SqlValue } from './sql.ts';

const UNIT_STYLES = new Set(['predio', 'baixo']);

export function renderBulkListings(ds: SeedDataset, count: number): string {
  if (count <= 0) return '';
  const firstId = FIRST_PROPERTY_ID + ds.properties.length;
  const users = new Map(ds.users.map((u) => [u.id, u]));
  const agencyOfCity = (cityKey: string) => AGENCIES.find((a) => a.cities.includes(cityKey))!;

  // One row per neighbourhood, with who may list there.
  const hoodRows: SqlValue[][] = NEIGHBOURHOODS.map((h, idx) => {
    const city = cityOf(h);
    const agency = ds.users.find((u) => u.role === 'imobiliaria' && u.profile.slug === agencyOfCity(city.key).slug)!;
    const brokers = ds.users.filter((u) => u.agencyId === agency.id && u.profile.broker_status === 'ativo').map((u) => u.id);
    const owners = [...new Set(ds.properties.filter((p) => p.listing.city.key === city.key && users.get(p.ownerId)?.role === 'proprietario').map((p) => p.ownerId))];
    return [
      idx, h.name, h.prep, city.name, city.state, h.lat, h.lng, h.factor, h.cep, city.sale, city.rent, city.houses,
      agency.id, textArray(brokers), textArray(owners.length ? owners : [agency.id]), textArray(h.streets), textArray(h.facts),
    ];
  });
  // 1000 slots shared out like the regular seed, so cities keep their proportions.
  const slots: number[] = [];
  allocate(1000).forEach(({ count: n }, idx) => {
    for (let k = 0; k < n; k++) slots.push(idx);
  });

  const photoRows: SqlValue[][] = [];
  const byKind = new Map<string, number>();
  for (const img of ds.images) {
    const kind = img.kind === 'fachada' ? (UNIT_STYLES.has(img.style ?? '') ? 'fu' : 'fh') : img.kind;
    const n = byKind.get(kind) ?? 0;
    byKind.set(kind, n + 1);
    photoRows.push([kind, n, img.name, img.alt]);
  }

  const u = (k: number) => {
    const src = ['a', 'b', 'c', 'd'][Math.floor(k / 4)];
    return `(('x' || substr(h.${src}, ${(k % 4) * 8 + 1}, 8))::bit(32)::bigint::float8 / 4294967296.0::float8)`;
  };
  const draws = Array.from({ length: 16 }, (_, k) => `${u(k)} as u${k + 1}`).join(',\n    ');
  const mPerDegLat = 111320;

  return `
-- Bulk listings for the benchmarks: ${count} more active listings ----------------------------------------
create temporary table seed_hoods (
  idx int primary key, name text, prep text, city text, state text, lat float8, lng float8, factor float8, cep text,
  sale float8, rent float8, houses float8, agency_id uuid, brokers text[], owners text[], streets text[], facts text[]
) on commit drop;
${insert('seed_hoods', ['idx', 'name', 'prep', 'city', 'state', 'lat', 'lng', 'factor', 'cep', 'sale', 'rent', 'houses', 'agency_id', 'brokers', 'owners', 'streets', 'facts'], hoodRows, 100)}
create temporary table seed_photos (kind text, n int, name text, alt text, primary key (kind, n)) on commit drop;
${insert('seed_photos', ['kind', 'n', 'name', 'alt'], photoRows, 200)}
create temporary table seed_photo_counts on commit drop as select kind, count(*)::int as total from seed_photos group by kind;

-- The rows are consistent by construction (brokers belong to the listing's agency): skip the per-row check.
alter table public.properties disable trigger properties_before_write;
insert into public.properties (id, owner_id, agency_id, broker_id, transaction, objective, type, title, description,
  price, condo_fee, iptu, bedrooms, bathrooms, parking_spaces, area, furnished, pets_allowed, appliances, other_items,
  condo_features, street, street_number, complement, neighborhood, city, state, zip_code, latitude, longitude, status,
  featured, premium, published_at, expires_at, view_count, created_at, updated_at)
select
  ${firstId - 1} + g.i, o.owner_id, o.agency_id, o.broker_id, t.transaction, 'residencial', t.type::public.property_type,
  left(tx.title, 150), tx.description, pr.price, pr.condo_fee, pr.iptu, s.bedrooms, s.bathrooms, s.parking, s.area,
  t.furnished, t.pets, t.appliances, t.other_items, t.condo_features,
  hd.streets[1 + floor(r.u13 * array_length(hd.streets, 1))::int], (10 + floor(r.u14 * 2390))::int::text,
  case when t.unit then 'Apto ' || (1 + floor(r.u15 * 20))::int || (1 + floor(r.u16 * 8))::int end,
  hd.name, hd.city, hd.state, hd.cep || '-' || lpad(floor(r.u12 * 1000)::int::text, 3, '0'),
  round((hd.lat + ${MAX_JITTER_M * 0.98} * sqrt(r.u10) * cos(2 * pi() * r.u11) / ${mPerDegLat})::numeric, 6)::float8,
  round((hd.lng + ${MAX_JITTER_M * 0.98} * sqrt(r.u10) * sin(2 * pi() * r.u11) / (${mPerDegLat} * cos(radians(hd.lat))))::numeric, 6)::float8,
  'ativo', r.u16 < 0.05, o.agency_id is not null and r.u15 < 0.1,
  now() - make_interval(mins => floor(r.u9 * ${MAX_ACTIVE_AGE_DAYS * 24 * 60})::int),
  now() - make_interval(mins => floor(r.u9 * ${MAX_ACTIVE_AGE_DAYS * 24 * 60})::int) + interval '${LISTING_DAYS} days',
  floor(r.u12 * 900)::int,
  now() - make_interval(mins => floor(r.u9 * ${MAX_ACTIVE_AGE_DAYS * 24 * 60})::int),
  now() - make_interval(mins => floor(r.u9 * r.u8 * ${MAX_ACTIVE_AGE_DAYS * 24 * 60})::int)
from generate_series(1, ${count}) as g(i)
cross join lateral (
  select ${draws}
  from (select md5(g.i || ':a') as a, md5(g.i || ':b') as b, md5(g.i || ':c') as c, md5(g.i || ':d') as d) h
  offset 0
) r
join seed_hoods hd on hd.idx = (${literal(`{${slots.join(',')}}`)}::int[])[1 + floor(r.u1 * ${slots.length})::int]
cross join lateral (
  select x.*, x.type in ('apartamento', 'kitnet_studio', 'cobertura') as unit,
    case when x.transaction = 'aluguel' then r.u5 < 0.3 else r.u5 < 0.05 end as furnished,
    r.u6 < 0.65 as pets,
    case when r.u5 < 0.3 and x.transaction = 'aluguel' then array['Geladeira', 'Fogão', 'Micro-ondas', 'Máquina de lavar']
         when r.u7 < 0.4 then array['Cooktop', 'Ar-condicionado'] else '{}'::text[] end as appliances,
    case when x.type in ('apartamento', 'kitnet_studio', 'cobertura') then
           case floor(r.u7 * 3)::int
             when 0 then array['Armários planejados', 'Box no banheiro', 'Porcelanato', 'Varanda gourmet', 'Área de serviço']
             when 1 then array['Armários na cozinha', 'Box no banheiro', 'Piso de madeira', 'Varanda', 'Área de serviço']
             else array['Armários planejados', 'Box no banheiro', 'Piso de madeira', 'Área de serviço', 'Chuveiro a gás'] end
         else
           case floor(r.u7 * 2)::int
             when 0 then array['Armários planejados', 'Box no banheiro', 'Porcelanato', 'Churrasqueira', 'Quintal']
             else array['Armários na cozinha', 'Box no banheiro', 'Piso de madeira', 'Área de serviço', 'Jardim'] end
    end as other_items,
    case when x.type in ('apartamento', 'kitnet_studio', 'cobertura') then
           case floor(r.u8 * 3)::int
             when 0 then array['Portaria 24h', 'Elevador', 'Piscina', 'Academia', 'Salão de festas']
             when 1 then array['Portaria 24h', 'Elevador', 'Playground', 'Bicicletário', 'Pet place']
             else array['Elevador', 'Churrasqueira', 'Lavanderia coletiva', 'Coworking', 'Salão de festas'] end
         when x.type = 'casa_condominio' then array['Portaria 24h', 'Segurança 24h', 'Piscina', 'Playground', 'Quadra poliesportiva']
         else '{}'::text[] end as condo_features
  from (select
    case when r.u2 < 0.55 then 'aluguel' else 'venda' end::public.transaction_type as transaction,
    case when r.u3 >= hd.houses then
           case when r.u4 < 0.74 then 'apartamento' when r.u4 < 0.9 then 'kitnet_studio' else 'cobertura' end
         else
           case when r.u4 < 0.42 then 'casa' when r.u4 < 0.68 then 'sobrado' when r.u4 < 0.91 then 'casa_condominio' else 'assobradado' end
    end as type) x
  offset 0
) t
cross join lateral (
  select b.bedrooms,
    case when t.type in ('kitnet_studio') then 1 else 1 + floor(r.u6 * b.bedrooms)::int end as bathrooms,
    case when t.type = 'kitnet_studio' then (r.u7 < 0.3)::int else 1 + floor(r.u7 * least(3, b.bedrooms))::int end as parking,
    round(case t.type
      when 'kitnet_studio' then 22 + 23 * r.u5
      when 'apartamento' then (28 + b.bedrooms * 22) * (0.85 + 0.4 * r.u5)
      when 'cobertura' then (70 + b.bedrooms * 45) * (0.9 + 0.5 * r.u5)
      when 'sobrado' then (50 + b.bedrooms * 38) * (0.85 + 0.55 * r.u5)
      when 'casa_condominio' then (60 + b.bedrooms * 45) * (0.9 + 0.7 * r.u5)
      else (40 + b.bedrooms * 35) * (0.85 + 0.65 * r.u5) end)::int as area
  from (select case t.type
    when 'kitnet_studio' then 1
    when 'apartamento' then 1 + floor(r.u8 * 4)::int
    when 'casa_condominio' then 3 + floor(r.u8 * 3)::int
    else 2 + floor(r.u8 * 3)::int end as bedrooms) b
  offset 0
) s
cross join lateral (
  select
    case when t.transaction = 'aluguel'
      then least(${RENT_MAX}, greatest(${RENT_MIN}, round(${RENT_MAX} * tanh(m.rent_m2 * s.area / ${RENT_MAX}) / 50) * 50))::int
      else least(${SALE_MAX}, greatest(${SALE_MIN}, round(${SALE_MAX} * tanh(m.sale_m2 * s.area / ${SALE_MAX}) / 5000) * 5000))::int end as price,
    case when t.unit then greatest(250, round((7 + 5 * r.u9) * hd.sale / 10000 * sqrt(hd.factor) * s.area / 10) * 10)::int
         when t.type = 'casa_condominio' then (round((350 + 750 * r.u9) * sqrt(hd.factor) / 10) * 10)::int end as condo_fee,
    (round(m.value * (0.003 + 0.003 * r.u10) / 12 / 5) * 5)::int as iptu
  from (select
    hd.sale * hd.factor * k.mult * power(s.area / 70.0, -0.12) * (0.88 + 0.26 * r.u11) as sale_m2,
    hd.rent * hd.factor * k.mult * power(s.area / 70.0, -0.12) * (0.88 + 0.26 * r.u11) as rent_m2,
    hd.sale * hd.factor * k.mult * power(s.area / 70.0, -0.12) * s.area as value
    from (select case t.type when 'kitnet_studio' then 1.15 when 'cobertura' then 1.2 when 'casa' then 0.85
      when 'sobrado' then 0.9 when 'assobradado' then 0.85 when 'casa_condominio' then 1.05 else 1 end as mult) k) m
  offset 0
) pr
cross join lateral (
  select
    case when r.u14 < 0.8 then hd.agency_id else hd.owners[1 + floor(r.u15 * array_length(hd.owners, 1))::int]::uuid end as owner_id,
    case when r.u14 < 0.8 then hd.agency_id end as agency_id,
    case when r.u14 < 0.8 and array_length(hd.brokers, 1) > 0
         then hd.brokers[1 + floor(r.u16 * array_length(hd.brokers, 1))::int]::uuid end as broker_id
) o
cross join lateral (
  select
    n.noun || case when r.u12 < 0.33 then ' com ' || s.bedrooms || case when s.bedrooms = 1 then ' quarto ' else ' quartos ' end
                   when r.u12 < 0.66 then ' de ' || s.area || ' m² '
                   else case when t.furnished then n.furnished_word else n.adjective end || ' ' end
      || hd.prep || ' ' || hd.name as title,
    n.noun || ' de ' || s.area || ' m² ' || hd.prep || ' ' || hd.name || ', ' || hd.city || ', com '
      || s.bedrooms || case when s.bedrooms = 1 then ' quarto, ' else ' quartos, ' end
      || s.bathrooms || case when s.bathrooms = 1 then ' banheiro e ' else ' banheiros e ' end
      || case when s.parking = 0 then 'sem vaga de garagem.' when s.parking = 1 then '1 vaga de garagem.' else s.parking || ' vagas de garagem.' end
      || E'\\n\\nLocalização privilegiada: ' || hd.facts[1 + floor(r.u13 * array_length(hd.facts, 1))::int] || '.'
      || case when cardinality(t.condo_features) > 0 then E'\\n\\nO condomínio oferece ' || lower(array_to_string(t.condo_features[1:2], ', ') || ' e ' || t.condo_features[3]) || '.' else '' end
      || case when t.transaction = 'aluguel' then E'\\n\\nDisponível para mudança imediata.' else E'\\n\\nDocumentação em dia; aceita financiamento.' end
      as description
  from (select
    case t.type when 'apartamento' then 'Apartamento' when 'kitnet_studio' then 'Studio' when 'cobertura' then 'Cobertura'
      when 'casa' then 'Casa' when 'sobrado' then 'Sobrado' when 'assobradado' then 'Casa assobradada'
      else 'Casa em condomínio fechado' end as noun,
    case when t.type in ('apartamento', 'kitnet_studio', 'sobrado') then 'mobiliado' else 'mobiliada' end as furnished_word,
    case when t.type in ('apartamento', 'kitnet_studio', 'sobrado') then 'reformado' else 'reformada' end as adjective) n
) tx;

alter table public.properties enable trigger properties_before_write;

insert into public.property_images (property_id, storage_path, position, alt_text, created_at)
select p.id, '${SEED_IMAGE_PREFIX}' || ph.name, k.pos, ph.alt, p.published_at
from public.properties p
cross join lateral (values
  (0, case when p.type in ('apartamento', 'kitnet_studio', 'cobertura') then 'fu' else 'fh' end),
  (1, 'sala'), (2, 'cozinha'), (3, 'quarto'), (4, 'banheiro')) as k(pos, kind)
join seed_photo_counts c on c.kind = k.kind
join seed_photos ph on ph.kind = k.kind
  and ph.n = (('x' || substr(md5(p.id || ':' || k.pos), 1, 8))::bit(32)::bigint % c.total)::int
where p.id >= ${firstId};

select setval(pg_get_serial_sequence('public.properties', 'id'), (select max(id) from public.properties));
analyze public.properties;
analyze public.property_images;
`;
}

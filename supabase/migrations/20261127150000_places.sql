-- Issue #40: the location box suggests places as you type. Suggestions come from a small table of the
-- places that have active listings (cities, bairros, streets, with their listing counts), kept up to date by
-- statement-level triggers on public.properties, and one SQL function over it (public.place_suggestions):
-- accent/case-insensitive prefix and substring matches, trigram similarity for typos ('Curitba' →
-- Curitiba), the 27 states by UF or name, and a listing código ('#100123'). No scan of the listings table
-- per keystroke.

create table private.places (
  kind text not null check (kind in ('city', 'neighborhood', 'street')),
  state text not null,
  city_key text not null,
  neighborhood_key text not null default '',
  street_key text not null default '',
  -- The normalized name of this place (public.normalize_text): what a query is matched against.
  key text not null,
  -- Display names, as the first listing spelled them.
  name text not null,
  neighborhood text,
  city text not null,
  listing_count integer not null default 0,
  primary key (kind, state, city_key, neighborhood_key, street_key)
);
comment on table private.places is
  'Cities, bairros and streets of active listings with their counts (issue #40); maintained by triggers on public.properties.';

alter table private.places enable row level security;
revoke all on private.places from public, anon, authenticated;

create index places_key_trgm_idx on private.places using gin (key extensions.gin_trgm_ops) where listing_count > 0;
create index places_key_prefix_idx on private.places (key text_pattern_ops) where listing_count > 0;


-- The triggers' one statement: the places of the listings in `src` (a query over the transition tables
-- giving state, city, city_key, neighborhood, neighborhood_key, street, street_key, delta), counted.
-- (Returns the statement: the trigger function runs it itself, since transition tables are visible only
-- to the trigger function's own queries.)
create function private.places_apply_sql(src text) returns text
language sql immutable set search_path = '' as $f$
  select pg_catalog.format($sql$
    with s as (%s),
    d as (
      select 'city' as kind, s.state, s.city_key, '' as neighborhood_key, '' as street_key, s.city_key as key,
             min(s.city) as name, null::text as neighborhood, min(s.city) as city, sum(s.delta)::int as delta
      from s group by s.state, s.city_key
      union all
      select 'neighborhood', s.state, s.city_key, s.neighborhood_key, '', s.neighborhood_key,
             min(s.neighborhood), min(s.neighborhood), min(s.city), sum(s.delta)::int
      from s where s.neighborhood_key <> '' group by s.state, s.city_key, s.neighborhood_key
      union all
      select 'street', s.state, s.city_key, s.neighborhood_key, s.street_key, s.street_key,
             min(s.street), min(s.neighborhood), min(s.city), sum(s.delta)::int
      from s where s.street_key <> '' group by s.state, s.city_key, s.neighborhood_key, s.street_key
    )
    insert into private.places as pl (kind, state, city_key, neighborhood_key, street_key, key, name, neighborhood, city, listing_count)
    select d.kind, d.state, d.city_key, d.neighborhood_key, d.street_key, d.key, d.name, d.neighborhood, d.city, d.delta
    from d where d.delta <> 0 and d.city_key <> ''
    on conflict (kind, state, city_key, neighborhood_key, street_key)
      do update set listing_count = pg_catalog.int4larger(pl.listing_count + excluded.listing_count, 0)
  $sql$, src)
$f$;
revoke all on function private.places_apply_sql(text) from public, anon, authenticated;

-- After any write to public.properties (statement level, with transition tables): active listings that
-- appear in a place add one, those that leave it (unpublished, moved, deleted) take one. An update that
-- moves no active listing between places (a view count, a price) writes nothing.
create function private.places_after_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  cols text := 'state, city, coalesce(city_key, '''') as city_key, neighborhood, '
            || 'coalesce(neighborhood_key, '''') as neighborhood_key, street, coalesce(street_key, '''') as street_key';
  moved text := '(n.state, n.city_key, n.neighborhood_key, coalesce(n.street_key, '''')) is distinct from '
             || '(o.state, o.city_key, o.neighborhood_key, coalesce(o.street_key, ''''))';
begin
  if tg_op = 'INSERT' then
    execute private.places_apply_sql('select ' || cols || ', 1 as delta from new_rows where status = ''ativo''');
  elsif tg_op = 'DELETE' then
    execute private.places_apply_sql('select ' || cols || ', -1 as delta from old_rows where status = ''ativo''');
  else
    execute private.places_apply_sql(
      'select n.state, n.city, coalesce(n.city_key, '''') as city_key, n.neighborhood, '
      || 'coalesce(n.neighborhood_key, '''') as neighborhood_key, n.street, coalesce(n.street_key, '''') as street_key, 1 as delta '
      || 'from new_rows n join old_rows o on o.id = n.id '
      || 'where n.status = ''ativo'' and (o.status <> ''ativo'' or ' || moved || ') '
      || 'union all '
      || 'select o.state, o.city, coalesce(o.city_key, '''') as city_key, o.neighborhood, '
      || 'coalesce(o.neighborhood_key, '''') as neighborhood_key, o.street, coalesce(o.street_key, '''') as street_key, -1 as delta '
      || 'from old_rows o join new_rows n on n.id = o.id '
      || 'where o.status = ''ativo'' and (n.status <> ''ativo'' or ' || moved || ')');
  end if;
  return null;
end
$$;
revoke all on function private.places_after_write() from public, anon, authenticated;

create trigger properties_places_insert after insert on public.properties
  referencing new table as new_rows for each statement execute function private.places_after_write();
create trigger properties_places_update after update on public.properties
  referencing old table as old_rows new table as new_rows for each statement execute function private.places_after_write();
create trigger properties_places_delete after delete on public.properties
  referencing old table as old_rows for each statement execute function private.places_after_write();

-- The places of today's listings.
do $$ begin execute private.places_apply_sql(
  'select state, city, coalesce(city_key, '''') as city_key, neighborhood, coalesce(neighborhood_key, '''') as neighborhood_key, '
  || 'street, coalesce(street_key, '''') as street_key, 1 as delta from public.properties where status = ''ativo'''); end $$;

-- The suggestions for what a visitor typed (at most max_results rows, best first):
--   kind 'listing'      a listing código ('#100123', or 5+ digits): its title, bairro, city, UF;
--   kind 'state'        a UF ('SP') or a state's name ('Paraná', 'parana'): the state with its listing count;
--   kind 'city'         name = city, with UF and listing count;
--   kind 'neighborhood' name = bairro, with city and UF;
--   kind 'street'       name = street, with bairro, city and UF.
-- match: 'exact' | 'prefix' | 'word' (a word of the name starts with the query) | 'contains' | 'similar'
-- (trigram similarity only: a typo). Anything typed is data: LIKE wildcards are escaped, the query is cut
-- to 100 characters, and nothing matching gives an empty list, never an error.
create function public.place_suggestions(query text, max_results integer default 8)
returns table (
  kind text, name text, neighborhood text, city text, state text, listing_count integer,
  property_id bigint, match text, similarity real
)
language plpgsql stable security definer set search_path = '' as $$
declare
  q text := pg_catalog.left(public.normalize_text(pg_catalog.left(coalesce(query, ''), 200)), 100);
  lq text;
  n int := least(greatest(coalesce(max_results, 8), 1), 20);
  code bigint;
begin
  if q is null or pg_catalog.length(q) < 2 then
    return;
  end if;
  -- The query as a LIKE pattern: its own % _ \ are literal.
  lq := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(q, '\', '\\'), '%', '\%'), '_', '\_');

  if query ~ '^\s*#\s*[0-9]{1,15}\s*$' or query ~ '^\s*[0-9]{5,15}\s*$' then
    code := private.search_code(query);
    return query
      select 'listing'::text, p.title, p.neighborhood, p.city, p.state, 1, p.id, 'exact'::text, 1::real
      from public.properties p
      where p.id = code and p.status = 'ativo' and p.expires_at > pg_catalog.now();
    return;
  end if;

  return query
  with states (uf, state_name) as (values
    ('AC', 'Acre'), ('AL', 'Alagoas'), ('AP', 'Amapá'), ('AM', 'Amazonas'), ('BA', 'Bahia'), ('CE', 'Ceará'),
    ('DF', 'Distrito Federal'), ('ES', 'Espírito Santo'), ('GO', 'Goiás'), ('MA', 'Maranhão'),
    ('MT', 'Mato Grosso'), ('MS', 'Mato Grosso do Sul'), ('MG', 'Minas Gerais'), ('PA', 'Pará'),
    ('PB', 'Paraíba'), ('PR', 'Paraná'), ('PE', 'Pernambuco'), ('PI', 'Piauí'), ('RJ', 'Rio de Janeiro'),
    ('RN', 'Rio Grande do Norte'), ('RS', 'Rio Grande do Sul'), ('RO', 'Rondônia'), ('RR', 'Roraima'),
    ('SC', 'Santa Catarina'), ('SP', 'São Paulo'), ('SE', 'Sergipe'), ('TO', 'Tocantins')
  ),
  state_hits as (
    select 'state'::text as kind, s.state_name as name, null::text as neighborhood, null::text as city, s.uf as state,
           (select coalesce(sum(pl.listing_count), 0)::int from private.places pl
             where pl.kind = 'city' and pl.state = s.uf) as listing_count,
           case when pg_catalog.lower(s.uf) = q or public.normalize_text(s.state_name) = q then 'exact'
                else 'prefix' end as match,
           1::real as similarity
    from states s
    where pg_catalog.lower(s.uf) = q
       or (pg_catalog.length(q) >= 3 and public.normalize_text(s.state_name) like lq || '%')
  ),
  place_hits as (
    select pl.kind, pl.name, pl.neighborhood, pl.city, pl.state, pl.listing_count,
           case when pl.key = q then 'exact'
                when pl.key like lq || '%' then 'prefix'
                when pl.key like '% ' || lq || '%' then 'word'
                when pl.key like '%' || lq || '%' then 'contains'
                else 'similar' end as match,
           extensions.similarity(pl.key, q) as similarity
    from private.places pl
    where pl.listing_count > 0
      and (pl.key like lq || '%'
           or (pg_catalog.length(q) >= 3
               and (pl.key like '%' || lq || '%' or pl.key operator(extensions.%) q)))
  ),
  ranked as (
    select h.*, pg_catalog.row_number() over (partition by h.kind
             order by case h.match when 'exact' then 0 when 'prefix' then 1 when 'word' then 2 when 'contains' then 3 else 4 end,
                      h.similarity desc, h.listing_count desc, h.name) as nth
    from place_hits h
  ),
  hits as (
    select sh.kind, sh.name, sh.neighborhood, sh.city, sh.state, sh.listing_count, sh.match, sh.similarity
    from state_hits sh where sh.listing_count > 0
    union all
    select r.kind, r.name, r.neighborhood, r.city, r.state, r.listing_count, r.match, r.similarity
    from ranked r where r.nth <= 5
  )
  select h.kind, h.name, h.neighborhood, h.city, h.state, h.listing_count, null::bigint, h.match, h.similarity
  from hits h
  order by case h.match when 'exact' then 0 when 'prefix' then 1 when 'word' then 2 when 'contains' then 3 else 4 end,
           case h.kind when 'city' then 0 when 'state' then 1 when 'neighborhood' then 2 else 3 end,
           h.similarity desc, h.listing_count desc, h.name
  limit n;
end
$$;

revoke all on function public.place_suggestions(text, integer) from public, anon, authenticated;
grant execute on function public.place_suggestions(text, integer) to anon, authenticated, service_role;

-- Routes added since the slug list was written, which an agency's public page /{slug} would otherwise shadow
-- (tests/integration/sql/search.test.ts compares the list with the app tree): the listing photos (/fotos/…),
-- the Open Graph images (/og) and the map's worker (/mapa-worker).
insert into public.reserved_slugs (slug) values ('fotos'), ('og'), ('mapa-worker')
on conflict (slug) do nothing;

-- Issue #18: /resposta-anuncio, where the one-click buttons of the listing e-mails land, is an app route:
-- no agency page /{slug} may shadow it (tests/integration/sql/listing-functions.test.ts compares the list with the app tree).
insert into public.reserved_slugs (slug) values ('resposta-anuncio') on conflict (slug) do nothing;

-- The pages an e-mail link lands on when it cannot simply sign the person in (issue #23): /email-confirmado
-- and /link-expirado. An agency's public page /{slug} must not shadow them
-- (tests/integration/sql/search.test.ts compares the reserved list with the app tree).
insert into public.reserved_slugs (slug) values ('email-confirmado'), ('link-expirado')
on conflict (slug) do nothing;

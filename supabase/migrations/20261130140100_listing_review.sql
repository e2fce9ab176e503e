-- Issue #34 (trust): scam signals at publish and at every edit, the review queue, reports and moderation.
--
-- Signals (private.listing_trust_check), checked by the trigger private.listing_trust_on_update on the moves a
-- signed-in user makes (the system — the service role, jobs, the seed — is not checked):
--   price_below_market   private.listing_price_comparison (20261130130000_price_context.sql) finds the listing
--                        more than 40 % (aluguel) / 50 % (venda) below the median of >= 5 comparables;
--   duplicate_address    same normalised CEP + número + complemento as another listing side's active listing;
--   photo_match          one of its photos is within private.trust_photo_match_max() bits (perceptual hash,
--                        lib/trust/photo-hash.ts) of a photo of another listing side's active listing;
--   reports              three people reported it (public.listing_report);
--   rejected_before      staff rejected it and it is coming back.
-- When: rascunho → ativo (listing_publish) runs price, address and photos; an edit of an active listing runs
-- price when a price input changed (price, condomínio, area, type, transaction, bedrooms, place) and address
-- when the address changed; a photo of an active listing is checked when its hash arrives; a return to
-- 'ativo' from pausado/inativo is checked only against an earlier rejection. A tripped signal turns the listing
-- 'em_analise' (out of every public read, which all filter status = 'ativo') and opens (or extends) its
-- pending row of public.listing_reviews; the listing side reads the reasons through listing_reviews_mine().
--
-- Staff: private.staff, written only by SQL run as the service role (README 'Moderação'); no sign-up, profile
-- update or API function grants it. Every moderation move is a SECURITY DEFINER function that checks
-- private.is_staff() and writes private.moderation_log (who, when, what, why):
--   moderation_queue()                                 the pending reviews with their evidence and reports;
--   moderation_approve(p_property_id, p_note)          em_analise → ativo;
--   moderation_reject(p_property_id, p_reason)         em_analise → inativo, reason sent to the listing side;
--   moderation_suspend_advertiser(p_property_id, p_reason)  the listing's owner can no longer put any listing
--                                                      live; its live and pending listings go inativo.
-- Reports: listing_report(p_property_id, p_reason, p_details) by a signed-in person who is not the listing
-- side, once per listing; reporters are told the decision. Reporter identity is readable by staff only.

-- Photo hashes ----------------------------------------------------------------------------------------------

alter table public.property_images add column phash bit(192);
comment on column public.property_images.phash is
  'Perceptual hash (3 × 64-bit pHash, R/G/B) computed on the server at upload (issue #34); null for photos added around the upload route.';

create function private.trust_photo_match_max() returns integer
language sql immutable set search_path = '' as $$ select 22 $$;

-- The seed's photos (supabase/seed-storage/property-images/seed), hashed with lib/trust/photo-hash.ts: the seed
-- rows of property_images carry no hash, and a copy of a seed photo must still be caught.
create table private.seed_photo_hashes (
  storage_path text primary key,
  phash bit(192) not null
);
revoke all on private.seed_photo_hashes from public, anon, authenticated;
insert into private.seed_photo_hashes (storage_path, phash) values
  ('seed/banheiro-01.webp', x'e68233919999b66fcc333333cccc2767cc333331cc4c37e2'),
  ('seed/banheiro-02.webp', x'cd833227df58a5c3dc832727dc1c257bdc832723d89c256b'),
  ('seed/banheiro-03.webp', x'3ec1c1677e3c80c17c8383677c3c80c14c33b3677c5c9081'),
  ('seed/banheiro-04.webp', x'cc33336f4ccc9373cc333367ccccb373cc333367cc8cf173'),
  ('seed/banheiro-05.webp', x'be846f83939a397fcca333331d99c97bcc233333dc99c963'),
  ('seed/banheiro-06.webp', x'7e81c1c15f3e3ec36e33b3c15c3e3ec26c33b3495c3c3fc2'),
  ('seed/banheiro-07.webp', x'97cfe483793c3ecdc18676929993676dc98337929993636d'),
  ('seed/banheiro-08.webp', x'cdb232a6cdcc3c7b5d33b3a3c95c3c7b5c33a3a3c91c3c7a'),
  ('seed/banheiro-09.webp', x'9c8323864c1cf3735c83a3c77c1ce3e37c8787477c1ce363'),
  ('seed/banheiro-10.webp', x'66879991b97ce666c4b33b999c83676eccb33398cc8f636d'),
  ('seed/banheiro-11.webp', x'dd827683c91eb679dc83b323dc1ca74bdc83b323dc1ca76b'),
  ('seed/banheiro-12.webp', x'3fc1e13e7ee1c15a7ec1e13e7ec0e15a7cc1a33e5c80e15b'),
  ('seed/banheiro-13.webp', x'ce8737939919376ccc133333d918374ccc333333cc0c37c0'),
  ('seed/banheiro-14.webp', x'6e9d9193393cc6c66c139383783c26c64c33b3435c3c36c2'),
  ('seed/banheiro-15.webp', x'7c83833e7c7c83c37c83837e7c5c83c37c83837f7c5c83c3'),
  ('seed/banheiro-16.webp', x'ec039383647c3e98cc333333cc4cce70cc333333ccccc5e0'),
  ('seed/cozinha-01.webp', x'77329c819ceda37a73238c0b974be37af3279c0bb74be77a'),
  ('seed/cozinha-02.webp', x'961a6d6932498f3697336d49b3488f1297296d69e34a8f12'),
  ('seed/cozinha-03.webp', x'3331cd2b334cb37ab3236d23bf4ec75eb3237f23f94acf5e'),
  ('seed/cozinha-04.webp', x'a746d98159a73678a646d9e1d98f367aa646d9e17987367e'),
  ('seed/cozinha-05.webp', x'3619cd38364bc7723629cd2b364acf723629cd6b364aff52'),
  ('seed/cozinha-06.webp', x'3325cd3bb24832d63327cd23de4a325a3327cf235c4a7858'),
  ('seed/cozinha-07.webp', x'3283cd3832c7cf323603cd3833cdc77efc03cfa3b3cdc77c'),
  ('seed/cozinha-08.webp', x'73328c819c7d637a73328c833b7d677a7b1a8f83b36c6c7a'),
  ('seed/cozinha-09.webp', x'67379c879f78677863279c07b64be77873238d0ab64beb7a'),
  ('seed/cozinha-10.webp', x'73a78c839ccfa77873278d029ecfe37873238d3ab64be37a'),
  ('seed/cozinha-11.webp', x'c3327ca3836dbf5883337c238369bf5ab3357c23b34ab75a'),
  ('seed/cozinha-12.webp', x'96906db273cd973fb3934c307acd373e93836c707fcdb7bf'),
  ('seed/cozinha-13.webp', x'a70258a079cfa77ea727dd68784ba77a37a7cd68384ba77a'),
  ('seed/cozinha-14.webp', x'b7324c83d97cb77ab7324c83f97cb77ab72dcd0bb34abe5a'),
  ('seed/cozinha-15.webp', x'63269d8636c9697063069d9636c9697073069db636c96972'),
  ('seed/cozinha-16.webp', x'71838c3c93c5797071838c3cb3cd697071838c3cb3cd6972'),
  ('seed/fachada-01.webp', x'79619e9e612fd23ce1619ede296dd23c81a15ed62de19275'),
  ('seed/fachada-02.webp', x'd999cbe63c2d2636d939cec63d2d3696d939ccc6292db692'),
  ('seed/fachada-03.webp', x'd68f296d26d292298e8f396d64d2962d8e8e392de4d296e7'),
  ('seed/fachada-04.webp', x'266b621d9cd36724362f2499d8da2f26b62f24d9dad88d26'),
  ('seed/fachada-05.webp', x'd2292d6d92d2dad6922d6d2dd2d2bfd2962d692dd6d20dd3'),
  ('seed/fachada-06.webp', x'dc21e7c692796d2d9e61619692292d2d9e61619ad22d0d2f'),
  ('seed/fachada-07.webp', x'c949c9d992922625d6d94966d6922525d8d9496692322d25'),
  ('seed/fachada-08.webp', x'6d0c992d6ed3e966cec3996d66962d392663e66d99922929'),
  ('seed/fachada-09.webp', x'3325343d73d3f99e3367949c63d39c1c2c67d28c27db1c3c'),
  ('seed/fachada-10.webp', x'923c692db2d967e692612d6992926696d6616d61d692889e'),
  ('seed/fachada-11.webp', x'1270c80d33f24d5c1370c88f33e14d583770c08f17210dd2'),
  ('seed/fachada-12.webp', x'31cec6399c233b2427dcc83694292b2427d8c836d62929a4'),
  ('seed/fachada-13.webp', x'c7c2922d2039c260c6c2392d3039c029d7cb292f3036d929'),
  ('seed/fachada-14.webp', x'67d298dc679c1c2727d298de63980c2763e69c9c63982c27'),
  ('seed/fachada-15.webp', x'29c6d2c94dc0322429c6d2c94dc0322409c7d2cb4dc01234'),
  ('seed/fachada-16.webp', x'2c2dd2d22d0ff2f02c2dd2d22d6d9ef02cacd3536de08e17'),
  ('seed/fachada-17.webp', x'26d99b5f2636d92466993967f79ed82466993966d39ecc25'),
  ('seed/fachada-18.webp', x'ec69931665069299f62c39d366d2d32dd22c29fbded3d324'),
  ('seed/fachada-19.webp', x'222d1663d2982777272dda25dad82756262dda25ded824f6'),
  ('seed/fachada-20.webp', x'e965962d4bd2e1d26d2d962d6dd2b2d22d2d922d69d2975f'),
  ('seed/fachada-21.webp', x'912d1ed2d06d4f09807f7f92522d8909867d699252018940'),
  ('seed/fachada-22.webp', x'6c25c6924919b692d8d966d62929b6f299d936d6296dd2d2'),
  ('seed/fachada-23.webp', x'3939dbe7e6c7be3d99c9b226cc32494966c7922c2892696d'),
  ('seed/fachada-24.webp', x'26989cc33cc4e324269cdac32cd8e3242c0dd3d92cd8d327'),
  ('seed/fachada-25.webp', x'db6d266d39d2da92926d256d9292da92966d696dd6926790'),
  ('seed/fachada-26.webp', x'd6c23c342129d2c6c6c23c302129d2d64fc63c902929d2d6'),
  ('seed/fachada-27.webp', x'29ca4f98d82125cec9cacb98d02124dbc9c8c996d0292116'),
  ('seed/fachada-28.webp', x'c2d13986e63d49c1c2c339266639d9d1c3cb2c36b02dc9d9'),
  ('seed/fachada-29.webp', x'c3da1cc3233c6324c3d22cc223196324d6c629d437db2724'),
  ('seed/fachada-30.webp', x'e4cf23464d192634e4cf23460d192634c0cf22470b110230'),
  ('seed/fachada-31.webp', x'2d21d2d22d6fb2d02d21de926d6d92d2a5a15e1e6d699fd2'),
  ('seed/fachada-32.webp', x'd9dd26f0d91f3c242919c6672dde332d2d39d2672cdc332d'),
  ('seed/fachada-33.webp', x'd2792c86130e65399b8f64789bd22d0f0f8ff078fbd22c0f'),
  ('seed/fachada-34.webp', x'c963db9cd8c32424db276199d8da2424db2921d9dade2624'),
  ('seed/fachada-35.webp', x'd2292d21d2de29ecd22d2d2dd2d2cbd2922d6d2dd6d2edd2'),
  ('seed/fachada-36.webp', x'393cc6d26665d89a387f809264a55a5a667f8092190d5252'),
  ('seed/fachada-37.webp', x'2699b9e3662cd92426d9d9d2f62d293426d9d9d2d62d2d36'),
  ('seed/fachada-38.webp', x'933c64cd99d2c69693cd6d2c9992d64dd6676d3992929269'),
  ('seed/fachada-39.webp', x'73249c98dbd327383b67d49c63d3243c2c67d20c63d32c2c'),
  ('seed/fachada-40.webp', x'3729db6df6922692236d926d2d9226926d65966d29929298'),
  ('seed/quarto-01.webp', x'5a19a10e8c79dbdb7b198d4e8679db5bf3093c468679db5b'),
  ('seed/quarto-02.webp', x'8e8f710dc7789cc68e4d710acf7a8c47864d710acf7aac4b'),
  ('seed/quarto-03.webp', x'2519db66db6e279ba4997b6edb6ead5b86997b2adb6aad5b'),
  ('seed/quarto-04.webp', x'25097a67db6ca5db8f19784edb78975b8f19706edb6a9f5b'),
  ('seed/quarto-05.webp', x'792987c6bc7a7339790987c6a67a7b5979898766a67a7859'),
  ('seed/quarto-06.webp', x'9939f6c68d6a397979398606ad4a79587919860e9d4a795a'),
  ('seed/quarto-07.webp', x'3d2dc642796b92783909c76f797b977a3909c66f794b977a'),
  ('seed/quarto-08.webp', x'718b8f8edb70745b751b8e8edb7876db751b8e0edb7867db'),
  ('seed/quarto-09.webp', x'379bcc2e797ba75297196e267959875a87197e267959875a'),
  ('seed/quarto-10.webp', x'da196566ad6e9b9bdb99670f2c6adb5bdb99262e246bd95b'),
  ('seed/quarto-11.webp', x'978d7992976bdb5a8f0f710a967bdbda8f0b752b9678dbda'),
  ('seed/quarto-12.webp', x'2d297666db6e395b3d19ce6adb6e935a3119ce6ad94e975a'),
  ('seed/quarto-13.webp', x'e5191b6687596c53cf097b4687797c538e29794687797c5a'),
  ('seed/quarto-14.webp', x'708b870e7870db43700d870e7878cb4b790d870edc7ac94b'),
  ('seed/quarto-15.webp', x'360dcf32794faf4974098f269b6e7c5978198f269f6e7d59'),
  ('seed/quarto-16.webp', x'2609d9678f7866db7419996f8f7874db6419996f8b7a74da'),
  ('seed/sala-01.webp', x'cd33b64e3669cd1bcf37706da76bcd5acf37716da66acf4a'),
  ('seed/sala-02.webp', x'e38d1c0dc773735a8f8d782d8f7b735a8f8d704d8f6b715a'),
  ('seed/sala-03.webp', x'32978f267979df4a72958f2e7969ff4a36b58d2f796bff4a'),
  ('seed/sala-04.webp', x'3632c926d978dfcf36327925c96acf4aa63b7925cd6ace5a'),
  ('seed/sala-05.webp', x'dc8da3273672ccd8788d872a3673d9dadfa58f0a736b795a'),
  ('seed/sala-06.webp', x'708e8f8d787b674a700f8f0d797b674a760d8f0d796b715a'),
  ('seed/sala-07.webp', x'264a5922c937cfd9311a8ea6d97179dd31328ea6d97179cd'),
  ('seed/sala-08.webp', x'9c01670abc7fbf5c7e8d8f297c5afb5af78d9f29ee5afb5a'),
  ('seed/sala-09.webp', x'878d780acd7133ce8f85700ecf7bbf4a9f85790bcf7bbf4a'),
  ('seed/sala-10.webp', x'a3ad5e0dc36b715a73ad8e4b736b735a73ad8e4b736bf75a'),
  ('seed/sala-11.webp', x'c10a7ead877a79da8b32748d877af9da9f36740d8f6b7b5a'),
  ('seed/sala-12.webp', x'9936700c9673bbcd9f26708d8e72334a9f27740da77a735a'),
  ('seed/sala-13.webp', x'df899d2125268f5afbad8c29354aeb5afba58c6d374aef5a'),
  ('seed/sala-14.webp', x'73228ca4f34b9f7d9f227cadc76af95a8e2df72df96a795a'),
  ('seed/sala-15.webp', x'8f8e708c8f7399cf8f0a728d8f7399c78d0a728d87739987'),
  ('seed/sala-16.webp', x'cc0e33b5364acd48cd2c7325966acd4acd2d73259e6aed4a'),
  ('seed/varanda-01.webp', x'6e9b9c996339b199c6390c9963393909d22d25d3da292d69'),
  ('seed/varanda-02.webp', x'250b5bd2d607296d250b5bd2d6072969bd0b5bd2d6072929'),
  ('seed/varanda-03.webp', x'66674a9999981d9c6666d69899191d9c666697909919989c'),
  ('seed/varanda-04.webp', x'29906991696fc66b699969916867c66b6ba96994d2d2a469'),
  ('seed/varanda-05.webp', x'c0d2a42dda962d3fc0d2a42dda962d3f89d2b46dda966d3d'),
  ('seed/varanda-06.webp', x'e66f69399890982de66e69199998980ce6666f1d98989cac'),
  ('seed/varanda-07.webp', x'946394d699299a9e946394d699299a9694ad949669695252'),
  ('seed/varanda-08.webp', x'25684bdbf027e41727694bdbf427e41727694bd3f427e417'),
  ('seed/varanda-09.webp', x'cd1e69290d92d297851a6d389c99d2a7a51a251c9c995be5'),
  ('seed/varanda-10.webp', x'66d66b2d193d989c66d66a2d192d989c66d6d2949b2d982c'),
  ('seed/varanda-11.webp', x'696b6b96d2696869294a6f94d22dd269294b6994d22dda69'),
  ('seed/varanda-12.webp', x'b59694b49a2d5a29a4dba5b4d22d6b2cb4dbad94d22d6b28'),
  ('seed/varanda-13.webp', x'6e94689c6e66914c4e99699c9666694cd6356d6bd2d6696d'),
  ('seed/varanda-14.webp', x'2dd2e02d9669d22d2d4a69b5922d4b2d2d6b6994922d6b2d'),
  ('seed/varanda-15.webp', x'699669940bf6da296a94699509f69c6b6a942b9508e69f69'),
  ('seed/varanda-16.webp', x'9c6b696ec69cd6999c73486ee69cd6196996d67369616923');

-- Staff, reviews, reports, the log --------------------------------------------------------------------------

create table private.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  granted_at timestamptz not null default pg_catalog.now(),
  note text
);
revoke all on private.staff from public, anon, authenticated;

create function private.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select (select auth.uid()) is not null and exists (select 1 from private.staff s where s.user_id = (select auth.uid()))
$$;
revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to authenticated, service_role;

-- Granting and revoking staff: the service role only (SQL editor, psql, or the service key). No user token can
-- reach these (not granted to anon/authenticated) and nothing a user writes (sign-up metadata, profile) sets it.
create function public.staff_grant(p_user_id uuid, p_note text default null) returns void
language sql volatile security definer set search_path = '' as $$
  insert into private.staff (user_id, note) values (p_user_id, p_note)
  on conflict (user_id) do update set note = excluded.note
$$;
create function public.staff_revoke(p_user_id uuid) returns void
language sql volatile security definer set search_path = '' as $$
  delete from private.staff s where s.user_id = p_user_id
$$;
revoke all on function public.staff_grant(uuid, text), public.staff_revoke(uuid) from public, anon, authenticated;
grant execute on function public.staff_grant(uuid, text), public.staff_revoke(uuid) to service_role;
comment on function public.staff_grant(uuid, text) is 'api: service role only — README ''Moderação'' (issue #34)';
comment on function public.staff_revoke(uuid) is 'api: service role only — README ''Moderação'' (issue #34)';

create table private.suspended_advertisers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  reason text not null,
  suspended_by uuid,
  suspended_at timestamptz not null default pg_catalog.now()
);
revoke all on private.suspended_advertisers from public, anon, authenticated;

create table public.listing_reviews (
  id bigint generated always as identity primary key,
  property_id bigint not null references public.properties (id) on delete cascade,
  status text not null default 'pendente' check (status in ('pendente', 'aprovado', 'rejeitado')),
  reasons text[] not null check (reasons <@ array['price_below_market', 'duplicate_address', 'photo_match', 'reports', 'rejected_before']),
  evidence jsonb not null default '{}'::jsonb,
  opened_at timestamptz not null default pg_catalog.now(),
  decided_at timestamptz,
  decided_by uuid,
  decision_reason text check (char_length(decision_reason) <= 1000)
);
create unique index listing_reviews_one_pending on public.listing_reviews (property_id) where status = 'pendente';
create index listing_reviews_property_idx on public.listing_reviews (property_id, opened_at desc);
alter table public.listing_reviews enable row level security;
revoke all on public.listing_reviews from public, anon, authenticated;
comment on table public.listing_reviews is
  'Issue #34: a listing held for review (em_analise) with the signals that sent it there; staff only (listing side: listing_reviews_mine).';

create table public.listing_reports (
  id bigint generated always as identity primary key,
  property_id bigint not null references public.properties (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (reason in ('pix_antes_da_visita', 'imovel_inexistente', 'fotos_de_outro_imovel', 'preco_falso', 'ja_alugado_vendido', 'outro')),
  details text check (char_length(details) <= 1000),
  created_at timestamptz not null default pg_catalog.now(),
  resolved_at timestamptz,
  outcome text check (outcome in ('aprovado', 'rejeitado')),
  unique (property_id, reporter_id)
);
create index listing_reports_open_idx on public.listing_reports (property_id) where resolved_at is null;
alter table public.listing_reports enable row level security;
revoke all on public.listing_reports from public, anon, authenticated;
comment on table public.listing_reports is
  'Issue #34: ''Denunciar anúncio''. Staff only: the listing side never learns who reported (listing_report, moderation_queue).';

create table private.moderation_log (
  id bigint generated always as identity primary key,
  actor uuid not null,
  action text not null check (action in ('aprovar', 'rejeitar', 'suspender')),
  property_id bigint,
  target_user uuid,
  reason text,
  created_at timestamptz not null default pg_catalog.now()
);
revoke all on private.moderation_log from public, anon, authenticated;

insert into private.rate_limits (bucket, max_hits, per, about) values
  ('listing_report', 20, interval '1 day', 'listings one account reports')
on conflict (bucket) do nothing;

-- Signals ---------------------------------------------------------------------------------------------------

create function private.trust_address_key(prop public.properties) returns text
language sql immutable set search_path = '' as $$
  select case when prop.zip_code is not null and pg_catalog.btrim(coalesce(prop.street_number, '')) <> '' then
    pg_catalog.regexp_replace(prop.zip_code, '\D', '', 'g') || '|'
    || pg_catalog.regexp_replace(pg_catalog.lower(prop.street_number), '[^a-z0-9]', '', 'g') || '|'
    || pg_catalog.regexp_replace(pg_catalog.lower(coalesce(prop.complement, '')), '[^a-z0-9]', '', 'g') end
$$;

-- The people of a listing side (owner, partner agency, assigned broker).
create function private.trust_side(prop public.properties) returns uuid[]
language sql immutable set search_path = '' as $$
  select pg_catalog.array_remove(array[prop.owner_id, prop.agency_id, prop.broker_id], null)
$$;

-- The signals of listing p_id among p_checks ('price', 'address', 'photos'): {reasons: [...], evidence: {...}}.
create function private.listing_trust_check(p_id bigint, p_checks text[]) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  prop public.properties;
  reasons text[] := '{}';
  evidence jsonb := '{}'::jsonb;
  cmp jsonb;
  found_ids jsonb;
  matches jsonb;
  k text;
begin
  select * into prop from public.properties p where p.id = p_id;
  if not found then
    return null;
  end if;
  if 'price' = any (p_checks) and pg_catalog.to_regprocedure('private.listing_price_comparison(bigint)') is not null then
    execute 'select private.listing_price_comparison($1)' into cmp using prop.id;
    if coalesce((cmp ->> 'suspicious')::boolean, false) then
      reasons := reasons || 'price_below_market'::text;
      evidence := evidence || pg_catalog.jsonb_build_object('price', cmp);
    end if;
  end if;
  if 'address' = any (p_checks) then
    k := private.trust_address_key(prop);
    if k is not null then
      select pg_catalog.jsonb_agg(o.id order by o.id) into found_ids from (
        select o.id from public.properties o
         where o.status = 'ativo' and o.deleted_at is null and o.id <> prop.id
           and o.zip_code = prop.zip_code and private.trust_address_key(o) = k
           and not (private.trust_side(o) && private.trust_side(prop))
         order by o.id limit 10) o;
      if found_ids is not null then
        reasons := reasons || 'duplicate_address'::text;
        evidence := evidence || pg_catalog.jsonb_build_object('duplicates', found_ids);
      end if;
    end if;
  end if;
  if 'photos' = any (p_checks) then
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'photo_id', m.photo_id, 'photo', m.photo, 'other_property_id', m.other_id, 'other_photo', m.other_photo,
             'distance', m.distance) order by m.distance) into matches
      from (
        select mine.id as photo_id, mine.storage_path as photo, o.id as other_id, oi.storage_path as other_photo,
               pg_catalog.bit_count(coalesce(mine.phash, ks.phash) # coalesce(oi.phash, ko.phash)) as distance
          from public.property_images mine
          left join private.seed_photo_hashes ks on ks.storage_path = mine.storage_path
          join public.properties o on o.status = 'ativo' and o.deleted_at is null and o.id <> prop.id
                                  and not (private.trust_side(o) && private.trust_side(prop))
          join public.property_images oi on oi.property_id = o.id
          left join private.seed_photo_hashes ko on ko.storage_path = oi.storage_path
         where mine.property_id = prop.id
           and coalesce(mine.phash, ks.phash) is not null and coalesce(oi.phash, ko.phash) is not null
           and pg_catalog.bit_count(coalesce(mine.phash, ks.phash) # coalesce(oi.phash, ko.phash)) <= private.trust_photo_match_max()
         order by 5 limit 10) m;
    if matches is not null then
      reasons := reasons || 'photo_match'::text;
      evidence := evidence || pg_catalog.jsonb_build_object('photos', matches);
    end if;
  end if;
  return pg_catalog.jsonb_build_object('reasons', pg_catalog.to_jsonb(reasons), 'evidence', evidence);
end
$$;
revoke all on function private.listing_trust_check(bigint, text[]) from public, anon, authenticated;

-- Holds listing p_id for review with these reasons (the pending review gains them) and takes it offline.
create function private.listing_hold(p_id bigint, p_reasons text[], p_evidence jsonb) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_catalog.set_config('lar.trust_bypass', 'on', true);
  update public.properties p set status = 'em_analise' where p.id = p_id and p.status in ('ativo', 'em_analise');
  perform pg_catalog.set_config('lar.trust_bypass', 'off', true);
  update public.listing_reviews r
     set reasons = (select pg_catalog.array_agg(distinct x order by x) from pg_catalog.unnest(r.reasons || p_reasons) as t (x)),
         evidence = r.evidence || coalesce(p_evidence, '{}'::jsonb)
   where r.property_id = p_id and r.status = 'pendente';
  if not found then
    insert into public.listing_reviews (property_id, reasons, evidence)
    values (p_id, (select pg_catalog.array_agg(distinct x order by x) from pg_catalog.unnest(p_reasons) as t (x)),
            coalesce(p_evidence, '{}'::jsonb));
  end if;
end
$$;
revoke all on function private.listing_hold(bigint, text[], jsonb) from public, anon, authenticated;

create function private.listing_trust_on_update() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  checks text[] := '{}';
  result jsonb;
  reasons text[];
begin
  if (select auth.uid()) is null or coalesce(pg_catalog.current_setting('lar.trust_bypass', true), '') = 'on' then
    return null;
  end if;
  if old.status <> 'ativo' then
    if exists (select 1 from private.suspended_advertisers s where s.user_id = any (private.trust_side(new))) then
      raise exception 'Esta conta foi suspensa pela moderação e não pode publicar anúncios.'
        using errcode = 'P0001', hint = 'advertiser_suspended';
    end if;
    if (select r.status from public.listing_reviews r where r.property_id = new.id order by r.opened_at desc, r.id desc limit 1) = 'rejeitado' then
      perform private.listing_hold(new.id, array['rejected_before'], '{}'::jsonb);
      return null;
    end if;
    if old.status = 'rascunho' then
      checks := array['price', 'address', 'photos'];
    end if;
  else
    if (new.price, new.condo_fee, new.area, new.type, new.transaction, new.bedrooms, new.neighborhood, new.city, new.state)
       is distinct from (old.price, old.condo_fee, old.area, old.type, old.transaction, old.bedrooms, old.neighborhood, old.city, old.state) then
      checks := checks || 'price'::text;
    end if;
    if (new.zip_code, new.street_number, new.complement) is distinct from (old.zip_code, old.street_number, old.complement) then
      checks := checks || 'address'::text;
    end if;
  end if;
  if pg_catalog.cardinality(checks) = 0 then
    return null;
  end if;
  result := private.listing_trust_check(new.id, checks);
  select pg_catalog.array_agg(x) into reasons from pg_catalog.jsonb_array_elements_text(result -> 'reasons') as t (x);
  if pg_catalog.cardinality(reasons) > 0 then
    perform private.listing_hold(new.id, reasons, result -> 'evidence');
  end if;
  return null;
end
$$;
revoke all on function private.listing_trust_on_update() from public, anon, authenticated;

create trigger listing_trust_on_update after update on public.properties
  for each row when (new.status = 'ativo' and new.deleted_at is null)
  execute function private.listing_trust_on_update();

-- A photo's hash arrives (listing_photo_hash_set): a live listing is checked against the others' photos.
create function private.listing_photo_trust() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  result jsonb;
  reasons text[];
begin
  if not exists (select 1 from public.properties p where p.id = new.property_id and p.status = 'ativo' and p.deleted_at is null) then
    return null;
  end if;
  result := private.listing_trust_check(new.property_id, array['photos']);
  select pg_catalog.array_agg(x) into reasons from pg_catalog.jsonb_array_elements_text(result -> 'reasons') as t (x);
  if pg_catalog.cardinality(reasons) > 0 then
    perform private.listing_hold(new.property_id, reasons, result -> 'evidence');
  end if;
  return null;
end
$$;
revoke all on function private.listing_photo_trust() from public, anon, authenticated;

create trigger listing_photo_trust after update of phash on public.property_images
  for each row when (new.phash is not null and old.phash is distinct from new.phash)
  execute function private.listing_photo_trust();

-- The upload route (lib/listings/photo-upload.ts) stores the hash it computed, with the service role only: a
-- user cannot write a hash of their choosing.
create function public.listing_photo_hash_set(p_photo_id bigint, p_hash text) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if p_hash is null or p_hash !~ '^[0-9a-f]{48}$' then
    raise exception 'Hash de foto inválido.' using errcode = '22023', hint = 'photo_hash_invalid';
  end if;
  update public.property_images i set phash = ('x' || p_hash)::bit(192) where i.id = p_photo_id;
end
$$;
revoke all on function public.listing_photo_hash_set(bigint, text) from public, anon, authenticated;
grant execute on function public.listing_photo_hash_set(bigint, text) to service_role;

-- The listing side: why its listings are held, or why they were rejected (no other listing, no reporter).
create function public.listing_reviews_mine() returns table (
  property_id bigint, title text, listing_status text, status text, reasons text[], price jsonb, decision_reason text,
  opened_at timestamptz, decided_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select distinct on (r.property_id) r.property_id, p.title, p.status::text, r.status, r.reasons,
         case when 'price_below_market' = any (r.reasons) then
           pg_catalog.jsonb_build_object('median', r.evidence #> '{price,median}', 'comparables', r.evidence #> '{price,comparables}',
             'place', r.evidence #> '{price,place}', 'diff_pct', r.evidence #> '{price,diff_pct}',
             'price_per_m2', r.evidence #> '{price,price_per_m2}') end,
         r.decision_reason, r.opened_at, r.decided_at
    from public.listing_reviews r join public.properties p on p.id = r.property_id and p.deleted_at is null
   where (select auth.uid()) is not null
     and r.property_id in (select private.managed_property_ids())
   order by r.property_id, r.opened_at desc, r.id desc
$$;
revoke all on function public.listing_reviews_mine() from public, anon, authenticated;
grant execute on function public.listing_reviews_mine() to authenticated;

-- Reports ---------------------------------------------------------------------------------------------------

create function public.listing_report(p_property_id bigint, p_reason text, p_details text default null) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties;
  details text := nullif(pg_catalog.btrim(p_details, E' \t\r\n'), '');
  reporters integer;
begin
  if uid is null then
    perform private.listing_raise('42501', 'not_signed_in', 'Entre na sua conta para denunciar um anúncio.');
  end if;
  if p_reason is null or p_reason not in ('pix_antes_da_visita', 'imovel_inexistente', 'fotos_de_outro_imovel', 'preco_falso', 'ja_alugado_vendido', 'outro') then
    perform private.listing_raise('22023', 'reason_invalid', 'Escolha um dos motivos da lista.');
  end if;
  if details is not null and (char_length(details) > 1000 or details ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]') then
    perform private.listing_raise('22023', 'details_invalid', 'Descreva o problema em até 1000 caracteres.');
  end if;
  if p_reason = 'outro' and (details is null or char_length(details) < 10) then
    perform private.listing_raise('22023', 'details_required', 'Conte em poucas palavras o que há de errado (pelo menos 10 caracteres).');
  end if;
  select * into prop from public.properties p where p.id = p_property_id and p.deleted_at is null for update;
  if not found or prop.status not in ('ativo', 'em_analise') or (prop.status = 'ativo' and prop.expires_at <= pg_catalog.now()) then
    perform private.listing_raise('22023', 'listing_not_found', 'Anúncio não encontrado.');
  end if;
  if uid = any (private.trust_side(prop)) then
    perform private.listing_raise('P0001', 'own_listing', 'Você não pode denunciar o seu próprio anúncio.');
  end if;
  if exists (select 1 from public.listing_reports r where r.property_id = prop.id and r.reporter_id = uid) then
    perform private.listing_raise('P0001', 'already_reported', 'Você já denunciou este anúncio. Nossa equipe vai analisá-lo.');
  end if;
  perform private.take_rate_limit('listing_report', uid, prop.id);
  insert into public.listing_reports (property_id, reporter_id, reason, details) values (prop.id, uid, p_reason, details);
  select count(distinct r.reporter_id) into reporters from public.listing_reports r
   where r.property_id = prop.id and r.resolved_at is null;
  if reporters >= 3 then
    perform private.listing_hold(prop.id, array['reports'], '{}'::jsonb);
  end if;
end
$$;
revoke all on function public.listing_report(bigint, text, text) from public, anon, authenticated;
grant execute on function public.listing_report(bigint, text, text) to authenticated;

-- Moderation ------------------------------------------------------------------------------------------------

create function private.moderation_actor() returns uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_staff() then
    perform private.listing_raise('42501', 'not_staff', 'Somente a equipe de moderação pode fazer isso.');
  end if;
  return (select auth.uid());
end
$$;
revoke all on function private.moderation_actor() from public, anon, authenticated;

create function private.moderation_reason(p_reason text, required boolean) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v text := nullif(pg_catalog.btrim(p_reason, E' \t\r\n'), '');
begin
  if v is not null and (char_length(v) > 1000 or v ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]') then
    perform private.listing_raise('22023', 'reason_too_long', 'O motivo aceita até 1000 caracteres.');
  end if;
  if required and (v is null or char_length(v) < 5) then
    perform private.listing_raise('22023', 'reason_required', 'Escreva o motivo (pelo menos 5 caracteres).');
  end if;
  return v;
end
$$;
revoke all on function private.moderation_reason(text, boolean) from public, anon, authenticated;

-- The pending review of p_property_id, locked; an unknown id or one with nothing pending is 'review_not_found'.
create function private.moderation_pending(p_property_id bigint) returns public.listing_reviews
language plpgsql volatile security definer set search_path = '' as $$
declare
  rev public.listing_reviews;
begin
  select * into rev from public.listing_reviews r where r.property_id = p_property_id and r.status = 'pendente' for update;
  if not found then
    perform private.listing_raise('22023', 'review_not_found', 'Não há análise pendente para este anúncio.');
  end if;
  return rev;
end
$$;
revoke all on function private.moderation_pending(bigint) from public, anon, authenticated;

-- Closes the pending review and the open reports of a listing and tells the reporters the outcome.
create function private.moderation_close(rev public.listing_reviews, p_outcome text, p_reason text, p_actor uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  reporters uuid[];
  code text := rev.property_id::text;
begin
  update public.listing_reviews r set status = p_outcome, decided_at = pg_catalog.now(), decided_by = p_actor, decision_reason = p_reason
   where r.id = rev.id;
  with closed as (
    update public.listing_reports x set resolved_at = pg_catalog.now(), outcome = p_outcome
     where x.property_id = rev.property_id and x.resolved_at is null returning x.reporter_id)
  select pg_catalog.array_agg(c.reporter_id) into reporters from closed c;
  if reporters is not null then
    perform private.notify(reporters, 'denuncia_decidida', 'Sua denúncia foi analisada',
      case p_outcome when 'rejeitado'
        then pg_catalog.format('O anúncio #%s foi retirado do ar pela nossa equipe. Obrigado por avisar.', code)
        else pg_catalog.format('Analisamos o anúncio #%s e não encontramos problema: ele continua no ar. Obrigado por avisar.', code) end,
      null);
  end if;
end
$$;
revoke all on function private.moderation_close(public.listing_reviews, text, text, uuid) from public, anon, authenticated;

create function public.moderation_approve(p_property_id bigint, p_note text default null) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  actor uuid := private.moderation_actor();
  note text := private.moderation_reason(p_note, false);
  rev public.listing_reviews := private.moderation_pending(p_property_id);
  prop public.properties;
begin
  select * into prop from public.properties p where p.id = rev.property_id for update;
  if prop.deleted_at is not null or prop.status <> 'em_analise' then
    -- Deleted or moved on meanwhile: the review closes, the listing stays as it is.
    perform private.moderation_close(rev, 'aprovado', note, actor);
  else
    perform pg_catalog.set_config('lar.trust_bypass', 'on', true);
    update public.properties p
       set status = 'ativo', published_at = coalesce(p.published_at, pg_catalog.now()),
           expires_at = greatest(coalesce(p.expires_at, pg_catalog.now()),
             pg_catalog.now() + pg_catalog.make_interval(days => (private.listing_limits() ->> 'listing_days')::int)),
           availability_confirmed_at = pg_catalog.now()
     where p.id = prop.id;
    perform pg_catalog.set_config('lar.trust_bypass', 'off', true);
    perform private.moderation_close(rev, 'aprovado', note, actor);
    perform private.notify(private.trust_side(prop), 'anuncio_aprovado', 'Anúncio aprovado',
      pg_catalog.format('%s (#%s) foi aprovado pela nossa equipe e já está no ar.', prop.title, prop.id), '/imoveis');
  end if;
  insert into private.moderation_log (actor, action, property_id, target_user, reason)
  values (actor, 'aprovar', rev.property_id, prop.owner_id, note);
end
$$;

create function public.moderation_reject(p_property_id bigint, p_reason text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  actor uuid := private.moderation_actor();
  reason text := private.moderation_reason(p_reason, true);
  rev public.listing_reviews := private.moderation_pending(p_property_id);
  prop public.properties;
begin
  select * into prop from public.properties p where p.id = rev.property_id for update;
  update public.properties p set status = 'inativo' where p.id = prop.id and p.status in ('em_analise', 'ativo');
  perform private.moderation_close(rev, 'rejeitado', reason, actor);
  perform private.notify(private.trust_side(prop), 'anuncio_rejeitado', 'Anúncio não aprovado',
    pg_catalog.left(pg_catalog.format('%s (#%s) não foi aprovado pela nossa equipe. Motivo: %s', prop.title, prop.id, reason), 2000), '/imoveis');
  insert into private.moderation_log (actor, action, property_id, target_user, reason)
  values (actor, 'rejeitar', prop.id, prop.owner_id, reason);
end
$$;

-- Suspends the advertiser (the listing's owner): every live or pending listing they own goes inativo, their
-- pending reviews close as rejected, and no listing with them on its side can go live again. Returns the ids
-- of the listings taken offline (the caller expires their cached pages).
create function public.moderation_suspend_advertiser(p_property_id bigint, p_reason text) returns setof bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  actor uuid := private.moderation_actor();
  reason text := private.moderation_reason(p_reason, true);
  prop public.properties;
  rev public.listing_reviews;
begin
  select * into prop from public.properties p where p.id = p_property_id;
  if not found or not exists (select 1 from public.listing_reviews r where r.property_id = prop.id)
     and not exists (select 1 from public.listing_reports x where x.property_id = prop.id) then
    perform private.listing_raise('22023', 'review_not_found', 'Não há análise pendente para este anúncio.');
  end if;
  if prop.owner_id = actor then
    perform private.listing_raise('P0001', 'own_listing', 'Você não pode suspender a sua própria conta.');
  end if;
  insert into private.suspended_advertisers (user_id, reason, suspended_by) values (prop.owner_id, reason, actor)
  on conflict (user_id) do update set reason = excluded.reason, suspended_by = excluded.suspended_by, suspended_at = pg_catalog.now();
  for rev in select r.* from public.listing_reviews r join public.properties p on p.id = r.property_id
              where p.owner_id = prop.owner_id and r.status = 'pendente' for update of r loop
    perform private.moderation_close(rev, 'rejeitado', reason, actor);
  end loop;
  return query update public.properties p set status = 'inativo'
   where p.owner_id = prop.owner_id and p.status in ('ativo', 'em_analise') and p.deleted_at is null
  returning p.id;
  perform private.notify(array[prop.owner_id], 'conta_suspensa', 'Conta suspensa para anúncios',
    pg_catalog.left(pg_catalog.format('Seus anúncios foram retirados do ar pela nossa equipe. Motivo: %s', reason), 2000), '/imoveis');
  insert into private.moderation_log (actor, action, property_id, target_user, reason)
  values (actor, 'suspender', prop.id, prop.owner_id, reason);
end
$$;

-- The queue: pending reviews, oldest first, each with the listing, its evidence (price comparison and a sample
-- of comparables, duplicate listings, matching photos side by side) and its reports (reporter named).
create function public.moderation_queue() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  actor uuid := private.moderation_actor();
begin
  return coalesce((
    select pg_catalog.jsonb_agg(item order by (item ->> 'opened_at'))
      from (
        select pg_catalog.jsonb_build_object(
          'review_id', r.id, 'property_id', p.id, 'title', p.title, 'status', p.status, 'transaction', p.transaction,
          'type', p.type, 'price', p.price, 'condo_fee', p.condo_fee, 'area', p.area, 'bedrooms', p.bedrooms,
          'neighborhood', p.neighborhood, 'city', p.city, 'state', p.state, 'owner_id', p.owner_id,
          'owner_name', (select pr.name from public.profiles pr where pr.id = p.owner_id),
          'owner_suspended', exists (select 1 from private.suspended_advertisers s where s.user_id = p.owner_id),
          'reasons', r.reasons, 'opened_at', r.opened_at,
          'price_check', r.evidence -> 'price',
          'sample', case when r.evidence ? 'price' then (
            select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', c.id, 'title', c.title, 'price_per_m2', pg_catalog.round(c.price_per_m2::numeric, 2)) order by c.price_per_m2)
              from (select c.id, c.title, c.price_per_m2 from public.properties c
                     where c.status = 'ativo' and c.price_per_m2 is not null and c.id <> p.id
                       and c.transaction = p.transaction and c.type = p.type and c.state = p.state and c.city_key = p.city_key
                       and c.bedrooms between p.bedrooms - 1 and p.bedrooms + 1
                       and (r.evidence #>> '{price,level}' <> 'bairro' or c.neighborhood_key = p.neighborhood_key)
                     order by c.id limit 12) c) end,
          'duplicates', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', d.id, 'title', d.title,
                            'street', d.street, 'street_number', d.street_number, 'complement', d.complement, 'zip_code', d.zip_code))
                           from public.properties d
                          where d.id in (select (x #>> '{}')::bigint from pg_catalog.jsonb_array_elements(r.evidence -> 'duplicates') as t (x))),
          'photos', r.evidence -> 'photos',
          'cover', (select i.storage_path from public.property_images i where i.property_id = p.id order by i.position limit 1),
          'reports', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('reason', x.reason, 'details', x.details,
                        'created_at', x.created_at, 'reporter_name', (select pr.name from public.profiles pr where pr.id = x.reporter_id))
                        order by x.created_at)
                        from public.listing_reports x where x.property_id = p.id and x.resolved_at is null)
        ) as item
        from public.listing_reviews r join public.properties p on p.id = r.property_id
       where r.status = 'pendente' and actor is not null
       order by r.opened_at limit 200) q), '[]'::jsonb);
end
$$;

-- The log, newest first (staff).
create function public.moderation_log_recent() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.moderation_actor();
begin
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', l.id, 'action', l.action, 'property_id', l.property_id,
             'reason', l.reason, 'created_at', l.created_at,
             'actor_name', (select pr.name from public.profiles pr where pr.id = l.actor)) order by l.id desc)
      from (select * from private.moderation_log m where me is not null order by m.id desc limit 50) l), '[]'::jsonb);
end
$$;

revoke all on function public.moderation_queue(), public.moderation_log_recent(), public.moderation_approve(bigint, text),
  public.moderation_reject(bigint, text), public.moderation_suspend_advertiser(bigint, text)
  from public, anon, authenticated;
grant execute on function public.moderation_queue(), public.moderation_log_recent(), public.moderation_approve(bigint, text),
  public.moderation_reject(bigint, text), public.moderation_suspend_advertiser(bigint, text)
  to authenticated;

-- Staff see the photos of the listings they review (the bucket's read policy shows only public and own ones).
create policy "Staff read property images under review" on storage.objects
  for select to authenticated
  using (bucket_id = 'property-images' and private.is_staff());

-- /moderacao is a top-level route: no agency page may take the slug.
insert into public.reserved_slugs (slug) values ('moderacao') on conflict (slug) do nothing;

-- Issue #34 at scale: the publish-time photo match ('fotos de outro imóvel') through an index of the hashes
-- instead of a scan of every live photo.
--
-- Before (20261130140100_listing_review.sql), each photo of the listing was compared with every photo of every
-- other side's active listing: bit_count(a # b) over all of public.property_images joined to the seed hashes —
-- at the 100 000-listing benchmark (500 000 photo rows) a draft with 10 photos took 8 to 14 s to check (p50,
-- load average 12 to 15 on the shared 2 cores), growing with the catalogue; the indexed match below took 35 to
-- 60 ms in the same run (scripts/bench/photo-match.ts, `npm run bench:photos`; docs/trust.md).
--
-- Now: multi-index hashing. The 192-bit hash (lib/trust/photo-hash.ts) is cut into 12 segments of 16 bits.
-- Two hashes at most 22 bits apart (private.trust_photo_match_max(); this holds up to 23) have at least one
-- segment where they differ by 0 or 1 bit (pigeonhole: 12 segments with 2 or more differing bits would be
-- 24). So every match is found by looking up, for each of the 12 segments, the segment's value and its 16
-- one-bit neighbours: 204 probes of one btree (private.photo_hash_segments, primary key (seg, val, phash):
-- index-only, the distance is checked on the index entry), each finding about n / 65 536 candidates among n distinct hashes. The hashes
-- found are then turned into the live photos that carry them (property_images by phash, or the seed's photos
-- by storage path), each checked for being another side's active listing — at most 10 per hash, as the
-- evidence keeps 10. The index holds DISTINCT hashes (the seed's 120 photos are used by thousands of listings
-- at scale: 120 hashes, not 500 000); it is kept by triggers on property_images and private.seed_photo_hashes
-- (insert, or a hash arriving). Liveness is checked at match time, so a pause, an expiry or a deletion needs
-- no upkeep; the hash of a deleted photo stays in the index and simply finds no live photo.
-- The rule (threshold 22 of 192, sides, live listings) and the evidence's shape are unchanged: the match /
-- no-match set of tests/integration/trust/* still holds, and tests/integration/trust/photo-match-index.test.ts
-- checks the index against the brute-force scan on random hashes at distances 0..40.

create table private.photo_hash_segments (
  seg smallint not null check (seg between 0 and 11),
  val integer not null check (val between 0 and 65535),
  phash bit(192) not null,
  primary key (seg, val, phash)
);
revoke all on private.photo_hash_segments from public, anon, authenticated;
comment on table private.photo_hash_segments is
  'Issue #34: the distinct photo hashes cut into 12 segments of 16 bits (multi-index hashing); see 20261201150000.';

-- The 12 (segment, value) keys of a hash.
create function private.photo_hash_keys(h bit(192)) returns table (seg smallint, val integer)
language sql immutable set search_path = '' as $$
  select k::smallint, pg_catalog.substring(h, 16 * k + 1, 16)::bit(16)::integer
    from pg_catalog.generate_series(0, 11) as g (k)
   where h is not null
$$;
revoke all on function private.photo_hash_keys(bit) from public, anon, authenticated;

create function private.photo_hash_index_row() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.photo_hash_segments (seg, val, phash)
  select k.seg, k.val, new.phash from private.photo_hash_keys(new.phash) k
  on conflict do nothing;
  return null;
end
$$;
revoke all on function private.photo_hash_index_row() from public, anon, authenticated;

-- Named to run before listing_photo_trust (triggers fire in name order): the index knows a hash before the
-- listing that carries it is checked.
create trigger listing_photo_hash_index after insert or update of phash on public.property_images
  for each row when (new.phash is not null)
  execute function private.photo_hash_index_row();
create trigger seed_photo_hash_index after insert or update of phash on private.seed_photo_hashes
  for each row execute function private.photo_hash_index_row();

insert into private.photo_hash_segments (seg, val, phash)
select k.seg, k.val, h.phash
  from (select s.phash from private.seed_photo_hashes s
        union
        select i.phash from public.property_images i where i.phash is not null) h
  cross join lateral private.photo_hash_keys(h.phash) k
on conflict do nothing;

-- From a matching hash to the photos that carry it: uploaded photos by their hash, the seed's by their path.
create index property_images_phash_idx on public.property_images (phash) where phash is not null;
create index property_images_seed_path_idx on public.property_images (storage_path) where storage_path like 'seed/%';

-- The photos of listing p_id within the threshold of a photo of another listing side's active listing, nearest
-- first, at most 10: [{photo_id, photo, other_property_id, other_photo, distance}] or null.
create function private.listing_photo_matches(p_id bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  with prop as (
    select p.id, private.trust_side(p) as side from public.properties p where p.id = p_id
  ), mine as (
    select i.id as photo_id, i.storage_path as photo, coalesce(i.phash, k.phash) as phash
      from public.property_images i
      left join private.seed_photo_hashes k on k.storage_path = i.storage_path
     where i.property_id = p_id and coalesce(i.phash, k.phash) is not null
  ), near as (
    -- Each segment's value and its 16 one-bit neighbours (b = -1: the value itself).
    select distinct m.photo_id, m.photo, s.phash as other_hash, pg_catalog.bit_count(m.phash # s.phash) as distance
      from mine m
      cross join pg_catalog.generate_series(0, 11) as g (k)
      cross join pg_catalog.generate_series(-1, 15) as b (b)
      join private.photo_hash_segments s
        on s.seg = g.k
       and s.val = (pg_catalog.substring(m.phash, 16 * g.k + 1, 16)::bit(16)::integer # case when b.b < 0 then 0 else 1 << b.b end)
     where pg_catalog.bit_count(m.phash # s.phash) <= private.trust_photo_match_max()
  )
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'photo_id', x.photo_id, 'photo', x.photo, 'other_property_id', x.other_id, 'other_photo', x.other_photo,
           'distance', x.distance) order by x.distance, x.photo_id, x.other_id)
    from (
      select n.photo_id, n.photo, o.other_id, o.other_photo, n.distance
        from near n
        cross join prop
        cross join lateral (
          select c.property_id as other_id, c.storage_path as other_photo
            from (select i.property_id, i.storage_path from public.property_images i
                   where i.phash = n.other_hash
                  union all
                  select i.property_id, i.storage_path from private.seed_photo_hashes k
                    join public.property_images i on i.storage_path = k.storage_path
                   where k.phash = n.other_hash and i.phash is null and i.storage_path like 'seed/%') c
            join public.properties o on o.id = c.property_id
           where o.status = 'ativo' and o.deleted_at is null and o.id <> prop.id
             and not (private.trust_side(o) && prop.side)
           limit 10) o
       order by n.distance, n.photo_id, o.other_id
       limit 10) x
$$;
revoke all on function private.listing_photo_matches(bigint) from public, anon, authenticated;

-- The signals, as in 20261130140100 but the photos through private.listing_photo_matches.
create or replace function private.listing_trust_check(p_id bigint, p_checks text[]) returns jsonb
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
    matches := private.listing_photo_matches(prop.id);
    if matches is not null then
      reasons := reasons || 'photo_match'::text;
      evidence := evidence || pg_catalog.jsonb_build_object('photos', matches);
    end if;
  end if;
  return pg_catalog.jsonb_build_object('reasons', pg_catalog.to_jsonb(reasons), 'evidence', evidence);
end
$$;
revoke all on function private.listing_trust_check(bigint, text[]) from public, anon, authenticated;

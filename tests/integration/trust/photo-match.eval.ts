/**
 * `node --import tsx tests/integration/trust/photo-match.eval.ts <cases (JSON)>`: a throw-away in-memory database
 * from supabase/migrations (issue #34, photo matching at scale). Writes the catalogue of the argument — listings
 * of two owners, live or not, with photos carrying given hashes or seed photo paths — then answers, for each
 * probe listing, what the indexed match (private.listing_photo_matches, 20261201150000) and the brute-force scan
 * of 20261130140100 (every photo of every other side's active listing, copied below) find. Prints JSON.
 *
 * A child process: the local stack's modules are ESM (see tests/fixtures/sql/eval.ts).
 */
import fs from 'node:fs';
import { loadConfig } from '../../../local-supabase/src/config.ts';
import { Database } from '../../../local-supabase/src/db.ts';
import { applyMigrations, bootstrap } from '../../../local-supabase/src/migrate.ts';

export interface Case {
  listings: { id: number; owner: 0 | 1; status: 'ativo' | 'pausado' | 'rascunho'; deleted?: boolean }[];
  photos: { listing: number; hash?: string; path?: string }[];
  probes: number[];
}

const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Case;
const config = loadConfig({ dataDir: null, seedFile: null, seedStorageDir: null, port: 0 });
const db = await Database.open(null);

const OWNERS = ['00000000-0000-4000-8000-0000000034a1', '00000000-0000-4000-8000-0000000034a2'];

// The scan of 20261130140100_listing_review.sql (the photos part of private.listing_trust_check), unchanged.
const BRUTE = `
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'photo_id', m.photo_id, 'photo', m.photo, 'other_property_id', m.other_id, 'other_photo', m.other_photo,
           'distance', m.distance) order by m.distance), '[]'::jsonb) as matches
    from (
      select mine.id as photo_id, mine.storage_path as photo, o.id as other_id, oi.storage_path as other_photo,
             pg_catalog.bit_count(coalesce(mine.phash, ks.phash) # coalesce(oi.phash, ko.phash)) as distance
        from public.property_images mine
        join public.properties prop on prop.id = mine.property_id
        left join private.seed_photo_hashes ks on ks.storage_path = mine.storage_path
        join public.properties o on o.status = 'ativo' and o.deleted_at is null and o.id <> prop.id
                                and not (private.trust_side(o) && private.trust_side(prop))
        join public.property_images oi on oi.property_id = o.id
        left join private.seed_photo_hashes ko on ko.storage_path = oi.storage_path
       where mine.property_id = $1
         and coalesce(mine.phash, ks.phash) is not null and coalesce(oi.phash, ko.phash) is not null
         and pg_catalog.bit_count(coalesce(mine.phash, ks.phash) # coalesce(oi.phash, ko.phash)) <= private.trust_photo_match_max()
       order by 5) m`;

try {
  await bootstrap(db, config);
  await applyMigrations(db, config.migrationsDir);
  const out = await db.transaction(async (tx) => {
    for (const [i, id] of OWNERS.entries()) {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', '{}'::jsonb,
                 '{"name": "Dono", "role": "proprietario"}'::jsonb, now(), now())`,
        [id, `photo-match-${i}@lar.test`],
      );
    }
    await tx.query(
      `insert into public.properties (id, owner_id, transaction, type, title, price, bedrooms, neighborhood, city, state, status, expires_at)
       select 300000 + r.id, ($2::uuid[])[r.owner + 1], 'aluguel', 'apartamento', 'Foto ' || r.id, 2000, 2, 'Centro', 'Cidade Foto', 'SP',
              r.status::public.property_status, now() + interval '30 days'
         from jsonb_to_recordset($1::jsonb) as r (id int, owner int, status text)`,
      [JSON.stringify(input.listings), OWNERS],
    );
    const gone = input.listings.filter((l) => l.deleted).map((l) => 300000 + l.id);
    if (gone.length) await tx.query("update public.properties set deleted_at = now(), status = 'inativo' where id = any ($1::bigint[])", [gone]);
    // Half the hashes arrive with the row, half afterwards (as the upload route sets them): both are indexed.
    await tx.query(
      `insert into public.property_images (property_id, storage_path, position, phash)
       select 300000 + r.listing, coalesce(r.path, (300000 + r.listing) || '/' || r.n || '.jpg'), r.n,
              case when r.n % 2 = 0 and r.hash is not null then ('x' || r.hash)::bit(192) end
         from jsonb_to_recordset($1::jsonb) as r (listing int, hash text, path text, n int)`,
      [JSON.stringify(input.photos.map((p, n) => ({ ...p, n })))],
    );
    // (Not the live check of a hash arriving, listing_photo_trust: it would hold some of the catalogue's listings.)
    await tx.exec('alter table public.property_images disable trigger listing_photo_trust');
    await tx.query(
      `update public.property_images i set phash = ('x' || r.hash)::bit(192)
         from jsonb_to_recordset($1::jsonb) as r (listing int, hash text, n int)
        where r.n % 2 = 1 and r.hash is not null and i.property_id = 300000 + r.listing and i.position = r.n`,
      [JSON.stringify(input.photos.map((p, n) => ({ ...p, n })))],
    );
    const probes: { id: number; indexed: unknown; brute: unknown }[] = [];
    for (const probe of input.probes) {
      const id = 300000 + probe;
      const { rows: a } = await tx.query<{ m: unknown }>(`select coalesce(private.listing_photo_matches($1), '[]'::jsonb) as m`, [id]);
      const { rows: b } = await tx.query<{ matches: unknown }>(BRUTE, [id]);
      probes.push({ id, indexed: a[0]!.m, brute: b[0]!.matches });
    }
    const { rows: idx } = await tx.query<{ hashes: number; rows: number }>(
      'select count(distinct phash)::int as hashes, count(*)::int as rows from private.photo_hash_segments',
    );
    const { rows: distinct } = await tx.query<{ n: number }>(
      `select count(*)::int as n from (select phash from private.seed_photo_hashes union
                                       select phash from public.property_images where phash is not null) h`,
    );
    return { probes, index: idx[0], distinctHashes: distinct[0]!.n };
  });
  process.stdout.write(JSON.stringify(out));
} finally {
  await db.close();
}

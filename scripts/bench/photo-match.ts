/**
 * Benchmark of the publish-time photo match (`npm run bench:photos`, issue #34): the brute-force scan of
 * 20261130140100_listing_review.sql (each photo of the new listing against every photo of every other side's
 * active listing) against the indexed match of 20261201150000_photo_match_index.sql
 * (private.listing_photo_matches: multi-index hashing on 12 segments of 16 bits), in the same run, on the same
 * database, with the load average next to each table. Prints Markdown; asserts that both find the same matches.
 *
 * A throwaway native PostgreSQL cluster (Debian's `postgresql`, as `npm run bench:search`; BENCH_PG_BIN, port
 * BENCH_PG_PORT default 55437) under .data/bench-photos-<pid>, removed at the end: the local stack's
 * bootstrap.sql, supabase/migrations (or LOCAL_SUPABASE_MIGRATIONS_DIR), and the 100 000-listing seed
 * (.data/seed-100000.sql, BENCH_SEED; written by `SEED_SIZE=100000 npm run seed -- --no-reset`), whose ~500 000
 * photos are the 120 seed photos reused. Loading takes about 5 minutes on the shared machine.
 * A probe: a draft of an account with no listings and 10 photos — 5 of no other listing and 5 re-encoded copies
 * (the hash with 10 bits flipped) of photos on live listings. Two catalogues:
 *
 *  seed     the bench seed as it is: 120 distinct hashes (the seed's photos, by path) on 500 000 photo rows;
 *           a copy of a seed photo matches thousands of listings (the evidence keeps the nearest 10);
 *  unique   every photo of the catalogue given a hash of its own (as real listings' photos are): 500 000
 *           distinct hashes in the index; each copy matches one listing. Written in a transaction rolled back
 *           at the end.
 *
 * BENCH_RUNS (default 20) timed calls of each after one warm-up.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Math.max(2, Number(process.env.BENCH_RUNS ?? 20));
const SEED = path.resolve(ROOT, process.env.BENCH_SEED ?? '.data/seed-100000.sql');
const PORT = Number(process.env.BENCH_PG_PORT ?? 55437);
/** As the local stack's LOCAL_SUPABASE_MIGRATIONS_DIR (default supabase/migrations). */
const MIGRATIONS = path.resolve(ROOT, process.env.LOCAL_SUPABASE_MIGRATIONS_DIR ?? 'supabase/migrations');
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

function findPgBin(): string {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('Native PostgreSQL not found: install Debian\'s `postgresql` package or set BENCH_PG_BIN.');
  return path.join(base, versions[0], 'bin');
}

const bin = findPgBin();
const asRoot = process.getuid?.() === 0;
const run = (cmd: string, args: string[], input?: string) => {
  const full: [string, string[]] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(full[0], full[1], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.slice(0, 4).join(' ')} failed:\n${(r.stderr || r.stdout).slice(0, 4000)}`);
  return r.stdout + r.stderr;
};
const dir = path.join(ROOT, '.data', `bench-photos-${process.pid}`);
const data = path.join(dir, 'data');
const psql = (input: string, extra: string[] = []) =>
  run(path.join(bin, 'psql'), ['-h', dir, '-p', String(PORT), '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...extra], input);

/** The bench seed with its bulk listings and photos written without row triggers (as bench:search loads it). */
function seedSql(): string {
  const seed = fs.readFileSync(SEED, 'utf8');
  const start = seed.indexOf('alter table public.properties disable trigger properties_before_write;');
  const end = seed.indexOf("select setval(pg_get_serial_sequence('public.properties', 'id')", start);
  if (start < 0 || end < 0) return seed;
  return `${seed.slice(0, start)}set session_replication_role = replica;\n${seed.slice(start, end)}set session_replication_role = origin;\n${seed.slice(end)}`;
}

const randomHash = (expr: string) => `('x' || md5(${expr}) || substr(md5(${expr} || '.'), 1, 16))::bit(192)`;
/** `h` with 10 bits flipped (at places set by `salt`): a re-encoded copy stays within about 10..20 bits. */
const copyOf = (h: string, salt: number) =>
  `(${h} # (select string_agg(case when b in (${Array.from({ length: 10 }, (_, i) => ((salt * 37 + i * 19) % 192) + 1).join(', ')}) then '1' else '0' end, '' order by b) from generate_series(1, 192) b)::bit(192))`;

// The scan the index replaced (20261130140100: the photos part of private.listing_trust_check), for one listing.
const BRUTE = (id: string) => `
  select count(*), coalesce(string_agg(m.distance::text, ',' order by m.distance), '') from (
    select mine.id as photo_id, o.id as other_id,
           pg_catalog.bit_count(coalesce(mine.phash, ks.phash) # coalesce(oi.phash, ko.phash)) as distance
      from public.property_images mine
      join public.properties prop on prop.id = mine.property_id
      left join private.seed_photo_hashes ks on ks.storage_path = mine.storage_path
      join public.properties o on o.status = 'ativo' and o.deleted_at is null and o.id <> prop.id
                              and not (private.trust_side(o) && private.trust_side(prop))
      join public.property_images oi on oi.property_id = o.id
      left join private.seed_photo_hashes ko on ko.storage_path = oi.storage_path
     where mine.property_id = ${id}
       and coalesce(mine.phash, ks.phash) is not null and coalesce(oi.phash, ko.phash) is not null
       and pg_catalog.bit_count(coalesce(mine.phash, ks.phash) # coalesce(oi.phash, ko.phash)) <= private.trust_photo_match_max()
     order by 3 limit 10) m;`;
const INDEXED = (id: string) => `
  select jsonb_array_length(coalesce(m, '[]')), coalesce((select string_agg(x ->> 'distance', ',' order by (x ->> 'distance')::int)
                                                           from jsonb_array_elements(m) x), '')
    from private.listing_photo_matches(${id}) m;`;

/** The probe's 10 photos: 5 of nothing else, 5 copies of live photos (by id list `sources`). */
const probePhotos = (sources: string) => `
  insert into public.property_images (property_id, storage_path, position, phash)
  select :probe, :probe || '/own-' || g || '.jpg', g, ${randomHash("'probe-' || g")} from generate_series(0, 4) g;
  insert into public.property_images (property_id, storage_path, position, phash)
  select :probe, :probe || '/copy-' || s.n || '.jpg', 5 + s.n, ${copyOf('s.h', 1)}
    from (select row_number() over (order by i.id) as n, coalesce(i.phash, k.phash) as h
            from public.property_images i left join private.seed_photo_hashes k on k.storage_path = i.storage_path
           where i.id in (${sources})) s;`;

function measure(title: string, setup: string, probeSources: string): string[] {
  const calls = [BRUTE(':probe'), INDEXED(':probe')];
  const script = [
    'begin;',
    // The probe: a draft of the seed's client (no listing of its own: every live listing is another side's).
    `with p as (insert into public.properties (owner_id, transaction, type, title, price, bedrooms, neighborhood, city, state, status)
       select id, 'aluguel', 'apartamento', 'Sonda de fotos', 2000, 2, 'Centro', 'São Paulo', 'SP', 'rascunho'
         from auth.users where email = 'cliente@lar.dev' returning id) select id as probe from p \\gset`,
    setup,
    probePhotos(probeSources),
    'analyze public.property_images;',
    '\\timing on',
    ...calls.flatMap((c) => [c, ...Array.from({ length: RUNS }, () => c)]),
    '\\timing off',
    'rollback;',
  ].join('\n');
  const before = load();
  const out = psql(script, ['-t', '-A', '-F', ' ']);
  const times = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1]));
  const results = out.split('\n').filter((l) => /^\d+ [\d,]*$/.test(l.trim()));
  const per = RUNS + 1;
  if (times.length !== 2 * per) throw new Error(`${title}: ${times.length} timings, expected ${2 * per}`);
  const [brute, indexed] = [0, 1].map((i) => times.slice(i * per + 1, (i + 1) * per).sort((a, b) => a - b)); // drop each warm-up
  const [bruteFound, indexedFound] = [results[0], results[per]];
  if (bruteFound !== indexedFound) throw new Error(`${title}: the scan found ${bruteFound}, the index ${indexedFound}`);
  const after = load();
  return [
    `| ${title}: scan (before) | ${fmt(pct(brute!, 50))} | ${fmt(pct(brute!, 95))} | ${fmt(brute!.at(-1)!)} | ${bruteFound} | ${before} |`,
    `| ${title}: index (now) | ${fmt(pct(indexed!, 50))} | ${fmt(pct(indexed!, 95))} | ${fmt(indexed!.at(-1)!)} | ${indexedFound} | ${after} |`,
    `| ${title}: p95 ratio | | **${(pct(brute!, 95) / pct(indexed!, 95)).toFixed(0)}×** | | | |`,
  ];
}

let started = false;
try {
  if (!fs.existsSync(SEED)) throw new Error(`${path.relative(ROOT, SEED)} missing: SEED_SIZE=100000 npm run seed -- --no-reset`);
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D', data, '-l', path.join(dir, 'log.txt'), '-w', 'start', '-o',
    `-p ${PORT} -k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=256MB -c work_mem=16MB -c max_wal_size=4GB -c jit=off -c maintenance_work_mem=256MB`,
  ]);
  started = true;
  const t0 = Date.now();
  psql(fs.readFileSync(path.join(ROOT, 'local-supabase/src/bootstrap.sql'), 'utf8'));
  for (const f of fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort()) {
    psql(fs.readFileSync(path.join(MIGRATIONS, f), 'utf8'), ['-1']);
  }
  psql(seedSql(), ['-1']);
  psql('vacuum analyze;');
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  const counts = psql(
    `select (select count(*) filter (where status = 'ativo') from public.properties) || ' active listings, ' ||
            (select count(*) from public.property_images) || ' photos, ' ||
            (select count(distinct phash) from private.photo_hash_segments) || ' distinct hashes indexed';`,
    ['-t', '-A'],
  ).trim();
  console.error(`Loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const seedHashes = psql('select count(*) from private.seed_photo_hashes;', ['-t', '-A']).trim();
  // Five live photos to copy: the first photos of five live listings.
  const sources = `select min(i.id) from public.property_images i join public.properties p on p.id = i.property_id
                    where p.status = 'ativo' group by p.id order by p.id limit 5`;
  const rows = [
    ...measure(`seed (${seedHashes} hashes)`, '', sources),
    ...measure(
      'unique (a hash per photo)',
      `set session_replication_role = replica;
       update public.property_images set phash = ${randomHash("id::text")};
       set session_replication_role = origin;
       alter table private.photo_hash_segments drop constraint photo_hash_segments_pkey;
       insert into private.photo_hash_segments (seg, val, phash)
       select k.seg, k.val, h.phash from (select distinct phash from public.property_images) h
        cross join lateral private.photo_hash_keys(h.phash) k;
       alter table private.photo_hash_segments add primary key (seg, val, phash);
       analyze private.photo_hash_segments;`,
      sources,
    ),
  ];
  console.log(`## Photo match at publish (issue #34) — ${version}, ${counts}\n`);
  console.log(`A draft with 10 photos (5 copies of live photos, 5 of nothing else) against the catalogue; ${RUNS} timed runs each, ms.\n`);
  console.log('| catalogue: method | p50 | p95 | max | matches found (count distances) | load average 1/5/15 min (before / after the pair) |');
  console.log('|---|---:|---:|---:|---|---|');
  for (const r of rows) console.log(r);
} finally {
  if (started) {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
    } catch (e) {
      console.error((e as Error).message);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Applies the migrations and a seed file to a fresh in-memory database, the way the local stack does,
 * and checks the result: counts, demo accounts, every status present, photos present in storage.
 *
 *   npx tsx scripts/seed/check.ts [seed.sql]      (default supabase/seed.sql)
 */
import bcrypt from 'bcryptjs';
import path from 'node:path';
import { createBlobStore } from '../../local-supabase/src/blobs.ts';
import { loadConfig } from '../../local-supabase/src/config.ts';
import { Database } from '../../local-supabase/src/db.ts';
import { applyMigrations, applySeed, bootstrap } from '../../local-supabase/src/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './build.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function main() {
  const seedFile = path.resolve(process.argv[2] ?? path.join(ROOT, 'supabase', 'seed.sql'));
  const config = loadConfig({ dataDir: null, seedFile, seedStorageDir: path.join(ROOT, 'supabase', 'seed-storage') });
  const db = await Database.open(null);
  const blobs = createBlobStore(null);
  let t = Date.now();
  await bootstrap(db, config);
  await applyMigrations(db, config.migrationsDir);
  console.log(`migrations: ${Date.now() - t} ms`);
  t = Date.now();
  await applySeed(db, blobs, config);
  console.log(`seed (${path.relative(ROOT, seedFile)} + photos): ${Date.now() - t} ms`);

  const failures: string[] = [];
  const one = async <T>(sql: string): Promise<T> => (await db.pg.query<T>(sql)).rows[0];
  const expect = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };

  const counts = await one<Record<string, number>>(`select
    (select count(*)::int from auth.users) as users,
    (select count(*)::int from public.profiles) as profiles,
    (select count(*)::int from public.properties where status = 'ativo' and expires_at > now()) as active,
    (select count(*)::int from public.properties) as listings,
    (select count(*)::int from public.property_images) as images,
    (select count(*)::int from public.favorites) as favorites,
    (select count(*)::int from public.visits) as visits,
    (select count(*)::int from public.proposals) as proposals,
    (select count(*)::int from public.proposal_events) as proposal_events,
    (select count(*)::int from public.leads) as leads,
    (select count(*)::int from public.notifications) as notifications,
    (select count(*)::int from public.subscriptions) as subscriptions,
    (select count(*)::int from public.sign_purchases) as sign_purchases,
    (select count(*)::int from public.payments) as payments,
    (select count(*)::int from public.broker_invitations) as invitations,
    (select count(*)::int from storage.objects where bucket_id = 'property-images') as stored_photos`);
  console.log(counts);
  expect(counts.users === counts.profiles, 'every user has a profile');
  expect(counts.active >= 600, 'at least 600 active listings');

  const missingPhotos = await one<{ n: number }>(`select count(*)::int as n from public.property_images i
    where not exists (select 1 from storage.objects o where o.bucket_id = 'property-images' and o.name = i.storage_path)`);
  expect(missingPhotos.n === 0, `${missingPhotos.n} property_images rows point at missing files`);
  const photoCounts = await one<{ min: number; max: number; bad_cover: number }>(`select min(n)::int as min, max(n)::int as max,
      (select count(*)::int from public.property_images where position = 0 and storage_path not like 'seed/fachada-%') as bad_cover
    from (select count(*) as n from public.property_images group by property_id) s`);
  expect(photoCounts.min >= 4 && photoCounts.max <= 8 && photoCounts.bad_cover === 0, `photos per listing 4–8 with a façade first: ${JSON.stringify(photoCounts)}`);

  for (const [table, column, values] of [
    ['visits', 'status', ['agendada', 'confirmada', 'realizada', 'cancelada']],
    ['proposals', 'status', ['pendente', 'aceita', 'rejeitada', 'negociada', 'desfeita']],
    ['properties', 'status', ['ativo', 'pausado', 'vendido', 'alugado', 'inativo']],
    ['proposal_events', 'kind', ['criada', 'aceita', 'rejeitada', 'contraproposta', 'contraproposta_aceita', 'contraproposta_recusada', 'nova_oferta', 'desfeita']],
  ] as const) {
    const { rows } = await db.pg.query<{ v: string }>(`select distinct ${column}::text as v from public.${table}`);
    const have = new Set(rows.map((r) => r.v));
    for (const v of values) expect(have.has(v), `${table}.${column} has ${v}`);
  }

  // Demo accounts: confirmed, bcrypt hash of the demo password, right role, agency link.
  const { rows: demo } = await db.pg.query<{ email: string; role: string; hash: string; confirmed: boolean; agency: string | null; slug: string | null }>(
    `select u.email, p.role::text, u.encrypted_password as hash, u.email_confirmed_at is not null as confirmed,
            a.slug as agency, p.slug
     from auth.users u join public.profiles p on p.id = u.id left join public.profiles a on a.id = p.agency_id
     where u.email = any($1)`,
    [Object.values(DEMO_ACCOUNTS)],
  );
  for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
    const u = demo.find((d) => d.email === email);
    expect(!!u && u.role === role && u.confirmed && bcrypt.compareSync(DEMO_PASSWORD, u.hash), `demo account ${email}`);
  }
  expect(demo.find((d) => d.email === DEMO_ACCOUNTS.imobiliaria)?.slug === 'casa-paulista-imoveis', 'agency slug casa-paulista-imoveis');
  expect(demo.find((d) => d.email === DEMO_ACCOUNTS.corretor)?.agency === 'casa-paulista-imoveis', 'demo broker belongs to Casa Paulista');
  const crypt = await one<{ ok: boolean }>(`select encrypted_password = extensions.crypt('${DEMO_PASSWORD}', encrypted_password) as ok from auth.users where email = '${DEMO_ACCOUNTS.cliente}'`);
  expect(crypt.ok, 'pgcrypto accepts the seed hash');

  // The demo client sees every visit and proposal status.
  const demoActivity = await one<{ visits: string[]; proposals: string[] }>(
    `select array(select distinct v.status::text from public.visits v join auth.users u on u.id = v.requester_id where u.email = '${DEMO_ACCOUNTS.cliente}' order by 1) as visits,
            array(select distinct p.status::text from public.proposals p join auth.users u on u.id = p.client_id where u.email = '${DEMO_ACCOUNTS.cliente}' order by 1) as proposals`,
  );
  expect(demoActivity.visits.length === 4 && demoActivity.proposals.length === 4, `demo client activity ${JSON.stringify(demoActivity)}`);

  const open = await one<{ n: number; sundays: number; late_saturdays: number }>(`select
      count(*) filter (where status in ('agendada', 'confirmada') and visit_date + visit_time <= timezone('America/Sao_Paulo', now()))::int as n,
      count(*) filter (where extract(isodow from visit_date) = 7)::int as sundays,
      count(*) filter (where extract(isodow from visit_date) = 6 and visit_time > time '13:30')::int as late_saturdays
    from public.visits`);
  expect(open.n === 0 && open.sundays === 0 && open.late_saturdays === 0, `visit slots ${JSON.stringify(open)}`);

  // The listings are found by the app's search (when that migration is present), accents ignored.
  const search = await one<{ ok: boolean }>(`select to_regprocedure('public.search_properties(jsonb)') is not null as ok`);
  if (search.ok) {
    for (const q of ['tatuape', 'Barra Funda', 'cobertura', 'Florianópolis']) {
      const r = await one<{ n: number }>(`select count(*)::int as n from public.search_properties('{"q": ${JSON.stringify(q)}}'::jsonb)`);
      expect(r.n > 0, `search_properties finds "${q}"`);
    }
  }

  await db.close();
  if (failures.length) {
    console.error(`FAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('seed check passed');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * Renders the seed dataset as SQL for supabase/seed.sql: multi-row INSERTs (and a few set-based
 * UPDATEs) against the schema in supabase/migrations. The text depends only on the dataset, so it is
 * byte-identical across runs; times are written relative to now() so that a database built today or
 * next month has listings that are online and visits in the future.
 */
import bcrypt from 'bcryptjs';
import type { SeedDataset, SeedUser } from './build.ts';
import { DEMO_PASSWORD } from './build.ts';
import { seedUuid } from './prng.ts';

/** bcrypt salt of the seed: fixed, so the hash (and the file) is the same on every run. Cost 10 like GoTrue. */
export const SEED_BCRYPT_SALT = '$2a$10$LarSeedFixedSaltLarSee';

export function passwordHash(password = DEMO_PASSWORD): string {
  return bcrypt.hashSync(password, SEED_BCRYPT_SALT);
}

// ---------------------------------------------------------------------------------------------------------
// Literals

export type SqlValue = string | number | boolean | null | Raw;

/** A piece of SQL written as is. */
export class Raw {
  constructor(readonly sql: string) {}
}
export const raw = (sql: string) => new Raw(sql);

export function literal(value: SqlValue): string {
  if (value === null) return 'null';
  if (value instanceof Raw) return value.sql;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** A time `offset` minutes from now (negative = in the past). */
export function at(offset: number | null): Raw | null {
  if (offset === null) return null;
  const m = Math.round(offset);
  if (m === 0) return raw('now()');
  return raw(`now() ${m < 0 ? '-' : '+'} interval '${Math.abs(m)} minutes'`);
}

/** A date `days` from today in São Paulo. */
export function day(days: number | null): Raw | null {
  if (days === null) return null;
  return raw(`(timezone('America/Sao_Paulo', now()))::date ${days < 0 ? '-' : '+'} ${Math.abs(days)}`);
}

export function textArray(items: readonly string[]): Raw {
  if (items.length === 0) return raw(`'{}'::text[]`);
  return raw(`array[${items.map((i) => literal(i)).join(', ')}]`);
}

export function jsonb(value: unknown): Raw {
  return raw(`${literal(JSON.stringify(value))}::jsonb`);
}

/** `insert into table (cols) values …;` in batches of `batch` rows. */
export function insert(table: string, columns: readonly string[], rows: readonly SqlValue[][], batch = 250): string {
  if (rows.length === 0) return '';
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    for (const r of chunk) {
      if (r.length !== columns.length) throw new Error(`${table}: row has ${r.length} values for ${columns.length} columns`);
    }
    out.push(
      `insert into ${table} (${columns.join(', ')}) values\n` +
        chunk.map((r) => `  (${r.map(literal).join(', ')})`).join(',\n') +
        ';\n',
    );
  }
  return out.join('');
}

/** A VALUES list for `from (values …) as v(cols)`. */
function valuesList(rows: readonly SqlValue[][]): string {
  return rows.map((r) => `  (${r.map(literal).join(', ')})`).join(',\n');
}

// ---------------------------------------------------------------------------------------------------------

const USER_COLUMNS = [
  'instance_id', 'id', 'aud', 'role', 'email', 'encrypted_password', 'email_confirmed_at', 'confirmation_token',
  'recovery_token', 'email_change_token_new', 'email_change', 'raw_app_meta_data', 'raw_user_meta_data',
  'is_super_admin', 'last_sign_in_at', 'created_at', 'updated_at', 'is_sso_user', 'is_anonymous',
];

function userRows(users: readonly SeedUser[], hash: string): SqlValue[][] {
  return users.map((u) => [
    '00000000-0000-0000-0000-000000000000',
    u.id,
    'authenticated',
    'authenticated',
    u.email,
    hash,
    at(u.createdAt + 5),
    '',
    '',
    '',
    '',
    jsonb({ provider: 'email', providers: ['email'] }),
    jsonb({ name: u.name, phone: u.phone, role: u.role }),
    false,
    at(u.lastSignInAt),
    at(u.createdAt),
    at(u.lastSignInAt ?? u.createdAt + 5),
    false,
    false,
  ]);
}

const PROFILE_COLUMNS = [
  'cpf_cnpj', 'address', 'address_number', 'neighborhood', 'city', 'state', 'zip_code', 'slug', 'description',
  'legal_name', 'responsible_name', 'job_title', 'website', 'main_city', 'active_brokers_range',
  'managed_properties_range', 'key_handling', 'creci', 'operating_city', 'experience',
] as const;

function profileUpdate(users: readonly SeedUser[]): string {
  const rows: SqlValue[][] = users.map((u) => [
    u.id,
    u.name,
    u.phone,
    ...PROFILE_COLUMNS.map((c) => u.profile[c]),
    u.profile.broker_status,
    u.profile.rating,
    Math.round(u.createdAt),
  ]);
  const cols = ['id', 'name', 'phone', ...PROFILE_COLUMNS, 'broker_status', 'rating', 'created_min'];
  const sets = [
    'name = v.name',
    'phone = v.phone',
    ...PROFILE_COLUMNS.filter((c) => c !== 'slug').map((c) => `${c} = v.${c}`),
    'slug = coalesce(v.slug, p.slug)',
    'broker_status = v.broker_status::public.broker_status',
    'rating = v.rating::numeric',
    'created_at = now() + make_interval(mins => v.created_min::int)',
  ];
  return (
    `update public.profiles as p set\n  ${sets.join(',\n  ')}\nfrom (values\n${valuesList(rows)}\n) as v(${cols.join(', ')})\n` +
    'where p.id = v.id::uuid;\n'
  );
}

function agencyLinks(users: readonly SeedUser[]): string {
  const linked = users.filter((u) => u.agencyId);
  if (!linked.length) return '';
  const rows: SqlValue[][] = linked.map((u) => [u.id, u.agencyId, Math.round(u.agencyJoinedAt ?? u.createdAt)]);
  const values = valuesList(rows);
  // Two steps: the profiles trigger stamps agency_joined_at with now() when agency_id changes.
  return (
    `update public.profiles as p set agency_id = v.agency_id::uuid\nfrom (values\n${values}\n) as v(id, agency_id, joined_min)\nwhere p.id = v.id::uuid;\n` +
    `update public.profiles as p set agency_joined_at = now() + make_interval(mins => v.joined_min::int)\nfrom (values\n${values}\n) as v(id, agency_id, joined_min)\nwhere p.id = v.id::uuid;\n`
  );
}

const SETTINGS_COLUMNS = [
  ['email_notifications', 'boolean'],
  ['push_notifications', 'boolean'],
  ['sms_notifications', 'boolean'],
  ['marketing_notifications', 'boolean'],
  ['public_profile', 'boolean'],
  ['show_contact', 'boolean'],
  ['dark_mode', 'boolean'],
  ['language', 'text'],
  ['time_zone', 'text'],
] as const;

function settingsUpdate(users: readonly SeedUser[]): string {
  const withSettings = users.filter((u) => u.settings);
  if (!withSettings.length) return '';
  const rows: SqlValue[][] = withSettings.map((u) => [u.id, ...SETTINGS_COLUMNS.map(([c]) => (u.settings as Record<string, SqlValue>)[c] ?? null)]);
  const sets = SETTINGS_COLUMNS.map(([c, t]) => `${c} = coalesce(v.${c}::${t}, s.${c})`);
  return (
    `update public.user_settings as s set\n  ${sets.join(',\n  ')}\nfrom (values\n${valuesList(rows)}\n) as v(id, ${SETTINGS_COLUMNS.map(([c]) => c).join(', ')})\n` +
    'where s.user_id = v.id::uuid;\n'
  );
}

const PROPERTY_COLUMNS = [
  'id', 'owner_id', 'agency_id', 'broker_id', 'transaction', 'objective', 'type', 'title', 'description', 'price',
  'condo_fee', 'iptu', 'bedrooms', 'bathrooms', 'parking_spaces', 'area', 'furnished', 'pets_allowed', 'appliances',
  'other_items', 'condo_features', 'street', 'street_number', 'complement', 'neighborhood', 'city', 'state',
  'zip_code', 'latitude', 'longitude', 'status', 'featured', 'premium', 'published_at', 'expires_at',
  'availability_confirmed_at', 'view_count', 'created_at', 'updated_at',
];

export const SEED_IMAGE_PREFIX = 'seed/';

function section(title: string): string {
  return `\n-- ${title} ${'-'.repeat(Math.max(0, 100 - title.length))}\n`;
}

function setval(table: string): string {
  return `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}));\n`;
}

export function renderSql(ds: SeedDataset, extra = ''): string {
  const hash = passwordHash();
  const parts: string[] = [];
  const count = (n: number, what: string) => `--   ${String(n).padStart(6)} ${what}\n`;
  parts.push(
    '-- Lar demo data. GENERATED by scripts/seed (`npm run seed`): do not edit by hand, change the generator.\n' +
      '-- Applied by the local stack on a new database (as supabase_migrator), after the migrations; the\n' +
      '-- listing photos are the files under supabase/seed-storage/property-images/seed/.\n' +
      `-- Every account's password is ${DEMO_PASSWORD}. Demo accounts: cliente@lar.dev, proprietario@lar.dev,\n` +
      '-- corretor@lar.dev, imobiliaria@lar.dev. Times are relative to now(), so listings are always online.\n--\n' +
      count(ds.users.length, 'users') +
      count(ds.properties.length, `listings (${ds.properties.filter((p) => p.status === 'ativo').length} active)`) +
      count(ds.properties.reduce((s, p) => s + p.listing.images.length, 0), 'listing photos') +
      count(ds.favorites.length, 'favourites') +
      count(ds.visits.length, 'visits') +
      count(ds.proposals.length, 'proposals') +
      count(ds.leads.length, 'leads') +
      count(ds.notifications.length, 'notifications (plus those the leads trigger adds)') +
      count(ds.subscriptions.length + ds.signPurchases.length + ds.payments.length, 'billing records'),
  );

  parts.push(section('Users (the sign-up trigger creates their profiles and settings)'));
  parts.push(insert('auth.users', USER_COLUMNS, userRows(ds.users, hash), 200));
  parts.push(
    insert(
      'auth.identities',
      ['id', 'provider_id', 'user_id', 'identity_data', 'provider', 'last_sign_in_at', 'created_at', 'updated_at'],
      ds.users.map((u) => [
        seedUuid(`identity:${u.id}`),
        u.id,
        u.id,
        jsonb({ sub: u.id, email: u.email, email_verified: true, phone_verified: false }),
        'email',
        at(u.lastSignInAt),
        at(u.createdAt),
        at(u.createdAt),
      ]),
      200,
    ),
  );

  parts.push(section('Profiles, agency links and settings'));
  parts.push(profileUpdate(ds.users));
  parts.push(agencyLinks(ds.users));
  parts.push(settingsUpdate(ds.users));

  parts.push(section('Listings'));
  parts.push(
    insert(
      'public.properties',
      PROPERTY_COLUMNS,
      ds.properties.map((p) => {
        const l = p.listing;
        return [
          p.id, p.ownerId, p.agencyId, p.brokerId, l.transaction, 'residencial', l.type, l.title, l.description, l.price,
          l.condoFee, l.iptu, l.bedrooms, l.bathrooms, l.parking, l.area, l.furnished, l.pets, textArray(l.appliances),
          textArray(l.otherItems), textArray(l.condoFeatures), l.street, l.streetNumber, l.complement, l.hood.name,
          l.city.name, l.city.state, l.zipCode, l.lat, l.lng, p.status, p.featured, p.premium, at(p.publishedAt),
          at(p.expiresAt), at(p.availabilityConfirmedAt), p.viewCount, at(p.publishedAt), at(p.updatedAt),
        ];
      }),
      100,
    ),
  );
  parts.push(
    insert(
      'public.property_images',
      ['property_id', 'storage_path', 'position', 'alt_text', 'created_at'],
      ds.properties.flatMap((p) =>
        p.listing.images.map((img, i) => [p.id, `${SEED_IMAGE_PREFIX}${img.name}`, i, img.alt, at(p.publishedAt)]),
      ),
      1000,
    ),
  );
  parts.push(setval('public.properties'));

  parts.push(section('Favourites'));
  parts.push(
    insert('public.favorites', ['user_id', 'property_id', 'created_at'], ds.favorites.map((f) => [f.userId, f.propertyId, at(f.createdAt)]), 1000),
  );

  parts.push(section('Visits (dates from today in São Paulo; no Sundays; Saturdays until 13:30)'));
  parts.push(visitsSql(ds));
  parts.push(setval('public.visits'));

  parts.push(section('Proposals and their history'));
  parts.push(
    insert(
      'public.proposals',
      ['id', 'property_id', 'client_id', 'client_name', 'client_email', 'client_phone', 'submitted_by', 'amount', 'original_price', 'payment_method', 'message', 'status', 'counter_amount', 'counter_message', 'countered_by', 'countered_at', 'agreed_amount', 'responded_at', 'created_at', 'updated_at'],
      ds.proposals.map((p) => [
        p.id, p.propertyId, p.clientId, p.clientName, p.clientEmail, p.clientPhone, p.submittedBy, p.amount, p.originalPrice,
        p.paymentMethod, p.message, p.status, p.counterAmount, p.counterMessage, p.counteredBy, at(p.counteredAt),
        p.agreedAmount, at(p.respondedAt), at(p.createdAt), at(p.updatedAt),
      ]),
    ),
  );
  parts.push(
    insert(
      'public.proposal_events',
      ['proposal_id', 'actor_id', 'kind', 'amount', 'message', 'created_at'],
      ds.proposals.flatMap((p) => p.events.map((e) => [p.id, e.actorId, e.kind, e.amount, e.message, at(e.createdAt)])),
      500,
    ),
  );
  parts.push(setval('public.proposals'));
  parts.push(PROPOSAL_DEALS_SQL);

  parts.push(section('Leads (their trigger notifies the listing side)'));
  parts.push(
    insert(
      'public.leads',
      ['property_id', 'user_id', 'name', 'cpf', 'email', 'phone', 'for_whom', 'message', 'created_at'],
      ds.leads.map((l) => [l.propertyId, l.userId, l.name, l.cpf, l.email, l.phone, l.forWhom, l.message, at(l.createdAt)]),
    ),
  );

  parts.push(section('Notifications'));
  parts.push(
    insert(
      'public.notifications',
      ['user_id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'],
      ds.notifications.map((n) => [n.userId, n.kind, n.title, n.body, n.link, at(n.readAt), at(n.createdAt)]),
      500,
    ),
  );

  parts.push(section('Broker invitations and contact messages'));
  parts.push(
    insert(
      'public.broker_invitations',
      ['id', 'agency_id', 'token', 'name', 'email', 'phone', 'creci', 'message', 'status', 'expires_at', 'accepted_by', 'accepted_at', 'created_at', 'updated_at'],
      ds.invitations.map((i) => [
        i.id, i.agencyId, i.token, i.name, i.email, i.phone, i.creci, i.message, i.status, at(i.expiresAt), i.acceptedBy,
        at(i.acceptedAt), at(i.createdAt), at(i.acceptedAt ?? i.createdAt),
      ]),
    ),
  );
  parts.push(
    insert(
      'public.contact_messages',
      ['user_id', 'name', 'phone', 'email', 'subject', 'message', 'urgent', 'created_at'],
      ds.contactMessages.map((c) => [c.userId, c.name, c.phone, c.email, c.subject, c.message, c.urgent, at(c.createdAt)]),
    ),
  );

  parts.push(section('Agency billing: plans, signs, payments'));
  parts.push(
    insert(
      'public.subscriptions',
      ['id', 'agency_id', 'plan', 'price_cents', 'status', 'started_at', 'ends_at', 'next_due_date', 'auto_renew', 'cancelled_at', 'created_at', 'updated_at'],
      ds.subscriptions.map((s) => [
        s.id, s.agencyId, s.plan, s.priceCents, s.status, at(s.startedAt), at(s.endsAt), day(s.nextDueDay), s.autoRenew,
        at(s.cancelledAt), at(s.startedAt), at(s.cancelledAt ?? s.startedAt),
      ]),
    ),
  );
  parts.push(
    insert(
      'public.sign_purchases',
      ['id', 'agency_id', 'sign_type', 'quantity', 'amount_cents', 'purchased_at', 'expires_at', 'status', 'created_at'],
      ds.signPurchases.map((s) => [s.id, s.agencyId, s.signType, s.quantity, s.amountCents, at(s.purchasedAt), at(s.expiresAt), s.status, at(s.purchasedAt)]),
    ),
  );
  parts.push(
    insert(
      'public.payments',
      ['agency_id', 'description', 'amount_cents', 'payment_date', 'status', 'subscription_id', 'sign_purchase_id', 'created_at'],
      ds.payments.map((p) => [p.agencyId, p.description, p.amountCents, day(p.paymentDay), p.status, p.subscriptionId, p.signPurchaseId, at(p.createdAt)]),
    ),
  );
  parts.push(setval('public.subscriptions'));
  parts.push(setval('public.sign_purchases'));

  if (extra) parts.push(extra);
  return parts.join('');
}

function visitsSql(ds: SeedDataset): string {
  if (!ds.visits.length) return '';
  const rows: SqlValue[][] = ds.visits.map((v) => {
    const times = [v.createdAt, v.confirmedAt, v.completedAt, v.cancelledAt].filter((t): t is number => t !== null);
    return [
      v.id, v.propertyId, v.requesterId, v.visitorName, v.visitorPhone, v.visitorEmail, v.handlerId, v.createdBy,
      v.dayOffset, v.time, v.status, v.message, v.cancelReason, v.cancelledBy, at(v.confirmedAt), at(v.completedAt),
      at(v.cancelledAt), at(v.createdAt), at(Math.max(...times)),
    ];
  });
  const cols = [
    'id', 'property_id', 'requester_id', 'visitor_name', 'visitor_phone', 'visitor_email', 'handler_id', 'created_by',
    'day_offset', 't', 'status', 'message', 'cancel_reason', 'cancelled_by', 'confirmed_at', 'completed_at',
    'cancelled_at', 'created_at', 'updated_at',
  ];
  return (
    'insert into public.visits (id, property_id, requester_id, visitor_name, visitor_phone, visitor_email, handler_id,\n' +
    '  created_by, visit_date, visit_time, status, message, cancel_reason, cancelled_by, confirmed_at, completed_at,\n' +
    '  cancelled_at, created_at, updated_at)\n' +
    'select v.id, v.property_id, v.requester_id::uuid, v.visitor_name, v.visitor_phone, v.visitor_email,\n' +
    '  v.handler_id::uuid, v.created_by::uuid, d.visit_date,\n' +
    "  case when extract(isodow from d.visit_date) = 6 and v.t::time > time '13:30'\n" +
    "       then v.t::time - interval '4 hours' else v.t::time end,\n" +
    '  v.status::public.visit_status, v.message, v.cancel_reason, v.cancelled_by::uuid, v.confirmed_at::timestamptz,\n' +
    '  v.completed_at::timestamptz, v.cancelled_at::timestamptz, v.created_at::timestamptz, v.updated_at::timestamptz\n' +
    `from (values\n${valuesList(rows)}\n) as v(${cols.join(', ')})\n` +
    'cross join lateral (\n' +
    '  select b.d + case when extract(isodow from b.d) = 7 then (case when v.day_offset > 0 then 1 else -1 end) else 0 end as visit_date\n' +
    "  from (select (timezone('America/Sao_Paulo', now()))::date + v.day_offset as d) b\n" +
    ') d;\n'
  );
}

/** Issue #38: closed deals and rental terms, derived from the listings' statuses (see the migration 20261127120100). */
const PROPOSAL_DEALS_SQL = `-- Issue #38: an accepted offer on a listing already vendido/alugado is a closed deal (it counts as a sale);
-- on an active listing it stays in negotiation. Rental offers carry a rental's terms, not a payment method.
with closed as (
  update public.proposals pr set status = 'fechada', closed_at = pr.responded_at
  from public.properties p
  where p.id = pr.property_id and pr.status = 'aceita' and p.status in ('vendido', 'alugado')
  returning pr.id, pr.agreed_amount, pr.responded_at, coalesce(p.broker_id, p.agency_id, p.owner_id) as actor
)
insert into public.proposal_events (proposal_id, actor_id, kind, amount, message, created_at)
select id, actor, 'fechada', agreed_amount, null, responded_at from closed;
update public.proposals pr set payment_method = null, term_months = 30, guarantee = 'seguro_fianca',
       move_in_date = (timezone('America/Sao_Paulo', pr.created_at))::date + 30
from public.properties p where p.id = pr.property_id and p.transaction = 'aluguel';
-- One accepted offer per listing at a time: of two on one listing, the earlier negotiation was undone.
with undone as (
  update public.proposals pr set status = 'desfeita'
  where pr.status = 'aceita' and exists (
    select 1 from public.proposals o where o.property_id = pr.property_id and o.status = 'aceita'
      and (o.responded_at, o.id) > (pr.responded_at, pr.id))
  returning pr.id, pr.agreed_amount, pr.responded_at, pr.property_id
)
insert into public.proposal_events (proposal_id, actor_id, kind, amount, message, created_at)
select u.id, coalesce(p.broker_id, p.agency_id, p.owner_id), 'desfeita', u.agreed_amount, null, u.responded_at + interval '1 day'
from undone u join public.properties p on p.id = u.property_id;
`;

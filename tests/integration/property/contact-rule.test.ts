import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, makeListing, service, user } from '../rls/world';

/**
 * Who answers for a listing and whose phone each viewer sees: property_contact is the one home of the rule
 * (issue #25). Broker, else partner agency, else owner; a phone only when its person chose to show their contact
 * ('Visibilidade do contato', issue #24: off by default) — a professional's then to everyone, a private owner's
 * only to signed-in viewers; the person always sees their own.
 */

type Viewer = 'anon' | 'cliente' | 'owner' | 'otherOwner' | 'broker' | 'agency';
const VIEWERS: Viewer[] = ['anon', 'cliente', 'owner', 'otherOwner', 'broker', 'agency'];

const PHONES = { owner: '(11) 91111-1111', broker: '(11) 92222-2222', agency: '(11) 93333-3333' };

let db: Record<Viewer, SupabaseClient>;
let hidingBroker: Awaited<ReturnType<typeof user>>;
let ids: Record<Exclude<Viewer, 'anon'>, string>;
const listing = {} as Record<
  'ownerShows' | 'ownerHides' | 'withBroker' | 'brokerHides' | 'brokerWithoutPhone' | 'withAgency' | 'agencyOwn' | 'paused',
  number
>;

async function setProfile(id: string, values: Record<string, unknown>) {
  const { error } = await service().from('profiles').update(values).eq('id', id);
  if (error) throw new Error(error.message);
}

async function showContact(id: string, show: boolean) {
  const { error } = await service().from('user_settings').upsert({ user_id: id, show_contact: show });
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  const [cliente, owner, otherOwner, broker, brokerNoPhone, agency] = await Promise.all([
    user('cliente'),
    user('proprietario', 'Dona Proprietária'),
    user('proprietario', 'Outro Proprietário'),
    user('corretor', 'Corretor Carlos'),
    user('corretor', 'Corretora Sem Telefone'),
    user('imobiliaria', 'Imobiliária Central'),
  ]);
  db = {
    anon: anonClient(),
    cliente: cliente.client,
    owner: owner.client,
    otherOwner: otherOwner.client,
    broker: broker.client,
    agency: agency.client,
  };
  ids = {
    cliente: cliente.user.id,
    owner: owner.user.id,
    otherOwner: otherOwner.user.id,
    broker: broker.user.id,
    agency: agency.user.id,
  };
  await Promise.all([
    setProfile(owner.user.id, { phone: PHONES.owner }),
    setProfile(broker.user.id, { phone: PHONES.broker, agency_id: agency.user.id }),
    setProfile(brokerNoPhone.user.id, { phone: '', agency_id: agency.user.id }),
    setProfile(agency.user.id, { phone: PHONES.agency }),
    showContact(owner.user.id, true),
    showContact(broker.user.id, true),
    showContact(agency.user.id, true),
  ]);
  const hidingOwner = await user('proprietario', 'Proprietário Reservado');
  hidingBroker = await user('corretor', 'Corretor Reservado');
  await Promise.all([
    setProfile(hidingOwner.user.id, { phone: '(11) 94444-4444' }),
    showContact(hidingOwner.user.id, false),
    // No settings row change: the default (off) hides a professional's phone too.
    setProfile(hidingBroker.user.id, { phone: '(11) 95555-5555', agency_id: agency.user.id }),
  ]);

  listing.ownerShows = await makeListing({ owner_id: owner.user.id });
  listing.ownerHides = await makeListing({ owner_id: hidingOwner.user.id });
  listing.withBroker = await makeListing({ owner_id: owner.user.id, agency_id: agency.user.id, broker_id: broker.user.id });
  listing.brokerWithoutPhone = await makeListing({
    owner_id: owner.user.id,
    agency_id: agency.user.id,
    broker_id: brokerNoPhone.user.id,
  });
  listing.brokerHides = await makeListing({ owner_id: owner.user.id, agency_id: agency.user.id, broker_id: hidingBroker.user.id });
  listing.withAgency = await makeListing({ owner_id: owner.user.id, agency_id: agency.user.id });
  listing.agencyOwn = await makeListing({ owner_id: agency.user.id });
  listing.paused = await makeListing({ owner_id: owner.user.id, status: 'pausado' });
});

async function contact(viewer: Viewer, id: number | string) {
  const { data, error } = await db[viewer].rpc('property_contact', { property_id: id });
  return { rows: (data ?? []) as { name: string; phone: string | null; phone_after_sign_in: boolean; role: string }[], error };
}

describe.each(VIEWERS)('as %s', (viewer) => {
  test("a private owner who shows their contact: the phone only when signed in, else 'sign in to see it'", async () => {
    const { rows } = await contact(viewer, listing.ownerShows);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Dona Proprietária', role: 'proprietario' });
    if (viewer === 'anon') {
      expect(rows[0]).toMatchObject({ phone: null, phone_after_sign_in: true });
    } else {
      expect(rows[0]).toMatchObject({ phone: PHONES.owner, phone_after_sign_in: false });
    }
  });

  test('a private owner who hides their contact: no phone for anyone, and no promise of one', async () => {
    const { rows } = await contact(viewer, listing.ownerHides);
    expect(rows).toEqual([expect.objectContaining({ phone: null, phone_after_sign_in: false })]);
  });

  test('the broker answers with their professional phone, before the agency and the owner', async () => {
    const { rows } = await contact(viewer, listing.withBroker);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Corretor Carlos', role: 'corretor', phone: PHONES.broker, phone_after_sign_in: false }),
    ]);
  });

  test("a broker who keeps their contact private ('Visibilidade do contato' off, the default) answers without a phone", async () => {
    const { rows } = await contact(viewer, listing.brokerHides);
    expect(rows).toEqual([expect.objectContaining({ name: 'Corretor Reservado', role: 'corretor', phone: null, phone_after_sign_in: false })]);
    expect(JSON.stringify(rows)).not.toContain('95555');
  });

  test('a broker without a phone still answers (by name); the owner is not shown behind them', async () => {
    const { rows } = await contact(viewer, listing.brokerWithoutPhone);
    expect(rows).toEqual([expect.objectContaining({ name: 'Corretora Sem Telefone', role: 'corretor', phone: null })]);
    expect(JSON.stringify(rows)).not.toContain(PHONES.owner);
  });

  test("the partner agency answers when there is no broker; an agency's own listing too", async () => {
    for (const id of [listing.withAgency, listing.agencyOwn]) {
      const { rows } = await contact(viewer, id);
      expect(rows).toEqual([
        expect.objectContaining({ name: 'Imobiliária Central', role: 'imobiliaria', phone: PHONES.agency }),
      ]);
    }
  });

  test('a listing that is not public: only its own side gets its contact', async () => {
    const { rows } = await contact(viewer, listing.paused);
    expect(rows).toHaveLength(viewer === 'owner' ? 1 : 0);
  });
});

test('the broker who hides their contact still sees their own phone on the listing', async () => {
  const { data } = await hidingBroker.client.rpc('property_contact', { property_id: listing.brokerHides });
  expect(data).toEqual([expect.objectContaining({ name: 'Corretor Reservado', phone: '(11) 95555-5555' })]);
});

test('unknown, negative and malformed ids give no contact', async () => {
  for (const viewer of ['anon', 'cliente'] as const) {
    expect((await contact(viewer, 999_999_999)).rows).toEqual([]);
    expect((await contact(viewer, -1)).rows).toEqual([]);
    const malformed = await contact(viewer, '100000 or 1=1');
    expect(malformed.rows).toEqual([]);
    expect(malformed.error).not.toBeNull();
  }
});

test("the owner's phone and settings stay unreadable outside the function", async () => {
  const { data: profile } = await db.cliente.from('profiles').select('phone').eq('id', ids.owner);
  expect(profile ?? []).toEqual([]);
  const { data: settings } = await db.anon.from('user_settings').select('show_contact').eq('user_id', ids.owner);
  expect(settings ?? []).toEqual([]);
});

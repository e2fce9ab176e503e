import { createWorld, service, user, type World } from '../rls/world';

// The reads of the visit screens (supabase/migrations/20261122000400_visits_screens.sql): each caller sees
// only their own visits (my_visits) or the visits of the listings they handle (visit_agenda), whatever the
// arguments; visit_agenda searches by client and listing; visit_listing_options lists the caller's public
// listings.

jest.setTimeout(120_000);

/** A bookable weekday slot `daysAhead` days from now, São Paulo time (skips Sundays). */
function slot(daysAhead: number, time: string) {
  let d = new Date(Date.now() + daysAhead * 86_400_000);
  const weekday = () => new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Sao_Paulo' }).format(d);
  if (weekday() === 'Sun') d = new Date(d.getTime() + 86_400_000);
  if (weekday() === 'Sat' && time > '13:30') d = new Date(d.getTime() + 2 * 86_400_000);
  return { visit_date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d), visit_time: time };
}

let w: World;
let visitA: number; // cliente on `listing` (owner / agency / broker)
let visitB: number; // cliente2 on `listingB` (agencyB / brokerOther)
let clienteName: string;

beforeAll(async () => {
  w = await createWorld();
  const a = await w.db.cliente.rpc('request_visit', { property_id: w.listing, ...slot(3, '10:00'), message: 'Olá' });
  expect(a.error).toBeNull();
  visitA = a.data.id;
  const b = await w.db.cliente2.rpc('request_visit', { property_id: w.listingB, ...slot(4, '11:30') });
  expect(b.error).toBeNull();
  visitB = b.data.id;
  const profile = await service().from('profiles').select('name').eq('id', w.id.cliente).single();
  clienteName = profile.data!.name;
});

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id).sort();

describe('my_visits', () => {
  it('returns the caller’s visits with their listing, and whether they can still cancel', async () => {
    const { data, error } = await w.db.cliente.rpc('my_visits');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        id: visitA,
        property_id: w.listing,
        property_title: 'Apartamento de teste',
        property_address: 'Pinheiros, São Paulo - SP',
        status: 'agendada',
        message: 'Olá',
        can_cancel: true,
        cancelled_by_client: false,
      }),
    ]);
  });

  it('shows nothing of other clients’ visits, to the listing side or to anyone else', async () => {
    expect(ids((await w.db.cliente2.rpc('my_visits')).data)).toEqual([visitB]);
    expect((await w.db.owner.rpc('my_visits')).data).toEqual([]);
    expect((await w.db.anon.rpc('my_visits')).error).not.toBeNull();
  });

  it('marks a visit cancelled by the client', async () => {
    const c = await user('cliente', 'Cliente Cancela');
    const v = await c.client.rpc('request_visit', { property_id: w.listing, ...slot(5, '09:00') });
    expect(v.error).toBeNull();
    expect((await c.client.rpc('cancel_visit', { visit_id: v.data.id })).error).toBeNull();
    const { data } = await c.client.rpc('my_visits');
    expect(data).toEqual([expect.objectContaining({ status: 'cancelada', cancelled_by_client: true, can_cancel: false })]);
  });
});

describe('visit_agenda', () => {
  it('gives each member of the listing side the visits of their listings, with the client’s contact', async () => {
    for (const actor of ['owner', 'agency', 'broker'] as const) {
      const { data, error } = await w.db[actor].rpc('visit_agenda', {});
      expect(error).toBeNull();
      expect(ids(data)).toContain(visitA);
      expect(ids(data)).not.toContain(visitB);
    }
    const { data } = await w.db.owner.rpc('visit_agenda', {});
    const row = data.find((r: { id: number }) => r.id === visitA);
    expect(row).toMatchObject({ client_id: w.id.cliente, client_name: clienteName, client_phone: '(11) 99999-0000', started: false });
    expect(row.client_email).toMatch(/@example\.com$/);
  });

  it('gives clients and other agencies nothing of it', async () => {
    expect((await w.db.cliente.rpc('visit_agenda', {})).data).toEqual([]);
    expect(ids((await w.db.agencyB.rpc('visit_agenda', {})).data)).toEqual([visitB]);
    expect(ids((await w.db.brokerOther.rpc('visit_agenda', {})).data)).toEqual([visitB]);
    expect((await w.db.anon.rpc('visit_agenda', {})).error).not.toBeNull();
  });

  it('searches by client name (accents and case ignored), phone digits, listing code and title, and filters by status', async () => {
    const search = async (s: string, status?: string) =>
      ids((await w.db.owner.rpc('visit_agenda', { search: s, ...(status ? { status } : {}) })).data);
    const upper = clienteName.toUpperCase().replace('E', 'É');
    expect(await search(upper)).toContain(visitA);
    expect(await search('99999')).toContain(visitA);
    expect(await search(String(w.listing))).toContain(visitA);
    expect(await search('apartamento de TESTE')).toContain(visitA);
    expect(await search('ninguém-com-este-nome')).toEqual([]);
    expect(await search(clienteName, 'agendada')).toContain(visitA);
    expect(await search(clienteName, 'confirmada')).not.toContain(visitA);
  });
});

describe('visit_listing_options', () => {
  it('lists the caller’s public listings only', async () => {
    const owner = ids((await w.db.owner.rpc('visit_listing_options')).data);
    expect(owner).toEqual([w.listing]);
    expect(ids((await w.db.agencyB.rpc('visit_listing_options')).data)).toEqual([w.listingB]);
    expect((await w.db.cliente.rpc('visit_listing_options')).data).toEqual([]);
  });
});

import { ANON_KEY } from '../env';
import { appUrl, createWorld, makeListing, refused, service, type ActorName, type World } from '../rls/world';

// Issue #28 (medium): an owner could put any agency or broker on a listing (agency_id / broker_id on INSERT
// and UPDATE) without their consent. Now a listing is linked only by the agency itself (for its brokers),
// the broker itself (a listing they create), or an accepted request: request_listing_partner (the owner
// asks), respond_listing_partner_request (the agency or broker accepts or declines),
// cancel_listing_partner_request (the owner withdraws). These tests perform the unconsented links through the
// REST API and check the request path end to end.

let w: World;
let token: Partial<Record<ActorName, string>>;

beforeAll(async () => {
  w = await createWorld();
  token = {};
  for (const actor of ['cliente', 'owner', 'broker', 'brokerOther', 'agency', 'agencyB'] as const) {
    token[actor] = (await w.db[actor].auth.getSession()).data.session!.access_token;
  }
});

const base = { transaction: 'venda', type: 'casa', price: 300000, neighborhood: 'Moema', city: 'São Paulo', state: 'SP' };

const linksOf = async (id: number) =>
  (await service().from('properties').select('agency_id, broker_id').eq('id', id).single()).data as {
    agency_id: string | null;
    broker_id: string | null;
  };

const listingsTitled = async (title: string) =>
  ((await service().from('properties').select('id').eq('title', title)).data ?? []).length;

const notificationsOf = async (userId: string, kind: string) =>
  (await service().from('notifications').select('title, body, link').eq('user_id', userId).eq('kind', kind)).data ?? [];

/** A raw REST request as `actor`. */
async function rest(actor: ActorName, pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', ANON_KEY);
  headers.set('Authorization', `Bearer ${actor === 'anon' ? ANON_KEY : token[actor]}`);
  headers.set('Content-Type', 'application/json');
  const res = await fetch(`${appUrl}/rest/v1/${pathAndQuery}`, { ...init, headers });
  return { status: res.status, body: await res.text() };
}

describe('an owner cannot link an agency or a broker without their consent', () => {
  it.each([
    ['a stranger agency', () => ({ agency_id: w.id.agencyB })],
    ['a broker', () => ({ broker_id: w.id.broker })],
    ['an agency and its broker', () => ({ agency_id: w.id.agency, broker_id: w.id.broker })],
    ['the agency id upper-cased', () => ({ agency_id: w.id.agencyB.toUpperCase() })],
  ])('insert with %s is refused and creates nothing', async (_name, links) => {
    const title = `Ataque insert ${Math.random()}`;
    const res = await w.db.owner.from('properties').insert({ owner_id: w.id.owner, title, ...base, ...links() }).select('id');
    expect(res.error).not.toBeNull();
    expect(res.error!.code).toBe('42501');
    expect(await listingsTitled(title)).toBe(0);
  });

  it('a raw POST (array body, columns) is refused too', async () => {
    const title = `Ataque raw ${Math.random()}`;
    const res = await rest('owner', 'properties?columns=%22owner_id%22,%22agency_id%22,%22title%22,%22transaction%22,%22type%22,%22price%22,%22neighborhood%22,%22city%22,%22state%22', {
      method: 'POST',
      body: JSON.stringify([{ owner_id: w.id.owner, agency_id: w.id.agencyB, title, ...base }]),
    });
    expect(res.status).toBe(403);
    expect(await listingsTitled(title)).toBe(0);
  });

  it.each([
    ['agency_id', () => ({ agency_id: w.id.agencyB })],
    ['broker_id', () => ({ broker_id: w.id.brokerOther })],
    ['both', () => ({ agency_id: w.id.agencyB, broker_id: w.id.brokerOther })],
  ])('update of %s on the own listing is refused and changes nothing', async (_name, patch) => {
    const id = await makeListing({ owner_id: w.id.owner });
    const res = await w.db.owner.from('properties').update(patch()).eq('id', id).select('id');
    expect(res.error).not.toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });
  });

  it('the owner cannot put a broker of the partner agency on the listing either', async () => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency });
    const res = await rest('owner', `properties?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ broker_id: w.id.broker }) });
    expect([401, 403]).toContain(res.status);
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: null });
  });

  it('an upsert over the own listing cannot slip the link in', async () => {
    const id = await makeListing({ owner_id: w.id.owner });
    const res = await rest('owner', 'properties?on_conflict=id', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ id, owner_id: w.id.owner, agency_id: w.id.agencyB, title: 'Upsert', ...base }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });
  });

  // Since issue #18 links change through functions only (direct writes are revoked): listing_remove_partner.
  it('the owner may drop a partner; nobody else drops the agency', async () => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker });
    expect((await w.db.owner.from('properties').update({ broker_id: null, agency_id: null }).eq('id', id).select('id')).error).not.toBeNull();
    for (const actor of ['agency', 'broker', 'agencyB', 'cliente'] as const) {
      const res = await w.db[actor].rpc('listing_remove_partner', { p_id: id, p_partner: 'imobiliaria' });
      expect(res.error).not.toBeNull();
    }
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
    const res = await w.db.owner.rpc('listing_remove_partner', { p_id: id, p_partner: 'imobiliaria' });
    expect(res.error).toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });
    expect((await notificationsOf(w.id.agency, 'parceria_encerrada')).some((n) => n.body?.includes(`#${id}`))).toBe(true);
  });

  it('the owner or the agency takes the broker off; the broker and strangers do not', async () => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker });
    for (const actor of ['broker', 'brokerOther', 'agencyB', 'cliente'] as const) {
      expect((await w.db[actor].rpc('listing_remove_partner', { p_id: id, p_partner: 'corretor' })).error).not.toBeNull();
    }
    expect((await w.db.owner.rpc('listing_remove_partner', { p_id: id, p_partner: 'x' })).error?.hint).toBe('data_invalid');
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
    expect((await w.db.agency.rpc('listing_remove_partner', { p_id: id, p_partner: 'corretor' })).error).toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: null });
  });
});

describe('agencies and brokers link only themselves', () => {
  it('an agency creates a listing and puts one of its brokers on it', async () => {
    const res = await w.db.agency.rpc('listing_save', { p_id: null, p_data: { transaction: 'venda', type: 'casa', title: 'Casa da agência' } });
    expect(res.error).toBeNull();
    expect(await linksOf(res.data)).toEqual({ agency_id: w.id.agency, broker_id: null });
    expect((await w.db.agency.rpc('listing_assign_broker', { p_id: res.data, p_broker: w.id.broker })).error).toBeNull();
    expect(await linksOf(res.data)).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
  });

  it('an agency cannot create a listing for another agency, nor with another agency’s broker', async () => {
    const title = `Ataque agência ${Math.random()}`;
    const other = await w.db.agency.rpc('listing_save', { p_id: null, p_data: { transaction: 'venda', type: 'casa', title, agency_id: w.id.agencyB } });
    expect(other.error?.hint).toBe('data_invalid');
    const direct = await w.db.agency.from('properties').insert({ owner_id: w.id.agency, broker_id: w.id.brokerOther, title, ...base }).select('id');
    expect(direct.error).not.toBeNull();
    expect(await listingsTitled(title)).toBe(0);
    const { data: id } = await w.db.agency.rpc('listing_save', { p_id: null, p_data: { transaction: 'venda', type: 'casa', title } });
    const foreignBroker = await w.db.agency.rpc('listing_assign_broker', { p_id: id, p_broker: w.id.brokerOther });
    expect(foreignBroker.error?.hint).toBe('broker_not_in_agency');
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: null });
  });

  it('a broker creates a listing for its own agency only', async () => {
    const own = await w.db.broker.rpc('listing_save', { p_id: null, p_data: { transaction: 'venda', type: 'casa', title: 'Casa do corretor' } });
    expect(own.error).toBeNull();
    expect(await linksOf(own.data)).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
    const title = `Ataque corretor ${Math.random()}`;
    const other = await w.db.broker.rpc('listing_save', { p_id: null, p_data: { transaction: 'venda', type: 'casa', title, agency_id: w.id.agencyB } });
    expect(other.error?.hint).toBe('data_invalid');
    const colleague = await w.db.broker.rpc('listing_save', { p_id: null, p_data: { transaction: 'venda', type: 'casa', title, broker_id: w.id.brokerOther } });
    expect(colleague.error?.hint).toBe('data_invalid');
    expect(await listingsTitled(title)).toBe(0);
    expect((await w.db.broker.rpc('listing_assign_broker', { p_id: own.data, p_broker: w.id.brokerOther })).error?.hint).toBe('assign_forbidden');
  });

  it('the partner agency picks one of its brokers on an owner’s listing; not another agency’s', async () => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency });
    const pick = await w.db.agency.rpc('listing_assign_broker', { p_id: id, p_broker: w.id.broker });
    expect(pick.error).toBeNull();
    const foreign = await w.db.agency.rpc('listing_assign_broker', { p_id: id, p_broker: w.id.brokerOther });
    expect(foreign.error?.hint).toBe('broker_not_in_agency');
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
  });

  it('the broker of a listing cannot hand it to a colleague or another agency', async () => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker });
    expect((await w.db.broker.from('properties').update({ broker_id: w.id.brokerOther }).eq('id', id).select('id')).error).not.toBeNull();
    expect((await w.db.broker.from('properties').update({ agency_id: w.id.agencyB }).eq('id', id).select('id')).error).not.toBeNull();
    expect((await w.db.agency.from('properties').update({ agency_id: w.id.agencyB }).eq('id', id).select('id')).error).not.toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
  });
});

describe('partner requests', () => {
  const request = (actor: ActorName, property: number, partner: string, message?: string) =>
    w.db[actor].rpc('request_listing_partner', { property_id: property, partner_id: partner, message });
  const respond = (actor: ActorName, id: unknown, accept: boolean) =>
    w.db[actor].rpc('respond_listing_partner_request', { request_id: id, accept });

  it('the owner asks an agency; a third account cannot accept; the agency accepts; each side is notified', async () => {
    const id = await makeListing({ owner_id: w.id.owner, title: 'Casa pedindo parceria' });
    const asked = await request('owner', id, w.id.agencyB, 'Podem anunciar minha casa?');
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ property_id: id, partner_id: w.id.agencyB, status: 'pendente' });
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });
    const told = await notificationsOf(w.id.agencyB, 'parceria_solicitada');
    expect(told.some((n) => n.body?.includes(`#${id}`))).toBe(true);

    for (const actor of ['anon', 'cliente', 'owner', 'agency', 'broker', 'brokerOther'] as const) {
      const res = await respond(actor, asked.data.id, true);
      expect(res.error).not.toBeNull();
    }
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });

    const accepted = await respond('agencyB', asked.data.id, true);
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ status: 'aceito' });
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agencyB, broker_id: null });
    expect((await notificationsOf(w.id.owner, 'parceria_aceita')).some((n) => n.body?.includes(`#${id}`))).toBe(true);
    // Answered once: no second answer.
    expect((await respond('agencyB', asked.data.id, false)).error).not.toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agencyB, broker_id: null });
    // Now the agency may pick its broker.
    const pick = await w.db.agencyB.rpc('listing_assign_broker', { p_id: id, p_broker: w.id.brokerOther });
    expect(pick.error).toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agencyB, broker_id: w.id.brokerOther });
  });

  it('a declined request leaves the listing as it was and tells the owner', async () => {
    const id = await makeListing({ owner_id: w.id.owner, title: 'Casa recusada' });
    const asked = await request('owner', id, w.id.agency);
    expect(asked.error).toBeNull();
    const declined = await respond('agency', asked.data.id, false);
    expect(declined.error).toBeNull();
    expect(declined.data).toMatchObject({ status: 'recusado' });
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });
    expect((await notificationsOf(w.id.owner, 'parceria_recusada')).some((n) => n.body?.includes(`#${id}`))).toBe(true);
    // The owner may ask again after a refusal.
    expect((await request('owner', id, w.id.agency)).error).toBeNull();
  });

  it('the owner asks a broker: accepted, the broker and their agency join the listing', async () => {
    const id = await makeListing({ owner_id: w.id.owner });
    const asked = await request('owner', id, w.id.broker);
    expect(asked.error).toBeNull();
    expect((await respond('agency', asked.data.id, true)).error).not.toBeNull();
    const accepted = await respond('broker', asked.data.id, true);
    expect(accepted.error).toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
  });

  it('a broker of another agency cannot be asked onto an agency listing', async () => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency });
    const res = await request('owner', id, w.id.brokerOther);
    expect(res.error?.message).toMatch(/não pertence/);
  });

  it('only the owner asks, only agencies and brokers are asked, one open request per partner kind', async () => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker });
    // The listing side other than the owner, strangers and anon cannot ask.
    for (const actor of ['agency', 'broker', 'cliente', 'agencyB', 'anon'] as const) {
      expect((await request(actor, id, w.id.agencyB)).error).not.toBeNull();
    }
    const free = await makeListing({ owner_id: w.id.owner });
    // Not an agency or a broker, the owner itself, an unknown account, a malformed id.
    for (const partner of [w.id.cliente, w.id.owner, '00000000-0000-0000-0000-000000000000', 'nao-e-uuid']) {
      expect((await request('owner', free, partner)).error).not.toBeNull();
    }
    // A taken slot: drop the partner first.
    expect((await request('owner', id, w.id.agencyB)).error).not.toBeNull();
    // One open request per kind.
    expect((await request('owner', free, w.id.agency)).error).toBeNull();
    expect((await request('owner', free, w.id.agencyB)).error).not.toBeNull();
    // Someone else's listing.
    expect((await request('owner', w.listingB, w.id.agency)).error).not.toBeNull();
    const { count } = await service().from('listing_partner_requests').select('id', { count: 'exact', head: true }).eq('property_id', free);
    expect(count).toBe(1);
  });

  it('the owner withdraws a request; it can no longer be accepted', async () => {
    const id = await makeListing({ owner_id: w.id.owner });
    const asked = await request('owner', id, w.id.agencyB);
    expect((await w.db.agencyB.rpc('cancel_listing_partner_request', { request_id: asked.data.id })).error).not.toBeNull();
    const cancelled = await w.db.owner.rpc('cancel_listing_partner_request', { request_id: asked.data.id });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ status: 'cancelado' });
    expect((await respond('agencyB', asked.data.id, true)).error).not.toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });
  });

  it('if the slot was filled meanwhile, accepting fails and changes nothing', async () => {
    const id = await makeListing({ owner_id: w.id.owner });
    const asked = await request('owner', id, w.id.broker);
    await service().from('properties').update({ agency_id: w.id.agencyB }).eq('id', id);
    expect((await respond('broker', asked.data.id, true)).error).not.toBeNull();
    expect(await linksOf(id)).toEqual({ agency_id: w.id.agencyB, broker_id: null });
  });

  it('the requests table: each party reads its requests, nobody writes it directly', async () => {
    const id = await makeListing({ owner_id: w.id.owner });
    const asked = await request('owner', id, w.id.agency);
    const read = async (actor: ActorName) =>
      (await w.db[actor].from('listing_partner_requests').select('id').eq('id', asked.data.id)).data ?? [];
    expect(await read('owner')).toHaveLength(1);
    expect(await read('agency')).toHaveLength(1);
    for (const actor of ['anon', 'cliente', 'agencyB', 'broker'] as const) expect(await read(actor)).toEqual([]);
    const forged = await w.db.agencyB.from('listing_partner_requests').insert({ property_id: id, partner_id: w.id.agencyB, requested_by: w.id.owner, partner_role: 'imobiliaria', status: 'aceito' }).select('id');
    expect(forged.error).not.toBeNull();
    const flip = await w.db.agency.from('listing_partner_requests').update({ status: 'aceito' }).eq('id', asked.data.id).select('id');
    expect(refused(flip)).toBe(true);
    const still = await service().from('listing_partner_requests').select('status').eq('id', asked.data.id).single();
    expect(still.data).toEqual({ status: 'pendente' });
    expect(await linksOf(id)).toEqual({ agency_id: null, broker_id: null });
  });
});

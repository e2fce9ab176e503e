import type { SupabaseClient } from '@supabase/supabase-js';
import { createWorld, makeListing, service, user, type ActorName, type World } from '../rls/world';

// Assignment from /imoveis (issue #18): the listing's agency puts one of its active brokers on a listing, or
// takes it back (listing_assign_broker); an owner asks an agency to be a listing's partner and the agency
// accepts (request_listing_partner / respond_listing_partner_request). Afterwards both sides see the listing
// in listing_manage_search and the contact rule answers with them. Every wrong person is refused and changes
// nothing.

let w: World;
let solo: number; // the owner's listing without agency or broker

const brokerOf = async (id: number) =>
  ((await service().from('properties').select('broker_id, agency_id').eq('id', id).single()).data as {
    broker_id: string | null;
    agency_id: string | null;
  });

async function sees(db: SupabaseClient, id: number): Promise<boolean> {
  const { data, error } = await db.rpc('listing_manage_search', { p_q: String(id) });
  if (error) throw error;
  return (data as { rows: { id: number }[] }).rows.some((r) => r.id === id);
}

const assign = (actor: ActorName, id: number, broker: string | null) =>
  w.db[actor].rpc('listing_assign_broker', { p_id: id, p_broker: broker });

beforeAll(async () => {
  w = await createWorld();
  solo = await makeListing({ owner_id: w.id.owner, title: 'Casa sem parceiro' });
});

describe('an agency assigns a listing to one of its brokers', () => {
  let own: number;
  beforeAll(async () => {
    own = await makeListing({ owner_id: w.id.agency, title: 'Apartamento da imobiliária A' });
  });

  it.each(['agencyB', 'brokerOther', 'broker', 'cliente', 'owner', 'anon'] as const)('%s cannot assign it', async (actor) => {
    const res = await assign(actor, own, actor === 'brokerOther' ? w.id.brokerOther : w.id.broker);
    expect(res.error).not.toBeNull();
    expect((await brokerOf(own)).broker_id).toBeNull();
  });

  it('the agency cannot put another agency’s broker, a client or a broker on leave on it', async () => {
    const { user: leave } = await user('corretor', 'Corretor de licença');
    await service().from('profiles').update({ agency_id: w.id.agency, broker_status: 'licenca' }).eq('id', leave.id);
    for (const broker of [w.id.brokerOther, w.id.cliente, leave.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await assign('agency', own, broker);
      expect(res.error?.hint).toBe('broker_not_in_agency');
    }
    expect((await assign('agency', own, 'not-a-uuid' as string)).error).not.toBeNull();
    expect((await brokerOf(own)).broker_id).toBeNull();
  });

  it('assigned: the broker sees it on /imoveis and answers for it; taken back: no more', async () => {
    expect(await sees(w.db.broker, own)).toBe(false);
    expect((await assign('agency', own, w.id.broker)).error).toBeNull();
    expect((await brokerOf(own)).broker_id).toBe(w.id.broker);
    expect(await sees(w.db.broker, own)).toBe(true);
    expect(await sees(w.db.brokerOther, own)).toBe(false);
    const contact = await w.db.cliente.rpc('property_contact', { property_id: own });
    expect((contact.data as { id: string }[])[0].id).toBe(w.id.broker);

    // Another agency's broker cannot take it back either.
    expect((await assign('brokerOther', own, null)).error).not.toBeNull();
    expect((await assign('agencyB', own, null)).error).not.toBeNull();
    expect((await brokerOf(own)).broker_id).toBe(w.id.broker);

    expect((await assign('agency', own, null)).error).toBeNull();
    expect((await brokerOf(own)).broker_id).toBeNull();
    expect(await sees(w.db.broker, own)).toBe(false);
  });
});

describe('an owner picks a partner agency', () => {
  it('only the owner asks; only the agency asked answers; then both sides see the listing', async () => {
    // Nobody else asks for the owner.
    for (const actor of ['agency', 'agencyB', 'broker', 'cliente'] as const) {
      const res = await w.db[actor].rpc('request_listing_partner', { property_id: solo, partner_id: w.id.agency });
      expect(res.error).not.toBeNull();
    }
    // A client or the owner itself is no partner.
    expect((await w.db.owner.rpc('request_listing_partner', { property_id: solo, partner_id: w.id.cliente })).error?.hint).toBe(
      'partner_not_found',
    );
    const asked = await w.db.owner.rpc('request_listing_partner', { property_id: solo, partner_id: w.id.agencyB, message: 'Podem cuidar?' });
    expect(asked.error).toBeNull();
    const requestId = (asked.data as { id: number }).id;

    // The agency asked sees it among its requests on /imoveis, nobody else does.
    const inbox = async (db: SupabaseClient) =>
      ((await db.rpc('listing_manage_search', {})).data as { requests: { id: number }[] }).requests.map((r) => r.id);
    expect(await inbox(w.db.agencyB)).toContain(requestId);
    expect(await inbox(w.db.agency)).not.toContain(requestId);
    const ownerRow = ((await w.db.owner.rpc('listing_manage_search', { p_q: String(solo) })).data as {
      rows: { id: number; open_request: { id: number } | null }[];
    }).rows[0];
    expect(ownerRow.open_request?.id).toBe(requestId);

    // Another agency, a broker, a client and the owner cannot answer for agency B.
    for (const actor of ['agency', 'brokerOther', 'cliente', 'owner'] as const) {
      const res = await w.db[actor].rpc('respond_listing_partner_request', { request_id: requestId, accept: true });
      expect(res.error?.hint).toBe('partner_request_not_found');
    }
    expect((await brokerOf(solo)).agency_id).toBeNull();
    expect(await sees(w.db.agencyB, solo)).toBe(false);

    const accepted = await w.db.agencyB.rpc('respond_listing_partner_request', { request_id: requestId, accept: true });
    expect(accepted.error).toBeNull();
    expect((await brokerOf(solo)).agency_id).toBe(w.id.agencyB);
    expect(await sees(w.db.agencyB, solo)).toBe(true);
    expect(await sees(w.db.owner, solo)).toBe(true);
    expect(await sees(w.db.agency, solo)).toBe(false);
    // Accepted: the agency now answers for the listing and may assign its broker.
    const contact = await w.db.cliente.rpc('property_contact', { property_id: solo });
    expect((contact.data as { id: string }[])[0].id).toBe(w.id.agencyB);
    expect((await assign('agency', solo, w.id.broker)).error).not.toBeNull();
    expect((await assign('agencyB', solo, w.id.brokerOther)).error).toBeNull();
    expect(await sees(w.db.brokerOther, solo)).toBe(true);
  });

  it('the owner withdraws a pending request; the agency cannot answer it afterwards', async () => {
    const other = await makeListing({ owner_id: w.id.owner, title: 'Outra casa' });
    const asked = await w.db.owner.rpc('request_listing_partner', { property_id: other, partner_id: w.id.agency });
    const requestId = (asked.data as { id: number }).id;
    expect((await w.db.agency.rpc('cancel_listing_partner_request', { request_id: requestId })).error).not.toBeNull();
    expect((await w.db.owner.rpc('cancel_listing_partner_request', { request_id: requestId })).error).toBeNull();
    const late = await w.db.agency.rpc('respond_listing_partner_request', { request_id: requestId, accept: true });
    expect(late.error?.hint).toBe('partner_request_closed');
    expect((await brokerOf(other)).agency_id).toBeNull();
  });
});

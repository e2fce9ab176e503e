import { ANON_KEY } from '../env';
import { appUrl, createWorld, makeListing, service, nextWeekday, type ActorName, type World } from '../rls/world';

// Issue #28 item 2: "does this user manage this listing?" is one rule, private.manages_property (owner,
// partner agency or broker), in every function. submit_proposal used `uid not in (owner_id, agency_id,
// broker_id)`, which is NULL — not true — when the listing has no agency or no broker, so nobody was refused
// on such listings. These tests perform that attack (and its neighbours) on listings with missing links.

let w: World;
/** The owner's listing without agency or broker (both NULL). */
let ownerOnly: number;
/** Agency A's partner listing without a broker (broker_id NULL). */
let noBroker: number;

beforeAll(async () => {
  w = await createWorld();
  ownerOnly = await makeListing({ owner_id: w.id.owner, title: 'Só do proprietário', price: 500000 });
  noBroker = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, title: 'Sem corretor', price: 500000 });
});

const proposalArgs = (property: unknown) => ({
  property_id: property, client_name: 'Cliente Inventado', client_email: 'inventado@example.com',
  client_phone: '(11) 90000-0000', amount: 450000, payment_method: 'vista', message: 'Ataque',
});

async function proposalsOn(property: number): Promise<number> {
  const { count, error } = await service().from('proposals').select('id', { count: 'exact', head: true }).eq('property_id', property);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

async function totalProposals(): Promise<number> {
  const { count } = await service().from('proposals').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

describe('submit_proposal on a listing whose agency or broker is NULL', () => {
  it.each([
    ['cliente', 'ownerOnly'], ['cliente2', 'ownerOnly'], ['agencyB', 'ownerOnly'], ['brokerOther', 'ownerOnly'],
    ['agency', 'ownerOnly'], ['broker', 'ownerOnly'],
    ['cliente', 'noBroker'], ['agencyB', 'noBroker'], ['brokerOther', 'noBroker'], ['broker', 'noBroker'],
  ] as [ActorName, 'ownerOnly' | 'noBroker'][])('%s on %s → refused, no row', async (actor, which) => {
    const property = which === 'ownerOnly' ? ownerOnly : noBroker;
    const before = await proposalsOn(property);
    const res = await w.db[actor].rpc('submit_proposal', proposalArgs(property));
    expect(res.error).not.toBeNull();
    expect(res.error!.hint).toBe('not_listing_side');
    expect(res.data).toBeNull();
    expect(await proposalsOn(property)).toBe(before);
  });

  it('the raw request of the report (POST /rest/v1/rpc/submit_proposal as the cliente) is refused', async () => {
    const { data: session } = await w.db.cliente.auth.getSession();
    const before = await proposalsOn(ownerOnly);
    const res = await fetch(`${appUrl}/rest/v1/rpc/submit_proposal`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${session.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(proposalArgs(ownerOnly)),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).hint).toBe('not_listing_side');
    expect(await proposalsOn(ownerOnly)).toBe(before);
  });

  it('the listing side itself still registers proposals there (owner; agency where it is the partner)', async () => {
    const mine = await w.db.owner.rpc('submit_proposal', proposalArgs(ownerOnly));
    expect(mine.error).toBeNull();
    expect(mine.data).toMatchObject({ property_id: ownerOnly, submitted_by: w.id.owner, client_id: null });
    const partner = await w.db.agency.rpc('submit_proposal', proposalArgs(noBroker));
    expect(partner.error).toBeNull();
    expect(partner.data).toMatchObject({ property_id: noBroker, submitted_by: w.id.agency });
  });

  it.each([
    ['a string', 'abc'],
    ['an injection attempt', `${100000} or true`],
    ['a negative id', -1],
    ['zero', 0],
    ['null', null],
    ['a huge number', '99999999999999999999999'],
    ['a float', 100000.5],
    ['an array', [100000]],
    ['an object', { id: 100000 }],
    ['a percent-encoded id', '%31%30%30%30%30%30'],
  ])('malformed property_id (%s) → error, no row anywhere', async (_what, value) => {
    const before = await totalProposals();
    const res = await w.db.cliente.rpc('submit_proposal', proposalArgs(value));
    expect(res.error).not.toBeNull();
    expect(res.data).toBeNull();
    expect(await totalProposals()).toBe(before);
  });
});

// The same question in every other function that acts for the listing side: a client, or an agency or
// broker of another listing, is refused on listings with NULL links too.
describe('every listing-side function refuses outsiders on listings with NULL links', () => {
  const day = nextWeekday(3);
  const calls: [string, (property: number) => Record<string, unknown>][] = [
    ['schedule_visit', (p) => ({ property_id: p, visit_date: day, visit_time: '10:00', visitor_name: 'Invasor' })],
    // renew_property was replaced by listing_renew (issue #18); the other listing moves ask the same question.
    ['listing_renew', (p) => ({ p_id: p })],
    ['listing_pause', (p) => ({ p_id: p })],
    ['listing_save', (p) => ({ p_id: p, p_data: { title: 'Invadido' } })],
    ['listing_assign_broker', (p) => ({ p_id: p, p_broker: null })],
    ['confirm_property_availability', (p) => ({ property_id: p })],
    ['submit_proposal', (p) => proposalArgs(p)],
  ];
  it.each(calls.flatMap(([fn, args]) => (['cliente', 'agencyB', 'brokerOther'] as ActorName[]).map((a) => [fn, a, args] as const)))(
    '%s as %s',
    async (fn, actor, args) => {
      for (const property of [ownerOnly, noBroker]) {
        const cols = 'expires_at, availability_confirmed_at, status, title, broker_id';
        const before = await service().from('properties').select(cols).eq('id', property).single();
        const res = await w.db[actor].rpc(fn, args(property));
        expect(res.error).not.toBeNull();
        // Refused as an outsider, not because the function is missing.
        expect(res.error?.code).not.toBe('PGRST202');
        const after = await service().from('properties').select(cols).eq('id', property).single();
        expect(after.data).toEqual(before.data);
      }
      const visits = await service().from('visits').select('id').in('property_id', [ownerOnly, noBroker]).eq('visitor_name', 'Invasor');
      expect(visits.data).toEqual([]);
    },
  );

  it('an accepted/rejected/countered move on a proposal of an owner-only listing is the owner’s alone', async () => {
    const made = await w.db.cliente.rpc('make_proposal', { property_id: ownerOnly, amount: 400000, payment_method: 'vista' });
    expect(made.error).toBeNull();
    const id = made.data.id as number;
    for (const actor of ['cliente2', 'agencyB', 'brokerOther', 'agency', 'broker'] as ActorName[]) {
      expect((await w.db[actor].rpc('accept_proposal', { proposal_id: id })).error).not.toBeNull();
      expect((await w.db[actor].rpc('reject_proposal', { proposal_id: id })).error).not.toBeNull();
      expect((await w.db[actor].rpc('counter_proposal', { proposal_id: id, amount: 1 })).error).not.toBeNull();
    }
    expect((await service().from('proposals').select('status').eq('id', id).single()).data).toEqual({ status: 'pendente' });
  });
});

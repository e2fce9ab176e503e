import { createWorld, makeListing, type World } from '../rls/world';

// Issue #39, agency lists: received_proposals(status, search, broker, awaiting_first) and
// my_proposals(status, search, awaiting_first) — search by client, listing title or código, an agency's broker
// filter (all, one broker, 'nenhum'), what awaits a reply first; another agency's broker or a malformed value
// matches nothing and leaks nothing.
//   assigned   — cliente on `listing` (agency A, broker A), countered by the broker → negociada
//   unassigned — cliente2 on agency A's listing without a broker                     → pendente
//   other      — cliente2 on agency B's listing                                      → pendente

let w: World;
let unassignedListing: number;
const p = { assigned: 0, unassigned: 0, other: 0 };

async function ok<T>(res: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await res;
  if (error) throw new Error(error.message);
  return data;
}
const ids = (rows: unknown) => (rows as { id: number }[]).map((r) => r.id);

beforeAll(async () => {
  w = await createWorld();
  unassignedListing = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: null, title: 'Sala Comercial Sem Corretor' });
  const make = async (db: World['db']['cliente'], property: number) =>
    ((await ok(db.rpc('make_proposal', { property_id: property, amount: 450000, payment_method: 'vista' }))) as { id: number }).id;
  p.assigned = await make(w.db.cliente, w.listing);
  p.unassigned = await make(w.db.cliente2, unassignedListing);
  p.other = await make(w.db.cliente2, w.listingB);
  await ok(w.db.broker.rpc('counter_proposal', { proposal_id: p.assigned, amount: 490000 }));
});

const received = async (actor: keyof World['db'], args: Record<string, unknown> = {}) =>
  ids(await ok(w.db[actor].rpc('received_proposals', args))).filter((id) => Object.values(p).includes(id));

describe('received_proposals by broker', () => {
  it('an agency sees all, one broker’s, or the unassigned listings’ proposals', async () => {
    expect(await received('agency')).toEqual([p.unassigned, p.assigned]);
    expect(await received('agency', { broker: w.id.broker })).toEqual([p.assigned]);
    expect(await received('agency', { broker: 'nenhum' })).toEqual([p.unassigned]);
  });

  it('another agency’s broker, or a malformed value, matches nothing and fails nothing', async () => {
    expect(await received('agency', { broker: w.id.brokerOther })).toEqual([]);
    for (const bad of ['xyz', "' or 1=1 --", '%', '00000000-0000-0000-0000-00000000000g', w.id.agencyB]) {
      expect(await received('agency', { broker: bad })).toEqual([]);
    }
    // Agency B, given agency A's broker, still sees only its own.
    expect(await received('agencyB', { broker: w.id.broker })).toEqual([]);
    expect(await received('agencyB')).toEqual([p.other]);
    // A client or a signed-out visitor gets nothing with any filter.
    expect(await received('cliente', { broker: w.id.broker })).toEqual([]);
    const anon = await w.db.anon.rpc('received_proposals', { broker: w.id.broker });
    expect(anon.error).not.toBeNull();
  });
});

describe('search', () => {
  it('finds by client name, listing title (accents and case ignored) and código', async () => {
    const clientName = ((await ok(w.db.cliente2.from('profiles').select('name').eq('id', w.id.cliente2).single())) as { name: string }).name;
    expect(await received('agency', { search: clientName })).toContain(p.unassigned);
    expect(await received('agency', { search: 'sala comercial sem corretor' })).toEqual([p.unassigned]);
    expect(await received('agency', { search: String(unassignedListing) })).toEqual([p.unassigned]);
    expect(await received('agency', { search: 'nada-assim-existe' })).toEqual([]);
    // Search and broker together.
    expect(await received('agency', { search: 'sala comercial', broker: w.id.broker })).toEqual([]);
  });

  it('hostile or huge input is just text', async () => {
    for (const bad of ["'; drop table proposals; --", '<script>alert(1)</script>', 'x'.repeat(5000)]) {
      expect(await received('agency', { search: bad })).toEqual([]);
    }
  });

  it('the client searches their own sent proposals by listing', async () => {
    expect(ids(await ok(w.db.cliente2.rpc('my_proposals', { search: 'sem corretor' })))).toEqual([p.unassigned]);
    expect(ids(await ok(w.db.cliente2.rpc('my_proposals', { search: String(w.listingB) })))).toEqual([p.other]);
    expect(ids(await ok(w.db.cliente.rpc('my_proposals', { search: 'sem corretor' })))).toEqual([]);
  });
});

describe('awaiting a reply first', () => {
  it('the listing side gets its pending proposals first; newest first otherwise', async () => {
    // Newest first: unassigned (pendente) then assigned (negociada) — so make the older one pending instead.
    const older = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, title: 'Casa Aguardando' });
    const pending = ((await ok(w.db.cliente.rpc('make_proposal', { property_id: older, amount: 450000, payment_method: 'vista' }))) as { id: number }).id;
    const newer = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, title: 'Casa Rejeitada' });
    const rejected = ((await ok(w.db.cliente2.rpc('make_proposal', { property_id: newer, amount: 450000, payment_method: 'vista' }))) as { id: number }).id;
    await ok(w.db.agency.rpc('reject_proposal', { proposal_id: rejected }));
    const order = async (awaiting_first: boolean) =>
      ids(await ok(w.db.agency.rpc('received_proposals', { broker: w.id.broker, awaiting_first }))).filter((id) => [pending, rejected].includes(id));
    expect(await order(false)).toEqual([rejected, pending]);
    expect(await order(true)).toEqual([pending, rejected]);
  });

  it('the client gets the counter-offers to answer first', async () => {
    const later = ((await ok(w.db.cliente.rpc('make_proposal', { property_id: w.listingB, amount: 450000, payment_method: 'vista' }))) as { id: number }).id;
    const mine = async (awaiting_first: boolean) =>
      ids(await ok(w.db.cliente.rpc('my_proposals', { awaiting_first }))).filter((id) => [p.assigned, later].includes(id));
    expect(await mine(false)).toEqual([later, p.assigned]);
    expect(await mine(true)).toEqual([p.assigned, later]);
  });
});

import { createWorld, makeListing, service, type World } from '../rls/world';

// The /propostas reads: my_proposals(status), received_proposals(status), proposal_history() and
// proposal_history_for(ids), each seen by every kind of actor of a fresh world.
//   p1 — cliente on `listing` (owner + agency A + broker A), countered by the broker        → negociada
//   p2 — cliente on `own` (owner only), accepted by the owner, then the listing is sold     → aceita
//   p3 — cliente2 on `listingB` (agency B, broker of B)                                     → pendente
//   p4 — cliente2 on `listing`, rejected by agency A                                        → rejeitada

let w: World;
let own: number;
const p = { p1: 0, p2: 0, p3: 0, p4: 0 };

async function ok<T>(res: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await res;
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  w = await createWorld();
  own = await makeListing({ owner_id: w.id.owner, title: 'Casa só do proprietário', type: 'casa' });
  const make = (db: World['db']['cliente'], property: number, amount: number) =>
    ok(db.rpc('make_proposal', { property_id: property, amount, payment_method: 'vista', message: 'Tenho interesse' }));
  // Created one after the other, so "newest first" is p4, p3, p2, p1.
  p.p1 = ((await make(w.db.cliente, w.listing, 450000)) as { id: number }).id;
  p.p2 = ((await make(w.db.cliente, own, 470000)) as { id: number }).id;
  p.p3 = ((await make(w.db.cliente2, w.listingB, 480000)) as { id: number }).id;
  p.p4 = ((await make(w.db.cliente2, w.listing, 430000)) as { id: number }).id;
  await ok(w.db.broker.rpc('counter_proposal', { proposal_id: p.p1, amount: 490000, message: 'Podemos fechar em 490 mil' }));
  await ok(w.db.owner.rpc('accept_proposal', { proposal_id: p.p2 }));
  await ok(w.db.agency.rpc('reject_proposal', { proposal_id: p.p4, message: 'Valor abaixo do esperado' }));
  // After the deal the listing is sold: no longer public, but still in the client's proposals.
  await ok(service().from('properties').update({ status: 'vendido' }).eq('id', own));
});

const ids = (rows: unknown) => (rows as { id: number }[]).map((r) => r.id);
const proposalIds = (rows: unknown) => [...new Set((rows as { proposal_id: number }[]).map((r) => r.proposal_id))].sort();

describe('my_proposals', () => {
  it('gives the client only the proposals they sent, newest first, with the listing even once it is sold', async () => {
    const rows = await ok(w.db.cliente.rpc('my_proposals', {}));
    expect(ids(rows)).toEqual([p.p2, p.p1]);
    const sold = (rows as Record<string, unknown>[]).find((r) => r.id === p.p2)!;
    expect(sold).toMatchObject({ property_id: own, property_title: 'Casa só do proprietário', status: 'aceita', amount: 470000 });
    // The sold listing is not public any more.
    expect(await ok(w.db.anon.from('properties').select('id').eq('id', own))).toEqual([]);
    expect(ids(await ok(w.db.cliente2.rpc('my_proposals', {})))).toEqual([p.p4, p.p3]);
  });

  it('gives the listing side nothing (they sent none)', async () => {
    for (const actor of ['owner', 'broker', 'agency', 'agencyB'] as const) {
      expect(await ok(w.db[actor].rpc('my_proposals', {}))).toEqual([]);
    }
  });

  it('filters by status', async () => {
    expect(ids(await ok(w.db.cliente.rpc('my_proposals', { status: 'negociada' })))).toEqual([p.p1]);
    expect(ids(await ok(w.db.cliente.rpc('my_proposals', { status: 'aceita' })))).toEqual([p.p2]);
    expect(await ok(w.db.cliente.rpc('my_proposals', { status: 'pendente' }))).toEqual([]);
  });

  it('is refused to anon', async () => {
    const res = await w.db.anon.rpc('my_proposals', {});
    expect(res.error?.message).toMatch(/permission denied/);
  });
});

describe('received_proposals', () => {
  it.each([
    ['owner', () => [p.p4, p.p2, p.p1]],
    ['broker', () => [p.p4, p.p1]],
    ['agency', () => [p.p4, p.p1]],
    ['agencyB', () => [p.p3]],
    ['brokerOther', () => [p.p3]],
    ['cliente', () => []],
    ['cliente2', () => []],
  ] as const)('%s sees the proposals on their listings only', async (actor, expected) => {
    expect(ids(await ok(w.db[actor].rpc('received_proposals', {})))).toEqual(expected());
  });

  it("comes with the client's contact data", async () => {
    const client = (await ok(service().from('profiles').select('name, phone, email').eq('id', w.id.cliente).single()))!;
    const rows = (await ok(w.db.agency.rpc('received_proposals', {}))) as Record<string, unknown>[];
    const p1 = rows.find((r) => r.id === p.p1)!;
    expect(p1).toMatchObject({
      client_id: w.id.cliente,
      client_name: 'Teste cliente',
      client_phone: client.phone,
      client_email: client.email,
      status: 'negociada',
      counter_amount: 490000,
    });
    expect(client.email).toMatch(/@example\.com$/);
  });

  it('filters by status', async () => {
    expect(ids(await ok(w.db.owner.rpc('received_proposals', { status: 'rejeitada' })))).toEqual([p.p4]);
    expect(ids(await ok(w.db.owner.rpc('received_proposals', { status: 'aceita' })))).toEqual([p.p2]);
    expect(await ok(w.db.agencyB.rpc('received_proposals', { status: 'aceita' }))).toEqual([]);
  });

  it('pages with an exact count, as /propostas asks for it', async () => {
    const page = await w.db.owner.rpc('received_proposals', {}, { count: 'exact' }).range(0, 1);
    expect(page.error).toBeNull();
    expect(ids(page.data)).toEqual([p.p4, p.p2]);
    expect(page.count).toBe(3);
    const next = await w.db.owner.rpc('received_proposals', {}, { count: 'exact' }).range(2, 3);
    expect(ids(next.data)).toEqual([p.p1]);
    const head = await w.db.owner.rpc('received_proposals', {}, { count: 'exact', head: true });
    expect(head.count).toBe(3);
    const filtered = await w.db.owner.rpc('received_proposals', { status: 'negociada' }, { count: 'exact', head: true });
    expect(filtered.count).toBe(1);
  });
});

// proposal_history() is gone (issue #25): the screens read proposal_history_for(ids); given every id, it is the
// whole history the caller is a party to.
describe('proposal_history_for, given every proposal', () => {
  const all = () => ({ ids: [p.p1, p.p2, p.p3, p.p4] });
  it.each([
    ['cliente', () => [p.p1, p.p2]],
    ['cliente2', () => [p.p3, p.p4]],
    ['owner', () => [p.p1, p.p2, p.p4]],
    ['broker', () => [p.p1, p.p4]],
    ['agency', () => [p.p1, p.p4]],
    ['agencyB', () => [p.p3]],
    ['brokerOther', () => [p.p3]],
  ] as const)('%s sees the history of their own proposals only', async (actor, expected) => {
    expect(proposalIds(await ok(w.db[actor].rpc('proposal_history_for', all())))).toEqual(expected().sort());
  });

  it("tells each step's side, and hides an owner's name from the client", async () => {
    const mine = (await ok(w.db.cliente.rpc('proposal_history_for', all()))) as Record<string, unknown>[];
    const steps = (id: number) => mine.filter((e) => e.proposal_id === id).map((e) => [e.kind, e.actor_side, e.actor_name, e.amount]);
    expect(steps(p.p1)).toEqual([
      ['criada', 'cliente', 'Teste cliente', 450000],
      ['contraproposta', 'anunciante', 'Teste broker', 490000],
    ]);
    expect(steps(p.p2)).toEqual([
      ['criada', 'cliente', 'Teste cliente', 470000],
      ['aceita', 'anunciante', null, 470000],
    ]);
    const owners = (await ok(w.db.owner.rpc('proposal_history_for', all()))) as Record<string, unknown>[];
    expect(owners.find((e) => e.proposal_id === p.p2 && e.kind === 'aceita')).toMatchObject({ actor_name: 'Teste owner' });
  });

  it('is refused to anon', async () => {
    const res = await w.db.anon.rpc('proposal_history_for', all());
    expect(res.error?.message).toMatch(/permission denied/);
  });
});

describe('proposal_history_for', () => {
  it('gives the steps of the given proposals only, the same as with every id', async () => {
    const all = (await ok(w.db.owner.rpc('proposal_history_for', { ids: [p.p1, p.p2, p.p3, p.p4] }))) as { proposal_id: number }[];
    const some = await ok(w.db.owner.rpc('proposal_history_for', { ids: [p.p2, p.p4] }));
    expect(some).toEqual(all.filter((e) => e.proposal_id === p.p2 || e.proposal_id === p.p4));
    expect(proposalIds(some)).toEqual([p.p2, p.p4].sort());
  });

  it("leaves out proposals the caller is no party to, and keeps hiding an owner's name", async () => {
    const client = (await ok(w.db.cliente.rpc('proposal_history_for', { ids: [p.p1, p.p2, p.p3, p.p4] }))) as Record<string, unknown>[];
    expect(proposalIds(client)).toEqual([p.p1, p.p2].sort());
    expect(client.find((e) => e.proposal_id === p.p2 && e.kind === 'aceita')).toMatchObject({ actor_side: 'anunciante', actor_name: null });
    expect(await ok(w.db.agencyB.rpc('proposal_history_for', { ids: [p.p1, p.p2, p.p4] }))).toEqual([]);
    expect(await ok(w.db.cliente2.rpc('proposal_history_for', { ids: [p.p1, p.p2] }))).toEqual([]);
    expect(await ok(w.db.cliente.rpc('proposal_history_for', { ids: [] }))).toEqual([]);
  });

  it('is refused to anon', async () => {
    const res = await w.db.anon.rpc('proposal_history_for', { ids: [p.p1] });
    expect(res.error?.message).toMatch(/permission denied/);
  });
});

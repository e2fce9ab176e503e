import { renderNotification, type StoredNotification } from '@/lib/notifications/render';
import { CATALOGUES, eventTranslator } from '@/tests/fixtures/notification-translator';
import { createWorld, makeListing, service, type World } from '../rls/world';

// Issue #38/#39: every notification the proposal moves write (received, countered, new offer, withdrawn,
// accepted, 'imovel_em_negociacao' to the other offerers, closed, 'Imóvel negociado' to the others, undone)
// has a key under NotificationEvents.proposal in every catalogue, the proposals filter, and a deep link to the
// recipient's own proposal.

let w: World;
const since = new Date(Date.now() - 1000).toISOString();
const p: Record<string, number> = {};

async function ok<T>(res: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await res;
  if (error) throw new Error(error.message);
  return data;
}
const offer = async (db: World['db']['cliente'], property: number, amount = 450000) =>
  ((await ok(db.rpc('make_proposal', { property_id: property, amount, payment_method: 'vista' }))) as { id: number }).id;

beforeAll(async () => {
  w = await createWorld();
  const second = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, title: 'Casa para desfazer' });
  p.a = await offer(w.db.cliente, w.listing);
  p.b = await offer(w.db.cliente2, w.listing);
  await ok(w.db.cliente.rpc('proposal_revise', { proposal_id: p.a, amount: 460000 }));
  await ok(w.db.agency.rpc('accept_proposal', { proposal_id: p.b }));
  await ok(w.db.agency.rpc('proposal_close', { proposal_id: p.b }));
  p.c = await offer(w.db.cliente, second);
  await ok(w.db.broker.rpc('counter_proposal', { proposal_id: p.c, amount: 490000 }));
  await ok(w.db.cliente.rpc('respond_to_counter', { proposal_id: p.c, accept: true }));
  await ok(w.db.agency.rpc('proposal_undo', { proposal_id: p.c }));
  p.d = await offer(w.db.cliente2, second);
  await ok(w.db.cliente2.rpc('proposal_withdraw', { proposal_id: p.d }));
});

const COLUMNS = 'id, user_id, kind, category, message_key, params, title, body, link, read_at, created_at';
async function rowsOf(userId: string) {
  const { data, error } = await service().from('notifications').select(COLUMNS).eq('user_id', userId).gte('created_at', since).order('id');
  expect(error).toBeNull();
  return data as (StoredNotification & { user_id: string; kind: string; category: string })[];
}

describe('proposal notifications', () => {
  it('each kind has a catalogue key in pt-BR, en and es, the proposals filter and a link to that proposal', async () => {
    const kinds = new Set<string>();
    for (const actor of ['cliente', 'cliente2', 'owner', 'agency', 'broker'] as const) {
      for (const n of await rowsOf(w.id[actor])) {
        if (n.category !== 'propostas') continue;
        kinds.add(`${n.kind}:${n.message_key}`);
        expect(n.message_key).toMatch(/^proposal\.\w+$/);
        for (const locale of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
          const t = eventTranslator(locale);
          expect(t.has(`${n.message_key}.title`)).toBe(true);
          const rendered = renderNotification(n, t, locale, 'America/Sao_Paulo');
          expect(rendered.body).not.toMatch(/\{\w+\}/);
        }
        const id = Number(/^\/propostas\?id=(\d+)$/.exec(n.link ?? '')?.[1]);
        expect(Object.values(p)).toContain(id);
        // A client is led to their own proposal.
        if (actor === 'cliente' || actor === 'cliente2') {
          const own = await service().from('proposals').select('client_id').eq('id', id).single();
          expect(own.data!.client_id).toBe(w.id[actor]);
        }
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        'contraproposta:proposal.countered',
        'contraproposta_aceita:proposal.counter_accepted',
        'imovel_em_negociacao:proposal.in_negotiation',
        'negociacao_desfeita:proposal.undone',
        'negocio_fechado:proposal.closed',
        'nova_oferta:proposal.new_offer',
        'proposta_aceita:proposal.accepted',
        'proposta_recebida:proposal.received',
        'proposta_rejeitada:proposal.listing_negotiated',
        'proposta_retirada:proposal.withdrawn',
      ].sort(),
    );
  });

  it('the other offerer hears about the negotiation and the deal on their own proposal, in their words', async () => {
    const rows = (await rowsOf(w.id.cliente)).filter((n) => n.kind === 'imovel_em_negociacao' || n.message_key === 'proposal.listing_negotiated');
    expect(rows.map((n) => [n.message_key, n.link])).toEqual([
      ['proposal.in_negotiation', `/propostas?id=${p.a}`],
      ['proposal.listing_negotiated', `/propostas?id=${p.a}`],
    ]);
    const title = (await service().from('properties').select('title').eq('id', w.listing).single()).data!.title as string;
    expect(renderNotification(rows[0], eventTranslator('en'), 'en', 'America/Sao_Paulo').body).toBe(
      `${title} (#${w.listing}) is under negotiation with another offer. Yours remains on record.`,
    );
  });
});

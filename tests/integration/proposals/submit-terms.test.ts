import { createWorld, makeListing, service, type World } from '../rls/world';

// Issue #38: submit_proposal (/propostas/subir) registers a rental with its terms under the offer form's rules,
// and a sale with its payment method; bad input and the wrong person change nothing.

let w: World;
let rental: number;
const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const inDays = (n: number) => {
  const d = new Date(`${spToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const contact = { client_name: 'Marta Locatária', client_email: 'marta@example.com', client_phone: '(11) 97777-1234' };

beforeAll(async () => {
  w = await createWorld();
  rental = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, transaction: 'aluguel', price: 2300, title: 'Apartamento para alugar' });
});

const count = async () => (await service().from('proposals').select('id', { count: 'exact', head: true }).eq('property_id', rental)).count;

describe('submit_proposal with a rental’s terms', () => {
  const terms = { move_in_date: inDays(15), term_months: 30, guarantee: 'seguro_fianca', residents: 2, pets: true };

  it('the broker registers a rental with move-in date, 30 months and seguro-fiança; no payment method', async () => {
    const res = await w.db.broker.rpc('submit_proposal', { property_id: rental, ...contact, amount: 2200, ...terms, payment_method: 'financiamento' });
    expect(res.error).toBeNull();
    const row = await service().from('proposals').select('amount, payment_method, move_in_date, term_months, guarantee, deposit_months, residents, pets').eq('id', res.data.id).single();
    expect(row.data).toEqual({ amount: 2200, payment_method: null, move_in_date: terms.move_in_date, term_months: 30, guarantee: 'seguro_fianca', deposit_months: null, residents: 2, pets: true });
  });

  it.each([
    [{ move_in_date: inDays(-1) }, 'move_in_date_invalid'],
    [{ move_in_date: inDays(200) }, 'move_in_date_invalid'],
    [{ move_in_date: null }, 'move_in_date_invalid'],
    [{ term_months: 18 }, 'term_invalid'],
    [{ guarantee: 'cheque' }, 'guarantee_invalid'],
    [{ guarantee: 'caucao', deposit_months: 4 }, 'deposit_invalid'],
    [{ residents: 0 }, 'residents_invalid'],
    [{ amount: 1 }, 'proposal_amount_too_low'],
  ])('refuses %j with %s and stores nothing', async (bad, hint) => {
    const before = await count();
    const res = await w.db.agency.rpc('submit_proposal', { property_id: rental, ...contact, amount: 2200, ...terms, ...bad });
    expect(res.error?.hint).toBe(hint);
    expect(await count()).toBe(before);
  });

  it('a sale without a payment method is refused', async () => {
    const res = await w.db.agency.rpc('submit_proposal', { property_id: w.listing, ...contact, amount: 450000 });
    expect(res.error?.hint).toBe('payment_method_required');
  });

  it('the wrong person is refused: another agency, a client, the other agency’s broker, signed out', async () => {
    const before = await count();
    for (const actor of ['agencyB', 'cliente', 'brokerOther'] as const) {
      const res = await w.db[actor].rpc('submit_proposal', { property_id: rental, ...contact, amount: 2200, ...terms });
      expect(res.error?.hint).toBe('not_listing_side');
    }
    expect((await w.db.anon.rpc('submit_proposal', { property_id: rental, ...contact, amount: 2200, ...terms })).error).not.toBeNull();
    expect(await count()).toBe(before);
  });
});

import { createWorld, service, type World } from '../rls/world';

// Issue #39: the broker's monthly goal — broker_goal / set_broker_goal and the broker_goals table, tried as
// the broker, every other role, signed out, and with bad input.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const goalOf = async (actor: keyof World['db']) => w.db[actor].rpc('broker_goal', {});
const spMonth = () => `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7)}-01`;

describe('broker_goal / set_broker_goal', () => {
  it('a broker starts at 5, sets this month’s goal, and reads it back', async () => {
    const before = await goalOf('broker');
    expect(before.error).toBeNull();
    expect(before.data).toEqual({ month: spMonth(), sales_goal: 5, own: false });
    const set = await w.db.broker.rpc('set_broker_goal', { sales_goal: 8 });
    expect(set.error).toBeNull();
    expect((await goalOf('broker')).data).toEqual({ month: spMonth(), sales_goal: 8, own: true });
    // Stored per month: one row for this month.
    const rows = await service().from('broker_goals').select('month, sales_goal').eq('broker_id', w.id.broker);
    expect(rows.data).toEqual([{ month: spMonth(), sales_goal: 8 }]);
    // Changed again the same month: still one row.
    expect((await w.db.broker.rpc('set_broker_goal', { sales_goal: 9 })).error).toBeNull();
    expect((await service().from('broker_goals').select('sales_goal').eq('broker_id', w.id.broker)).data).toEqual([{ sales_goal: 9 }]);
  });

  it('an earlier month’s goal carries over; a later month can be planned, a past one cannot', async () => {
    const [y, m] = spMonth().split('-').map(Number);
    const prev = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    expect((await service().from('broker_goals').insert({ broker_id: w.id.brokerOther, month: prev, sales_goal: 12 })).error).toBeNull();
    expect((await goalOf('brokerOther')).data).toEqual({ month: spMonth(), sales_goal: 12, own: false });
    expect((await w.db.brokerOther.rpc('set_broker_goal', { sales_goal: 3, month: next })).error).toBeNull();
    expect((await goalOf('brokerOther')).data).toMatchObject({ sales_goal: 12 });
    const past = await w.db.brokerOther.rpc('set_broker_goal', { sales_goal: 3, month: prev });
    expect(past.error?.hint).toBe('goal_month_invalid');
  });

  it('refuses goals out of 1..1000 and changes nothing', async () => {
    for (const bad of [0, -1, 1001, 2_000_000_000]) {
      const res = await w.db.broker.rpc('set_broker_goal', { sales_goal: bad });
      expect(res.error?.hint).toBe('goal_invalid');
    }
    const text = await w.db.broker.rpc('set_broker_goal', { sales_goal: 'dez' as unknown as number });
    expect(text.error).not.toBeNull();
    expect((await goalOf('broker')).data).toMatchObject({ sales_goal: 9 });
  });

  it('every other role and a signed-out visitor are refused', async () => {
    for (const actor of ['cliente', 'owner', 'agency'] as const) {
      expect((await goalOf(actor)).error?.hint).toBe('wrong_role');
      expect((await w.db[actor].rpc('set_broker_goal', { sales_goal: 7 })).error?.hint).toBe('wrong_role');
    }
    expect((await w.db.anon.rpc('broker_goal', {})).error).not.toBeNull();
    expect((await w.db.anon.rpc('set_broker_goal', { sales_goal: 7 })).error).not.toBeNull();
  });

  it('the table: each broker reads only their own row and nobody writes it directly', async () => {
    expect((await w.db.brokerOther.from('broker_goals').select('broker_id')).data?.every((r) => r.broker_id === w.id.brokerOther)).toBe(true);
    expect(await w.db.brokerOther.from('broker_goals').select('*').eq('broker_id', w.id.broker).then((r) => r.data)).toEqual([]);
    for (const actor of ['agency', 'cliente', 'anon'] as const) {
      const { data } = await w.db[actor].from('broker_goals').select('*');
      expect(data ?? []).toEqual([]);
    }
    const insert = await w.db.broker.from('broker_goals').insert({ broker_id: w.id.broker, month: '2030-01-01', sales_goal: 1 });
    expect(insert.error).not.toBeNull();
    const update = await w.db.broker.from('broker_goals').update({ sales_goal: 999 }).eq('broker_id', w.id.broker).select();
    expect(update.error ?? (update.data ?? []).length === 0).toBeTruthy();
    expect((await goalOf('broker')).data).toMatchObject({ sales_goal: 9 });
  });
});

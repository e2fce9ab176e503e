import { ACTORS, createWorld, refused, service, type ActorName, type World } from './world';

// Agency billing records: plans, signs (placas) and payments. An agency reads and acts on its own only.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

describe('subscribe_plan', () => {
  it.each(ACTORS.filter((a) => a !== 'agency' && a !== 'agencyB' && a !== 'service'))('%s cannot subscribe', async (actor) => {
    const res = await w.db[actor].rpc('subscribe_plan', { plan: 'mensal' });
    expect(res.error).not.toBeNull();
  });

  it('an agency subscribes: price in centavos, next due date, first charge recorded', async () => {
    const { data, error } = await w.db.agency.rpc('subscribe_plan', { plan: 'mensal' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ agency_id: w.id.agency, plan: 'mensal', price_cents: 79990, status: 'ativo', auto_renew: true });
    const due = new Date(`${data.next_due_date}T12:00:00Z`).getTime();
    const days = (due - Date.now()) / 86400000;
    expect(days).toBeGreaterThan(26);
    expect(days).toBeLessThan(32);
    const pay = await w.db.agency.from('payments').select('amount_cents, status, subscription_id, description');
    expect(pay.data).toEqual([{ amount_cents: 79990, status: 'pendente', subscription_id: data.id, description: 'Plano Mensal — 1ª mensalidade' }]);
  });

  it('switching plans cancels the active one; the trial is free and once only', async () => {
    const anual = await w.db.agency.rpc('subscribe_plan', { plan: 'anual' });
    expect(anual.data).toMatchObject({ plan: 'anual', price_cents: 31990 });
    const subs = await w.db.agency.from('subscriptions').select('plan, status').order('id');
    expect(subs.data).toEqual([{ plan: 'mensal', status: 'cancelado' }, { plan: 'anual', status: 'ativo' }]);
    const trial = await w.db.agencyB.rpc('subscribe_plan', { plan: 'avaliacao' });
    expect(trial.data).toMatchObject({ plan: 'avaliacao', price_cents: 0, auto_renew: false, next_due_date: null });
    expect((await w.db.agencyB.from('payments').select('id')).data).toEqual([]);
    expect((await w.db.agencyB.rpc('subscribe_plan', { plan: 'avaliacao' })).error?.hint).toBe('trial_used');
    expect((await w.db.agencyB.rpc('subscribe_plan', { plan: 'gratis' })).error?.hint).toBe('plan_invalid');
  });
});

describe('subscriptions, sign_purchases and payments: select', () => {
  beforeAll(async () => {
    await w.db.agency.rpc('purchase_signs', { sign_type: 'qr_code', quantity: 3 });
  });

  it.each(ACTORS)('%s', async (actor: ActorName) => {
    const subs = await w.db[actor].from('subscriptions').select('agency_id').in('agency_id', [w.id.agency, w.id.agencyB]);
    const signs = await w.db[actor].from('sign_purchases').select('agency_id').in('agency_id', [w.id.agency, w.id.agencyB]);
    const pays = await w.db[actor].from('payments').select('agency_id').in('agency_id', [w.id.agency, w.id.agencyB]);
    if (actor === 'agency') {
      expect(subs.data!.every((r) => r.agency_id === w.id.agency)).toBe(true);
      expect(subs.data).toHaveLength(2);
      expect(signs.data).toHaveLength(1);
      expect(pays.data).toHaveLength(3);
    } else if (actor === 'agencyB') {
      expect(subs.data).toEqual([{ agency_id: w.id.agencyB }]);
      expect(signs.data).toEqual([]);
      expect(pays.data).toEqual([]);
    } else if (actor === 'service') {
      expect(subs.data).toHaveLength(3);
    } else {
      for (const res of [subs, signs, pays]) expect(refused(res)).toBe(true);
    }
  });
});

describe('purchase_signs', () => {
  it('records the purchase at the unit price and its charge', async () => {
    const { data, error } = await w.db.agencyB.rpc('purchase_signs', { sign_type: 'premium', quantity: 2 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ agency_id: w.id.agencyB, sign_type: 'premium', quantity: 2, amount_cents: 19980, status: 'ativa' });
    const pay = await w.db.agencyB.from('payments').select('amount_cents, description, sign_purchase_id');
    expect(pay.data).toEqual([{ amount_cents: 19980, description: '2 × Placa Premium', sign_purchase_id: data.id }]);
  });

  it('refuses non-agencies, unknown types and bad quantities', async () => {
    expect((await w.db.cliente.rpc('purchase_signs', { sign_type: 'padrao', quantity: 1 })).error?.hint).toBe('not_agency');
    expect((await w.db.agencyB.rpc('purchase_signs', { sign_type: 'neon', quantity: 1 })).error?.hint).toBe('sign_type_invalid');
    expect((await w.db.agencyB.rpc('purchase_signs', { sign_type: 'padrao', quantity: 0 })).error?.hint).toBe('sign_quantity_invalid');
  });
});

describe('direct writes', () => {
  it('an agency switches auto renewal of its active plan, and nothing else', async () => {
    const ok = await w.db.agency.from('subscriptions').update({ auto_renew: false }).eq('status', 'ativo').select('auto_renew');
    expect(ok.data).toEqual([{ auto_renew: false }]);
    const price = await w.db.agency.from('subscriptions').update({ price_cents: 1 }).eq('status', 'ativo').select();
    expect(price.error).not.toBeNull();
    const other = await w.db.agency.from('subscriptions').update({ auto_renew: true }).eq('agency_id', w.id.agencyB).select();
    expect(refused(other)).toBe(true);
    const { data } = await service().from('subscriptions').select('auto_renew, price_cents').eq('agency_id', w.id.agencyB).single();
    expect(data).toEqual({ auto_renew: false, price_cents: 0 });
  });

  it.each(['agency', 'cliente', 'anon'] as ActorName[])('%s cannot insert or delete billing rows', async (actor) => {
    const agencyId = w.id.agency;
    expect((await w.db[actor].from('payments').insert({ agency_id: agencyId, description: 'Falso', amount_cents: 0, status: 'pago' }).select()).error).not.toBeNull();
    expect((await w.db[actor].from('sign_purchases').insert({ agency_id: agencyId, sign_type: 'padrao', quantity: 1, amount_cents: 0 }).select()).error).not.toBeNull();
    expect((await w.db[actor].from('subscriptions').insert({ agency_id: agencyId, plan: 'anual', price_cents: 0 }).select()).error).not.toBeNull();
    expect(refused(await w.db[actor].from('payments').delete().eq('agency_id', agencyId).select())).toBe(true);
    expect((await service().from('payments').select('id').eq('agency_id', agencyId)).data).toHaveLength(3);
  });

  it('cancel_subscription ends the active plan', async () => {
    const { data, error } = await w.db.agency.rpc('cancel_subscription');
    expect(error).toBeNull();
    expect(data).toMatchObject({ plan: 'anual', status: 'cancelado', auto_renew: false });
    expect((await w.db.agency.from('subscriptions').select('id').eq('status', 'ativo')).data).toEqual([]);
  });
});

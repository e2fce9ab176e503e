import { ACTORS, createWorld, refused, service, type ActorName, type World } from './world';

// Agency billing (issue #24): plans and sign kinds are public; subscriptions, their history, sign purchases
// and charges are read by their agency only; every change goes through the billing_* functions.

let w: World;
beforeAll(async () => {
  w = await createWorld();
  const plan = await w.db.agency.rpc('billing_change_plan', { p_plan: 'mensal' });
  expect(plan.error).toBeNull();
  const signs = await w.db.agency.rpc('billing_purchase_signs', { p_kind: 'qr_code', p_quantity: 3 });
  expect(signs.error).toBeNull();
});

describe('billing_plans and sign_kinds', () => {
  it.each(ACTORS)('%s reads the plans and the sign kinds, and cannot change them', async (actor: ActorName) => {
    const plans = await w.db[actor].from('billing_plans').select('code, price_cents, months').order('sort');
    expect(plans.data).toEqual(expect.arrayContaining([
      { code: 'mensal', price_cents: 79990, months: 1 },
      { code: 'semestral', price_cents: 55990, months: 6 },
      { code: 'anual', price_cents: 31990, months: 12 },
    ]));
    const kinds = await w.db[actor].from('sign_kinds').select('code, unit_price_cents');
    expect(kinds.data).toHaveLength(3);
    if (actor !== 'service') {
      const upd = await w.db[actor].from('billing_plans').update({ price_cents: 1 }).eq('code', 'mensal').select();
      expect(upd.error !== null || (upd.data ?? []).length === 0).toBe(true);
      const ins = await w.db[actor].from('sign_kinds').insert({ code: 'gratis', name: 'Grátis', unit_price_cents: 1 }).select();
      expect(ins.error).not.toBeNull();
    }
    expect((await service().from('billing_plans').select('price_cents').eq('code', 'mensal').single()).data).toEqual({ price_cents: 79990 });
  });
});

describe('subscriptions, subscription_events, sign_purchases and payments: select', () => {
  it.each(ACTORS)('%s', async (actor: ActorName) => {
    const ids = [w.id.agency, w.id.agencyB];
    const subs = await w.db[actor].from('subscriptions').select('agency_id').in('agency_id', ids);
    const events = await w.db[actor].from('subscription_events').select('agency_id').in('agency_id', ids);
    const signs = await w.db[actor].from('sign_purchases').select('agency_id').in('agency_id', ids);
    const pays = await w.db[actor].from('payments').select('agency_id').in('agency_id', ids);
    if (actor === 'agency' || actor === 'service') {
      expect(subs.data).toEqual([{ agency_id: w.id.agency }]);
      expect(events.data).toEqual([{ agency_id: w.id.agency }]);
      expect(signs.data).toEqual([{ agency_id: w.id.agency }]);
      expect(pays.data).toHaveLength(2);
    } else if (actor === 'anon') {
      for (const res of [subs, events, signs, pays]) expect(refused(res)).toBe(true);
    } else {
      for (const res of [subs, events, signs, pays]) expect(res.data ?? []).toEqual([]);
    }
  });
});

describe('direct writes', () => {
  it.each(['agency', 'agencyB', 'broker', 'cliente', 'anon'] as ActorName[])('%s cannot insert, update or delete billing rows', async (actor) => {
    const agencyId = w.id.agency;
    const db = w.db[actor];
    expect((await db.from('payments').insert({ agency_id: agencyId, description: 'Falso', amount_cents: 0, status: 'pago', due_date: '2026-01-01' }).select()).error).not.toBeNull();
    expect((await db.from('sign_purchases').insert({ agency_id: agencyId, sign_type: 'padrao', quantity: 1, amount_cents: 0 }).select()).error).not.toBeNull();
    expect((await db.from('subscriptions').insert({ agency_id: agencyId, plan: 'anual', price_cents: 0 }).select()).error).not.toBeNull();
    expect((await db.from('subscription_events').insert({ agency_id: agencyId, action: 'renovacao' }).select()).error).not.toBeNull();
    expect(refused(await db.from('subscriptions').update({ auto_renew: false, price_cents: 1 }).eq('agency_id', agencyId).select())).toBe(true);
    expect(refused(await db.from('payments').update({ status: 'pago' }).eq('agency_id', agencyId).select())).toBe(true);
    expect(refused(await db.from('payments').delete().eq('agency_id', agencyId).select())).toBe(true);
    const pays = await service().from('payments').select('status').eq('agency_id', agencyId);
    expect(pays.data).toEqual([{ status: 'pendente' }, { status: 'pendente' }]);
    const sub = await service().from('subscriptions').select('auto_renew, price_cents').eq('agency_id', agencyId).single();
    expect(sub.data).toEqual({ auto_renew: true, price_cents: 79990 });
  });
});

describe('billing functions as the wrong person', () => {
  it.each(['anon', 'cliente', 'owner', 'broker'] as ActorName[])('%s cannot change a plan, buy signs or cancel', async (actor) => {
    const db = w.db[actor];
    for (const res of [
      await db.rpc('billing_change_plan', { p_plan: 'anual' }),
      await db.rpc('billing_purchase_signs', { p_kind: 'padrao', p_quantity: 1 }),
      await db.rpc('billing_cancel'),
      await db.rpc('billing_set_auto_renew', { p_on: false }),
    ]) {
      expect(res.error).not.toBeNull();
    }
  });

  it.each(['anon', 'cliente', 'agency', 'agencyB'] as ActorName[])('%s cannot apply a provider event, attach a charge or run the job', async (actor) => {
    const db = w.db[actor];
    const { data: pay } = await service().from('payments').select('id, txid, amount_cents').eq('agency_id', w.id.agency).limit(1).single();
    const apply = await db.rpc('billing_apply_event', {
      p_provider: 'sandbox', p_event_id: `evt_${actor}`, p_txid: pay!.txid, p_status: 'pago', p_amount_cents: pay!.amount_cents,
    });
    expect(apply.error).not.toBeNull();
    const attach = await db.rpc('billing_attach_charge', { p_payment_id: pay!.id, p_provider: 'sandbox', p_provider_charge_id: 'x', p_br_code: 'x' });
    expect(attach.error).not.toBeNull();
    expect((await db.rpc('billing_run_jobs', { p_agency: w.id.agency })).error).not.toBeNull();
    const after = await service().from('payments').select('status, br_code').eq('id', pay!.id).single();
    expect(after.data).toEqual({ status: 'pendente', br_code: null });
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { service, user } from '../rls/world';

// The plan state machine, the charges' moves through provider events and the renewal job (issue #24),
// each agency of its own (the job runs restricted to it: the database is shared with other test files).

const DAY = 86400000;

async function agency() {
  const { client, user: u } = await user('imobiliaria', 'Imobiliária Cobrança');
  // No billing e-mails from these agencies: other files count the shared outbox (the notifications stay).
  const { error } = await service().from('user_settings').upsert({ user_id: u.id, email_notifications: false }, { onConflict: 'user_id' });
  expect(error).toBeNull();
  return { db: client as SupabaseClient, id: u.id };
}

async function current(id: string) {
  const { data } = await service().from('subscriptions').select('*').eq('agency_id', id).in('status', ['ativo', 'inadimplente']).maybeSingle();
  return data;
}

async function charges(id: string) {
  const { data } = await service().from('payments').select('*').eq('agency_id', id).order('id');
  return data ?? [];
}

function apply(txid: string, status: string, amount: number | null, eventId: string, now?: Date) {
  return service().rpc('billing_apply_event', {
    p_provider: 'sandbox', p_event_id: eventId, p_txid: txid, p_status: status, p_amount_cents: amount,
    ...(now ? { p_now: now.toISOString() } : {}),
  });
}

function runJobs(id: string, now: Date) {
  return service().rpc('billing_run_jobs', { p_now: now.toISOString(), p_agency: id });
}

describe('plans', () => {
  it('from the evaluation a paid plan starts at once with its first charge; between paid plans the change waits', async () => {
    const a = await agency();
    expect(await current(a.id)).toBeNull();
    const first = await a.db.rpc('billing_change_plan', { p_plan: 'semestral' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ scheduled: false });
    const sub = await current(a.id);
    expect(sub).toMatchObject({ plan: 'semestral', price_cents: 55990, status: 'ativo', auto_renew: true, pending_plan: null });
    const [charge] = await charges(a.id);
    expect(charge).toMatchObject({ amount_cents: 55990, status: 'pendente', description: 'Plano Semestral — 1ª mensalidade', subscription_id: sub!.id });
    expect(charge.txid).toMatch(/^LAR[0-9A-F]{22}$/);

    const later = await a.db.rpc('billing_change_plan', { p_plan: 'anual' });
    expect(later.data).toMatchObject({ scheduled: true, payment_id: null });
    expect(await current(a.id)).toMatchObject({ plan: 'semestral', pending_plan: 'anual' });
    expect(await charges(a.id)).toHaveLength(1);
    // Choosing the current plan again undoes the waiting change; a second time it is refused.
    expect((await a.db.rpc('billing_change_plan', { p_plan: 'semestral' })).error).toBeNull();
    expect(await current(a.id)).toMatchObject({ plan: 'semestral', pending_plan: null });
    expect((await a.db.rpc('billing_change_plan', { p_plan: 'semestral' })).error?.hint).toBe('plan_same');

    const history = await a.db.from('subscription_events').select('action, from_plan, to_plan').order('id');
    expect(history.data).toEqual([
      { action: 'troca_plano', from_plan: 'avaliacao', to_plan: 'semestral' },
      { action: 'troca_agendada', from_plan: 'semestral', to_plan: 'anual' },
      { action: 'troca_desfeita', from_plan: 'anual', to_plan: 'semestral' },
    ]);
  });

  it('refuses tampered plans and leaves everything as it was', async () => {
    const a = await agency();
    for (const plan of ['avaliacao', 'teste_corretor', 'gratis', "mensal'--", '', 'MENSAL']) {
      expect((await a.db.rpc('billing_change_plan', { p_plan: plan })).error?.hint).toBe('plan_invalid');
    }
    expect(await current(a.id)).toBeNull();
    expect(await charges(a.id)).toEqual([]);
    expect((await a.db.rpc('billing_cancel')).error?.hint).toBe('no_paid_plan');
    expect((await a.db.rpc('billing_set_auto_renew', { p_on: false })).error?.hint).toBe('no_paid_plan');
  });

  it('auto-renewal off ends the plan with its commitment; cancel keeps access until the end of the paid period', async () => {
    const a = await agency();
    await a.db.rpc('billing_change_plan', { p_plan: 'mensal' });
    const [first] = await charges(a.id);
    expect(await apply(first.txid, 'pago', first.amount_cents, `evt-${first.id}`)).toMatchObject({ data: 'aplicado' });
    const off = await a.db.rpc('billing_set_auto_renew', { p_on: false });
    expect(off.data).toMatchObject({ auto_renew: false });
    // 5 days before the due date no renewal charge: the monthly commitment ends there.
    const sub = (await current(a.id))!;
    const due = new Date(`${sub.next_due_date}T15:00:00Z`);
    await runJobs(a.id, new Date(due.getTime() - 4 * DAY));
    expect(await charges(a.id)).toHaveLength(1);
    await a.db.rpc('billing_set_auto_renew', { p_on: true });
    await runJobs(a.id, new Date(due.getTime() - 4 * DAY));
    expect(await charges(a.id)).toHaveLength(2);

    const cancel = await a.db.rpc('billing_cancel');
    expect(cancel.data).toMatchObject({ status: 'ativo', auto_renew: false });
    expect((await charges(a.id))[1]).toMatchObject({ status: 'cancelado' });
    expect((await a.db.rpc('billing_cancel')).error?.hint).toBe('plan_cancelled');
    expect((await a.db.rpc('billing_change_plan', { p_plan: 'anual' })).error?.hint).toBe('plan_cancelled');
    await runJobs(a.id, new Date(due.getTime() - DAY));
    expect(await current(a.id)).toMatchObject({ status: 'ativo' });
    await runJobs(a.id, new Date(due.getTime() + DAY));
    expect(await current(a.id)).toBeNull();
    const { data } = await service().from('subscriptions').select('status').eq('id', sub.id).single();
    expect(data).toEqual({ status: 'cancelado' });
  });
});

describe('provider events', () => {
  it('pay once: the same event twice changes nothing; a wrong amount, an unknown txid or a paid charge are refused', async () => {
    const a = await agency();
    await a.db.rpc('billing_change_plan', { p_plan: 'anual' });
    const [charge] = await charges(a.id);
    expect((await apply(charge.txid, 'pago', charge.amount_cents - 1, 'evt-wrong-amount')).error?.hint).toBe('amount_mismatch');
    expect((await apply(charge.txid, 'pago', null, 'evt-no-amount')).error?.hint).toBe('amount_mismatch');
    expect((await apply('LARDESCONHECIDO', 'pago', charge.amount_cents, 'evt-unknown')).error?.hint).toBe('charge_unknown');
    expect((await apply(charge.txid, 'paga', charge.amount_cents, 'evt-bad')).error?.hint).toBe('event_invalid');
    expect((await apply(charge.txid, 'pago', charge.amount_cents, '../evt')).error?.hint).toBe('event_invalid');
    expect((await charges(a.id))[0]).toMatchObject({ status: 'pendente', paid_at: null });

    expect((await apply(charge.txid, 'pago', charge.amount_cents, 'evt-paid')).data).toBe('aplicado');
    const paid = (await charges(a.id))[0];
    expect(paid).toMatchObject({ status: 'pago' });
    expect(paid.paid_at).not.toBeNull();
    expect((await apply(charge.txid, 'pago', charge.amount_cents, 'evt-paid')).data).toBe('repetido');
    expect((await apply(charge.txid, 'cancelado', null, 'evt-paid')).data).toBe('repetido');
    expect((await apply(charge.txid, 'cancelado', null, 'evt-cancel-after')).error?.hint).toBe('status_conflict');
    expect((await charges(a.id))[0]).toMatchObject({ status: 'pago', paid_at: paid.paid_at });

    const { data: notes } = await service().from('notifications').select('title').eq('user_id', a.id);
    expect(notes).toEqual([{ title: 'Pagamento confirmado' }]);
  });

  it('a sign purchase is pending until paid, then active for a year; tampered kinds and quantities are refused', async () => {
    const a = await agency();
    for (const [kind, qty, hint] of [['neon', 1, 'sign_type_invalid'], ['padrao', 0, 'sign_quantity_invalid'], ['padrao', 1001, 'sign_quantity_invalid'], ['padrao', -5, 'sign_quantity_invalid']] as const) {
      expect((await a.db.rpc('billing_purchase_signs', { p_kind: kind, p_quantity: qty })).error?.hint).toBe(hint);
    }
    expect(await charges(a.id)).toEqual([]);
    const res = await a.db.rpc('billing_purchase_signs', { p_kind: 'premium', p_quantity: 2 });
    expect(res.error).toBeNull();
    const [charge] = await charges(a.id);
    expect(charge).toMatchObject({ amount_cents: 19980, description: '2 × Placa Premium', status: 'pendente' });
    const purchase = await a.db.from('sign_purchases').select('status, amount_cents').single();
    expect(purchase.data).toEqual({ status: 'pendente', amount_cents: 19980 });
    await apply(charge.txid, 'pago', 19980, `evt-signs-${charge.id}`);
    expect((await a.db.from('sign_purchases').select('status').single()).data).toEqual({ status: 'ativa' });
    // A year later the job marks them expired.
    await runJobs(a.id, new Date(Date.now() + 367 * DAY));
    expect((await a.db.from('sign_purchases').select('status').single()).data).toEqual({ status: 'expirada' });
  });
});

describe('the renewal job', () => {
  it('charges 5 days before the due date, once; unpaid after it → vencido and the plan inadimplente; paying reactivates', async () => {
    const a = await agency();
    await a.db.rpc('billing_change_plan', { p_plan: 'mensal' });
    const [first] = await charges(a.id);
    await apply(first.txid, 'pago', first.amount_cents, `evt-first-${first.id}`);
    const sub = (await current(a.id))!;
    const due = new Date(`${sub.next_due_date}T15:00:00Z`);

    await runJobs(a.id, new Date(due.getTime() - 6 * DAY));
    expect(await charges(a.id)).toHaveLength(1);
    await runJobs(a.id, new Date(due.getTime() - 5 * DAY));
    await runJobs(a.id, new Date(due.getTime() - 4 * DAY));
    const list = await charges(a.id);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ amount_cents: 79990, status: 'pendente', due_date: sub.next_due_date, period_start: sub.next_due_date });

    await runJobs(a.id, new Date(due.getTime() + 1 * DAY));
    expect((await charges(a.id))[1]).toMatchObject({ status: 'vencido' });
    expect(await current(a.id)).toMatchObject({ status: 'inadimplente' });
    const { data: notes } = await service().from('notifications').select('title').eq('user_id', a.id).order('id');
    expect(notes!.map((n) => n.title)).toEqual(['Pagamento confirmado', 'Nova cobrança do seu plano', 'Cobrança vencida']);
    const { data: mails } = await service().rpc('billing_run_jobs', { p_now: new Date(due.getTime() + 1 * DAY).toISOString(), p_agency: a.id });
    expect(mails).toMatchObject({ billing_charged: 0, billing_overdue: 0 });

    await apply(list[1].txid, 'pago', 79990, `evt-late-${list[1].id}`);
    expect(await current(a.id)).toMatchObject({ status: 'ativo' });
    const history = await a.db.from('subscription_events').select('action').order('id');
    expect(history.data!.map((h) => h.action)).toEqual(['troca_plano', 'renovacao', 'inadimplencia', 'reativacao']);
  });

  it('a waiting change of plan takes effect at the due date with the new price', async () => {
    const a = await agency();
    await a.db.rpc('billing_change_plan', { p_plan: 'mensal' });
    await a.db.rpc('billing_change_plan', { p_plan: 'anual' });
    const sub = (await current(a.id))!;
    const due = new Date(`${sub.next_due_date}T15:00:00Z`);
    await runJobs(a.id, new Date(due.getTime() - 5 * DAY));
    expect((await charges(a.id))[1]).toMatchObject({ amount_cents: 31990, plan: 'anual' });
    await runJobs(a.id, new Date(due.getTime()));
    expect(await current(a.id)).toMatchObject({ plan: 'anual', price_cents: 31990, pending_plan: null });
  });
});

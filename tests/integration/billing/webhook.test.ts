import { createSandboxProvider, sandboxEventBody, signSandboxBody, SIGNATURE_HEADER } from '@/lib/billing/sandbox';
import { handleWebhook, type ApplyEvent } from '@/lib/billing/webhook';
import { service, user } from '../rls/world';

// The webhook path end to end against the database: signature, idempotency by event id, tampering (issue #24).

const SECRET = 'integration-billing-webhook-secret-0123456789';
const provider = createSandboxProvider({ secret: SECRET, pix: { pixKey: 'pix@lar.dev', merchantName: 'Lar', merchantCity: 'Sao Paulo' } });

const apply: ApplyEvent = async (name, event) => {
  const { data, error } = await service().rpc('billing_apply_event', {
    p_provider: name, p_event_id: event.id, p_txid: event.txid, p_status: event.status, p_amount_cents: event.amountCents,
  });
  return { data, error };
};

function call(body: string, secret = SECRET) {
  return handleWebhook(provider, body, new Headers({ [SIGNATURE_HEADER]: signSandboxBody(secret, body) }), apply);
}

async function status(id: number) {
  return (await service().from('payments').select('status').eq('id', id).single()).data?.status;
}

it('a signed event pays the charge once; replays, wrong signatures and tampered amounts change nothing', async () => {
  const { client, user: u } = await user('imobiliaria', 'Imobiliária Webhook');
  // No billing e-mail from this agency: other files count the shared outbox (the notification stays).
  expect((await service().from('user_settings').upsert({ user_id: u.id, email_notifications: false }, { onConflict: 'user_id' })).error).toBeNull();
  const { data } = await client.rpc('billing_purchase_signs', { p_kind: 'padrao', p_quantity: 4 });
  const { data: charge } = await service().from('payments').select('id, txid, amount_cents').eq('id', data.payment_id).single();
  expect(charge!.amount_cents).toBe(19960);

  const tampered = sandboxEventBody({ id: `evt_t_${charge!.id}`, status: 'pago', txid: charge!.txid, amountCents: 1 });
  expect(await call(tampered)).toEqual({ status: 422, body: { result: 'amount_mismatch' } });
  const good = sandboxEventBody({ id: `evt_p_${charge!.id}`, status: 'pago', txid: charge!.txid, amountCents: 19960 });
  expect((await call(good, 'wrong-secret-wrong-secret-wrong-secret')).status).toBe(401);
  expect((await handleWebhook(provider, good, new Headers(), apply)).status).toBe(401);
  expect(await status(charge!.id)).toBe('pendente');

  expect(await call(good)).toEqual({ status: 200, body: { result: 'aplicado' } });
  expect(await status(charge!.id)).toBe('pago');
  expect(await call(good)).toEqual({ status: 200, body: { result: 'repetido' } });
  const cancel = sandboxEventBody({ id: `evt_c_${charge!.id}`, status: 'cancelado', txid: charge!.txid, amountCents: 19960 });
  expect(await call(cancel)).toEqual({ status: 409, body: { result: 'status_conflict' } });
  expect(await status(charge!.id)).toBe('pago');
  const unknown = sandboxEventBody({ id: `evt_u_${charge!.id}`, status: 'pago', txid: 'LARNAOEXISTE', amountCents: 19960 });
  expect(await call(unknown)).toEqual({ status: 404, body: { result: 'charge_unknown' } });
  const { data: purchase } = await client.from('sign_purchases').select('status').single();
  expect(purchase).toEqual({ status: 'ativa' });
});

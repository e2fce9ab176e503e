'use server';

import { randomUUID } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { applyEvent, billingProvider } from '@/lib/billing';
import { billingConfig } from '@/lib/billing/config';
import { sandboxEventBody, signSandboxBody, SIGNATURE_HEADER } from '@/lib/billing/sandbox';
import { handleWebhook } from '@/lib/billing/webhook';
import { getCurrentProfile } from '@/lib/data/auth';
import { getCharge } from '@/lib/data/billing';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import {
  autoRenewSchema,
  billingFailure,
  changePlanSchema,
  chargeIdSchema,
  purchaseSignsSchema,
  type BillingFailure,
} from '@/lib/validations/billing';

/**
 * The moves of /financeiro (issue #24). Each checks the role here, parses with the shared schema, then calls
 * one SQL function that checks the caller again and reads prices from the database (never from the form).
 */
export type BillingResult<T = undefined> = ActionState<T, BillingFailure>;

async function agencyOnly(): Promise<BillingFailure | null> {
  const profile = await getCurrentProfile();
  return profile?.role === 'imobiliaria' ? null : 'not_agency';
}

function refresh() {
  revalidatePath('/[locale]/(agency)/financeiro', 'page');
}

export async function changePlanAction(input: unknown): Promise<BillingResult<{ scheduled: boolean; paymentId: number | null }>> {
  const denied = await agencyOnly();
  if (denied) return { ok: false, formError: denied };
  const parsed = changePlanSchema.safeParse(input);
  if (!parsed.success) return { ok: false, formError: 'plan_invalid' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('billing_change_plan', { p_plan: parsed.data.plan });
  if (error) return { ok: false, formError: billingFailure(error.hint) };
  refresh();
  const result = data as { scheduled: boolean; payment_id: number | null };
  return { ok: true, data: { scheduled: result.scheduled, paymentId: result.payment_id } };
}

export async function setAutoRenewAction(input: unknown): Promise<BillingResult> {
  const denied = await agencyOnly();
  if (denied) return { ok: false, formError: denied };
  const parsed = autoRenewSchema.safeParse(input);
  if (!parsed.success) return { ok: false, formError: 'unexpected' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('billing_set_auto_renew', { p_on: parsed.data.on });
  if (error) return { ok: false, formError: billingFailure(error.hint) };
  refresh();
  return { ok: true };
}

export async function cancelPlanAction(): Promise<BillingResult> {
  const denied = await agencyOnly();
  if (denied) return { ok: false, formError: denied };
  const supabase = await createClient();
  const { error } = await supabase.rpc('billing_cancel');
  if (error) return { ok: false, formError: billingFailure(error.hint) };
  refresh();
  return { ok: true };
}

export async function purchaseSignsAction(input: unknown): Promise<BillingResult<{ paymentId: number }>> {
  const denied = await agencyOnly();
  if (denied) return { ok: false, formError: denied };
  const parsed = purchaseSignsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, formError: billingFailure(parsed.error.issues[0]?.message) };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('billing_purchase_signs', { p_kind: parsed.data.kind, p_quantity: parsed.data.quantity });
  if (error) return { ok: false, formError: billingFailure(error.hint) };
  refresh();
  return { ok: true, data: { paymentId: (data as { payment_id: number }).payment_id } };
}

/**
 * 'Simular pagamento' (sandbox only): sends the provider's signed webhook for one of the caller's open
 * charges through the same handler as POST /api/billing/webhook, so the charge moves exactly as a real
 * payment would move it.
 */
export async function simulatePaymentAction(chargeId: unknown): Promise<BillingResult> {
  const denied = await agencyOnly();
  if (denied) return { ok: false, formError: denied };
  const config = billingConfig();
  if (config.provider !== 'sandbox' || !config.webhookSecret) return { ok: false, formError: 'sandbox_only' };
  const id = chargeIdSchema.safeParse(chargeId);
  if (!id.success) return { ok: false, formError: 'charge_not_found' };
  const charge = await getCharge(id.data);
  if (!charge) return { ok: false, formError: 'charge_not_found' };
  if (charge.status !== 'pendente' && charge.status !== 'vencido') return { ok: false, formError: 'charge_not_open' };
  const body = sandboxEventBody({ id: `sandbox_${randomUUID()}`, status: 'pago', txid: charge.txid, amountCents: charge.amountCents });
  const headers = new Headers({ [SIGNATURE_HEADER]: signSandboxBody(config.webhookSecret, body), 'content-type': 'application/json' });
  const answer = await handleWebhook(billingProvider(), body, headers, applyEvent);
  if (answer.status !== 200) return { ok: false, formError: answer.status === 409 ? 'charge_not_open' : 'unexpected' };
  refresh();
  return { ok: true };
}

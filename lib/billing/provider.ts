import { timingSafeEqual } from 'node:crypto';

/**
 * The payment provider behind /financeiro (issue #24), chosen by LAR_BILLING_PROVIDER (lib/billing/config.ts):
 * 'sandbox' (lib/billing/sandbox.ts, the default with the local stack) or 'asaas' (lib/billing/asaas.ts).
 * A provider makes the Pix of a charge and reads (and authenticates) its webhook calls; the charge's status
 * then moves only in SQL (public.billing_apply_event), idempotent by the event id.
 */
export type ChargeStatus = 'pago' | 'vencido' | 'cancelado';

export interface ChargeRequest {
  txid: string;
  amountCents: number;
  description: string;
  dueDate: string; // YYYY-MM-DD
  customer: { id: string; name: string; email: string | null; cpfCnpj: string | null };
}

export interface CreatedCharge {
  providerChargeId: string;
  brCode: string;
}

export interface ProviderEvent {
  id: string;
  txid: string;
  status: ChargeStatus;
  amountCents: number | null;
}

export type WebhookReading =
  | { kind: 'event'; event: ProviderEvent }
  | { kind: 'ignored' } // authentic, but not about a charge's status
  | { kind: 'unauthorized' }
  | { kind: 'malformed' };

export interface BillingProvider {
  readonly name: 'sandbox' | 'asaas';
  createCharge(request: ChargeRequest): Promise<CreatedCharge>;
  readWebhook(rawBody: string, headers: Headers, now?: Date): WebhookReading;
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  if (ab.length !== bb.length) return false;
  return timingSafeEqual(ab, bb);
}

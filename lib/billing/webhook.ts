import type { BillingProvider, ProviderEvent } from './provider';

/**
 * One webhook call, whatever the provider: authenticate and read it (the provider), then apply the event in
 * SQL (public.billing_apply_event through `apply`, the service role). Answers:
 *   200 {result: 'aplicado' | 'repetido' | 'ignorado'}  ('repetido': the same event id again, nothing changed)
 *   401 bad or missing signature · 400 unreadable body · 404 unknown charge · 409 a move the charge does not
 *   allow · 422 wrong amount or invalid event · 500 anything else (the provider retries).
 */
export type ApplyEvent = (
  provider: string,
  event: ProviderEvent,
) => Promise<{ data: string | null; error: { hint?: string | null; message?: string } | null }>;

export interface WebhookAnswer {
  status: number;
  body: { result: string };
}

const REFUSALS: Record<string, number> = {
  charge_unknown: 404,
  status_conflict: 409,
  amount_mismatch: 422,
  event_invalid: 422,
};

export const MAX_WEBHOOK_BYTES = 64 * 1024;

export async function handleWebhook(
  provider: BillingProvider,
  rawBody: string,
  headers: Headers,
  apply: ApplyEvent,
  now: Date = new Date(),
): Promise<WebhookAnswer> {
  if (Buffer.byteLength(rawBody, 'utf8') > MAX_WEBHOOK_BYTES) return { status: 413, body: { result: 'grande_demais' } };
  const reading = provider.readWebhook(rawBody, headers, now);
  if (reading.kind === 'unauthorized') return { status: 401, body: { result: 'assinatura_invalida' } };
  if (reading.kind === 'malformed') return { status: 400, body: { result: 'invalido' } };
  if (reading.kind === 'ignored') return { status: 200, body: { result: 'ignorado' } };
  const { data, error } = await apply(provider.name, reading.event);
  if (error) {
    const status = REFUSALS[error.hint ?? ''];
    if (status) return { status, body: { result: error.hint! } };
    console.error('[billing] webhook failed:', error.message);
    return { status: 500, body: { result: 'erro' } };
  }
  return { status: 200, body: { result: data ?? 'erro' } };
}

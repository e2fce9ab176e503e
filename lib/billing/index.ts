import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';
import { createAsaasProvider } from './asaas';
import { billingConfig } from './config';
import type { BillingProvider, ProviderEvent } from './provider';
import { createSandboxProvider } from './sandbox';
import type { ApplyEvent } from './webhook';

/** The configured provider (server only). */
export function billingProvider(): BillingProvider {
  const config = billingConfig();
  if (config.provider === 'asaas') {
    return createAsaasProvider({ ...config.asaas, fetch: globalThis.fetch.bind(globalThis) });
  }
  return createSandboxProvider({ secret: config.webhookSecret, pix: config.pix });
}

/** Applies a verified event with the service role (public.billing_apply_event). */
export const applyEvent: ApplyEvent = async (provider: string, event: ProviderEvent) => {
  const { data, error } = await createAdminClient().rpc('billing_apply_event', {
    p_provider: provider,
    p_event_id: event.id,
    p_txid: event.txid,
    p_status: event.status,
    p_amount_cents: event.amountCents as number, // null for events without an amount
  });
  return { data: (data as string | null) ?? null, error };
};

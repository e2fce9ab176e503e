import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { blankAsUnset, parseOrThrow, type Source } from '@/lib/env';

/**
 * Billing settings (server only; docs/billing.md). The provider is chosen by LAR_BILLING_PROVIDER: 'sandbox'
 * (the default: charges are Pix BR Codes made here, paid with 'Simular pagamento') or 'asaas'.
 * The sandbox's webhook secret has a well-known default only while Supabase is the local stack (127.0.0.1 /
 * localhost); anywhere else, without LAR_BILLING_WEBHOOK_SECRET the webhook route does not exist.
 */
export const LOCAL_WEBHOOK_SECRET = 'lar-local-billing-webhook-secret-do-not-use-in-production';

const schema = z.object({
  LAR_BILLING_PROVIDER: z.preprocess(blankAsUnset, z.enum(['sandbox', 'asaas']).default('sandbox')),
  LAR_BILLING_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().min(32).optional()),
  LAR_PIX_KEY: z.preprocess(blankAsUnset, z.string().min(1).max(77).default('7d9f0335-8dcc-4054-9bf9-0dbd61d36906')),
  LAR_PIX_MERCHANT_NAME: z.preprocess(blankAsUnset, z.string().min(1).max(60).default('Lar Imoveis')),
  LAR_PIX_MERCHANT_CITY: z.preprocess(blankAsUnset, z.string().min(1).max(60).default('Sao Paulo')),
  ASAAS_API_URL: z.preprocess(blankAsUnset, z.url().default('https://sandbox.asaas.com/api/v3')),
  ASAAS_API_KEY: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  ASAAS_WEBHOOK_TOKEN: z.preprocess(blankAsUnset, z.string().min(32).optional()),
});

export interface BillingConfig {
  provider: 'sandbox' | 'asaas';
  webhookSecret: string | null;
  pix: { pixKey: string; merchantName: string; merchantCity: string };
  asaas: { apiUrl: string; apiKey: string | null; webhookToken: string | null };
}

export function isLocalSupabase(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  } catch {
    return false;
  }
}

export function parseBillingConfig(source: Source, supabaseUrl: string): BillingConfig {
  const v = parseOrThrow(schema, source, 'billing');
  return {
    provider: v.LAR_BILLING_PROVIDER,
    webhookSecret: v.LAR_BILLING_WEBHOOK_SECRET ?? (isLocalSupabase(supabaseUrl) ? LOCAL_WEBHOOK_SECRET : null),
    pix: { pixKey: v.LAR_PIX_KEY, merchantName: v.LAR_PIX_MERCHANT_NAME, merchantCity: v.LAR_PIX_MERCHANT_CITY },
    asaas: { apiUrl: v.ASAAS_API_URL.replace(/\/+$/, ''), apiKey: v.ASAAS_API_KEY ?? null, webhookToken: v.ASAAS_WEBHOOK_TOKEN ?? null },
  };
}

let cached: BillingConfig | undefined;

export function billingConfig(): BillingConfig {
  cached ??= parseBillingConfig(
    {
      LAR_BILLING_PROVIDER: process.env.LAR_BILLING_PROVIDER,
      LAR_BILLING_WEBHOOK_SECRET: process.env.LAR_BILLING_WEBHOOK_SECRET,
      LAR_PIX_KEY: process.env.LAR_PIX_KEY,
      LAR_PIX_MERCHANT_NAME: process.env.LAR_PIX_MERCHANT_NAME,
      LAR_PIX_MERCHANT_CITY: process.env.LAR_PIX_MERCHANT_CITY,
      ASAAS_API_URL: process.env.ASAAS_API_URL,
      ASAAS_API_KEY: process.env.ASAAS_API_KEY,
      ASAAS_WEBHOOK_TOKEN: process.env.ASAAS_WEBHOOK_TOKEN,
    },
    env.supabaseUrl,
  );
  return cached;
}

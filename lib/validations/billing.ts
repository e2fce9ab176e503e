import { z } from 'zod';

/** Input of the /financeiro actions (issue #24). Prices and plans themselves come from the database only. */
export const PLAN_CODE = /^[a-z_]{1,30}$/;
export const SIGN_QUANTITY_MAX = 1000;

export const changePlanSchema = z.object({ plan: z.string().regex(PLAN_CODE, 'plan_invalid') });
export const autoRenewSchema = z.object({ on: z.boolean() });
export const purchaseSignsSchema = z.object({
  kind: z.string().regex(PLAN_CODE, 'sign_type_invalid'),
  quantity: z.coerce
    .number({ error: 'sign_quantity_invalid' })
    .int('sign_quantity_invalid')
    .min(1, 'sign_quantity_invalid')
    .max(SIGN_QUANTITY_MAX, 'sign_quantity_invalid'),
});
export const chargeIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** What the SQL functions refuse with (their hints), as catalogue keys under Billing.errors. */
export const BILLING_FAILURES = [
  'plan_invalid',
  'plan_same',
  'plan_overdue',
  'plan_cancelled',
  'no_paid_plan',
  'sign_type_invalid',
  'sign_quantity_invalid',
  'not_agency',
  'charge_not_found',
  'charge_not_open',
  'sandbox_only',
  'unexpected',
] as const;
export type BillingFailure = (typeof BILLING_FAILURES)[number];

export function billingFailure(hint: string | null | undefined): BillingFailure {
  return (BILLING_FAILURES as readonly string[]).includes(hint ?? '') ? (hint as BillingFailure) : 'unexpected';
}

/** Centavos as BRL, e.g. 79990 → 'R$ 799,90' (the spec's money format with centavos for billing). */
export function formatCents(cents: number, locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');
}

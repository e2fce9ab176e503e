import { z } from 'zod';

/**
 * Issue #34 (trust): the input of 'Denunciar anúncio' and of the moderation moves. The same rules hold in
 * SQL (listing_report, moderation_*: migration 20261130140100); the error messages are keys of the
 * `Trust.report.errors` and `Moderation.errors` catalogues.
 */

export const REPORT_REASONS = [
  'pix_antes_da_visita',
  'imovel_inexistente',
  'fotos_de_outro_imovel',
  'preco_falso',
  'ja_alugado_vendido',
  'outro',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_OTHER_MIN = 10;
export const MODERATION_REASON_MIN = 5;
export const MODERATION_REASON_MAX = 1000;

export const REVIEW_REASONS = ['price_below_market', 'duplicate_address', 'photo_match', 'reports', 'rejected_before'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REPORT_ERROR_KEYS = [
  'not_signed_in',
  'reason_invalid',
  'details_invalid',
  'details_required',
  'listing_not_found',
  'own_listing',
  'already_reported',
  'rate_limited',
  'failed',
] as const;
export type ReportErrorKey = (typeof REPORT_ERROR_KEYS)[number];

export const MODERATION_ERROR_KEYS = ['not_staff', 'review_not_found', 'reason_required', 'reason_too_long', 'own_listing', 'failed'] as const;
export type ModerationErrorKey = (typeof MODERATION_ERROR_KEYS)[number];

const listingId = z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER);

export const reportSchema = z
  .object({
    propertyId: listingId.catch(-1),
    reason: z.enum(REPORT_REASONS, { error: 'reason_invalid' }),
    details: z
      .string({ error: 'details_invalid' })
      .trim()
      .max(REPORT_DETAILS_MAX, { error: 'details_invalid' })
      .optional()
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'outro' && v.details.length < REPORT_OTHER_MIN) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'details_required' });
    }
  });
export type ReportInput = z.input<typeof reportSchema>;

export const moderationSchema = z.object({
  propertyId: listingId.catch(-1),
  reason: z.string({ error: 'reason_required' }).trim().max(MODERATION_REASON_MAX, { error: 'reason_too_long' }).default(''),
});

export const isReportErrorKey = (v: unknown): v is ReportErrorKey => REPORT_ERROR_KEYS.includes(v as ReportErrorKey);
export const isModerationErrorKey = (v: unknown): v is ModerationErrorKey => MODERATION_ERROR_KEYS.includes(v as ModerationErrorKey);

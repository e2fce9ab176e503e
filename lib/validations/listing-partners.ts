import { z } from 'zod';

/**
 * The partner requests of /imoveis (an owner asks an agency to take a listing on; the agency answers) and
 * the agency picker's search. Messages are keys of ListingsManage.errors; SQL checks everything again
 * (request_listing_partner & co., migration 20261125002100).
 */

export const PARTNER_MESSAGE_MAX = 500;

const id = z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid').max(Number.MAX_SAFE_INTEGER, 'invalid');
const uuid = z.uuid({ error: 'partner_not_found' });

export const requestPartnerSchema = z.object({
  propertyId: id,
  agencyId: uuid,
  message: z
    .string({ error: 'invalid' })
    .trim()
    .max(PARTNER_MESSAGE_MAX, 'partner_message_too_long')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RequestPartnerInput = z.input<typeof requestPartnerSchema>;

export const partnerRequestIdSchema = id;

export const respondPartnerSchema = z.object({ requestId: id, accept: z.boolean({ error: 'partner_answer_required' }) });

export const partnerSearchSchema = z.string({ error: 'invalid' }).trim().max(100, 'invalid');

export const assignBrokerSchema = z.object({ propertyId: id, brokerId: z.uuid({ error: 'invalid' }).nullable() });

/**
 * Every rate limit of the site, listed in one place (issue #20 §4). Two kinds:
 *
 * - **Per client IP, in this server process** (lib/marketing/rate-limit.ts), for the forms that write only
 *   through the service role, signed in or not (interest, contact): the limits below. Sign-in failures and typed e-mail codes keep their tables next to the rule
 *   they belong to and are re-exported here.
 * - **Per account, in the database**, for what a signed-in person can repeat through the site or straight
 *   through the API with their token: the rows of `private.rate_limits` (migration
 *   20261128140000_write_rate_limits.sql), counted in different listings approached per hour — visit
 *   requests 30, offers 30, favourites 600 — and the invitation e-mails of `private.broker_invitation_sends` (10/h, 30/day per
 *   inviter, 20261126005000_agency_team.sql). A refusal there carries hint 'rate_limited' (invitations:
 *   'invitation_rate_limited'); the actions map it to their catalogue's text.
 */
export { PASSWORD_LIMITS } from '@/lib/validations/auth';
export { EMAIL_CODE_LIMITS } from '@/lib/auth/email-links';

/** The interest dialog (lib/actions/leads.ts): messages per client IP. */
export const LEAD_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
/** The /atendimento contact form (lib/actions/contact.ts): messages per client IP. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

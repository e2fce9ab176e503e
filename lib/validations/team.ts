import { z } from 'zod';
import { newPasswordField } from './auth';
import type { ActionState, FieldErrors } from './action-state';
import { CRECI_MAX_INPUT, isCreci } from './rules/creci';
import { isPhone } from './rules/documents';

/**
 * The team screens' schemas (issue #19): the invite form of /corretores/convidar and /convidar-corretor
 * (spec §3 "Invite form", §5: nome, email, telefone required; creci, mensagem optional), the broker status
 * move and the /corretores search. Errors are keys under `Team.errors.*`, so the client form and the server
 * action share the schema; SQL (invite_broker, private.assert_invitation_fields) checks the same limits.
 */

export const TEAM_ERRORS = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'creciInvalid',
  'tooLong',
] as const;
export type TeamErrorKey = (typeof TEAM_ERRORS)[number];

export const inviteSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(120, 'tooLong'),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'tooLong').pipe(z.email('emailInvalid')),
  phone: z.string().trim().min(1, 'phoneRequired').max(30, 'tooLong').refine((v) => v === '' || isPhone(v), 'phoneInvalid'),
  creci: z
    .string()
    .trim()
    .max(CRECI_MAX_INPUT, 'tooLong')
    // Number + (F)ísica/(J)urídica + UF, the one rule of lib/validations/rules/creci.ts (issue #34); SQL
    // (private.assert_invitation_fields) checks it with private.creci_normalise and stores '123456-F/SP'.
    .refine((v) => v === '' || v.length > CRECI_MAX_INPUT || isCreci(v), 'creciInvalid'),
  message: z.string().trim().max(1000, 'tooLong'),
});
export type InviteInput = z.input<typeof inviteSchema>;
export const emptyInvite: InviteInput = { name: '', email: '', phone: '', creci: '', message: '' };

/** What SQL may answer for an invitation move, each a key under `Team.errors.*`. */
export const INVITATION_FAILURES = [
  'forbidden',
  'invitation_pending',
  'invitation_already_member',
  'invitation_self',
  'invitation_rate_limited',
  'invitation_not_found',
  'invitation_not_pending',
  'unexpected',
] as const;
export type InvitationFailure = (typeof INVITATION_FAILURES)[number];

export type InviteResult = ActionState<{ email: string }, InvitationFailure, FieldErrors<keyof InviteInput, string>>;
export type InvitationMoveResult = ActionState<undefined, InvitationFailure>;

/** Why a link cannot be accepted (keys under `Invitation.refused.*`). */
export const ACCEPT_FAILURES = [
  'invitation_not_found',
  'not_broker',
  'invitation_other_email',
  'invitation_used',
  'invitation_revoked',
  'invitation_expired',
  // An owner's invitation puts the broker on the owner's listings; a live one needs the broker's CRECI (issue #34).
  'creci_required',
  'unexpected',
] as const;
export type AcceptFailure = (typeof ACCEPT_FAILURES)[number];
export type AcceptResult = ActionState<{ inviterKind: 'imobiliaria' | 'proprietario' }, AcceptFailure>;

/** The link's token: 64 hex characters made by invite_broker (older links: 48). */
export const TOKEN_PATTERN = /^[0-9a-f]{32,128}$/;
export const isInvitationToken = (value: unknown): value is string => typeof value === 'string' && TOKEN_PATTERN.test(value);

export const BROKER_STATUSES = ['ativo', 'licenca', 'inativo'] as const;
export type BrokerStatus = (typeof BROKER_STATUSES)[number];

const uuid = z.uuid();
export const brokerStatusSchema = z.object({ brokerId: uuid, status: z.enum(BROKER_STATUSES) });
export const brokerIdSchema = z.object({ brokerId: uuid });
export const invitationIdSchema = z.object({ invitationId: uuid });

export type TeamMoveFailure = 'forbidden' | 'not_my_broker' | 'not_my_partner' | 'unexpected';
export type TeamMoveResult = ActionState<undefined, TeamMoveFailure>;

/** The /corretores search (name, e-mail or CRECI), as read from the URL. */
export function teamSearch(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 120) ?? '';
}

/** Sign-up from an invitation: the broker's name, phone and password; the e-mail is the invitation's. */
export const invitationSignUpSchema = z
  .object({
    name: z.string().trim().min(1, 'nameRequired').max(120, 'tooLong'),
    phone: z.string().trim().min(1, 'phoneRequired').max(30, 'tooLong').refine((v) => v === '' || isPhone(v), 'phoneInvalid'),
    // The one password rule (issue #39); 'passwordMin' now reads "does not meet the requirements".
    password: newPasswordField('passwordMin', 'passwordMin', 'tooLong'),
    confirmPassword: z.string().min(1, 'passwordMismatch'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordMismatch' });
export type InvitationSignUpInput = z.input<typeof invitationSignUpSchema>;
export type InvitationSignUpErrorKey = TeamErrorKey | 'passwordMin' | 'passwordMismatch';
export type InvitationSignUpFailure = 'invitation_unavailable' | 'alreadyRegistered' | 'rateLimited' | 'unexpected';
export type InvitationSignUpResult = ActionState<{ email: string }, InvitationSignUpFailure, FieldErrors<keyof InvitationSignUpInput, string>>;

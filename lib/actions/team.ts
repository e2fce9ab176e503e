'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { emailRedirect } from '@/lib/auth/email-redirect';
import { getCurrentProfile, getSessionUser } from '@/lib/data/auth';
import { getInvitation } from '@/lib/data/team';
import { createClient } from '@/lib/supabase/server';
import { classifyAuthError } from '@/lib/validations/auth';
import {
  ACCEPT_FAILURES,
  INVITATION_FAILURES,
  brokerIdSchema,
  brokerStatusSchema,
  invitationIdSchema,
  invitationSignUpSchema,
  inviteSchema,
  isInvitationToken,
  type AcceptFailure,
  type AcceptResult,
  type InvitationFailure,
  type InvitationMoveResult,
  type InvitationSignUpResult,
  type InviteResult,
  type TeamMoveResult,
} from '@/lib/validations/team';
import { recordOf } from '@/lib/validations/rules/input';

/**
 * The team's moves (issue #19). Each checks the role here (a wrong role changes nothing and never reaches
 * SQL), parses with the shared zod schema, then calls one SQL function that checks the caller and the
 * relationship again (migration 20261126005000_agency_team). SQL refusals come back as catalogue keys.
 */

const INVITERS = new Set(['imobiliaria', 'proprietario']);

function invitationFailure(error: { hint?: string | null; code?: string; message?: string }): InvitationFailure {
  const hint = error.hint ?? '';
  if (hint === 'not_inviter') return 'forbidden';
  if ((INVITATION_FAILURES as readonly string[]).includes(hint)) return hint as InvitationFailure;
  if (hint.startsWith('invitation_bad_')) return 'unexpected';
  console.error('[team] invitation move failed:', error.code, error.message);
  return 'unexpected';
}

function revalidateTeam() {
  revalidatePath('/[locale]/(agency)/corretores', 'page');
  revalidatePath('/[locale]/(agency)/corretores/convidar', 'page');
  revalidatePath('/[locale]/(account)/convidar-corretor', 'page');
  revalidatePath('/[locale]/(agency)/dashboard', 'page');
}

/** 'Enviar convite' on /corretores/convidar (agency) and /convidar-corretor (owner). */
export async function inviteBrokerAction(input: unknown): Promise<InviteResult> {
  const profile = await getCurrentProfile();
  if (!profile || !INVITERS.has(profile.role)) return { ok: false, formError: 'forbidden' };
  const parsed = inviteSchema.safeParse(recordOf(input));
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const v = parsed.data;
  const supabase = await createClient();
  const { error } = await supabase.rpc('invite_broker', {
    p_name: v.name,
    p_email: v.email.toLowerCase(),
    p_phone: v.phone,
    p_creci: v.creci || undefined,
    p_message: v.message || undefined,
  });
  if (error) return { ok: false, formError: invitationFailure(error) };
  revalidateTeam();
  return { ok: true, data: { email: v.email.toLowerCase() } };
}

/** 'Reenviar' (a new link, 7 days more) and 'Cancelar' on a pending invitation. */
export async function resendInvitationAction(invitationId: unknown): Promise<InvitationMoveResult> {
  const id = await inviterInvitationId(invitationId);
  if (typeof id !== 'string') return id;
  const supabase = await createClient();
  const { error } = await supabase.rpc('resend_broker_invitation', { p_id: id });
  if (error) return { ok: false, formError: invitationFailure(error) };
  revalidateTeam();
  return { ok: true };
}

export async function cancelInvitationAction(invitationId: unknown): Promise<InvitationMoveResult> {
  const id = await inviterInvitationId(invitationId);
  if (typeof id !== 'string') return id;
  const supabase = await createClient();
  const { error } = await supabase.rpc('cancel_broker_invitation', { p_id: id });
  if (error) return { ok: false, formError: invitationFailure(error) };
  revalidateTeam();
  return { ok: true };
}

/** The invitation id of a move by an inviter (agency or owner), or the refusal. */
async function inviterInvitationId(invitationId: unknown): Promise<string | InvitationMoveResult> {
  const profile = await getCurrentProfile();
  if (!profile || !INVITERS.has(profile.role)) return { ok: false, formError: 'forbidden' };
  const parsed = invitationIdSchema.safeParse({ invitationId });
  if (!parsed.success) return { ok: false, formError: 'invitation_not_found' };
  return parsed.data.invitationId;
}

function teamFailure(error: { hint?: string | null; code?: string; message?: string }): TeamMoveResult {
  if (error.hint === 'not_my_broker' || error.hint === 'not_my_partner') return { ok: false, formError: error.hint };
  console.error('[team] team move failed:', error.code, error.message);
  return { ok: false, formError: 'unexpected' };
}

/** /corretores: ativo, 'Em Licença' or inativo. */
export async function setBrokerStatusAction(brokerId: unknown, status: unknown): Promise<TeamMoveResult> {
  const profile = await getCurrentProfile();
  if (profile?.role !== 'imobiliaria') return { ok: false, formError: 'forbidden' };
  const parsed = brokerStatusSchema.safeParse({ brokerId, status });
  if (!parsed.success) return { ok: false, formError: 'not_my_broker' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('set_broker_status', { broker_id: parsed.data.brokerId, status: parsed.data.status });
  if (error) return teamFailure(error);
  revalidateTeam();
  return { ok: true };
}

/** /corretores: the broker leaves the team; their listings stay with the agency (nothing is deleted). */
export async function removeBrokerAction(brokerId: unknown): Promise<TeamMoveResult> {
  const profile = await getCurrentProfile();
  if (profile?.role !== 'imobiliaria') return { ok: false, formError: 'forbidden' };
  const parsed = brokerIdSchema.safeParse({ brokerId });
  if (!parsed.success) return { ok: false, formError: 'not_my_broker' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('remove_broker', { broker_id: parsed.data.brokerId });
  if (error) return teamFailure(error);
  revalidateTeam();
  return { ok: true };
}

/** /convidar-corretor: the owner ends the partnership; the broker leaves the owner's listings. */
export async function endPartnershipAction(brokerId: unknown): Promise<TeamMoveResult> {
  const profile = await getCurrentProfile();
  if (profile?.role !== 'proprietario') return { ok: false, formError: 'forbidden' };
  const parsed = brokerIdSchema.safeParse({ brokerId });
  if (!parsed.success) return { ok: false, formError: 'not_my_partner' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('end_broker_partnership', { p_broker: parsed.data.brokerId });
  if (error) return teamFailure(error);
  revalidateTeam();
  return { ok: true };
}

/** 'Aceitar convite' on /convite/{token}. */
export async function acceptInvitationAction(token: unknown): Promise<AcceptResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'not_broker' };
  if (!isInvitationToken(token)) return { ok: false, formError: 'invitation_not_found' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('accept_broker_invitation', { token });
  if (error) {
    const hint = error.hint ?? '';
    if ((ACCEPT_FAILURES as readonly string[]).includes(hint)) return { ok: false, formError: hint as AcceptFailure };
    console.error('[team] accept_broker_invitation failed:', error.code);
    return { ok: false, formError: 'unexpected' };
  }
  const kind = (data as { inviter_kind?: string } | null)?.inviter_kind === 'proprietario' ? 'proprietario' : 'imobiliaria';
  // No revalidatePath here: it would re-render this page at once as 'already used' over the success message
  // (every signed-in page renders per request anyway).
  return { ok: true, data: { inviterKind: kind } };
}

/**
 * Sign-up from an invitation (signed out): a broker account for the invited e-mail (read from the invitation,
 * never from the form), whose confirmation link comes back to /convite/{token}.
 */
export async function signUpFromInvitationAction(token: unknown, input: unknown): Promise<InvitationSignUpResult> {
  if (await getSessionUser()) return { ok: false, formError: 'unexpected' };
  if (!isInvitationToken(token)) return { ok: false, formError: 'invitation_unavailable' };
  const parsed = invitationSignUpSchema.safeParse(recordOf(input));
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const invitation = await getInvitation(token);
  if (!invitation?.email || invitation.status !== 'pendente') return { ok: false, formError: 'invitation_unavailable' };
  const v = parsed.data;
  try {
    const supabase = await createClient();
    const { data, error } = await supabase.auth.signUp({
      email: invitation.email,
      password: v.password,
      options: {
        emailRedirectTo: await emailRedirect('signup', `/convite/${token}`),
        data: { name: v.name, phone: v.phone, role: 'corretor' },
      },
    });
    if (error) {
      const kind = classifyAuthError(error);
      if (kind === 'rateLimited') return { ok: false, formError: 'rateLimited' };
      if (kind === 'alreadyRegistered') return { ok: false, formError: 'alreadyRegistered' };
      console.error('[team] invitation sign-up refused:', error.code);
      return { ok: false, formError: 'unexpected' };
    }
    if (data.user && (data.user.identities?.length ?? 0) === 0) return { ok: false, formError: 'alreadyRegistered' };
    return { ok: true, data: { email: invitation.email } };
  } catch (error) {
    console.error('[team] invitation sign-up failed:', error);
    return { ok: false, formError: 'unexpected' };
  }
}

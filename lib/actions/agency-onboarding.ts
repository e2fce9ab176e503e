'use server';

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { emailRedirect } from '@/lib/auth/email-redirect';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';
import { normalizeCnpj } from '@/lib/validations';
import {
  agencyLoginSchema,
  agencyRegisterSchema,
  createPasswordSchema,
  emailOnlySchema,
  type AgencyLoginInput,
  type AgencyRegisterInput,
  type CreatePasswordInput,
  type EmailOnlyInput,
  type OnboardingResult,
} from '@/lib/validations/agency-onboarding';
import { recordOf } from '@/lib/validations/rules/input';

const invalid = (error: z.ZodError): OnboardingResult => ({ ok: false, fieldErrors: z.flattenError(error).fieldErrors });

/**
 * The agency landing's overlay (/sou-imobiliaria, components/marketing/agency-onboarding): register, the
 * e-mailed code, the password, sign-in. Its e-mails ask for the site's e-mail redirect (emailRedirect), so
 * both their button and Supabase's own `?code=` link land on the page named here.
 */

/**
 * Step "register": creates the imobiliária account (e-mail confirmation as usual, a throw-away password
 * the agency replaces in "create-password") and stores the registration fields on its profile.
 */
export async function registerAgencyAction(input: AgencyRegisterInput): Promise<OnboardingResult> {
  const parsed = agencyRegisterSchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const v = parsed.data;
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signUp({
    email: v.email,
    password: `${randomBytes(24).toString('base64url')}Aa1!`,
    options: {
      emailRedirectTo: await emailRedirect('signup', '/completar-cadastro-imobiliaria'),
      data: { name: v.agencyName, phone: v.phone, role: 'imobiliaria', creci: v.creci },
    },
  });
  if (error) {
    if (error.code === 'user_already_exists' || /already registered/i.test(error.message)) {
      return { ok: false, formError: 'already' };
    }
    console.error('[agency-onboarding] sign-up failed:', error.message);
    return { ok: false, formError: 'unexpected' };
  }
  const user = data.user;
  if (!user || user.identities?.length === 0) return { ok: false, formError: 'already' };

  // The sign-up trigger made the profile from the metadata; the rest of the registration goes on it.
  const { error: updateError } = await createAdminClient()
    .from('profiles')
    .update({
      responsible_name: v.responsibleName,
      job_title: v.jobTitle,
      cpf_cnpj: normalizeCnpj(v.cnpj),
      creci: v.creci,
      address: v.address,
      zip_code: v.cep,
      city: v.mainCity,
      main_city: v.mainCity,
      active_brokers_range: v.activeBrokers,
      managed_properties_range: v.managedProperties,
      key_handling: v.keyHandling,
      website: v.website || null,
    })
    .eq('id', user.id)
    .eq('role', 'imobiliaria');
  if (updateError) {
    console.error('[agency-onboarding] profile update failed:', updateError.message);
    return { ok: false, formError: 'unexpected' };
  }
  return { ok: true, data: { email: v.email } };
}

/** Step "password-reset": e-mails a recovery code (always ok, so addresses cannot be probed). */
export async function requestPasswordCodeAction(input: EmailOnlyInput): Promise<OnboardingResult> {
  const parsed = emailOnlySchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { error } = await supabase.auth.resetPasswordForEmail(parsed.data.email, {
    redirectTo: await emailRedirect('recovery', '/trocar-senha'),
  });
  if (error && error.status !== 429) {
    console.error('[agency-onboarding] recovery failed:', error.message);
    return { ok: false, formError: 'unexpected' };
  }
  return { ok: true, data: { email: parsed.data.email } };
}

/** Step "create-password": checks the e-mailed code (signs in, confirms the e-mail) and sets the password. */
export async function createPasswordAction(input: CreatePasswordInput): Promise<OnboardingResult> {
  const parsed = createPasswordSchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { error } = await supabase.auth.verifyOtp({ email: parsed.data.email, token: parsed.data.code, type: 'recovery' });
  if (error) return { ok: false, fieldErrors: { code: ['codeInvalid'] } };
  const { error: updateError } = await supabase.auth.updateUser({ password: parsed.data.password });
  if (updateError && updateError.code !== 'same_password') {
    console.error('[agency-onboarding] password update failed:', updateError.message);
    return { ok: false, formError: 'unexpected' };
  }
  return { ok: true, data: { email: parsed.data.email } };
}

/** Step "login": signs an agency in; other account types are signed out again. */
export async function agencyLoginAction(input: AgencyLoginInput): Promise<OnboardingResult> {
  const parsed = agencyLoginSchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithPassword(parsed.data);
  if (error) {
    if (error.code === 'email_not_confirmed') return { ok: false, formError: 'notConfirmed' };
    if (error.code === 'invalid_credentials') return { ok: false, formError: 'invalidLogin' };
    console.error('[agency-onboarding] sign-in failed:', error.message);
    return { ok: false, formError: 'unexpected' };
  }
  const { data: profile } = await supabase.from('profiles').select('role').eq('id', data.user.id).maybeSingle();
  if (profile?.role !== 'imobiliaria') {
    await supabase.auth.signOut();
    return { ok: false, formError: 'notAgency' };
  }
  return { ok: true, data: { email: parsed.data.email } };
}

'use server';

import { z } from 'zod';
import { emailRedirect } from '@/lib/auth/email-redirect';
import { createClient } from '@/lib/supabase/server';
import { brokerSignupSchema, type BrokerSignupInput, type BrokerSignupResult } from '@/lib/validations/broker-signup';
import { recordOf } from '@/lib/validations/rules/input';

/**
 * The broker landing's sign-up card (/sou-corretor): creates a corretor account with e-mail confirmation.
 * CRECI, city of operation and experience travel in the sign-up metadata, which the profiles trigger stores
 * (creci, operating_city, experience). The e-mail's redirect is the site's (emailRedirect), like every
 * sign-up's.
 */
export async function signUpBrokerAction(input: BrokerSignupInput): Promise<BrokerSignupResult> {
  const parsed = brokerSignupSchema.safeParse(recordOf(input));
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const v = parsed.data;
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signUp({
    email: v.email,
    password: v.password,
    options: {
      emailRedirectTo: await emailRedirect('signup', '/completar-cadastro'),
      data: {
        name: `${v.firstName} ${v.lastName}`,
        phone: v.phone,
        role: 'corretor',
        creci: v.creci,
        city: v.city,
        operating_city: v.city,
        experience: v.experience,
      },
    },
  });
  if (error) {
    if (error.code === 'user_already_exists' || /already registered/i.test(error.message)) {
      return { ok: false, formError: 'already' };
    }
    return { ok: false, formError: 'other', message: error.message };
  }
  // With confirmations on, an existing address comes back as a user without identities.
  if (data.user && data.user.identities?.length === 0) return { ok: false, formError: 'already' };
  return { ok: true, data: { email: v.email } };
}

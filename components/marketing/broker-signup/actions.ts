'use server';

import { z } from 'zod';
import { env } from '@/lib/env';
import { brokerSignupSchema, type BrokerSignupInput, type BrokerSignupResult } from '@/lib/marketing/broker-signup';
import { createClient } from '@/lib/supabase/server';
import { absoluteUrl } from '@/lib/utils';

/**
 * Creates a corretor account with e-mail confirmation. CRECI, city of operation and experience travel in
 * the sign-up metadata, which the profiles trigger stores (creci, operating_city, experience).
 */
export async function signUpBrokerAction(input: BrokerSignupInput): Promise<BrokerSignupResult> {
  const parsed = brokerSignupSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const v = parsed.data;
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signUp({
    email: v.email,
    password: v.password,
    options: {
      emailRedirectTo: absoluteUrl(env.siteUrl, '/completar-cadastro'),
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

'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { getSessionUser } from '@/lib/data/auth';
import { createContactMessage } from '@/lib/data/contact';
import { clientIp, rateLimitKey, sharedRateLimiter } from '@/lib/marketing/rate-limit';
import { CONTACT_LIMIT } from '@/lib/security/rate-limits';
import { contactSchema, type ContactActionResult, type ContactInput } from '@/lib/validations/contact';
import { recordOf } from '@/lib/validations/rules/input';

// Five messages per IP every ten minutes.
const limiter = () => sharedRateLimiter('contact-messages-by-client', CONTACT_LIMIT);

/**
 * The support contact form: validates, rate-limits per IP and stores the message in contact_messages, as the
 * signed-in user (from the verified session) or as a visitor. The API roles cannot insert contact messages:
 * this is the only door.
 */
export async function sendContactMessageAction(input: ContactInput): Promise<ContactActionResult> {
  const parsed = contactSchema.safeParse(recordOf(input));
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const ip = clientIp(await headers());
  if (!limiter().take(rateLimitKey(ip))) return { ok: false, formError: 'rateLimited' };
  const user = await getSessionUser();
  const stored = await createContactMessage(parsed.data, user?.id ?? null);
  return stored ? { ok: true } : { ok: false, formError: 'unexpected' };
}

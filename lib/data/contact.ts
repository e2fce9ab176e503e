import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';
import type { ContactValues } from '@/lib/validations/contact';

/**
 * Stores a support message. The API roles may not insert contact messages (issue #28): only the rate-limited
 * server action gets here, and it writes through SQL contact_message_create with the service role (the
 * table's checks still apply). `userId` is the signed-in author from the verified session, or null.
 * Returns false when the insert failed.
 */
export async function createContactMessage(values: ContactValues, userId: string | null): Promise<boolean> {
  const { error } = await createAdminClient().rpc('contact_message_create', {
    name: values.name,
    phone: values.phone || undefined,
    email: values.email,
    subject: values.subject,
    message: values.message,
    urgent: values.urgent,
    user_id: userId ?? undefined,
  });
  if (error) {
    console.error('[contact] contact_message_create failed:', error.code, error.message);
    return false;
  }
  return true;
}

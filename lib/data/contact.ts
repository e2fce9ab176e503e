import 'server-only';
import { createClient } from '@/lib/supabase/server';
import type { ContactValues } from '@/lib/validations/contact';

/**
 * Stores a support message as the current visitor (anon, or the signed-in user, whose id the table
 * defaults in). Returns false when the insert failed.
 */
export async function createContactMessage(values: ContactValues): Promise<boolean> {
  const supabase = await createClient();
  const { error } = await supabase.from('contact_messages').insert({
    name: values.name,
    phone: values.phone || null,
    email: values.email,
    subject: values.subject,
    message: values.message,
    urgent: values.urgent,
  });
  if (error) {
    console.error('[contact] insert failed:', error.message);
    return false;
  }
  return true;
}

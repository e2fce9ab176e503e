import 'server-only';
import { createClient } from '@/lib/supabase/server';
import type { CurrentProfile } from './auth';
import { getCurrentProfile, getSessionUser } from './auth';

/** The signed-in user's own profile as the account screens need it: the same cached read as the header's. */
export type OwnProfile = CurrentProfile;
export const getOwnProfile = getCurrentProfile;

export type ProfilePatch = Partial<{
  name: string | null;
  phone: string | null;
  cpf_cnpj: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  avatar_url: string | null;
  legal_name: string | null;
  responsible_name: string | null;
  creci: string | null;
}>;

/**
 * Updates the signed-in user's own profile (RLS and column grants limit it to the owner and to the
 * editable columns). Returns the error message of the database, or null.
 */
export async function updateOwnProfile(patch: ProfilePatch): Promise<{ error: string | null; hint?: string }> {
  const user = await getSessionUser();
  if (!user) return { error: 'No user logged in' };
  const supabase = await createClient();
  const { data, error } = await supabase.from('profiles').update(patch).eq('id', user.id).select('id');
  if (error) return { error: error.message, hint: error.hint || undefined };
  if (!data?.length) return { error: 'No user logged in' };
  return { error: null };
}

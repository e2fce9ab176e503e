import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';
import type { Role } from './auth';
import { getSessionUser } from './auth';

/** The signed-in user's own profile as the account screens need it (one query, cached per request). */
export interface OwnProfile {
  id: string;
  role: Role;
  name: string | null;
  email: string | null;
  phone: string | null;
  cpfCnpj: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  avatarUrl: string | null;
  slug: string | null;
  legalName: string | null;
  responsibleName: string | null;
  creci: string | null;
}

export const getOwnProfile = cache(async (): Promise<OwnProfile | null> => {
  const user = await getSessionUser();
  if (!user) return null;
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('profiles')
    .select('id, role, name, email, phone, cpf_cnpj, address, city, state, zip_code, avatar_url, slug, legal_name, responsible_name, creci')
    .eq('id', user.id)
    .maybeSingle();
  if (error) {
    console.error('[profiles] read failed:', error.message);
    return null;
  }
  if (!data) return null;
  return {
    id: data.id,
    role: data.role,
    name: data.name,
    email: data.email ?? user.email,
    phone: data.phone,
    cpfCnpj: data.cpf_cnpj,
    address: data.address,
    city: data.city,
    state: data.state,
    zipCode: data.zip_code,
    avatarUrl: data.avatar_url,
    slug: data.slug,
    legalName: data.legal_name,
    responsibleName: data.responsible_name,
    creci: data.creci,
  };
});

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
export async function updateOwnProfile(patch: ProfilePatch): Promise<{ error: string | null }> {
  const user = await getSessionUser();
  if (!user) return { error: 'No user logged in' };
  const supabase = await createClient();
  const { data, error } = await supabase.from('profiles').update(patch).eq('id', user.id).select('id');
  if (error) return { error: error.message };
  if (!data?.length) return { error: 'No user logged in' };
  return { error: null };
}

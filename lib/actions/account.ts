'use server';

import { createClient as createStatelessClient } from '@supabase/supabase-js';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { emailRedirect } from '@/lib/auth/email-redirect';
import { revalidatePath } from 'next/cache';
import { getCurrentProfile, getSessionUser } from '@/lib/data/auth';
import { expireCreciPages } from '@/lib/data/creci';
import { updateOwnProfile, type ProfilePatch } from '@/lib/data/profiles';
import { env } from '@/lib/env';
import { createAdminClient } from '@/lib/supabase/admin';
import type { Database } from '@/lib/supabase/database.types';
import { createClient } from '@/lib/supabase/server';
import type { ActionState, FormToast } from '@/lib/validations/action-state';
import { emailField, type ValidationKey } from '@/lib/validations/auth';
import { blankToNull, storedCnpj, storedCpf } from '@/lib/validations/profile';
import { accountProfileSchema } from '@/lib/validations/settings';
import { recordOf } from '@/lib/validations/rules/input';

/**
 * The LGPD rights of issue #24 (art. 18): 'Baixar meus dados' and 'Excluir minha conta', and 'Alterar
 * e-mail'. Each checks the signed-in user again; the SQL functions act on the caller only (auth.uid()).
 */

/** Everything held about the caller (public.account_export), as the JSON text of the download. */
export async function exportAccountAction(): Promise<ActionState<{ json: string; fileName: string }, FormToast>> {
  const t = await getTranslations('AccountPrivacy');
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: { title: t('export'), description: t('exportError') } };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('account_export');
  if (error || !data) {
    console.error('[account] export failed:', error?.message);
    return { ok: false, formError: { title: t('export'), description: t('exportError') } };
  }
  const day = new Date().toISOString().slice(0, 10);
  return { ok: true, data: { json: JSON.stringify(data, null, 2), fileName: `lar-meus-dados-${day}.json` } };
}

const deleteSchema = z.object({ password: z.string().min(1).max(200) });

/**
 * Deletes the caller's account after checking the password again (a throwaway client that keeps nothing):
 * public.account_delete (listings taken down; favourites, notifications, devices and settings removed; the
 * caller's files listed), the files removed from Storage, then the auth user deleted — which cascades to
 * the profile, whose triggers anonymise what others keep (leads, visits, proposals). The session ends.
 */
export async function deleteAccountAction(input: unknown): Promise<ActionState<undefined, FormToast>> {
  const t = await getTranslations('AccountPrivacy');
  const fail = (description: string): ActionState<never, FormToast> => ({ ok: false, formError: { title: t('delete'), description } });
  const user = await getSessionUser();
  if (!user?.email) return fail(t('deleteError'));
  const parsed = deleteSchema.safeParse(recordOf(input));
  if (!parsed.success) return { ok: false, fieldErrors: { password: [t('wrongPassword')] }, formError: { title: t('delete'), description: t('wrongPassword') } };

  const probe = createStatelessClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const check = await probe.auth.signInWithPassword({ email: user.email, password: parsed.data.password });
  if (check.error || check.data.user?.id !== user.id) {
    return { ok: false, fieldErrors: { password: [t('wrongPassword')] }, formError: { title: t('delete'), description: t('wrongPassword') } };
  }
  await probe.auth.signOut({ scope: 'local' });

  const supabase = await createClient();
  const { data: files, error } = await supabase.rpc('account_delete');
  if (error) {
    console.error('[account] delete failed:', error.message);
    return fail(t('deleteError'));
  }
  const admin = createAdminClient();
  const byBucket = new Map<string, string[]>();
  for (const f of files ?? []) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.name]);
  for (const [bucket, names] of byBucket) {
    const { error: removeError } = await admin.storage.from(bucket).remove(names);
    if (removeError) console.error('[account] file removal failed:', bucket, removeError.message);
  }
  const { error: deleteError } = await admin.auth.admin.deleteUser(user.id);
  if (deleteError) {
    console.error('[account] auth delete failed:', deleteError.message);
    return fail(t('deleteError'));
  }
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
  return { ok: true, data: undefined };
}

const emailSchema = z.object({ email: emailField });

/**
 * 'Alterar e-mail': Supabase's e-mail change — a confirmation link goes to the new address (and, with
 * secure e-mail change, one to the current address); the e-mail changes only once confirmed.
 */
export async function changeEmailAction(input: unknown): Promise<ActionState<{ email: string }, FormToast>> {
  const t = await getTranslations('ProfileScreen');
  const user = await getSessionUser();
  if (!user?.email) return { ok: false, formError: { title: t('changeEmail'), description: t('emailError') } };
  const parsed = emailSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const tv = await getTranslations('AuthValidation');
    const key = z.flattenError(parsed.error).fieldErrors.email?.[0] ?? 'email';
    const description = tv.has(key as Parameters<typeof tv>[0]) ? tv(key as Parameters<typeof tv>[0]) : key;
    return { ok: false, fieldErrors: { email: [description] }, formError: { title: t('changeEmail'), description } };
  }
  const email = parsed.data.email;
  if (email.toLowerCase() === user.email.toLowerCase()) {
    return { ok: false, fieldErrors: { email: [t('emailSame')] }, formError: { title: t('changeEmail'), description: t('emailSame') } };
  }
  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: await emailRedirect('email_change', '/perfil') });
  if (error) {
    const taken = error.code === 'email_exists' || /already/i.test(error.message);
    if (!taken) console.error('[account] e-mail change refused:', error.code ?? error.message);
    const description = taken ? t('emailTaken') : t('emailError');
    return { ok: false, fieldErrors: { email: [description] }, formError: { title: t('changeEmail'), description } };
  }
  return { ok: true, data: { email } };
}

/**
 * /perfil and /minha-conta's 'Salvar': personal fields, CPF (check digits) and, for an agency, the company
 * block with the CNPJ in cpf_cnpj; a corretor keeps a CRECI. Written through the user's own session (RLS,
 * column grants and the table's checks hold the same rules).
 */
export async function updateAccountProfileAction(input: unknown): Promise<ActionState<undefined, FormToast>> {
  const t = await getTranslations('MyAccount');
  const profile = await getCurrentProfile();
  if (!profile) return { ok: false, formError: { title: t('errorTitle'), description: t('noUser') } };
  const parsed = accountProfileSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const tv = await getTranslations('AuthValidation');
    const flat = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, keys] of Object.entries(flat)) {
      if (keys?.length) fieldErrors[field] = keys.map((k) => (tv.has(k as ValidationKey) ? tv(k as ValidationKey) : k));
    }
    return { ok: false, fieldErrors, formError: { title: t('errorTitle'), description: Object.values(fieldErrors)[0]?.[0] ?? '' } };
  }
  const v = parsed.data;
  const agency = profile.role === 'imobiliaria';
  const patch: ProfilePatch = {
    name: v.name,
    phone: blankToNull(v.phone),
    address: blankToNull(v.address),
    city: blankToNull(v.city),
    state: blankToNull(v.state?.toUpperCase()),
    zip_code: blankToNull(v.zipCode),
    cpf_cnpj: agency ? storedCnpj(v.cnpj) : storedCpf(v.cpf),
  };
  if (agency) Object.assign(patch, { legal_name: blankToNull(v.legalName), responsible_name: blankToNull(v.responsibleName) });
  if (agency || profile.role === 'corretor') patch.creci = blankToNull(v.creci);
  const { error, hint } = await updateOwnProfile(patch);
  if (hint === 'creci_keep_live') {
    // A broker or agency with live listings cannot blank the CRECI (20261201180000): nothing was saved.
    const description = (await getTranslations('ProfileScreen'))('creciKeepLive');
    return { ok: false, fieldErrors: { creci: [description] }, formError: { title: t('errorTitle'), description } };
  }
  if (error) {
    console.error('[account] profile update failed:', error);
    return { ok: false, formError: { title: t('errorTitle'), description: t('errorTitle') } };
  }
  if ('creci' in patch) await expireCreciPages(profile, patch.creci);
  revalidatePath('/', 'layout');
  return { ok: true, data: undefined };
}

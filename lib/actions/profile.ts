'use server';

import { fileTypeFromBuffer } from 'file-type';
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getCurrentProfile, getSessionUser } from '@/lib/data/auth';
import { updateOwnProfile } from '@/lib/data/profiles';
import { expireCreciPages } from '@/lib/data/creci';
import { env } from '@/lib/env';
import { AVATAR_MAX_BYTES, avatarObjectPath, isAvatarMime, ownAvatarObject } from '@/lib/security/avatar';
import { createAdminClient } from '@/lib/supabase/admin';
import { completionTarget, ROLE_HOME, type ValidationKey } from '@/lib/validations/auth';
import {
  blankToNull,
  completeAgencySchema,
  completeProfileSchema,
  storedCnpj,
  storedCpf,
  updateProfileSchema,
} from '@/lib/validations/profile';
import type { ActionState, FormToast } from '@/lib/validations/action-state';
import { recordOf } from '@/lib/validations/rules/input';

/**
 * Profile completion (spec §4), agency completion and the account screen. Every action checks the user
 * again and writes only through the user's own session (RLS and column grants limit what changes).
 */

async function fieldErrorsOf(error: z.ZodError): Promise<Record<string, string[]>> {
  const tv = await getTranslations('AuthValidation');
  const flat = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(flat)) {
    if (keys?.length) out[field] = keys.map((k) => tv(k as ValidationKey));
  }
  return out;
}

export async function completeProfileAction(input: unknown): Promise<ActionState<{ redirectTo: string }, FormToast>> {
  const t = await getTranslations('CompleteProfile');
  const profile = await getCurrentProfile();
  if (!profile) return { ok: false, formError: { title: t('errorTitle'), description: 'No user logged in' } };
  const parsed = completeProfileSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    const raw = (input ?? {}) as { name?: unknown; phone?: unknown };
    const missing = !String(raw.name ?? '').trim() || !String(raw.phone ?? '').trim();
    const formError = missing
      ? { title: t('requiredTitle'), description: t('required') }
      : fieldErrors.cpf
        ? { title: t('cpfTitle'), description: fieldErrors.cpf[0]! }
        : { title: t('errorTitle'), description: Object.values(fieldErrors)[0]?.[0] ?? '' };
    return { ok: false, fieldErrors, formError };
  }
  const v = parsed.data;
  const { error } = await updateOwnProfile({
    name: v.name,
    phone: v.phone,
    cpf_cnpj: storedCpf(v.cpf),
    address: blankToNull(v.address),
    city: blankToNull(v.city),
    state: blankToNull(v.state?.toUpperCase()),
    zip_code: blankToNull(v.zipCode),
  });
  if (error) return { ok: false, formError: { title: t('errorTitle'), description: error } };
  revalidatePath('/', 'layout');
  return { ok: true, data: { redirectTo: completionTarget(profile.role) } };
}

export async function completeAgencyAction(input: unknown): Promise<ActionState<{ redirectTo: string }, FormToast>> {
  const t = await getTranslations('CompleteAgency');
  const profile = await getCurrentProfile();
  if (!profile) return { ok: false, formError: { title: t('saveErrorTitle'), description: 'No user logged in' } };
  if (profile.role !== 'imobiliaria') return { ok: true, data: { redirectTo: '/completar-cadastro' } };
  const parsed = completeAgencySchema.safeParse({ ...recordOf(input), email: profile.email ?? '' });
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    const formError = fieldErrors.cnpj
      ? { title: t('cnpjTitle'), description: fieldErrors.cnpj[0]! }
      : { title: t('errorTitle'), description: t('requiredAll') };
    return { ok: false, fieldErrors, formError };
  }
  const v = parsed.data;
  const { error } = await updateOwnProfile({
    name: v.name,
    phone: v.phone,
    cpf_cnpj: storedCnpj(v.cnpj),
    responsible_name: v.responsibleName,
    creci: v.creci,
    legal_name: v.legalName,
    address: v.address,
    city: v.city,
    state: v.state.toUpperCase(),
    zip_code: v.zipCode,
  });
  if (error) return { ok: false, formError: { title: t('saveErrorTitle'), description: error } };
  await expireCreciPages(profile, v.creci);
  revalidatePath('/', 'layout');
  return { ok: true, data: { redirectTo: ROLE_HOME.imobiliaria } };
}

export async function updateProfileAction(input: unknown): Promise<ActionState<undefined, FormToast>> {
  const t = await getTranslations('MyAccount');
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: { title: t('errorTitle'), description: t('noUser') } };
  const parsed = updateProfileSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return {
      ok: false,
      fieldErrors,
      formError: { title: t('errorTitle'), description: Object.values(fieldErrors)[0]?.[0] ?? '' },
    };
  }
  const v = parsed.data;
  const { error } = await updateOwnProfile({
    name: v.name,
    phone: blankToNull(v.phone),
    address: blankToNull(v.address),
    city: blankToNull(v.city),
    state: blankToNull(v.state?.toUpperCase()),
    zip_code: blankToNull(v.zipCode),
  });
  if (error) return { ok: false, formError: { title: t('errorTitle'), description: error } };
  revalidatePath('/', 'layout');
  return { ok: true, data: undefined };
}

/**
 * The profile photo (issue #28): the browser sends the file here, never to Storage. The user is checked, the
 * bytes are sniffed (JPEG, PNG or WebP only, whatever the name or the claimed type), and the object is stored
 * with the sniffed type under a name the server makes in the user's own folder. Storage refuses avatar
 * writes from every API role (its policies), so this goes through the service role — with that fixed path
 * only. The previous upload of the same user is removed once the profile points at the new one.
 */
export async function uploadAvatarAction(formData: FormData): Promise<ActionState<{ url: string }, FormToast>> {
  const t = await getTranslations('MyAccount');
  const fail = (description: string): ActionState<never, FormToast> => ({ ok: false, formError: { title: t('avatarError'), description } });
  const profile = await getCurrentProfile();
  if (!profile) return fail(t('noUser'));

  const file = formData instanceof FormData ? formData.get('file') : null;
  if (!(file instanceof Blob) || file.size === 0 || file.size > AVATAR_MAX_BYTES) return fail(t('avatarHint'));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isAvatarMime(sniffed)) return fail(t('avatarNotImage'));

  const path = avatarObjectPath(profile.id, sniffed);
  const bucket = createAdminClient().storage.from('avatars');
  const { error: uploadError } = await bucket.upload(path, bytes, { contentType: sniffed, upsert: false });
  if (uploadError) {
    console.error('[avatar] upload failed:', uploadError.message);
    return fail(t('avatarFailed'));
  }
  const url = `${env.supabaseUrl}/storage/v1/object/public/avatars/${path}`;
  const { error } = await updateOwnProfile({ avatar_url: url });
  if (error) {
    await bucket.remove([path]);
    console.error('[avatar] profile update failed:', error);
    return fail(t('avatarFailed'));
  }
  const previous = ownAvatarObject(profile.avatarUrl, env.supabaseUrl, profile.id);
  if (previous && previous !== path) await bucket.remove([previous]);
  revalidatePath('/', 'layout');
  return { ok: true, data: { url } };
}

import 'server-only';
import { cache } from 'react';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { createClient } from '@/lib/supabase/server';
import type { Enums } from '@/lib/supabase/database.types';
import { forbiddenTarget, privateRoute, signedOutTarget, type PrivateRoutePath } from '@/lib/security/private-routes';

/**
 * The authorization checks every page and every server action makes (the proxy only refreshes the
 * session). Each read is cached per request, so calling them from a layout, a page and its components
 * costs one token check and one profile query.
 */

export type Role = Enums<'user_role'>;

export interface SessionUser {
  id: string;
  email: string | null;
}

export interface CurrentProfile {
  id: string;
  role: Role;
  name: string | null;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  slug: string | null;
  cpfCnpj: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  legalName: string | null;
  responsibleName: string | null;
  creci: string | null;
}

/** The signed-in user from a verified access token (getClaims), or null. Never trusts getSession(). */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const supabase = await createClient();
  try {
    const { data, error } = await supabase.auth.getClaims();
    const claims = data?.claims;
    if (error || !claims?.sub) return null;
    return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : null };
  } catch {
    return null;
  }
});

/**
 * The signed-in user's profile (role, name, contact, document, address, agency fields), or null when signed
 * out or the row is missing. One query per request serves the header, the guards and the account screens.
 */
export const getCurrentProfile = cache(async (): Promise<CurrentProfile | null> => {
  const user = await getSessionUser();
  if (!user) return null;
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('profiles')
    .select('id, role, name, email, phone, cpf_cnpj, address, city, state, zip_code, avatar_url, slug, legal_name, responsible_name, creci')
    .eq('id', user.id)
    .maybeSingle();
  if (error) {
    console.error('[auth] profile read failed:', error.message);
    return null;
  }
  if (!data) return null;
  return {
    id: data.id,
    role: data.role,
    name: data.name,
    email: data.email ?? user.email,
    phone: data.phone,
    avatarUrl: data.avatar_url,
    slug: data.slug,
    cpfCnpj: data.cpf_cnpj,
    address: data.address,
    city: data.city,
    state: data.state,
    zipCode: data.zip_code,
    legalName: data.legal_name,
    responsibleName: data.responsible_name,
    creci: data.creci,
  };
});

async function redirectTo(href: string): Promise<never> {
  const locale = await getLocale();
  return redirect({ href, locale });
}

/**
 * The signed-in user, or a redirect (default /login; the spec sends some private screens to / instead).
 * Call it at the top of every private page and every action.
 */
export async function requireUser(options: { redirectTo?: string } = {}): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) return redirectTo(options.redirectTo ?? '/login');
  return user;
}

/**
 * The signed-in user with one of `roles`. Signed out: redirect to `redirectTo` (default /login). Signed in
 * with another role or without a profile: redirect to `forbiddenTo` (default /).
 */
export async function requireRole(
  roles: Role | readonly Role[],
  options: { redirectTo?: string; forbiddenTo?: string } = {},
): Promise<{ user: SessionUser; profile: CurrentProfile }> {
  const user = await requireUser({ redirectTo: options.redirectTo });
  const profile = await getCurrentProfile();
  const allowed: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
  if (!profile || !allowed.includes(profile.role)) return redirectTo(options.forbiddenTo ?? '/');
  return { user, profile };
}

/**
 * A page of lib/security/private-routes.ts, checked by the same entry the proxy answers from: signed out →
 * the entry's signed-out target (back here after sign-in); another role → the entry's forbidden target.
 * `address` is the concrete path for a route with a `[param]` (`/clientes/12`), so /login comes back to it.
 */
export async function requirePrivateRoute(
  path: PrivateRoutePath,
  address: string = path,
): Promise<{ user: SessionUser; profile: CurrentProfile }> {
  const route = privateRoute(path);
  const user = await getSessionUser();
  if (!user) return redirectTo(signedOutTarget(route, address));
  const profile = await getCurrentProfile();
  if (!profile) return redirectTo('/');
  const elsewhere = forbiddenTarget(route, profile.role);
  if (elsewhere) return redirectTo(elsewhere);
  return { user, profile };
}

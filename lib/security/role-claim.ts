import type { JwtPayload } from '@supabase/supabase-js';
import { SIGN_UP_ROLES, type SignUpRole } from '@/lib/validations/auth';

/**
 * The role the proxy routes on: `app_metadata.role` of the verified access token, which the database
 * mirrors from profiles.role (supabase/migrations/20261125004000_role_claim.sql) and which only the service
 * role can write. Never `user_metadata.role`: any signed-in user rewrites that with
 * `auth.updateUser({ data: { role } })`. Null when the token has no such claim (a token issued before the
 * profile existed, refreshed within the hour): the proxy then routes on no role and the page decides
 * (lib/data/auth.ts reads profiles).
 */
export function routingRole(claims: JwtPayload | null | undefined): SignUpRole | null {
  const appMetadata: unknown = claims?.app_metadata;
  if (!appMetadata || typeof appMetadata !== 'object') return null;
  const role: unknown = (appMetadata as Record<string, unknown>).role;
  return typeof role === 'string' && (SIGN_UP_ROLES as readonly string[]).includes(role) ? (role as SignUpRole) : null;
}

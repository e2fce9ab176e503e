import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import type { Database } from './database.types';

/**
 * A service-role client: bypasses row level security. Only for server code that acts for the system
 * (invitation e-mails, seed), never with input that has not been checked for the current user.
 */
export function createAdminClient() {
  return createClient<Database>(env.supabaseUrl, serverEnv().supabaseServiceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

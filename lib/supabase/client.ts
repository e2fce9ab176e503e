import { createBrowserClient } from '@supabase/ssr';
import { env } from '@/lib/env';
import type { Database } from './database.types';

/** The Supabase client for Client Components (one shared instance per browser tab). */
export function createClient() {
  return createBrowserClient<Database>(env.supabaseUrl, env.supabaseAnonKey);
}

export type BrowserClient = ReturnType<typeof createClient>;

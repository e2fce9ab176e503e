#!/usr/bin/env node
/**
 * `npm run build`: `next build`, given the local stack's anon key when the app is to talk to the local
 * stack (no NEXT_PUBLIC_SUPABASE_URL, or the local default). Next fixes NEXT_PUBLIC_* in the browser
 * bundles at build time, and a stack with a data folder has keys of its own (local-supabase/src/api-keys.ts),
 * so the build must see the key that `npm start` will hand the server. Only the anon key: the service-role
 * key is never given to a build. Against another Supabase, a plain `next build`. Extra arguments go to Next.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { localStackKeys, localSupabaseUrl, usesLocalStack } from './dev.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

nextEnv.loadEnvConfig(ROOT, false, { info: () => {}, error: console.error });
const env = { ...process.env };
if (usesLocalStack()) {
  try {
    const keys = localStackKeys();
    env.NEXT_PUBLIC_SUPABASE_URL = env.NEXT_PUBLIC_SUPABASE_URL?.trim() || localSupabaseUrl();
    env.NEXT_PUBLIC_SUPABASE_ANON_KEY = keys.anon_key;
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = '';
    console.log(`[build] for the local Supabase of ${keys.data_dir ?? 'memory'}`);
  } catch (e) {
    console.error(`[build] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
const result = spawnSync(process.execPath, [NEXT_BIN, 'build', ...process.argv.slice(2)], { cwd: ROOT, env, stdio: 'inherit' });
process.exit(result.status ?? 1);

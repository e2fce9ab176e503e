// Types of ./urls.mjs (plain ESM, read by playwright.config.ts and scripts/test/run.mjs).
export function e2eUrls(env?: NodeJS.ProcessEnv): { port: number; supabasePort: number; baseURL: string; supabaseUrl: string };
export function e2eBuildEnv(env?: NodeJS.ProcessEnv): Record<'NEXT_PUBLIC_SUPABASE_URL' | 'NEXT_PUBLIC_SITE_URL' | 'NEXT_SKIP_TYPECHECK' | 'NEXT_TELEMETRY_DISABLED', string>;

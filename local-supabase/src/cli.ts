import path from 'node:path';
import { KEYS_FILE } from './api-keys.ts';
import { emptyDataDir, markInitializing } from './data-dir.ts';
import { loadConfig } from './config.ts';
import { startLocalSupabase } from './server.ts';

const command = process.argv[2] ?? 'start';

async function main() {
  if (command === 'keys') {
    // For scripts (scripts/dev.mjs, scripts/start.mjs, scripts/build.mjs): the keys of the stack these
    // settings describe, made on first use for a new data folder, as JSON on stdout.
    const config = loadConfig();
    process.stdout.write(
      `${JSON.stringify({
        url: config.apiUrl,
        anon_key: config.anonKey,
        service_role_key: config.serviceRoleKey,
        publishable_key: config.publishableKey,
        secret_key: config.secretKey,
        data_dir: config.dataDir,
      })}\n`,
    );
    return;
  }
  if (command === 'reset') {
    const config = loadConfig();
    if (config.dataDir) {
      // The marker first: a reset stopped halfway is finished by the next start (data-dir.ts).
      markInitializing(config.dataDir);
      emptyDataDir(config.dataDir);
    }
    console.log(`[local-supabase] emptied ${config.dataDir ?? 'nothing (in-memory)'} (keys kept); rebuilding`);
    const stack = await startLocalSupabase({ port: 0, smtpPort: null, jobsInterval: 0 });
    await stack.close();
    console.log('[local-supabase] database rebuilt from migrations and seed');
    return;
  }
  if (command !== 'start') {
    console.error(`usage: tsx local-supabase/src/cli.ts [start|reset|keys]`);
    process.exit(2);
  }
  const stack = await startLocalSupabase();
  const { config } = stack;
  console.log(`
  Local Supabase is running.
    API URL:          ${stack.url}
    Mailbox:          ${stack.url}/mailbox
    SMTP (to mailbox): ${stack.smtpPort === null ? 'off' : `smtp://${config.host}:${stack.smtpPort}`}
    scheduled jobs:   ${config.jobsInterval ? `every ${config.jobsInterval} s (public.run_scheduled_jobs)` : 'off (LOCAL_SUPABASE_JOBS_INTERVAL)'}
    anon key:         ${config.anonKey}
    service_role key: ${config.serviceRoleKey}
    publishable key:  ${config.publishableKey}
    secret key:       ${config.secretKey}
    data:             ${config.dataDir ?? 'in memory (the Supabase CLI\'s well-known keys)'}
    keys:             ${config.dataDir ? path.join(config.dataDir, KEYS_FILE) : 'well-known, see local-supabase/README.md'}
`);
  const stop = async () => {
    await stack.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(`[local-supabase] ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});

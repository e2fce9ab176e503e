import fs from 'node:fs';
import { loadConfig } from './config.ts';
import { startLocalSupabase } from './server.ts';

const command = process.argv[2] ?? 'start';

async function main() {
  const config = loadConfig();
  if (command === 'reset') {
    if (config.dataDir && fs.existsSync(config.dataDir)) fs.rmSync(config.dataDir, { recursive: true, force: true });
    console.log(`[local-supabase] removed ${config.dataDir ?? 'nothing (in-memory)'}; rebuilding`);
    const stack = await startLocalSupabase({ port: 0 });
    await stack.close();
    console.log('[local-supabase] database rebuilt from migrations and seed');
    return;
  }
  if (command !== 'start') {
    console.error(`usage: tsx local-supabase/src/cli.ts [start|reset]`);
    process.exit(2);
  }
  const stack = await startLocalSupabase();
  console.log(`
  Local Supabase is running.
    API URL:          ${stack.url}
    Mailbox:          ${stack.url}/mailbox
    anon key:         ${config.anonKey}
    service_role key: ${config.serviceRoleKey}
    publishable key:  ${config.publishableKey}
    secret key:       ${config.secretKey}
    JWT secret:       ${config.jwtSecret}
    data:             ${config.dataDir ?? 'in memory'}
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

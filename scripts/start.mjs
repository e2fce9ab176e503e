#!/usr/bin/env node
/**
 * `npm start`: `next start` (after `npm run build`), plus the local Supabase stack (data in .data/) when
 * no Supabase URL is configured; Next gets the keys of the stack's data folder, as with `npm run dev`
 * (`npm run build` bakes the same anon key into the browser bundles). With NEXT_PUBLIC_SUPABASE_URL
 * pointing at a project, only `next start`, with the configured keys. Extra arguments go to Next:
 * `npm start -- -p 8080`.
 */
import { runWithLocalStack } from './dev.mjs';

await runWithLocalStack('start', process.argv.slice(2));

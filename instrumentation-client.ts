import { config } from 'zod/v4/core';

/**
 * Runs in the browser before hydration (Next's instrumentation-client convention), so before any client module
 * builds a zod schema. zod 4 compiles object parsers with `new Function` when it may, and probes for that by
 * trying it once: under the site's Content-Security-Policy (no 'unsafe-eval', proxy.ts) the probe is refused
 * and the browser reports a violation on every page with a form. `jitless` makes zod parse without compiling
 * and skip the probe. The server keeps the compiled parsers.
 */
config({ jitless: true });

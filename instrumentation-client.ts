/**
 * Runs in the browser before hydration (Next's instrumentation-client convention), so before any client module
 * builds a zod schema. zod 4 compiles object parsers with `new Function` when it may, and probes for that by
 * trying it once: under the site's Content-Security-Policy (no 'unsafe-eval', proxy.ts) the probe is refused
 * and the browser reports a violation on every page with a form. `jitless` makes zod parse without compiling
 * and skip the probe. The server keeps the compiled parsers.
 *
 * No import of zod here: `config()` from 'zod/v4/core' put ~5 KiB of zod into every page's first load, most of
 * which have no form (issue #21). zod 4 keeps its settings in one object on `globalThis.__zod_globalConfig`
 * (created by whichever copy of zod loads first, read by all), so setting the flag there before zod loads is
 * what `z.config({ jitless: true })` would do. tests/unit/security/zod-jitless.test.ts fails if a zod upgrade
 * stops reading that object.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};

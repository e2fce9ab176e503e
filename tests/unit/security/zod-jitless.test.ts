/**
 * instrumentation-client.ts turns zod's `jitless` on in the browser without importing zod (issue #21: the import
 * put ~5 KiB of zod into every page's first load). It writes the flag into the settings object zod 4 keeps on
 * globalThis. These fail if a zod upgrade stops reading that object — the browser would then probe `new
 * Function` again and report a Content-Security-Policy violation on every page with a form.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const g = globalThis as ZodGlobal;

let saved: Record<string, unknown> | undefined;
let savedFunction: FunctionConstructor;
beforeEach(() => {
  saved = g.__zod_globalConfig;
  delete g.__zod_globalConfig;
  savedFunction = globalThis.Function;
});
afterEach(() => {
  globalThis.Function = savedFunction;
  if (saved) g.__zod_globalConfig = saved;
  else delete g.__zod_globalConfig;
});

/** A fresh zod (and its cached eval probe), after `before` ran; counts `new Function(...)` while `parse` runs. */
function freshZodCompiles(before: () => void): { jitless: unknown; compiles: number } {
  let compiles = 0;
  let jitless: unknown;
  jest.isolateModules(() => {
    before();
    // zod probes with `new Function("")` and compiles the object parser with `new Function(...)`.
    globalThis.Function = new Proxy(savedFunction, {
      construct(target, args) {
        compiles += 1;
        return Reflect.construct(target, args);
      },
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { z } = require('zod') as typeof import('zod');
    jitless = z.config().jitless;
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: 'Ana', age: 30 })).toEqual({ name: 'Ana', age: 30 });
    globalThis.Function = savedFunction;
  });
  return { jitless, compiles };
}

describe("zod's jitless in the browser (instrumentation-client.ts)", () => {
  it('control: without it, zod probes and compiles with new Function (what the CSP refuses)', () => {
    const { jitless, compiles } = freshZodCompiles(() => {});
    expect(jitless).toBeUndefined();
    expect(compiles).toBeGreaterThan(0);
  });

  it('with it, zod reads jitless from the shared settings and never calls new Function', () => {
    const { jitless, compiles } = freshZodCompiles(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('@/instrumentation-client');
    });
    expect(jitless).toBe(true);
    expect(compiles).toBe(0);
  });

  it('keeps the settings zod already made when zod loaded first', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { z } = require('zod') as typeof import('zod');
      z.config({ customError: () => 'x' });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('@/instrumentation-client');
      expect(z.config().jitless).toBe(true);
      expect(z.config().customError).toBeDefined();
    });
  });

  it('imports nothing (it is in every page’s first load)', () => {
    const source = readFileSync(join(__dirname, '../../../instrumentation-client.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/require\(|import\(/);
  });
});

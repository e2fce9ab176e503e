/**
 * V8 explicit compile hints for the JavaScript every page runs at load (next.config.mjs runs this after
 * `next build` compiles, through `compiler.runAfterProductionCompile`).
 *
 * Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, the first time the
 * module is evaluated — and every module of the first load is evaluated while the page boots. With the
 * magic comment `//# allFunctionsCalledOnLoad` at the top of a script, Chrome compiles its functions
 * eagerly on a background thread while the script streams in (https://v8.dev/blog/explicit-compile-hints).
 * Measured on /privacidade with 4× CPU throttling: the task that evaluates the framework and page modules
 * went from ~480 ms to 140–230 ms. Only first-load chunks get the hint (the framework chunks of
 * build-manifest.json's rootMainFiles and each route segment's entryJSFiles); chunks loaded on demand (the
 * map, dialogs) stay lazy. Browsers without the feature ignore the comment.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Every client-reference manifest under `dir` (server/app/**\/*_client-reference-manifest.js). */
async function findManifests(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('_client-reference-manifest.js')) {
      found.push(path.join(entry.parentPath ?? entry.path, entry.name));
    }
  }
  return found;
}

/** The static/chunks/*.js files of every route segment's first load, from one manifest. */
async function entryFilesOf(manifestPath) {
  // The manifest is a script assigning globalThis.__RSC_MANIFEST[route] = {...}; run it in a sandbox.
  const sandbox = { self: {}, globalThis: {} };
  sandbox.self = sandbox;
  sandbox.globalThis = sandbox;
  vm.runInNewContext(await readFile(manifestPath, 'utf8'), sandbox);
  const files = [];
  for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
    for (const chunks of Object.values(route.entryJSFiles ?? {})) files.push(...chunks);
  }
  return files;
}

/** Adds the hint to the first-load chunks of the build in `distDir`; returns how many files it changed. */
export async function addCompileHints(distDir) {
  const buildManifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = new Set(buildManifest.rootMainFiles ?? []);
  const serverApp = path.join(distDir, 'server', 'app');
  for (const manifest of await findManifests(serverApp).catch(() => [])) {
    for (const file of await entryFilesOf(manifest)) files.add(file);
  }
  let changed = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(distDir, file);
    const source = await readFile(full, 'utf8');
    if (source.startsWith(HINT)) continue;
    await writeFile(full, HINT + source);
    changed += 1;
  }
  return changed;
}

// The browser of the end-to-end tests. `npm run test:e2e` runs ensure-browser.mjs first (its `pretest:e2e`
// step), and playwright.config.ts asks findBrowser() for the path, so both agree on one browser:
//   1. CHROMIUM_PATH, when it names an executable file;
//   2. a Chromium or Chrome on the PATH (Debian's chromium, chromium-browser, google-chrome…);
//   3. Playwright's own Chromium, when `npx playwright install chromium` has downloaded it.
// When none is found it installs one the way this machine allows: Debian's `chromium` package with apt-get
// when it runs as root (or with password-less sudo), else Playwright's download when its CDN answers.
// Otherwise it stops at once with one line that says the command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** Executable names looked up on the PATH, in order. */
export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];

/** The one line printed when no browser can be found nor installed. */
export const INSTALL_HINT =
  'e2e: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome executable.';

function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called `name` on `pathList` (a PATH string), or null. */
export function which(name, pathList = process.env.PATH ?? '') {
  for (const dir of pathList.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** Where Playwright keeps its own Chromium, whether or not it was downloaded (PLAYWRIGHT_BROWSERS_PATH is read at start). */
function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * The browser to test with: `{ path, source }`, or null when none is installed. CHROMIUM_PATH and PATH come
 * from `env` (this process's environment by default).
 */
export function findBrowser(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH) ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' } : null;
  }
  for (const name of BROWSER_NAMES) {
    const found = which(name, env.PATH ?? '');
    if (found) return { path: found, source: 'PATH' };
  }
  const own = playwrightChromium();
  if (own && isExecutable(own)) return { path: own, source: 'playwright' };
  return null;
}

function run(command, args, env) {
  console.log(`e2e: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

/** Debian's package, as root or through password-less sudo; false when this machine has no apt-get or no rights. */
function installWithApt(env) {
  const apt = which('apt-get', env.PATH ?? '');
  if (!apt) return false;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? null : which('sudo', env.PATH ?? '');
  if (!isRoot && !(sudo && spawnSync(sudo, ['-n', 'true'], { stdio: 'ignore' }).status === 0)) return false;
  const prefix = isRoot ? [] : [sudo];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const call = (args) => (prefix.length ? run(prefix[0], [apt, ...args], aptEnv) : run(apt, args, aptEnv));
  return call(['update']) && call(['install', '-y', '--no-install-recommends', 'chromium']);
}

/** Playwright's download, tried only when its CDN answers within a few seconds (closed networks refuse it). */
async function installWithPlaywright(env) {
  if (env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD === '1') return false;
  try {
    const response = await fetch('https://cdn.playwright.dev/', { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    if (!response.ok && response.status >= 500) return false;
  } catch {
    return false;
  }
  // npm runs the scripts at the project's root.
  return run(process.execPath, [path.resolve('node_modules', 'playwright-core', 'cli.js'), 'install', 'chromium'], env);
}

/** Finds the browser, installing it when possible. Resolves to its path, or null (the hint was printed). */
export async function ensureBrowser(env = process.env, { install = true } = {}) {
  const found = findBrowser(env);
  if (found) return found.path;
  if (env.CHROMIUM_PATH) {
    console.error(`e2e: CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file. ${INSTALL_HINT}`);
    return null;
  }
  if (install && (installWithApt(env) || (await installWithPlaywright(env)))) {
    const installed = findBrowser(env);
    if (installed) return installed.path;
  }
  console.error(INSTALL_HINT);
  return null;
}

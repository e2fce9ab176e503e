import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findBrowser, INSTALL_HINT } from '../../../scripts/e2e/browser.mjs';

/**
 * The e2e set-up (`npm run test:e2e` runs scripts/e2e/ensure-browser.mjs first): a machine with a browser gets
 * it found; a machine without one, where it cannot install one, stops at once with the one-line command.
 */

const SCRIPT = path.resolve(__dirname, '../../../scripts/e2e/ensure-browser.mjs');

function fakeBin(names: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-browser-'));
  for (const name of names) {
    const file = path.join(dir, name);
    writeFileSync(file, '#!/bin/sh\nexit 0\n');
    chmodSync(file, 0o755);
  }
  return dir;
}

/** A PATH with node only (so the script can run) and no browser, no apt-get, no sudo. */
function pathWithNodeOnly() {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-node-'));
  symlinkSync(process.execPath, path.join(dir, 'node'));
  return dir;
}

const noPlaywrightBrowsers = () => mkdtempSync(path.join(tmpdir(), 'e2e-pw-'));

test('CHROMIUM_PATH wins when it names an executable; a wrong one is not silently replaced', () => {
  const bin = fakeBin(['my-chrome', 'chromium']);
  expect(findBrowser({ CHROMIUM_PATH: path.join(bin, 'my-chrome'), PATH: bin })).toEqual({
    path: path.join(bin, 'my-chrome'),
    source: 'CHROMIUM_PATH',
  });
  expect(findBrowser({ CHROMIUM_PATH: path.join(bin, 'missing'), PATH: bin })).toBeNull();
});

test('without CHROMIUM_PATH, a Chromium or Chrome on the PATH is found, in the documented order', () => {
  const both = fakeBin(['google-chrome', 'chromium']);
  expect(findBrowser({ PATH: both })).toEqual({
    path: path.join(both, 'chromium'),
    source: 'PATH',
  });
  const chromeOnly = fakeBin(['google-chrome']);
  expect(findBrowser({ PATH: chromeOnly })?.path).toBe(
    path.join(chromeOnly, 'google-chrome'),
  );
});

test('a file that is not executable does not count as a browser', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-noexec-'));
  writeFileSync(path.join(dir, 'chromium'), 'not a program');
  mkdirSync(path.join(dir, 'chromium-browser'));
  expect(findBrowser({ PATH: dir })?.source).not.toBe('PATH');
});

test('Playwright’s own Chromium is used when it has been downloaded', () => {
  const browsers = noPlaywrightBrowsers();
  const env = { NODE_ENV: 'test' as const, PATH: pathWithNodeOnly(), PLAYWRIGHT_BROWSERS_PATH: browsers, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const run = () => spawnSync(process.execPath, [SCRIPT], { env: { ...env, E2E_BROWSER_INSTALL: '0' }, encoding: 'utf8', timeout: 20_000 });
  expect(run().status).toBe(1);
  // Put an executable where playwright-core keeps its Chromium under this PLAYWRIGHT_BROWSERS_PATH.
  const where = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "import('playwright-core').then((m) => console.log(m.chromium.executablePath()))"],
    { env, encoding: 'utf8', cwd: path.resolve(__dirname, '../../..') },
  ).stdout.trim();
  expect(where.startsWith(browsers)).toBe(true);
  mkdirSync(path.dirname(where), { recursive: true });
  writeFileSync(where, '#!/bin/sh\nexit 0\n');
  chmodSync(where, 0o755);
  const found = run();
  expect(found.status).toBe(0);
  expect(found.stdout).toContain(where);
});

test('no browser and no way to install one: the set-up stops within seconds with the one-line command', () => {
  const started = Date.now();
  const result = spawnSync(process.execPath, [SCRIPT], {
    env: {
      NODE_ENV: 'test',
      PATH: pathWithNodeOnly(),
      HOME: mkdtempSync(path.join(tmpdir(), 'e2e-home-')),
      PLAYWRIGHT_BROWSERS_PATH: noPlaywrightBrowsers(),
      // Playwright's CDN is not tried: this machine's network is closed, and the test must not depend on it.
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(result.stderr.trim().split('\n')).toEqual([INSTALL_HINT]);
  expect(INSTALL_HINT).toMatch(/apt-get install -y chromium/);
  expect(INSTALL_HINT).toMatch(/CHROMIUM_PATH/);
});

test('with a browser on the PATH the set-up passes and names it', () => {
  const bin = fakeBin(['chromium']);
  const nodeDir = pathWithNodeOnly();
  const result = spawnSync(process.execPath, [SCRIPT], {
    env: {
      NODE_ENV: 'test',
      PATH: `${nodeDir}${path.delimiter}${bin}`,
      PLAYWRIGHT_BROWSERS_PATH: noPlaywrightBrowsers(),
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(path.join(bin, 'chromium'));
});

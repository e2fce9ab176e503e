#!/usr/bin/env node
// Adds to package-lock.json the platform binaries that npm leaves out when the registry it talks to lacks
// them (seen with a partial mirror of the npm registry): e.g. @swc/core lists @swc/core-darwin-arm64 as an
// optional dependency, and without an entry for it `npm ci` refuses the lock file as "out of sync".
// The entries carry the name's platform (os/cpu), so npm skips them on other machines and fetches them,
// as usual, on the platform they are for. Run after `npm install <pkg>`: node scripts/complete-lockfile.mjs
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${key ? key + '/' : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(range)) continue; // only exact versions can be written without resolving
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    const entry = { version: range, optional: true };
    if (pkg.dev) entry.dev = true;
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (libc && os === 'linux') entry.libc = [libc];
    lock.packages[`node_modules/${dep}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: ${added} platform entries added`);

import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The committed icons (the manifest's PNGs, the Apple touch icon, /favicon.ico) are drawn from app/icon.svg by
// scripts/build/icons.mjs: a logo changed without running it would leave the old one in every installed app.
test('every committed icon is the current logo (node scripts/build/icons.mjs --check)', () => {
  const run = spawnSync(process.execPath, [path.join(process.cwd(), 'scripts/build/icons.mjs'), '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

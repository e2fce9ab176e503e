import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  INIT_MARKER,
  markInitialized,
  markInitializing,
  prepareDataDir,
  unopenableMessage,
} from '../../../local-supabase/src/data-dir';

// The all-or-nothing build of a data folder (issue #32 §1): what a start does with each state of the folder.

let dir: string;
const logs: string[] = [];
const log = (m: string) => logs.push(m);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsb-dir-'));
  logs.length = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function fill() {
  fs.mkdirSync(path.join(dir, 'pgdata', 'base'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'pgdata', 'base', '1'), 'rows');
  fs.mkdirSync(path.join(dir, 'storage'));
  fs.writeFileSync(path.join(dir, 'storage', 'photo'), 'bytes');
  fs.writeFileSync(path.join(dir, 'keys.json'), '{"anon_key":"a"}');
  fs.writeFileSync(path.join(dir, 'signing-key.json'), '{"k":1}');
}

test('a new folder is built, and marked as being built until the build says it is complete', () => {
  expect(prepareDataDir(path.join(dir, 'new'), log)).toBe(true);
  expect(fs.existsSync(path.join(dir, 'new', INIT_MARKER))).toBe(true);
  markInitialized(path.join(dir, 'new'));
  expect(fs.existsSync(path.join(dir, 'new', INIT_MARKER))).toBe(false);
  expect(logs).toEqual([]);
});

test('a complete folder (no marker, including one made before the marker existed) is kept as it is', () => {
  fill();
  expect(prepareDataDir(dir, log)).toBe(false);
  expect(fs.readFileSync(path.join(dir, 'pgdata', 'base', '1'), 'utf8')).toBe('rows');
  expect(fs.readFileSync(path.join(dir, 'storage', 'photo'), 'utf8')).toBe('bytes');
});

test('an interrupted build is emptied, keys kept, and built again, saying so', () => {
  fill();
  markInitializing(dir);
  expect(prepareDataDir(dir, log)).toBe(true);
  expect(fs.readdirSync(dir).sort()).toEqual([INIT_MARKER, 'keys.json', 'signing-key.json']);
  expect(fs.readFileSync(path.join(dir, 'keys.json'), 'utf8')).toBe('{"anon_key":"a"}');
  expect(logs.join('\n')).toMatch(/did not finish \(interrupted\?\): building it again/);
});

test('an interrupted reset (marker written, folder half emptied) is finished by the next start', () => {
  fill();
  markInitializing(dir);
  fs.rmSync(path.join(dir, 'storage'), { recursive: true });
  expect(prepareDataDir(dir, log)).toBe(true);
  expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(false);
});

test('a complete folder that cannot be opened gets one line saying what to run', () => {
  const line = unopenableMessage('/tmp/x/.data', new Error('Aborted()'));
  expect(line).toContain('/tmp/x/.data');
  expect(line).toContain('Aborted()');
  expect(line).toContain('npm run db:reset');
  expect(line.split('\n')).toHaveLength(1);
});

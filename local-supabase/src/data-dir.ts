import fs from 'node:fs';
import path from 'node:path';
import { KEYS_FILE } from './api-keys.ts';

/**
 * Building a data folder (bootstrap, migrations, seed, seed files) is all-or-nothing. The marker below is
 * written before the first byte of a new database and removed only once the seed's last file is stored, so a
 * first start or a `db:reset` stopped at any moment (Ctrl-C, kill -9, a crash) leaves the marker behind, and
 * the next start throws the half-built database away and builds it again — instead of serving an empty site
 * from a database that has the migrations but not the seed.
 *
 * Folders made before the marker existed carry none and are taken as complete, as they always were.
 */
export const INIT_MARKER = 'initializing';

/** What a rebuild keeps: the keys, so that a built app, `.env` files and scripts stay valid. */
export const KEPT_ON_RESET: ReadonlySet<string> = new Set([KEYS_FILE, 'signing-key.json']);

export const PGDATA = 'pgdata';

/** Writes a file and flushes it and its folder to disk, so the marker's state survives a power cut. */
function writeDurably(file: string, text: string) {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  syncDir(path.dirname(file));
}

function syncDir(dir: string) {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Folders cannot be opened for fsync on every platform (Windows): the rename/unlink is still ordered.
  }
}

/** Marks the folder as being built (first thing a build does). */
export function markInitializing(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  writeDurably(path.join(dataDir, INIT_MARKER), `${new Date().toISOString()}\n`);
}

/** Marks the folder as complete (last thing a build does). */
export function markInitialized(dataDir: string) {
  fs.rmSync(path.join(dataDir, INIT_MARKER), { force: true });
  syncDir(dataDir);
}

export function isInitializing(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, INIT_MARKER));
}

/** Empties the folder except the keys and the marker (which the caller has written first). */
export function emptyDataDir(dataDir: string) {
  if (!fs.existsSync(dataDir)) return;
  for (const entry of fs.readdirSync(dataDir)) {
    if (KEPT_ON_RESET.has(entry) || entry === INIT_MARKER) continue;
    fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

/**
 * Before the database is opened: a folder left half-built is emptied (keys kept) and built again.
 * Returns true when this start builds the database from scratch.
 */
export function prepareDataDir(dataDir: string, log: (m: string) => void): boolean {
  fs.mkdirSync(dataDir, { recursive: true });
  const hasDatabase = fs.existsSync(path.join(dataDir, PGDATA));
  if (hasDatabase && !isInitializing(dataDir)) return false;
  if (hasDatabase) log(`the last build of ${dataDir} did not finish (interrupted?): building it again from migrations and seed`);
  markInitializing(dataDir);
  emptyDataDir(dataDir);
  return true;
}

/** The one line a person needs when a complete folder's database cannot be opened. */
export function unopenableMessage(dataDir: string, cause: unknown): string {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return (
    `the local database in ${dataDir} cannot be opened (${reason}). ` +
    'Run `npm run db:reset` to rebuild it from the migrations and the seed (the data you added locally is lost; the keys are kept).'
  );
}

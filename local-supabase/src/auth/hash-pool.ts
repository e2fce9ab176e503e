import os from 'node:os';
import bcrypt from 'bcryptjs';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt off the event loop (issue #32 §2). On one event loop, a burst of 20 sign-ins froze every other
 * request for seconds (bcrypt at cost 10 is ~50–100 ms of CPU each). Real Supabase hashes in GoTrue, a
 * process apart from PostgREST; here a few worker threads do it, and the event loop only waits.
 *
 * LOCAL_SUPABASE_HASH_THREADS sets the pool size; by default one thread per core but one, at least one, so a
 * sign-in burst leaves a core to the requests that do not hash. 0 hashes on the event loop as before (the
 * baseline of `npm run bench:local-supabase`).
 */
const WORKER_URL = new URL('./hash-worker.mjs', import.meta.url);

interface Job {
  id: number;
  resolve: (v: string | boolean) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Job>;
}

let slots: Slot[] | null = null;
let nextId = 1;

export function hashThreads(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.LOCAL_SUPABASE_HASH_THREADS);
  if (env.LOCAL_SUPABASE_HASH_THREADS !== undefined && Number.isInteger(configured) && configured >= 0) {
    return Math.min(configured, 16);
  }
  return Math.max(1, os.availableParallelism() - 1);
}

function spawnSlot(): Slot {
  // The worker is plain JavaScript: no loader hooks needed, whatever runs the stack.
  const worker = new Worker(WORKER_URL, { execArgv: [] });
  const slot: Slot = { worker, pending: new Map() };
  worker.on('message', (m: { id: number; result?: string | boolean; error?: string }) => {
    const job = slot.pending.get(m.id);
    if (!job) return;
    slot.pending.delete(m.id);
    if (m.error !== undefined) job.reject(new Error(m.error));
    else job.resolve(m.result!);
  });
  const fail = (e: Error) => {
    for (const job of slot.pending.values()) job.reject(e);
    slot.pending.clear();
    if (slots) slots = slots.map((s) => (s === slot ? spawnSlot() : s));
  };
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (slot.pending.size) fail(new Error(`bcrypt worker exited (${code})`));
  });
  // Idle workers never keep the stack's process alive.
  worker.unref();
  return slot;
}

function run(message: { op: 'hash' | 'compare'; password: string; hash?: string; cost?: number }): Promise<string | boolean> {
  if (hashThreads() === 0) {
    return message.op === 'hash' ? bcrypt.hash(message.password, message.cost!) : bcrypt.compare(message.password, message.hash!);
  }
  slots ??= Array.from({ length: hashThreads() }, spawnSlot);
  const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { id, resolve, reject });
    slot.worker.postMessage({ id, ...message });
  });
}

export async function bcryptHash(password: string, cost: number): Promise<string> {
  return (await run({ op: 'hash', password, cost })) as string;
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) as boolean;
}

/** Stops the workers (the stack's close). */
export async function closeHashPool(): Promise<void> {
  const current = slots;
  slots = null;
  await Promise.all((current ?? []).map((s) => s.worker.terminate()));
}

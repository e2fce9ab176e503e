import fs from 'node:fs/promises';
import path from 'node:path';

/** Bytes of storage objects: on disk under `<dataDir>/storage/<bucket>/<name>`, or in memory. */
export interface BlobStore {
  put(bucket: string, name: string, bytes: Buffer): Promise<void>;
  get(bucket: string, name: string): Promise<Buffer | null>;
  remove(bucket: string, name: string): Promise<void>;
  move(bucket: string, from: string, to: string, toBucket?: string): Promise<void>;
}

export function createBlobStore(dataDir: string | null): BlobStore {
  if (!dataDir) {
    const mem = new Map<string, Buffer>();
    const key = (b: string, n: string) => `${b}\u0000${n}`;
    return {
      async put(b, n, bytes) {
        mem.set(key(b, n), bytes);
      },
      async get(b, n) {
        return mem.get(key(b, n)) ?? null;
      },
      async remove(b, n) {
        mem.delete(key(b, n));
      },
      async move(b, from, to, toBucket = b) {
        const v = mem.get(key(b, from));
        if (v) {
          mem.set(key(toBucket, to), v);
          mem.delete(key(b, from));
        }
      },
    };
  }
  const root = path.join(dataDir, 'storage');
  // Object names are stored hex-encoded per segment so that no name can escape the root.
  const file = (b: string, n: string) =>
    path.join(root, Buffer.from(b).toString('hex'), ...n.split('/').map((s) => Buffer.from(s).toString('hex') || '_'));
  return {
    async put(b, n, bytes) {
      const f = file(b, n);
      await fs.mkdir(path.dirname(f), { recursive: true });
      await fs.writeFile(f, bytes);
    },
    async get(b, n) {
      try {
        return await fs.readFile(file(b, n));
      } catch {
        return null;
      }
    },
    async remove(b, n) {
      await fs.rm(file(b, n), { force: true });
    },
    async move(b, from, to, toBucket = b) {
      const dest = file(toBucket, to);
      await fs.mkdir(path.dirname(dest), { recursive: true });
      await fs.rename(file(b, from), dest);
    },
  };
}

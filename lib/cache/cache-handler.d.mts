// Types of ./cache-handler.mjs (plain ESM, loaded by Next at run time), as far as the tests use them.
export interface CachedEntry {
  value: Record<string, unknown> | null;
  lastModified?: number;
}

export default class BytesCacheHandler {
  /** Next's in-memory LRU of cached entries, shared by every instance. */
  static memoryCache: { set(key: string, entry: CachedEntry): void };
  constructor(ctx: {
    fs?: unknown;
    dev?: boolean;
    flushToDisk?: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, ctx: Record<string, unknown>): Promise<CachedEntry | null>;
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

// Next's own cache of rendered pages (its file-system handler, with the in-memory LRU of cacheMaxMemorySize),
// keeping each copy's HTML as UTF-8 bytes instead of a JavaScript string (next.config.ts `cacheHandler`).
//
// Next sends a cached page's HTML held as a string with `Buffer.byteLength` and `res.end(string)`: Node encodes
// the whole page to UTF-8 again for every request. Held as bytes, the copy is written as it is. Measured on this
// machine with Next's own sendRenderResult and the home page's 142 kB (docs/caching.md, session 22): 566–675
// req/s as a string, 1 065–1 189 as bytes. Everything else — tags, expiry, the LRU, revalidation — is Next's.
// The same step requests the copy's first-load scripts after its first paint (lib/cache/first-paint-scripts.mjs).
// The handler is loaded by Node itself at run time (and by the build's prerendering), hence plain JavaScript.

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { scriptsAfterFirstPaint } from './first-paint-scripts.mjs';

// Node hands an ES module the CommonJS exports object; a bundler (the proxy's build bundles this file too) its
// `default` export already.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** A cached App Router page whose HTML is still a string. */
function isPageWithStringHtml(value) {
  return value != null && value.kind === 'APP_PAGE' && typeof value.html === 'string';
}

/** A copy's HTML as the bytes it is served as. */
function servedBytes(html) {
  return Buffer.from(scriptsAfterFirstPaint(html), 'utf8');
}

export default class BytesCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // A copy prerendered by the build is read from disk as a string: turned into bytes once, in the entry the
    // in-memory LRU keeps, so later requests find bytes.
    if (entry && isPageWithStringHtml(entry.value)) entry.value.html = servedBytes(entry.value.html);
    return entry;
  }

  async set(key, data, ctx) {
    return super.set(key, isPageWithStringHtml(data) ? { ...data, html: servedBytes(data.html) } : data, ctx);
  }
}

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
import * as tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import * as nextConstants from 'next/dist/lib/constants.js';
import { scriptsAfterFirstPaint } from './first-paint-scripts.mjs';

// Node hands an ES module the CommonJS exports object; a bundler (the proxy's build bundles this file too) its
// `default` export already.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
// Next's test of its record of revalidated tags (shared with the server's own copy of it): whether one of `tags`
// expired after a time, and by now.
const areTagsExpired = tagsManifestModule.areTagsExpired ?? tagsManifestModule.default.areTagsExpired;
const TAGS_HEADER = nextConstants.NEXT_CACHE_TAGS_HEADER ?? nextConstants.default.NEXT_CACHE_TAGS_HEADER;

/**
 * A render that began before one of its page's tags was revalidated may have read what the write changed — and
 * Next stores it as fresh, since it compares a tag's expiry with when the entry was stored. (CI once saw an agency
 * page switched to private still answer 200: its copy was being rendered, for the owner's prefetch, while the switch
 * was saved.) So the handler notes when a lookup found nothing fresh — the render that follows starts then — and an
 * entry stored after one of its tags expired since that moment is kept as of that moment: the next request finds it
 * expired and renders it again.
 */
const renderStarts = new Map();
const MAX_PENDING = 10_000;

function noteRenderStart(key) {
  if (renderStarts.has(key)) return; // the earliest lookup: a render may already be under way
  if (renderStarts.size >= MAX_PENDING) renderStarts.clear(); // lookups that were never followed by a store
  renderStarts.set(key, Date.now());
}

/** Whether one of the page's tags expired after `since` (and by now). */
function expiredSince(data, since) {
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && areTagsExpired(header.split(','), since);
}

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
    if (!entry?.value && ctx?.kind === 'APP_PAGE') noteRenderStart(key);
    // A copy prerendered by the build is read from disk as a string: turned into bytes once, in the entry the
    // in-memory LRU keeps, so later requests find bytes.
    if (entry && isPageWithStringHtml(entry.value)) entry.value.html = servedBytes(entry.value.html);
    return entry;
  }

  async set(key, data, ctx) {
    const started = renderStarts.get(key);
    renderStarts.delete(key);
    await super.set(key, isPageWithStringHtml(data) ? { ...data, html: servedBytes(data.html) } : data, ctx);
    if (started !== undefined && data?.kind === 'APP_PAGE' && expiredSince(data, started)) {
      const stored = FileSystemCache.memoryCache?.get(key);
      if (stored) stored.lastModified = started;
    }
  }
}

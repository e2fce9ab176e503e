// Types of ./first-paint-scripts.mjs (plain ESM: lib/cache/cache-handler.mjs, loaded by Node at run time, imports it).

/** The inline script that requests `sources` after the first frame (or at once in a hidden tab). */
export function loaderScript(sources: readonly string[]): string;

/** A copy's HTML with its first-load chunks requested after the first paint; `html` itself when nothing changes. */
export function scriptsAfterFirstPaint<T>(html: T): T;

/** The scripts a document's loader requests after its first paint; none when it has no loader. */
export function deferredScripts(html: string): string[];

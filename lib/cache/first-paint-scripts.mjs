// A cached copy's scripts, loaded once its first frame has painted (issue #21, docs/page-performance.md
// "Session 25: the first-load scripts after the first paint").
//
// Next writes every first-load chunk into the HTML's <head> as `<script src="/_next/static/chunks/…" async>` (and
// some as `<link rel="preload" as="script">`): the browser fetches ~170 kB of JavaScript while it still needs the
// bandwidth and the main thread for the stylesheet, the fonts, the first layout and the page's photo. A copy is the
// page of a visitor who arrives (a shared link, a search engine's result): what they wait for is the content, and
// until the page hydrates a link still navigates and a dialog's button keeps its tap
// (components/layout/early-clicks-script.ts). So in a copy's HTML the chunks are requested by a small inline script
// at the end of <body>, once the first frame has painted; a tab opened in the background (no frame is painted
// there) requests them at once. Measured with Lighthouse (mobile, simulated slow 4G and 4× CPU slowdown) on the same
// build, six pages twice: LCP 1.4–3.2 s → 1.07–1.84 s, performance 85–98 → 96–100; on an emulated slow phone the
// content comes 0.13–0.29 s sooner and the page hydrates 0.22–0.36 s later.
//
// Everything else is left as Next wrote it: the inline bootstrap (which lists the chunks the runtime waits for), the
// RSC payload, the `noModule` polyfill, a page rendered per request (not a copy: its scripts carry a nonce), and a
// document in which none of the tags is found as expected (it is then served unchanged).
//
// Plain JavaScript: lib/cache/cache-handler.mjs, loaded by Node at run time, imports it.

/** A first-load chunk's tag as Next 16 writes it, and the `src` it captures. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
/** A preload hint of a script, and the `href` it captures. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="\w+")? href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g;
/** Marks a document this module has already changed. */
const MARK = 'data-first-paint-scripts';

/**
 * The inline script that requests `sources` after the first frame: in the task after the first animation frame, or
 * when the browser reports its first paint (a page whose timers are stopped — a test's paused clock — still gets
 * it), or at once in a hidden tab, where no frame is painted.
 */
export function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script ${MARK}="">(function(){var s=${list},d=0;function go(){if(d)return;d=1;` +
    `for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `if(document.visibilityState==='hidden')return go();requestAnimationFrame(function(){setTimeout(go,0)});` +
    `document.addEventListener('visibilitychange',go,{once:true});` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}catch(e){}})()</script>`
  );
}

/**
 * A copy's HTML with its first-load chunks requested after the first paint (see above). Returns `html` itself
 * when there is nothing to change.
 */
export function scriptsAfterFirstPaint(html) {
  if (typeof html !== 'string' || html.includes(MARK)) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const sources = [];
  const body = html.slice(0, end).replace(CHUNK_SCRIPT, (_tag, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const withoutPreloads = body.replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag));
  return withoutPreloads + loaderScript(sources) + html.slice(end);
}

/** The scripts a document's loader (above) requests after its first paint; none when it has no loader. */
export function deferredScripts(html) {
  const list = new RegExp(`<script ${MARK}="">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`).exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

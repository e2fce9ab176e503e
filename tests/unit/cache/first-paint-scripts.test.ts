import vm from 'node:vm';
import { deferredScripts, loaderScript, scriptsAfterFirstPaint } from '@/lib/cache/first-paint-scripts.mjs';

// lib/cache/first-paint-scripts.mjs: in a cached copy's HTML, the first-load chunks are requested by an inline
// script after the first frame instead of by tags in <head>. Everything else must stay exactly as Next wrote it.

const A = '/_next/static/chunks/3516nv78vffqj.js';
const B = '/_next/static/chunks/turbopack-077hmtqrhcoji.js';
const C = '/_next/static/chunks/3e_fzwjzeck3j.js';
const tag = (src: string) => `<script src="${src}" async=""></script>`;

// The shape of a copy as Next 16 renders it (taken from /sobre-nos, shortened).
const COPY =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/1ry-4eozkcqp0.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${C}"/>` +
  `${tag(A)}${tag(B)}` +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
  '<title>Sobre nós — Lar</title></head><body><script>(function(){/* theme */})()</script><main>Imóveis…</main>' +
  `<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/3e_fzwjzeck3j.js"]});</script>` +
  `${tag(C)}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

test('the first-load chunks leave the document and are requested, in their order, by one script at the end of <body>', () => {
  const html = scriptsAfterFirstPaint(COPY);
  expect(html).not.toContain('async=""');
  expect(html).not.toContain('rel="preload" as="script"');
  expect(html).toContain(`${loaderScript([A, B, C])}</body></html>`);
  expect(html.split('<script data-first-paint-scripts').length).toBe(2);
  expect(deferredScripts(html)).toEqual([A, B, C]); // what scripts/bench/cache.ts counts as first-load
  expect(deferredScripts(COPY)).toEqual([]);
});

test('everything else is left as Next wrote it', () => {
  const html = scriptsAfterFirstPaint(COPY);
  const expected = COPY.replace(`<link rel="preload" as="script" fetchPriority="low" href="${C}"/>`, '')
    .replace(tag(A), '')
    .replace(tag(B), '')
    .replace(tag(C), '')
    .replace('</body>', `${loaderScript([A, B, C])}</body>`);
  expect(html).toBe(expected);
  // The polyfill for old browsers, the bootstrap that lists the chunks, the RSC payload, the text.
  expect(html).toContain('noModule=""');
  expect(html).toContain('"otherChunks"');
  expect(html).toContain('self.__next_f');
  expect(html).toContain('<title>Sobre nós — Lar</title>');
});

test('a document already changed, or with nothing to change, is returned as it is', () => {
  const once = scriptsAfterFirstPaint(COPY);
  expect(scriptsAfterFirstPaint(once)).toBe(once);
  const perRequest = COPY.replaceAll('async=""', 'async="" nonce="abc"'); // a page rendered per request
  expect(scriptsAfterFirstPaint(perRequest)).toBe(perRequest);
  const noBody = '<html><head>' + tag(A) + '</head></html>';
  expect(scriptsAfterFirstPaint(noBody)).toBe(noBody);
  expect(scriptsAfterFirstPaint('')).toBe('');
});

test('a preload of a script that is not one of the moved chunks stays', () => {
  const other = '<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>';
  const html = scriptsAfterFirstPaint(COPY.replace('<title>', `${other}<title>`));
  expect(html).toContain(other);
});

/** Runs the loader in a sandbox with a fake document; returns what it appended and the pending callbacks. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const paints: (() => void)[] = [];
  const document = {
    visibilityState,
    head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
    createElement: () => ({ src: '', async: false }),
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  const code = loaderScript([A, B]).replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  class PerformanceObserver {
    constructor(private callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === 'paint' && options.buffered) paints.push(() => this.callback({}, this));
    }
    disconnect() {}
  }
  vm.runInNewContext(code, {
    document,
    PerformanceObserver,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
  });
  return { appended, frames, timers, listeners, paints };
}

test('the loader requests nothing before the first frame, then every chunk once, async', () => {
  const { appended, frames, timers, listeners } = runLoader('visible');
  expect(appended).toEqual([]);
  frames.forEach((f) => f());
  expect(appended).toEqual([]); // still the frame's own task: the paint comes first
  timers.forEach((f) => f());
  expect(appended).toEqual([
    { src: A, async: true },
    { src: B, async: true },
  ]);
  listeners.visibilitychange!(); // the tab hidden later adds nothing
  expect(appended).toHaveLength(2);
});

test("the browser's report of the first paint requests them too, once (a page whose timers are stopped gets no frame callback)", () => {
  const { appended, paints, frames, timers } = runLoader('visible');
  expect(paints).toHaveLength(1);
  paints[0]!();
  expect(appended.map((s) => s.src)).toEqual([A, B]);
  frames.forEach((f) => f());
  timers.forEach((f) => f());
  expect(appended).toHaveLength(2);
});

test('in a tab that is hidden (no frame is painted there) or becomes hidden before its first frame, at once', () => {
  const hidden = runLoader('hidden');
  expect(hidden.appended.map((s) => s.src)).toEqual([A, B]);
  expect(hidden.frames).toEqual([]); // nothing else waits
  const { appended, listeners, frames, timers } = runLoader('visible');
  listeners.visibilitychange!();
  expect(appended.map((s) => s.src)).toEqual([A, B]);
  frames.forEach((f) => f());
  timers.forEach((f) => f());
  expect(appended).toHaveLength(2);
});

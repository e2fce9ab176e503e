import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../lib/env';
import { e2eUrls } from './urls.mjs';

/** The app's message catalogues, so assertions follow the copy instead of repeating it. */
export function messages(locale: 'pt-BR' | 'en' | 'es') {
  const dir = path.resolve(import.meta.dirname, '..', '..', 'messages', locale);
  const merged = {};
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  }
  return merged as typeof import('../../messages/pt-BR').default;
}

/** The stack the app under test talks to (set by playwright.config.ts); always the local one. */
export function supabaseUrl(): string {
  const url = process.env.E2E_SUPABASE_URL ?? e2eUrls().supabaseUrl;
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`e2e refuses to run against ${url}`);
  return url;
}

/**
 * A supabase-js client for test set-up, talking to the app's stack. Node 20 has no global WebSocket, which
 * supabase-js requires at construction; tests never open realtime channels, so a transport that refuses
 * to connect stands in (the Next server has its own polyfill).
 */
export function testClient(key: string): SupabaseClient {
  class NoRealtime {
    constructor() {
      throw new Error('realtime is not available in e2e set-up code');
    }
  }
  return createClient(supabaseUrl(), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeClientOptions['transport']> },
  });
}

/** The first public seed listing (by id) and its public, approximate point, read as anon. */
export async function firstPublicListing(): Promise<{ id: number; latitude: number; longitude: number }> {
  const { data, error } = await testClient(LOCAL_ANON_KEY)
    .from('properties')
    .select('id, approx_latitude, approx_longitude')
    .eq('status', 'ativo')
    .not('approx_latitude', 'is', null)
    .order('id')
    .limit(1)
    .single();
  if (error) throw error;
  return { id: data.id as number, latitude: data.approx_latitude as number, longitude: data.approx_longitude as number };
}

/**
 * Opens `path` with every script of the page held back (what a slow phone shows before its scripts have run); returns
 * what lets them through. What the test types or taps until then lands in the server-rendered page.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * Clicks `trigger` until `target` shows. A server-rendered button ignores a click that lands before React has
 * hydrated it (a user clicks again); on a loaded CI machine hydration can trail the page's load event.
 */
export async function clickUntilVisible(trigger: Locator, target: Locator, timeout = 30_000) {
  await expect(async () => {
    if (!(await target.isVisible()) && (await trigger.isVisible())) await trigger.click();
    await expect(target).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout });
}

/**
 * A cached copy requests its scripts only after its first frame (lib/cache/first-paint-scripts.mjs). On this
 * machine its load event — where `goto` and `reload` return — often comes before that frame, so the page is not
 * yet interactive: after loading such a page the tests wait for `<html data-hydrated>`
 * (components/layout/hydrated-mark.tsx), as a visitor waits for a page that answers. Pages rendered per request,
 * loads that stop earlier (`waitUntil: 'commit' | 'domcontentloaded'`: the scripts may be held back on purpose) and
 * browser contexts without JavaScript are left as they are.
 */
const patchedPages = new WeakSet<Page>();
/** Browser contexts opened with `javaScriptEnabled: false`. */
const scriptless = new WeakSet<BrowserContext>();
function waitForScriptsOnLoad(page: Page) {
  if (patchedPages.has(page)) return;
  patchedPages.add(page);
  const afterLoad = async (waitUntil: string | undefined) => {
    if (waitUntil === 'commit' || waitUntil === 'domcontentloaded' || scriptless.has(page.context())) return;
    await expect.poll(ready, { timeout: 30_000, intervals: [20, 50, 100] }).toBe(true);
  };
  // Polled from here: waitForFunction runs in the page, which has no scripts in a context without JavaScript. A page
  // that navigates on its own right after loading (the owner of a copy is sent to their preview) destroys the context
  // an evaluation runs in: asked again, in the page it went to.
  const ready = () =>
    page
      .evaluate(() => !document.querySelector('script[data-first-paint-scripts]') || document.documentElement.hasAttribute('data-hydrated'))
      .catch((error: Error) => {
        if (/Execution context was destroyed/.test(error.message)) return false;
        throw error;
      });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await afterLoad(options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await afterLoad(options?.waitUntil);
    return response;
  };
}

/**
 * The `test` every spec uses (issue #28): Playwright's, with an automatic check that no page of the test's
 * browser contexts — the default one and any the test opens with browser.newContext() — reports a
 * Content-Security-Policy violation. The pages must load with zero; a test that provokes violations on
 * purpose reads them from the `cspViolations` fixture and empties it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser, javaScriptEnabled }, runTest) => {
      if (javaScriptEnabled === false) scriptless.add(context);
      const violations: string[] = [];
      const watch = async (ctx: BrowserContext) => {
        ctx.on('page', waitForScriptsOnLoad);
        ctx.pages().forEach(waitForScriptsOnLoad);
        ctx.on('console', (message) => {
          const text = message.text();
          if (/Content[ -]Security[ -]Policy/i.test(text)) violations.push(`${message.page()?.url() ?? '?'}: ${text}`);
        });
        // Also the DOM's own report (it names the directive and the blocked URL), for messages a console may miss.
        await ctx.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) => {
            console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
          });
        });
      };
      await watch(context);
      const newContext = browser.newContext;
      const patched: Browser['newContext'] = async (...args) => {
        const ctx = await newContext.apply(browser, args);
        if (args[0]?.javaScriptEnabled === false) scriptless.add(ctx);
        await watch(ctx);
        return ctx;
      };
      browser.newContext = patched;
      try {
        await runTest(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, runTest) => {
    waitForScriptsOnLoad(page);
    await runTest(page);
  },
});

export { expect };

#!/usr/bin/env node
// `npm run test:e2e`'s first step (pretest:e2e): finds the browser, or installs one, or stops with one line
// that says how (scripts/e2e/browser.mjs). E2E_BROWSER_INSTALL=0 only looks.
import { ensureBrowser } from './browser.mjs';

const browser = await ensureBrowser(process.env, { install: process.env.E2E_BROWSER_INSTALL !== '0' });
if (!browser) process.exit(1);
console.log(`e2e: browser ${browser}`);

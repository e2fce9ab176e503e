import { defineConfig, devices } from '@playwright/test';
import { findBrowser, INSTALL_HINT } from './scripts/e2e/browser.mjs';
import { E2E_OPERATOR_CHANNELS } from './tests/e2e/operator-channels';
import { e2eBuildEnv, e2eUrls } from './tests/e2e/urls.mjs';

/**
 * End-to-end tests: Debian's Chromium against a production build of the app (`next build && next start`)
 * talking to an in-memory local Supabase stack with the seed. Nothing here can reach a real project: the
 * app is built and started with the local stack's URL.
 *
 *   E2E_PORT (3100), E2E_SUPABASE_PORT (31321)  where the two servers listen
 *   E2E_SKIP_BUILD=1                             reuse the existing .next build (built with the same URLs:
 *                                                tests/e2e/urls.mjs; `npm test` builds it during the integration run)
 *   CHROMIUM_PATH                                the browser; else a Chromium/Chrome on the PATH, else Playwright's
 *                                                own download (scripts/e2e/browser.mjs, which `npm run test:e2e`
 *                                                runs first and which installs one when none is found)
 */
const { port, supabasePort, baseURL, supabaseUrl } = e2eUrls();
const isCI = !!process.env.CI;
const browser = findBrowser();
if (!browser) throw new Error(INSTALL_HINT);

// The stack's SMTP listener (files the app's e-mails in its mailbox) and the secret of POST /api/jobs
// (docs/email.md): specs run the jobs with a fixed clock, then deliver the outbox through the app.
// Not the API port + 4 of the stack's default: parallel runs on neighbouring ports would take each other's.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? supabasePort + 1000);
const jobsSecret = 'e2e-jobs-secret-0123456789abcdef0123456789';

// Tests read these to talk to the same stack as the app.
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_SUPABASE_URL = supabaseUrl;
process.env.E2E_JOBS_SECRET = jobsSecret;

const rateLimitsOff = {
  LOCAL_SUPABASE_RATE_SIGN_IN: '100000',
  LOCAL_SUPABASE_RATE_SIGN_UP: '100000',
  LOCAL_SUPABASE_RATE_EMAIL: '100000',
  LOCAL_SUPABASE_RATE_VERIFY: '100000',
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two workers against one app server and one stack (spec files in parallel, tests of a file in order): a spec
  // never changes what another spec file reads (seeded accounts' settings, slugs, plans) — it makes its own users.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records every action's DOM snapshot: on the retry of a failed test only (CI retries once), not for
    // each of the ~250 passing tests on a 2-core runner.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site registers its service worker (public/sw.js) on every page: the specs run without it, so page.route()
    // sees every request and no worker outlives a test; tests/e2e/pwa/ allows it (test.use).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browser.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      name: 'supabase',
      command: 'node --import tsx local-supabase/src/cli.ts start',
      url: `${supabaseUrl}/health`,
      env: {
        LOCAL_SUPABASE_MEMORY: '1',
        LOCAL_SUPABASE_PORT: String(supabasePort),
        LOCAL_SUPABASE_SMTP_PORT: String(smtpPort),
        LOCAL_SUPABASE_SITE_URL: baseURL,
        LOCAL_SUPABASE_REDIRECT_URLS: `${baseURL},http://127.0.0.1:${port}`,
        // supabase/config.toml's max_frequency (1s, as `supabase start`): a test may ask for a second e-mail.
        LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY: '1',
        ...rateLimitsOff,
      },
      reuseExistingServer: !isCI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'next',
      command: process.env.E2E_SKIP_BUILD
        ? `npx next start -p ${port}`
        : `npx next build && npx next start -p ${port}`,
      url: baseURL,
      env: {
        // The URLs the build inlines, no type check (`npm test` has run it): scripts/test/run.mjs builds with the
        // same ahead of time and sets E2E_SKIP_BUILD.
        ...e2eBuildEnv(),
        LAR_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LAR_JOBS_SECRET: jobsSecret,
        // The operator's channels (lib/server-env.ts operatorEnv): the test build shows these, and a unit
        // test covers a deployment that configures none.
        ...E2E_OPERATOR_CHANNELS,
      },
      reuseExistingServer: !isCI,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

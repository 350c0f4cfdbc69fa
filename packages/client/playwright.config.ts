import { defineConfig } from '@playwright/test';

// Browser tests drive the production build served by a real local instance (one fresh
// instance per test, see e2e/fixtures.ts) in Debian's Chromium: Playwright's own browser
// download is not available on our machines.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // A failed test keeps its trace of actions, console and network; not the screencast
    // (recording it for every test made the whole browser suite a quarter slower), and not DOM
    // snapshots: taken at every action of every test, to be thrown away when it passes, they
    // were ~8% of the CPU of the long flows (about 1.4 s of a 15 s test on a 2-core machine).
    // The failure screenshot and error-context.md (the page's ARIA snapshot) still show the
    // page at the failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The client's service worker would answer assets and pages itself, out of reach of
    // page.route (and precache the shell in every test): only e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});

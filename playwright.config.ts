import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/env';

/**
 * Browser tests drive the built product (npm run build) in Debian's Chromium. Each worker starts
 * a server of its own (tests/e2e/support/test.ts), so the workers share nothing but the machine.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two: the machines this runs on have two cores, and a browser test mostly waits on the page.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI: a flaky test is still reported as flaky in the list output, not hidden.
  retries: process.env.CI ? 1 : 0,
  // Generous: two browsers and two servers share two cores; a time-out must mean a bug, not a busy machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace costs every test about a third of its time: CI records the retry of a failed
    // test only; locally, add `--trace retain-on-failure` to the command when a test fails.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});

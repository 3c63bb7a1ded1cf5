import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

/**
 * The console's journeys in Chromium against the real built server (e2e/support/globalSetup.ts starts
 * apps/server/dist/server.js on a free port with a fresh embedded database, and stops it afterwards).
 */
export default defineConfig({
  testDir: './e2e',
  // Screenshots for a human to look at are taken only on request (OPSDECK_SCREENSHOTS=1).
  testIgnore: process.env.OPSDECK_SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // Two cores shared by the server, the browser and two workers: journeys get room, assertions stay strict.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  outputDir: '../../test-results/console-e2e',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
});

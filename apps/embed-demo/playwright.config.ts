import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../console/e2e/support/chromium';

/**
 * The Acme Portal journeys: the built portal (served by scripts/serve.mjs on its own origin) calling the built Opsdeck
 * server cross-origin with a read-scoped token, in Chromium. e2e/support/globalSetup.ts starts both.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: 0,
  outputDir: '../../test-results/embed-demo-e2e',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
  },
});

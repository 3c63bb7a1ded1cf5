import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { CONSOLE_INDEX, REPO_ROOT, SERVER_ENTRY, startServer } from './server';
import { DEMO_PASSWORD, signInThroughForm } from './signIn';

/**
 * Starts the real server once for the whole run (building it first when there is no build), signs the demo admin in
 * once and keeps that browser state for the tests that only need a signed-in admin: the sign-in rate limit allows ten
 * password attempts per account in 15 minutes, so the journeys do not sign the same user in over and over.
 * Returns the teardown: the server is stopped and its data directory removed.
 */
export default async function globalSetup() {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(CONSOLE_INDEX) || process.env.OPSDECK_E2E_BUILD === '1') {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('pnpm run build failed');
  }
  const server = await startServer();
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-e2e-state-'));
  const adminState = path.join(stateDir, 'admin.json');

  const stop = async () => {
    if (server.process.exitCode === null) {
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
    }
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    const browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await signInThroughForm(page, 'admin@opsdeck.local', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await context.storageState({ path: adminState });
    await browser.close();
  } catch (error) {
    await stop();
    throw error;
  }

  process.env.OPSDECK_E2E_BASE_URL = server.baseUrl;
  process.env.OPSDECK_E2E_ADMIN_STATE = adminState;
  return stop;
}

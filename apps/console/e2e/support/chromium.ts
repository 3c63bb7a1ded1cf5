import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * The system's Chromium (Playwright's own browsers cannot be downloaded here): CHROMIUM_PATH, else /usr/bin/chromium.
 * The flags keep it from reaching outside hosts.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`No Chromium found (tried ${candidates.join(', ')}); install it or set CHROMIUM_PATH`);
  return found;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

import path from 'node:path';
import { expect, test } from './support/fixtures';

// Not a test: pictures of the console for a person to look at (OPSDECK_SCREENSHOTS=1 pnpm --filter @opsdeck/console
// test:e2e screenshots). They land in OPSDECK_SCREENSHOTS_DIR, default test-results/console-screenshots.
const dir = process.env.OPSDECK_SCREENSHOTS_DIR ?? path.resolve(import.meta.dirname, '../../../test-results/console-screenshots');
const shot = (name: string) => ({ path: path.join(dir, `${name}.png`) });

for (const theme of ['light', 'dark'] as const) {
  test(`login ${theme}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme);
    await page.goto('/login');
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await page.screenshot(shot(`login-${theme}`));
  });

  test(`shell ${theme}`, async ({ adminPage: page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme);
    await page.route('**/api/kubeconfig', (route) => route.fulfill({ status: 200, contentType: 'application/yaml', body: '' }));
    await page.goto('/settings/feature-flags');
    await expect(page.getByRole('table', { name: 'Feature flags' }).getByRole('row').nth(1)).toBeVisible();
    await page.screenshot(shot(`shell-wide-${theme}`));
    await page.getByRole('button', { name: 'Preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
    await page.screenshot(shot(`preferences-${theme}`));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot(shot(`user-menu-${theme}`));
    await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
    await expect(page.getByRole('dialog', { name: 'Download and install kubeconfig' })).toBeVisible();
    await page.screenshot(shot(`kubeconfig-${theme}`));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot(shot(`shell-collapsed-${theme}`));
  });
}

test('narrow 800 px', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/settings/feature-flags');
  await expect(page.getByRole('table', { name: 'Feature flags' }).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot(shot('narrow-800'));
});

test('error and unauthorized pages', async ({ page }) => {
  await page.goto('/error?error_code=BAD_SESSION');
  await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
  await page.screenshot(shot('error-bad-session'));
  await page.goto('/login?aal=aal2');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot(shot('login-aal2'));
});

import { expect, seriousAxeViolations, test } from './support/fixtures';

test.describe('no serious accessibility violation (axe, WCAG 2.1 A/AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`on the sign-in page, ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme);
      await page.goto('/login');
      await expect(page.getByLabel('E-Mail')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test(`on the shell with its preferences and user menus open, ${theme}`, async ({ adminPage: page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme);
      await page.goto('/settings/feature-flags');
      await expect(page.getByRole('table', { name: 'Feature flags' }).getByRole('row').nth(1)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Preferences' }).click();
      await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^User menu for/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('on the error page', async ({ page }) => {
    await page.goto('/error?error_code=BAD_SESSION');
    await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

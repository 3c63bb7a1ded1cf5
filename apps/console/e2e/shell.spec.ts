import { expect, test } from './support/fixtures';

test.describe('the shell', () => {
  test('dark mode persists across a reload', async ({ adminPage: page }) => {
    await page.goto('/settings/feature-flags');
    await page.getByRole('button', { name: 'Preferences' }).click();
    await page.getByRole('dialog').getByText('Dark', { exact: true }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-od-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 16, 20)');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Flags' })).toBeVisible();
    await expect(html).toHaveAttribute('data-od-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 16, 20)');
    expect(await page.evaluate(() => localStorage.getItem('theme_preference'))).toBe('"dark"');
  });

  test('the sidebar collapses to 56 px and expands to 224 px, and Settings becomes a flyout', async ({ adminPage: page }) => {
    await page.goto('/settings/feature-flags');
    const sidebar = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
    await expect(sidebar).toHaveCSS('width', '224px');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '56px');
    await expect(sidebar.getByText('Opsdeck', { exact: true })).toBeHidden();
    await page.reload();
    await expect(sidebar).toHaveCSS('width', '56px');
    await sidebar.getByRole('button', { name: 'Settings' }).click();
    const flyout = page.getByRole('menu');
    await expect(flyout.getByRole('menuitem', { name: 'Feature Flags' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '224px');
  });

  test('under 1024 px an expanded sidebar folds away on a click elsewhere; the layout never gets narrower than 800 px', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 900, height: 700 });
    await page.goto('/settings/feature-flags');
    const sidebar = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
    await expect(sidebar).toHaveCSS('width', '224px');
    await page.getByRole('main').click({ position: { x: 300, y: 300 } });
    await expect(sidebar).toHaveCSS('width', '56px');
    await page.setViewportSize({ width: 640, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThanOrEqual(800);
  });

  test('menus work from the keyboard alone', async ({ adminPage: page }) => {
    await page.goto('/settings/feature-flags');
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Flags' })).toBeVisible();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

    // Tab to the user menu, open it with Enter, walk it with the arrows, close it with Escape.
    for (let i = 0; i < 30 && !(await focused()).startsWith('User menu for'); i++) await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^User menu for/);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // The reference server has no /api/kubeconfig (no Kubernetes proxy): the entry is left out, Sign out is first.
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Download kubeconfig' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // Focus goes back to the menu's button as the menu closes: read it until it has.
    await expect.poll(focused).toMatch(/^User menu for/);

    // Back to the help menu, then Docs opens in a new tab.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Help' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const docs = page.getByRole('menuitem', { name: 'Docs' });
    await expect(docs).toBeFocused();
    await expect(docs).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    // Escape closes the menu and gives focus back to its button; the next key starts from there.
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Help' })).toBeFocused();

    // Preferences: the popover takes focus; the theme is chosen with the arrow keys.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Preferences' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Light' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-od-color-scheme', 'dark');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Preferences' })).toBeFocused();

    // The sidebar's Settings group folds and unfolds with Enter.
    const settings = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
  });

  test('the user menu shows both versions and the kubeconfig instructions; nothing breaks the CSP', async ({
    adminPage: page,
    cspViolations,
  }) => {
    // A backend with a Kubernetes proxy (Mission Control) serves /api/kubeconfig; the menu offers it only then.
    await page.route('**/api/kubeconfig', (route) => route.fulfill({ status: 200, contentType: 'application/yaml', body: '' }));
    await page.goto('/settings/feature-flags');
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await expect(page.getByTestId('version-line')).toHaveText('Version: frontend 0.1.0, backend 0.1.0');
    await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download and install kubeconfig' });
    await expect(dialog).toBeVisible();
    const host = new URL(page.url()).host;
    await expect(dialog.locator('code')).toHaveText(`kubectl --kubeconfig ${host}-kubeconfig.yaml get canaries`);
    await expect(dialog.getByRole('link', { name: 'Learn more' })).toHaveAttribute('target', '_blank');
    // The dialog's scroll lock is the one runtime <style>: it carries the page's nonce, so the CSP lets it in.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    expect(cspViolations).toEqual([]);
  });

  test('a network failure shows the request-layer toast', async ({ adminPage: page }) => {
    await page.goto('/settings/feature-flags');
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Flags' })).toBeVisible();
    await page.route('**/api/db/properties**', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network Error. Please try again.' }).first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test('an unknown address shows Page not found inside the shell', async ({ adminPage: page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Opsdeck');
  });
});

import net from 'node:net';
import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './support/fixtures';
import { DEMO_PASSWORD, baseUrl, signInThroughForm } from './support/signIn';

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface StoredConnection {
  id: string;
  name: string;
  namespace: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  properties: Record<string, string> | null;
}

async function stored(page: Page, name: string): Promise<StoredConnection> {
  const response = await page.request.get(`/api/db/connections?name=eq.${encodeURIComponent(name)}&deleted_at=is.null&select=*`);
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as StoredConnection[];
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function openAddDialog(page: Page) {
  await page.goto('/settings/connections');
  await page.getByRole('button', { name: 'Add Connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Connection' });
  await expect(dialog.getByRole('heading', { name: 'Select Connection Type' })).toBeVisible();
  return dialog;
}

async function pickType(page: Page, search: string, type: string) {
  const dialog = page.getByRole('dialog').first();
  await dialog.getByLabel('Search').fill(search);
  await dialog.locator(`button[data-type="${type}"]`).click();
}

const field = (page: Page, name: string) => page.getByRole('dialog').first().getByRole('textbox', { name, exact: true });

test.describe('Settings > Connections', () => {
  test('creates a PostgreSQL connection to the local server and tests it; an edit keeps the masked username', async ({ adminPage: page }) => {
    test.skip(!(await reachable(5432)), 'no PostgreSQL answers on 127.0.0.1:5432');
    const name = unique('pg');
    await openAddDialog(page);
    await pickType(page, 'postgres', 'postgres');
    await expect(page.getByRole('heading', { name: 'Postgres Connection Details' })).toBeVisible();
    await field(page, 'Name').fill(name);
    await field(page, 'URL').fill('postgres://127.0.0.1:5432/postgres');
    await page.getByRole('dialog').first().locator('input[type="password"]').first().fill('postgres');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Connection added successfully')).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=/);
    expect(await stored(page, name)).toMatchObject({ type: 'postgres', namespace: 'default', url: 'postgres://127.0.0.1:5432/postgres', username: '***' });

    await page.getByRole('button', { name: 'Test Connection' }).click();
    const results = page.getByRole('dialog', { name: 'Test Connection Results' });
    await expect(results.getByText('Connection successful')).toBeVisible();
    await expect(results.getByText(/"server": "PostgreSQL"/)).toBeVisible();
    // Escape closes the results only: the connection's dialog under them stays open.
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();
    await expect(field(page, 'Name')).toHaveValue(name);

    // The username reads back as '***'; an update that leaves it alone keeps the stored one (the test still signs in as postgres).
    await field(page, 'URL').fill('postgresql://127.0.0.1:5432/postgres');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Connection updated successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'URL', exact: true })).toHaveValue('postgresql://127.0.0.1:5432/postgres');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(results.getByText('Connection successful')).toBeVisible();
    await expect(results.getByText(/"user": "postgres"/)).toBeVisible();
  });

  test("a wrong password fails the test with the server's message and keeps the form", async ({ adminPage: page }) => {
    test.skip(!(await reachable(3306)), 'no MySQL/MariaDB answers on 127.0.0.1:3306');
    const name = unique('mysql');
    await openAddDialog(page);
    await pickType(page, 'mysql', 'mysql');
    await field(page, 'Name').fill(name);
    await field(page, 'URL').fill('mysql://127.0.0.1:3306/');
    const secrets = page.getByRole('dialog').first().locator('input[type="password"]');
    await secrets.nth(0).fill('root');
    await secrets.nth(1).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Connection added successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Test Connection' }).click();
    const results = page.getByRole('dialog', { name: 'Test Connection Results' });
    await expect(results.getByText('Connection failed')).toBeVisible();
    await expect(results.getByText(/Access denied/)).toBeVisible();
    await expect(results).not.toContainText('definitely-wrong');
    await results.getByRole('button', { name: 'Close' }).click();
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(field(page, 'URL')).toHaveValue('mysql://127.0.0.1:3306/');
  });

  test('creates Slack and Email notification connections and stores the payloads of the catalogue', async ({ adminPage: page }) => {
    const slack = unique('slack');
    await openAddDialog(page);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await pickType(page, 'slack', 'slack');
    await field(page, 'Name').fill(slack);
    await field(page, 'Namespace').fill('ops');
    await field(page, 'Channel').fill('C0123456789');
    await page.getByRole('dialog').first().locator('input[type="password"]').fill('xoxb-e2e-token');
    await field(page, 'Bot Name').fill('Opsdeck Bot');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Connection added successfully')).toBeVisible();
    expect(await stored(page, slack)).toMatchObject({
      type: 'slack', namespace: 'ops', url: 'slack://$(password)@$(username)', username: '***', password: '***', properties: { BotName: 'Opsdeck Bot' },
    });

    await page.keyboard.press('Escape');
    const email = unique('email');
    await openAddDialog(page);
    await pickType(page, 'email', 'email');
    await field(page, 'Name').fill(email);
    await field(page, 'Host').fill('smtp.example.com');
    await field(page, 'From Address').fill('alerts@example.com');
    await field(page, 'From Name').fill('Ops & Alerts');
    await field(page, 'To Address').fill('sre@example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Connection added successfully')).toBeVisible();
    expect(await stored(page, email)).toMatchObject({
      type: 'email',
      namespace: 'default',
      url: 'smtp://$(username):$(password)@smtp.example.com:587/?UseStartTLS=false&SkipTLSVerify=false&Encryption=Auto&Auth=Unknown&from=alerts%40example.com&fromName=Ops%20%26%20Alerts&to=sre%40example.com',
      properties: { host: 'smtp.example.com', port: '587', from: 'alerts@example.com', fromName: 'Ops & Alerts', to: 'sre@example.com', encryptionMethod: 'Auto', authMethod: 'Unknown' },
    });
  });

  test('an editor sees connections but cannot save one', async ({ browser, adminPage: admin }) => {
    const name = unique('folder');
    await openAddDialog(admin);
    await pickType(admin, 'folder', 'folder');
    await field(admin, 'Name').fill(name);
    await field(admin, 'Path').fill('/tmp');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByText('Connection added successfully')).toBeVisible();
    const { id } = await stored(admin, name);

    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await signInThroughForm(page, 'editor@opsdeck.local', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/settings/connections?id=${id}`);
    await expect(page.getByRole('heading', { name: 'Folder Connection Details' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Path', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Add Connection' })).toHaveCount(0);
    // And the server refuses the write itself.
    const refused = await page.request.patch(`/api/db/connections?id=eq.${id}`, { data: { properties: { path: '/etc' } }, headers: { origin: baseUrl() } });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  test('works from the keyboard alone, with no serious axe violation, light and dark', async ({ adminPage: page }, testInfo) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme);
      await page.goto('/settings/connections');
      await expect(page.getByRole('table', { name: 'Connections' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add Connection' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add Connection' });
      await expect(dialog.getByRole('heading', { name: 'Select Connection Type' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`connections-grid-${theme}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByLabel('Search').focus();
      await page.keyboard.type('folder');
      // Tab past the filter buttons to the only type left, and open it with Enter.
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      await expect(dialog.locator('button[data-type="folder"]')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: 'Folder Connection Details' })).toBeVisible();
      await field(page, 'Name').focus();
      await page.keyboard.type(unique(`kb-${theme}`));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type('/tmp');
      await page.screenshot({ path: testInfo.outputPath(`connections-form-${theme}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Connection added successfully')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Edit' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

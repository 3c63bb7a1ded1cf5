import { expect, test, type Page } from '@playwright/test';
import { acme, integrationsToken, opsdeck, token as readToken } from './support/e2eEnv';

interface StoredConnection {
  id: string;
  name: string;
  type: string;
  url: string | null;
}

async function storedConnections(name: string): Promise<StoredConnection[]> {
  const res = await fetch(`${opsdeck()}/api/db/connections?name=eq.${encodeURIComponent(name)}&select=id,name,type,url`, {
    headers: { Authorization: `Bearer ${integrationsToken()}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StoredConnection[];
}

/** Every request the page sends to the Opsdeck origin, with the headers that could carry credentials. */
function recordOpsdeckRequests(page: Page) {
  const requests: { url: string; authorization?: string; cookie?: string }[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(opsdeck())) return;
    const headers = request.headers();
    requests.push({ url: request.url(), authorization: headers.authorization, cookie: headers.cookie });
  });
  return requests;
}

test("a webhook added in Acme's own dialog is saved on the server and listed; its permissions open inline, read-only", async ({ page }) => {
  const name = `acme-hook-${Date.now()}`;
  const requests = recordOpsdeckRequests(page);
  await page.goto(`${acme()}/`);
  await page.getByRole('navigation', { name: 'Acme' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  const list = page.getByRole('list', { name: 'Connections' });

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await expect(dialog).toBeVisible();
  // Acme's native <dialog> in the top layer, styled by portal.css, with the ConnectionForm inside it.
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  await expect(dialog).toHaveCSS('border-top-color', 'rgb(122, 46, 14)');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill('http://127.0.0.1:9/hook');
  await dialog.getByRole('button', { name: 'Save' }).click();

  // onSaved: Acme closes its dialog and refreshes its list.
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('button', { name: new RegExp(`^${name} generic_webhook$`) })).toBeVisible();
  const stored = await storedConnections(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name, type: 'generic_webhook' });

  // Escape closes Acme's dialog (the browser's own cancel of a modal <dialog>).
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);

  // The connection's own PermissionEditor, inline; the token may read permissions but not write them.
  await list.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  const permissions = page.getByRole('region', { name: `Who may use ${name}` });
  await expect(permissions.getByText('No data available').or(permissions.getByRole('row').nth(1))).toBeVisible();
  await expect(permissions.getByRole('alert')).toHaveCount(0);
  await expect(permissions.getByRole('button', { name: 'Add Permission' })).toHaveCount(0);

  // The page's calls carry a bearer token and never a cookie; the connections go out with the integrations token.
  const api = requests.filter((r) => r.url.includes('/api/') && !r.url.includes('/api/public/'));
  expect(api.some((r) => r.url.includes('/api/db/connections'))).toBe(true);
  for (const request of api) {
    expect(request.cookie).toBeUndefined();
    expect([`Bearer ${readToken()}`, `Bearer ${integrationsToken()}`]).toContain(request.authorization);
    if (request.url.includes('/api/db/connections') || request.url.includes('/api/db/permissions')) {
      expect(request.authorization).toBe(`Bearer ${integrationsToken()}`);
    }
  }
});

test('Cancel in the form closes the dialog and saves nothing', async ({ page }) => {
  const name = `acme-cancelled-${Date.now()}`;
  await page.goto(`${acme()}/integrations`);
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await storedConnections(name)).toHaveLength(0);
});

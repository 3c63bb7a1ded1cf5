import { expect, test } from '@playwright/test';
import { acme, opsdeck, token } from './support/e2eEnv';

interface SummaryCheck {
  id: string;
  name: string;
  namespace: string;
}

async function serverChecks(): Promise<SummaryCheck[]> {
  const res = await fetch(`${opsdeck()}/api/canary/api/summary`, { headers: { Authorization: `Bearer ${token()}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { checks_summary: SummaryCheck[] }).checks_summary;
}

test("the dashboard shows the server's checks of the portal's namespace, fetched cross-origin with the token", async ({ page }) => {
  const all = await serverChecks();
  const ours = all.filter((c) => c.namespace === 'payments');
  const others = all.filter((c) => c.namespace !== 'payments');
  expect(ours.length).toBeGreaterThan(0);

  const toOpsdeck: { url: string; authorization?: string; cookie?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(opsdeck())) {
      const headers = request.headers();
      toOpsdeck.push({ url: request.url(), authorization: headers.authorization, cookie: headers.cookie });
    }
  });
  await page.goto(`${acme()}/?hidePassing=false&groupBy=no-group`);
  const region = page.getByRole('region', { name: 'Health checks' });
  await expect(region.getByText(ours[0]!.name, { exact: true })).toBeVisible();
  await expect(region.getByText(/^Healthy: \d+$/)).toBeVisible();
  for (const other of others.slice(0, 5)) await expect(region.getByText(other.name, { exact: true })).toHaveCount(0);

  const api = toOpsdeck.filter((r) => r.url.includes('/api/') && !r.url.includes('/api/public/'));
  expect(api.length).toBeGreaterThan(0);
  for (const request of api) {
    expect(request.authorization).toBe(`Bearer ${token()}`);
    expect(request.cookie).toBeUndefined();
  }
  // The portal's own look is untouched around the widget.
  await expect(page.locator('.acme-header')).toHaveCSS('background-color', 'rgb(122, 46, 14)');
});

test('opening a check goes through the portal router to its CheckDetail page', async ({ page }) => {
  const check = (await serverChecks()).find((c) => c.namespace === 'payments')!;
  await page.goto(`${acme()}/?hidePassing=false&groupBy=no-group`);
  await page.getByRole('region', { name: 'Health checks' }).getByText(check.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checks/${check.id}$`));
  await expect(page.getByRole('heading', { name: check.name })).toBeVisible();
  await expect(page.getByText('Uptime', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'History' })).toBeVisible();
  // A read-scoped token cannot run checks: no Run Now.
  await expect(page.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
});

test('the TimeRangePicker hands the chosen range to the portal', async ({ page }) => {
  await page.goto(`${acme()}/time`);
  await page.getByRole('button', { name: /Indefinitely|time range/i }).first().click();
  await page.getByRole('tab', { name: /Relative/i }).click();
  await page.getByRole('option', { name: '3 hours' }).first().click();
  await expect(page.getByTestId('acme-range')).toHaveText('Selected: 3 hours');
});

test('the status wall frames the public view and shows badges of published checks', async ({ page }) => {
  await page.goto(`${acme()}/status-wall`);
  const frame = page.frameLocator('iframe[title="Opsdeck public health"]');
  await expect(frame.getByRole('heading', { name: 'Health', exact: true })).toBeVisible();
  await expect(frame.getByRole('button', { name: /Run Selected/ })).toHaveCount(0);
  const badge = page.locator('.acme-badges img').first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

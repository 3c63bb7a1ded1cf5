import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './support/fixtures';

interface SummaryCheck {
  id: string;
  name: string;
  namespace: string;
  status: string;
  labels: Record<string, string>;
}

async function summary(page: Page, path = '/api/canary/api/summary'): Promise<SummaryCheck[]> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { checks_summary: SummaryCheck[] }).checks_summary;
}

const dashboard = (page: Page) => page.getByRole('region', { name: 'Health checks' });
const table = (page: Page) => dashboard(page).getByRole('table', { name: 'Health checks' });

/** The name and health of every rendered check row (the list is windowed: the rows in view). */
async function rows(page: Page): Promise<{ name: string; health: string }[]> {
  await expect(table(page)).toBeVisible();
  // The table shows a skeleton until the first data: wait for rows or the empty state before reading.
  await expect(table(page).locator('tr[data-kind="check"]').first().or(dashboard(page).getByText('No data available'))).toBeVisible();
  return table(page)
    .locator('tr[data-kind="check"]')
    .evaluateAll((els) =>
      els.map((row) => ({
        name: row.querySelector('[data-row-name]')?.textContent?.trim() ?? '',
        health: row.querySelectorAll('td')[3]?.textContent?.trim() ?? '',
      })),
    );
}

test.describe('the health dashboard', () => {
  test('hides passing checks by default, counts by health, searches and filters by label', async ({ adminPage: page }) => {
    const checks = await summary(page);
    await page.goto('/health?groupBy=no-group');
    await expect(dashboard(page).getByText(`Healthy: ${checks.filter((c) => c.status === 'healthy').length}`)).toBeVisible();
    await expect(dashboard(page).getByText(`Unhealthy: ${checks.filter((c) => c.status !== 'healthy').length}`)).toBeVisible();
    // Rows, or the empty state when every check passes.
    await expect(table(page).locator('tr[data-kind="check"]').first().or(dashboard(page).getByText('No data available'))).toBeVisible();
    expect((await rows(page)).every((row) => row.health === 'Unhealthy')).toBe(true);

    await dashboard(page).getByRole('switch', { name: 'Hide Passing' }).click();
    await expect(page).toHaveURL(/hidePassing=false/);
    await expect.poll(async () => (await rows(page)).some((row) => row.health === 'Healthy')).toBe(true);

    // Search (debounced): a fragment of one check's name keeps only the checks whose fields contain it.
    const fragment = checks[0]!.name.split('/')[0]!;
    await dashboard(page).getByRole('searchbox', { name: 'Search checks' }).fill(fragment);
    await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(fragment)}`));
    await expect.poll(async () => (await rows(page)).every((row) => row.name.includes(fragment))).toBe(true);
    await dashboard(page).getByRole('searchbox', { name: 'Search checks' }).fill('');

    // Include, then exclude, a true/false label.
    const critical = new Set(checks.filter((c) => c.labels?.critical === 'true').map((c) => c.name));
    const group = dashboard(page).getByRole('group', { name: 'critical' });
    await group.getByRole('button', { name: 'Include' }).click();
    await expect(page).toHaveURL(/labels=/);
    await expect.poll(async () => (await rows(page)).every((row) => critical.has(row.name))).toBe(true);
    expect((await rows(page)).length).toBeGreaterThan(0);
    await group.getByRole('button', { name: 'Exclude' }).click();
    await expect.poll(async () => (await rows(page)).every((row) => !critical.has(row.name))).toBe(true);
    expect((await rows(page)).length).toBeGreaterThan(0);
  });

  test('groups by canary and tabs by namespace, All first', async ({ adminPage: page }) => {
    const checks = await summary(page);
    await page.goto('/health?hidePassing=false');
    const tabs = dashboard(page).getByRole('tablist', { name: 'Tab By' }).getByRole('tab');
    const namespaces = [...new Set(checks.map((c) => c.namespace))].sort((a, b) => a.localeCompare(b));
    await expect(tabs).toHaveText(['All', ...namespaces]);
    // Grouped by canary (the default): group rows say how many checks they hold.
    await expect(table(page).getByText(/^\d+ checks/).first()).toBeVisible();

    await dashboard(page).getByRole('combobox', { name: 'Group By' }).selectOption({ label: 'No Grouping' });
    await expect(page).toHaveURL(/groupBy=no-group/);
    await expect(table(page).getByText(/^\d+ checks/)).toHaveCount(0);

    const namespace = namespaces[1]!;
    await tabs.filter({ hasText: namespace }).click();
    const inNamespace = new Set(checks.filter((c) => c.namespace === namespace).map((c) => c.name));
    await expect.poll(async () => (await rows(page)).every((row) => inNamespace.has(row.name))).toBe(true);
  });

  test('opens a check by click and by URL, filters and pages its history, runs it and changes the time range', async ({ adminPage: page }) => {
    test.slow(); // a long journey: one check's whole detail, including a 5 s toast
    const checks = await summary(page);
    await page.goto('/health?hidePassing=false&groupBy=no-group');
    const first = (await rows(page))[0]!;
    await table(page).locator('[data-row-name]').filter({ hasText: first.name }).first().click();
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/checkId=/);
    await expect(dialog.getByText('Uptime', { exact: true })).toBeVisible();
    // The console has no canary editor, topology or catalog pages yet: no link that would lead nowhere.
    await expect(dialog.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await dialog.getByRole('tab', { name: /Relationships/ }).click();
    const related = dialog.getByRole('tabpanel', { name: /Relationships/ });
    await expect(related).toBeVisible();
    await expect(related.getByRole('link')).toHaveCount(0);
    await dialog.getByRole('tab', { name: 'History' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/checkId=/);

    // By URL, with a long enough range for more than one page of history.
    const check = checks.find((c) => c.status === 'unhealthy') ?? checks[0]!;
    await page.goto(`/health?checkId=${check.id}&timeRange=1d`);
    const detail = page.getByRole('dialog', { name: check.name });
    await expect(detail).toBeVisible();
    await detail.getByRole('tab', { name: 'History' }).click();
    const history = detail.getByRole('table', { name: 'Status history' });
    await expect(history.getByRole('row').nth(1)).toBeVisible();

    const filtered = page.waitForRequest((r) => r.url().includes('/api/db/check_statuses') && r.url().includes('status=eq.false'));
    await detail.getByRole('combobox', { name: 'Status:' }).click();
    await page.getByRole('option', { name: 'Unhealthy' }).click();
    const request = new URL((await filtered).url());
    expect(request.searchParams.get('offset')).toBe('0');

    const durationRequest = page.waitForRequest((r) => r.url().includes('/api/db/check_statuses') && r.url().includes('duration=gte.2000'));
    await detail.getByLabel('Duration:').fill('2s');
    await detail.getByLabel('Duration:').press('Enter');
    await durationRequest;
    await detail.getByLabel('Duration:').fill('abc');
    await detail.getByLabel('Duration:').press('Enter');
    await expect(page.getByText('duration is allowed only in milli seconds & seconds')).toBeVisible();
    // The error toast (5 s) sits over the dialog's footer at bottom-right: wait for it to go, as a user would.
    await expect(page.getByText('duration is allowed only in milli seconds & seconds')).toBeHidden({ timeout: 10_000 });

    // Back to all rows: the 1d history of a check with a 60 s interval has more than one page of 50.
    await detail.getByLabel('Duration:').fill('');
    await detail.getByLabel('Duration:').press('Enter');
    await detail.getByRole('combobox', { name: 'Status:' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    const nextPage = page.waitForRequest((r) => r.url().includes('/api/db/check_statuses') && r.url().includes('offset=50'));
    await detail.getByRole('button', { name: /next page/i }).click();
    await nextPage;

    // Run Now records a new result: the history is read again and its newest row is that run.
    await detail.getByRole('button', { name: /previous page/i }).click();
    const run = page.waitForResponse((r) => r.url().includes(`/api/canary/run/check/${check.id}`) && r.request().method() === 'POST');
    const refetch = page.waitForResponse((r) => r.url().includes('/api/db/check_statuses') && r.url().includes('offset=0'));
    await detail.getByRole('button', { name: 'Run Now' }).click();
    expect((await run).status()).toBe(200);
    await refetch;
    await expect(history.getByRole('row').nth(1)).toContainText(/^\s*(now|\d+s ago)/);

    // A time range change is in the URL and asks the graph for that range.
    const graph = page.waitForRequest((r) => r.url().includes('/api/canary/api/graph') && r.url().includes('start=3h'));
    await detail.getByRole('combobox', { name: 'Time Range' }).click();
    await page.getByRole('option', { name: '3 hours' }).click();
    await graph;
    await expect(page).toHaveURL(/timeRange=3h/);
  });

  test('is usable with the keyboard alone', async ({ adminPage: page }) => {
    await page.goto('/health?hidePassing=false&groupBy=no-group');
    await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);
    const search = dashboard(page).getByRole('searchbox', { name: 'Search checks' });
    for (let i = 0; i < 40 && !(await search.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    const name = (await rows(page))[0]!.name;
    await page.keyboard.type(name);
    await expect.poll(async () => (await rows(page)).every((row) => row.name.includes(name))).toBe(true);
    // On to the first check and open it with Enter.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused.includes(name) && (await page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName)) !== 'checkbox') break;
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation, ${theme}`, async ({ adminPage: page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme);
      await page.goto('/health?hidePassing=false');
      await expect(table(page).locator('tr[data-kind]').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe.serial('the public health view', () => {
  test('shows anonymous viewers only the published checks, with no write action', async ({ page, browser }) => {
    const published = await summary(page, '/api/public/health/summary');
    expect(published.length).toBeGreaterThan(0);
    await page.goto('/view/health?groupBy=no-group');
    await expect(page).toHaveURL(/\/view\/health/);
    await expect(dashboard(page).getByText(`Healthy: ${published.filter((c) => c.status === 'healthy').length}`)).toBeVisible();
    const names = new Set(published.map((c) => c.name));
    await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);
    expect((await rows(page)).every((row) => names.has(row.name))).toBe(true);
    await expect(page.getByRole('button', { name: /Run Selected/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /sign in/i })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Not signed in: the console itself still asks for a sign-in.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`${new URL(page.url()).origin}/health`);
    await expect(other).toHaveURL(/\/login/);
    await context.close();
  });

  test('an admin publishes a check from Settings > Public View and it shows on /view/health', async ({ adminPage: page, browser }) => {
    const published = new Set((await summary(page, '/api/public/health/summary')).map((c) => c.id));
    const target = (await summary(page)).find((c) => !published.has(c.id))!;
    await page.goto('/settings/public-view');
    await page.getByRole('tab', { name: 'Checks' }).click();
    await page.getByLabel('Search checks').fill(target.name);
    const toggle = page.getByRole('switch', { name: `Publish ${target.name}` }).first();
    await toggle.click();
    await expect(page.getByText(`${target.name} published`)).toBeVisible();

    const anonymous = await browser.newContext();
    const viewer = await anonymous.newPage();
    await viewer.goto(`${new URL(page.url()).origin}/view/health?groupBy=no-group&query=${encodeURIComponent(target.name)}`);
    await expect(dashboard(viewer).getByRole('table', { name: 'Health checks' }).getByText(target.name, { exact: true }).first()).toBeVisible();
    const origin = new URL(page.url()).origin;
    const badge = await viewer.request.get(`${origin}/api/public/health/badge/check/${target.id}.svg`);
    expect(badge.status()).toBe(200);
    expect(badge.headers()['content-type']).toContain('image/svg+xml');

    await toggle.click();
    await expect(page.getByText(`${target.name} unpublished`)).toBeVisible();
    expect((await viewer.request.get(`${origin}/api/public/health/badge/check/${target.id}.svg`)).status()).toBe(404);
    await anonymous.close();
  });
});

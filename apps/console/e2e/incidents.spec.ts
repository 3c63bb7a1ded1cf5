import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './support/fixtures';
import { DEMO_PASSWORD, signInThroughForm } from './support/signIn';

// Pictures of the incident pages for a person to look at, next to the console's other screenshots.
const shotDir = process.env.OPSDECK_SCREENSHOTS_DIR ?? path.resolve(import.meta.dirname, '../../../test-results/console-screenshots');
const shot = (name: string) => ({ path: path.join(shotDir, `${name}.png`), fullPage: true });

/** Opens a Select (a combobox named by its label, then its value) and picks an option. */
async function choose(scope: Page | Locator, label: string | RegExp, option: string) {
  const name = typeof label === 'string' ? new RegExp(`^${label}`) : label;
  await scope.getByRole('combobox', { name }).first().click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

const history = (page: Page) => page.getByRole('list', { name: 'History' });

test.describe('incidents', () => {
  test('an admin creates an incident, works it through hypotheses and evidence, and resolves it', async ({ adminPage: page }) => {
    // A long journey of about thirty steps against the real server.
    test.slow();
    const title = `Checkout outage ${Date.now()}`;
    await page.goto('/incidents');
    await expect(page.getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Incident' });

    // Nothing filled in: every required field says what is missing, and nothing is created.
    await dialog.getByRole('button', { name: 'Create Incident' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByText('Please select incident severity')).toBeVisible();
    await expect(dialog.getByText('Please select an incident type')).toBeVisible();
    await page.screenshot(shot('incident-create-dialog-light'));

    await dialog.getByLabel('Title').fill(title);
    await choose(dialog, 'Severity', 'High');
    await choose(dialog, 'Type', 'Availability');
    await dialog.getByLabel('Description').fill('Card payments fail at checkout.');
    await dialog.getByRole('button', { name: 'Create Incident' }).click();

    // The new incident opens, with its creator as commander and communicator and status open.
    await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText(/Open/);
    await expect(page.getByRole('combobox', { name: /^Severity/ })).toHaveText(/High/);
    await expect(page.getByRole('combobox', { name: /^Commander/ })).toHaveText(/Admin Demo/);
    await expect(page.getByRole('combobox', { name: /^Communicator/ })).toHaveText(/Admin Demo/);
    await expect(history(page).getByRole('listitem').filter({ hasText: 'created the incident' })).toBeVisible();

    // A status change is a PATCH, and the history shows it.
    await choose(page, 'Status', 'Investigating');
    await expect(history(page).getByRole('listitem').filter({ hasText: 'open -> investigating' })).toContainText('changed the status');

    // Responders are people or teams, added and removed.
    const responders = page.getByRole('region', { name: 'Responders' });
    // People come first, then teams; typing narrows the (windowed) list.
    await responders.getByRole('combobox', { name: /^Add responder/ }).click();
    await page.getByRole('dialog', { name: 'Add responder' }).getByRole('combobox').fill('Payments');
    await page.getByRole('option', { name: /^Payments SRE/ }).click();
    await expect(responders.getByRole('listitem').filter({ hasText: 'Payments SRE' })).toContainText('Team');
    await responders.getByRole('combobox', { name: /^Add responder/ }).click();
    await page.getByRole('dialog', { name: 'Add responder' }).getByRole('combobox').fill('Responder');
    await page.getByRole('option', { name: /^Responder Demo/ }).click();
    await expect(responders.getByRole('listitem').filter({ hasText: 'Responder Demo' })).toContainText('Person');
    await responders.getByRole('button', { name: 'Remove Responder Demo' }).click();
    await expect(responders.getByRole('listitem').filter({ hasText: 'Responder Demo' })).toHaveCount(0);
    await expect(history(page).getByRole('listitem').filter({ hasText: 'removed a responder' })).toContainText('Responder Demo');

    // A hypothesis starts as a possible root with an empty title; factor and solution chain under it.
    await page.getByRole('button', { name: 'Add hypothesis' }).click();
    const root = page.getByRole('listitem', { name: /^Root cause:/ });
    await expect(root.getByRole('combobox', { name: /Root cause hypothesis status/ }).first()).toHaveText(/Possible/);
    await root.getByRole('textbox', { name: 'Root cause hypothesis title' }).fill('Database connection pool exhausted');
    await root.getByRole('textbox', { name: 'Root cause hypothesis title' }).press('Enter');
    await expect(page.getByRole('listitem', { name: 'Root cause: Database connection pool exhausted' })).toBeVisible();
    await choose(root, /Root cause hypothesis status/, 'Likely');
    await expect(history(page).getByRole('listitem').filter({ hasText: 'possible -> likely' })).toBeVisible();

    await root.getByRole('button', { name: 'Add factor' }).click();
    const factor = page.getByRole('listitem', { name: /^Factor:/ });
    await factor.getByRole('textbox', { name: 'Factor hypothesis title' }).fill('Traffic spike after the newsletter');
    await factor.getByRole('textbox', { name: 'Factor hypothesis title' }).press('Enter');
    await factor.getByRole('button', { name: 'Add solution' }).click();
    const solution = page.getByRole('listitem', { name: /^Solution:/ });
    await solution.getByRole('textbox', { name: 'Solution hypothesis title' }).fill('Put PgBouncer in front of the database');
    await solution.getByRole('textbox', { name: 'Solution hypothesis title' }).press('Tab');
    await expect(page.getByRole('listitem', { name: 'Solution: Put PgBouncer in front of the database' })).toBeVisible();

    // Evidence under the root cause, part of the definition of done, then marked done.
    const rootNode = page.getByRole('listitem', { name: 'Root cause: Database connection pool exhausted' });
    await rootNode.getByRole('textbox', { name: 'Evidence' }).first().fill('pg: too many clients already');
    await rootNode.locator('form').first().getByRole('checkbox', { name: 'Definition of done', exact: true }).click();
    await rootNode.getByRole('button', { name: 'Add evidence' }).first().click();
    const evidence = rootNode.getByRole('listitem').filter({ hasText: 'pg: too many clients already' });
    await expect(evidence.getByRole('checkbox', { name: 'Definition of done', exact: true })).toBeChecked();
    await evidence.getByRole('checkbox', { name: 'Done', exact: true }).click();
    await expect(evidence.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();
    await expect(history(page).getByRole('listitem').filter({ hasText: 'pg: too many clients already: done' })).toBeVisible();

    // A comment.
    await page.getByLabel('Comment', { exact: true }).fill('Scaling the API to 6 replicas as a stop-gap.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByRole('region', { name: 'Comments' }).getByText('Scaling the API to 6 replicas as a stop-gap.')).toBeVisible();
    await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');

    // Resolved, and it all survives a reload.
    await choose(page, 'Status', 'Resolved');
    await expect(history(page).getByRole('listitem').filter({ hasText: 'investigating -> resolved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText(/Resolved/);
    await expect(page.getByRole('listitem', { name: 'Factor: Traffic spike after the newsletter' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Solution: Put PgBouncer in front of the database' })).toBeVisible();
    await page.screenshot(shot('incident-detail-light'));
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Deleting the root takes its factor, solution, evidence and comments with it.
    await page.getByRole('button', { name: 'Delete hypothesis: Database connection pool exhausted' }).click();
    await page.getByRole('dialog', { name: 'Delete hypothesis' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No hypotheses yet')).toBeVisible();
    await expect(history(page).getByRole('listitem').filter({ hasText: 'deleted a hypothesis' }).first()).toBeVisible();

    // The list finds it by title and status.
    await page.goto(`/incidents?status=resolved&q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('table', { name: 'Incidents' }).getByRole('link', { name: title })).toBeVisible();
  });

  test('the list is paged, filtered, searched and sorted by the server', async ({ adminPage: page }) => {
    await page.goto('/incidents');
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table.getByRole('link', { name: 'Elevated 5xx on payments-api' })).toBeVisible();

    // Filters: status, then severity too; each goes to the server as a bound eq filter.
    const byStatus = page.waitForRequest((r) => r.url().includes('/api/db/incident_summary') && r.url().includes('status=eq.closed'));
    await choose(page.getByRole('search'), 'Status', 'Closed');
    const request = await byStatus;
    expect(request.headers()['prefer']).toContain('count=exact');
    await expect(page).toHaveURL(/status=closed/);
    await expect(table.getByRole('link', { name: 'Expired certificate on sso-gateway' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Elevated 5xx on payments-api' })).toBeHidden();
    await choose(page.getByRole('search'), 'Severity', 'Blocker');
    await expect(page).toHaveURL(/severity=blocker/);
    await expect(table.getByRole('link', { name: 'Expired certificate on sso-gateway' })).toBeVisible();
    await choose(page.getByRole('search'), 'Severity', 'Low');
    await expect(page.getByText('No resources found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // Search by title (debounced), URL-encoded: a search with & and = is one bound value, not extra parameters.
    await page.getByRole('searchbox', { name: 'Search' }).fill('DNS resolution');
    await expect(table.getByRole('link', { name: 'DNS resolution failures in ap-southeast-2' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Elevated 5xx on payments-api' })).toBeHidden();
    const odd = page.waitForRequest((r) => r.url().includes('/api/db/incident_summary') && r.url().includes('title=ilike'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('R&D=1 100%');
    expect((await odd).url()).toContain('title=ilike.*R%26D%3D1+100%5C%25*');
    await expect(page.getByText('No resources found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    // Sort by title on the server: the rows come back in order.
    await expect(table.getByRole('link', { name: 'Elevated 5xx on payments-api' })).toBeVisible();
    const sorted = page.waitForResponse((r) => r.url().includes('/api/db/incident_summary') && r.url().includes('order=title.asc'));
    await table.getByRole('button', { name: /Title/ }).click();
    await sorted;
    await expect(page).toHaveURL(/sort=title\.asc/);
    const titles = await table.locator('tbody a').allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    // PGlite orders text bytewise (C collation), as JavaScript's default sort does.
    expect(titles).toEqual([...titles].sort());
    await page.screenshot(shot('incidents-list-light'));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('an unknown or malformed incident id shows not found', async ({ adminPage: page }) => {
    await page.goto('/incidents/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: 'Incident not found' }).first()).toBeVisible();
    await page.goto('/incidents/not-an-id');
    await expect(page.getByRole('heading', { name: 'Incident not found' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Back to incidents' }).click();
    await expect(page).toHaveURL(/\/incidents$/);
  });

  test('the detail shows a skeleton while loading and an error view with a retry when the server fails', async ({ adminPage: page }) => {
    await page.goto('/incidents');
    const link = page.getByRole('table', { name: 'Incidents' }).getByRole('link', { name: 'Search indexer consumer lag' });
    const href = await link.getAttribute('href');
    let failing = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === '/api/db/incidents', async (route) => {
      await held;
      if (failing) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal server error"}' });
      else await route.continue();
    });
    await page.goto(href!);
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    release();
    // A 500 is retried twice (transient) before the error view shows.
    await expect(page.getByText('Could not load the incident')).toBeVisible({ timeout: 20_000 });
    failing = false;
    await page.getByRole('button', { name: /retry|try again/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search indexer consumer lag' })).toBeVisible();
  });

  test('in dark mode the list and the detail read well and have no serious axe violation', async ({ adminPage: page }) => {
    await page.addInitScript(() => localStorage.setItem('theme_preference', JSON.stringify('dark')));
    await page.goto('/incidents');
    await expect(page.getByRole('table', { name: 'Incidents' }).getByRole('link', { name: 'Elevated 5xx on payments-api' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-od-color-scheme', 'dark');
    await page.screenshot(shot('incidents-list-dark'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Elevated 5xx on payments-api' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Elevated 5xx on payments-api' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Root cause: Database connection pool exhausted' })).toBeVisible();
    await expect(history(page).getByRole('listitem').first()).toBeVisible();
    await page.screenshot(shot('incident-detail-dark'));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('a viewer reads incidents but gets no write controls', async ({ page }) => {
  await signInThroughForm(page, 'viewer@opsdeck.local', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/incidents');
  const table = page.getByRole('table', { name: 'Incidents' });
  await expect(table.getByRole('link', { name: 'Elevated 5xx on payments-api' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Incident' })).toHaveCount(0);

  await table.getByRole('link', { name: 'Elevated 5xx on payments-api' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elevated 5xx on payments-api' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Root cause: Database connection pool exhausted' })).toBeVisible();
  await expect(history(page).getByRole('listitem').first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Investigating', { exact: true })).toBeVisible();
  // No control that writes: no selects, text boxes, add, delete or remove buttons, and the checkboxes are read-only.
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^(Add|Delete|Remove)/ })).toHaveCount(0);
  const boxes = main.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

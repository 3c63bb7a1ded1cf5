import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './support/fixtures';
import { DEMO_PASSWORD, baseUrl, signInThroughForm } from './support/signIn';

// The demo user whose access these journeys take away and give back. No other journey signs in as the responder,
// so a deny here never races another spec.
const TARGET = 'responder@opsdeck.local';
const UNAUTHORIZED = 'Unauthorized - You do not have permission to access this page';
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const shotDir = process.env.OPSDECK_SCREENSHOTS_DIR ?? path.resolve(import.meta.dirname, '../../../test-results/console-screenshots');

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

const editor = (page: Page) => page.getByRole('region', { name: 'Permissions' });
const rowOf = (page: Page, description: string) => editor(page).getByRole('row').filter({ hasText: description });

/** The admin fills the dialog: a deny of reading canaries (health checks) for the target person. */
async function addDeny(page: Page, description: string) {
  await page.goto('/settings/permissions');
  await editor(page).getByRole('button', { name: 'Add Permission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Permission' });
  await expect(dialog.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/reference/permissions');
  await dialog.getByRole('radio', { name: 'Person' }).check();
  await dialog.getByRole('searchbox', { name: 'Search: Person' }).fill('responder');
  const person = dialog.getByRole('combobox', { name: 'Person' });
  await expect(person.locator('option', { hasText: TARGET })).toHaveCount(1);
  const value = await person.locator('option', { hasText: TARGET }).getAttribute('value');
  await person.selectOption(value!);
  await dialog.getByRole('radio', { name: 'Global' }).check();
  await dialog.getByRole('combobox', { name: 'Object' }).selectOption({ label: 'Canaries' });
  await dialog.getByRole('combobox', { name: 'Action' }).selectOption('read');
  await dialog.getByRole('checkbox', { name: 'Deny' }).check();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permission added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, description)).toContainText('Deny');
}

/** An HTTP connection made through the API by `admin`: its id. */
async function createConnection(admin: Page, name: string): Promise<string> {
  const made = await admin.request.post('/api/db/connections', {
    data: { name, namespace: 'default', type: 'http', url: 'http://127.0.0.1:9/' },
    headers: { prefer: 'return=representation' },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as Array<{ id: string }>)[0]!.id;
}

async function canReadChecks(page: Page) {
  return (await page.request.get('/api/db/checks?select=id&limit=1')).status();
}

test.describe('Settings > Permissions', () => {
  test('an admin denies a person health checks: that person loses them; edit, then delete after the confirmation, gives them back', async ({
    adminPage: admin,
    browser,
  }) => {
    const target = await signedIn(browser, TARGET);
    await target.goto('/health');
    await expect(target.getByRole('region', { name: 'Health checks' })).toBeVisible();
    expect(await canReadChecks(target)).toBe(200);

    const description = unique('e2e deny');
    await addDeny(admin, description);

    // The server refuses the person's requests, naming subject, object and action.
    const refused = await target.request.get('/api/db/checks?select=id&limit=1');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ subject: TARGET, object: 'canaries', action: 'read' });
    // The console, freshly loaded, no longer offers the page.
    await target.goto('/health');
    await expect(target.getByText(UNAUTHORIZED)).toBeVisible();
    await expect(target.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Health' })).toHaveCount(0);

    // Edit: turn it into an allow; the person reads checks again.
    await rowOf(admin, description).getByRole('button').first().click();
    const edit = admin.getByRole('dialog', { name: 'Edit Permission' });
    await expect(edit.getByRole('combobox', { name: 'Object' })).toHaveValue('canaries');
    await edit.getByRole('checkbox', { name: 'Deny' }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Permission updated')).toBeVisible();
    await expect(rowOf(admin, description)).toContainText('Allow');
    expect(await canReadChecks(target)).toBe(200);

    // Back to a deny, then delete it: cancelled once, confirmed once.
    await rowOf(admin, description).getByRole('button').first().click();
    await edit.getByRole('checkbox', { name: 'Deny' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(rowOf(admin, description)).toContainText('Deny');
    expect(await canReadChecks(target)).toBe(403);

    await rowOf(admin, description).getByRole('button').first().click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Permission' });
    await expect(confirm).toContainText('Are you sure you want to delete the permission?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await canReadChecks(target)).toBe(403);
    await edit.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('Permission deleted')).toBeVisible();
    await expect(rowOf(admin, description)).toHaveCount(0);

    expect(await canReadChecks(target)).toBe(200);
    await target.goto('/health');
    await expect(target.getByRole('region', { name: 'Health checks' })).toBeVisible();
    await target.context().close();
  });

  test("a deny added in one connection's Permissions tab hides that connection from that person only", async ({ adminPage: admin, browser }) => {
    const name = `e2e-scoped-${Date.now().toString(36)}`;
    const id = await createConnection(admin, name);
    const person = await signedIn(browser, 'editor@opsdeck.local');
    const listed = async (page: Page) => ((await (await page.request.get(`/api/db/connections?select=id&name=eq.${name}`)).json()) as unknown[]).length;
    expect(await listed(person)).toBe(1);

    await admin.goto(`/settings/connections?id=${id}`);
    await admin.getByRole('tab', { name: 'Permissions' }).click();
    await editor(admin).getByRole('button', { name: 'Add Permission' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Permission' });
    await expect(dialog).toContainText(name); // the scope is this connection, fixed
    await dialog.getByRole('radio', { name: 'Person' }).check();
    await dialog.getByRole('searchbox', { name: 'Search: Person' }).fill('editor');
    const people = dialog.getByRole('combobox', { name: 'Person' });
    await expect(people.locator('option', { hasText: 'editor@opsdeck.local' })).toHaveCount(1);
    await people.selectOption((await people.locator('option', { hasText: 'editor@opsdeck.local' }).getAttribute('value'))!);
    await dialog.getByRole('combobox', { name: 'Action' }).selectOption('read');
    await dialog.getByRole('checkbox', { name: 'Deny' }).check();
    const description = unique('e2e connection deny');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Permission added')).toBeVisible();
    await expect(rowOf(admin, description)).toContainText('Deny');

    // The person's list leaves it out (count included), asking for it by id is refused; the admin still has it.
    expect(await listed(person)).toBe(0);
    const refused = await person.request.get(`/api/db/connections?id=eq.${id}&select=id`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ subject: 'editor@opsdeck.local', resource_id: id });
    expect(await listed(admin)).toBe(1);
    await person.goto('/settings/connections');
    await expect(person.getByRole('cell', { name: 'postgres-main' })).toBeVisible();
    await expect(person.getByText(name)).toHaveCount(0);

    // Deleting the permission gives it back.
    const permission = await admin.request.delete(`/api/db/permissions?description=eq.${encodeURIComponent(description)}`);
    expect(permission.status()).toBeLessThan(300);
    expect(await listed(person)).toBe(1);
    await admin.request.delete(`/api/db/connections?id=eq.${id}`);
    await person.context().close();
  });

  test('an allow on one connection opens the Connections page to a commander, with that connection only', async ({ adminPage: admin, browser }) => {
    const name = `e2e-allowed-${Date.now().toString(36)}`;
    const id = await createConnection(admin, name);
    const people = (await (await admin.request.get('/api/db/people?select=id&email=eq.commander@opsdeck.local')).json()) as Array<{ id: string }>;
    const description = unique('e2e connection allow');
    const allowed = await admin.request.post('/api/db/permissions', {
      data: { subject_type: 'person', subject: people[0]!.id, connection_id: id, action: 'read', description },
    });
    expect(allowed.status()).toBe(201);

    // Commanders may not read connections by role: the allow alone opens the page, listing only what it names.
    const commander = await signedIn(browser, 'commander@opsdeck.local');
    await commander.goto('/settings/connections');
    const nav = commander.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Connections' })).toBeVisible();
    await expect(commander.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(commander.getByRole('cell', { name: 'postgres-main' })).toHaveCount(0);
    // Opening it: read-only, with no Update or Delete.
    await commander.getByRole('cell', { name, exact: true }).click();
    await expect(commander.getByRole('heading', { name: /Connection Details/ })).toBeVisible();
    await expect(commander.getByRole('textbox', { name: 'URL', exact: true })).toBeDisabled();
    await expect(commander.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);
    await expect(commander.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    // Without the allow the page is gone again.
    expect((await admin.request.delete(`/api/db/permissions?description=eq.${encodeURIComponent(description)}`)).status()).toBeLessThan(300);
    await commander.goto('/settings/connections');
    await expect(commander.getByText(UNAUTHORIZED)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Connections' })).toHaveCount(0);
    await admin.request.delete(`/api/db/connections?id=eq.${id}`);
    await commander.context().close();
  });

  test('the dialog works by keyboard alone: open, switch subject and scope, required fields, Escape returns focus', async ({ adminPage: page }) => {
    await page.goto('/settings/permissions');
    const add = editor(page).getByRole('button', { name: 'Add Permission' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Permission' });
    await expect(dialog).toBeVisible();

    // Save with nothing chosen: the three required fields say so and nothing is written.
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('This field is required')).toHaveCount(3);

    // Tab reaches the subject kinds; arrows switch them (radio group), which clears the other kind's subject.
    await dialog.getByRole('radio', { name: 'Person' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Team' })).toBeVisible();
    await page.keyboard.press('Tab'); // the search box
    await page.keyboard.press('Tab'); // the team select
    const team = dialog.getByRole('combobox', { name: 'Team' });
    await expect(team).toBeFocused();
    // The teams arrive from the server: wait for them, as a user would, before choosing one.
    await expect.poll(() => team.locator('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(team).not.toHaveValue('');

    // Focus never leaves the dialog while it is open.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((node) => node.contains(document.activeElement) || document.activeElement === document.body);
      expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test("a viewer reads the permissions but is offered no 'Add Permission'", async ({ browser }) => {
    const viewer = await signedIn(browser, 'viewer@opsdeck.local');
    await viewer.goto('/settings/permissions');
    await expect(editor(viewer).getByRole('table', { name: 'Permissions' }).getByRole('row').nth(1)).toBeVisible();
    await expect(editor(viewer).getByRole('button', { name: 'Add Permission' })).toHaveCount(0);
    // Opening a row shows it without save or delete.
    await editor(viewer).getByRole('row').nth(1).getByRole('button').first().click();
    const dialog = viewer.getByRole('dialog', { name: 'Edit Permission' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await viewer.context().close();
  });

  test('has no serious axe violation, with and without the dialog, light and dark (screenshots)', async ({ adminPage: page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme).catch(() => undefined);
      await page.addInitScript((value) => localStorage.setItem('theme_preference', JSON.stringify(value)), theme);
      await page.goto('/settings/permissions');
      await expect(editor(page).getByRole('table', { name: 'Permissions' }).getByRole('row').nth(1)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shotDir, `permissions-${theme}.png`), fullPage: true });

      await editor(page).getByRole('button', { name: 'Add Permission' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Permission' });
      await expect(dialog.getByRole('combobox', { name: 'Object' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shotDir, `permission-dialog-${theme}.png`) });
      await page.keyboard.press('Escape');
    }
  });
});

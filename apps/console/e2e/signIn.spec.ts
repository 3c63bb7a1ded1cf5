import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, signInThroughForm } from './support/signIn';

test.describe('signing in', () => {
  test('an admin signs in from / and lands in the shell on the first page they may open', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?flow=/);
    await expect(page).toHaveTitle('Sign In to your account | Opsdeck');
    await signInThroughForm(page, 'admin@opsdeck.local', DEMO_PASSWORD, page.url());

    await expect(page).toHaveURL(/\/health$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    await expect(page).toHaveTitle('Health | Opsdeck');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Settings' }).click();
    await nav.getByRole('link', { name: 'Feature Flags' }).click();
    await expect(page).toHaveTitle('Feature Flags | Opsdeck');
    await expect(nav.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Feature Flags' })).toHaveAttribute('aria-current', 'page');
    // The seeded properties, sorted by name.
    const rows = page.getByRole('table', { name: 'Feature flags' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('incidents.disable');
    await expect(rows.nth(2)).toContainText('opsdeck.seeded');
    await expect(rows.nth(3)).toContainText('playbooks.disable');
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await expect(page.getByRole('menu')).toContainText('Hi ');
    await expect(page.getByRole('menu')).toContainText('admin@opsdeck.local');
  });

  test('a wrong password keeps the user on the form with the identity service message in red', async ({ page }) => {
    await signInThroughForm(page, 'nobody@opsdeck.local', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'The provided credentials are invalid' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', 'rgb(165, 30, 26)');
    await expect(page).toHaveURL(/\/login\?flow=/);
    // The identifier stays, the password does not.
    await expect(page.getByLabel('E-Mail')).toHaveValue('nobody@opsdeck.local');
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('a viewer (signed in automatically from the query) sees no Settings', async ({ page }) => {
    await page.goto(`/login?username=viewer%40opsdeck.local&password=${DEMO_PASSWORD}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    expect(page.url()).not.toContain('password');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Feature Flags' })).toHaveCount(0);
  });

  test('an anonymous visit to a deep link returns there after signing in', async ({ page }) => {
    await page.goto('/settings/feature-flags?tab=all');
    await expect(page).toHaveURL(/\/login\?.*return_to=%2Fsettings%2Ffeature-flags%3Ftab%3Dall/);
    await page.getByLabel('E-Mail').fill('editor@opsdeck.local');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings\/feature-flags\?tab=all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Flags' })).toBeVisible();
  });

  test('the second-factor and confirm headings follow aal and refresh', async ({ page }) => {
    await page.goto('/login?aal=aal2');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible();
    // This server signs in with a password only: it says so, in red.
    await expect(page.getByRole('alert')).toContainText('aal2');
    await page.goto('/login?refresh=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Action' })).toBeVisible();
  });

  test('signing out ends the session and offers to come back to the same page', async ({ page }) => {
    await signInThroughForm(page, 'commander@opsdeck.local', DEMO_PASSWORD, '/login?return_to=%2Fsettings%2Ffeature-flags%3Fq%3D1');
    await expect(page).toHaveURL(/\/settings\/feature-flags\?q=1$/);
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?.*return_to=%2Fsettings%2Ffeature-flags%3Fq%3D1/);
    const whoami = await page.request.get('/api/auth/whoami');
    expect(whoami.status()).toBe(401);
  });

  test('a 401 while using the console goes to sign-in with the page as return_to', async ({ adminPage: page }) => {
    await page.goto('/settings/feature-flags');
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Flags' })).toBeVisible();
    // The session disappears (as when it expires): the next request answers 401.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/login\?.*return_to=%2Fsettings%2Ffeature-flags/);
  });
});

test.describe('the error page', () => {
  test('shows the BAD_SESSION text verbatim and Unknown error otherwise, with Go back to /', async ({ page }) => {
    await page.goto('/error?error_code=BAD_SESSION');
    await expect(
      page.getByText('Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Error | Opsdeck');
    await page.goto('/error?error_code=SOMETHING_ELSE');
    await expect(page.getByText('Unknown error', { exact: true })).toBeVisible();
  });

  test('shows a stored identity flow error, and goes home for one that does not exist', async ({ page }) => {
    // A browser navigation with a foreign return_to: the identity service stores the error and sends us to /error?id=.
    await page.goto('/api/.ory/self-service/login/browser?return_to=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/error\?id=/);
    await expect(page.getByRole('alert')).toContainText('Requested return_to URL "https://evil.example/" is not allowed.');
    await expect(page.getByLabel('Error details')).toContainText('self_service_flow_return_to_forbidden');
    await page.goto('/error?id=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/login/);
  });
});

import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'opsdeck-demo';

export const baseUrl = () => {
  const url = process.env.OPSDECK_E2E_BASE_URL;
  if (!url) throw new Error('OPSDECK_E2E_BASE_URL is not set: run the suite with playwright test (globalSetup starts the server)');
  return url;
};

/** Opens /login (or the given sign-in URL) and signs in by typing, as a user would. */
export async function signInThroughForm(page: Page, email: string, password: string, url = '/login') {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { baseUrl } from './signIn';

export interface Fixtures {
  /** A page of a signed-in admin (the session globalSetup made). */
  adminPage: Page;
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[];
}

/** Every test gets the server's base URL; `adminPage` is signed in without typing a password again. */
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: these two have none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(baseUrl()),
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, use) => use([]),
  page: async ({ page, cspViolations }, use) => {
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await use(page);
  },
  adminPage: async ({ browser, cspViolations }, use) => {
    const context = await browser.newContext({ baseURL: baseUrl(), storageState: process.env.OPSDECK_E2E_ADMIN_STATE });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await use(page);
    await context.close();
  },
});

export { expect };

/** Serious and critical axe findings (WCAG 2 A/AA), as "rule: target" lines for a readable failure. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} - ${n.failureSummary ?? ''}`));
}

// @vitest-environment node
// The built Storybook in Chromium: axe over every story in light and dark, and the behaviours jsdom cannot show
// (Monaco loading from our own bundle, windowed lists scrolling, the virtual table growing, real layout).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorybook } from './ensureStorybook';
import { listStories, storybookDir } from './storybookBrowser';
import { createStorybookSession } from './storybookSession';

ensureStorybook();
const stories = listStories();
const session = createStorybookSession(storybookDir, () => stories[0]!.id);
const { openStory, showStory, outsideRequests } = session;

beforeAll(() => session.start());
afterAll(() => session.stop());

describe('accessibility of every story (axe, WCAG 2.1 AA)', () => {
  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(40);
  });

  for (const story of stories) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${story.title} / ${story.name} (${scheme})`, async () => {
        const page = await showStory(story.id, scheme);
        expect(await page.getAttribute('#storybook-root > [data-od-color-scheme]', 'data-od-color-scheme')).toBe(scheme);
        if (story.id.startsWith('forms-codeeditor')) await page.waitForSelector('.monaco-editor', { timeout: 20_000 });
        // Check the story's own DOM: the root plus what it portalled into <body>.
        expect(await session.axeViolations(page)).toEqual([]);
      }, 30_000);
    }
  }
});

describe('in a real browser', () => {
  it('loads Monaco from our own bundle (no CDN), edits JSON, and blocks typing when read-only', async () => {
    const page = await openStory('forms-codeeditor--json');
    await page.waitForSelector('.monaco-editor .view-lines', { timeout: 20_000 });
    // Type only once Monaco has taken focus: on a cold start the first click can land before it is ready.
    await expect
      .poll(async () => {
        await page.click('.monaco-editor .view-lines');
        return page.locator('.monaco-editor.focused').count();
      })
      .toBe(1);
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n');
    // insertText, not type(): typed quotes race Monaco's auto-closing pairs on a loaded machine.
    await page.keyboard.insertText('"added": true');
    // Monaco draws spaces as non-breaking spaces.
    await expect.poll(async () => (await page.textContent('.monaco-editor .view-lines'))?.replace(/\u00a0/g, ' ')).toContain('"added": true');
    await page.close();

    const readOnly = await openStory('forms-codeeditor--read-only');
    await readOnly.waitForSelector('.monaco-editor .view-lines', { timeout: 20_000 });
    const before = await readOnly.textContent('.monaco-editor .view-lines');
    await readOnly.click('.monaco-editor .view-lines');
    await readOnly.keyboard.type('zzz');
    expect(await readOnly.textContent('.monaco-editor .view-lines')).toBe(before);
    await readOnly.close();
    expect(outsideRequests).toEqual([]);
  });

  it('switches Monaco to its dark theme under the dark scheme', async () => {
    const page = await openStory('forms-codeeditor--yaml', 'dark');
    await page.waitForSelector('.monaco-editor.vs-dark', { timeout: 20_000 });
    // Painted with the Opsdeck surface colour (#16191f in dark), not Monaco's own #1e1e1e.
    await expect.poll(() => page.locator('.monaco-editor .monaco-editor-background').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(22, 25, 31)');
    await page.close();
  });

  it('scrolls a windowed option list to the last of 2000 options with End', async () => {
    const page = await openStory('forms-select--windowed');
    const listbox = page.getByRole('listbox');
    expect(await listbox.getByRole('option').count()).toBeLessThan(40);
    await page.getByRole('combobox', { name: 'Search...' }).press('End');
    await expect.poll(() => listbox.getByRole('option', { name: 'check-1999' }).count()).toBe(1);
    await page.close();
  });

  it('doubles the virtual table window when scrolled to its end', async () => {
    const page = await openStory('data-display-datatable--virtual');
    const scroller = page.locator('[data-mode="virtual"] > div').first();
    const height = () => scroller.evaluate((el) => el.scrollHeight);
    // 50 rows of 40 px at first; each scroll to the end doubles the window (100, then 200 rows).
    expect(await height()).toBeLessThan(51 * 40 + 60);
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(height).toBeGreaterThan(100 * 40);
    expect(await height()).toBeLessThan(101 * 40 + 60);
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(height).toBeGreaterThan(200 * 40);
    await page.close();
  });

  it('sizes dialogs by viewport as the spec says (medium 1000 px and full 1200 px at 1280 px)', async () => {
    const page = await openStory('overlays-dialog--open-with-form');
    expect(await page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().width)).toBe(1000);
    await page.getByRole('button', { name: 'Expand' }).click();
    expect(await page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().width)).toBe(1200);
    await page.setViewportSize({ width: 1100, height: 800 });
    expect(await page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().width)).toBe(1000);
    await page.getByRole('button', { name: 'Collapse' }).click();
    expect(await page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().width)).toBe(850);
    await page.close();
  });

  it('lets a searchable select inside a modal dialog take focus, filter and choose', async () => {
    const page = await openStory('overlays-dialog--open-with-form');
    await page.getByRole('combobox', { name: 'Severity' }).click();
    const search = page.getByRole('combobox', { name: 'Search...' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('crit');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'Severity' }).textContent()).toBe('Critical');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.close();
  });

  it('renders stories without uncaught errors', async () => {
    for (const id of ['forms-select--async-search', 'feedback-toast--shown', 'forms-react-hook-form--required-fields']) {
      const page = await openStory(id);
      expect(page.storyErrors, id).toEqual([]);
      await page.close();
    }
  });
});

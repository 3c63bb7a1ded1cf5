import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, serveStatic, storyUrl, type StaticServer } from './storybookBrowser';

// A built Storybook served from disk and one Chromium context over it, for a package's browser suite (this package's
// storybook.test.ts and @opsdeck/sdk's). Free of vitest on purpose: each package's test declares its own hooks and
// tests with its own vitest, and calls start() and stop() from them.

export type ColorSchemeName = 'light' | 'dark';

/** A page that keeps the uncaught errors of the story it shows. */
export type StoryPage = Page & { storyErrors: string[] };

export interface StorybookSession {
  /** Serve the Storybook, launch Chromium and open the context (a beforeAll). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A new page on one story, rendered, with animations and transitions turned off. The caller closes it. */
  openStory(id: string, scheme?: ColorSchemeName): Promise<StoryPage>;
  /** One shared page switched to a story through Storybook's channel (a reload costs more than an axe check). */
  showStory(id: string, scheme: ColorSchemeName): Promise<Page>;
  /** Resolves once the page's DOM has not changed for `quietMs` (data answered, lazy parts loaded), or after `maxMs`. */
  waitForQuiet(page: Page, quietMs?: number, maxMs?: number): Promise<void>;
  /**
   * axe's WCAG 2.1 AA violations on a page, one readable line (and up to three targets) each; `impacts` keeps only
   * those (default: every violation).
   */
  axeViolations(page: Page, impacts?: readonly string[]): Promise<string[]>;
  /** Requests that left the static server (a CDN, a font service): a story must need none. */
  readonly outsideRequests: readonly string[];
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's browser build, the copy @axe-core/playwright ships (the rules this suite has always run). */
function axeSource(): string {
  const require = createRequire(import.meta.url);
  const fromPlaywrightPackage = createRequire(require.resolve('@axe-core/playwright'));
  return fs.readFileSync(fromPlaywrightPackage.resolve('axe-core/axe.min.js'), 'utf8');
}

const SETTLE_CSS = '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important}';

export function createStorybookSession(storybookDir: string, firstStoryId: () => string): StorybookSession {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let sharedPage: Page | undefined;
  const outsideRequests: string[] = [];

  async function openStory(id: string, scheme: ColorSchemeName = 'light'): Promise<StoryPage> {
    if (!context || !server) throw new Error('StorybookSession.start() has not run');
    const page = (await context.newPage()) as StoryPage;
    page.storyErrors = [];
    page.on('pageerror', (error) => page.storyErrors.push(error.message));
    // The a11y addon's own axe run after every render is switched off (`a11y.manual`): this suite runs axe itself.
    await page.goto(`${storyUrl(server.url, id, scheme)};a11y.manual:!true`);
    await page.waitForSelector('#storybook-root > *', { timeout: 20_000 });
    // Entry animations fade colours in; axe must see the settled state.
    await page.addStyleTag({ content: SETTLE_CSS });
    await page.waitForTimeout(100);
    return page;
  }

  async function showStory(id: string, scheme: ColorSchemeName): Promise<Page> {
    sharedPage ??= await openStory(firstStoryId(), 'light');
    await sharedPage.evaluate(
      ({ id, scheme }) =>
        new Promise<void>((resolve, reject) => {
          type Channel = { on(e: string, f: (...a: unknown[]) => void): void; off(e: string, f: (...a: unknown[]) => void): void; emit(e: string, p: unknown): void };
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => reject(new Error(`story ${id} did not render`)), 15_000);
          const rendered = (storyId: unknown) => {
            if (storyId !== id) return;
            clearTimeout(timer);
            channel.off('storyRendered', rendered);
            channel.off('storyErrored', failed);
            channel.off('storyThrewException', failed);
            resolve();
          };
          const failed = (error: unknown) => reject(new Error(`story ${id} failed: ${JSON.stringify(error)}`));
          channel.on('storyRendered', rendered);
          channel.on('storyErrored', failed);
          channel.on('storyThrewException', failed);
          channel.on('playFunctionThrewException', failed);
          channel.emit('updateGlobals', { globals: { colorScheme: scheme, a11y: { manual: true } } });
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id, scheme },
    );
    await sharedPage.waitForTimeout(50);
    return sharedPage;
  }

  function waitForQuiet(page: Page, quietMs = 100, maxMs = 3_000): Promise<void> {
    return page.evaluate(
      ({ quietMs, maxMs }) =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(done, quietMs);
          const limit = setTimeout(done, maxMs);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, quietMs);
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          function done() {
            observer.disconnect();
            clearTimeout(timer);
            clearTimeout(limit);
            resolve();
          }
        }),
      { quietMs, maxMs },
    );
  }

  // axe is injected once per page and kept across story switches (which do not reload the preview): injecting it on
  // every check, as AxeBuilder does, costs more than the check.
  let source: string | undefined;
  const withAxe = new WeakSet<Page>();
  async function axeViolations(page: Page, impacts?: readonly string[]): Promise<string[]> {
    if (!withAxe.has(page) || !(await page.evaluate(() => 'axe' in window))) {
      source ??= axeSource();
      await page.addScriptTag({ content: source });
      withAxe.add(page);
    }
    const result = await page.evaluate(
      (tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
      AXE_TAGS,
    );
    return result.violations.filter((v) => !impacts || impacts.includes(v.impact ?? '')).map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n    ')}`,
    );
  }

  return {
    async start() {
      server = await serveStatic(storybookDir);
      browser = await launchChromium();
      context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const origin = server.url;
      context.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outsideRequests.push(url);
      });
    },
    async stop() {
      await browser?.close();
      await server?.close();
    },
    openStory,
    showStory,
    waitForQuiet,
    axeViolations,
    outsideRequests,
  };
}

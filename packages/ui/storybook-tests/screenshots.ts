// Screenshots of stories for a person to look at: `pnpm --filter @opsdeck/ui exec tsx storybook-tests/screenshots.ts
// [--storybook <storybook-static dir>] [out-dir] [story-id-substring ...]` (build Storybook first; the default is
// this package's). Each story is shot in light and dark.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, listStories, serveStatic, storybookDir as ownStorybookDir, storyUrl } from './storybookBrowser';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--storybook');
const storybookDir = dirFlag >= 0 ? path.resolve(args.splice(dirFlag, 2)[1]!) : ownStorybookDir;
const [outDir = '/tmp/od-shots', ...filters] = args;
fs.mkdirSync(outDir, { recursive: true });
const server = await serveStatic(storybookDir);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const stories = listStories(storybookDir).filter((s) => filters.length === 0 || filters.some((f) => s.id.includes(f)));
  for (const story of stories) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.goto(storyUrl(server.url, story.id, scheme));
      await page.waitForSelector('#storybook-root > *', { timeout: 15_000 });
      await page.waitForTimeout(story.id.includes('code-editor') ? 2500 : 400);
      const file = path.join(outDir, `${story.id}--${scheme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

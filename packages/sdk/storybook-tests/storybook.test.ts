// @vitest-environment node
// The sdk's Storybook (the ConnectionForm and PermissionEditor in each state, over an in-memory backend) built and
// shown in Chromium: axe over every story in light and dark. The browser helpers are @opsdeck/ui's, shared.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_CATALOG } from '@opsdeck/api';
import { ensureStorybook } from '../../ui/storybook-tests/ensureStorybook';
import { listStories, storybookDirOf } from '../../ui/storybook-tests/storybookBrowser';
import { createStorybookSession, type StoryPage } from '../../ui/storybook-tests/storybookSession';

const packageRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const storybookDir = storybookDirOf(packageRoot);
// The stories render @opsdeck/ui and @opsdeck/api from source: a change there rebuilds the Storybook too.
ensureStorybook(packageRoot, ['../ui/src', '../api/src']);
const stories = listStories(storybookDir);
const session = createStorybookSession(storybookDir, () => stories[0]!.id);

beforeAll(() => session.start());
afterAll(() => session.stop());

describe('the sdk stories', () => {
  it('has one empty-form story per catalogue connection type, and the states of both widgets', () => {
    const typeStories = stories.filter((s) => s.title === 'Widgets/ConnectionForm/Empty form by type');
    expect(typeStories.map((s) => s.name)).toEqual(CONNECTION_CATALOG.map((def) => (def.hidden ? `${def.title} (hidden)` : def.title)));
    const names = (title: string) => stories.filter((s) => s.title === title).map((s) => s.name);
    expect(names('Widgets/ConnectionForm')).toEqual(
      expect.arrayContaining(['Type Grid', 'Existing', 'Read Only From Kubernetes', 'Loading', 'Load Error', 'Test Connection Success', 'Test Connection Failure']),
    );
    expect(names('Widgets/PermissionEditor')).toEqual(
      expect.arrayContaining(['List', 'Empty', 'Loading', 'Load Error', 'Read Only', 'Scoped To Connection', 'Add Permission Dialog']),
    );
  });
});

describe('accessibility of every sdk story (axe, WCAG 2.1 AA)', () => {
  for (const story of stories) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${story.title} / ${story.name} (${scheme})`, async () => {
        const page = await session.showStory(story.id, scheme);
        expect(await page.getAttribute('#storybook-root > [data-od-color-scheme]', 'data-od-color-scheme')).toBe(scheme);
        // The backend answers at once, but after the first render: check what the answer rendered.
        await session.waitForQuiet(page);
        expect(await session.axeViolations(page)).toEqual([]);
      }, 30_000);
    }
  }

  it('ran every story without an uncaught error or a request leaving the page', async () => {
    const page = (await session.showStory(stories[0]!.id, 'light')) as StoryPage;
    expect(page.storyErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });
});

import axe from 'axe-core';

// jsdom does no layout, so colour contrast is checked in the browser run over Storybook (scripts/a11yStories.mjs);
// everything structural (names, roles, ARIA wiring, labels) is checked here on every interactive component.
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

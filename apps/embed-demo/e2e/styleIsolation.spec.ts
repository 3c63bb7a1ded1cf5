import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const APP = path.resolve(import.meta.dirname, '..');
const css = (file: string) => fs.readFileSync(path.join(APP, file), 'utf8');
const OUR_CSS = ['../../packages/ui/dist/styles.css', '../../packages/sdk/dist/styles.css'];

/** Properties that make up how an element looks and sits. */
const PROPS = [
  'display', 'position', 'box-sizing', 'width', 'height', 'margin-top', 'margin-left', 'padding-top', 'padding-left',
  'font-family', 'font-size', 'font-style', 'font-weight', 'line-height', 'letter-spacing', 'text-transform', 'text-align',
  'color', 'background-color', 'border-top-width', 'border-top-style', 'border-top-color', 'border-radius', 'list-style-type',
  'text-decoration-line', 'border-spacing',
];

async function computed(page: Page, selector: string): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(
    ({ selector, props }) => {
      const out: Record<string, Record<string, string>> = {};
      document.querySelectorAll(selector).forEach((el, i) => {
        const style = getComputedStyle(el);
        out[`${el.tagName.toLowerCase()}#${i}`] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
      });
      return out;
    },
    { selector, props: PROPS },
  );
}

const HOST_PAGE = `<!doctype html><html><head><style>${css('src/portal.css')}</style></head><body>
  <header class="acme-header"><h1>Acme</h1><nav class="acme-nav"><a href="#">Home</a></nav></header>
  <main class="acme-main"><h2>Title</h2><p>Text with <a href="#">a link</a>.</p>
  <button>Host button</button><input value="host input"><select><option>a</option></select><textarea>t</textarea>
  <table><tr><th>h</th><td>d</td></tr></table><ul><li>item</li></ul><ol><li>one</li></ol>
  <svg width="16" height="16"></svg><div class="acme-card">card</div></main></body></html>`;

test("the host page's own elements look the same with and without Opsdeck's stylesheets", async ({ page }) => {
  await page.setContent(HOST_PAGE);
  const before = await computed(page, 'body, body *');
  for (const file of OUR_CSS) await page.addStyleTag({ content: css(file) });
  const after = await computed(page, 'body, body *');
  expect(Object.keys(after).length).toBeGreaterThan(15);
  expect(after).toEqual(before);
  // The stylesheets carry only prefixed classes and custom properties: no element, universal or :root rule.
  for (const file of OUR_CSS) {
    const text = css(file);
    expect(text).not.toMatch(/(^|[}\s,])(html|body|button|a|input|table|\*)\s*[{,]/);
  }
});

test("Opsdeck's widgets look the same under a host stylesheet with aggressive global rules", async ({ page }) => {
  await page.goto(`${process.env.OPSDECK_E2E_ACME_URL}/time`);
  const trigger = page.locator('[class*="od-"]').first();
  await expect(trigger).toBeVisible();
  const selector = '.acme-card [class*="od-"], .acme-card [class*="od-"] *';
  const before = await computed(page, selector);
  await page.addStyleTag({ content: css('e2e/aggressive-host.css') });
  const after = await computed(page, selector);
  expect(Object.keys(before).length).toBeGreaterThan(2);
  expect(after).toEqual(before);
});

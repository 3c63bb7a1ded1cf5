#!/usr/bin/env node
// The built package under React 18 (peer range ^18 || ^19): server rendering, then mounting in jsdom and a few
// interactions that go through Radix, TanStack Table and our own state. Run by lint:package after a build:
//   node --import ./scripts/react18/register.mjs scripts/react18/check.mjs
import { JSDOM } from 'jsdom';
import assert from 'node:assert/strict';

const failures = [];
async function check(name, fn) {
  try {
    await fn();
    console.log(`react18: ok   ${name}`);
  } catch (error) {
    failures.push(name);
    console.error(`react18: FAIL ${name}\n  ${error?.stack ?? error}`);
  }
}

// A browser-like DOM first: Radix decides at import time whether layout effects can run (checkDist already imports
// every entry with no DOM at all).
const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true, url: 'http://localhost/' });
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Element', 'Node', 'MutationObserver', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'KeyboardEvent', 'MouseEvent', 'PointerEvent', 'Event', 'CustomEvent', 'FocusEvent', 'DocumentFragment', 'HTMLInputElement', 'HTMLButtonElement', 'ShadowRoot', 'NodeFilter', 'HTMLTextAreaElement', 'HTMLSelectElement', 'SVGElement', 'Text']) {
  if (dom.window[key] !== undefined) Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
}
globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
dom.window.Element.prototype.scrollIntoView = () => {};
dom.window.Element.prototype.hasPointerCapture = () => false;
dom.window.Element.prototype.releasePointerCapture = () => {};
globalThis.PointerEvent ??= dom.window.MouseEvent;

const React = await import('react');
if (process.env.OD_REACT_ANY !== '1') assert.match(React.version, /^18\./, `expected React 18, got ${React.version}`);
const h = React.createElement;

// Server rendering.
const { renderToString } = await import('react-dom/server');
const ui = await import('@opsdeck/ui');
await check('renderToString of every component', () => {
  // With a DOM present (this process also mounts on the client) Radix and TanStack pick useLayoutEffect, which React
  // 18 warns about on the server; a real server has no DOM and uses useEffect. Silence only that warning.
  const originalError = console.error;
  console.error = (...args) => (String(args[0]).includes('useLayoutEffect does nothing on the server') ? undefined : originalError(...args));
  let html;
  try {
    html = renderToString(
      h(ui.ThemeProvider, { colorScheme: 'dark' },
        h(ui.Button, { loading: true }, 'Save'),
        h(ui.Select, { label: 'Region', options: [{ value: 'eu', label: 'Europe' }], value: 'eu' }),
        h(ui.DataTable, { data: [{ name: 'api' }], columns: [{ accessorKey: 'name', header: 'Name' }] }),
        h(ui.CodeEditor, { label: 'Spec', defaultValue: '{}' }),
        h(ui.TagList, { items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }], max: 2 }),
        h(ui.ErrorView, { error: new Error('boom') }),
        h(ui.Toaster),
      ),
    );
  } finally {
    console.error = originalError;
  }
  assert.ok(html.includes('data-od-color-scheme="dark"'));
  assert.ok(html.includes('+2 more'));
  assert.ok(html.includes('Sorry.. there was an error'));
});

const { createRoot } = await import('react-dom/client');
const { act } = React;
const mount = async (element) => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, unmount: () => act(() => root.unmount()) };
};
const click = (el) => act(async () => {
  el.dispatchEvent(new dom.window.MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  el.dispatchEvent(new dom.window.MouseEvent('mousedown', { bubbles: true, button: 0 }));
  el.dispatchEvent(new dom.window.MouseEvent('pointerup', { bubbles: true, button: 0 }));
  el.dispatchEvent(new dom.window.MouseEvent('mouseup', { bubbles: true, button: 0 }));
  el.click();
});

await check('DataTable sorts ascending, descending, none', async () => {
  const data = [{ n: 3 }, { n: 1 }, { n: 2 }];
  const { container, unmount } = await mount(h(ui.DataTable, { data, columns: [{ accessorKey: 'n', header: 'N' }] }));
  const cells = () => [...container.querySelectorAll('tbody td')].map((td) => td.textContent);
  const sort = container.querySelector('th button');
  await click(sort);
  assert.deepEqual(cells(), ['1', '2', '3']);
  await click(sort);
  assert.deepEqual(cells(), ['3', '2', '1']);
  await click(sort);
  assert.deepEqual(cells(), ['3', '1', '2']);
  await unmount();
});

await check('Select opens and selects an option', async () => {
  let chosen;
  const { container, unmount } = await mount(
    h(ui.Select, { label: 'Region', options: [{ value: 'eu', label: 'Europe' }, { value: 'us', label: 'US' }], onValueChange: (v) => (chosen = v) }),
  );
  await click(container.querySelector('[role="combobox"]'));
  const option = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'US');
  assert.ok(option, 'the listbox opened');
  await click(option);
  assert.equal(chosen, 'us');
  assert.equal(container.querySelector('[role="combobox"]').textContent, 'US');
  await unmount();
});

await check('Dialog opens from its trigger and closes with its close button', async () => {
  const { container, unmount } = await mount(
    h(ui.Dialog, null, h(ui.DialogTrigger, null, 'Open'), h(ui.DialogContent, { title: 'Edit' }, 'Body')),
  );
  await click(container.querySelector('button'));
  const dialog = document.querySelector('[role="dialog"]');
  assert.ok(dialog, 'dialog is open');
  await click([...dialog.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Close'));
  assert.equal(document.querySelector('[role="dialog"]'), null);
  await unmount();
});

await check('Toaster shows a toast raised from outside React', async () => {
  const { unmount } = await mount(h(ui.Toaster));
  await act(async () => void ui.toast.success('Saved'));
  assert.ok(document.querySelector('[role="status"]')?.textContent.includes('Saved'));
  await act(async () => ui.toast.dismiss());
  await unmount();
});

await check('ErrorBoundary contains a render error', async () => {
  const Crash = () => {
    throw new Error('crashed');
  };
  const originalError = console.error;
  console.error = () => {};
  try {
    const { container, unmount } = await mount(h(ui.ErrorBoundary, null, h(Crash)));
    assert.ok(container.textContent.includes('Sorry.. there was an error'));
    await unmount();
  } finally {
    console.error = originalError;
  }
});

if (failures.length) {
  console.error(`react18: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('react18: all checks passed');

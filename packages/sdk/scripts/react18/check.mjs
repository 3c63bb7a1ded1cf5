#!/usr/bin/env node
// The built package under React 18 (peer range ^18 || ^19), in two runs (lint:package runs both):
//   node --import ./scripts/react18/register.mjs scripts/react18/check.mjs ssr   server render, no DOM at all
//   node --import ./scripts/react18/register.mjs scripts/react18/check.mjs dom   mounted in jsdom against a real
//                                                                              HTTP backend (whoami), link clicks
import assert from 'node:assert/strict';
import { createServer } from 'node:http';

const phase = process.argv[2];
const failures = [];
async function check(name, fn) {
  try {
    await fn();
    console.log(`react18 ${phase}: ok   ${name}`);
  } catch (error) {
    failures.push(name);
    console.error(`react18 ${phase}: FAIL ${name}\n  ${error?.stack ?? error}`);
  }
}

async function startBackend(payload) {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization });
    res.writeHead(req.url === '/api/auth/whoami' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/api/auth/whoami' ? { message: 'success', payload } : { error: 'not found' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

if (phase === 'ssr') {
  assert.equal(typeof globalThis.window, 'undefined');
  const React = await import('react');
  assert.match(React.version, /^18\./, `expected React 18, got ${React.version}`);
  const h = React.createElement;
  const { renderToString } = await import('react-dom/server');
  const sdk = await import('@opsdeck/sdk');
  await import('@opsdeck/sdk/testing');

  await check('renderToString of the provider, a <Can> gate and a hook consumer', () => {
    function Hello() {
      return h('p', null, `whoami ${sdk.useWhoami().status}`);
    }
    const html = renderToString(
      h(sdk.OpsdeckProvider, { baseUrl: 'https://ops.example', colorScheme: 'dark' },
        h(sdk.Can, { resource: 'connections', action: 'write', loading: h('span', null, 'checking access') }, h('button', null, 'Edit')),
        h(Hello),
      ),
    );
    assert.ok(html.includes('data-od-color-scheme="dark"'), html);
    assert.ok(html.includes('checking access'));
    assert.ok(!html.includes('Edit'));
    assert.ok(html.includes('whoami pending'));
    assert.equal(typeof globalThis.window, 'undefined');
  });
} else if (phase === 'dom') {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true, url: 'http://localhost/' });
  // The DOM classes React needs; fetch, AbortController and timers stay Node's own.
  for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Element', 'Node', 'Text', 'Event', 'MouseEvent', 'KeyboardEvent', 'FocusEvent', 'DocumentFragment', 'MutationObserver', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'HTMLAnchorElement', 'HTMLButtonElement']) {
    if (dom.window[key] !== undefined) Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
  }
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const React = await import('react');
  assert.match(React.version, /^18\./, `expected React 18, got ${React.version}`);
  const h = React.createElement;
  const { act } = React;
  const { createRoot } = await import('react-dom/client');
  const sdk = await import('@opsdeck/sdk');

  const mount = async (element) => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(element));
    return { container, unmount: () => act(() => root.unmount()) };
  };
  const until = async (predicate, what) => {
    for (let i = 0; i < 100; i += 1) {
      if (predicate()) return;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  const backend = await startBackend({ user: { id: 'u1', name: 'Ada' }, roles: ['admin'], permissions: [] });
  await check('<Can> opens once whoami answers over HTTP, with the token sent', async () => {
    function Name() {
      return h('p', null, `user ${sdk.useWhoami().data?.user.name ?? '…'}`);
    }
    const { container, unmount } = await mount(
      h(sdk.OpsdeckProvider, { baseUrl: backend.origin, token: 't18' },
        h(sdk.Can, { resource: 'connections', action: 'write', fallback: 'denied' }, h('button', null, 'Edit connection')),
        h(Name),
      ),
    );
    await until(() => container.textContent.includes('Edit connection'), 'the gate to open');
    assert.ok(container.textContent.includes('user Ada'));
    assert.deepEqual(backend.seen, [{ url: '/api/auth/whoami', authorization: 'Bearer t18' }]);
    await unmount();
  });

  await check('OpsdeckLink goes through the host router', async () => {
    const calls = [];
    const { container, unmount } = await mount(
      h(sdk.OpsdeckProvider, { baseUrl: backend.origin, navigate: (to) => calls.push(to) }, h(sdk.OpsdeckLink, { to: '/health' }, 'Health')),
    );
    await act(async () => container.querySelector('a').dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    assert.deepEqual(calls, ['/health']);
    await unmount();
  });
  await backend.close();
} else {
  console.error('usage: check.mjs ssr | dom');
  process.exit(2);
}

if (failures.length) {
  console.error(`react18 ${phase}: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log(`react18 ${phase}: all checks passed`);
// React Query's cache keeps garbage-collection timers (5 minutes for lists) that would hold the process open.
process.exit(0);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { CSP_NONCE_PLACEHOLDER, defaultConsoleDir } from './consolePlugin';

// A console build as Vite writes it: index.html with the nonce placeholder, hashed assets, a plain public file.
const INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<script type="module" src="/assets/index-AbC123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head>
<body><div id="root"></div></body></html>`;

function writeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-console-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the console served by the server', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = writeBuild();
    ctx = await createTestContext({ listen: true, env: { OPSDECK_CONSOLE_DIR: dir } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it.each(['/', '/login?flow=abc', '/error?id=x', '/view/health', '/settings/feature-flags', '/deep/link/1'])(
    'answers the browser navigation %s with index.html, uncached',
    async (url) => {
      const res = await fetch(`${ctx.baseUrl}${url}`, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root"></div>');
    },
  );

  it('puts a fresh nonce in the page and the same one in its CSP style-src, and allows no inline style otherwise', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${ctx.baseUrl}/login`, { headers: html });
      const body = await res.text();
      expect(body).not.toContain(CSP_NONCE_PLACEHOLDER);
      const nonce = /property="csp-nonce" nonce="([^"]+)"/.exec(body)?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      const csp = res.headers.get('content-security-policy') ?? '';
      const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1];
      expect(styleSrc).toBe(`'self' 'nonce-${nonce}'`);
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toContain('unsafe-inline');
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('serves hashed assets with a year of immutable caching and other files for an hour', async () => {
    const asset = await fetch(`${ctx.baseUrl}/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    const icon = await fetch(`${ctx.baseUrl}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('keeps unknown API paths a JSON 404, even for a browser navigation', async () => {
    for (const url of ['/api/no-such-thing', '/api']) {
      const res = await fetch(`${ctx.baseUrl}${url}`, { headers: html });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: `no route for GET ${url}` });
    }
    const healthz = await fetch(`${ctx.baseUrl}/api/healthz`, { headers: html });
    expect(healthz.status).toBe(200);
  });

  it('answers a missing file that is not a page navigation with a 404, not the app', async () => {
    const res = await fetch(`${ctx.baseUrl}/assets/missing-123.js`, { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('never serves a file outside the build directory', async () => {
    const secret = path.join(path.dirname(dir), `${path.basename(dir)}-outside.txt`);
    fs.writeFileSync(secret, 'TOP-SECRET-CONTENT');
    try {
      for (const url of [`/..%2f${path.basename(secret)}`, `/assets/..%2f..%2f${path.basename(secret)}`, '/%2e%2e/%2e%2e/etc/passwd']) {
        const res = await fetch(`${ctx.baseUrl}${url}`, { headers: { accept: '*/*' } });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('TOP-SECRET-CONTENT');
      }
    } finally {
      fs.rmSync(secret);
    }
  });

  it('does not serve index.html under its own name as a cacheable file', async () => {
    const res = await fetch(`${ctx.baseUrl}/index.html`, { headers: html });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).not.toContain(CSP_NONCE_PLACEHOLDER);
  });
});

describe('defaultConsoleDir', () => {
  it('finds <packages>/console/dist beside the server package, from src or dist alike', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-layout-'));
    try {
      fs.mkdirSync(path.join(base, 'server', 'dist'), { recursive: true });
      fs.mkdirSync(path.join(base, 'server', 'src', 'console'), { recursive: true });
      fs.writeFileSync(path.join(base, 'server', 'package.json'), '{}');
      expect(defaultConsoleDir(path.join(base, 'server', 'dist'))).toBeUndefined();
      fs.mkdirSync(path.join(base, 'console', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(base, 'console', 'dist', 'index.html'), INDEX);
      const expected = path.join(base, 'console', 'dist');
      expect(defaultConsoleDir(path.join(base, 'server', 'dist'))).toBe(expected);
      expect(defaultConsoleDir(path.join(base, 'server', 'src', 'console'))).toBe(expected);
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });

  it('refuses a configured directory without index.html at start', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-empty-'));
    try {
      await expect(createTestContext({ env: { OPSDECK_CONSOLE_DIR: empty } })).rejects.toThrow(/has no index.html/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

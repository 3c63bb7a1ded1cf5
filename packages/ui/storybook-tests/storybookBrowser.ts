import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

// Shared by the accessibility runs (this package's and @opsdeck/sdk's) and the screenshot script: serve a built
// Storybook from disk and drive the machine's Chromium (never a downloaded one: Playwright's own browsers cannot be
// fetched here). Every function takes the package it works on; the defaults are this package's.

export const packageRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Where a package's `build-storybook` script writes the static Storybook. */
export function storybookDirOf(root: string): string {
  return path.join(root, 'storybook-static');
}

export const storybookDir = storybookDirOf(packageRoot);

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error(`No Chromium found (tried ${candidates.join(', ')}): apt-get install -y chromium, or set CHROMIUM_PATH`);
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** A minimal static server on 127.0.0.1 and a free port. */
export function serveStatic(dir: string): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

export function listStories(dir: string = storybookDir): StoryEntry[] {
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries).filter((e) => e.type === 'story');
}

export function storyUrl(base: string, id: string, scheme: 'light' | 'dark'): string {
  return `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=colorScheme:${scheme}`;
}

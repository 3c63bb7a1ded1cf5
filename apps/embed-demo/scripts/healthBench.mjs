#!/usr/bin/env node
// `pnpm bench:health`: the HealthDashboard against a plain non-virtualized table, measured in the same run on the
// same generated checks, in headless Chromium (bench.html of this app, production build). Prints JSON: medians of
// OPSDECK_BENCH_RUNS runs (default 3) at 10k and 50k checks (OPSDECK_BENCH_SIZES=10000,50000), and the issue's
// targets with whether each is met. Figures, not tests: it exits 0 whatever they are, unless the page breaks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';

const app = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(app, 'dist');
const runs = Number(process.env.OPSDECK_BENCH_RUNS ?? 3);
const sizes = (process.env.OPSDECK_BENCH_SIZES ?? '10000,50000').split(',').map(Number);

if (process.env.OPSDECK_BENCH_BUILD !== '0') {
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: app, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = http.createServer((req, res) => {
  const name = new URL(req.url ?? '/', 'http://x').pathname;
  const file = path.join(dist, name === '/' ? 'bench.html' : path.normalize(name));
  if (!file.startsWith(dist) || !fs.existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && fs.existsSync(p));
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--js-flags=--expose-gc', '--enable-precise-memory-info'],
});

async function measureOnce(contender, n) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error(`[${contender} ${n}] ${error.message}`));
  try {
    await page.goto(`${origin}/bench.html?contender=${contender}&n=${n}`);
    await page.waitForFunction(() => window.bench !== undefined && window.benchStart !== undefined);
    // The summary "arrives" once the page has loaded and gone idle, as a response would some time after mount.
    await page.waitForTimeout(500);
    const firstRowsMs = await page.evaluate(() => {
      window.benchStart();
      return window.bench.firstRows();
    });
    const footprint = await page.evaluate(() => window.bench.footprint());
    // A query that keeps about 1 % of the checks, then back; the timing excludes the search box's 400 ms debounce.
    const keystrokeMs = await page.evaluate(() => window.bench.update('query', 'canary-1'));
    const clearMs = await page.evaluate(() => window.bench.update('query', null));
    const groupByMs = await page.evaluate(() => window.bench.update('groupBy', 'canary_name'));
    await page.evaluate(() => window.bench.update('groupBy', 'no-group'));
    const scroll = await page.evaluate(() => window.bench.scroll(5000));
    return { firstRowsMs, keystrokeMs, clearMs, groupByMs, ...scroll, ...footprint };
  } finally {
    await page.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10 : null;
};

const results = {};
for (const n of sizes) {
  results[n] = {};
  for (const contender of ['opsdeck', 'baseline']) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measureOnce(contender, n));
    results[n][contender] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
    console.error(`bench:health ${n} ${contender}: ${JSON.stringify(results[n][contender])}`);
  }
}
await browser.close();
server.close();

const TARGETS = {
  10000: { firstRowsMs: 150, keystrokeMs: 50, fps: 55, longestTaskMs: 50, heapMiB: 60, domNodes: 3000 },
  50000: { firstRowsMs: 400, keystrokeMs: 100 },
};
const atMost = new Set(['firstRowsMs', 'keystrokeMs', 'longestTaskMs', 'heapMiB', 'domNodes']);
const targets = {};
for (const n of sizes) {
  const ours = results[n].opsdeck;
  targets[n] = Object.fromEntries(
    Object.entries(TARGETS[n] ?? {}).map(([key, target]) => {
      const actual = ours[key];
      const met = actual !== null && (atMost.has(key) ? actual <= target : actual >= target);
      return [key, { target: `${atMost.has(key) ? '<=' : '>='} ${target}`, actual, met }];
    }),
  );
}
console.log(JSON.stringify({ unit: 'ms unless named', runs, chromium: browser.version(), results, targets }, null, 2));

/**
 * `pnpm bench:server`: the server under load, as it is started for real. For each backend (PGlite in a fresh data
 * directory; PostgreSQL in a fresh database when a server answers on 127.0.0.1:5432) it starts `src/server.ts` as its
 * own process with OPSDECK_SEED_CHECKS checks (default 10,000: seeded with 24 h of history at start, the scheduler
 * on), signs in as the demo admin, and runs autocannon (50 connections, 20 s each) against
 *   baseline    GET /api/healthz (a route that does nothing but `SELECT 1`: the floor of this machine, same run),
 *   summary     GET /api/canary/api/summary with a browser's Accept-Encoding (gzip, deflate, br: brotli is chosen),
 *   summaryGzip the same with Accept-Encoding: gzip only,
 *   revalidate  the same as a polling dashboard does it: each connection sends the ETag of its last answer in
 *               If-None-Match, so it gets a 304 until the scheduler changes the data (every 10 s), then one body,
 *   bodyFloor   a bare node:http server in its own process answering the very bytes of the compressed summary
 *               (the real bytes matter: autocannon decodes every body as UTF-8 in its one thread, which is slow for
 *               compressed data): what this machine and autocannon manage for that payload, whatever the server does,
 *   statusPage  GET /api/db/check_statuses?check_id=eq.<id>&time=gt.<iso>&order=time.desc&limit=50&offset=0 with
 *               Prefer: count=exact (the check detail's history tab).
 * Prints one JSON document: seed and start times, per target p50/p99/req/s/errors/non-2xx, and the targets met.
 * Env: OPSDECK_BENCH_SECONDS (per target, default 20), OPSDECK_BENCH_CHECKS (default 10000),
 * OPSDECK_BENCH_SCHEDULER=0 (scheduler off), OPSDECK_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon, { type Client } from 'autocannon';
import pg from 'pg';
import { signIn } from '../test/signIn';
import { DEMO_PASSWORD } from '../src/seed/demoUsers';

const SECONDS = Number(process.env.OPSDECK_BENCH_SECONDS ?? 20);
const CHECKS = Number(process.env.OPSDECK_BENCH_CHECKS ?? 10_000);
const SCHEDULER = process.env.OPSDECK_BENCH_SCHEDULER ?? '1';
const PG_URL = process.env.OPSDECK_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
// A request's own latency is measured with one client; at 50 connections p50 is mostly queueing
// (p50 ~ connections / throughput), which the baseline at the same concurrency shows.
const LATENCY_SECONDS = Math.min(SECONDS, 10);
const TARGETS = { summaryP50Ms: { pglite: 150, postgres: 60 }, statusPageP50Ms: 10, errors: 0 };
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Backend = 'pglite' | 'postgres';
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

interface Started {
  baseUrl: string;
  seedMs: number | null;
  seedAndStartMs: number;
  stop(): Promise<number | null>;
}

/** Spawns the server and waits for it to listen; the time to that point is seed + start, as a user sees it. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=@opsdeck/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', OPSDECK_SEED_CHECKS: String(CHECKS), OPSDECK_SCHEDULER: SCHEDULER, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seedMs: number | null = null;
  let errors = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; ms?: number };
        if (entry.msg === 'demo data seeded') seedMs = entry.ms ?? null;
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(entry.msg ?? '');
        if (listening) resolve(listening[1]!);
      }
      // Keep only what is still needed: request logs under load are drained and dropped.
      if (buffer.length > 1 << 20) buffer = '';
    });
    exited.then((code) => reject(new Error(`server exited with ${code} before listening: ${errors}`)));
  });
  return {
    baseUrl,
    seedMs,
    seedAndStartMs: Math.round(performance.now() - started),
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

interface Figures {
  p50: number;
  p99: number;
  avg: number;
  reqPerSec: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  options: { trackEtag?: boolean; connections?: number; seconds?: number } = {},
): Promise<Figures> {
  const setupClient = options.trackEtag
    ? (client: Client) =>
        client.on('headers', ({ headers: raw }) => {
          const i = raw.findIndex((h, n) => n % 2 === 0 && h.toLowerCase() === 'etag');
          if (i >= 0) client.setHeaders({ ...headers, 'if-none-match': raw[i + 1]! });
        })
    : undefined;
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    headers,
    timeout: 30,
    ...(setupClient ? { setupClient } : {}),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    avg: Math.round(result.latency.average * 10) / 10,
    reqPerSec: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The body as sent, not decoded (fetch would undo the content coding). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    });
  });
}

/** The same load against a bare node:http server (its own process) that answers `body` and nothing else. */
async function bodyFloor(body: Buffer): Promise<Figures> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-floor-')), 'body');
  fs.writeFileSync(file, body);
  const script = `const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const server = require('node:http').createServer((q, r) => { r.writeHead(200, { 'content-length': body.length }); r.end(body); });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
    return await load(`http://127.0.0.1:${port}/`, {});
  } finally {
    child.kill();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function benchBackend(backend: Backend) {
  let cleanup: () => Promise<void>;
  let env: Record<string, string>;
  if (backend === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-bench-'));
    env = { DATABASE_URL: '', OPSDECK_DATA_DIR: dataDir };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `opsdeck_bench_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    cleanup = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  log(`${backend}: starting the server with ${CHECKS} checks`);
  const server = await startServer(env);
  try {
    log(`${backend}: listening after ${server.seedAndStartMs} ms (seed ${server.seedMs} ms)`);
    const { jar, status } = await signIn(server.baseUrl, 'admin@opsdeck.local', DEMO_PASSWORD);
    if (status !== 200) throw new Error(`demo sign-in failed with ${status}`);
    const cookie = jar.header();

    // Warm the cache once and look at the payload.
    const first = await fetch(`${server.baseUrl}/api/canary/api/summary`, { headers: { cookie } });
    const raw = Buffer.from(await first.arrayBuffer());
    const summary = JSON.parse(raw.toString()) as { duration: number; checks_summary: Array<{ id: string }> };
    const etag = first.headers.get('etag') ?? '';
    const checkId = summary.checks_summary[0]!.id;
    const since = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const statusUrl = `${server.baseUrl}/api/db/check_statuses?check_id=eq.${checkId}&time=gt.${since}&order=time.desc&limit=50&offset=0`;
    const probe = await fetch(statusUrl, { headers: { cookie, prefer: 'count=exact' } });
    const statusPageAvailable = probe.ok;

    const targets: Record<string, Figures | { measured: false; reason: string }> = {};
    log(`${backend}: baseline`);
    targets.baseline = await load(`${server.baseUrl}/api/healthz`, {});
    log(`${backend}: summary`);
    targets.summary = await load(`${server.baseUrl}/api/canary/api/summary`, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    log(`${backend}: summary (gzip only)`);
    targets.summaryGzip = await load(`${server.baseUrl}/api/canary/api/summary`, { cookie, 'accept-encoding': 'gzip' });
    log(`${backend}: revalidate`);
    const brotliBody = await rawBody(`${server.baseUrl}/api/canary/api/summary`, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    targets.revalidate = await load(
      `${server.baseUrl}/api/canary/api/summary`,
      { cookie, 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag },
      { trackEtag: true },
    );
    log(`${backend}: body floor (${brotliBody.length} bytes)`);
    targets.bodyFloor = await bodyFloor(brotliBody);
    if (statusPageAvailable) {
      log(`${backend}: status page`);
      targets.statusPage = await load(statusUrl, { cookie, prefer: 'count=exact' });
    } else {
      targets.statusPage = { measured: false, reason: `GET /api/db/check_statuses answered ${probe.status}` };
    }
    const single = { connections: 1, seconds: LATENCY_SECONDS };
    log(`${backend}: one client: baseline, summary, status page`);
    const latency: Record<string, Figures> = {
      baseline: await load(`${server.baseUrl}/api/healthz`, {}, single),
      summary: await load(`${server.baseUrl}/api/canary/api/summary`, { cookie, 'accept-encoding': 'gzip, deflate, br' }, single),
      summaryRevalidate: await load(
        `${server.baseUrl}/api/canary/api/summary`,
        { cookie, 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag },
        { ...single, trackEtag: true },
      ),
      ...(statusPageAvailable ? { statusPage: await load(statusUrl, { cookie, prefer: 'count=exact' }, single) } : {}),
    };
    return {
      seedMs: server.seedMs,
      seedAndStartMs: server.seedAndStartMs,
      summaryPayload: {
        checks: summary.checks_summary.length,
        rawBytes: raw.length,
        gzipBytes: zlib.gzipSync(raw, { level: 6 }).length,
        brotliBytes: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
        buildMs: summary.duration,
      },
      targets,
      oneClient: latency,
    };
  } finally {
    const code = await server.stop();
    if (code !== 0) log(`${backend}: server exited with ${code}`);
    await cleanup();
  }
}

async function main() {
  const backends: Backend[] = ['pglite'];
  if (await postgresAvailable()) backends.push('postgres');
  else log(`no PostgreSQL at ${PG_URL}: PGlite only`);
  const results: Record<string, Awaited<ReturnType<typeof benchBackend>>> = {};
  for (const backend of backends) results[backend] = await benchBackend(backend);

  const met: Record<string, boolean> = {};
  const summaryOverFloor: Record<string, number> = {};
  for (const backend of backends) {
    const r = results[backend]!;
    const summary = r.targets.summary as Figures;
    // What the server adds to moving the same bytes with the same tool (auth, version read, cache lookup).
    summaryOverFloor[backend] = summary.p50 - (r.targets.bodyFloor as Figures).p50;
    const statusPage = r.targets.statusPage as Figures | { measured: false };
    met[`${backend}.seedAndStartUnder90s`] = r.seedAndStartMs < 90_000;
    met[`${backend}.summaryP50At${CONNECTIONS}Connections`] = summary.p50 <= TARGETS.summaryP50Ms[backend];
    met[`${backend}.summaryP50OneClient`] = r.oneClient.summary!.p50 <= TARGETS.summaryP50Ms[backend];
    if (r.oneClient.statusPage) met[`${backend}.statusPageP50OneClient`] = r.oneClient.statusPage.p50 <= TARGETS.statusPageP50Ms;
    // The same target for a polling dashboard between data changes (304 to its ETag).
    met[`${backend}.summaryP50Revalidate`] = (r.targets.revalidate as Figures).p50 <= TARGETS.summaryP50Ms[backend];
    if ('p50' in statusPage) met[`${backend}.statusPageP50At${CONNECTIONS}Connections`] = statusPage.p50 <= TARGETS.statusPageP50Ms;
    met[`${backend}.noErrors`] = [...Object.values(r.targets), ...Object.values(r.oneClient)].every((t) => !('errors' in t) || (t.errors === 0 && t.timeouts === 0));
    met[`${backend}.no non-2xx`] = ['baseline', 'summary', 'summaryGzip', 'statusPage'].every((k) => {
      const t = r.targets[k];
      return !t || !('non2xx' in t) || t.non2xx === 0;
    });
  }
  const report = {
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    config: { checks: CHECKS, secondsPerTarget: SECONDS, connections: CONNECTIONS, scheduler: SCHEDULER !== '0' },
    targets: TARGETS,
    results,
    summaryP50MinusBodyFloorP50Ms: summaryOverFloor,
    met,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});

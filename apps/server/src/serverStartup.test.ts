import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demoUsers';
import { signIn } from '../test/signIn';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** `src/server.ts` as a real process (the way `pnpm dev` runs it) on a PGlite data directory, on a free port. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--conditions=@opsdeck/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        // The banner is printed right after listening.
        setTimeout(() => resolve(match[1]!), 300);
      }
    }, 50);
    exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    child,
    baseUrl,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

async function countRows(dataDir: string, tables: string[]): Promise<Record<string, number>> {
  const db = await openDatabase({ dataDir });
  try {
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n;
    return out;
  } finally {
    await db.close();
  }
}

describe('server start-up (a real process)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-startup-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('seeds an empty database once, prints the demo users, serves them, and shuts down cleanly', async () => {
    const dataDir = tempDir();
    const server = await startServer({ OPSDECK_DATA_DIR: dataDir, OPSDECK_SEED_CHECKS: '20', OPSDECK_SCHEDULER: '1' });
    try {
      const out = server.output();
      expect(out).toContain('demo data seeded');
      expect(out).toContain(`password for all: ${DEMO_PASSWORD}`);
      for (const u of DEMO_USERS) expect(out).toMatch(new RegExp(`${u.email}\\s+${u.role}`));
      expect(out).toContain(`Sign in at ${server.baseUrl}/login`);
      expect(out).toContain('check scheduler started');

      const admin = await signIn(server.baseUrl, 'admin@opsdeck.local', DEMO_PASSWORD);
      expect(admin.status).toBe(200);
      const summary = await admin.jar.fetch(`${server.baseUrl}/api/canary/api/summary`);
      expect(((await summary.json()) as { checks_summary: unknown[] }).checks_summary).toHaveLength(20);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain('shutting down');
    expect(await countRows(dataDir, ['checks', 'people'])).toEqual({ checks: 20, people: 16 });

    // A second start on the same data finds the demo data in and seeds nothing more.
    const again = await startServer({ OPSDECK_DATA_DIR: dataDir, OPSDECK_SEED_CHECKS: '20', OPSDECK_SCHEDULER: '0' });
    expect(await again.stop()).toBe(0);
    expect(again.output()).toContain('the demo data is already in');
    expect(await countRows(dataDir, ['checks', 'people'])).toEqual({ checks: 20, people: 16 });
  }, 180_000);

  it('with OPSDECK_DEMO=0 seeds nothing, creates no demo user and prints no credentials', async () => {
    const dataDir = tempDir();
    const server = await startServer({ OPSDECK_DATA_DIR: dataDir, OPSDECK_DEMO: '0', OPSDECK_SCHEDULER: '0' });
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('demo mode is off');
    expect(server.output()).not.toContain(DEMO_PASSWORD);
    expect(await countRows(dataDir, ['people', 'identities', 'checks', 'properties'])).toEqual({ people: 0, identities: 0, checks: 0, properties: 0 });
  }, 120_000);
});

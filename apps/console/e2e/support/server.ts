import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');
export const CONSOLE_INDEX = path.join(REPO_ROOT, 'apps/console/dist/index.html');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface StartedServer {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
}

/**
 * The built server on a fresh PGlite data directory, demo data seeded small, no scheduler (nothing moves). `env`
 * adds or overrides variables (the embed demo's suite allows its origin with OPSDECK_CORS_ORIGINS).
 */
export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-e2e-data-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OPSDECK_DATA_DIR: dataDir,
      OPSDECK_SEED_CHECKS: '50',
      OPSDECK_SCHEDULER: '0',
      OPSDECK_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      INIT_CWD: REPO_ROOT,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/healthz`);
      // Seeding happens before listen: once it answers, the demo users exist.
      if (res.ok) return { baseUrl, process: child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer within 90 s:\n${output}`);
}

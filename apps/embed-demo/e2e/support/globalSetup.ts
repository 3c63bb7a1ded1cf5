import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, REPO_ROOT, SERVER_ENTRY, startServer } from '../../../console/e2e/support/server';
// @ts-expect-error: a plain .mjs module of the demo's scripts, without type declarations
import { createIntegrationsToken, createReadScopedToken } from '../../scripts/demoToken.mjs';

const APP = path.join(REPO_ROOT, 'apps/embed-demo');

/**
 * Starts the built Opsdeck server (allowing the portal's origin) and the built Acme Portal on another port, with a
 * read-scoped token made the way the README tells a team to, and the Integrations page's token. Tests read
 * OPSDECK_E2E_* for the two origins and the tokens.
 */
export default async function globalSetup() {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(path.join(APP, 'dist/index.html'))) {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('pnpm run build failed');
  }
  const acmePort = await freePort();
  const acmeOrigin = `http://127.0.0.1:${acmePort}`;
  const server = await startServer({ OPSDECK_CORS_ORIGINS: acmeOrigin });
  const token: string = await createReadScopedToken(server.baseUrl);
  const integrationsToken: string = await createIntegrationsToken(server.baseUrl);
  const portal = spawn(process.execPath, [path.join(APP, 'scripts/serve.mjs')], {
    env: { ...process.env, ACME_PORT: String(acmePort), OPSDECK_URL: server.baseUrl, OPSDECK_TOKEN: token, OPSDECK_INTEGRATIONS_TOKEN: integrationsToken, ACME_NAMESPACE: 'payments' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${acmeOrigin}/acme-config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || portal.exitCode !== null) throw new Error('The Acme Portal did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

  process.env.OPSDECK_E2E_BASE_URL = server.baseUrl;
  process.env.OPSDECK_E2E_ACME_URL = acmeOrigin;
  process.env.OPSDECK_E2E_TOKEN = token;
  process.env.OPSDECK_E2E_INTEGRATIONS_TOKEN = integrationsToken;
  return async () => {
    portal.kill('SIGTERM');
    server.process.kill('SIGTERM');
    await new Promise((resolve) => server.process.once('exit', resolve));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}

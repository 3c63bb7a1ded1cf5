import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { buildApp, loadConfig, migrate, openDatabase } from '@opsdeck/server';

/** Who the reference server knows: name -> Bearer token (people with a role and an unscoped API token). */
export interface ReferenceServer {
  baseUrl: string;
  tokens: { admin: string; viewer: string; responderDeniedHealth: string };
  names: { admin: string; viewer: string; responderDeniedHealth: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    referenceServer: ReferenceServer;
  }
}

/**
 * The real @opsdeck/server on an in-memory PGlite, listening on a free port, shared (read-only) by every sdk test
 * file: the provider's hooks are exercised against the payloads the product really serves, over real HTTP.
 */
export default async function setup(project: TestProject) {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db.pool);
  const config = loadConfig({ OPSDECK_DEMO: '0', OPSDECK_SCHEDULER: '0', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the reference server is not listening on a port');

  async function person(name: string, role: string, grants: { object: string; action: string; deny: boolean }[] = []) {
    const { rows } = await db.pool.query<{ id: string }>('INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id', [
      name,
      `${name.toLowerCase().replace(/\W+/g, '.')}@sdk.test`,
    ]);
    const id = rows[0]!.id;
    await db.pool.query("INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)", [id, role]);
    for (const g of grants) {
      await db.pool.query(
        "INSERT INTO permissions (subject_type, subject, object, action, deny) VALUES ('person', $1, $2, $3, $4)",
        [id, g.object, g.action, g.deny],
      );
    }
    const token = `odt_${crypto.randomBytes(24).toString('base64url')}`;
    // The server stores API tokens as their SHA-256 (hex).
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    await db.pool.query('INSERT INTO access_tokens (name, person_id, value_hash) VALUES ($1, $2, $3)', ['sdk', id, hash]);
    return token;
  }

  const names = { admin: 'Ada Admin', viewer: 'Vic Viewer', responderDeniedHealth: 'Rita Responder' };
  const tokens = {
    admin: await person(names.admin, 'admin'),
    viewer: await person(names.viewer, 'viewer'),
    responderDeniedHealth: await person(names.responderDeniedHealth, 'responder', [
      { object: 'canaries', action: 'read', deny: true },
    ]),
  };
  // Feature flags as an operator sets them: incidents off; the catalog off, which also hides its scraper settings.
  await db.pool.query("INSERT INTO properties (name, value) VALUES ('incidents.disable', 'true'), ('config.disable', 'true')");

  project.provide('referenceServer', { baseUrl: `http://127.0.0.1:${address.port}`, tokens, names });
  return async () => {
    await app.close();
    await db.close();
  };
}

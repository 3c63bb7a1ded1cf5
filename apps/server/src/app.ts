import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { authPlugin } from './auth/authPlugin';
import { csrfPlugin } from './auth/csrf';
import { identityRoutes } from './auth/identityRoutes';
import { authRoutes } from './auth/authRoutes';
import { systemRoutes } from './system/systemRoutes';
import { dbRestPlugin } from './db-rest/dbRestPlugin';
import { healthPlugin } from './health/healthPlugin';
import { propertiesRoutes } from './properties/propertiesRoutes';
import { publicationRoutes } from './public-health/publicationRoutes';
import { publicHealthPlugin } from './public-health/publicHealthPlugin';
import { playbookRoutes } from './playbooks/playbookRoutes';
import { consolePlugin, defaultConsoleDir } from './console/consolePlugin';
import { incidentLinkPlugin } from './incidents/incidentLinkPlugin';
import { permissionsPlugin } from './permissions/permissionsPlugin';
import { resourceRowPolicy } from './permissions/resourceRowPolicy';
import { connectionsPlugin } from './connections/connectionsPlugin';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The whole API as a Fastify instance, without listening: tests inject requests or listen on a free port. */
export async function buildApp({ config, db, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Unknown properties are a 400, not silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { db });
  await app.register(cookie);
  await app.register(securityPlugin, { config });
  await app.register(authPlugin);
  await app.register(csrfPlugin);

  await app.register(systemRoutes, { prefix: '/api' });
  // Before /api/db: its hook explains a bad permission row before the generic engine runs.
  await app.register(permissionsPlugin);
  // Before /api/db: its hook encrypts connection secrets on their way into /api/db/connections.
  await app.register(connectionsPlugin, { dataDir: config.dataDir });
  // Lists leave out the rows a permission on single resources hides from the caller.
  await app.register(dbRestPlugin, { prefix: '/api/db', rowPolicy: resourceRowPolicy(db.pool) });
  await app.register(identityRoutes, { prefix: '/api/.ory', config });
  await app.register(identityRoutes, { prefix: '/api/kratos', config });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(healthPlugin, { prefix: '/api/canary' });
  await app.register(propertiesRoutes, { prefix: '/api', local: config.localProperties });
  await app.register(publicationRoutes, { prefix: '/api/health/publications' });
  // The only routes that answer without authentication besides liveness and the identity flows: published data only.
  await app.register(publicHealthPlugin, { prefix: '/api/public/health' });
  await app.register(playbookRoutes, { prefix: '/api/playbook' });
  await app.register(incidentLinkPlugin, { prefix: '/api/incident' });
  // The built console at / (apps/console/dist unless OPSDECK_CONSOLE_DIR names another build); the API alone without.
  const consoleDir = config.consoleDir ?? defaultConsoleDir();
  if (consoleDir) await app.register(consolePlugin, { dir: consoleDir });
  return app;
}

export type { ServerConfig } from './config';
export { loadConfig } from './config';
export { openDatabase } from './db/database';
export { migrate } from './db/migrate';

import type { FastifyPluginAsync } from 'fastify';
import { badgeRoutes } from './badgeRoutes';
import { PUBLIC_CORS } from './publicRouteOptions';
import { publicSummaryRoutes } from './publicSummaryRoutes';

/**
 * The anonymous, read-only health endpoints, registered under /api/public/health: GET /summary and the badges. None
 * of them asks who is calling; that is what makes them public, so nothing else may be registered here. Answers may be
 * embedded by any site: `Cross-Origin-Resource-Policy: cross-origin` (helmet's same-origin default would make browsers
 * drop a badge <img> on another site) and CORS for any origin (publicRouteOptions).
 */
export const publicHealthPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  // Preflights for the public paths answer any origin; the global OPTIONS route keeps the allow-list for the rest.
  for (const url of ['/summary', '/badge/check/:id.svg', '/badge/canary/:id.svg']) {
    app.options(url, { config: { cors: PUBLIC_CORS } }, async (_request, reply) => reply.status(204).send());
  }
  await app.register(publicSummaryRoutes);
  await app.register(badgeRoutes);
};

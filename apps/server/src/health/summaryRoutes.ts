import type { FastifyPluginAsync } from 'fastify';
import { parseSummaryOptions } from './summaryOptions';
import { summaryResponder } from './summaryResponder';

export { RUNNER_NAME } from './summaryResponder';

/**
 * GET|POST /api/summary (under /api/canary): `{duration, runnerName, checks_summary}`. The dashboard polls it, so the
 * answer comes from a cache of serialized bodies keyed by options and data version, with the version as ETag
 * (summaryResponder). Private: what a caller sees depends on who they are.
 */
export const summaryRoutes: FastifyPluginAsync = async (app) => {
  const answer = summaryResponder(app, { name: 'console', cacheControl: 'private, no-cache', envelope: 'contract' });

  app.get('/api/summary', async (request, reply) => {
    await request.authorize('canaries', 'read');
    return answer(request, reply, parseSummaryOptions(request.query, true));
  });

  app.post('/api/summary', async (request, reply) => {
    await request.authorize('canaries', 'read');
    return answer(request, reply, parseSummaryOptions(request.body, false));
  });
};

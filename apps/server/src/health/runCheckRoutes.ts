import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../httpError';
import { runCheckNow } from '../scheduler/checkRuns';
import { assertCanRunCheck } from './runCheckPermission';
import { isUuid } from '../requestValues';

/**
 * POST /run/check/:id (under /api/canary): runs the check now and answers canary-checker's CheckResult for it (name,
 * namespace, labels, start, pass, duration, message, error; empty ones left out), not the console's declared
 * {total, failed, success, errors}, which no server sends. 404 JSON for an unknown check, as the original.
 */
export const runCheckRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>('/run/check/:id', async (request) => {
    const { id } = request.params;
    await assertCanRunCheck(app.db.pool, request, id);
    if (!isUuid(id)) throw badRequest(`check id must be a uuid, got '${id}'`);
    const run = await runCheckNow(app.db.pool, id.toLowerCase(), new Date());
    if (!run) throw notFound(`check (${id}) was not found`);
    return {
      name: run.name,
      ...(run.namespace ? { namespace: run.namespace } : {}),
      ...(run.description ? { description: run.description } : {}),
      ...(Object.keys(run.labels).length ? { labels: run.labels } : {}),
      start: new Date(run.time).toISOString(),
      pass: run.status,
      duration: run.duration,
      ...(run.message ? { message: run.message } : {}),
      ...(run.error ? { error: run.error } : {}),
    };
  });
};

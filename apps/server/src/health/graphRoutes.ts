import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../httpError';
import { parseGraphParams } from './graphParams';
import { checkExists, graphBuckets, graphTotals } from './healthRepository';
import { RUNNER_NAME } from './summaryRoutes';

/**
 * GET /api/graph (under /api/canary): one check's statuses in time buckets, with uptime and latency over the range,
 * in Mission Control's DetailResponse shape. Two quirks of the original are fixed: every bucket carries `status`
 * (false is sent, where Go's omitempty dropped it), and an empty range answers `status: []`, not null.
 */
export const graphRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/graph', async (request) => {
    await request.authorize('canaries', 'read');
    const started = performance.now();
    const params = parseGraphParams(request.query as Record<string, unknown>, new Date());
    const db = app.db.pool;
    if (!(await checkExists(db, params.check))) throw notFound(`check (${params.check}) was not found`);
    const [buckets, totals] = await Promise.all([
      graphBuckets(db, params.check, params.start, params.end, params.windowSeconds),
      graphTotals(db, params.check, params.start, params.end),
    ]);
    const status = buckets.map((b) => ({
      time: new Date(b.epoch * 1000).toISOString(),
      status: b.status,
      duration: b.duration,
      passed: b.passed,
      failed: b.failed,
      count: b.count,
      ...(params.includeMessages && b.message ? { message: b.message } : {}),
      ...(params.includeMessages && b.error ? { error: b.error } : {}),
    }));
    const latency: Record<string, number> = {};
    for (const key of ['p99', 'p97', 'p95'] as const) if (totals[key]) latency[key] = totals[key];
    latency.rolling1h = totals.rolling1h === null ? 0 : Math.round(totals.rolling1h * 10) / 10;
    return {
      duration: Math.max(1, Math.round(performance.now() - started)),
      runnerName: RUNNER_NAME,
      status,
      latency,
      uptime: { passed: totals.passed, failed: totals.failed },
    };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { SummaryField } from '../health/healthRepository';
import { parseSummaryOptions } from '../health/summaryOptions';
import { summaryResponder } from '../health/summaryResponder';
import { badRequest } from '../httpError';
import { PUBLIC_ROUTE } from './publicRouteOptions';

/**
 * What an anonymous viewer may see of a check: what a read-only dashboard draws, nothing it could act on or learn the
 * inside from (no spec, endpoint, agent, owner, severity, canary id or timestamps of the row itself).
 */
export const PUBLIC_SUMMARY_FIELDS: readonly SummaryField[] = [
  'id',
  'name',
  'canary_name',
  'namespace',
  'type',
  'icon',
  'status',
  'labels',
  'uptime',
  'latency',
  'last_runtime',
  'last_transition_time',
  'description',
];

/**
 * GET /summary (under /api/public/health), no authentication: `{checks_summary}` of the published checks only, built by
 * the console summary's query and cache (summaryResponder), so it costs the same and changes with the same data
 * version, which publishing moves too. Caches and CDNs may keep it for 15 s; the ETag revalidates it cheaply.
 * Takes labels, sortBy and checkId like the console's; deleteFrom is refused, since deleted checks are never public.
 */
export const publicSummaryRoutes: FastifyPluginAsync = async (app) => {
  const answer = summaryResponder(app, {
    name: 'public',
    cacheControl: 'public, max-age=15',
    view: { fields: PUBLIC_SUMMARY_FIELDS, publishedOnly: true },
    envelope: 'items-only',
  });

  app.get('/summary', PUBLIC_ROUTE, async (request, reply) => {
    const options = parseSummaryOptions(request.query, true);
    if (options.deleteFrom) throw badRequest('deleteFrom is not available on the public summary: deleted checks are never public');
    return answer(request, reply, options);
  });
};

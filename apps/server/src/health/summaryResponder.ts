import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkSummaryJson, type SummaryView } from './healthRepository';
import { foldHealthDataChanges, HealthVersionReader } from './healthDataVersion';
import { etagMatches, preferredCoding, SummaryCache } from './summaryCache';
import { summaryOptionsKey, type SummaryOptions } from './summaryOptions';

/** Mission Control answers runnerName "local" for its own canary runner; ours runs in-process too. */
export const RUNNER_NAME = 'local';

export interface SummaryResponderOptions {
  /** Names this summary in its ETags: two summaries of the same data never share one. */
  name: string;
  cacheControl: string;
  view?: SummaryView;
  /** The console's summary carries `duration` and `runnerName` around the items, as Mission Control's does. */
  envelope: 'contract' | 'items-only';
}

export type SummaryResponder = (request: FastifyRequest, reply: FastifyReply, options: SummaryOptions) => Promise<FastifyReply>;

/**
 * Answers a check summary from a cache of serialized bodies (and their gzip or brotli), per options and data version;
 * the version is one cheap read, which makes the cache right with any number of server processes, and doubles as the
 * ETag (304 on If-None-Match). Each caller (the console's summary, the public one) gets its own cache.
 */
export function summaryResponder(app: FastifyInstance, settings: SummaryResponderOptions): SummaryResponder {
  const cache = new SummaryCache();
  const versions = new HealthVersionReader(app.db.pool);
  // The scheduler's leader folds the change rows every minute; with the scheduler off, reads fold them now and then.
  let folding: Promise<void> | undefined;
  const foldIfLong = (changeRows: number) => {
    if (changeRows < 256 || folding) return;
    folding = foldHealthDataChanges(app.db.pool)
      .catch((err: unknown) => app.log.warn({ err }, 'folding health data changes failed'))
      .finally(() => (folding = undefined));
  };

  return async (request, reply, options) => {
    const key = `${settings.name}:${summaryOptionsKey(options)}`;
    const { epoch, version, changeRows } = await versions.read();
    foldIfLong(changeRows);
    reply.header('cache-control', settings.cacheControl);
    reply.header('vary', 'Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], SummaryCache.etag(epoch, version, key))) {
      reply.header('etag', SummaryCache.etag(epoch, version, key));
      return reply.status(304).send();
    }
    const cached = await cache.get(key, epoch, version, async () => {
      const started = performance.now();
      const items = await checkSummaryJson(app.db.pool, options, settings.view);
      if (settings.envelope === 'items-only') return Buffer.from(`{"checks_summary":${items}}`);
      const duration = Math.max(1, Math.round(performance.now() - started));
      // Assembled as text: the items are already JSON, parsing and re-serializing megabytes would be waste.
      return Buffer.from(`{"duration":${duration},"runnerName":"${RUNNER_NAME}","checks_summary":${items}}`);
    });
    reply.header('etag', cached.etag);
    reply.type('application/json; charset=utf-8');
    const coding = preferredCoding(request.headers['accept-encoding']);
    if (coding) {
      reply.header('content-encoding', coding);
      return reply.send(await cached.encoded(coding));
    }
    return reply.send(cached.body);
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { loadCatalog } from './catalog';
import { dbRestRoutes } from './dbRestRoutes';
import type { RowPolicyProvider } from './rowPolicy';

/** Rows one read answers at most unless configured otherwise (a page of check history is 50). */
export const DEFAULT_MAX_ROWS = 10_000;

export interface DbRestPluginOptions {
  maxRows?: number;
  /** Narrows the rows of each request (app.ts passes the permissions on single resources). */
  rowPolicy?: RowPolicyProvider;
}

/**
 * /api/db: the PostgREST-compatible endpoint over the whitelisted tables and views. The catalog is read once here,
 * after migrations ran; requests never query it.
 */
export const dbRestPlugin: FastifyPluginAsync<DbRestPluginOptions> = async (app, options) => {
  const catalog = await loadCatalog(app.db.pool);
  if (catalog.problems.length) {
    app.log.warn({ problems: catalog.problems }, 'db-rest: declared relationships that do not match the schema were left out');
  }
  await app.register(dbRestRoutes, {
    catalog,
    maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
    ...(options.rowPolicy ? { rowPolicy: options.rowPolicy } : {}),
  });
};

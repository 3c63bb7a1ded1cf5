import type { FastifyPluginAsync } from 'fastify';

export interface PropertiesOptions {
  /** Properties set by the operator (OPSDECK_PROPERTIES): they win over rows of the same name. */
  local: Record<string, string>;
}

export interface PropertyItem {
  name: string;
  value: string;
  source: 'db' | 'local';
}

/**
 * GET /api/properties: the feature flags and settings the console loads at start, as Mission Control answers them
 * (`[{name, value, source}]`, local ones first and shadowing database rows of the same name). Any signed-in user may
 * read them, whatever their role or token scope: the console needs the flags to draw itself. Anonymous callers get 401.
 */
export const propertiesRoutes: FastifyPluginAsync<PropertiesOptions> = async (app, { local }) => {
  app.get('/properties', async (request, reply) => {
    await request.requirePrincipal();
    const { rows } = await app.db.pool.query<{ name: string; value: string }>(
      'SELECT name, value FROM properties WHERE deleted_at IS NULL ORDER BY name',
    );
    const items: PropertyItem[] = Object.entries(local)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => ({ name, value, source: 'local' }));
    for (const row of rows) if (!(row.name in local)) items.push({ name: row.name, value: row.value, source: 'db' });
    reply.header('cache-control', 'private, no-cache');
    return items;
  });
};


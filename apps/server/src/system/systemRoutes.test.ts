import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { migrate } from '../db/migrate';

describe('system routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
  });
  afterAll(() => ctx.close());

  it('answers /api/healthz over real HTTP with the database kind', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string };
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an unknown route with a 404 JSON naming it', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/no-such-thing?x=1`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'no route for GET /api/no-such-thing' });
  });

  it('runs migrations a second time as a no-op', async () => {
    expect(await migrate(ctx.db.pool)).toEqual([]);
    const { rows } = await ctx.db.pool.query('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

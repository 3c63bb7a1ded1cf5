import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema } from '@opsdeck/api';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers';
import { sha256 } from '../auth/secrets';
import { loadConfig } from '../config';

describe('GET /api/properties', () => {
  let ctx: TestContext;
  let nobody: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { OPSDECK_PROPERTIES: 'logs.disable=true, incidents.disable=false' } });
    nobody = await createUser(ctx.db, null);
    await ctx.db.pool.query(
      `INSERT INTO properties (name, value, deleted_at) VALUES
         ('playbooks.disable', 'true', NULL), ('logs.disable', 'false', NULL), ('views.disable', 'true', now())`,
    );
  });
  afterAll(() => ctx?.close());

  const get = (authorization?: string) =>
    ctx.app.inject({ url: '/api/properties', headers: authorization ? { authorization } : {} });

  it('lists local properties first, shadowing database rows of the same name, and hides deleted rows', async () => {
    const res = await get(nobody.authorization);
    expect(res.statusCode).toBe(200);
    // The console reads the list with the shared schema of @opsdeck/api.
    expect(res.json<unknown[]>().map((p) => PropertySchema.parse(p).name)).toHaveLength(3);
    expect(res.json()).toEqual([
      { name: 'incidents.disable', value: 'false', source: 'local' },
      { name: 'logs.disable', value: 'true', source: 'local' },
      { name: 'playbooks.disable', value: 'true', source: 'db' },
    ]);
  });

  it('is readable by every signed-in user, with no role and with a token scoped to something else; not anonymously', async () => {
    expect((await get(nobody.authorization)).statusCode).toBe(200);
    for (const role of ['guest', 'viewer', 'admin'] as const) {
      expect((await get((await createUser(ctx.db, role)).authorization)).statusCode).toBe(200);
    }
    const token = `odt_${crypto.randomBytes(18).toString('base64url')}`;
    await ctx.db.pool.query('INSERT INTO access_tokens (name, person_id, value_hash, scopes) VALUES ($1, $2, $3, $4)', [
      'playbooks only',
      nobody.id,
      sha256(token),
      JSON.stringify([{ object: 'playbooks', action: 'read' }]),
    ]);
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: expect.any(String) });
    expect((await get('Bearer not-a-token')).statusCode).toBe(401);
  });

  it('rejects a malformed OPSDECK_PROPERTIES at start with a message naming it', () => {
    expect(() => loadConfig({ OPSDECK_PROPERTIES: 'logs.disable' })).toThrow(/OPSDECK_PROPERTIES: 'logs.disable' is not name=value/);
    expect(loadConfig({}).localProperties).toEqual({});
  });
});

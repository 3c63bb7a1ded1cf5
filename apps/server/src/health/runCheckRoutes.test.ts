import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunCheckResultSchema, type Role } from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { sha256 } from '../auth/secrets';
import { seedDemo } from '../seed/seedDemo';

// canary-checker's CheckResult keys this server fills (all omitempty there).
const RESULT_KEYS = ['name', 'namespace', 'description', 'labels', 'start', 'pass', 'duration', 'message', 'error'];

describe('POST /api/canary/run/check/:id', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  let checkId: string;
  const run = (id: string, authorization?: string) =>
    fetch(`${ctx.baseUrl}/api/canary/run/check/${id}`, { method: 'POST', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    await seedDemo(ctx.db.pool, { checks: 20 });
    users = await createUsers(ctx.db);
    const { rows } = await ctx.db.pool.query<{ id: string }>("SELECT id FROM checks WHERE name = 'payments-api/healthz'");
    checkId = rows[0]!.id;
  });
  afterAll(() => ctx?.close());

  it('runs the check now and answers a CheckResult, recording the run', async () => {
    const before = Date.now();
    const res = await run(checkId, users.admin.authorization);
    expect(res.status).toBe(200);
    const result = (await res.json()) as Record<string, unknown>;
    expect(RunCheckResultSchema.parse(result).name).toBe('payments-api/healthz');
    expect(Object.keys(result).every((k) => RESULT_KEYS.includes(k))).toBe(true);
    // Not the console's declared {total, failed, success, errors}: no server sends that.
    expect(result).not.toHaveProperty('total');
    expect(result).toMatchObject({ name: 'payments-api/healthz', namespace: 'payments', pass: expect.any(Boolean), duration: expect.any(Number) });
    expect((result.labels as Record<string, string>).env).toBeDefined();
    expect(Date.parse(result.start as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(result.pass ? result.message : result.error).toEqual(expect.any(String));

    const { rows } = await ctx.db.pool.query(
      `SELECT s.status, s.duration, c.status AS check_status, c.last_runtime, ss.refreshed_at
         FROM check_statuses s JOIN checks c ON c.id = s.check_id JOIN check_status_summary ss ON ss.check_id = c.id
        WHERE s.check_id = $1 AND s.time = $2`,
      [checkId, result.start],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: result.pass, duration: result.duration, check_status: result.pass ? 'healthy' : 'unhealthy' });
    expect(new Date(rows[0].last_runtime).toISOString()).toBe(result.start);
    // The dashboard sees the run at once: its summary row was refreshed by the run.
    expect(new Date(rows[0].refreshed_at).toISOString()).toBe(result.start);
  });

  it('lets admins, editors, commanders and responders run checks; viewers and guests get 403 naming the rule', async () => {
    for (const role of ['admin', 'editor', 'commander', 'responder'] as const) {
      expect({ role, status: (await run(checkId, users[role].authorization)).status }).toEqual({ role, status: 200 });
    }
    for (const role of ['viewer', 'guest'] as const) {
      const res = await run(checkId, users[role].authorization);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: `${users[role].email} may not run checks: that needs write on canaries or on incident`,
        subject: users[role].email,
        object: 'canaries',
        action: 'run',
      });
    }
    expect((await run(checkId)).status).toBe(401);
  });

  it('follows permission rows and token scopes, not role names', async () => {
    // A deny on incident writes takes Run Now away from a commander...
    await ctx.db.pool.query(
      "INSERT INTO permissions (subject_type, subject, person_id, object, action, deny) VALUES ('person', $1, $2, 'incident', 'write', true)",
      [users.commander.id, users.commander.id],
    );
    expect((await run(checkId, users.commander.authorization)).status).toBe(403);
    // ...a grant gives it to a viewer...
    await ctx.db.pool.query(
      "INSERT INTO permissions (subject_type, subject, person_id, object, action) VALUES ('person', $1, $2, 'canaries', 'update')",
      [users.viewer.id, users.viewer.id],
    );
    expect((await run(checkId, users.viewer.authorization)).status).toBe(200);
    // ...and an admin's token scoped to reading canaries may not.
    const token = `odt_${crypto.randomBytes(18).toString('base64url')}`;
    await ctx.db.pool.query('INSERT INTO access_tokens (name, person_id, value_hash, scopes) VALUES ($1, $2, $3, $4)', [
      'read-only',
      users.admin.id,
      sha256(token),
      JSON.stringify([{ object: 'canaries', action: 'read' }]),
    ]);
    expect((await run(checkId, `Bearer ${token}`)).status).toBe(403);
  });

  it('changes the summary it runs for: a new ETag after the run', async () => {
    const summary = () => fetch(`${ctx.baseUrl}/api/canary/api/summary`, { headers: { authorization: users.viewer.authorization } });
    const etag = (await summary()).headers.get('etag');
    expect((await run(checkId, users.editor.authorization)).status).toBe(200);
    expect((await summary()).headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 JSON for an unknown or deleted check and 400 for an id that is not a uuid', async () => {
    const unknown = crypto.randomUUID();
    const res = await run(unknown, users.admin.authorization);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: `check (${unknown}) was not found` });
    const { rows } = await ctx.db.pool.query<{ id: string }>("UPDATE checks SET deleted_at = now() WHERE name = 'cart/healthz' RETURNING id");
    expect((await run(rows[0]!.id, users.admin.authorization)).status).toBe(404);
    const bad = await run('not-a-uuid', users.admin.authorization);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("check id must be a uuid, got 'not-a-uuid'");
  });
});

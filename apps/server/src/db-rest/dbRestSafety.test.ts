import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Role } from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { authPlugin } from '../auth/authPlugin';
import { dbPlugin } from '../plugins/db';
import { errorsPlugin } from '../plugins/errors';
import { dbRestPlugin } from './dbRestPlugin';
import { EXPOSED, NEVER_EXPOSED } from './exposure';
import { seedDbRestFixture, type DbRestFixture } from './dbRestFixtures';

/** Injection, malformed input, transactions and RBAC through /api/db. */

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, asserted field by field
  body: any;
  headers: Headers;
}

describe('/api/db refuses or neutralises hostile and malformed input', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  let fx: DbRestFixture;

  async function call(method: string, path: string, user: TestUser | null = users.admin, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${ctx.baseUrl}/api/db/${path}`, {
      method,
      headers: {
        ...(user ? { Authorization: user.authorization } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  }

  async function counts() {
    const { rows } = await ctx.db.pool.query(
      `SELECT (SELECT count(*) FROM checks) AS checks, (SELECT count(*) FROM incidents) AS incidents,
              (SELECT count(*) FROM connections) AS connections, (SELECT count(*) FROM people) AS people`,
    );
    return rows[0] as Record<string, number>;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    users = await createUsers(ctx.db);
    fx = await seedDbRestFixture(ctx.db, users.admin);
  });
  afterAll(() => ctx.close());

  it('treats SQL in filter values as plain data', async () => {
    const before = await counts();
    for (const path of [
      `checks?name=eq.${encodeURIComponent("'; DROP TABLE checks; --")}`,
      `checks?name=in.(${encodeURIComponent(`"a'); DELETE FROM checks; --",b`)})`,
      `checks?or=(name.eq.${encodeURIComponent('"x\') OR 1=1 --"')},name.ilike.*drop*)`,
      `checks?labels->>${encodeURIComponent("app') = 'web' OR ('1'='1")}=eq.web`,
      `checks?labels=cs.${encodeURIComponent('{"app":"x\'); DROP TABLE checks; --"}')}`,
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual([]);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers values of the wrong type with a 400, not a stack trace', async () => {
    for (const path of [`checks?id=eq.${encodeURIComponent("1' OR '1'='1")}`, 'check_statuses?time=gt.yesterday-ish', 'checks?id=in.(1,2)', 'incidents?created_at=eq.%00']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(400);
      expect(typeof res.body.error).toBe('string');
      expect(JSON.stringify(res.body)).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
    }
  });

  it.each([
    ['checks?name;drop table checks=eq.1', 'not a valid column name'],
    ['checks?nope=eq.1', "column 'nope' does not exist on 'checks'"],
    ['checks?name=foo.1', "unknown operator 'foo'"],
    ['checks?or=(name.eq.1,status.eq.2', 'balanced parentheses'],
    ['checks?or=(name.eq.1,bogus.eq.2)', "column 'bogus' does not exist"],
    ['checks?order=name;drop table checks', 'is not a valid column name'],
    ['checks?order=(select 1)', 'embedded resource'],
    ['checks?order=nope.desc', "column 'nope' does not exist"],
    ['checks?order=name.sideways', "'sideways' is not asc, desc"],
    ['checks?limit=-1', 'limit must be a non-negative whole number'],
    ['checks?offset=x', 'offset must be a non-negative whole number'],
    ['checks?select=id,(select password from connections)', 'not a valid'],
    ['checks?select=id::text);drop table checks;--', 'unbalanced parentheses'],
    ['checks?select=id::text;drop table checks;--', "cast to 'text;drop table checks;--'"],
    ['checks?select=*,identities(*)', "'checks' has no relationship named 'identities'"],
    ['checks?select=*,pg_user(*)', "no relationship named 'pg_user'"],
    ['people?select=*,access_tokens(*)', "no relationship named 'access_tokens'"],
    ['checks?select=*,canaries!nope_fkey(*)', "matches the hint 'nope_fkey'"],
    ['components?select=*,components(*)', 'is ambiguous'],
    ['checks?select=name&status=is.maybe', "'is' takes one of"],
    ['checks?name=is.true', 'applies to boolean columns only'],
    ['checks?name=cs.{a}', 'applies to jsonb and array columns only'],
    ['checks?labels=cs.{a,b}', 'needs a JSON value'],
    ['checks?name->>x=eq.1', 'is not a JSON column'],
    ['checks?hypotheses.type=eq.root', 'not an embedded resource of this select'],
    ['connections?password=eq.s3cret', 'is secret and cannot be used in a filter'],
    ['connections?or=(username.like.db*,id.is.null)', 'is secret'],
    ['connections?order=certificate', 'is secret and cannot be used in order'],
  ])('GET %s is a 400 naming the problem', async (path, message) => {
    const res = await call('GET', path.replaceAll(' ', '%20'));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('answers unknown and never-exposed tables with a 404 naming them', async () => {
    const res = await call('GET', 'nope');
    expect(res).toMatchObject({ status: 404, body: { error: "table 'nope' is not exposed" } });
    for (const table of NEVER_EXPOSED) {
      expect(EXPOSED[table]).toBeUndefined();
      expect((await call('GET', table)).status, table).toBe(404);
      expect((await call('POST', table, users.admin, {})).status, table).toBe(404);
    }
    expect((await call('GET', 'rpc/pg_sleep?seconds=1')).status).toBe(404);
    expect((await call('GET', 'rpc/constructor')).status).toBe(404);
  });

  it('refuses bad bodies: invalid JSON, unknown columns, wrong shapes and types, oversized', async () => {
    const before = await counts();
    const cases: [unknown, number, string][] = [
      ['{"title": "x",', 400, 'JSON'],
      [{ title: 'x', bogus: 1 }, 400, "column 'bogus' does not exist on 'incidents'"],
      [{ 'title"; DROP TABLE incidents; --': 'x' }, 400, 'does not exist on'],
      // Fastify's parser refuses prototype poisoning outright.
      ['{"__proto__": {"admin": true}, "title": "x"}', 400, 'not valid JSON'],
      [[{ title: 'x' }, 'not an object'], 400, 'item 1 is not'],
      [{ title: { nested: true } }, 400, "column 'title' of 'incidents' takes a text, not an object"],
      [{ title: 'x', commander_id: 'not-a-uuid' }, 400, 'invalid input syntax'],
      [{ title: 'x', severity: 'apocalyptic' }, 400, 'check constraint'],
      [{ severity: 'low' }, 400, 'missing required value'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', 'incidents', users.responder, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
    const huge = await call('POST', 'incidents', users.responder, { title: 'x'.repeat(1100 * 1024) });
    expect(huge.status).toBe(413);
    expect(typeof huge.body.error).toBe('string');
    expect(await counts()).toEqual(before);
  });

  it('stores SQL in values literally', async () => {
    const title = "'); DROP TABLE incidents; --";
    const res = await call('POST', 'incidents', users.responder, { title }, { Prefer: 'return=representation' });
    expect(res.status).toBe(201);
    expect(res.body[0].title).toBe(title);
    const { rows } = await ctx.db.pool.query('SELECT count(*)::int AS n FROM incidents WHERE title = $1', [title]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses an unfiltered PATCH or DELETE and changes nothing', async () => {
    const before = await counts();
    const patch = await call('PATCH', 'incidents', users.responder, { status: 'closed' });
    expect(patch.status).toBe(400);
    expect(patch.body.error).toContain('PATCH needs at least one filter');
    const del = await call('DELETE', 'incidents', users.responder);
    expect(del.status).toBe(400);
    expect(del.body.error).toContain('DELETE needs at least one filter');
    expect((await call('DELETE', 'incidents?limit=1', users.responder)).status).toBe(400);
    expect((await call('PATCH', 'incidents?id=eq.x', users.responder, [{ status: 'closed' }])).body.error).toContain('one JSON object');
    expect(await counts()).toEqual(before);
    const { rows } = await ctx.db.pool.query("SELECT count(*)::int AS n FROM incidents WHERE status = 'closed'");
    expect(rows[0].n).toBe(0);
  });

  it('writes nothing when one row of a multi-row POST is bad, even across statements', async () => {
    const before = await counts();
    const small = await call('POST', 'incidents', users.responder, [{ title: 'ok 1' }, { title: 'ok 2' }, { title: 'bad', severity: 'nope' }]);
    expect(small.status).toBe(400);
    // 12,001 rows are split into two INSERT statements (parameter limit); the bad row is in the second.
    const rows = Array.from({ length: 12_001 }, (_, i) => ({ title: `bulk ${i}`, severity: i === 12_000 ? 'nope' : 'low' }));
    const big = await call('POST', 'incidents', users.responder, rows);
    expect(big.status).toBe(400);
    expect(await counts()).toEqual(before);
    const good = await call('POST', 'incidents', users.responder, rows.slice(0, 12_000), { Prefer: 'count=exact' });
    expect(good.status).toBe(201);
    expect(good.headers.get('content-range')).toBe('*/12000');
    expect((await counts()).incidents).toBe(before.incidents! + 12_000);
    await ctx.db.pool.query("DELETE FROM incidents WHERE title LIKE 'bulk %'");
  });

  it('rolls back a write whose single-object answer would not be exactly one row', async () => {
    const before = await counts();
    const res = await call('POST', 'incidents', users.responder, [{ title: 'a' }, { title: 'b' }], {
      Prefer: 'return=representation',
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(res.status).toBe(406);
    expect(await counts()).toEqual(before);
  });

  it('refuses writes to views', async () => {
    const res = await call('POST', 'check_summary', users.admin, { name: 'x' });
    expect(res).toMatchObject({ status: 405, body: { error: "'check_summary' is read-only through /api/db" } });
  });

  it('applies the role table: viewer reads, responder writes incidents, only admin writes connections', async () => {
    expect((await call('GET', 'checks', users.viewer)).status).toBe(200);
    expect((await call('GET', 'checks', users.guest)).status).toBe(200);
    const anonymous = await call('GET', 'checks', null);
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.body.error).toBe('string');

    const denied = await call('POST', 'incidents', users.viewer, { title: 'viewer incident' });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ subject: users.viewer.email, object: 'incident', action: 'write' });
    expect(denied.body.error).toContain(users.viewer.email);
    expect((await call('POST', 'incidents', users.responder, { title: 'responder incident' })).status).toBe(201);

    const editor = await call('POST', 'connections', users.editor, { name: 'c1', type: 'http' });
    expect(editor.status).toBe(403);
    expect(editor.body).toMatchObject({ object: 'connections', action: 'write' });
    expect((await call('POST', 'connections', users.admin, { name: 'c1', type: 'http' })).status).toBe(201);
    expect((await call('GET', 'connections', users.viewer)).status).toBe(403);
    expect((await call('POST', 'incidents', null, { title: 'x' })).status).toBe(401);
  });

  it('requires read access to every embedded relation, naming it', async () => {
    await ctx.db.pool.query(`INSERT INTO permissions (action, connection_id, subject, subject_type) VALUES ('read', $1, 'x', 'group')`, [fx.connectionId]);
    const res = await call('GET', 'permissions?select=id,connection_id(id,name)', users.viewer);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ object: 'connections', action: 'read' });
    expect(res.body.error).toContain("needed to read 'connections'");
    expect((await call('GET', 'permissions?select=id,connection_id(id,name)', users.admin)).status).toBe(200);
  });

  it('does not let a non-admin grant what they cannot do, nor publish a view', async () => {
    const grant = await call('POST', 'permissions', users.editor, { action: '*', object: 'connections', subject: users.editor.id, subject_type: 'person' });
    expect(grant.status).toBe(403);
    expect(grant.body.error).toContain("'connections'");
    expect((await call('POST', 'permissions', users.editor, { action: 'read', object: '*', subject: 'viewer', subject_type: 'group' })).status).toBe(403);
    // Mission Control's object name for connections is just as refused (editors read connections but not write).
    const mcName = await call('POST', 'permissions', users.editor, { action: 'update', object: 'connection', subject: 'viewer', subject_type: 'group' });
    expect(mcName.status).toBe(403);
    expect(mcName.body.error).toContain("'update' on 'connection'");
    expect((await call('POST', 'permissions', users.editor, { action: 'read', object: 'canaries', subject: 'admin', subject_type: 'group' })).status).toBe(403);
    const ok = await call('POST', 'permissions', users.editor, { action: 'read', object: 'canaries', subject: 'guest', subject_type: 'group' }, { Prefer: 'return=representation' });
    expect(ok.status).toBe(201);
    // Turning an allowed grant into a forbidden one, or touching an admin-only one, is refused too.
    expect((await call('PATCH', `permissions?id=eq.${ok.body[0].id}`, users.editor, { object: 'rbac' })).status).toBe(403);
    const adminGrant = await call('POST', 'permissions', users.admin, { action: '*', object: 'connections', subject: 'viewer', subject_type: 'group' }, { Prefer: 'return=representation' });
    expect((await call('DELETE', `permissions?id=eq.${adminGrant.body[0].id}`, users.editor)).status).toBe(403);
    expect((await call('DELETE', `permissions?id=eq.${ok.body[0].id}`, users.editor)).status).toBe(204);

    const view = await call('POST', 'views', users.editor, { name: 'wall' }, { Prefer: 'return=representation' });
    expect(view.status).toBe(201);
    expect((await call('PATCH', `views?id=eq.${view.body[0].id}`, users.editor, { public: true })).status).toBe(403);
    expect((await call('PATCH', `views?id=eq.${view.body[0].id}`, users.admin, { public: true })).status).toBe(204);
  });

  it('stamps updated_at and updated_by on PATCH and keeps created_by', async () => {
    const created = await call('POST', 'permissions', users.admin, { action: 'read', object: 'canaries', subject: 'viewer', subject_type: 'group' }, { Prefer: 'return=representation' });
    const id = created.body[0].id;
    await call('PATCH', `permissions?id=eq.${id}`, users.editor, { description: 'x', created_by: users.editor.id, updated_by: users.viewer.id });
    const { rows } = await ctx.db.pool.query('SELECT created_by, updated_by, description, updated_at >= created_at AS stamped FROM permissions WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ created_by: users.admin.id, updated_by: users.editor.id, description: 'x', stamped: true });
  });

  it('caps the rows of one read', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(dbPlugin, { db: ctx.db });
    await app.register(authPlugin);
    await app.register(dbRestPlugin, { prefix: '/api/db', maxRows: 5 });
    try {
      const res = await app.inject({ url: '/api/db/checks?select=id&limit=1000', headers: { authorization: users.viewer.authorization, prefer: 'count=exact' } });
      expect(res.json()).toHaveLength(5);
      expect(res.headers['content-range']).toBe('0-4/12');
    } finally {
      await app.close();
    }
  });
});

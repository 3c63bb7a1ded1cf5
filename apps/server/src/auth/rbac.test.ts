import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RESOURCES, ROLES, presetFlags, scopeEntriesFromFlags, type Access, type Role } from '@opsdeck/api';
import { createTestContext, createUser, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { createIdentity } from '../../test/identities';
import { buildApp } from '../app';
import { principalCan, principalFromSession, principalFromToken } from './principal';
import { createSession } from './sessions';
import { withTransaction } from '../db/database';

// The role table of spec 000 section 6 / spec 001 section 6, written out independently of @opsdeck/api.
const ADMIN_ONLY = ['rbac', 'identities', 'connections'];
const RESPONDER_WRITES = ['responder', 'incident', 'evidences', 'comments'];
function expected(role: Role, resource: string, access: Access): boolean {
  if (role === 'admin') return true;
  if (role === 'editor') return access === 'read' || !ADMIN_ONLY.includes(resource);
  if (access === 'read') return !ADMIN_ONLY.includes(resource);
  return (role === 'commander' || role === 'responder') && RESPONDER_WRITES.includes(resource);
}

describe('RBAC: every role x read/write x resource area, with principals loaded from the database', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  beforeAll(async () => {
    ctx = await createTestContext();
    users = await createUsers(ctx.db);
  });
  afterAll(() => ctx.close());

  for (const role of ROLES) {
    it(`${role} by API token`, async () => {
      const principal = (await principalFromToken(ctx.db.pool, users[role].token))!;
      expect(principal.roles).toEqual([role]);
      const table = RESOURCES.flatMap((resource) =>
        (['read', 'write'] as const).map((access) => `${resource}:${access}=${principalCan(principal, resource, access)}`),
      );
      const want = RESOURCES.flatMap((resource) =>
        (['read', 'write'] as const).map((access) => `${resource}:${access}=${expected(role, resource, access)}`),
      );
      expect(table).toEqual(want);
    });
  }

  it('loads the same rights for a browser session as for a token', async () => {
    const person = await createIdentity(ctx.db, 'responder');
    const { token } = await withTransaction(ctx.db.pool, (client) =>
      createSession(client, { identityId: person.id, ttlSeconds: 60 }),
    );
    const principal = (await principalFromSession(ctx.db.pool, token))!;
    expect(principal.via).toBe('session');
    for (const resource of RESOURCES) {
      for (const access of ['read', 'write'] as const) {
        expect(principalCan(principal, resource, access)).toBe(expected('responder', resource, access));
      }
    }
    await ctx.db.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE identity_id = $1", [person.id]);
    expect(await principalFromSession(ctx.db.pool, token)).toBeNull();
  });

  it('a person with no role may do nothing', async () => {
    const nobody = await createUser(ctx.db, null);
    const principal = (await principalFromToken(ctx.db.pool, nobody.token))!;
    expect(RESOURCES.some((r) => principalCan(principal, r, 'read') || principalCan(principal, r, 'write'))).toBe(false);
  });
});

/**
 * Over HTTP: a probe route that does what every feature route does (`request.authorize(resource, access)`),
 * mounted on a real app with the real auth plugins on a real database.
 */
describe('RBAC over HTTP', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let base: string;
  let users: Record<Role, TestUser>;

  beforeAll(async () => {
    ctx = await createTestContext();
    users = await createUsers(ctx.db);
    app = await buildApp({ config: ctx.config, db: ctx.db });
    app.get<{ Params: { resource: string; access: Access } }>('/probe/:resource/:access', async (request) => {
      const principal = await request.authorize(request.params.resource, request.params.access);
      return { ok: true, who: principal.person.id };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  const probe = async (auth: string | undefined, resource: string, access: Access) => {
    const res = await fetch(`${base}/probe/${resource}/${access}`, { headers: auth ? { authorization: auth } : {} });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const newToken = async (user: TestUser, body: unknown) => {
    const res = await fetch(`${base}/api/auth/create_token`, {
      method: 'POST',
      headers: { authorization: user.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return `Bearer ${((await res.json()) as { payload: { token: string } }).payload.token}`;
  };

  it('answers anonymous callers 401', async () => {
    expect(await probe(undefined, 'canaries', 'read')).toEqual({ status: 401, body: { error: 'authentication required' } });
    const real = await fetch(`${base}/api/auth/tokens`);
    expect(real.status).toBe(401);
  });

  it('answers 403 naming subject, object and action', async () => {
    const res = await probe(users.viewer.authorization, 'incident', 'write');
    expect(res).toEqual({
      status: 403,
      body: {
        error: `${users.viewer.email} may not write incident`,
        subject: users.viewer.email,
        object: 'incident',
        action: 'write',
      },
    });
    expect((await probe(users.viewer.authorization, 'incident', 'read')).status).toBe(200);
    expect((await probe(users.responder.authorization, 'incident', 'write')).status).toBe(200);
    expect((await probe(users.editor.authorization, 'connections', 'write')).status).toBe(403);
    expect((await probe(users.admin.authorization, 'connections', 'write')).status).toBe(200);
  });

  it('narrows a token to its scope, and never past its person', async () => {
    const readPreset = scopeEntriesFromFlags(presetFlags('Read'));
    const editorRead = await newToken(users.editor, { name: 'read', scope: readPreset });
    expect((await probe(editorRead, 'canaries', 'read')).status).toBe(200);
    expect((await probe(editorRead, 'canaries', 'write')).status).toBe(403);
    // Topologies are not a scope object: out of reach for a scoped token, though the editor may read them.
    expect((await probe(editorRead, 'topologies', 'read')).status).toBe(403);
    expect((await probe(users.editor.authorization, 'topologies', 'read')).status).toBe(200);

    const unscoped = await newToken(users.editor, { name: 'all' });
    expect((await probe(unscoped, 'topologies', 'write')).status).toBe(200);

    const viewerAdmin = await newToken(users.viewer, { name: 'admin preset', scope: scopeEntriesFromFlags(presetFlags('Admin')) });
    expect((await probe(viewerAdmin, 'canaries', 'read')).status).toBe(200);
    expect((await probe(viewerAdmin, 'canaries', 'write')).status).toBe(403);

    const runOnly = await newToken(users.admin, { name: 'runner', scope: [{ object: 'playbooks', action: 'playbook:run' }] });
    expect((await probe(runOnly, 'playbook_runs', 'write')).status).toBe(200);
    expect((await probe(runOnly, 'playbooks', 'write')).status).toBe(403);

    const nothing = await newToken(users.admin, { name: 'empty', scope: [] });
    expect((await probe(nothing, 'canaries', 'read')).status).toBe(403);
  });

  it('applies a deny row that removes a role right, and an allow row that grants one', async () => {
    const editor = await createUser(ctx.db, 'editor');
    expect((await probe(editor.authorization, 'canaries', 'write')).status).toBe(200);
    await ctx.db.pool.query(
      "INSERT INTO permissions (subject_type, subject, object, action, deny) VALUES ('person', $1, 'canaries', 'update', true)",
      [editor.id],
    );
    expect((await probe(editor.authorization, 'canaries', 'write')).status).toBe(403);
    expect((await probe(editor.authorization, 'canaries', 'read')).status).toBe(200);

    const viewer = await createUser(ctx.db, 'viewer');
    expect((await probe(viewer.authorization, 'evidences', 'write')).status).toBe(403);
    await ctx.db.pool.query(
      "INSERT INTO permissions (subject_type, person_id, object, action) VALUES ('person', $1, 'incident', 'create')",
      [viewer.id],
    );
    // Mission Control's `incident` object covers evidence and comments too.
    expect((await probe(viewer.authorization, 'evidences', 'write')).status).toBe(200);
    expect((await probe(viewer.authorization, 'incident', 'write')).status).toBe(200);

    // A deny for a role applies to everyone holding it; an expired or deleted row applies to no one.
    await ctx.db.pool.query(
      `INSERT INTO permissions (subject_type, subject, object, action, deny, until) VALUES
         ('role', 'responder', 'comments', 'create', true, NULL),
         ('role', 'commander', 'comments', 'create', true, now() - interval '1 minute')`,
    );
    expect((await probe(users.responder.authorization, 'comments', 'write')).status).toBe(403);
    expect((await probe(users.commander.authorization, 'comments', 'write')).status).toBe(200);
  });
});

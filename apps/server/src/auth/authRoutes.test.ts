import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@opsdeck/api';
import { createTestContext, createUser, createUsers, type TestContext, type TestUser } from '../../test/helpers';

describe('/api/auth over real HTTP: whoami and API tokens', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    users = await createUsers(ctx.db);
  });
  afterAll(() => ctx.close());

  const call = async (path: string, init: RequestInit & { auth?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.auth) headers.set('authorization', init.auth);
    if (init.body) headers.set('content-type', 'application/json');
    const res = await fetch(`${ctx.baseUrl}/api/auth${path}`, { ...init, headers });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const createToken = (auth: string, body: unknown) => call('/create_token', { method: 'POST', auth, body: JSON.stringify(body) });

  it('answers whoami 401 {error: "error fetching user"} without credentials or with a bad token', async () => {
    for (const auth of [undefined, 'Bearer odt_not-a-token', `Basic ${Buffer.from('token:nope').toString('base64')}`]) {
      const res = await call('/whoami', auth ? { auth } : {});
      expect(res).toEqual({ status: 401, body: { error: 'error fetching user' } });
    }
  });

  it('answers whoami for each role with the user, the role and the contract shape', async () => {
    for (const role of ROLES) {
      const res = await call('/whoami', { auth: users[role].authorization });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'success',
        payload: {
          user: { id: users[role].id, name: role, email: users[role].email, avatar: null },
          roles: [role],
          permissions: [],
          resource_permissions: [],
          hostname: expect.any(String),
        },
      });
    }
  });

  it('lists in whoami the allow and deny rows that apply to the user, and only those', async () => {
    const me = await createUser(ctx.db, 'viewer');
    const other = await createUser(ctx.db, 'viewer');
    const { rows: team } = await ctx.db.pool.query<{ id: string }>(
      "INSERT INTO teams (name, created_by) VALUES ('sre', $1) RETURNING id",
      [me.id],
    );
    await ctx.db.pool.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [team[0]!.id, me.id]);
    await ctx.db.pool.query(
      `INSERT INTO permissions (subject_type, subject, person_id, team_id, object, action, deny) VALUES
         ('person', $1, NULL, NULL, 'canaries', 'create', false),
         ('person', NULL, $1::uuid, NULL, 'topology', 'read', true),
         ('team', NULL, NULL, $3::uuid, 'incident', 'create', false),
         ('role', 'viewer', NULL, NULL, 'views', 'update', false),
         ('group', 'everyone', NULL, NULL, 'playbooks', 'playbook:run', false),
         ('person', $2, NULL, NULL, 'connection', 'read', false),
         ('role', 'admin', NULL, NULL, 'rbac', 'read', true)`,
      [me.id, other.id, team[0]!.id],
    );
    const res = await call('/whoami', { auth: me.authorization });
    const rows = (res.body.payload.permissions as Array<Record<string, unknown>>).map(({ object, action, deny }) => ({ object, action, deny }));
    expect(rows.sort((a, b) => String(a.object).localeCompare(String(b.object)))).toEqual([
      { object: 'canaries', action: 'create', deny: false },
      { object: 'incident', action: 'create', deny: false },
      { object: 'playbooks', action: 'playbook:run', deny: false },
      { object: 'topology', action: 'read', deny: true },
      { object: 'views', action: 'update', deny: false },
    ]);
    expect(res.body.payload.permissions[0]).toEqual({
      id: expect.any(String),
      subject: expect.toSatisfy((s: unknown) => s === null || typeof s === 'string'),
      object: expect.any(String),
      action: expect.any(String),
      deny: expect.any(Boolean),
    });
  });

  it('lists in whoami the rows that name one resource and apply to the user, for the client to hide by', async () => {
    const me = await createUser(ctx.db, 'viewer');
    const other = await createUser(ctx.db, 'viewer');
    const { rows: made } = await ctx.db.pool.query<{ id: string }>(
      "INSERT INTO connections (name, namespace, type) VALUES ('whoami-a', 'default', 'postgres'), ('whoami-b', 'default', 'postgres') RETURNING id",
    );
    const [a, b] = made.map((r) => r.id);
    await ctx.db.pool.query(
      `INSERT INTO permissions (subject_type, subject, connection_id, action, deny, until) VALUES
         ('person', $1, $3::uuid, 'read,update', false, NULL),
         ('role', 'viewer', $4::uuid, 'read', true, NULL),
         ('person', $1, $4::uuid, '*', false, now() - interval '1 day'),
         ('person', $2, $3::uuid, '*', false, NULL)`,
      [me.id, other.id, a, b],
    );
    const res = await call('/whoami', { auth: me.authorization });
    const rules = res.body.payload.resource_permissions as Array<Record<string, unknown>>;
    expect(rules.sort((x, y) => Number(x.deny) - Number(y.deny))).toEqual([
      { column: 'connection_id', id: a, action: 'read,update', deny: false },
      { column: 'connection_id', id: b, action: 'read', deny: true },
    ]);
    // Mission Control's list stays as it was: only rows on a global object.
    expect((res.body.payload.permissions as Array<{ object: unknown }>).every((p) => typeof p.object === 'string' && p.object !== '')).toBe(true);
  });

  it('creates a token shown once, usable as Bearer and as basic auth with user "token", listed without its value', async () => {
    const created = await createToken(users.editor.authorization, { name: '  ci pipeline  ', expiry: 'never' });
    expect(created.status).toBe(200);
    const { token, id, name, expires_at, scope, scopes } = created.body.payload;
    expect(created.body.message).toBe('success');
    expect(token).toMatch(/^odt_[A-Za-z0-9_-]{43}$/);
    expect({ name, expires_at, scope, scopes }).toEqual({ name: 'ci pipeline', expires_at: null, scope: null, scopes: null });

    const bearer = await call('/whoami', { auth: `Bearer ${token}` });
    expect(bearer.body.payload.user.id).toBe(users.editor.id);
    const basic = await call('/whoami', { auth: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` });
    expect(basic.body.payload.user.id).toBe(users.editor.id);

    const list = await call('/tokens', { auth: users.editor.authorization });
    const listed = list.body.payload.find((t: { id: string }) => t.id === id);
    expect(listed).toMatchObject({ name: 'ci pipeline', person: { id: users.editor.id }, last_used_at: expect.any(String) });
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(Object.keys(listed)).not.toContain('value_hash');
    // Stored as a hash only.
    const { rows } = await ctx.db.pool.query('SELECT count(*)::int AS n FROM access_tokens WHERE value_hash = $1', [token]);
    expect(rows[0].n).toBe(0);
  });

  it("stores a scope's entries and the grants they give on our resource areas", async () => {
    const created = await createToken(users.admin.authorization, {
      name: 'mcp',
      expiry: 'never',
      scope: [
        { subject: '', object: 'mcp', action: '*' },
        { subject: '', object: 'canaries', action: 'read' },
        { subject: '', object: 'playbooks', action: 'playbook:run' },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body.payload.scope).toEqual([
      { subject: '', object: 'mcp', action: '*' },
      { subject: '', object: 'canaries', action: 'read' },
      { subject: '', object: 'playbooks', action: 'playbook:run' },
    ]);
    expect(created.body.payload.scopes).toEqual([
      { object: 'canaries', action: 'read' },
      { object: 'mcp', action: 'read' },
      { object: 'mcp', action: 'write' },
      { object: 'playbook_runs', action: 'write' },
    ]);
  });

  it('validates the token request and names the problem', async () => {
    const auth = users.viewer.authorization;
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 42 }]) {
      expect(await createToken(auth, body)).toEqual({ status: 400, body: { error: 'Name is required' } });
    }
    const cases: Array<[unknown, RegExp]> = [
      [{ name: 't', expiry: 'tomorrow' }, /expiry must be 'never' or a duration/],
      [{ name: 't', expiry: '0d' }, /longer than zero/],
      [{ name: 't', expiry: '10y' }, /at most 5 years/],
      [{ name: 't', scope: [{ object: 'rbac', action: 'read' }] }, /^scope\[0\]\.object: object must be one of mcp, canaries/],
      [{ name: 't', scope: [{ object: 'mcp', action: 'read' }] }, /^scope\[0\]\.action: action 'read' is not a scope of mcp/],
      [{ name: 't', scope: 'all' }, /^scope: scope must be a list/],
      [{ name: 't', admin: true }, /Unrecognized key.*admin/],
      [[{ name: 't' }], /body must be a JSON object/],
    ];
    for (const [body, message] of cases) {
      const res = await createToken(auth, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const { rows } = await ctx.db.pool.query('SELECT count(*)::int AS n FROM access_tokens WHERE person_id = $1', [users.viewer.id]);
    expect(rows[0].n).toBe(1);
  });

  it('expires a token given a duration', async () => {
    const created = await createToken(users.responder.authorization, { name: 'short', expiry: '2h' });
    const ms = new Date(created.body.payload.expires_at).getTime() - Date.now();
    expect(Math.abs(ms - 2 * 3600_000)).toBeLessThan(60_000);
    const { token, id } = created.body.payload;
    expect((await call('/whoami', { auth: `Bearer ${token}` })).status).toBe(200);
    await ctx.db.pool.query("UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await call('/whoami', { auth: `Bearer ${token}` })).status).toBe(401);
    const list = await call('/tokens', { auth: users.responder.authorization });
    expect(list.body.payload.map((t: { id: string }) => t.id)).not.toContain(id);
  });

  it('revokes: own tokens, any token for an admin, never another person\'s for a non-admin; a revoked token is 401', async () => {
    const mine = (await createToken(users.commander.authorization, { name: 'mine' })).body.payload;
    const theirs = (await createToken(users.guest.authorization, { name: 'theirs' })).body.payload;

    const foreign = await call(`/token/${theirs.id}`, { method: 'DELETE', auth: users.commander.authorization });
    expect(foreign).toEqual({ status: 404, body: { error: `token ${theirs.id} not found` } });
    expect((await call('/whoami', { auth: `Bearer ${theirs.token}` })).status).toBe(200);
    expect((await call('/token/not-a-uuid', { method: 'DELETE', auth: users.commander.authorization })).status).toBe(404);

    expect(await call(`/token/${mine.id}`, { method: 'DELETE', auth: users.commander.authorization })).toEqual({
      status: 200,
      body: { message: 'success' },
    });
    expect((await call('/whoami', { auth: `Bearer ${mine.token}` })).status).toBe(401);
    expect((await call(`/token/${mine.id}`, { method: 'DELETE', auth: users.commander.authorization })).status).toBe(404);

    // The admin sees everyone's tokens and may revoke them.
    const adminList = await call('/tokens', { auth: users.admin.authorization });
    expect(adminList.body.payload.map((t: { id: string }) => t.id)).toContain(theirs.id);
    const ownList = await call('/tokens', { auth: users.commander.authorization });
    expect(ownList.body.payload.every((t: { person_id: string }) => t.person_id === users.commander.id)).toBe(true);
    expect((await call(`/token/${theirs.id}`, { method: 'DELETE', auth: users.admin.authorization })).status).toBe(200);
    const revoked = await fetch(`${ctx.baseUrl}/api/auth/tokens`, { headers: { authorization: `Bearer ${theirs.token}` } });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ error: 'invalid or expired token' });
  });

  it('needs a signed-in caller for tokens, and refuses scoped tokens (they could mint broader ones)', async () => {
    expect(await call('/tokens')).toEqual({ status: 401, body: { error: 'authentication required' } });
    expect((await createToken('', { name: 'x' })).status).toBe(401);
    const scoped = (await createToken(users.admin.authorization, { name: 'read only', scope: [{ object: 'canaries', action: 'read' }] }))
      .body.payload.token;
    const escalate = await createToken(`Bearer ${scoped}`, { name: 'broader' });
    expect(escalate.status).toBe(403);
    expect(escalate.body.error).toMatch(/scoped API token cannot manage API tokens/);
    expect((await call('/tokens', { auth: `Bearer ${scoped}` })).status).toBe(403);
  });

  it('tells in whoami the scopes of a scoped token, and nothing of the kind for a session or an unscoped token', async () => {
    const scoped = (await createToken(users.admin.authorization, { name: 'embed', scope: [{ object: 'canaries', action: 'read' }] }))
      .body.payload.token;
    const asScoped = await call('/whoami', { auth: `Bearer ${scoped}` });
    expect(asScoped.status).toBe(200);
    expect(asScoped.body.payload.roles).toEqual(['admin']);
    expect(asScoped.body.payload.token_scopes).toEqual([{ object: 'canaries', action: 'read' }]);
    expect((await call('/whoami', { auth: users.admin.authorization })).body.payload).not.toHaveProperty('token_scopes');
  });
});

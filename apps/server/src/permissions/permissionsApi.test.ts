import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@opsdeck/api';
import { createTestContext, createUser, createUsers, type TestContext, type TestUser } from '../../test/helpers';

/**
 * /api/db/permissions over real HTTP: the editor's writes (one target, a subject, rows owned elsewhere), the lists it
 * reads (permissions_summary, permission_subjects), and the server enforcing what an admin writes there.
 */
describe('permissions API', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  let canaryId: string;
  let configId: string;

  const call = async (user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${ctx.baseUrl}/api/db/${path}`, {
      method,
      headers: {
        authorization: user.authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const create = async (body: Record<string, unknown>, user: TestUser = users.admin) =>
    call(user, 'POST', 'permissions', body, { prefer: 'return=representation' });
  const createdId = async (body: Record<string, unknown>) => {
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as Array<{ id: string }>)[0]!.id;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    users = await createUsers(ctx.db);
    const { rows: canaries } = await ctx.db.pool.query<{ id: string }>(
      "INSERT INTO canaries (name, namespace, spec) VALUES ('payments', 'default', '{}') RETURNING id",
    );
    canaryId = canaries[0]!.id;
    await ctx.db.pool.query(
      "INSERT INTO checks (canary_id, name, type, status) VALUES ($1, 'cart/ready', 'http', 'healthy')",
      [canaryId],
    );
    const { rows: configs } = await ctx.db.pool.query<{ id: string }>(
      "INSERT INTO config_items (name, type, config_class) VALUES ('db-1', 'AWS::RDS::DBInstance', 'Database') RETURNING id",
    );
    configId = configs[0]!.id;
  });
  afterAll(() => ctx?.close());

  describe('writes name what is wrong with a row', () => {
    it('refuses two targets, naming both', async () => {
      const res = await create({ subject_type: 'role', subject: 'viewer', object: 'canaries', config_id: configId, action: 'read' });
      expect(res).toMatchObject({ status: 400, body: { error: 'A permission has exactly one target, got object and config_id' } });
      expect((await ctx.db.pool.query('SELECT 1 FROM permissions')).rowCount).toBe(0);
    });

    it('refuses a row without a target or without a subject', async () => {
      const none = await create({ subject_type: 'role', subject: 'viewer', action: 'read', object: '' });
      expect(none.status).toBe(400);
      expect((none.body as { error: string }).error).toMatch(/^A permission needs one target: object, object_selector, config_id/);
      const noSubject = await create({ object: 'canaries', action: 'read' });
      expect(noSubject).toMatchObject({
        status: 400,
        body: { error: 'A permission needs a subject: a person, team, notification, group or role' },
      });
    });

    it('judges a PATCH on the row it would leave, and keeps the row when it fails', async () => {
      const id = await createdId({ subject_type: 'role', subject: 'viewer', object: 'canaries', action: 'read' });
      const twoTargets = await call(users.admin, 'PATCH', `permissions?id=eq.${id}`, { config_id: configId });
      expect(twoTargets).toMatchObject({ status: 400, body: { error: 'A permission has exactly one target, got object and config_id' } });
      // Switching the scope clears the other target in the same patch, as the editor does: accepted.
      const switched = await call(users.admin, 'PATCH', `permissions?id=eq.${id}`, { object: null, config_id: configId });
      expect(switched.status).toBe(204);
      // Another filter than id=eq. reaches the database's trigger, which says the same in `message`.
      const byName = await call(users.admin, 'PATCH', `permissions?subject=eq.viewer&config_id=eq.${configId}`, { object: 'canaries' });
      expect(byName).toMatchObject({ status: 400, body: { message: 'A permission has exactly one target, got object and config_id' } });
      const { rows } = await ctx.db.pool.query('SELECT object, config_id FROM permissions WHERE id = $1', [id]);
      expect(rows[0]).toEqual({ object: null, config_id: configId });
      expect((await call(users.admin, 'DELETE', `permissions?id=eq.${id}`)).status).toBe(204);
    });

    it('refuses to change or delete a permission another source owns', async () => {
      const { rows } = await ctx.db.pool.query<{ id: string }>(
        "INSERT INTO permissions (subject_type, subject, object, action, source) VALUES ('role', 'viewer', 'logs', 'read', 'KubernetesCRD') RETURNING id",
      );
      const id = rows[0]!.id;
      const patch = await call(users.admin, 'PATCH', `permissions?id=eq.${id}`, { description: 'mine now' });
      expect(patch).toMatchObject({ status: 409, body: { error: 'This permission is managed by KubernetesCRD: change it there' } });
      expect((await call(users.admin, 'DELETE', `permissions?id=eq.${id}`)).status).toBe(409);
      expect((await ctx.db.pool.query('SELECT 1 FROM permissions WHERE id = $1', [id])).rowCount).toBe(1);
      await ctx.db.pool.query('DELETE FROM permissions WHERE id = $1', [id]);
    });

    it('answers a caller who may not write permissions 403 before judging the row', async () => {
      const res = await create({ object: 'canaries', config_id: configId, action: 'read' }, users.viewer);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ subject: users.viewer.email, object: 'permissions', action: 'write' });
    });
  });

  describe('what the editor reads', () => {
    it('lists the subjects: people, teams, notifications and roles', async () => {
      await ctx.db.pool.query("INSERT INTO teams (name, created_by) VALUES ('Platform', $1)", [users.admin.id]);
      await ctx.db.pool.query("INSERT INTO notifications (name, namespace) VALUES ('pager', 'default')");
      const res = await call(users.admin, 'GET', 'permission_subjects?select=id,name,type,owner,icon&order=name.asc', undefined, {
        prefer: 'count=exact',
      });
      expect(res.status).toBe(200);
      const rows = res.body as Array<{ id: string; name: string; type: string; owner: string | null }>;
      expect(rows.find((r) => r.id === users.viewer.id)).toMatchObject({ type: 'person', owner: users.viewer.email });
      expect(rows.find((r) => r.name === 'Platform')).toMatchObject({ type: 'team' });
      expect(rows.find((r) => r.name === 'pager')).toMatchObject({ type: 'notification' });
      expect(rows.filter((r) => r.type === 'role').map((r) => r.id)).toEqual(
        expect.arrayContaining(['admin', 'editor', 'commander', 'responder', 'viewer', 'guest']),
      );
      expect(res.headers.get('content-range')).toMatch(new RegExp(`/${rows.length}$`));
      expect((await call(users.viewer, 'GET', 'permission_subjects')).status).toBe(200);
      expect((await call(users.admin, 'POST', 'permission_subjects', { id: 'x', name: 'x' })).status).toBe(405);
    });

    it('resolves subjects and targets in permissions_summary, paged with an exact count', async () => {
      const person = await createdId({ subject_type: 'person', subject: users.guest.id, object: 'logs', action: 'read', description: 'guest logs' });
      const role = await createdId({ subject_type: 'role', subject: 'responder', config_id: configId, action: 'read', deny: true });
      const res = await call(
        users.admin,
        'GET',
        `permissions_summary?select=*,created_by(id,name,email)&order=created_at.desc&limit=1&offset=0`,
        undefined,
        { prefer: 'count=exact' },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('0-0/2');
      const [latest] = res.body as Array<Record<string, unknown>>;
      expect(latest).toMatchObject({
        id: role,
        deny: true,
        group: { id: 'responder', name: 'responder' },
        config_object: { id: configId, name: 'db-1' },
        created_by: { id: users.admin.id, email: users.admin.email },
      });
      const byPerson = await call(users.admin, 'GET', `permissions_summary?subject=eq.${users.guest.id}`);
      expect(byPerson.body).toMatchObject([{ id: person, person: { id: users.guest.id, email: users.guest.email } }]);
      await call(users.admin, 'DELETE', `permissions?id=in.(${person},${role})`);
    });
  });

  describe('enforcement of what an admin writes', () => {
    it('refuses a person their request once an admin denies it, and allows it again when the deny is deleted', async () => {
      const viewer = await createUser(ctx.db, 'viewer', 'denied-viewer');
      expect((await call(viewer, 'GET', 'checks?select=id,name')).status).toBe(200);

      const id = await createdId({ subject_type: 'person', subject: viewer.id, object: 'canaries', action: 'read', deny: true });
      const refused = await call(viewer, 'GET', 'checks?select=id,name');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ subject: viewer.email, object: 'canaries', action: 'read' });
      // Only that person: another viewer still reads, and the person still reads what was not denied.
      expect((await call(users.viewer, 'GET', 'checks?select=id,name')).status).toBe(200);
      expect((await call(viewer, 'GET', 'config_items?select=id')).status).toBe(200);

      expect((await call(users.admin, 'DELETE', `permissions?id=eq.${id}`)).status).toBe(204);
      expect((await call(viewer, 'GET', 'checks?select=id,name')).status).toBe(200);
    });

    it('applies a deny to the members of a team and the holders of a role; deny beats allow', async () => {
      const member = await createUser(ctx.db, 'editor', 'team-member');
      const { rows } = await ctx.db.pool.query<{ id: string }>(
        "INSERT INTO teams (name, created_by) VALUES ('Denied team', $1) RETURNING id",
        [users.admin.id],
      );
      await ctx.db.pool.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [rows[0]!.id, member.id]);
      const allow = await createdId({ subject_type: 'person', subject: member.id, object: 'catalog', action: '*' });
      const deny = await createdId({ subject_type: 'team', subject: rows[0]!.id, object: 'catalog', action: 'read', deny: true });
      const refused = await call(member, 'GET', 'config_items?select=id');
      expect(refused).toMatchObject({ status: 403, body: { subject: member.email, object: 'catalog', action: 'read' } });

      const roleDeny = await createdId({ subject_type: 'role', subject: 'commander', object: 'incident', action: 'create', deny: true });
      const incident = { title: 'x', severity: 'low', type: 'availability', status: 'open', description: '' };
      expect((await call(users.commander, 'POST', 'incidents', incident)).status).toBe(403);
      expect((await call(users.responder, 'POST', 'incidents', incident)).status).toBe(201);
      await call(users.admin, 'DELETE', `permissions?id=in.(${allow},${deny},${roleDeny})`);
      expect((await call(member, 'GET', 'config_items?select=id')).status).toBe(200);
    });

    it('ignores a deny whose until has passed, and grants with an allow row what the role lacks', async () => {
      const viewer = await createUser(ctx.db, 'viewer', 'expired-deny');
      const past = new Date(Date.now() - 60_000).toISOString();
      const expired = await createdId({ subject_type: 'person', subject: viewer.id, object: 'canaries', action: 'read', deny: true, until: past });
      expect((await call(viewer, 'GET', 'checks?select=id')).status).toBe(200);

      const comment = { subject_type: 'person', subject: viewer.id, object: 'playbooks', action: 'create' };
      expect((await call(viewer, 'POST', 'playbooks', { name: 'restart', spec: {} })).status).toBe(403);
      const allow = await createdId(comment);
      expect((await call(viewer, 'POST', 'playbooks', { name: 'restart', spec: {} })).status).toBe(201);
      await call(users.admin, 'DELETE', `permissions?id=in.(${expired},${allow})`);
      expect((await call(viewer, 'POST', 'playbooks', { name: 'restart-2', spec: {} })).status).toBe(403);
    });

    it('refuses requests addressed to one resource a deny names, and leaves its other resources alone', async () => {
      const admin = await createUser(ctx.db, 'admin', 'resource-admin');
      const { rows: teams } = await ctx.db.pool.query<{ id: string }>(
        "INSERT INTO teams (name, created_by) VALUES ('Resource team', $1) RETURNING id",
        [users.admin.id],
      );
      await ctx.db.pool.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [teams[0]!.id, admin.id]);
      const { rows: connections } = await ctx.db.pool.query<{ id: string }>(
        "INSERT INTO connections (name, namespace, type) VALUES ('denied-db', 'default', 'postgres'), ('open-db', 'default', 'postgres') RETURNING id",
      );
      const [denied, open] = connections.map((c) => c.id) as [string, string];
      const deny = await createdId({ subject_type: 'team', subject: teams[0]!.id, connection_id: denied, action: 'read', deny: true });

      const refused = await call(admin, 'GET', `connections?id=eq.${denied}`);
      expect(refused).toMatchObject({ status: 403, body: { subject: admin.email, object: 'connections', action: 'read', resource_id: denied } });
      expect((await call(admin, 'GET', `connections?id=eq.${open}`)).status).toBe(200);
      expect((await call(users.admin, 'GET', `connections?id=eq.${denied}`)).status).toBe(200);

      const { rows: checks } = await ctx.db.pool.query<{ id: string }>('SELECT id FROM checks LIMIT 1');
      const checkId = checks[0]!.id;
      const editor = await createUser(ctx.db, 'editor', 'check-editor');
      const update = await createdId({ subject_type: 'person', subject: editor.id, check_id: checkId, action: 'update', deny: true });
      expect((await call(editor, 'GET', `checks?id=eq.${checkId}`)).status).toBe(200);
      expect((await call(editor, 'PATCH', `checks?id=eq.${checkId}`, { description: 'x' })).status).toBe(403);
      const run = await fetch(`${ctx.baseUrl}/api/canary/run/check/${checkId}`, { method: 'POST', headers: { authorization: editor.authorization } });
      expect(run.status).toBe(403);

      await call(users.admin, 'DELETE', `permissions?id=in.(${deny},${update})`);
      expect((await call(admin, 'GET', `connections?id=eq.${denied}`)).status).toBe(200);
      expect((await call(editor, 'PATCH', `checks?id=eq.${checkId}`, { description: 'x' })).status).toBe(204);
    });
  });
});

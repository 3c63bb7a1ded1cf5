import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers';

/**
 * Permissions that name one resource, over HTTP: lists and their counts leave out what a deny hides (for that caller
 * only, while it is in force), an allow on one resource grants its action on that resource and no other, a deny beats
 * an allow, and the playbooks offered for a resource follow the same rules.
 */
describe('permissions on single resources', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let connections: Record<'a' | 'b' | 'c', string>;

  type Reply = { status: number; body: unknown; range: string | undefined };
  const call = async (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, prefer?: string): Promise<Reply> => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: {
        authorization: user.authorization,
        ...(prefer ? { prefer } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const range = res.headers['content-range'];
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null, range: typeof range === 'string' ? range : undefined };
  };
  const ids = (reply: Reply) => (reply.body as Array<{ id: string }>).map((r) => r.id).sort();
  /** The connections a user lists, with the count the server gives for a page of one. */
  const listed = async (user: TestUser) => {
    const all = await call(user, 'GET', '/api/db/connections?select=id&order=name.asc', undefined, 'count=exact');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const page = await call(user, 'GET', '/api/db/connections?select=id&order=name.asc&limit=1', undefined, 'count=exact');
    return { ids: ids(all), total: Number(all.range?.split('/')[1]), pageTotal: Number(page.range?.split('/')[1]) };
  };
  const permit = async (row: Record<string, unknown>) => {
    const res = await call(admin, 'POST', '/api/db/permissions', row, 'return=representation');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as Array<{ id: string }>)[0]!.id;
  };
  const revoke = async (...permissionIds: string[]) => {
    expect((await call(admin, 'DELETE', `/api/db/permissions?id=in.(${permissionIds.join(',')})`)).status).toBe(204);
  };
  const sorted = (...values: string[]) => [...values].sort();
  /** A canary named `name` and its http checks, by id in the order named. */
  const canaryWithChecks = async (name: string, ...checkNames: string[]) => {
    const { rows } = await ctx.db.pool.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ($1, '{}') RETURNING id", [name]);
    const canary = rows[0]!.id;
    const checks: string[] = [];
    for (const checkName of checkNames) {
      const inserted = await ctx.db.pool.query<{ id: string }>("INSERT INTO checks (canary_id, name, type) VALUES ($1, $2, 'http') RETURNING id", [canary, checkName]);
      checks.push(inserted.rows[0]!.id);
    }
    return { canary, checks };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx.db, 'admin', 'granting-admin');
    const { rows } = await ctx.db.pool.query<{ id: string; name: string }>(
      `INSERT INTO connections (name, namespace, type) VALUES ('a-db', 'default', 'postgres'), ('b-db', 'default', 'postgres'),
         ('c-chat', 'default', 'slack') RETURNING id, name`,
    );
    const byName = (name: string) => rows.find((r) => r.name === name)!.id;
    connections = { a: byName('a-db'), b: byName('b-db'), c: byName('c-chat') };
  });
  afterAll(() => ctx?.close());

  describe('a deny hides the resource from lists', () => {
    it('leaves a denied connection out of the list and its count, for that person only, until the deny is deleted', async () => {
      const denied = await createUser(ctx.db, 'admin', 'denied-admin');
      const other = await createUser(ctx.db, 'admin', 'other-admin');
      const everything = sorted(connections.a, connections.b, connections.c);
      expect(await listed(denied)).toEqual({ ids: everything, total: 3, pageTotal: 3 });

      const deny = await permit({ subject_type: 'person', subject: denied.id, connection_id: connections.a, action: 'read', deny: true });
      expect(await listed(denied)).toEqual({ ids: sorted(connections.b, connections.c), total: 2, pageTotal: 2 });
      expect(await listed(other)).toEqual({ ids: everything, total: 3, pageTotal: 3 });
      // A count-only HEAD counts the same rows.
      const head = await ctx.app.inject({ method: 'HEAD', url: '/api/db/connections', headers: { authorization: denied.authorization, prefer: 'count=exact' } });
      expect(head.headers['content-range']).toBe('*/2');

      await revoke(deny);
      expect(await listed(denied)).toEqual({ ids: everything, total: 3, pageTotal: 3 });
    });

    it('ignores a deny whose until has passed, and applies a team deny to its members only', async () => {
      const member = await createUser(ctx.db, 'admin', 'team-member');
      const outsider = await createUser(ctx.db, 'admin', 'outsider');
      const past = new Date(Date.now() - 60_000).toISOString();
      const expired = await permit({ subject_type: 'person', subject: member.id, connection_id: connections.b, action: '*', deny: true, until: past });
      expect((await listed(member)).total).toBe(3);

      const { rows } = await ctx.db.pool.query<{ id: string }>("INSERT INTO teams (name, created_by) VALUES ('No B', $1) RETURNING id", [admin.id]);
      await ctx.db.pool.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [rows[0]!.id, member.id]);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const teamDeny = await permit({ subject_type: 'team', subject: rows[0]!.id, connection_id: connections.b, action: 'read', deny: true, until: future });
      expect(await listed(member)).toEqual({ ids: sorted(connections.a, connections.c), total: 2, pageTotal: 2 });
      expect((await listed(outsider)).total).toBe(3);
      await revoke(expired, teamDeny);
    });

    it('leaves denied rows out of embeds too, to-one and to-many', async () => {
      const reader = await createUser(ctx.db, 'admin', 'embed-reader');
      const { canary, checks } = await canaryWithChecks('embed', 'one', 'two');
      const [hidden, shown] = checks as [string, string];
      const onConnection = await permit({ subject_type: 'role', subject: 'viewer', connection_id: connections.c, action: 'read', description: 'embedded' });
      const denies = [
        await permit({ subject_type: 'person', subject: reader.id, connection_id: connections.c, action: 'read', deny: true }),
        await permit({ subject_type: 'person', subject: reader.id, check_id: hidden, action: 'read', deny: true }),
      ];

      const perms = await call(reader, 'GET', `/api/db/permissions?select=id,connection:connections(id,name)&id=eq.${onConnection}`);
      expect(perms).toMatchObject({ status: 200, body: [{ id: onConnection, connection: null }] });
      const seenByAdmin = await call(admin, 'GET', `/api/db/permissions?select=id,connection:connections(id,name)&id=eq.${onConnection}`);
      expect(seenByAdmin.body).toMatchObject([{ connection: { id: connections.c, name: 'c-chat' } }]);

      const withChecks = await call(reader, 'GET', `/api/db/canaries?select=id,checks(id)&id=eq.${canary}`);
      expect(withChecks.body).toEqual([{ id: canary, checks: [{ id: shown }] }]);
      // The health list reads checks through check_summary: hidden there as well.
      const summary = await call(reader, 'GET', `/api/db/check_summary?select=id&canary_id=eq.${canary}`, undefined, 'count=exact');
      expect(summary).toMatchObject({ status: 200, body: [{ id: shown }], range: '0-0/1' });
      await revoke(onConnection, ...denies);
    });

    it('skips rows a deny protects in a write that matches several, and refuses one addressed by id', async () => {
      const editor = await createUser(ctx.db, 'editor', 'bulk-editor');
      const { canary, checks } = await canaryWithChecks('bulk', 'kept', 'changed');
      const [kept, changed] = checks as [string, string];
      const deny = await permit({ subject_type: 'person', subject: editor.id, check_id: kept, action: 'update', deny: true });
      const bulk = await call(editor, 'PATCH', `/api/db/checks?canary_id=eq.${canary}`, { description: 'bulk' }, 'count=exact');
      expect(bulk).toMatchObject({ status: 204, range: '*/1' });
      const { rows } = await ctx.db.pool.query<{ id: string; description: string | null }>('SELECT id, description FROM checks WHERE canary_id = $1', [canary]);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.description]))).toEqual({ [kept]: null, [changed]: 'bulk' });
      // The deny names update, but any write is refused: deleting it too, and by id with a 403 naming it.
      expect(await call(editor, 'DELETE', `/api/db/checks?id=eq.${kept}`)).toMatchObject({
        status: 403,
        body: { subject: editor.email, object: 'checks', action: 'delete', resource_id: kept },
      });
      // Reading it is not denied.
      expect(ids(await call(editor, 'GET', `/api/db/checks?select=id&canary_id=eq.${canary}`))).toEqual(sorted(kept, changed));
      // An upsert that meets the protected row leaves it as it was.
      const upsert = await call(
        editor,
        'POST',
        '/api/db/checks',
        [{ id: kept, canary_id: canary, name: 'kept', type: 'http', description: 'upsert' },
         { id: changed, canary_id: canary, name: 'changed', type: 'http', description: 'upsert' }],
        'resolution=merge-duplicates,return=representation',
      );
      expect(upsert.status, JSON.stringify(upsert.body)).toBe(201);
      expect(ids(upsert)).toEqual([changed]);
      const { rows: after } = await ctx.db.pool.query<{ description: string | null }>('SELECT description FROM checks WHERE id = $1', [kept]);
      expect(after[0]!.description).toBeNull();
      await revoke(deny);
    });
  });

  describe('an allow grants its action on one resource', () => {
    it('lets a viewer read and test one connection, and no other', async () => {
      const viewer = await createUser(ctx.db, 'viewer', 'allowed-viewer');
      const test = (id: string) =>
        ctx.app.inject({ method: 'POST', url: `/api/connection/test/${id}`, headers: { authorization: viewer.authorization } });
      expect((await call(viewer, 'GET', '/api/db/connections')).status).toBe(403);
      expect((await test(connections.c)).statusCode).toBe(403);

      const allow = await permit({ subject_type: 'person', subject: viewer.id, connection_id: connections.c, action: 'read' });
      expect(await listed(viewer)).toEqual({ ids: [connections.c], total: 1, pageTotal: 1 });
      expect(await call(viewer, 'GET', `/api/db/connections?id=eq.${connections.c}&select=id,name`)).toMatchObject({
        status: 200,
        body: [{ id: connections.c, name: 'c-chat' }],
      });
      expect(await call(viewer, 'GET', `/api/db/connections?id=eq.${connections.a}`)).toMatchObject({
        status: 403,
        body: { subject: viewer.email, object: 'connections', action: 'read' },
      });
      const tested = await test(connections.c);
      expect(tested.statusCode, tested.body).toBe(200);
      expect(tested.json()).toMatchObject({ payload: { tested: false } });
      expect((await test(connections.a)).statusCode).toBe(403);
      // Read is not write: the viewer changes nothing, not even the connection they may read.
      expect((await call(viewer, 'PATCH', `/api/db/connections?id=eq.${connections.c}`, { name: 'x' })).status).toBe(403);
      // Another viewer has no such allow.
      const stranger = await createUser(ctx.db, 'viewer', 'stranger');
      expect((await call(stranger, 'GET', '/api/db/connections')).status).toBe(403);
      await revoke(allow);
      expect((await call(viewer, 'GET', '/api/db/connections')).status).toBe(403);
    });

    it('lets a viewer update one check an allow names, and not its neighbour', async () => {
      const viewer = await createUser(ctx.db, 'viewer', 'check-updater');
      const { canary, checks } = await canaryWithChecks('allowed', 'mine', 'theirs');
      const [mine, theirs] = checks as [string, string];
      const allow = await permit({ subject_type: 'person', subject: viewer.id, check_id: mine, action: 'update' });
      expect((await call(viewer, 'PATCH', `/api/db/checks?id=eq.${mine}`, { description: 'mine' })).status).toBe(204);
      expect((await call(viewer, 'PATCH', `/api/db/checks?id=eq.${theirs}`, { description: 'mine' })).status).toBe(403);
      expect((await call(viewer, 'DELETE', `/api/db/checks?id=eq.${mine}`)).status).toBe(403);
      const bulk = await call(viewer, 'PATCH', `/api/db/checks?canary_id=eq.${canary}`, { description: 'all' }, 'count=exact');
      expect(bulk).toMatchObject({ status: 204, range: '*/1' });
      const { rows } = await ctx.db.pool.query<{ id: string; description: string | null }>('SELECT id, description FROM checks WHERE canary_id = $1', [canary]);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.description]))).toEqual({ [mine]: 'all', [theirs]: null });
      await revoke(allow);
    });

    it('lets a viewer run the one check an allow of update names, and a deny on it refuses any role', async () => {
      const viewer = await createUser(ctx.db, 'viewer', 'check-runner');
      const responder = await createUser(ctx.db, 'responder', 'denied-runner');
      const { checks } = await canaryWithChecks('runnable', 'run-mine', 'run-theirs');
      const [mine, theirs] = checks as [string, string];
      const run = async (user: TestUser, id: string) => {
        const res = await ctx.app.inject({ method: 'POST', url: `/api/canary/run/check/${id}`, headers: { authorization: user.authorization } });
        return { status: res.statusCode, body: res.json() as Record<string, unknown> };
      };
      const refusedByRole = { status: 403, body: { subject: viewer.email, object: 'canaries', action: 'run' } };
      expect(await run(viewer, mine)).toMatchObject(refusedByRole);
      // Reading the check is not running it.
      const readOnly = await permit({ subject_type: 'person', subject: viewer.id, check_id: mine, action: 'read' });
      expect(await run(viewer, mine)).toMatchObject(refusedByRole);

      const allow = await permit({ subject_type: 'person', subject: viewer.id, check_id: mine, action: 'update' });
      expect(await run(viewer, mine)).toMatchObject({ status: 200, body: { name: 'run-mine', pass: expect.any(Boolean) } });
      expect(await run(viewer, theirs)).toMatchObject(refusedByRole);
      // A deny on the canaries area keeps the allow from standing in for it.
      const areaDeny = await permit({ subject_type: 'person', subject: viewer.id, object: 'canaries', action: 'update', deny: true });
      expect((await run(viewer, mine)).status).toBe(403);
      await revoke(areaDeny);
      expect((await run(viewer, mine)).status).toBe(200);

      // A deny on the check beats the allow, and a role that runs checks: 403 naming the check.
      const denies = [
        await permit({ subject_type: 'person', subject: viewer.id, check_id: mine, action: 'update', deny: true }),
        await permit({ subject_type: 'person', subject: responder.id, check_id: mine, action: '*', deny: true }),
      ];
      expect(await run(viewer, mine)).toMatchObject({ status: 403, body: { subject: viewer.email, object: 'checks', action: 'update', resource_id: mine } });
      expect(await run(responder, mine)).toMatchObject({ status: 403, body: { subject: responder.email, object: 'checks', resource_id: mine } });
      expect((await run(responder, theirs)).status).toBe(200);
      await revoke(readOnly, allow, ...denies);
      expect(await run(viewer, mine)).toMatchObject(refusedByRole);
    });

    it('loses to a deny on the same resource and to a deny on the whole area', async () => {
      const viewer = await createUser(ctx.db, 'viewer', 'deny-beats-allow');
      const allows = [
        await permit({ subject_type: 'person', subject: viewer.id, connection_id: connections.a, action: 'read' }),
        await permit({ subject_type: 'person', subject: viewer.id, connection_id: connections.b, action: '*' }),
      ];
      expect((await listed(viewer)).ids).toEqual(sorted(connections.a, connections.b));

      const { rows } = await ctx.db.pool.query<{ id: string }>("INSERT INTO teams (name, created_by) VALUES ('No A', $1) RETURNING id", [admin.id]);
      await ctx.db.pool.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [rows[0]!.id, viewer.id]);
      const deny = await permit({ subject_type: 'team', subject: rows[0]!.id, connection_id: connections.a, action: 'read', deny: true });
      expect(await listed(viewer)).toEqual({ ids: [connections.b], total: 1, pageTotal: 1 });
      expect(await call(viewer, 'GET', `/api/db/connections?id=eq.${connections.a}`)).toMatchObject({
        status: 403,
        body: { object: 'connections', action: 'read', resource_id: connections.a },
      });

      const areaDeny = await permit({ subject_type: 'person', subject: viewer.id, object: 'connection', action: 'read', deny: true });
      expect((await call(viewer, 'GET', '/api/db/connections')).status).toBe(403);
      expect((await call(viewer, 'GET', `/api/db/connections?id=eq.${connections.b}`)).status).toBe(403);
      await revoke(...allows, deny, areaDeny);
    });
  });

  describe('playbooks', () => {
    let checkId: string;
    let playbooks: Record<'restart' | 'diagnose' | 'page', string>;
    const offered = async (user: TestUser) => {
      const res = await ctx.app.inject({ url: `/api/playbook/list?check_id=${checkId}`, headers: { authorization: user.authorization } });
      return { status: res.statusCode, names: res.statusCode === 200 ? (res.json() as Array<{ name: string }>).map((p) => p.name) : res.json() };
    };

    beforeAll(async () => {
      const { checks } = await canaryWithChecks('pb', 'pb-check');
      checkId = checks[0]!;
      const { rows } = await ctx.db.pool.query<{ id: string; name: string }>(
        `INSERT INTO playbooks (name, spec) VALUES ('diagnose', '{"checks": [{"types": ["http"]}]}'),
           ('page', '{"checks": [{"types": ["http"]}]}'), ('restart', '{"checks": [{"types": ["http"]}]}') RETURNING id, name`,
      );
      const byName = (name: string) => rows.find((r) => r.name === name)!.id;
      playbooks = { diagnose: byName('diagnose'), page: byName('page'), restart: byName('restart') };
    });

    it('leaves out of the list the playbooks a caller is denied reading or running', async () => {
      const viewer = await createUser(ctx.db, 'viewer', 'playbook-viewer');
      expect(await offered(viewer)).toEqual({ status: 200, names: ['diagnose', 'page', 'restart'] });
      const denies = [
        await permit({ subject_type: 'person', subject: viewer.id, playbook_id: playbooks.restart, action: 'playbook:run', deny: true }),
        await permit({ subject_type: 'role', subject: 'viewer', playbook_id: playbooks.page, action: 'read', deny: true }),
      ];
      expect(await offered(viewer)).toEqual({ status: 200, names: ['diagnose'] });
      // The role deny reaches every viewer; the person deny only that one.
      expect(await offered(await createUser(ctx.db, 'viewer', 'another-viewer'))).toEqual({ status: 200, names: ['diagnose', 'restart'] });
      expect(await offered(admin)).toEqual({ status: 200, names: ['diagnose', 'page', 'restart'] });
      await revoke(...denies);
    });

    it('offers a caller without a role only the playbooks an allow names', async () => {
      const nobody = await createUser(ctx.db, null, 'roleless');
      expect((await offered(nobody)).status).toBe(403);
      const allows = [
        await permit({ subject_type: 'person', subject: nobody.id, playbook_id: playbooks.page, action: 'playbook:run' }),
        await permit({ subject_type: 'person', subject: nobody.id, playbook_id: playbooks.diagnose, action: 'read' }),
      ];
      expect(await offered(nobody)).toEqual({ status: 200, names: ['diagnose', 'page'] });
      const deny = await permit({ subject_type: 'person', subject: nobody.id, playbook_id: playbooks.page, action: 'playbook:*', deny: true });
      expect(await offered(nobody)).toEqual({ status: 200, names: ['diagnose'] });
      await revoke(...allows, deny);
    });

    it('refuses a playbook run naming a denied playbook, and lets an allow run one playbook', async () => {
      const editor = await createUser(ctx.db, 'editor', 'runner');
      const deny = await permit({ subject_type: 'person', subject: editor.id, playbook_id: playbooks.restart, action: 'playbook:run', deny: true });
      const refused = await call(editor, 'POST', '/api/db/playbook_runs', { playbook_id: playbooks.restart, check_id: checkId });
      expect(refused).toMatchObject({
        status: 403,
        body: { subject: editor.email, object: 'playbooks', action: 'playbook:run', resource_id: playbooks.restart },
      });
      expect((await call(editor, 'POST', '/api/db/playbook_runs', { playbook_id: playbooks.page })).status).toBe(201);

      const viewer = await createUser(ctx.db, 'viewer', 'allowed-runner');
      expect((await call(viewer, 'POST', '/api/db/playbook_runs', { playbook_id: playbooks.page })).status).toBe(403);
      const allow = await permit({ subject_type: 'person', subject: viewer.id, playbook_id: playbooks.page, action: 'playbook:run' });
      expect((await call(viewer, 'POST', '/api/db/playbook_runs', { playbook_id: playbooks.page })).status).toBe(201);
      expect((await call(viewer, 'POST', '/api/db/playbook_runs', { playbook_id: playbooks.diagnose })).status).toBe(403);
      expect((await call(viewer, 'POST', '/api/db/playbook_runs', [{ playbook_id: playbooks.page }, { playbook_id: playbooks.diagnose }])).status).toBe(403);
      await revoke(deny, allow);
    });

    describe('runs', () => {
      let runs: Record<'diagnose1' | 'diagnose2' | 'page' | 'restart', string>;
      let runsCheck: string;
      /** The playbooks of the runs a user lists, the count of the whole list and of a page of one. */
      const listedRuns = async (user: TestUser) => {
        const url = `/api/db/playbook_runs?select=id,playbook_id&check_id=eq.${runsCheck}&order=created_at.asc`;
        const all = await call(user, 'GET', url, undefined, 'count=exact');
        if (all.status !== 200) return { status: all.status };
        const page = await call(user, 'GET', `${url}&limit=1`, undefined, 'count=exact');
        const named = (all.body as Array<{ playbook_id: string }>).map((r) => Object.entries(playbooks).find(([, id]) => id === r.playbook_id)![0]);
        return { status: 200, playbooks: named.sort(), total: Number(all.range?.split('/')[1]), pageTotal: Number(page.range?.split('/')[1]) };
      };

      beforeAll(async () => {
        const { checks } = await canaryWithChecks('runs', 'runs-check');
        runsCheck = checks[0]!;
        const { rows } = await ctx.db.pool.query<{ id: string }>(
          `INSERT INTO playbook_runs (playbook_id, check_id, created_at) VALUES ($1, $5, now() - interval '4 minutes'),
             ($2, $5, now() - interval '3 minutes'), ($3, $5, now() - interval '2 minutes'), ($4, $5, now() - interval '1 minute') RETURNING id`,
          [playbooks.diagnose, playbooks.diagnose, playbooks.page, playbooks.restart, runsCheck],
        );
        const [diagnose1, diagnose2, page, restart] = rows.map((r) => r.id) as [string, string, string, string];
        runs = { diagnose1, diagnose2, page, restart };
      });

      it('leaves out of the list, and its count, the runs of a playbook the caller is denied reading', async () => {
        const viewer = await createUser(ctx.db, 'viewer', 'run-reader');
        const everything = ['diagnose', 'diagnose', 'page', 'restart'];
        expect(await listedRuns(viewer)).toEqual({ status: 200, playbooks: everything, total: 4, pageTotal: 4 });
        const deny = await permit({ subject_type: 'person', subject: viewer.id, playbook_id: playbooks.restart, action: 'read', deny: true });
        // Denied running, not reading: page's runs stay in the list.
        const runDeny = await permit({ subject_type: 'person', subject: viewer.id, playbook_id: playbooks.page, action: 'playbook:run', deny: true });
        expect(await listedRuns(viewer)).toEqual({ status: 200, playbooks: ['diagnose', 'diagnose', 'page'], total: 3, pageTotal: 3 });
        // The run's actions are hidden with it; another viewer reads them, with the run embedded.
        const { rows } = await ctx.db.pool.query<{ id: string }>(
          "INSERT INTO playbook_run_actions (name, playbook_run_id) VALUES ('step', $1) RETURNING id",
          [runs.restart],
        );
        const actionsUrl = `/api/db/playbook_run_actions?select=id,run:playbook_runs(id)&id=eq.${rows[0]!.id}`;
        expect(await call(viewer, 'GET', actionsUrl)).toMatchObject({ status: 200, body: [] });
        expect(await call(await createUser(ctx.db, 'viewer', 'action-reader'), 'GET', actionsUrl)).toMatchObject({
          status: 200,
          body: [{ id: rows[0]!.id, run: { id: runs.restart } }],
        });
        expect(await listedRuns(await createUser(ctx.db, 'viewer', 'other-run-reader'))).toMatchObject({ total: 4 });
        await revoke(deny, runDeny);
        expect(await listedRuns(viewer)).toMatchObject({ total: 4 });
      });

      it('shows a caller whose role reads no runs only the runs of the playbooks an allow to read names', async () => {
        const nobody = await createUser(ctx.db, null, 'roleless-run-reader');
        expect(await listedRuns(nobody)).toEqual({ status: 403 });
        const allows = [
          await permit({ subject_type: 'person', subject: nobody.id, playbook_id: playbooks.diagnose, action: 'read' }),
          // Running a playbook is not reading its runs.
          await permit({ subject_type: 'person', subject: nobody.id, playbook_id: playbooks.page, action: 'playbook:run' }),
        ];
        expect(await listedRuns(nobody)).toEqual({ status: 200, playbooks: ['diagnose', 'diagnose'], total: 2, pageTotal: 2 });
        const deny = await permit({ subject_type: 'person', subject: nobody.id, playbook_id: playbooks.diagnose, action: '*', deny: true });
        // The deny beats the only allow to read: no allow is left, so the area's 403 again.
        expect(await listedRuns(nobody)).toEqual({ status: 403 });
        await revoke(...allows, deny);
      });

      it("treats a run's actions as the run: listed by an allow to read its playbook, written only where the playbook may run", async () => {
        const { rows } = await ctx.db.pool.query<{ id: string; playbook_run_id: string }>(
          `INSERT INTO playbook_run_actions (name, playbook_run_id) VALUES ('a-diagnose', $1), ('a-page', $2), ('a-restart', $3)
             RETURNING id, playbook_run_id`,
          [runs.diagnose1, runs.page, runs.restart],
        );
        const actionOf = (run: string) => rows.find((r) => r.playbook_run_id === run)!.id;
        const url = `/api/db/playbook_run_actions?select=name&id=in.(${rows.map((r) => r.id).join(',')})&order=name.asc`;
        const names = async (user: TestUser) => {
          const reply = await call(user, 'GET', url, undefined, 'count=exact');
          return reply.status === 200 ? { names: (reply.body as Array<{ name: string }>).map((r) => r.name), total: reply.range?.split('/')[1] } : reply.status;
        };
        const nobody = await createUser(ctx.db, null, 'roleless-action-reader');
        expect(await names(nobody)).toBe(403);
        const allow = await permit({ subject_type: 'person', subject: nobody.id, playbook_id: playbooks.diagnose, action: 'read' });
        expect(await names(nobody)).toEqual({ names: ['a-diagnose'], total: '1' });

        const editor = await createUser(ctx.db, 'editor', 'action-writer');
        const deny = await permit({ subject_type: 'person', subject: editor.id, playbook_id: playbooks.restart, action: 'playbook:run', deny: true });
        const refused = { status: 403, body: { subject: editor.email, object: 'playbooks', action: 'playbook:run', resource_id: playbooks.restart } };
        expect(await call(editor, 'PATCH', `/api/db/playbook_run_actions?id=eq.${actionOf(runs.restart)}`, { status: 'failed' })).toMatchObject(refused);
        expect(await call(editor, 'POST', '/api/db/playbook_run_actions', { name: 'sneaked', playbook_run_id: runs.restart })).toMatchObject(refused);
        // Nor can an action of an allowed run be moved into a run of the denied playbook.
        expect(await call(editor, 'PATCH', `/api/db/playbook_run_actions?id=eq.${actionOf(runs.page)}`, { playbook_run_id: runs.restart })).toMatchObject(refused);
        expect((await call(editor, 'PATCH', `/api/db/playbook_run_actions?id=eq.${actionOf(runs.page)}`, { status: 'completed' })).status).toBe(204);
        expect((await call(editor, 'POST', '/api/db/playbook_run_actions', { name: 'allowed', playbook_run_id: runs.page })).status).toBe(201);
        const statuses = await ctx.db.pool.query<{ name: string; status: string }>(
          "SELECT name, status FROM playbook_run_actions WHERE name IN ('a-restart', 'a-page', 'sneaked') ORDER BY name",
        );
        expect(statuses.rows).toEqual([{ name: 'a-page', status: 'completed' }, { name: 'a-restart', status: 'running' }]);
        await revoke(allow, deny);
      });

      it('refuses a PATCH or DELETE of one run of a denied playbook, naming the playbook', async () => {
        const editor = await createUser(ctx.db, 'editor', 'run-editor');
        const statusOf = async (id: string) =>
          (await ctx.db.pool.query<{ status: string }>('SELECT status FROM playbook_runs WHERE id = $1', [id])).rows[0]?.status;
        const deny = await permit({ subject_type: 'person', subject: editor.id, playbook_id: playbooks.restart, action: 'playbook:run', deny: true });
        const refused = { status: 403, body: { subject: editor.email, object: 'playbooks', action: 'playbook:run', resource_id: playbooks.restart } };
        expect(await call(editor, 'PATCH', `/api/db/playbook_runs?id=eq.${runs.restart}`, { status: 'cancelled' })).toMatchObject(refused);
        expect(await call(editor, 'DELETE', `/api/db/playbook_runs?id=eq.${runs.restart}`)).toMatchObject(refused);
        expect(await statusOf(runs.restart)).toBe('scheduled');
        expect((await call(editor, 'PATCH', `/api/db/playbook_runs?id=eq.${runs.page}`, { status: 'cancelled' })).status).toBe(204);
        expect(await statusOf(runs.page)).toBe('cancelled');

        // A viewer allowed to run page changes page's runs, and hears the area's 403 for another playbook's run.
        const viewer = await createUser(ctx.db, 'viewer', 'allowed-run-editor');
        const allow = await permit({ subject_type: 'person', subject: viewer.id, playbook_id: playbooks.page, action: 'playbook:run' });
        expect((await call(viewer, 'PATCH', `/api/db/playbook_runs?id=eq.${runs.page}`, { status: 'scheduled' })).status).toBe(204);
        expect(await statusOf(runs.page)).toBe('scheduled');
        expect(await call(viewer, 'PATCH', `/api/db/playbook_runs?id=eq.${runs.diagnose1}`, { status: 'cancelled' })).toMatchObject({
          status: 403,
          body: { subject: viewer.email, object: 'playbook_runs', action: 'write' },
        });
        expect(await statusOf(runs.diagnose1)).toBe('scheduled');
        // Nor can it move a run of page to a playbook it has no right to run.
        expect((await call(viewer, 'PATCH', `/api/db/playbook_runs?id=eq.${runs.page}`, { playbook_id: playbooks.diagnose })).status).toBe(403);
        const moved = await ctx.db.pool.query<{ playbook_id: string }>('SELECT playbook_id FROM playbook_runs WHERE id = $1', [runs.page]);
        expect(moved.rows[0]!.playbook_id).toBe(playbooks.page);
        await revoke(deny, allow);
      });
    });
  });
});

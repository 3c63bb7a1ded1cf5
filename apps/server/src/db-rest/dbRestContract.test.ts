import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import type { Role } from '@opsdeck/api';
import { seedDbRestFixture, type DbRestFixture } from './dbRestFixtures';

/** The exact /api/db calls of the contract reference (sections 2a-2e), over real HTTP. */

describe('/api/db answers the calls the widgets make', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  let fx: DbRestFixture;

  const get = (path: string, user: TestUser = users.admin, headers: Record<string, string> = {}) =>
    fetch(`${ctx.baseUrl}/api/db/${path}`, { headers: { Authorization: user.authorization, Accept: 'application/json', ...headers } });

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    users = await createUsers(ctx.db);
    fx = await seedDbRestFixture(ctx.db, users.admin);
  });
  afterAll(() => ctx.close());

  it('pages checks with limit and count: 5 rows and Content-Range 0-4/N (the issue\'s done-means)', async () => {
    const res = await get('checks?limit=5', users.viewer, { Prefer: 'count=exact' });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as unknown[];
    expect(rows).toHaveLength(5);
    expect(res.headers.get('content-range')).toBe(`0-4/${fx.checkIds.length}`);
  });

  it('answers the check-detail query of 2(b) with to-one, to-many and nested embeds through a view', async () => {
    const select =
      '*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id, name),components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))';
    const res = await get(`checks?id=eq.${fx.checkIds[0]}&select=${select}`, users.viewer);
    expect(res.status).toBe(200);
    const [check] = (await res.json()) as Record<string, unknown>[];
    expect(check).toMatchObject({
      id: fx.checkIds[0],
      name: 'check-00',
      type: 'http',
      labels: { app: 'db', tier: '0' },
      canaries: { id: fx.canaryId, name: 'api-canary', source: 'UI' },
      agents: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
      components: [{ components: { id: fx.componentId, name: 'API', icon: 'server' } }],
      configs: [{ configs: { id: fx.configId, name: 'api', type: 'Kubernetes::Deployment' } }],
    });
    expect(Object.keys(check!.canaries as object)).toEqual(['id', 'name', 'source']);
  });

  it('answers the status-history page of 2(b) newest first with the total in Content-Range', async () => {
    const since = new Date(fx.now.getTime() - 60 * 60_000).toISOString();
    const res = await get(`check_statuses?check_id=eq.${fx.checkIds[0]}&time=gt.${since}&order=time.desc&limit=50&offset=0`, users.viewer, {
      Prefer: 'count=exact',
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { time: string; status: boolean; duration: number }[];
    expect(rows).toHaveLength(50);
    expect(res.headers.get('content-range')).toBe('0-49/60');
    const times = rows.map((r) => Date.parse(r.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows[0]!.duration).toBe(100);

    const unhealthy = await get(`check_statuses?check_id=eq.${fx.checkIds[0]}&time=gt.${since}&order=time.desc&status=eq.0&duration=gte.110&limit=50&offset=0`, users.viewer, {
      Prefer: 'count=exact',
    });
    const failed = (await unhealthy.json()) as { status: boolean; duration: number }[];
    expect(failed.length).toBe(10); // minutes 10, 15, ... 55
    expect(failed.every((r) => r.status === false && r.duration >= 110)).toBe(true);
    expect(unhealthy.headers.get('content-range')).toBe('0-9/10');

    const second = await get(`check_statuses?check_id=eq.${fx.checkIds[0]}&order=time.desc&limit=50&offset=100`, users.viewer, { Prefer: 'count=exact' });
    expect(((await second.json()) as unknown[]).length).toBe(20);
    expect(second.headers.get('content-range')).toBe('100-119/120');
  });

  it('answers the canary spec, checks_by_component and check_summary_for_config lookups', async () => {
    const spec = (await (await get(`canaries?id=eq.${fx.canaryId}&select=id,source,spec,name,namespace`, users.viewer)).json()) as Record<string, unknown>[];
    expect(spec).toEqual([{ id: fx.canaryId, source: 'UI', spec: { http: [] }, name: 'api-canary', namespace: 'prod' }]);
    const byComponent = (await (await get(`checks_by_component?component_id=eq.${fx.componentId}`, users.viewer)).json()) as Record<string, unknown>[];
    expect(byComponent).toEqual([expect.objectContaining({ component_id: fx.componentId, id: fx.checkIds[0], name: 'check-00' })]);
    const forConfig = (await (await get(`check_summary_for_config?config_id=eq.${fx.configId}`, users.viewer)).json()) as Record<string, unknown>[];
    expect(forConfig).toEqual([expect.objectContaining({ config_id: fx.configId, id: fx.checkIds[0], canary_name: 'api-canary' })]);
  });

  it('enriches the summary with agents by id list (2a)', async () => {
    const res = await get('agents?select=id,name,description&id=in.(00000000-0000-0000-0000-000000000000)', users.viewer);
    expect(await res.json()).toEqual([{ id: '00000000-0000-0000-0000-000000000000', name: 'local', description: 'This server' }]);
  });

  it('searches incidents with an un-encoded ilike pattern and embeds hypotheses (2c)', async () => {
    // The console interpolates the search text without encoding: `*` wildcards and a space as typed.
    const res = await fetch(`${ctx.baseUrl}/api/db/incidents?order=created_at.desc&title=ilike.*latency spike*&select=*,hypotheses(id, type)`, {
      headers: { Authorization: users.responder.authorization },
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: string; title: string; hypotheses: { id: string; type: string }[] }[];
    expect(rows.map((r) => r.title)).toEqual(['API latency spike']);
    expect(rows[0]!.hypotheses.map((h) => h.type).sort()).toEqual(['factor', 'root']);
    expect(Object.keys(rows[0]!.hypotheses[0]!)).toEqual(['id', 'type']);

    const all = (await (await get('incidents?order=created_at.desc&title=ilike.**&select=*,hypotheses(id, type)', users.responder)).json()) as unknown[];
    expect(all).toHaveLength(3);
  });

  it('answers the incident detail query of 2(c) with nested embeds and FK-column embeds', async () => {
    const person = 'id,name,avatar,email';
    const select =
      `*,hypotheses(*,created_by(${person}),evidences(*,created_by(${person})),comments(created_at,comment,external_created_by,responder_id(team_id(*)),created_by(id,id,name,avatar,email),id)),` +
      `commander:commander_id(${person}),communicator_id(${person}),responders(created_by(${person}))`;
    const res = await get(`incidents?id=eq.${fx.incidentId}&select=${select}`, users.responder);
    expect(res.status).toBe(200);
    type Row = Record<string, unknown>;
    const [incident] = (await res.json()) as (Row & { hypotheses: (Row & { type: string })[] })[];
    const admin = { id: users.admin.id, name: 'admin', avatar: null, email: users.admin.email };
    expect(incident!.commander).toEqual(admin);
    expect(incident!.commander_id).toBe(users.admin.id);
    expect(incident!.communicator_id).toBeNull();
    expect(incident!.responders).toEqual([{ created_by: admin }]);
    const root = incident!.hypotheses.find((h) => h.type === 'root')!;
    expect(root.created_by).toEqual(admin);
    expect(root.evidences).toEqual([expect.objectContaining({ description: 'Latency check failing', created_by: admin })]);
    expect(root.comments).toEqual([
      {
        created_at: expect.any(String),
        comment: 'Looking into it',
        external_created_by: null,
        responder_id: { team_id: expect.objectContaining({ id: fx.teamId, name: 'SRE' }) },
        created_by: admin,
        id: expect.any(String),
      },
    ]);
  });

  it('lists hypotheses of an incident in order and patches one by id (2c)', async () => {
    const list = (await (await get(`hypotheses?incident_id=eq.${fx.incidentId}&order=created_at.asc`, users.responder)).json()) as { id: string }[];
    expect(list.length).toBe(2);
    const res = await fetch(`${ctx.baseUrl}/api/db/hypotheses?id=eq.${fx.rootHypothesisId}`, {
      method: 'PATCH',
      headers: { Authorization: users.responder.authorization, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ status: 'likely' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([expect.objectContaining({ id: fx.rootHypothesisId, status: 'likely' })]);
  });

  it('lists permissions_summary with the creator embedded and a count (2e)', async () => {
    const res = await get('permissions_summary?select=*,created_by(id,name,avatar,email)&deleted_at=is.null&limit=10&offset=0&order=created_at.desc', users.admin, {
      Prefer: 'count=exact',
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect(rows[0]!.created_by).toEqual({ id: users.admin.id, name: 'admin', avatar: null, email: users.admin.email });
    const mcp = await get('permissions_summary?select=*&action=eq.mcp:run&source=eq.interactive_settings&deleted_at=is.null&limit=5000');
    expect(((await mcp.json()) as { object: string }[]).map((r) => r.object)).toEqual(['mcp']);
  });

  it('lists connections with secrets masked, references shown (2d)', async () => {
    const res = await get('connections?select=*,created_by(id,name,avatar,email)&order=created_at.desc&deleted_at=is.null&limit=100');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    const main = rows.find((r) => r.name === 'pg-main')!;
    expect(main).toMatchObject({ username: '***', password: '***', certificate: '***', url: 'postgres://db' });
    expect(main.created_by).toMatchObject({ id: users.admin.id });
    const ref = rows.find((r) => r.name === 'slack-alerts')!;
    expect(ref).toMatchObject({ username: 'secret://slack/user', password: 'secret://slack/token', certificate: null });
    const lookup = await get(`connections?id=eq.${fx.connectionId}&select=id,name,type`);
    expect(await lookup.json()).toEqual([{ id: fx.connectionId, name: 'pg-main', type: 'postgres' }]);
  });

  it('soft-deletes with {"deleted_at":"now()"} and keeps a secret when "***" is written back', async () => {
    const patch = (body: unknown) =>
      fetch(`${ctx.baseUrl}/api/db/connections?id=eq.${fx.connectionId}`, {
        method: 'PATCH',
        headers: { Authorization: users.admin.authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch({ name: 'pg-primary', username: '***', password: '***', url: 'postgres://db2' })).status).toBe(204);
    const { rows } = await ctx.db.pool.query('SELECT name, username, password, url, updated_at > created_at AS touched FROM connections WHERE id = $1', [fx.connectionId]);
    expect(rows[0]).toEqual({ name: 'pg-primary', username: 'dbuser', password: 's3cret', url: 'postgres://db2', touched: true });

    expect((await patch({ deleted_at: 'now()' })).status).toBe(204);
    const live = (await (await get('connections?deleted_at=is.null&select=name')).json()) as { name: string }[];
    expect(live.map((r) => r.name)).toEqual(['slack-alerts']);
  });

  it("applies Mission Control's <col>.filter= lists and date math", async () => {
    const namesOf = async (path: string) => ((await (await get(path, users.viewer)).json()) as { name: string }[]).map((r) => r.name).sort();
    expect(await namesOf('checks?select=name&name.filter=check-01,check-02')).toEqual(['check-01', 'check-02']);
    expect(await namesOf('checks?select=name&name.filter=*K-1*')).toEqual(['check-10', 'check-11']);
    expect(await namesOf('checks?select=name&name.filter=!check-0*')).toEqual(['check-10', 'check-11']);
    expect(await namesOf('checks?select=name&name.filter=check-0*,!check-00,!*9&status.filter=unhealthy')).toEqual(['check-03', 'check-06']);

    const recent = (await (await get(`check_statuses?check_id=eq.${fx.checkIds[0]}&time.filter=>now-30m`, users.viewer)).json()) as unknown[];
    expect(recent.length).toBeGreaterThanOrEqual(29);
    expect(recent.length).toBeLessThanOrEqual(30);
    const older = (await (await get(`check_statuses?check_id=eq.${fx.checkIds[0]}&time.filter=now-100m`, users.viewer)).json()) as unknown[];
    expect(older.length).toBeGreaterThanOrEqual(19); // no sign means before, as Mission Control reads it
    expect(older.length).toBeLessThanOrEqual(20);
    expect(await namesOf('checks?select=name&created_at.filter=>now-1d/d')).toHaveLength(12);
    expect(await namesOf('checks?select=name&created_at.filter=<now%2B1M/M')).toHaveLength(12);
    expect(await namesOf('checks?select=name&created_at.filter=<now+1M/M')).toHaveLength(12); // `+` sent un-encoded
    expect(await namesOf(`checks?select=name&created_at.filter=>${new Date(Date.now() + 3600_000).toISOString()}`)).toEqual([]);
    const bad = await get('check_statuses?time.filter=>yesterday', users.viewer);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("'>yesterday'");
  });

  it('calls the permissions_for_obj_selector RPC of 2(e) with filters and paging on its result', async () => {
    await ctx.db.pool.query(
      `INSERT INTO permissions (action, object_selector, subject, subject_type, created_by) VALUES
         ('playbook:run', '{"playbooks":[{"name":"restart","namespace":"ops"}]}', 'editor', 'group', $1),
         ('playbook:run', '{"playbooks":[{"name":"restart"}]}', 'viewer', 'group', $1),
         ('playbook:run', '{"playbooks":[{"name":"restart","namespace":"other"}]}', 'guest', 'group', $1),
         ('playbook:run', '{"configs":[{"name":"restart"}]}', 'guest', 'group', $1)`,
      [users.admin.id],
    );
    const res = await get('rpc/permissions_for_obj_selector?p_field=playbooks&p_name=restart&p_namespace=ops&select=subject,created_by(name)&limit=10&offset=0&order=subject.asc', users.admin, {
      Prefer: 'count=exact',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { subject: 'editor', created_by: { name: 'admin' } },
      { subject: 'viewer', created_by: { name: 'admin' } },
    ]);
    expect(res.headers.get('content-range')).toBe('0-1/2');
    const missing = await get('rpc/permissions_for_obj_selector?p_field=playbooks');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toContain("'p_name'");
  });
});

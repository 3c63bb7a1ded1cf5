import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceOfSource, type EvidenceSourceKind, type IncidentLinkResult, type Role } from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { seedDemo } from '../seed/seedDemo';

type Json = Record<string, unknown>;

describe('POST /api/incident/link', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  const ids = {} as Record<EvidenceSourceKind, string>;

  const link = async (body: unknown, user: TestUser = users.responder) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/incident/link', headers: { authorization: user.authorization }, payload: body as Json });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const count = async (table: string) => (await ctx.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const counts = async () => ({ incidents: await count('incidents'), hypotheses: await count('hypotheses'), evidences: await count('evidences') });
  const anyId = async (sql: string) => (await ctx.db.pool.query<{ id: string }>(sql)).rows[0]!.id;
  const newIncident = (title = `Checkout down ${crypto.randomUUID()}`) => ({ title, severity: 'Medium', type: 'availability' });

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemo(ctx.db.pool, { checks: 12 });
    users = await createUsers(ctx.db);
    ids.check = await anyId('SELECT id FROM checks ORDER BY name LIMIT 1');
    ids.config = await anyId('SELECT id FROM config_items ORDER BY name LIMIT 1');
    ids.configChange = await anyId('SELECT id FROM config_changes LIMIT 1');
    // The demo seed may have no analysis at this size: one of our own.
    ids.configAnalysis = await anyId(
      `INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, message) VALUES ('${ids.config}', 'trivy', 'security', 'high', 'CVE') RETURNING id`,
    );
    ids.component = await anyId('SELECT id FROM components ORDER BY name LIMIT 1');
  });
  afterAll(() => ctx?.close());

  it('creates an open incident led by the caller, a root hypothesis named after it, and the check evidence', async () => {
    const title = `Payments 5xx ${crypto.randomUUID()}`;
    const res = await link({ incident: { title, severity: 2, type: 'availability' }, evidence: evidenceOfSource({ kind: 'check', id: ids.check, timeRange: '3h' }, 'failing') });
    expect(res.status).toBe(201);
    const result = res.body as unknown as IncidentLinkResult;
    expect(result.created).toEqual({ incident: true, hypothesis: true });
    expect(result.incident).toMatchObject({ title, severity: 'high', type: 'availability', status: 'open' });
    const { rows } = await ctx.db.pool.query('SELECT created_by, commander_id, communicator_id FROM incidents WHERE id = $1', [result.incident.id]);
    expect(rows[0]).toEqual({ created_by: users.responder.id, commander_id: users.responder.id, communicator_id: users.responder.id });
    expect(result.hypothesis).toMatchObject({ incident_id: result.incident.id, title, type: 'root', status: 'possible' });

    // Read back through /api/db as the incident page does: the evidence sits under the root hypothesis.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/db/hypotheses?incident_id=eq.${result.incident.id}&select=id,type,evidences(type,check_id,description,evidence,created_by)`,
      headers: { authorization: users.viewer.authorization },
    });
    expect(read.json()).toEqual([
      {
        id: result.hypothesis.id,
        type: 'root',
        evidences: [{ type: 'check', check_id: ids.check, description: 'failing', evidence: { check_id: ids.check, includeMessages: true, start: '3h' }, created_by: users.responder.id }],
      },
    ]);
  });

  it('links every kind of source with its evidence type and reference', async () => {
    for (const kind of ['config', 'configChange', 'configAnalysis', 'component'] as const) {
      const evidence = evidenceOfSource({ kind, id: ids[kind] });
      const res = await link({ incident: newIncident(), hypothesis: { title: `Because of the ${kind}` }, evidence });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const result = res.body as unknown as IncidentLinkResult;
      expect(result.hypothesis.title).toBe(`Because of the ${kind}`);
      expect(result.evidence).toMatchObject({ type: evidence.type, hypothesis_id: result.hypothesis.id });
      const column = { config: 'config_id', configChange: 'config_change_id', configAnalysis: 'config_analysis_id', component: 'component_id' }[kind];
      expect(result.evidence[column]).toBe(ids[kind]);
    }
    const byComponent = await ctx.app.inject({
      method: 'GET',
      url: `/api/db/incidents_by_component?component_id=eq.${ids.component}&select=id,title,status`,
      headers: { authorization: users.guest.authorization },
    });
    expect(byComponent.statusCode).toBe(200);
    expect((byComponent.json() as Json[]).length).toBeGreaterThanOrEqual(1);
    const configId = (await ctx.db.pool.query<{ config_id: string }>('SELECT config_id FROM config_changes WHERE id = $1', [ids.configChange])).rows[0]!.config_id;
    const byConfig = await ctx.app.inject({
      method: 'GET',
      url: `/api/db/incidents_by_config?config_id=eq.${configId}&select=id,title`,
      headers: { authorization: users.viewer.authorization },
    });
    expect((byConfig.json() as Json[]).length).toBeGreaterThanOrEqual(1);
  });

  it('adds evidence to an existing incident under an existing hypothesis, or under a new one', async () => {
    const first = (await link({ incident: newIncident(), evidence: evidenceOfSource({ kind: 'check', id: ids.check }) })).body as unknown as IncidentLinkResult;
    const before = await counts();
    const same = await link({ incident: { id: first.incident.id }, hypothesis: { id: first.hypothesis.id }, evidence: evidenceOfSource({ kind: 'config', id: ids.config }) }, users.commander);
    expect(same.status).toBe(201);
    expect(same.body).toMatchObject({ created: { incident: false, hypothesis: false }, hypothesis: { id: first.hypothesis.id } });
    const other = await link({ incident: { id: first.incident.id }, hypothesis: { title: 'DNS' }, evidence: evidenceOfSource({ kind: 'component', id: ids.component }) });
    expect(other.body).toMatchObject({ created: { incident: false, hypothesis: true }, hypothesis: { title: 'DNS', incident_id: first.incident.id } });
    expect(await counts()).toEqual({ incidents: before.incidents, hypotheses: before.hypotheses + 1, evidences: before.evidences + 2 });
  });

  it('answers 400 naming the problem, and 404 for an unknown incident or hypothesis', async () => {
    const check = evidenceOfSource({ kind: 'check', id: ids.check });
    const existing = (await link({ incident: newIncident(), evidence: check })).body as unknown as IncidentLinkResult;
    const before = await counts();
    const cases: Array<[unknown, number, RegExp]> = [
      [{ incident: { id: existing.incident.id }, evidence: check }, 400, /^hypothesis is required with an existing incident/],
      [{ incident: { title: 'x', severity: 'info', type: 'cost' }, evidence: check }, 400, /^incident\.severity: Unknown incident severity "info"/],
      [{ incident: { title: 'x', severity: 'low' }, evidence: check }, 400, /^incident\.type must be one of cost, availability/],
      [{ incident: newIncident(), evidence: { type: 'check' } }, 400, /evidence of type check needs check_id/],
      [{ incident: newIncident(), evidence: { type: 'check', check_id: 'abc' } }, 400, /evidence\.check_id: must be a uuid/],
      [{ incident: { id: crypto.randomUUID() }, hypothesis: { title: 'h' }, evidence: check }, 404, /^incident .* was not found/],
      [{ incident: { id: existing.incident.id }, hypothesis: { id: crypto.randomUUID() }, evidence: check }, 404, /^hypothesis .* was not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await link(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toMatch(message);
    }
    const foreign = (await link({ incident: newIncident(), evidence: check })).body as unknown as IncidentLinkResult;
    const mixed = await link({ incident: { id: existing.incident.id }, hypothesis: { id: foreign.hypothesis.id }, evidence: check });
    expect(mixed).toMatchObject({ status: 400, body: { error: expect.stringMatching(/belongs to another incident/) } });
    expect(await counts()).toEqual({ ...before, incidents: before.incidents + 1, hypotheses: before.hypotheses + 1, evidences: before.evidences + 1 });
  });

  it('leaves nothing behind when the evidence cannot be written after the incident and hypothesis were', async () => {
    const before = await counts();
    const histories = await count('incident_histories');
    const title = `Half-written ${crypto.randomUUID()}`;
    const missing = crypto.randomUUID();
    // The reference passes validation and fails only at the evidence insert, after incident and hypothesis exist.
    const res = await link({ incident: newIncident(title), evidence: evidenceOfSource({ kind: 'check', id: missing }) });
    expect(res).toEqual({ status: 400, body: { error: `evidence check_id ${missing} does not exist` } });
    expect(await counts()).toEqual(before);
    expect(await count('incident_histories')).toBe(histories);
    expect((await ctx.db.pool.query('SELECT 1 FROM incidents WHERE title = $1', [title])).rowCount).toBe(0);
    // The same for a new hypothesis on an existing incident.
    const existing = (await link({ incident: newIncident(), evidence: evidenceOfSource({ kind: 'check', id: ids.check }) })).body as unknown as IncidentLinkResult;
    const hypotheses = await count('hypotheses');
    const res2 = await link({ incident: { id: existing.incident.id }, hypothesis: { title: 'never' }, evidence: evidenceOfSource({ kind: 'component', id: missing }) });
    expect(res2.status).toBe(400);
    expect(await count('hypotheses')).toBe(hypotheses);
  });

  it('lets commanders, responders, editors and admins link; viewers and guests get 403; nobody signed in gets 401', async () => {
    const body = () => ({ incident: newIncident(), evidence: evidenceOfSource({ kind: 'check', id: ids.check }) });
    for (const role of ['admin', 'editor', 'commander', 'responder'] as const) expect((await link(body(), users[role])).status, role).toBe(201);
    const before = await counts();
    for (const role of ['viewer', 'guest'] as const) {
      const res = await link(body(), users[role]);
      expect(res.status, role).toBe(403);
      expect(res.body.error).toMatch(/may not write evidences/);
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/incident/link', payload: body() });
    expect(anonymous.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('RBAC of the incident tables under /api/db', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  let incidentId: string;
  let hypothesisId: string;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json) =>
    ctx.app.inject({ method, url: `/api/db/${url}`, headers: { authorization: user.authorization, prefer: 'return=representation' }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext();
    users = await createUsers(ctx.db);
    const incident = await ctx.db.pool.query<{ id: string }>(
      "INSERT INTO incidents (title, severity, type, created_by) VALUES ('RBAC', 'low', 'cost', $1) RETURNING id",
      [users.admin.id],
    );
    incidentId = incident.rows[0]!.id;
    const hypothesis = await ctx.db.pool.query<{ id: string }>("INSERT INTO hypotheses (incident_id, title, created_by) VALUES ($1, 'h', $2) RETURNING id", [
      incidentId,
      users.admin.id,
    ]);
    hypothesisId = hypothesis.rows[0]!.id;
  });
  afterAll(() => ctx?.close());

  const writes = (user: TestUser): Array<[string, 'POST' | 'PATCH', string, Json]> => [
    ['incidents', 'POST', 'incidents', { title: 'new', severity: 'low', type: 'cost', created_by: user.id }],
    ['incidents', 'PATCH', `incidents?id=eq.${incidentId}`, { status: 'investigating' }],
    ['hypotheses', 'POST', 'hypotheses', { incident_id: incidentId, title: 'factor', type: 'factor', created_by: user.id }],
    ['evidences', 'POST', 'evidences', { hypothesis_id: hypothesisId, type: 'comment', description: 'seen', created_by: user.id }],
    ['comments', 'POST', 'comments', { incident_id: incidentId, comment: 'on it', created_by: user.id }],
    ['responders', 'POST', 'responders', { incident_id: incidentId, type: 'person', person_id: user.id, created_by: user.id }],
  ];

  it('lets commanders and responders write incidents, hypotheses, evidences, comments and responders', async () => {
    for (const role of ['commander', 'responder'] as const) {
      for (const [table, method, url, payload] of writes(users[role])) {
        const res = await call(users[role], method, url, payload);
        expect([200, 201], `${role} ${method} ${table}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });

  it('lets viewers and guests read them all and write none', async () => {
    for (const role of ['viewer', 'guest'] as const) {
      for (const table of ['incidents', 'hypotheses', 'evidences', 'comments', 'responders', 'incident_summary', 'incident_histories', 'incidents_by_component', 'incidents_by_config']) {
        expect((await call(users[role], 'GET', `${table}?limit=1`)).statusCode, `${role} reads ${table}`).toBe(200);
      }
      for (const [table, method, url, payload] of writes(users[role])) {
        const res = await call(users[role], method, url, payload);
        expect(res.statusCode, `${role} ${method} ${table}`).toBe(403);
      }
      expect((await call(users[role], 'DELETE', `comments?incident_id=eq.${incidentId}`)).statusCode).toBe(403);
    }
    const { rows } = await ctx.db.pool.query<{ status: string }>('SELECT status FROM incidents WHERE id = $1', [incidentId]);
    expect(rows[0]!.status).toBe('investigating');
  });

  it('binds search strings as parameters: quotes and like wildcards are data, not SQL', async () => {
    const res = await call(users.viewer, 'GET', `incidents?title=ilike.${encodeURIComponent("*R'B%AC*")}&select=id`);
    expect(res.statusCode).toBe(200);
    const literal = await call(users.viewer, 'GET', `incidents?title=ilike.${encodeURIComponent('*RB\\%AC*')}&select=id`);
    expect(literal.json()).toEqual([]);
    const plain = await call(users.viewer, 'GET', `incidents?title=ilike.${encodeURIComponent('*rbac*')}&select=id`);
    expect(plain.json()).toEqual([{ id: incidentId }]);
  });
});

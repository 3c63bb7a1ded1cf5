import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INCIDENT_SEVERITIES, normalizeIncidentSeverity, type Role } from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';

/**
 * The incident lifecycle rules of migration 0008 (spec 000 sections 3-4, spec 001 section 3.2), through /api/db as the
 * console calls it: creator roles, severity normalisation, history of every change, and hypothesis deletion.
 */

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes, asserted field by field
  body: any;
}

interface HistoryRow {
  type: string;
  description: string | null;
  created_by: string | null;
  hypothesis_id: string | null;
  evidence_id: string | null;
  comment_id: string | null;
  responder_id: string | null;
}

describe('incident lifecycle rules', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;

  async function call(method: string, path: string, user: TestUser, body?: unknown): Promise<Answer> {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url: `/api/db/${path}`,
      headers: {
        authorization: user.authorization,
        prefer: 'return=representation',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  }

  async function createIncident(user: TestUser, body: Record<string, unknown> = {}) {
    const res = await call('POST', 'incidents', user, { title: 'Checkout errors', severity: 'low', type: 'availability', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body[0] as Record<string, string>;
  }

  async function history(incidentId: string): Promise<HistoryRow[]> {
    const { rows } = await ctx.db.pool.query<HistoryRow>(
      `SELECT type, description, created_by, hypothesis_id, evidence_id, comment_id, responder_id
         FROM incident_histories WHERE incident_id = $1 ORDER BY created_at, type`,
      [incidentId],
    );
    return rows;
  }

  async function count(sql: string, params: unknown[]): Promise<number> {
    const { rows } = await ctx.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
    return rows[0]!.n;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    users = await createUsers(ctx.db);
  });
  afterAll(() => ctx.close());

  it('makes the creator commander, communicator and creator, whatever created_by the client sends, with status open', async () => {
    const incident = await createIncident(users.responder, { created_by: users.admin.id });
    expect(incident).toMatchObject({
      created_by: users.responder.id,
      commander_id: users.responder.id,
      communicator_id: users.responder.id,
      status: 'open',
    });
    // A client that assigns the roles itself decides them.
    const named = await createIncident(users.commander, { commander_id: users.responder.id });
    expect(named).toMatchObject({ created_by: users.commander.id, commander_id: users.responder.id, communicator_id: null });
    expect(await history(incident.id!)).toEqual([
      expect.objectContaining({ type: 'incident.created', description: 'Checkout errors', created_by: users.responder.id }),
    ]);
  });

  it('normalises severities: 0..4 to low, medium, high, blocker, critical and names in any case', async () => {
    const cases: [unknown, string][] = [[0, 'low'], [1, 'medium'], [2, 'high'], [3, 'blocker'], [4, 'critical'], ['Medium', 'medium'], [' HIGH ', 'high'], ['3', 'blocker']];
    for (const [given, stored] of cases) {
      const incident = await createIncident(users.commander, { severity: given });
      expect(incident.severity, JSON.stringify(given)).toBe(stored);
    }
    const incident = await createIncident(users.commander);
    const patched = await call('PATCH', `incidents?id=eq.${incident.id}`, users.commander, { severity: 4 });
    expect(patched.body[0].severity).toBe('critical');
  });

  it('refuses an unknown severity with a 400 that lists the valid ones, and writes nothing', async () => {
    const before = await count('incidents', []);
    for (const severity of ['info', 5, 1.5, '']) {
      const res = await call('POST', 'incidents', users.commander, { title: 'x', severity, type: 'cost' });
      expect(res.status, JSON.stringify(severity)).toBe(400);
      expect(res.body.message).toContain('Unknown incident severity');
      expect(res.body.message).toContain('use one of low, medium, high, critical, blocker or 0-4');
    }
    expect(await count('incidents', [])).toBe(before);
  });

  it("agrees with @opsdeck/api's normalizeIncidentSeverity on every input", async () => {
    const check = async (value: string) => {
      const { rows } = await ctx.db.pool.query<{ s: string | null }>('SELECT incident_severity_normalize($1) AS s', [value]);
      expect(rows[0]!.s, JSON.stringify(value)).toBe(normalizeIncidentSeverity(value));
    };
    for (const value of ['0', '4', '5', '04', ' 2 ', '-1', '1.0', 'Medium', 'BLOCKER', ' low\t', 'info', 'warning', '', '99999999999999999999']) {
      await check(value);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...INCIDENT_SEVERITIES).map((s) => s.toUpperCase()),
          fc.integer({ min: -3, max: 9 }).map(String),
          fc.string({ maxLength: 8, unit: fc.constantFrom('l', 'o', 'w', 'H', ' ', '1', '3', 'x') }),
        ),
        check,
      ),
      { numRuns: 60 },
    );
  });

  it('writes a history row for a status change and for each other field a patch changes, naming who did it', async () => {
    const incident = await createIncident(users.commander);
    const investigating = await call('PATCH', `incidents?id=eq.${incident.id}`, users.responder, { status: 'investigating' });
    expect(investigating.status).toBe(200);
    expect(investigating.body[0].status).toBe('investigating');
    await call('PATCH', `incidents?id=eq.${incident.id}`, users.commander, { severity: 'Medium', type: 'performance' });
    // The same status again changes nothing and records nothing.
    await call('PATCH', `incidents?id=eq.${incident.id}`, users.commander, { status: 'investigating' });
    const resolved = await call('PATCH', `incidents?id=eq.${incident.id}`, users.commander, { status: 'resolved', commander_id: users.responder.id });
    expect(resolved.body[0].resolved).not.toBeNull();

    const rows = await history(incident.id!);
    expect(rows.map((r) => [r.type, r.description, r.created_by])).toEqual([
      ['incident.created', 'Checkout errors', users.commander.id],
      ['incident.status_updated', 'open -> investigating', users.responder.id],
      ['incident.severity_updated', 'low -> medium', users.commander.id],
      ['incident.type_updated', 'availability -> performance', users.commander.id],
      ['incident.commander_updated', 'commander -> responder', users.commander.id],
      ['incident.status_updated', 'investigating -> resolved', users.commander.id],
    ]);
  });

  it('keeps viewers and guests out of every incident write', async () => {
    const incident = await createIncident(users.commander);
    for (const role of ['viewer', 'guest'] as const) {
      expect((await call('POST', 'incidents', users[role], { title: 'x' })).status).toBe(403);
      expect((await call('PATCH', `incidents?id=eq.${incident.id}`, users[role], { status: 'closed' })).status).toBe(403);
      expect((await call('POST', 'hypotheses', users[role], { incident_id: incident.id })).status).toBe(403);
    }
    expect((await history(incident.id!)).map((r) => r.type)).toEqual(['incident.created']);
  });

  it('records hypotheses, evidence, done toggles, comments and responders as they are added and changed', async () => {
    const incident = await createIncident(users.commander);
    const root = (await call('POST', 'hypotheses', users.responder, { incident_id: incident.id })).body[0];
    expect(root).toMatchObject({ type: 'root', title: '', status: 'possible', created_by: users.responder.id });
    await call('PATCH', `hypotheses?id=eq.${root.id}`, users.commander, { title: 'Pool exhausted', status: 'likely' });
    const evidence = (await call('POST', 'evidences', users.responder, { hypothesis_id: root.id, type: 'log', description: 'Errors', definition_of_done: true })).body[0];
    await call('PATCH', `evidences?id=eq.${evidence.id}`, users.commander, { done: true });
    const comment = (await call('POST', 'comments', users.responder, { incident_id: incident.id, hypothesis_id: root.id, comment: 'Looking' })).body[0];
    const responder = (await call('POST', 'responders', users.commander, { incident_id: incident.id, type: 'person', person_id: users.responder.id })).body[0];
    await call('PATCH', `responders?id=eq.${responder.id}`, users.commander, { deleted_at: 'now()' });

    const rows = await history(incident.id!);
    const find = (type: string) => rows.filter((r) => r.type === type);
    expect(find('hypothesis.created')).toEqual([expect.objectContaining({ hypothesis_id: root.id, created_by: users.responder.id })]);
    expect(find('hypothesis.status_updated')).toEqual([expect.objectContaining({ description: 'Pool exhausted: possible -> likely', created_by: users.commander.id })]);
    // A first title is just the title; a rename says from what.
    expect(find('hypothesis.title_updated')).toEqual([expect.objectContaining({ description: 'Pool exhausted' })]);
    expect(find('evidence.created')).toEqual([expect.objectContaining({ evidence_id: evidence.id, description: 'Errors' })]);
    expect(find('evidence.done_updated')).toEqual([expect.objectContaining({ description: 'Errors: done', created_by: users.commander.id })]);
    expect(find('comment.created')).toEqual([expect.objectContaining({ comment_id: comment.id, description: 'Looking' })]);
    expect(find('responder.created')).toEqual([expect.objectContaining({ responder_id: responder.id, description: 'responder' })]);
    expect(find('responder.removed')).toEqual([expect.objectContaining({ responder_id: responder.id, created_by: users.commander.id })]);
  });

  it('records a creation once when a writer also brings its own history row (the seed, an import)', async () => {
    const incident = await createIncident(users.commander);
    const { rows } = await ctx.db.pool.query<{ id: string }>(
      `INSERT INTO hypotheses (incident_id, created_by, title) VALUES ($1, $2, 'Imported') RETURNING id`,
      [incident.id, users.commander.id],
    );
    const evidence = await ctx.db.pool.query<{ id: string }>(
      `INSERT INTO evidences (hypothesis_id, created_by, type, description) VALUES ($1, $2, 'log', 'Imported log') RETURNING id`,
      [rows[0]!.id, users.commander.id],
    );
    // The seed's own rows: the evidence one without the hypothesis, as the seed writes it.
    await ctx.db.pool.query(
      `INSERT INTO incident_histories (incident_id, type, hypothesis_id, evidence_id, created_by) VALUES
         ($1, 'hypothesis.created', $2, NULL, $3), ($1, 'incident.created', NULL, NULL, $3), ($1, 'evidence.created', NULL, $4, $3)`,
      [incident.id, rows[0]!.id, users.commander.id, evidence.rows[0]!.id],
    );
    expect((await history(incident.id!)).map((r) => r.type).sort()).toEqual(['evidence.created', 'hypothesis.created', 'incident.created']);
  });

  it('deletes a hypothesis with its comments, evidence and the hypotheses under it, in one statement, and records it', async () => {
    const incident = await createIncident(users.commander);
    const post = async (table: string, body: Record<string, unknown>) => (await call('POST', table, users.responder, body)).body[0] as { id: string };
    const root = await post('hypotheses', { incident_id: incident.id, title: 'Root cause' });
    const factor = await post('hypotheses', { incident_id: incident.id, title: 'Factor', type: 'factor', parent_id: root.id });
    const other = await post('hypotheses', { incident_id: incident.id, title: 'Other root' });
    for (const h of [root, factor, other]) {
      await post('evidences', { hypothesis_id: h.id, type: 'comment', description: `on ${h.id}` });
      await post('comments', { incident_id: incident.id, hypothesis_id: h.id, comment: `on ${h.id}` });
    }
    // A viewer may not: nothing goes.
    expect((await call('DELETE', `hypotheses?id=eq.${root.id}`, users.viewer)).status).toBe(403);
    expect(await count('evidences WHERE hypothesis_id = ANY($1)', [[root.id, factor.id]])).toBe(2);

    const res = await call('DELETE', `hypotheses?id=eq.${root.id}`, users.responder);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id: root.id })]);
    expect(await count('hypotheses WHERE id = ANY($1)', [[root.id, factor.id]])).toBe(0);
    expect(await count('evidences WHERE hypothesis_id = ANY($1)', [[root.id, factor.id]])).toBe(0);
    expect(await count('comments WHERE hypothesis_id = ANY($1)', [[root.id, factor.id]])).toBe(0);
    expect(await count('evidences WHERE hypothesis_id = $1', [other.id])).toBe(1);
    expect(await count('comments WHERE hypothesis_id = $1', [other.id])).toBe(1);
    const deleted = (await history(incident.id!)).filter((r) => r.type === 'hypothesis.deleted').map((r) => r.description);
    expect(deleted.sort()).toEqual(['Factor', 'Root cause']);

    // The removal is the foreign keys' cascade, part of the DELETE itself: held here so a schema change cannot undo it.
    const { rows } = await ctx.db.pool.query<{ rel: string; action: string }>(
      `SELECT conrelid::regclass::text AS rel, confdeltype::text AS action FROM pg_constraint
        WHERE contype = 'f' AND confrelid = 'hypotheses'::regclass AND conrelid IN ('evidences'::regclass, 'comments'::regclass, 'hypotheses'::regclass)
        ORDER BY 1`,
    );
    expect(rows).toEqual([
      { rel: 'comments', action: 'c' },
      { rel: 'evidences', action: 'c' },
      { rel: 'hypotheses', action: 'c' },
    ]);
  });

  it('records the creations of a bulk insert with one statement per table: 3,000 incidents stay fast', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ title: `bulk ${i}`, severity: i % 5 }));
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/db/incidents',
      headers: { authorization: users.commander.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify(rows),
    });
    expect(res.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await count(`incident_histories h JOIN incidents i ON i.id = h.incident_id WHERE i.title LIKE 'bulk %' AND h.type = 'incident.created'`, [])).toBe(3000);
    expect(await count(`incidents WHERE title LIKE 'bulk %' AND commander_id = $1 AND severity = 'critical'`, [users.commander.id])).toBe(600);
    await ctx.db.pool.query("DELETE FROM incidents WHERE title LIKE 'bulk %'");
  });

  it('still deletes a whole incident with everything under it', async () => {
    const incident = await createIncident(users.commander);
    const root = (await call('POST', 'hypotheses', users.commander, { incident_id: incident.id })).body[0];
    await call('POST', 'evidences', users.commander, { hypothesis_id: root.id, type: 'log' });
    const res = await call('DELETE', `incidents?id=eq.${incident.id}`, users.admin);
    expect(res.status).toBe(200);
    expect(await count('incident_histories WHERE incident_id = $1', [incident.id])).toBe(0);
    expect(await count('hypotheses WHERE incident_id = $1', [incident.id])).toBe(0);
  });
});

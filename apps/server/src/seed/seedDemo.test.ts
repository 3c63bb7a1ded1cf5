import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, connectionFormProblems, connectionPayloadToForm, connectionTypeDef, type ConnectionPayload } from '@opsdeck/api';
import { createTestContext, type TestContext } from '../../test/helpers';
import { signIn } from '../../test/signIn';
import { verifyPassword } from '../auth/secrets';
import { loadConfig } from '../config';
import { CHECK_TEMPLATES, PEOPLE, TEAMS } from './demoCatalog';
import { DEMO_PASSWORD, DEMO_USERS, demoCredentialsBanner } from './demoUsers';
import { DENSE_MIN_SECONDS, HISTORY_STEP_MINUTES, planChecks } from './seedChecks';
import { ensureDemoData, isSeeded, seedDemo } from './seedDemo';

const SIZE = 20;

async function count(ctx: TestContext, table: string, where = 'true'): Promise<number> {
  const { rows } = await ctx.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return rows[0]!.n;
}

/** What a seed is: ids, names and labels (not the timestamps, which are relative to the seed time). */
async function fingerprint(ctx: TestContext) {
  const checks = await ctx.db.pool.query('SELECT id, canary_id, name, type, namespace, labels, endpoint, interval_seconds FROM checks ORDER BY id');
  const canaries = await ctx.db.pool.query('SELECT id, name, namespace, labels, agent_id FROM canaries ORDER BY id');
  const others = await ctx.db.pool.query(
    `SELECT 'component' AS kind, id FROM components UNION ALL SELECT 'config', id FROM config_items
     UNION ALL SELECT 'incident', id FROM incidents UNION ALL SELECT 'person', id FROM people ORDER BY 1, 2`,
  );
  return { checks: checks.rows, canaries: canaries.rows, others: others.rows };
}

describe('demo seed', () => {
  let a: TestContext;
  let b: TestContext;
  const now = new Date('2026-03-01T12:00:00.000Z');
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestContext({ listen: true }), createTestContext()]);
    expect((await seedDemo(a.db.pool, { checks: SIZE, now })).seeded).toBe(true);
    // The second database is seeded at another time: ids, names and labels must not depend on it.
    expect((await seedDemo(b.db.pool, { checks: SIZE, now: new Date(now.getTime() + 3_600_000) })).seeded).toBe(true);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('is deterministic: the same size gives the same ids, names and labels', async () => {
    const [fa, fb] = await Promise.all([fingerprint(a), fingerprint(b)]);
    expect(fa.checks).toHaveLength(SIZE);
    expect(fb).toEqual(fa);
    expect(fa.checks.map((k) => k.id)).toEqual(planChecks(SIZE).checks.map((k) => k.id).sort());
    // A bigger seed keeps the checks of a smaller one and adds to them.
    expect(planChecks(SIZE + 5).checks.slice(0, SIZE).map((k) => k.id)).toEqual(planChecks(SIZE).checks.map((k) => k.id));
  });

  it('writes the expected number of rows to each table', async () => {
    const plan = planChecks(SIZE);
    const historyRows = plan.checks.reduce(
      (sum, k) => sum + Math.floor(3600 / Math.max(k.intervalSeconds, DENSE_MIN_SECONDS)) + (23 * 60) / HISTORY_STEP_MINUTES + 1,
      0,
    );
    const expected: Record<string, number> = {
      checks: SIZE,
      canaries: plan.canaries.length,
      check_statuses: historyRows,
      check_status_summary: SIZE,
      check_component_relationships: SIZE,
      check_config_relationships: SIZE,
      people: DEMO_USERS.length + PEOPLE.length,
      identities: DEMO_USERS.length,
      identity_credentials: DEMO_USERS.length,
      casbin_rule: DEMO_USERS.length,
      teams: TEAMS.length,
      agents: 4, // local + one per region
      incidents: 5,
      hypotheses: 15,
      evidences: 20,
      connections: 6,
      playbooks: 4,
      playbook_runs: 6,
      permissions: 6,
      topologies: 1,
    };
    for (const [table, n] of Object.entries(expected)) expect({ table, n: await count(a, table) }).toEqual({ table, n });
    // Scaled tables: one service component and deployment per canary, plus clusters and namespaces above them.
    expect(await count(a, 'components', "type = 'Service'")).toBe(plan.canaries.length);
    expect(await count(a, 'config_items', "type = 'Kubernetes::Deployment'")).toBe(plan.canaries.length);
    expect(await count(a, 'job_history')).toBeGreaterThan(300);
    expect(await count(a, 'config_changes')).toBeGreaterThan(0);
  });

  it('is realistic: several namespaces, agents, check types, boolean labels, failures and a latency spread', async () => {
    const { rows: spread } = await a.db.pool.query<Record<string, number>>(
      `SELECT count(DISTINCT namespace)::int AS namespaces, count(DISTINCT agent_id)::int AS agents, count(DISTINCT type)::int AS types
         FROM checks`,
    );
    expect(spread[0]!.namespaces).toBeGreaterThanOrEqual(3);
    expect(spread[0]!.agents).toBeGreaterThanOrEqual(2);
    expect(spread[0]!.types).toBeGreaterThanOrEqual(5);
    const { rows: labels } = await a.db.pool.query<{ key: string; values: string[] }>(
      `SELECT l.key, array_agg(DISTINCT l.value ORDER BY l.value) AS values
         FROM check_summary cs CROSS JOIN LATERAL jsonb_each_text(cs.labels) l GROUP BY l.key`,
    );
    const booleanKeys = labels.filter((l) => l.values.every((v) => v === 'true' || v === 'false')).map((l) => l.key);
    expect(booleanKeys).toEqual(expect.arrayContaining(['critical', 'pci']));
    expect(labels.length).toBeGreaterThanOrEqual(6);
    const { rows: history } = await a.db.pool.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE NOT status)::int AS failed,
              percentile_disc(0.5) WITHIN GROUP (ORDER BY duration) AS p50,
              percentile_disc(0.99) WITHIN GROUP (ORDER BY duration) AS p99,
              extract(epoch FROM max(time) - min(time)) / 3600 AS hours
         FROM check_statuses`,
    );
    expect(history[0]!.failed).toBeGreaterThan(0);
    expect(history[0]!.p99).toBeGreaterThan(3 * history[0]!.p50!);
    expect(history[0]!.hours).toBeGreaterThan(23.9);
    // Every check's current state comes from its last run.
    expect(await count(a, 'checks', "status IN ('healthy', 'unhealthy') AND last_runtime <= next_runtime")).toBe(SIZE);
    expect(Object.keys(CHECK_TEMPLATES)).toContain('web');
  });

  it('seeds connections the ConnectionForm can open and save as they are, with no plaintext secret', async () => {
    const { rows } = await a.db.pool.query<ConnectionPayload & { password: string | null }>(
      'SELECT name, namespace, type, url, username, password, certificate, insecure_tls, properties FROM connections ORDER BY name',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(connectionTypeDef(row.type), `${row.name}: type ${row.type}`).toBeDefined();
      expect(connectionFormProblems(row.type, connectionPayloadToForm(row)), row.name).toEqual([]);
      if (row.password) expect(row.password, row.name).toMatch(/^secret:\/\//);
    }
    expect(rows.find((r) => r.name === 'smtp-relay')?.type).toBe('email');
  });

  it('creates one demo user per role who can sign in with the demo password', async () => {
    const { rows } = await a.db.pool.query<{ email: string; roles: string[]; hash: string; traits: { email: string; name: { first: string; last: string } } }>(
      `SELECT pr.email, pr.roles, ic.hash, i.traits FROM people_roles pr
         JOIN identities i ON i.id = pr.id JOIN identity_credentials ic ON ic.identity_id = i.id AND ic.type = 'password'
        ORDER BY pr.email`,
    );
    expect(rows.map((r) => [r.email, r.roles])).toEqual(ROLES.map((role) => [`${role}@opsdeck.local`, [role]]).sort());
    expect(rows.every((r) => r.traits.email === r.email && r.traits.name.last === 'Demo')).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]!.hash)).toBe(true);

    const ok = await signIn(a.baseUrl, 'viewer@opsdeck.local', DEMO_PASSWORD);
    expect(ok.status).toBe(200);
    const summary = await ok.jar.fetch(`${a.baseUrl}/api/canary/api/summary`);
    expect(summary.status).toBe(200);
    expect(((await summary.json()) as { checks_summary: unknown[] }).checks_summary).toHaveLength(SIZE);
    expect((await signIn(a.baseUrl, 'viewer@opsdeck.local', 'wrong-password')).status).toBe(400);
  });

  it('prints every demo user and the password in the start-up banner', () => {
    const banner = demoCredentialsBanner('http://localhost:8080');
    for (const u of DEMO_USERS) expect(banner).toMatch(new RegExp(`${u.email}\\s+${u.role}`));
    expect(banner).toContain('opsdeck-demo');
  });

  it('seeds once: a second run changes nothing', async () => {
    const before = await count(a, 'check_statuses');
    const again = await seedDemo(a.db.pool, { checks: SIZE });
    expect(again).toMatchObject({ seeded: false, reason: 'the demo data is already in' });
    expect(await count(a, 'check_statuses')).toBe(before);
    expect(await isSeeded(a.db.pool)).toBe(true);
  });
});

describe('demo mode at start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('OPSDECK_DEMO=0 seeds nothing and creates no demo user', async () => {
    const result = await ensureDemoData(ctx.db.pool, loadConfig({ OPSDECK_DEMO: '0', OPSDECK_SEED_CHECKS: '20' }));
    expect(result).toMatchObject({ seeded: false, reason: 'demo mode is off (OPSDECK_DEMO=0)' });
    for (const table of ['people', 'identities', 'checks', 'canaries', 'check_statuses', 'incidents', 'properties']) {
      expect({ table, n: await count(ctx, table) }).toEqual({ table, n: 0 });
    }
  });

  it('never mixes demo rows into a database that already holds other data', async () => {
    await ctx.db.pool.query("INSERT INTO people (name, email) VALUES ('Real Person', 'real@example.com')");
    const result = await ensureDemoData(ctx.db.pool, loadConfig({ OPSDECK_SEED_CHECKS: '20' }));
    expect(result).toMatchObject({ seeded: false, reason: 'the database holds data that is not demo data' });
    expect(await count(ctx, 'people')).toBe(1);
    expect(await count(ctx, 'checks')).toBe(0);
  });
});

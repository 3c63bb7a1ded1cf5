import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSummaryResponseSchema, type Role } from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { createIdentity } from '../../test/identities';
import { signIn } from '../../test/signIn';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { planChecks } from '../seed/seedChecks';
import { ensureDemoData, seedDemo } from '../seed/seedDemo';
import { planPublications } from '../seed/seedPublications';
import { PUBLIC_SUMMARY_FIELDS } from './publicSummaryRoutes';

const SIZE = 20;
// Never public, whatever is published: how a check is run, where, by whom.
const NEVER_PUBLIC = ['spec', 'endpoint', 'agent_id', 'owner', 'severity', 'canary_id', 'canary_namespace', 'created_at', 'updated_at', 'deleted_at', 'silenced_at'];

interface PublicItem {
  id: string;
  name: string;
  [key: string]: unknown;
}
interface Publications {
  canaries: Array<{ id: string; name: string; namespace: string; published_at: string }>;
  checks: Array<{ id: string; name: string; canary_id: string; canary_name: string; namespace: string; published_at: string }>;
}

describe('public health: publications and the anonymous summary', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  const plan = planChecks(SIZE);
  const checkId = (canaryIndex: number, name: string) => plan.checks.find((k) => k.canaryId === plan.canaries[canaryIndex]!.id && k.name === name)!.id;

  const publicSummary = (query = '', headers: Record<string, string> = {}) => fetch(`${ctx.baseUrl}/api/public/health/summary${query}`, { headers });
  const publicIds = async () => (((await (await publicSummary()).json()) as { checks_summary: PublicItem[] }).checks_summary.map((c) => c.id)).sort();
  const admin = (method: string, path: string, user: TestUser = users.admin) =>
    fetch(`${ctx.baseUrl}/api/health/publications${path}`, { method, headers: { authorization: user.authorization } });
  const canaryCheckIds = async (canaryId: string) =>
    (await ctx.db.pool.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1 AND deleted_at IS NULL', [canaryId])).rows.map((r) => r.id);

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    await seedDemo(ctx.db.pool, { checks: SIZE });
    users = await createUsers(ctx.db);
  });
  afterAll(() => ctx?.close());

  it('shows anonymous callers the seeded publications: whole canaries and single checks, nothing else', async () => {
    const seeded = planPublications(plan);
    expect(seeded.filter((p) => p.kind === 'canary').length).toBeGreaterThanOrEqual(1);
    expect(seeded.filter((p) => p.kind === 'check').length).toBeGreaterThanOrEqual(2);
    const expected = new Set<string>();
    for (const p of seeded) {
      if (p.kind === 'check') expected.add(p.targetId);
      else for (const id of await canaryCheckIds(p.targetId)) expected.add(id);
    }
    const ids = await publicIds();
    expect(ids).toEqual([...expected].sort());
    expect(ids.length).toBeLessThan(SIZE);
    // Across namespaces, and the canary's unpublished sibling checks stay private.
    const { rows } = await ctx.db.pool.query<{ n: number }>('SELECT count(DISTINCT namespace)::int AS n FROM checks WHERE id = ANY($1)', [ids]);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect(ids).not.toContain(checkId(1, 'cart/ready'));
  });

  it('answers only the read-only fields, in the contract shape the SDK parses, cacheable by anyone', async () => {
    const res = await publicSummary('', { origin: 'https://status.example.org' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=15');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    // Any site may read it, never with credentials; and may embed it (helmet's CORP default would forbid that).
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const body = (await res.json()) as { checks_summary: PublicItem[] };
    expect(Object.keys(body)).toEqual(['checks_summary']);
    expect(HealthSummaryResponseSchema.parse(body).checks_summary).toHaveLength(body.checks_summary.length);
    for (const item of body.checks_summary) {
      for (const key of Object.keys(item)) expect(PUBLIC_SUMMARY_FIELDS).toContain(key);
      for (const key of NEVER_PUBLIC) expect(item, key).not.toHaveProperty(key);
      for (const key of ['id', 'name', 'canary_name', 'namespace', 'type', 'status', 'labels', 'uptime', 'latency', 'last_runtime']) {
        expect(item, key).toHaveProperty(key);
      }
    }
    // Not even inside: the text of the answer names no endpoint or spec of a published check.
    const { rows } = await ctx.db.pool.query<{ endpoint: string }>('SELECT endpoint FROM checks WHERE id = ANY($1)', [body.checks_summary.map((c) => c.id)]);
    const text = JSON.stringify(body);
    for (const { endpoint } of rows) expect(text).not.toContain(endpoint);
  });

  it('revalidates by ETag, filters by labels, and refuses deleteFrom (deleted checks are never public)', async () => {
    const first = await publicSummary();
    const etag = first.headers.get('etag')!;
    const again = await publicSummary('', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const critical = (await (await publicSummary(`?labels=${encodeURIComponent('{"critical":"true"}')}`)).json()) as { checks_summary: PublicItem[] };
    expect(critical.checks_summary.length).toBeGreaterThan(0);
    expect(critical.checks_summary.every((c) => (c.labels as Record<string, string>).critical === 'true')).toBe(true);
    const res = await publicSummary('?deleteFrom=2020-01-01T00:00:00Z');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'deleteFrom is not available on the public summary: deleted checks are never public' });
  });

  it('lists what is published for readers of canaries', async () => {
    const res = await admin('GET', '', users.viewer);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Publications;
    expect(Object.keys(body)).toEqual(['canaries', 'checks']);
    expect(body.canaries.map((c) => c.id)).toEqual([plan.canaries[0]!.id]);
    expect(body.canaries[0]).toEqual({ id: plan.canaries[0]!.id, name: plan.canaries[0]!.name, namespace: 'payments', published_at: expect.any(String) });
    expect(body.checks.map((c) => c.name)).toEqual(['auth/healthz', 'cart/healthz']);
    expect(body.checks[1]).toEqual({
      id: checkId(1, 'cart/healthz'),
      name: 'cart/healthz',
      canary_id: plan.canaries[1]!.id,
      canary_name: plan.canaries[1]!.name,
      namespace: 'checkout',
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('publishes and unpublishes a check for an admin, idempotently, and the public summary follows at once', async () => {
    const id = checkId(1, 'cart/ready');
    const etag = (await publicSummary()).headers.get('etag')!;
    const put = await admin('PUT', `/check/${id}`);
    expect(put.status).toBe(200);
    const publication = (await put.json()) as Record<string, string>;
    expect(publication).toEqual({ kind: 'check', target_id: id, published_at: expect.any(String), published_by: users.admin.id });
    // Again: the same publication, first time and publisher kept.
    const again = await admin('PUT', `/check/${id.toUpperCase()}`, users.editor);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(publication);
    expect(await publicIds()).toContain(id);
    // The data version moved: a revalidation gets the new list, not a 304.
    expect((await publicSummary('', { 'if-none-match': etag })).status).toBe(200);

    expect((await admin('DELETE', `/check/${id}`)).status).toBe(204);
    expect(await publicIds()).not.toContain(id);
    // Not published (any more): still 204.
    const gone = await admin('DELETE', `/check/${id}`);
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    expect((await admin('DELETE', `/canary/${crypto.randomUUID()}`)).status).toBe(204);
  });

  it('publishing a canary publishes all its live checks, also ones added later; unpublishing takes them back', async () => {
    const canary = plan.canaries[2]!;
    const before = await publicIds();
    expect((await admin('PUT', `/canary/${canary.id}`)).status).toBe(200);
    const all = await canaryCheckIds(canary.id);
    expect(all.length).toBeGreaterThan(1);
    expect(await publicIds()).toEqual(expect.arrayContaining(all));

    const { rows } = await ctx.db.pool.query<{ id: string }>(
      "INSERT INTO checks (canary_id, type, name, namespace) VALUES ($1, 'http', 'auth/added-later', 'identity') RETURNING id",
      [canary.id],
    );
    expect(await publicIds()).toContain(rows[0]!.id);

    expect((await admin('DELETE', `/canary/${canary.id}`)).status).toBe(204);
    // Its separately published check stays public; the rest go.
    const after = await publicIds();
    expect(after).toEqual(before);
    expect(after).toContain(checkId(2, 'auth/healthz'));
    expect(after).not.toContain(rows[0]!.id);
    await ctx.db.pool.query('DELETE FROM checks WHERE id = $1', [rows[0]!.id]);
  });

  it('answers 404 JSON for unknown or deleted targets and 400 for ids that are not uuids', async () => {
    const unknown = crypto.randomUUID();
    const res = await admin('PUT', `/check/${unknown}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: `check (${unknown}) was not found` });
    expect((await admin('PUT', `/canary/${unknown}`)).status).toBe(404);
    // A check id is not a canary id.
    expect((await admin('PUT', `/canary/${checkId(1, 'cart/ready')}`)).status).toBe(404);

    const deleted = checkId(1, 'cart/api');
    await ctx.db.pool.query('UPDATE checks SET deleted_at = now() WHERE id = $1', [deleted]);
    expect((await admin('PUT', `/check/${deleted}`)).status).toBe(404);

    const bad = await admin('PUT', '/check/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "check id must be a uuid, got 'not-a-uuid'" });
    expect((await admin('DELETE', '/canary/1234')).status).toBe(400);
    expect((await admin('PUT', `/component/${unknown}`)).status).toBe(404);
    const { rows } = await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM health_publications WHERE target_id = ANY($1)', [[unknown, deleted]]);
    expect(rows[0]!.n).toBe(0);
  });

  it('deleting a published check or canary unpublishes it for good: restoring it does not make it public again', async () => {
    const id = checkId(1, 'cart/tcp-443');
    expect((await admin('PUT', `/check/${id}`)).status).toBe(200);
    await ctx.db.pool.query('UPDATE checks SET deleted_at = now() WHERE id = $1', [id]);
    expect(await publicIds()).not.toContain(id);
    await ctx.db.pool.query('UPDATE checks SET deleted_at = NULL WHERE id = $1', [id]);
    expect(await publicIds()).not.toContain(id);

    // A deleted canary hides every check, also one published on its own; a hard delete leaves no row behind.
    const { rows: made } = await ctx.db.pool.query<{ canary: string; check: string }>(
      `WITH ca AS (INSERT INTO canaries (name, spec) VALUES ('doomed', '{}') RETURNING id),
            ck AS (INSERT INTO checks (canary_id, type, name) SELECT id, 'tcp', 'doomed/tcp' FROM ca RETURNING id, canary_id)
       SELECT canary_id AS canary, id AS check FROM ck`,
    );
    const { canary, check } = made[0]!;
    expect((await admin('PUT', `/check/${check}`)).status).toBe(200);
    expect((await admin('PUT', `/canary/${canary}`)).status).toBe(200);
    await ctx.db.pool.query('UPDATE canaries SET deleted_at = now() WHERE id = $1', [canary]);
    expect(await publicIds()).not.toContain(check);
    expect(((await (await admin('GET', '')).json()) as Publications).checks.map((c) => c.id)).not.toContain(check);
    await ctx.db.pool.query('DELETE FROM canaries WHERE id = $1', [canary]);
    const { rows } = await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM health_publications WHERE target_id = ANY($1)', [[canary, check, id]]);
    expect(rows[0]!.n).toBe(0);
  });

  it('needs write on canaries to change and read to list: 401 anonymous, 403 naming subject, object and action', async () => {
    const id = checkId(1, 'cart/ready');
    for (const [method, path] of [['GET', ''], ['PUT', `/check/${id}`], ['PUT', `/canary/${plan.canaries[1]!.id}`], ['DELETE', `/check/${id}`], ['DELETE', `/canary/${id}`]] as const) {
      const res = await fetch(`${ctx.baseUrl}/api/health/publications${path}`, { method });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
      expect(await res.json()).toEqual({ error: 'authentication required' });
    }
    for (const role of ['viewer', 'guest', 'responder', 'commander'] as const) {
      const res = await admin('PUT', `/check/${id}`, users[role]);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: `${users[role].email} may not write canaries`,
        subject: users[role].email,
        object: 'canaries',
        action: 'write',
      });
      expect((await admin('DELETE', `/check/${checkId(1, 'cart/healthz')}`, users[role])).status).toBe(403);
    }
    expect(await publicIds()).not.toContain(id);
    expect(await publicIds()).toContain(checkId(1, 'cart/healthz'));
    expect((await admin('PUT', `/check/${id}`, users.editor)).status).toBe(200);
    expect((await admin('DELETE', `/check/${id}`, users.editor)).status).toBe(204);
  });

  it('refuses a cookie-authenticated publish from another origin, and takes it from our own', async () => {
    const person = await createIdentity(ctx.db, 'admin');
    const { jar, status } = await signIn(ctx.baseUrl, person.email, person.password);
    expect(status).toBe(200);
    const id = checkId(1, 'cart/dns');
    const put = (origin: string) => jar.fetch(`${ctx.baseUrl}/api/health/publications/check/${id}`, { method: 'PUT', headers: { origin } });
    const refused = await put('https://evil.example');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain('cross-origin write refused');
    expect(await publicIds()).not.toContain(id);
    const del = await jar.fetch(`${ctx.baseUrl}/api/health/publications/check/${checkId(1, 'cart/healthz')}`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(del.status).toBe(403);
    expect(await publicIds()).toContain(checkId(1, 'cart/healthz'));

    expect((await put(ctx.baseUrl)).status).toBe(200);
    expect(await publicIds()).toContain(id);
    const { rows } = await ctx.db.pool.query('SELECT published_by FROM health_publications WHERE target_id = $1', [id]);
    expect(rows[0]!.published_by).toBe(person.id);
  });

  it('opens CORS to any origin on the public paths only: the allow-list of the other routes is unchanged', async () => {
    const origin = 'https://portal.example';
    const preflight = (path: string) =>
      fetch(`${ctx.baseUrl}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' } });
    const open = await preflight('/api/public/health/summary');
    expect(open.status).toBe(204);
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    expect(open.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect((await preflight(`/api/public/health/badge/check/${crypto.randomUUID()}.svg`)).headers.get('access-control-allow-origin')).toBe('*');

    const closed = await preflight('/api/health/publications');
    expect(closed.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${ctx.baseUrl}/api/health/publications`, { headers: { origin, authorization: users.admin.authorization } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const summary = await fetch(`${ctx.baseUrl}/api/canary/api/summary`, { headers: { origin, authorization: users.admin.authorization } });
    expect(summary.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets nothing else through without authentication: no writes under the public prefix', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(`${ctx.baseUrl}/api/public/health/summary`, { method });
      expect({ method, status: res.status }).toEqual({ method, status: 404 });
    }
    expect((await fetch(`${ctx.baseUrl}/api/public/health/publications`)).status).toBe(404);
    expect((await fetch(`${ctx.baseUrl}/api/canary/api/summary`)).status).toBe(401);
  });

  it('keeps the migrations re-runnable: a second run applies nothing', async () => {
    expect(await migrate(ctx.db.pool)).toEqual([]);
    const { rows } = await ctx.db.pool.query("SELECT 1 FROM schema_migrations WHERE version = '0004_public_health'");
    expect(rows).toHaveLength(1);
  });
});

describe('public health without demo data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
  });
  afterAll(() => ctx?.close());

  it('OPSDECK_DEMO=0 publishes nothing: the public summary is empty', async () => {
    await ensureDemoData(ctx.db.pool, loadConfig({ OPSDECK_DEMO: '0', OPSDECK_SEED_CHECKS: '20' }));
    const { rows } = await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM health_publications');
    expect(rows[0]!.n).toBe(0);
    const res = await fetch(`${ctx.baseUrl}/api/public/health/summary`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ checks_summary: [] });
  });

  it('migrates a fresh database twice cleanly', async () => {
    // The template already ran every migration once; dropping the record of 0004 and its objects replays it.
    await ctx.db.pool.query(`DROP VIEW published_checks; DROP TABLE health_publications;
      DROP TRIGGER health_publications_forget ON checks; DROP TRIGGER health_publications_forget_soft ON checks;
      DROP TRIGGER health_publications_forget ON canaries; DROP TRIGGER health_publications_forget_soft ON canaries;
      DROP FUNCTION health_publications_forget(); DELETE FROM schema_migrations WHERE version = '0004_public_health'`);
    expect(await migrate(ctx.db.pool)).toEqual(['0004_public_health']);
    expect(await migrate(ctx.db.pool)).toEqual([]);
  });
});

import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { seedDemo } from '../seed/seedDemo';
import { readHealthDataVersion } from './healthDataVersion';
import { HealthSummaryResponseSchema, type Role } from '@opsdeck/api';

const SIZE = 20;
const NIL = '00000000-0000-0000-0000-000000000000';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Contract 2(a) CheckSummary keys, plus `endpoint` (spec 001, 3.1).
const ALWAYS = ['id', 'canary_id', 'canary_name', 'canary_namespace', 'agent_id', 'labels', 'latency', 'name', 'namespace', 'status', 'type', 'uptime', 'created_at', 'updated_at'];
const OPTIONAL = ['description', 'icon', 'last_transition_time', 'endpoint', 'owner', 'severity', 'last_runtime', 'deleted_at', 'silenced_at'];

interface Item {
  id: string;
  name: string;
  agent_id: string;
  labels: Record<string, string>;
  latency: Record<string, number>;
  uptime: Record<string, number | string>;
  [key: string]: unknown;
}
interface Summary {
  duration: number;
  runnerName: string;
  checks_summary: Item[];
}

describe('GET|POST /api/canary/api/summary', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  const url = () => `${ctx.baseUrl}/api/canary/api/summary`;
  const get = (query = '', headers: Record<string, string> = {}) =>
    fetch(`${url()}${query}`, { headers: { authorization: users.viewer.authorization, ...headers } });
  const post = (body: unknown) =>
    fetch(url(), {
      method: 'POST',
      headers: { authorization: users.viewer.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const names = (s: Summary) => s.checks_summary.map((c) => c.name);

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    await seedDemo(ctx.db.pool, { checks: SIZE });
    users = await createUsers(ctx.db);
  });
  afterAll(() => ctx?.close());

  it('answers 401 JSON to an anonymous caller and 200 to every role that reads canaries', async () => {
    const anonymous = await fetch(url());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: expect.any(String) });
    for (const role of ['viewer', 'guest', 'responder', 'admin'] as const) {
      const res = await fetch(url(), { headers: { authorization: users[role].authorization } });
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
    }
  });

  it('has the contract shape: {duration, runnerName, checks_summary} with CheckSummary items', async () => {
    const res = await get();
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as Summary;
    expect(Object.keys(body)).toEqual(['duration', 'runnerName', 'checks_summary']);
    // The SDK reads it with the shared schema of @opsdeck/api.
    expect(HealthSummaryResponseSchema.parse(body).checks_summary).toHaveLength(SIZE);
    expect(body.runnerName).toBe('local');
    expect(body.duration).toBeGreaterThan(0);
    expect(body.checks_summary).toHaveLength(SIZE);
    for (const item of body.checks_summary) {
      for (const key of ALWAYS) expect(item, key).toHaveProperty(key);
      for (const key of Object.keys(item)) expect([...ALWAYS, ...OPTIONAL]).toContain(key);
      // Empty optional keys are left out, never sent as null or "".
      for (const [key, value] of Object.entries(item)) expect({ key, value }).not.toMatchObject({ value: null });
      expect(Object.keys(item.latency).every((k) => ['p99', 'p97', 'p95', 'rolling1h'].includes(k))).toBe(true);
      expect(typeof item.latency.rolling1h).toBe('number');
      expect(typeof item.uptime.passed).toBe('number');
      expect(typeof item.uptime.failed).toBe('number');
      expect(['healthy', 'unhealthy']).toContain(item.status);
      for (const key of ['created_at', 'updated_at', 'last_runtime']) expect(item[key]).toMatch(RFC3339);
      expect(Object.values(item.labels).every((v) => typeof v === 'string')).toBe(true);
    }
    // Local checks carry the nil agent id; some seeded checks run on a remote agent.
    expect(body.checks_summary.some((c) => c.agent_id === NIL)).toBe(true);
    expect(body.checks_summary.some((c) => c.agent_id !== NIL)).toBe(true);
    // The last-hour aggregates are there: runs were counted and latency percentiles computed.
    expect(body.checks_summary.every((c) => Number(c.uptime.passed) + Number(c.uptime.failed) > 0)).toBe(true);
    expect(body.checks_summary.some((c) => c.latency.p95! > 0)).toBe(true);
    expect(names(body)).toEqual([...names(body)].sort());
  });

  it('filters by labels from a POST body and, unlike the original, from a GET query too', async () => {
    const all = (await (await get()).json()) as Summary;
    const label = { critical: 'true' };
    const expected = all.checks_summary.filter((c) => c.labels.critical === 'true').map((c) => c.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(SIZE);
    const byPost = (await (await post({ labels: label })).json()) as Summary;
    expect(byPost.checks_summary.map((c) => c.id)).toEqual(expected);
    // Mission Control ignores GET query options (Echo binds only the body); Opsdeck honours them.
    const byGet = (await (await get(`?labels=${encodeURIComponent(JSON.stringify(label))}`)).json()) as Summary;
    expect(byGet.checks_summary.map((c) => c.id)).toEqual(expected);
    // A canary label and a check label together (labels are canary labels || check labels).
    const both = (await (await post({ labels: { critical: 'true', env: 'prod' } })).json()) as Summary;
    expect(both.checks_summary.every((c) => c.labels.critical === 'true' && c.labels.env === 'prod')).toBe(true);
    expect(((await (await post({ labels: { env: 'no-such-env' } })).json()) as Summary).checks_summary).toEqual([]);
  });

  it('sorts by name descending with sortBy -name and accepts Go field names in any case', async () => {
    const asc = names((await (await post({ sortBy: 'name' })).json()) as Summary);
    const desc = names((await (await post({ SortBy: '-name' })).json()) as Summary);
    expect(desc).toEqual([...asc].reverse());
    expect(names((await (await get('?sortBy=-name')).json()) as Summary)).toEqual(desc);
  });

  it('leaves deleted checks out unless deleteFrom is before their deletion; applies checkId', async () => {
    const all = (await (await get()).json()) as Summary;
    const victim = all.checks_summary[3]!;
    const deletedAt = new Date(Date.now() - 60_000);
    await ctx.db.pool.query('UPDATE checks SET deleted_at = $2 WHERE id = $1', [victim.id, deletedAt]);
    try {
      const after = (await (await get()).json()) as Summary;
      expect(after.checks_summary.map((c) => c.id)).not.toContain(victim.id);
      const earlier = (await (await post({ deleteFrom: new Date(deletedAt.getTime() - 60_000).toISOString() })).json()) as Summary;
      const back = earlier.checks_summary.find((c) => c.id === victim.id);
      expect(back?.deleted_at).toBe(deletedAt.toISOString());
      const later = (await (await post({ deleteFrom: new Date().toISOString() })).json()) as Summary;
      expect(later.checks_summary.map((c) => c.id)).not.toContain(victim.id);
    } finally {
      await ctx.db.pool.query('UPDATE checks SET deleted_at = NULL WHERE id = $1', [victim.id]);
    }
    const one = (await (await post({ checkId: victim.id })).json()) as Summary;
    expect(one.checks_summary.map((c) => c.id)).toEqual([victim.id]);
  });

  it('answers 400 naming the problem for bad options', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ sortBy: 'size' }, /sortBy must be 'name' or '-name'/],
      [{ labels: { env: 1 } }, /labels\.env must be a string/],
      [{ labels: ['env'] }, /labels must be an object/],
      [{ deleteFrom: 'yesterday' }, /deleteFrom must be an RFC 3339 timestamp/],
      [{ checkId: 'abc' }, /checkId must be a uuid/],
      [{ colour: 'red' }, /unknown summary option 'colour'/],
      [[1, 2], /must be a JSON object/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const badQuery = await get('?labels=%7Bnot-json');
    expect(badQuery.status).toBe(400);
    expect(((await badQuery.json()) as { error: string }).error).toMatch(/labels must be a JSON object/);
  });

  it('sends an ETag, answers 304 to If-None-Match, and a new ETag once the data changes', async () => {
    const first = await get();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await get('', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Other options are another representation with another tag.
    const sorted = await get('?sortBy=-name', { 'if-none-match': etag });
    expect(sorted.status).toBe(200);

    // Any writer counts, here plain SQL: the version lives in the database, not in this process.
    const item = ((await first.json()) as Summary).checks_summary[0]!;
    await ctx.db.pool.query("UPDATE checks SET description = 'changed by the test' WHERE id = $1", [item.id]);
    const changed = await get('', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = (await changed.json()) as Summary;
    expect(body.checks_summary.find((c) => c.id === item.id)?.description).toBe('changed by the test');
  });

  it('folds a long change log when it reads one (no scheduler here to do it), keeping the version', async () => {
    for (let i = 0; i < 260; i++) await ctx.db.pool.query("UPDATE checks SET description = description WHERE name = 'cart/healthz'");
    const before = await readHealthDataVersion(ctx.db.pool);
    expect(before.changeRows).toBeGreaterThanOrEqual(260);
    expect((await get()).status).toBe(200);
    await vi.waitFor(async () => expect((await readHealthDataVersion(ctx.db.pool)).changeRows).toBe(1));
    expect((await readHealthDataVersion(ctx.db.pool)).version).toBe(before.version);
  });

  it('compresses once: gzip and brotli bodies are the identity body, and the same bytes are served again', async () => {
    const plain = Buffer.from(await (await get()).arrayBuffer());
    // fetch would decode; node's http shows the bytes on the wire.
    const wire = (acceptEncoding: string) =>
      new Promise<{ coding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        http.get(url(), { headers: { authorization: users.viewer.authorization, 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve({ coding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }))
            .on('error', reject);
        });
      });
    const gz = await wire('gzip');
    expect(gz.coding).toBe('gzip');
    expect(gz.vary).toMatch(/Accept-Encoding/i);
    expect(gz.body.length).toBeLessThan(plain.length / 3);
    expect(zlib.gunzipSync(gz.body).equals(plain)).toBe(true);
    const br = await wire('gzip, deflate, br');
    expect(br.coding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect((await wire('gzip')).body.equals(gz.body)).toBe(true);
    expect((await wire('identity')).coding).toBeUndefined();
    expect(Buffer.from(await (await get()).arrayBuffer()).equals(plain)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { CheckGraphResponseSchema, type Role } from '@opsdeck/api';

const CANARY = '0b5e0000-0000-4000-8000-000000000001';
const CHECK = '0b5e0000-0000-4000-8000-000000000002';
const OTHER = '0b5e0000-0000-4000-8000-000000000003';
// On a 4-hour boundary, so every bucket size starts here.
const T0 = Date.parse('2026-01-05T08:00:00.000Z');
const at = (minutes: number, seconds = 0) => new Date(T0 + minutes * 60_000 + seconds * 1000).toISOString();

interface Graph {
  duration: number;
  runnerName: string;
  status: Array<Record<string, unknown>>;
  latency: Record<string, number>;
  uptime: { passed: number; failed: number };
}

describe('GET /api/canary/api/graph', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  const graph = (query: string, user: TestUser | null = users.viewer) =>
    fetch(`${ctx.baseUrl}/api/canary/api/graph?${query}`, { headers: user ? { authorization: user.authorization } : {} });
  const range = (from: string, to: string) => `check=${CHECK}&start=${encodeURIComponent(from)}&end=${encodeURIComponent(to)}`;

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    users = await createUsers(ctx.db);
    await ctx.db.pool.query("INSERT INTO canaries (id, name, spec) VALUES ($1, 'graph', '{}')", [CANARY]);
    await ctx.db.pool.query(
      "INSERT INTO checks (id, canary_id, type, name) VALUES ($1, $3, 'http', 'graph/healthz'), ($2, $3, 'tcp', 'graph/tcp')",
      [CHECK, OTHER, CANARY],
    );
    const statuses: Array<[string, boolean, number, string | null, string | null]> = [
      [at(0, 10), true, 100, 'HTTP 200 OK', null],
      [at(0, 40), false, 300, null, 'expected status 200, got 503'],
      [at(1, 5), true, 50, 'HTTP 200 OK', null],
      [at(5, 0), true, 70, 'HTTP 200 OK (slow start)', null],
      // Relative ranges: one status half an hour ago, one two hours ago.
      [new Date(Date.now() - 30 * 60_000).toISOString(), true, 40, null, null],
      [new Date(Date.now() - 2 * 3_600_000).toISOString(), false, 900, null, 'timeout'],
    ];
    for (const [time, status, duration, message, error] of statuses) {
      await ctx.db.pool.query('INSERT INTO check_statuses (check_id, time, status, duration, message, error) VALUES ($1, $2, $3, $4, $5, $6)', [
        CHECK,
        time,
        status,
        duration,
        message,
        error,
      ]);
    }
  });
  afterAll(() => ctx?.close());

  it('buckets a range up to 2 h by the minute, oldest first, with status false sent explicitly', async () => {
    const res = await graph(`${range(at(0), at(10))}&count=300`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Graph;
    expect(CheckGraphResponseSchema.parse(body).status).toHaveLength(3);
    expect(body.runnerName).toBe('local');
    expect(body.status).toEqual([
      // Mission Control leaves `status` out when false (Go omitempty); Opsdeck sends it.
      { time: at(0), status: false, duration: 200, passed: 1, failed: 1, count: 2 },
      { time: at(1), status: true, duration: 50, passed: 1, failed: 0, count: 1 },
      { time: at(5), status: true, duration: 70, passed: 1, failed: 0, count: 1 },
    ]);
    expect(body.uptime).toEqual({ passed: 3, failed: 1 });
    // Percentiles of the statuses themselves; rolling1h is the mean of the hour before the end of the range.
    expect(body.latency).toEqual({ p99: 300, p97: 300, p95: 300, rolling1h: 130 });
  });

  it('picks 15 m, 1 h and 4 h buckets for longer ranges', async () => {
    const quarter = (await (await graph(range(at(0), at(3 * 60)))).json()) as Graph;
    expect(quarter.status).toEqual([{ time: at(0), status: false, duration: 130, passed: 3, failed: 1, count: 4 }]);
    const day = (await (await graph(range(at(-3 * 24 * 60), at(60)))).json()) as Graph;
    expect(day.status.map((s) => s.time)).toEqual([at(0)]);
    const month = (await (await graph(range(at(-20 * 24 * 60), at(60)))).json()) as Graph;
    expect(month.status.map((s) => [s.time, s.count])).toEqual([[at(0), 4]]);
  });

  it('adds the latest message and error of each bucket with includeMessages=true', async () => {
    const body = (await (await graph(`${range(at(0), at(10))}&includeMessages=true`)).json()) as Graph;
    expect(body.status[0]).toMatchObject({ error: 'expected status 200, got 503' });
    expect(body.status[0]).not.toHaveProperty('message');
    expect(body.status[2]).toMatchObject({ message: 'HTTP 200 OK (slow start)' });
    const without = (await (await graph(range(at(0), at(10)))).json()) as Graph;
    expect(without.status.some((s) => 'message' in s || 'error' in s)).toBe(false);
  });

  it('reads durations back from now: since/start default 1h, until/end default now', async () => {
    const lastHour = (await (await graph(`check=${CHECK}`)).json()) as Graph;
    expect(lastHour.uptime).toEqual({ passed: 1, failed: 0 });
    const threeHours = (await (await graph(`check=${CHECK}&since=3h`)).json()) as Graph;
    expect(threeHours.uptime).toEqual({ passed: 1, failed: 1 });
    const oneHourUntilNow = (await (await graph(`check=${CHECK}&since=3h&until=1h`)).json()) as Graph;
    expect(oneHourUntilNow.uptime).toEqual({ passed: 0, failed: 1 });
    for (const since of ['1mo', '1w', '1d12h', '90m', '0.5h']) expect((await graph(`check=${CHECK}&start=${since}`)).status).toBe(200);
  });

  it('answers an empty range with status [] (not null) and zero uptime', async () => {
    const body = (await (await graph(`check=${OTHER}`)).json()) as Graph;
    expect(body.status).toEqual([]);
    expect(body.uptime).toEqual({ passed: 0, failed: 0 });
    expect(body.latency).toEqual({ rolling1h: 0 });
  });

  it('answers 400 naming the bad parameter, 404 for an unknown check, 401 without a caller', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /check is required/],
      ['check=abc', /check must be a uuid/],
      [`check=${CHECK}&start=yesterday`, /start must be a duration .* got 'yesterday'/],
      [`check=${CHECK}&since=-1h`, /since must be a duration/],
      [`check=${CHECK}&end=2026-13-45T00:00:00Z`, /end must be an RFC 3339 timestamp/],
      [`check=${CHECK}&start=1h&end=2h`, /end time must be after start time/],
      [`check=${CHECK}&includeMessages=yes`, /includeMessages must be true or false/],
      [`check=${CHECK}&count=many`, /count must be a number/],
      [`check=${CHECK}&check=${OTHER}`, /check is given more than once/],
    ];
    for (const [query, message] of cases) {
      const res = await graph(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const missing = await graph('check=0b5e0000-0000-4000-8000-0000000000ff');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'check (0b5e0000-0000-4000-8000-0000000000ff) was not found' });
    expect((await graph(`check=${CHECK}`, null)).status).toBe(401);
  });
});

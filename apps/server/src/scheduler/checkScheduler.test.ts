import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { seedDemo } from '../seed/seedDemo';
import { createCheckScheduler, type CheckScheduler, type Clock } from './checkScheduler';

const TICK_MS = 5_000;

class FakeClock implements Clock {
  constructor(public time: number) {}
  now() {
    return new Date(this.time);
  }
}

interface CheckRow {
  id: string;
  interval_seconds: number;
  next_runtime: Date;
}

/**
 * Two server instances on one database, each with its own scheduler: on PostgreSQL (TEST_DATABASE_URL) two pools,
 * i.e. two sets of connections as two processes would have; on PGlite the same code on the one embedded connection.
 */
describe('check scheduler', () => {
  let ctx: TestContext;
  let second: { db: Database; app: FastifyInstance; owned: boolean };
  let viewer: TestUser;
  const clock = new FakeClock(0);
  let t0: number;
  let schedulers: CheckScheduler[];
  let checks: CheckRow[];

  beforeAll(async () => {
    ctx = await createTestContext();
    t0 = Math.floor(Date.now() / 1000) * 1000;
    clock.time = t0;
    await seedDemo(ctx.db.pool, { checks: 20, now: new Date(t0) });
    viewer = await createUser(ctx.db, 'viewer');
    if (process.env.TEST_DATABASE_URL) {
      const { rows } = await ctx.db.pool.query<{ name: string }>('SELECT current_database() AS name');
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${rows[0]!.name}`;
      const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
      second = { db, app: await buildApp({ config: ctx.config, db }), owned: true };
    } else {
      second = { db: ctx.db, app: await buildApp({ config: ctx.config, db: ctx.db }), owned: false };
    }
    await second.app.ready();
    // The second instance's clock runs 1 ms ahead, as two machines' clocks would: were a check claimed by both, its
    // two statuses would not collapse into one row on the (check_id, time) key, and the count below would catch it.
    const skewed: Clock = { now: () => new Date(clock.time + 1) };
    schedulers = [
      createCheckScheduler({ pool: ctx.db.pool, clock, hostname: 'instance-0' }),
      createCheckScheduler({ pool: second.db.pool, clock: skewed, hostname: 'instance-1' }),
    ];
    checks = (await ctx.db.pool.query<CheckRow>('SELECT id, interval_seconds, next_runtime FROM checks ORDER BY id')).rows;
  });
  afterAll(async () => {
    await second?.app.close();
    if (second?.owned) await second.db.close();
    await ctx?.close();
  });

  const tickBoth = () => Promise.all(schedulers.map((s) => s.tick()));
  const summaryEtag = async (app: FastifyInstance) =>
    (await app.inject({ url: '/api/canary/api/summary', headers: { authorization: viewer.authorization } })).headers.etag;

  it('records exactly one status per check per interval, however many instances tick', async () => {
    const end = t0 + 10 * 60_000;
    let ran = 0;
    for (clock.time = t0 + TICK_MS; clock.time <= end; clock.time += TICK_MS) {
      ran += (await tickBoth()).reduce((sum, r) => sum + r.ran, 0);
    }
    clock.time = end;
    const { rows } = await ctx.db.pool.query<{ check_id: string; time: Date }>(
      'SELECT check_id, time FROM check_statuses WHERE time > $1 ORDER BY check_id, time',
      [new Date(t0)],
    );
    expect(rows.length).toBe(ran);
    for (const check of checks) {
      const first = new Date(check.next_runtime).getTime();
      const slots: number[] = [];
      for (let slot = first; slot <= end; slot += check.interval_seconds * 1000) slots.push(slot);
      const times = rows.filter((r) => r.check_id === check.id).map((r) => new Date(r.time).getTime());
      // One run per slot, each in the first tick at or after its slot.
      expect({ check: check.id, runs: times.length }).toEqual({ check: check.id, runs: slots.length });
      times.forEach((time, i) => {
        expect(time).toBeGreaterThanOrEqual(slots[i]!);
        expect(time).toBeLessThan(slots[i]! + TICK_MS);
      });
    }
    expect(ran).toBeGreaterThan(checks.length * 2);
  });

  it('runs the summary refresh once per period and records job history for all of it', async () => {
    const { rows } = await ctx.db.pool.query<{ name: string; runs: number; checks: number; hosts: number }>(
      `SELECT name, count(*)::int AS runs, sum(success_count)::int AS checks, count(DISTINCT hostname)::int AS hosts
         FROM job_history WHERE time_start >= $1 GROUP BY name ORDER BY name`,
      [new Date(t0)],
    );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    // Ticks at +5 s, then the first tick 60 s after the last refresh: +65 s ... +545 s. Not twice as many.
    expect(byName.RefreshCheckStatusSummary?.runs).toBe(10);
    expect(byName.CleanupCheckStatuses?.runs).toBe(1);
    // Each instance records its own share of the check runs, once a minute; together they are every run.
    const { rows: statuses } = await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM check_statuses WHERE time > $1', [new Date(t0)]);
    expect(byName.RunScheduledChecks?.checks).toBe(statuses[0]!.n);
    const { rows: summary } = await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM check_status_summary WHERE refreshed_at > $1', [
      new Date(t0),
    ]);
    expect(summary[0]!.n).toBe(checks.length);
  });

  it('invalidates the cached summary of every instance when one records results', async () => {
    const [a1, b1] = [await summaryEtag(ctx.app), await summaryEtag(second.app)];
    // The version lives in the database, so both instances tag the same data alike.
    expect(a1).toBe(b1);
    clock.time += 60_000;
    expect((await schedulers[0]!.tick()).ran).toBeGreaterThan(0);
    const [a2, b2] = [await summaryEtag(ctx.app), await summaryEtag(second.app)];
    expect(a2).not.toBe(a1);
    expect(b2).toBe(a2);
  });

  it('runs an overdue check once after downtime, not once per missed slot, and keeps it on its grid', async () => {
    const before = (await ctx.db.pool.query<CheckRow>('SELECT id, interval_seconds, next_runtime FROM checks ORDER BY id')).rows;
    clock.time += 3_600_000;
    const ran = (await tickBoth()).reduce((sum, r) => sum + r.ran, 0);
    expect(ran).toBe(checks.length);
    const after = (await ctx.db.pool.query<CheckRow>('SELECT id, interval_seconds, next_runtime FROM checks ORDER BY id')).rows;
    after.forEach((check, i) => {
      const next = new Date(check.next_runtime).getTime();
      const offset = next - new Date(before[i]!.next_runtime).getTime();
      expect(next).toBeGreaterThan(clock.time);
      expect(next - clock.time).toBeLessThanOrEqual(check.interval_seconds * 1000);
      expect(offset % (check.interval_seconds * 1000)).toBe(0);
    });
    expect((await tickBoth()).reduce((sum, r) => sum + r.ran, 0)).toBe(0);
  });

  it('ticks on its own once started and stops cleanly', async () => {
    const running = createCheckScheduler({ pool: ctx.db.pool, clock, tickMs: 10 });
    const count = async () =>
      (await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM check_statuses WHERE time = $1', [clock.now()])).rows[0]!.n;
    clock.time += 3_600_000;
    running.start();
    const deadline = Date.now() + 10_000;
    while ((await count()) < checks.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await running.stop();
    expect(await count()).toBe(checks.length);
    clock.time += 3_600_000;
    await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBe(0);
  });
});

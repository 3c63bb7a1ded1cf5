import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import type { Queryable } from '../db/queryable';
import { foldHealthDataChanges, HealthVersionReader, readHealthDataVersion } from './healthDataVersion';

describe('health data version', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const rows = async () => (await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM health_data_changes')).rows[0]!.n;

  it('grows with every committed write to checks, canaries and the summary, and not with other tables', async () => {
    const start = await readHealthDataVersion(ctx.db.pool);
    await ctx.db.pool.query("INSERT INTO canaries (id, name, spec) VALUES ('0b5e0000-0000-4000-8000-0000000000c1', 'v', '{}')");
    await ctx.db.pool.query(
      "INSERT INTO checks (id, canary_id, type, name) VALUES ('0b5e0000-0000-4000-8000-0000000000c2', '0b5e0000-0000-4000-8000-0000000000c1', 'http', 'v/1')",
    );
    await ctx.db.pool.query("INSERT INTO check_status_summary (check_id, passed) VALUES ('0b5e0000-0000-4000-8000-0000000000c2', 1)");
    const after = await readHealthDataVersion(ctx.db.pool);
    expect(after.epoch).toBe(start.epoch);
    expect(after.version).toBe(start.version + 3);
    await ctx.db.pool.query("INSERT INTO check_statuses (check_id, time, status) VALUES ('0b5e0000-0000-4000-8000-0000000000c2', now(), true)");
    await ctx.db.pool.query("INSERT INTO properties (name, value) VALUES ('x', 'y')");
    expect((await readHealthDataVersion(ctx.db.pool)).version).toBe(after.version);
    // A rolled-back write leaves no trace.
    const client = await ctx.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("UPDATE checks SET description = 'rolled back'");
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect((await readHealthDataVersion(ctx.db.pool)).version).toBe(after.version);
  });

  it('folds the change rows into one without changing the version', async () => {
    for (let i = 0; i < 3; i++) await ctx.db.pool.query("UPDATE checks SET description = $1", [`edit ${i}`]);
    const before = await readHealthDataVersion(ctx.db.pool);
    expect(await rows()).toBeGreaterThan(1);
    await foldHealthDataChanges(ctx.db.pool);
    expect(await rows()).toBe(1);
    expect(await readHealthDataVersion(ctx.db.pool)).toEqual({ ...before, changeRows: 1 });
    await foldHealthDataChanges(ctx.db.pool);
    expect(await readHealthDataVersion(ctx.db.pool)).toEqual({ ...before, changeRows: 1 });
    await ctx.db.pool.query("UPDATE checks SET description = 'after the fold'");
    expect((await readHealthDataVersion(ctx.db.pool)).version).toBe(before.version + 1);
  });
});

describe('HealthVersionReader', () => {
  /** A database whose version reads the test resolves by hand. */
  function fakeDb() {
    const pending: Array<(version: number) => void> = [];
    const db = {
      query: () =>
        new Promise((resolve) => pending.push((version) => resolve({ rows: [{ epoch: 'e', version, changeRows: 1 }] }))),
    } as unknown as Queryable;
    return { db, pending };
  }

  it('never answers a caller with a read that began before it called, and shares the rest', async () => {
    const { db, pending } = fakeDb();
    const reader = new HealthVersionReader(db);
    const first = reader.read();
    const second = reader.read();
    const third = reader.read();
    expect(pending).toHaveLength(1);
    pending[0]!(1);
    expect((await first).version).toBe(1);
    // The second and third came while the first read was running: they share the next read, which starts now.
    await new Promise((r) => setTimeout(r, 0));
    expect(pending).toHaveLength(2);
    pending[1]!(2);
    expect([(await second).version, (await third).version]).toEqual([2, 2]);
    const fourth = reader.read();
    expect(pending).toHaveLength(3);
    pending[2]!(3);
    expect((await fourth).version).toBe(3);
  });
});

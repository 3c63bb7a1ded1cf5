import type pg from 'pg';
import { withTransaction } from '../db/database';
import type { Queryable } from '../db/queryable';
import { DEMO_ADMIN, seedDemoUsers } from './demoUsers';
import { planChecks, seedAgents, seedChecks } from './seedChecks';
import { seedIncidents } from './seedIncidents';
import { seedPeople } from './seedPeople';
import { seedPublications } from './seedPublications';
import { seedSettings } from './seedSettings';
import { seedTopology } from './seedTopology';

/** The property that says the demo data is in: its value records the size and time of the seed. */
export const SEED_MARKER = 'opsdeck.seeded';

// Two processes starting at once on an empty database: the second waits for the first, then sees the marker.
const SEED_LOCK = 720_431_003;

export interface SeedOptions {
  /** Number of checks (OPSDECK_SEED_CHECKS). */
  checks: number;
  /** "Now" of the seed: history ends here. */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  /** Why nothing was seeded, when nothing was. */
  reason?: string;
  checks: number;
  durationMs: number;
}

/**
 * What the server does at start: seed when demo mode is on (OPSDECK_DEMO, default on) and the database is empty;
 * nothing at all, not even a demo user, when it is off.
 */
export async function ensureDemoData(pool: pg.Pool, config: { demo: boolean; seedChecks: number }): Promise<SeedResult> {
  if (!config.demo) return { seeded: false, reason: 'demo mode is off (OPSDECK_DEMO=0)', checks: 0, durationMs: 0 };
  return seedDemo(pool, { checks: config.seedChecks });
}

/** Whether the demo data is in: the marker is there. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM properties WHERE name = $1', [SEED_MARKER]);
  return rows.length > 0;
}

/**
 * Seeds the demo users and the demo dataset in one transaction (all or nothing). Only into an empty database: a
 * database with the marker is seeded already, and one with people or checks but no marker holds someone's real data,
 * which demo rows must never be mixed into.
 */
export async function seedDemo(pool: pg.Pool, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const result = await withTransaction(pool, async (client): Promise<Omit<SeedResult, 'durationMs'>> => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await isSeeded(client)) return { seeded: false, reason: 'the demo data is already in', checks: 0 };
    const { rows } = await client.query<{ has: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM people) OR EXISTS (SELECT 1 FROM checks) AS has',
    );
    if (rows[0]?.has) return { seeded: false, reason: 'the database holds data that is not demo data', checks: 0 };

    const plan = planChecks(options.checks);
    const admin = DEMO_ADMIN.id;
    await seedDemoUsers(client, now);
    await seedPeople(client, now, admin);
    await seedAgents(client, now);
    // OPSDECK_SEED_CHECKS=0: demo users and people only, everything else hangs off checks.
    if (plan.checks.length > 0) {
      await seedChecks(client, plan, now, admin);
      await seedTopology(client, plan, now, admin);
      await seedIncidents(client, plan, now);
      await seedSettings(client, plan, now, admin);
      await seedPublications(client, plan, now, admin);
    }
    await client.query('INSERT INTO properties (name, value, created_by) VALUES ($1, $2, $3)', [
      SEED_MARKER,
      JSON.stringify({ checks: plan.checks.length, at: now.toISOString() }),
      admin,
    ]);
    return { seeded: true, checks: plan.checks.length };
  });
  return { ...result, durationMs: Math.round(performance.now() - started) };
}

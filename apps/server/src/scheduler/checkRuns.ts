import type pg from 'pg';
import { withTransaction } from '../db/database';
import type { Queryable } from '../db/queryable';
import { refreshCheckStatusSummary } from './summaryRefresh';
import { syntheticProfileSql, syntheticSampleSql } from './syntheticResult';

/** One run of one check, as run-now answers it. */
export interface CheckRun {
  id: string;
  name: string;
  namespace: string | null;
  description: string | null;
  labels: Record<string, string>;
  time: Date;
  status: boolean;
  duration: number;
  message: string | null;
  error: string | null;
}

/**
 * Runs the checks that are due at `now` (next_runtime reached, or never scheduled), at most `limit` of them, and
 * returns how many ran. One statement: claim with FOR UPDATE SKIP LOCKED (another process running the same tick
 * takes other checks or none; a row another process already advanced is re-checked and no longer due), record a
 * synthetic result, advance each check to the first slot of its interval grid after now. A check that missed slots
 * while no server ran gets one run, not one per missed slot.
 */
export async function runDueChecks(db: Queryable, now: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `WITH due AS (
       SELECT c.id, c.type, greatest(c.interval_seconds, 1) AS interval_seconds, c.next_runtime
         FROM checks c
        WHERE c.deleted_at IS NULL AND (c.next_runtime <= $1::timestamptz OR c.next_runtime IS NULL)
        ORDER BY c.next_runtime NULLS FIRST
        LIMIT $2
          FOR UPDATE SKIP LOCKED
     ),
     results AS (
       SELECT d.id, d.interval_seconds, d.next_runtime, r.status, r.duration, r.message, r.error
         FROM due d
         CROSS JOIN ${syntheticProfileSql('d.id', 'd.type')} AS p
         CROSS JOIN ${syntheticSampleSql('p', '$1::timestamptz')} AS r
     ),
     recorded AS (
       INSERT INTO check_statuses (check_id, time, status, duration, message, error)
       SELECT id, $1::timestamptz, status, duration, message, error FROM results
       ON CONFLICT (check_id, time) DO NOTHING
     )
     UPDATE checks c
        SET status = CASE WHEN r.status THEN 'healthy' ELSE 'unhealthy' END,
            last_runtime = $1::timestamptz,
            next_runtime = CASE
              WHEN r.next_runtime IS NULL THEN $1::timestamptz + make_interval(secs => r.interval_seconds)
              ELSE r.next_runtime + make_interval(secs => r.interval_seconds
                     * (floor(extract(epoch FROM $1::timestamptz - r.next_runtime) / r.interval_seconds) + 1))
            END
       FROM results r
      WHERE c.id = r.id`,
    [now.toISOString(), limit],
  );
  return rowCount ?? 0;
}

/**
 * Runs one check now, whatever its schedule (which it leaves alone), and refreshes its summary row so the dashboard
 * shows the run at once. Null when there is no such check (or it is deleted).
 */
export async function runCheckNow(pool: pg.Pool, checkId: string, now: Date): Promise<CheckRun | null> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<CheckRun>(
      `WITH target AS (
         SELECT c.id, c.type, c.name, c.namespace, c.description,
                coalesce(ca.labels, '{}'::jsonb) || coalesce(c.labels, '{}'::jsonb) AS labels
           FROM checks c JOIN canaries ca ON ca.id = c.canary_id
          WHERE c.id = $1 AND c.deleted_at IS NULL
            FOR UPDATE OF c
       ),
       result AS (
         SELECT t.*, r.status, r.duration, r.message, r.error
           FROM target t
           CROSS JOIN ${syntheticProfileSql('t.id', 't.type')} AS p
           CROSS JOIN ${syntheticSampleSql('p', '$2::timestamptz')} AS r
       ),
       recorded AS (
         INSERT INTO check_statuses (check_id, time, status, duration, message, error)
         SELECT id, $2::timestamptz, status, duration, message, error FROM result
         ON CONFLICT (check_id, time) DO UPDATE
           SET status = EXCLUDED.status, duration = EXCLUDED.duration, message = EXCLUDED.message, error = EXCLUDED.error
       ),
       updated AS (
         UPDATE checks c SET status = CASE WHEN r.status THEN 'healthy' ELSE 'unhealthy' END, last_runtime = $2::timestamptz
           FROM result r WHERE c.id = r.id
       )
       SELECT id, name, namespace, description, labels, $2::timestamptz AS time, status, duration, message, error FROM result`,
      [checkId, now.toISOString()],
    );
    const run = rows[0];
    if (!run) return null;
    await refreshCheckStatusSummary(client, now, [run.id]);
    return run;
  });
}


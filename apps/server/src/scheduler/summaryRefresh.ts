import type { Queryable } from '../db/queryable';

/**
 * Rebuilds check_status_summary, the last-hour aggregates the dashboard reads (Mission Control keeps the same as a
 * materialized view refreshed every minute): passed and failed counts, last pass and fail, latency percentiles and
 * mean over the hour before `now`. A check with no status in that hour keeps its latest one, as Mission Control's
 * "aged" summary does, so a check that runs every 2 hours does not look empty. `checkIds` limits it to some checks
 * (run-now refreshes the one it ran). Returns the number of checks summarised.
 */
export async function refreshCheckStatusSummary(db: Queryable, now: Date, checkIds?: readonly string[]): Promise<number> {
  const only = checkIds ? 'AND check_id = ANY($2::uuid[])' : '';
  const onlyChecks = checkIds ? 'AND c.id = ANY($2::uuid[])' : '';
  const params: unknown[] = checkIds ? [now.toISOString(), checkIds] : [now.toISOString()];
  const { rowCount } = await db.query(
    `WITH recent AS (
       SELECT check_id,
              count(*) FILTER (WHERE status) AS passed,
              count(*) FILTER (WHERE status IS NOT TRUE) AS failed,
              max(time) FILTER (WHERE status) AS last_pass,
              max(time) FILTER (WHERE status IS NOT TRUE) AS last_fail,
              percentile_disc(ARRAY[0.5, 0.95, 0.97, 0.99]) WITHIN GROUP (ORDER BY duration) AS pct,
              avg(duration) AS avg
         FROM check_statuses
        WHERE time > $1::timestamptz - interval '1 hour' AND time <= $1::timestamptz ${only}
        GROUP BY check_id
     ),
     aged AS (
       SELECT c.id AS check_id,
              CASE WHEN l.status THEN 1 ELSE 0 END AS passed,
              CASE WHEN l.status THEN 0 ELSE 1 END AS failed,
              CASE WHEN l.status THEN l.time END AS last_pass,
              CASE WHEN l.status THEN NULL ELSE l.time END AS last_fail,
              ARRAY[l.duration, l.duration, l.duration, l.duration] AS pct,
              l.duration::numeric AS avg
         FROM checks c
         CROSS JOIN LATERAL (
           SELECT s.status, s.time, s.duration FROM check_statuses s
            WHERE s.check_id = c.id AND s.time <= $1::timestamptz
            ORDER BY s.time DESC LIMIT 1
         ) l
        WHERE c.deleted_at IS NULL ${onlyChecks}
          AND NOT EXISTS (SELECT 1 FROM recent r WHERE r.check_id = c.id)
     ),
     merged AS (SELECT * FROM recent UNION ALL SELECT * FROM aged)
     INSERT INTO check_status_summary AS t (check_id, passed, failed, last_pass, last_fail, p50, p95, p97, p99, avg, refreshed_at)
     SELECT check_id, passed, failed, last_pass, last_fail, pct[1], pct[2], pct[3], pct[4], round(avg, 1), $1::timestamptz
       FROM merged
     ON CONFLICT (check_id) DO UPDATE SET
       passed = EXCLUDED.passed, failed = EXCLUDED.failed, last_pass = EXCLUDED.last_pass, last_fail = EXCLUDED.last_fail,
       p50 = EXCLUDED.p50, p95 = EXCLUDED.p95, p97 = EXCLUDED.p97, p99 = EXCLUDED.p99, avg = EXCLUDED.avg,
       refreshed_at = EXCLUDED.refreshed_at`,
    params,
  );
  return rowCount ?? 0;
}

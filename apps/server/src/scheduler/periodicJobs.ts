import type pg from 'pg';
import { withTransaction } from '../db/database';

// Advisory lock namespace of the scheduler's periodic jobs; the second key is the hash of the job's name.
const JOB_LOCK_NAMESPACE = 720_431;

export interface PeriodicJob {
  name: string;
  /** The job runs at most once per period across every process on the database. */
  periodMs: number;
  /** job_history.resource_type of its rows. */
  resourceType: string;
}

export interface JobOutcome {
  successCount: number;
  details?: Record<string, unknown>;
}

/**
 * Runs `fn` if the job is due and no other process is running it, and records a job_history row. The transaction
 * takes pg_try_advisory_xact_lock (a process that finds it taken skips: someone else is on it), then reads when the
 * job last ran from scheduler_jobs: the lock makes runs exclusive, the row makes them once per period however many
 * processes tick. The lock lives as long as the transaction, so no connection is held aside (PGlite has one).
 * Returns the outcome, or null when the job was not due or not ours.
 */
export async function runPeriodicJob(
  pool: pg.Pool,
  job: PeriodicJob,
  now: Date,
  hostname: string,
  fn: (client: pg.PoolClient) => Promise<JobOutcome>,
): Promise<JobOutcome | null> {
  const started = performance.now();
  try {
    return await withTransaction(pool, async (client) => {
      const { rows: locked } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS ok', [
        JOB_LOCK_NAMESPACE,
        job.name,
      ]);
      if (!locked[0]?.ok) return null;
      const { rows } = await client.query<{ last_run_at: Date }>('SELECT last_run_at FROM scheduler_jobs WHERE name = $1', [job.name]);
      const last = rows[0]?.last_run_at;
      if (last && now.getTime() - new Date(last).getTime() < job.periodMs) return null;

      const outcome = await fn(client);
      await client.query(
        `INSERT INTO scheduler_jobs (name, last_run_at, hostname) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, hostname = EXCLUDED.hostname`,
        [job.name, now.toISOString(), hostname],
      );
      await recordJob(client, job, now, hostname, started, 'SUCCESS', outcome.successCount, 0, outcome.details ?? {});
      return outcome;
    });
  } catch (err) {
    // The work rolled back; the failure itself is worth a row (in its own statement, outside that transaction).
    await recordJob(pool, job, now, hostname, started, 'FAILED', 0, 1, { errors: [(err as Error).message] }).catch(() => {});
    throw err;
  }
}

export async function recordJob(
  db: Pick<pg.ClientBase, 'query'>,
  job: Pick<PeriodicJob, 'name' | 'resourceType'>,
  start: Date,
  hostname: string,
  startedMs: number,
  status: 'SUCCESS' | 'WARNING' | 'FAILED',
  successCount: number,
  errorCount: number,
  details: Record<string, unknown>,
): Promise<void> {
  const durationMs = Math.round(performance.now() - startedMs);
  await db.query(
    `INSERT INTO job_history (name, resource_type, status, success_count, error_count, details, hostname, duration_millis, time_start, time_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      job.name,
      job.resourceType,
      status,
      successCount,
      errorCount,
      details,
      hostname,
      durationMs,
      start.toISOString(),
      new Date(start.getTime() + durationMs).toISOString(),
    ],
  );
}

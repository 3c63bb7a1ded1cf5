import os from 'node:os';
import type pg from 'pg';
import { foldHealthDataChanges } from '../health/healthDataVersion';
import { runDueChecks } from './checkRuns';
import { recordJob, runPeriodicJob, type PeriodicJob } from './periodicJobs';
import { refreshCheckStatusSummary } from './summaryRefresh';

/** Where the scheduler reads the time: tests step a fake clock instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CheckSchedulerOptions {
  pool: pg.Pool;
  clock?: Clock;
  /**
   * Pause between ticks: each tick runs what is due, so a run lands up to this late after its slot. 10 s is finer than
   * the dashboard's fastest refresh (15 s) while keeping summary rebuilds (one per data change) to six a minute.
   */
  tickMs?: number;
  /** Checks claimed per statement; a tick repeats full batches to catch up. */
  batchSize?: number;
  /** How often check_status_summary is rebuilt (Mission Control: every minute). */
  summaryRefreshMs?: number;
  /** How often old statuses are deleted, and how old they must be. */
  cleanupMs?: number;
  retentionMs?: number;
  hostname?: string;
  log?: Logger;
}

export interface TickResult {
  ran: number;
  refreshed: boolean;
  cleaned: boolean;
}

export interface CheckScheduler {
  /** One pass: run due checks, then the periodic jobs that are due. Safe to call from several processes at once. */
  tick(): Promise<TickResult>;
  start(): void;
  /** Stops ticking and waits for a tick in flight. */
  stop(): Promise<void>;
}

const silent: Logger = { info: () => {}, error: () => {} };

/**
 * Records synthetic results for checks at their interval while the server runs, so the dashboard moves. Every
 * process may run one: due checks are claimed with SKIP LOCKED and the periodic jobs (summary refresh, clean-up) are
 * led through an advisory lock plus a per-period row, so each check gets one status per interval and each job runs
 * once per period however many processes share the database.
 */
export function createCheckScheduler(options: CheckSchedulerOptions): CheckScheduler {
  const {
    pool,
    clock = systemClock,
    tickMs = 10_000,
    batchSize = 5_000,
    summaryRefreshMs = 60_000,
    cleanupMs = 3_600_000,
    retentionMs = 7 * 24 * 3_600_000,
    hostname = `${os.hostname()}:${process.pid}`,
    log = silent,
  } = options;
  const refreshJob: PeriodicJob = { name: 'RefreshCheckStatusSummary', periodMs: summaryRefreshMs, resourceType: 'system' };
  const cleanupJob: PeriodicJob = { name: 'CleanupCheckStatuses', periodMs: cleanupMs, resourceType: 'system' };
  const runJob = { name: 'RunScheduledChecks', resourceType: 'canary' };

  // This process's check runs since the last RunScheduledChecks row: one row per summary period, not one per tick.
  let window = { start: clock.now(), started: performance.now(), ran: 0, errors: [] as string[] };
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;
  let running = false;

  async function runDue(now: Date): Promise<number> {
    let ran = 0;
    // Full batches mean more is due (after downtime): keep going, within reason, before the periodic jobs.
    for (let round = 0; round < 20; round++) {
      const n = await runDueChecks(pool, now, batchSize);
      ran += n;
      if (n < batchSize) break;
    }
    return ran;
  }

  async function guarded<T>(what: string, fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (err) {
      window.errors.push(`${what}: ${(err as Error).message}`);
      log.error({ err }, `scheduler: ${what} failed`);
      return null;
    }
  }

  async function flushWindow(now: Date): Promise<void> {
    if (now.getTime() - window.start.getTime() < summaryRefreshMs) return;
    const w = window;
    window = { start: now, started: performance.now(), ran: 0, errors: [] };
    if (w.ran === 0 && w.errors.length === 0) return;
    await recordJob(pool, runJob, w.start, hostname, w.started, w.errors.length ? 'WARNING' : 'SUCCESS', w.ran, w.errors.length, w.errors.length ? { errors: w.errors.slice(0, 20) } : {});
  }

  async function tick(): Promise<TickResult> {
    const now = clock.now();
    const ran = (await guarded('running due checks', () => runDue(now))) ?? 0;
    window.ran += ran;
    const refreshed = await guarded('refreshing the check summary', () =>
      runPeriodicJob(pool, refreshJob, now, hostname, async (client) => {
        const successCount = await refreshCheckStatusSummary(client, now);
        await foldHealthDataChanges(client);
        return { successCount };
      }),
    );
    const cleaned = await guarded('deleting old statuses', () =>
      runPeriodicJob(pool, cleanupJob, now, hostname, async (client) => {
        const { rowCount } = await client.query('DELETE FROM check_statuses WHERE time < $1', [new Date(now.getTime() - retentionMs).toISOString()]);
        return { successCount: rowCount ?? 0 };
      }),
    );
    await guarded('recording job history', () => flushWindow(now));
    return { ran, refreshed: refreshed !== null, cleaned: cleaned !== null };
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      inFlight = tick().finally(() => {
        inFlight = undefined;
        schedule();
      });
    }, tickMs);
    // The HTTP server keeps the process alive; the scheduler alone must not.
    timer.unref();
  }

  return {
    tick,
    start() {
      if (running) return;
      running = true;
      log.info({ tickMs, summaryRefreshMs, hostname }, 'check scheduler started');
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await inFlight?.catch(() => {});
    },
  };
}

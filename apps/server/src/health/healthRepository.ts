import type { Queryable } from '../db/queryable';
import type { SummaryOptions } from './summaryOptions';

/** RFC 3339 in UTC with milliseconds (what Date.toISOString gives), whatever the session's TimeZone. */
const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The keys of a checks_summary item, in the order of Mission Control's CheckSummary, with the SQL of each value over
 * the check_summary view `cs` and its check_status_summary row `s`. Optional keys are left out when empty
 * (json_strip_nulls plus nullif), latency carries p99/p97/p95 and rolling1h (p50 and avg are dropped, as the Go
 * struct drops them), and `endpoint` is added because the dashboard searches it (spec 001, 3.1). The numbers are read
 * from check_status_summary directly rather than out of the view's json columns, which halves the cost of a 10k-check
 * build.
 */
const SUMMARY_FIELDS = {
  id: 'cs.id',
  canary_id: 'cs.canary_id',
  canary_name: 'cs.canary_name',
  canary_namespace: 'cs.canary_namespace',
  agent_id: 'cs.agent_id',
  description: "nullif(cs.description, '')",
  icon: "nullif(cs.icon, '')",
  labels: 'cs.labels',
  last_transition_time: ts('cs.last_transition_time'),
  latency: `json_build_object('p99', nullif(s.p99, 0), 'p97', nullif(s.p97, 0), 'p95', nullif(s.p95, 0),
                              'rolling1h', coalesce(s.avg, 0))`,
  name: 'cs.name',
  namespace: "coalesce(cs.namespace, cs.canary_namespace, '')",
  endpoint: "nullif(cs.endpoint, '')",
  owner: "nullif(cs.owner, '')",
  severity: "nullif(cs.severity, '')",
  status: "coalesce(cs.status, '')",
  type: 'cs.type',
  uptime: `json_build_object('passed', coalesce(s.passed, 0), 'failed', coalesce(s.failed, 0),
                             'last_pass', ${ts('s.last_pass')}, 'last_fail', ${ts('s.last_fail')})`,
  last_runtime: ts('cs.last_runtime'),
  created_at: ts('cs.created_at'),
  updated_at: ts('cs.updated_at'),
  deleted_at: ts('cs.deleted_at'),
  silenced_at: ts('cs.silenced_at'),
} as const;

export type SummaryField = keyof typeof SUMMARY_FIELDS;

/** Which checks and which keys a summary shows: the console's full one by default. */
export interface SummaryView {
  /** The keys of each item (those that are not empty); every key when absent. */
  fields?: readonly SummaryField[];
  /** Only the checks in published_checks: published directly or through their canary (migrations/0004). */
  publishedOnly?: boolean;
}

/**
 * The checks_summary array as JSON text, built by PostgreSQL in one statement (no row objects in Node: the text goes
 * straight into the cached body). Rows come from the check_summary view; `view` narrows the checks and the keys.
 */
export async function checkSummaryJson(db: Queryable, options: SummaryOptions, view: SummaryView = {}): Promise<string> {
  const params: unknown[] = [];
  // params.push returns the new length, which is the number of the placeholder just added.
  const where = [
    options.deleteFrom
      ? `(cs.deleted_at IS NULL OR cs.deleted_at > $${params.push(options.deleteFrom.toISOString())}::timestamptz)`
      : 'cs.deleted_at IS NULL',
  ];
  if (options.labels && Object.keys(options.labels).length) where.push(`cs.labels @> $${params.push(JSON.stringify(options.labels))}::jsonb`);
  if (options.checkId) where.push(`cs.id = $${params.push(options.checkId)}::uuid`);
  if (view.publishedOnly) where.push('cs.id IN (SELECT check_id FROM published_checks)');
  const order = options.sortBy === '-name' ? 'name DESC, id DESC' : 'name, id';
  // Keys come from the constant table above, never from a request: safe to splice.
  const wanted = view.fields ? new Set<string>(view.fields) : undefined;
  const item = Object.entries(SUMMARY_FIELDS)
    .filter(([key]) => !wanted || wanted.has(key))
    .map(([key, sql]) => `'${key}', ${sql}`)
    .join(',\n           ');
  const { rows } = await db.query<{ body: string }>(
    `SELECT coalesce(json_agg(x.item ORDER BY ${order}), '[]'::json)::text AS body
       FROM (
         SELECT cs.id, cs.name, json_strip_nulls(json_build_object(
           ${item}
         )) AS item
           FROM check_summary cs
           LEFT JOIN check_status_summary s ON s.check_id = cs.id
          WHERE ${where.join(' AND ')}
       ) x`,
    params,
  );
  return rows[0]!.body;
}

export async function checkExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM checks WHERE id = $1', [id]);
  return rows.length > 0;
}

export interface GraphBucket {
  /** Start of the bucket, seconds since the epoch. */
  epoch: number;
  status: boolean;
  duration: number;
  passed: number;
  failed: number;
  count: number;
  message: string | null;
  error: string | null;
}

export interface GraphTotals {
  passed: number;
  failed: number;
  p95: number | null;
  p97: number | null;
  p99: number | null;
  rolling1h: number | null;
}

/** Statuses of one check in [start, end], grouped into windows of `windowSeconds`, oldest first. */
export async function graphBuckets(db: Queryable, checkId: string, start: Date, end: Date, windowSeconds: number): Promise<GraphBucket[]> {
  const { rows } = await db.query<GraphBucket>(
    `SELECT (floor(extract(epoch FROM time) / $4) * $4)::float8 AS epoch,
            coalesce(bool_and(status), false) AS status,
            round(avg(duration))::int AS duration,
            count(*) FILTER (WHERE status)::int AS passed,
            count(*) FILTER (WHERE status IS NOT TRUE)::int AS failed,
            count(*)::int AS count,
            (array_agg(message ORDER BY time DESC))[1] AS message,
            (array_agg(error ORDER BY time DESC))[1] AS error
       FROM check_statuses
      WHERE check_id = $1 AND time >= $2 AND time <= $3
      GROUP BY 1
      ORDER BY 1`,
    [checkId, start.toISOString(), end.toISOString(), windowSeconds],
  );
  return rows;
}

/**
 * Uptime and latency over the range. Percentiles are over the statuses themselves (the original takes them over the
 * bucket averages, which flattens the tail the percentiles are meant to show); rolling1h is the mean of the hour
 * before the end of the range.
 */
export async function graphTotals(db: Queryable, checkId: string, start: Date, end: Date): Promise<GraphTotals> {
  const { rows } = await db.query<GraphTotals>(
    `SELECT count(*) FILTER (WHERE status)::int AS passed,
            count(*) FILTER (WHERE status IS NOT TRUE)::int AS failed,
            percentile_disc(0.95) WITHIN GROUP (ORDER BY duration)::float8 AS p95,
            percentile_disc(0.97) WITHIN GROUP (ORDER BY duration)::float8 AS p97,
            percentile_disc(0.99) WITHIN GROUP (ORDER BY duration)::float8 AS p99,
            (avg(duration) FILTER (WHERE time > $3::timestamptz - interval '1 hour'))::float8 AS rolling1h
       FROM check_statuses
      WHERE check_id = $1 AND time >= $2 AND time <= $3`,
    [checkId, start.toISOString(), end.toISOString()],
  );
  return rows[0]!;
}

/**
 * The synthetic check runner. Opsdeck ships no real probes, so a check's result is a pure function of (check id, check
 * type, time), computed in SQL. One definition serves the seed (24 h of history in one INSERT ... SELECT, no rows
 * crossing from Node), the scheduler and run-now, so history and live results look alike and are reproducible.
 *
 * Every check gets a behaviour from the hash of its id: most are steady, some flaky, a few down, and some have a
 * daily 90-minute episode of failures and slow answers, so the dashboard always shows a realistic mix.
 */

interface CheckTypeProfile {
  /** Typical latency of a passing probe; each check scales it by 0.5 to 2. */
  baseMs: number;
  /** How long a failing probe waits before it gives up. */
  timeoutMs: number;
  passMessage: string;
  errors: readonly string[];
}

export const CHECK_TYPE_PROFILES: Readonly<Record<string, CheckTypeProfile>> = {
  http: {
    baseMs: 180,
    timeoutMs: 10_000,
    passMessage: 'HTTP 200 OK',
    errors: ['expected status 200, got 503 Service Unavailable', 'expected status 200, got 502 Bad Gateway', 'x509: certificate has expired'],
  },
  tcp: { baseMs: 12, timeoutMs: 5_000, passMessage: 'connection established', errors: ['dial tcp: connection refused', 'dial tcp: no route to host'] },
  dns: { baseMs: 9, timeoutMs: 5_000, passMessage: 'resolved 2 records', errors: ['lookup failed: no such host', 'SERVFAIL from resolver'] },
  icmp: { baseMs: 6, timeoutMs: 3_000, passMessage: '0% packet loss', errors: ['100% packet loss', '40% packet loss exceeds threshold of 10%'] },
  postgres: { baseMs: 25, timeoutMs: 5_000, passMessage: 'query returned 1 row', errors: ['FATAL: sorry, too many clients already', 'connection refused'] },
  mysql: { baseMs: 30, timeoutMs: 5_000, passMessage: 'query returned 1 row', errors: ['Error 1040: Too many connections', 'Error 1045: Access denied'] },
  redis: { baseMs: 4, timeoutMs: 3_000, passMessage: 'PONG', errors: ['NOAUTH Authentication required', 'connection reset by peer'] },
  kubernetes: {
    baseMs: 90,
    timeoutMs: 10_000,
    passMessage: 'all pods ready',
    errors: ['1 of 3 pods not ready: CrashLoopBackOff', 'deployment has 0 available replicas'],
  },
  prometheus: { baseMs: 60, timeoutMs: 10_000, passMessage: 'query returned no firing alerts', errors: ['2 alerts firing', 'prometheus is unreachable'] },
  s3: { baseMs: 150, timeoutMs: 10_000, passMessage: 'bucket listed', errors: ['AccessDenied: Access Denied', 'NoSuchBucket'] },
  exec: { baseMs: 400, timeoutMs: 30_000, passMessage: 'exit code 0', errors: ['exit code 1: last backup is 27h old', 'exit code 2'] },
};

const DEFAULT_PROFILE: CheckTypeProfile = { baseMs: 100, timeoutMs: 5_000, passMessage: 'ok', errors: ['check failed'] };

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Four numbers in [0, 1), 16 bits each, from one 64-bit hash. hashtextextended is PostgreSQL's own stable hash (hash
 * partitioning relies on it) and is several times cheaper here than md5 plus a hex-to-bit cast, which matters for
 * millions of seeded rows.
 */
function units(hashExpr: string, names: readonly [string, string, string, string]): string {
  return names.map((name, i) => `((${hashExpr}) >> ${16 * i} & 65535) / 65536.0::float8 AS ${name}`).join(', ');
}

function typeTable(): string {
  const rows = Object.entries(CHECK_TYPE_PROFILES).map(
    ([type, p]) =>
      `(${literal(type)}, ${p.baseMs}, ${p.timeoutMs}, ${literal(p.passMessage)}, ARRAY[${p.errors.map(literal).join(', ')}]::text[])`,
  );
  return `(VALUES ${rows.join(', ')}) AS tp(type, base_ms, timeout_ms, pass_message, errors)`;
}

/**
 * A LATERAL subquery with what the runner knows of one check (its behaviour, typical latency, messages), from the
 * SQL expressions of its id and type. Join it once per check, then `syntheticSampleSql` once per run:
 * `CROSS JOIN ${syntheticProfileSql('c.id', 'c.type')} AS p CROSS JOIN ${syntheticSampleSql('p', 's.t')} AS r`.
 */
export function syntheticProfileSql(checkId: string, checkType: string): string {
  const d = DEFAULT_PROFILE;
  return `LATERAL (
  SELECT h.key,
         coalesce(tp.base_ms, ${d.baseMs}) * (0.5 + 1.5 * h.u0) AS base_ms,
         coalesce(tp.timeout_ms, ${d.timeoutMs}) AS timeout_ms,
         coalesce(tp.pass_message, ${literal(d.passMessage)}) AS pass_message,
         coalesce(tp.errors, ARRAY[${d.errors.map(literal).join(', ')}]::text[]) AS errors,
         h.u1 AS behaviour,
         floor(h.u2 * 1440)::bigint AS episode_minute
    FROM (SELECT k.key, ${units('hashtextextended(k.key, 1)', ['u0', 'u1', 'u2', 'u3'])}
            FROM (SELECT (${checkId})::text AS key) k) h
    LEFT JOIN ${typeTable()} ON tp.type = ${checkType}
)`;
}

/**
 * A LATERAL subquery yielding one row (status boolean, duration integer, message text, error text): the result of the
 * check whose profile alias is given, run at the timestamptz expression `time`. Same check and second, same result.
 */
export function syntheticSampleSql(profile: string, time: string): string {
  const p = profile;
  return `LATERAL (
  SELECT o.pass AS status,
         (CASE
            WHEN o.pass THEN round(${p}.base_ms * (0.7 + 0.6 * s.u2) * (CASE WHEN s.in_episode THEN 3 ELSE 1 END)
                                   * (CASE WHEN s.u3 > 0.97 THEN 2 + 6 * s.u4 ELSE 1 END))
            WHEN s.u3 < 0.4 THEN ${p}.timeout_ms + round(200 * s.u2)
            ELSE round(${p}.base_ms * (0.2 + 0.3 * s.u2))
          END)::integer AS duration,
         CASE WHEN o.pass THEN ${p}.pass_message END AS message,
         CASE
           WHEN o.pass THEN NULL
           WHEN s.u3 < 0.4 THEN 'timed out after ' || ${p}.timeout_ms || 'ms'
           ELSE ${p}.errors[1 + floor(s.u2 * cardinality(${p}.errors))::integer]
         END AS error
    FROM (SELECT floor(extract(epoch FROM ${time}))::bigint AS epoch) e
    CROSS JOIN LATERAL (
      SELECT ${units(`hashtextextended(${p}.key, e.epoch)`, ['u1', 'u2', 'u3', 'u4'])},
             ${p}.behaviour >= 0.09 AND ${p}.behaviour < 0.17
               AND mod(e.epoch / 60 - ${p}.episode_minute, 1440) < 90 AS in_episode
    ) s
    CROSS JOIN LATERAL (
      -- down 3 %, flaky 6 %, a daily 90-minute episode 8 %, steady the rest
      SELECT s.u1 >= CASE
                       WHEN ${p}.behaviour < 0.03 THEN 0.9
                       WHEN ${p}.behaviour < 0.09 THEN 0.15
                       WHEN s.in_episode THEN 0.7
                       ELSE 0.003
                     END AS pass
    ) o
)`;
}

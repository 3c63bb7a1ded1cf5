import type pg from 'pg';

/**
 * Fixed-window counters in the rate_limits table. The window is computed from the database clock and the counter
 * is bumped with one upsert, so every server process on the database shares the same count.
 */
export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

export async function hitRateLimit(pool: pg.Pool, key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitResult> {
  const { rows } = await pool.query<{ count: number; retry_after: number }>(
    `WITH w AS (
       SELECT to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int) AS start
     )
     INSERT INTO rate_limits (key, window_start, count)
     SELECT $1, start, 1 FROM w
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count,
               greatest(1, ceil(extract(epoch FROM window_start + make_interval(secs => $2::int) - now())))::int
                 AS retry_after`,
    [key, windowSeconds],
  );
  const row = rows[0]!;
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: row.retry_after };
}

/** Password sign-in: guessing one account, or many accounts from one address, is slowed to a crawl. */
export const LOGIN_LIMITS = {
  perIdentifier: { limit: 10, windowSeconds: 15 * 60 },
  perAddress: { limit: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

/**
 * Counts one sign-in attempt against both limits; the answer is the same whether or not the account exists, since
 * the identifier is counted as typed. Returns the seconds to wait, or undefined when the attempt may proceed.
 */
export async function checkLoginRateLimit(
  pool: pg.Pool,
  identifier: string,
  address: string,
  limits = LOGIN_LIMITS,
): Promise<number | undefined> {
  const [byIdentifier, byAddress] = await Promise.all([
    hitRateLimit(pool, `login:identifier:${identifier.trim().toLowerCase()}`, limits.perIdentifier),
    hitRateLimit(pool, `login:address:${address}`, limits.perAddress),
  ]);
  const blocked = [byIdentifier, byAddress].filter((r) => !r.allowed);
  if (!blocked.length) return undefined;
  return Math.max(...blocked.map((r) => r.retryAfterSeconds));
}

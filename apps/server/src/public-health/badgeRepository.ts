import type { Queryable } from '../db/queryable';
import { canaryBadgeStatus, checkBadgeStatus, type BadgeStatus } from './badgeSvg';

export interface BadgeSubject {
  name: string;
  status: BadgeStatus;
}

/** A published check's name and status; null when it is unknown, deleted or not published (the same answer for all). */
export async function checkBadgeSubject(db: Queryable, checkId: string): Promise<BadgeSubject | null> {
  const { rows } = await db.query<{ name: string; status: string | null }>(
    `SELECT c.name, c.status FROM published_checks pc JOIN checks c ON c.id = pc.check_id WHERE pc.check_id = $1`,
    [checkId],
  );
  const row = rows[0];
  return row ? { name: row.name, status: checkBadgeStatus(row.status) } : null;
}

/**
 * A published canary's name and the status of its live checks taken together; null when the canary is unknown,
 * deleted or not published itself (publishing some of its checks one by one does not make the canary public).
 */
export async function canaryBadgeSubject(db: Queryable, canaryId: string): Promise<BadgeSubject | null> {
  const { rows } = await db.query<{ name: string; healthy: number; unhealthy: number }>(
    `SELECT ca.name,
            count(c.id) FILTER (WHERE c.status = 'healthy')::int AS healthy,
            count(c.id) FILTER (WHERE c.status = 'unhealthy')::int AS unhealthy
       FROM health_publications p
       JOIN canaries ca ON ca.id = p.target_id AND ca.deleted_at IS NULL
       LEFT JOIN checks c ON c.canary_id = ca.id AND c.deleted_at IS NULL
      WHERE p.kind = 'canary' AND p.target_id = $1
      GROUP BY ca.id, ca.name`,
    [canaryId],
  );
  const row = rows[0];
  return row ? { name: row.name, status: canaryBadgeStatus(row.healthy, row.unhealthy) } : null;
}

import type { Queryable } from '../db/queryable';

export const PUBLICATION_KINDS = ['check', 'canary'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

export interface Publication {
  kind: PublicationKind;
  target_id: string;
  published_at: Date;
  published_by: string | null;
}

export interface PublishedCanary {
  id: string;
  name: string;
  namespace: string;
  published_at: Date;
}

export interface PublishedCheck {
  id: string;
  name: string;
  canary_id: string;
  canary_name: string;
  namespace: string;
  published_at: Date;
}

/** The ids of live targets of each kind: a check counts as deleted when its canary is. */
const LIVE_TARGET: Record<PublicationKind, string> = {
  check: `SELECT c.id FROM checks c JOIN canaries ca ON ca.id = c.canary_id
           WHERE c.id = $1 AND c.deleted_at IS NULL AND ca.deleted_at IS NULL`,
  canary: 'SELECT id FROM canaries WHERE id = $1 AND deleted_at IS NULL',
};

/**
 * Publishes a check or canary, or leaves an existing publication as it is (first publisher and time kept): one
 * statement, so a target deleted meanwhile is never published. Null when the target does not exist or is deleted.
 * The CTE's outer SELECT does not see the row it inserts, so exactly one of the two branches answers.
 */
export async function publish(db: Queryable, kind: PublicationKind, targetId: string, personId: string): Promise<Publication | null> {
  const { rows } = await db.query<Publication>(
    `WITH target AS (${LIVE_TARGET[kind]}),
          added AS (
            INSERT INTO health_publications (kind, target_id, published_by)
            SELECT $2::text, id, $3::uuid FROM target
            ON CONFLICT (kind, target_id) DO NOTHING
            RETURNING kind, target_id, published_at, published_by
          )
     SELECT * FROM added
     UNION ALL
     SELECT p.kind, p.target_id, p.published_at, p.published_by
       FROM health_publications p JOIN target t ON t.id = p.target_id
      WHERE p.kind = $2::text`,
    [targetId, kind, personId],
  );
  return rows[0] ?? null;
}

/** Unpublishes; nothing happens when it was not published. */
export async function unpublish(db: Queryable, kind: PublicationKind, targetId: string): Promise<void> {
  await db.query('DELETE FROM health_publications WHERE kind = $1 AND target_id = $2', [kind, targetId]);
}

/** What is published directly, by name (deleted targets left out, as published_checks leaves them out). */
export async function listPublications(db: Queryable): Promise<{ canaries: PublishedCanary[]; checks: PublishedCheck[] }> {
  const [canaries, checks] = await Promise.all([
    db.query<PublishedCanary>(
      `SELECT ca.id, ca.name, ca.namespace, p.published_at
         FROM health_publications p JOIN canaries ca ON ca.id = p.target_id
        WHERE p.kind = 'canary' AND ca.deleted_at IS NULL
        ORDER BY ca.name, ca.id`,
    ),
    db.query<PublishedCheck>(
      `SELECT c.id, c.name, c.canary_id, ca.name AS canary_name, coalesce(c.namespace, ca.namespace) AS namespace,
              p.published_at
         FROM health_publications p JOIN checks c ON c.id = p.target_id JOIN canaries ca ON ca.id = c.canary_id
        WHERE p.kind = 'check' AND c.deleted_at IS NULL AND ca.deleted_at IS NULL
        ORDER BY c.name, c.id`,
    ),
  ]);
  return { canaries: canaries.rows, checks: checks.rows };
}

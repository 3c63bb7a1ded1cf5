import type { Queryable } from '../db/queryable';
import { SELECTOR_FIELDS, type SelectableKind, type SelectableResource } from './resourceSelector';

/**
 * What selectors are evaluated against, per kind of resource; deleted ones are not found. A check's labels are its
 * canary's and its own (its own win), and its namespace falls back to the canary's, as in the check summary.
 */
const RESOURCE_SQL: Record<SelectableKind, string> = {
  check: `SELECT c.id, c.name, coalesce(c.namespace, ca.namespace) AS namespace, c.type, c.status, NULL AS health,
                 coalesce(ca.labels, '{}'::jsonb) || coalesce(c.labels, '{}'::jsonb) AS labels
            FROM checks c JOIN canaries ca ON ca.id = c.canary_id
           WHERE c.id = $1 AND c.deleted_at IS NULL AND ca.deleted_at IS NULL`,
  component: `SELECT id, name, namespace, type, status, health, coalesce(labels, '{}'::jsonb) AS labels
                FROM components WHERE id = $1 AND deleted_at IS NULL`,
  config: `SELECT id, coalesce(name, '') AS name, namespace, type, status, health, coalesce(labels, '{}'::jsonb) AS labels
             FROM config_items WHERE id = $1 AND deleted_at IS NULL`,
};

export async function findSelectable(db: Queryable, kind: SelectableKind, id: string): Promise<SelectableResource | null> {
  const { rows } = await db.query<SelectableResource>(RESOURCE_SQL[kind], [id]);
  const row = rows[0];
  if (!row) return null;
  // Selectors compare strings: a non-string label value (jsonb allows any) is left out rather than stringified.
  const labels = Object.fromEntries(Object.entries(row.labels ?? {}).filter(([, v]) => typeof v === 'string'));
  return { ...row, labels };
}

export interface PlaybookCandidate {
  id: string;
  name: string;
  title: string;
  icon: string | null;
  category: string;
  spec: Record<string, unknown>;
}

/** Live playbooks whose spec has a selector list for the kind: the only ones that can apply. */
export async function playbooksWithSelectors(db: Queryable, kind: SelectableKind): Promise<PlaybookCandidate[]> {
  const { rows } = await db.query<PlaybookCandidate>(
    `SELECT id, name, title, icon, category, spec FROM playbooks
      WHERE deleted_at IS NULL AND jsonb_typeof(spec -> $1::text) = 'array'
      ORDER BY name, id`,
    [SELECTOR_FIELDS[kind]],
  );
  return rows;
}

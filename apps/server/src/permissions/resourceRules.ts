import { RESOURCE_COLUMNS, type ResourceColumn, type ResourceRule } from '@opsdeck/api';
import type { Queryable } from '../db/queryable';

// The rules themselves (what a deny and an allow cover, per resource and per kind) are @opsdeck/api's, so the client
// hides exactly what the server refuses.
export { ResourceRules, allowCovers, denyCovers, type ResourceRule } from '@opsdeck/api';

/**
 * The permission rows of one caller that name a single resource, in force now: not deleted, `until` unset or still
 * ahead, and whose subject is the person, a team they are in, a role or group they hold, or 'everyone' (the same
 * subjects auth/principal.ts matches for rows on global objects). A caller has a handful of these, so they are read
 * once per request and every later question (one resource, a list, an embed) is answered from memory. whoami lists
 * them too, for the client.
 */

const RULES_SQL = `
  SELECT x.action, coalesce(x.deny, false) AS deny,
         ${RESOURCE_COLUMNS.map((c) => `x.${c}::text AS ${c}`).join(', ')}
    FROM permissions x
   WHERE x.deleted_at IS NULL AND (x.until IS NULL OR x.until > now())
     AND (${RESOURCE_COLUMNS.map((c) => `x.${c} IS NOT NULL`).join(' OR ')})
     AND ((x.subject_type = 'person' AND x.subject = $1::text)
       OR x.person_id = $1::uuid
       OR (x.subject_type = 'team' AND x.subject IN (SELECT team_id::text FROM team_members WHERE person_id = $1::uuid))
       OR x.team_id IN (SELECT team_id FROM team_members WHERE person_id = $1::uuid)
       OR (x.subject_type IN ('group', 'role') AND (x.subject = ANY($2::text[]) OR x.subject = 'everyone')))`;

type RuleRow = { action: string; deny: boolean } & Record<ResourceColumn, string | null>;

export async function loadResourceRules(db: Queryable, personId: string, roles: readonly string[]): Promise<ResourceRule[]> {
  const { rows } = await db.query<RuleRow>(RULES_SQL, [personId, roles]);
  return rows.flatMap((row) => {
    const column = RESOURCE_COLUMNS.find((c) => row[c] !== null);
    return column ? [{ column, id: row[column]!.toLowerCase(), action: row.action, deny: row.deny }] : [];
  });
}

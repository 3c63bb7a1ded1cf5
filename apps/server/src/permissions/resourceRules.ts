import { accessOfAction } from '@opsdeck/api';
import type { Queryable } from '../db/queryable';
import { RESOURCE_COLUMNS, accessOfResourceAction, type ResourceAction, type ResourceColumn } from './resourceTargets';

/**
 * The permission rows of one caller that name a single resource, in force now: not deleted, `until` unset or still
 * ahead, and whose subject is the person, a team they are in, a role or group they hold, or 'everyone' (the same
 * subjects auth/principal.ts matches for rows on global objects). A caller has a handful of these, so they are read
 * once per request and every later question (one resource, a list, an embed) is answered from memory.
 */

export interface ResourceRule {
  column: ResourceColumn;
  id: string;
  action: string;
  deny: boolean;
}

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

const parts = (action: string) => action.split(',').map((a) => a.trim()).filter(Boolean);

/**
 * Whether a deny row refuses `action`. A deny is read broadly: any write it names refuses every write (as the area
 * check collapses create/update/delete to write), `*` refuses everything, `playbook:*` every playbook action.
 */
export function denyCovers(ruleAction: string, action: ResourceAction): boolean {
  const named = parts(ruleAction);
  if (named.includes('*') || named.includes(action)) return true;
  if (action.startsWith('playbook:')) return named.includes('playbook:*');
  return accessOfAction(ruleAction).includes(accessOfResourceAction(action));
}

/** Whether an allow row grants `action`: only what it names (`*`, `write` for create/update/delete, `playbook:*`). */
export function allowCovers(ruleAction: string, action: ResourceAction): boolean {
  const named = parts(ruleAction);
  if (named.includes('*') || named.includes(action)) return true;
  if (action.startsWith('playbook:')) return named.includes('playbook:*');
  return action !== 'read' && named.includes('write');
}

/** The caller's rules, asked per resource or per kind of resource. */
export class ResourceRules {
  constructor(readonly rules: readonly ResourceRule[]) {}

  private matching(column: ResourceColumn, actions: readonly ResourceAction[], deny: boolean): Set<string> {
    const covers = deny ? denyCovers : allowCovers;
    const ids = new Set<string>();
    for (const rule of this.rules) {
      if (rule.column === column && rule.deny === deny && actions.some((a) => covers(rule.action, a))) ids.add(rule.id);
    }
    return ids;
  }

  /** The resources of a kind on which a deny refuses any of `actions`. */
  deniedIds(column: ResourceColumn, ...actions: ResourceAction[]): Set<string> {
    return this.matching(column, actions, true);
  }

  /** The resources of a kind on which an allow grants one of `actions` and no deny refuses it. */
  allowedIds(column: ResourceColumn, action: ResourceAction): Set<string> {
    const denied = this.deniedIds(column, action);
    return new Set([...this.matching(column, [action], false)].filter((id) => !denied.has(id)));
  }

  isDenied(column: ResourceColumn, id: string, action: ResourceAction): boolean {
    return this.rules.some((r) => r.deny && r.column === column && r.id === id && denyCovers(r.action, action));
  }

  isAllowed(column: ResourceColumn, id: string, action: ResourceAction): boolean {
    if (this.isDenied(column, id, action)) return false;
    return this.rules.some((r) => !r.deny && r.column === column && r.id === id && allowCovers(r.action, action));
  }
}

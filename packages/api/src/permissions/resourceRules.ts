/**
 * Permission rows that name one resource (spec 001 section 3.4: connection_id, playbook_id, config_id, component_id,
 * check_id, canary_id) and how they refine what a caller's area allows. The server enforces with these rules and the
 * client hides with the same ones, from the rows whoami lists in `resource_permissions`:
 * - a deny on a resource refuses the actions it covers, whatever the area allows (deny beats allow);
 * - an allow on a resource grants the action it names on that resource only, to a caller whose area lacks it, unless
 *   a deny on the area (a row on a global object) refuses it, or the caller's token is scoped without it.
 */
import { z } from 'zod';
import { accessOfAction, createAuthorizer, grantsOfPermission, type Access, type Authorizer, type PermissionGrant, type Resource } from './permissions';

export const RESOURCE_COLUMNS = ['connection_id', 'playbook_id', 'config_id', 'component_id', 'check_id', 'canary_id'] as const;
export type ResourceColumn = (typeof RESOURCE_COLUMNS)[number];

/** An action on one resource: the CRUD of a request, or running a playbook. */
export type ResourceAction = 'read' | 'create' | 'update' | 'delete' | 'playbook:run';

export const accessOfResourceAction = (action: ResourceAction): Access => (action === 'read' ? 'read' : 'write');

/** One row naming one resource, in force for the caller: whoami's `resource_permissions` entries. */
export const ResourceRuleSchema = z.looseObject({
  column: z.enum(RESOURCE_COLUMNS),
  id: z.string().min(1).transform((id) => id.toLowerCase()),
  action: z.string(),
  deny: z.boolean().default(false),
});
export type ResourceRule = z.infer<typeof ResourceRuleSchema>;

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

/** A caller's rules, asked per resource or per kind of resource. */
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
    const key = id.toLowerCase();
    return this.rules.some((r) => r.deny && r.column === column && r.id === key && denyCovers(r.action, action));
  }

  isAllowed(column: ResourceColumn, id: string, action: ResourceAction): boolean {
    if (this.isDenied(column, id, action)) return false;
    const key = id.toLowerCase();
    return this.rules.some((r) => !r.deny && r.column === column && r.id === key && allowCovers(r.action, action));
  }
}

/**
 * Whether a resource allow may stand in for `area`: no row on a global object denies it, and a scoped token's scopes
 * (`scopes`, undefined for a session or an unscoped token) allow it.
 */
export function areaGrantable(permissions: readonly PermissionGrant[], scopes: readonly PermissionGrant[] | undefined, area: Resource, access: Access): boolean {
  const deniedGlobally = permissions.some(
    (p) => p.deny && p.object && p.action && grantsOfPermission(p.object, p.action).some((g) => g.resource === area && g.access === access),
  );
  if (deniedGlobally) return false;
  return scopes ? createAuthorizer({ permissions: [...scopes] }).can(area, access) : true;
}

/** 'denied' by a row on the resource, 'allowed' by the area, 'granted' by an allow on the resource, else 'refused'. */
export type ResourceDecision = 'denied' | 'allowed' | 'granted' | 'refused';

export interface ResourceTarget {
  column: ResourceColumn;
  id: string;
  action: ResourceAction;
}

export interface ResourceDecider {
  /** The caller's area allows `access` (roles, rows on global objects, token scopes). */
  canArea(area: Resource, access: Access): boolean;
  grantable(area: Resource, access: Access): boolean;
  rules: ResourceRules;
}

/** What the caller may do to one resource, `area` being where it lives and `access` what the area must allow. */
export function decideOnResource(
  decider: ResourceDecider,
  target: ResourceTarget,
  area: Resource,
  access: Access = accessOfResourceAction(target.action),
): ResourceDecision {
  if (decider.rules.isDenied(target.column, target.id, target.action)) return 'denied';
  if (decider.canArea(area, access)) return 'allowed';
  if (decider.grantable(area, access) && decider.rules.isAllowed(target.column, target.id, target.action)) return 'granted';
  return 'refused';
}

/** An authorizer that also answers for single resources, for a client to hide what the server would refuse. */
export interface ResourceAuthorizer extends Authorizer {
  /** May the caller `target.action` the resource `target.id` of `area` (deny on it refuses, allow on it grants)? */
  canOn(area: Resource, target: ResourceTarget, access?: Access): boolean;
  /** May the caller `action` some resources of this kind: the area allows it, or an allow on one of them grants it. */
  canSome(area: Resource, column: ResourceColumn, action: ResourceAction): boolean;
  /** Whether a row on the resource denies `target.action`, whatever the area allows. */
  deniedOn(target: ResourceTarget): boolean;
}

export interface ResourceAuthorizerInput {
  rules: readonly ResourceRule[];
  /** The caller's rows on global objects (whoami's `permissions`). */
  permissions: readonly PermissionGrant[];
  /** A scoped token's scopes (whoami's `token_scopes`). */
  scopes?: readonly PermissionGrant[] | undefined;
}

export function withResourceRules(authorizer: Authorizer, input: ResourceAuthorizerInput): ResourceAuthorizer {
  const decider: ResourceDecider = {
    canArea: authorizer.can,
    grantable: (area, access) => areaGrantable(input.permissions, input.scopes, area, access),
    rules: new ResourceRules(input.rules),
  };
  return {
    ...authorizer,
    canOn: (area, target, access) => {
      const decision = decideOnResource(decider, target, area, access);
      return decision === 'allowed' || decision === 'granted';
    },
    deniedOn: (target) => decider.rules.isDenied(target.column, target.id, target.action),
    canSome: (area, column, action) => {
      const access = accessOfResourceAction(action);
      if (authorizer.can(area, access)) return true;
      return decider.grantable(area, access) && decider.rules.allowedIds(column, action).size > 0;
    },
  };
}

/**
 * Permission rows that name one resource (spec 001 section 3.4: connection_id, playbook_id, config_id, component_id,
 * check_id, canary_id) and how they refine what a caller's area allows. The server enforces with these rules and the
 * client hides with the same ones, from the rows whoami lists in `resource_permissions`:
 * - a deny on a resource refuses the actions it covers, whatever the area allows (deny beats allow);
 * - an allow on a resource grants the action it names on that resource only, to a caller whose area lacks it, unless
 *   a deny on the area (a row on a global object) refuses it, or the caller's token is scoped without it.
 */
import { accessOfAction, createAuthorizer, grantsOfPermission, type Access, type Authorizer, type PermissionGrant, type Resource } from './permissions';

export const RESOURCE_COLUMNS = ['connection_id', 'playbook_id', 'config_id', 'component_id', 'check_id', 'canary_id'] as const;
export type ResourceColumn = (typeof RESOURCE_COLUMNS)[number];

/** An action on one resource: the CRUD of a request, or running a playbook. */
export type ResourceAction = 'read' | 'create' | 'update' | 'delete' | 'playbook:run';

export const accessOfResourceAction = (action: ResourceAction): Access => (action === 'read' ? 'read' : 'write');

/** One row naming one resource, in force for the caller: whoami's `resource_permissions` entries (ids lower case). */
export interface ResourceRule {
  column: ResourceColumn;
  id: string;
  action: string;
  deny: boolean;
}

export const isResourceColumn = (value: unknown): value is ResourceColumn => (RESOURCE_COLUMNS as readonly unknown[]).includes(value);

const parts = (action: string) => action.split(',').map((a) => a.trim()).filter(Boolean);

function covers(ruleAction: string, action: ResourceAction, deny: boolean): boolean {
  const named = parts(ruleAction);
  if (named.includes('*') || named.includes(action)) return true;
  if (action.startsWith('playbook:')) return named.includes('playbook:*');
  return deny ? accessOfAction(ruleAction).includes(accessOfResourceAction(action)) : action !== 'read' && named.includes('write');
}

/**
 * Whether a deny row refuses `action`. A deny is read broadly: any write it names refuses every write (as the area
 * check collapses create/update/delete to write), `*` refuses everything, `playbook:*` every playbook action.
 */
export const denyCovers = (ruleAction: string, action: ResourceAction): boolean => covers(ruleAction, action, true);

/** Whether an allow row grants `action`: only what it names (`*`, `write` for create/update/delete, `playbook:*`). */
export const allowCovers = (ruleAction: string, action: ResourceAction): boolean => covers(ruleAction, action, false);

/** A caller's rules, asked per resource or per kind of resource. */
export class ResourceRules {
  constructor(readonly rules: readonly ResourceRule[]) {}

  private matching(column: ResourceColumn, actions: readonly ResourceAction[], deny: boolean): Set<string> {
    return new Set(this.rules.filter((r) => r.column === column && r.deny === deny && actions.some((a) => covers(r.action, a, deny))).map((r) => r.id.toLowerCase()));
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
    return this.deniedIds(column, action).has(id.toLowerCase());
  }

  isAllowed(column: ResourceColumn, id: string, action: ResourceAction): boolean {
    return this.allowedIds(column, action).has(id.toLowerCase());
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

/**
 * The client's side of the rules: the decisions of decideOnResource and ResourceRules, written without them (this
 * ships in every widget through the provider; the class and its sets stay on the server).
 */
export function withResourceRules(authorizer: Authorizer, input: ResourceAuthorizerInput): ResourceAuthorizer {
  const grantable = (area: Resource, access: Access) => areaGrantable(input.permissions, input.scopes, area, access);
  const named = (t: ResourceTarget, deny: boolean) =>
    input.rules.some((r) => r.column === t.column && r.deny === deny && r.id.toLowerCase() === t.id.toLowerCase() && covers(r.action, t.action, deny));
  const deniedOn = (t: ResourceTarget) => named(t, true);
  const granted = (area: Resource, t: ResourceTarget, access: Access) => !deniedOn(t) && grantable(area, access) && named(t, false);
  return {
    ...authorizer,
    deniedOn,
    canOn: (area, t, access = accessOfResourceAction(t.action)) => !deniedOn(t) && (authorizer.can(area, access) || granted(area, t, access)),
    canSome: (area, column, action) =>
      authorizer.can(area, accessOfResourceAction(action)) ||
      input.rules.some((r) => r.column === column && granted(area, { column, id: r.id, action }, accessOfResourceAction(action))),
  };
}

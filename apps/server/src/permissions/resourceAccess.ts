import type { FastifyRequest } from 'fastify';
import { areaGrantable, decideOnResource, type Access, type Resource, type ResourceDecider, type ResourceDecision, type ResourceTarget } from '@opsdeck/api';
import { principalCan, type Principal } from '../auth/principal';
import type { Queryable } from '../db/queryable';
import { forbidden } from '../httpError';
import { ResourceRules, loadResourceRules } from './resourceRules';
import { accessOfResourceAction, type ResourceAction, type ResourceColumn } from './resourceTargets';

/**
 * The one place that answers "what may this caller do on resource R". The caller's role and rows on global objects
 * (auth/principal.ts) decide per area; rows naming one resource refine that:
 * - a deny on the resource refuses the actions it covers, whatever the area allows (deny beats allow);
 * - an allow on the resource grants the action it names on that resource only, to a caller whose area lacks it,
 *   unless a deny on the area (a row on a global object) refuses it, or the caller's token is scoped without it.
 */

export type { ResourceDecision };
export type ResourceRef = ResourceTarget;

export class ResourceAccess implements ResourceDecider {
  constructor(
    readonly principal: Principal,
    readonly rules: ResourceRules,
  ) {}

  /** The caller's area allows `access` (roles, rows on global objects, token scopes). */
  canArea(area: Resource, access: Access): boolean {
    return principalCan(this.principal, area, access);
  }

  /** Whether a resource allow may stand in for the area: no global deny on it, and the token's scopes allow it. */
  grantable(area: Resource, access: Access): boolean {
    const { principal } = this;
    return areaGrantable(principal.permissions, principal.via === 'token' ? (principal.scopes ?? undefined) : undefined, area, access);
  }

  /** What the caller may do to one resource, `area` being where it lives and `access` what the area must allow. */
  decide(target: ResourceRef, area: Resource, access?: Access): ResourceDecision {
    return decideOnResource(this, target, area, access);
  }

  // The client's questions (@opsdeck/api's ResourceAuthorizer), answered by the server's own decision: canRunCheck
  // asks these on both sides. Bound, as callers hand them on (canRunChecks(authorizer.can)).
  readonly can = (area: Resource, access: Access): boolean => this.canArea(area, access);

  readonly canOn = (area: Resource, target: ResourceRef, access?: Access): boolean => {
    const decision = this.decide(target, area, access);
    return decision === 'allowed' || decision === 'granted';
  };

  readonly deniedOn = (target: ResourceRef): boolean => this.rules.isDenied(target.column, target.id, target.action);

  /**
   * For a list: the resources of a kind the caller may `action`, as a filter. `except` ids when the area allows it
   * (empty: every row), otherwise `only` the ids resource allows grant (empty: no row).
   */
  rowsOf(column: ResourceColumn, action: ResourceAction, area: Resource): { except: Set<string> } | { only: Set<string> } {
    const access = accessOfResourceAction(action);
    if (this.canArea(area, access)) return { except: this.rules.deniedIds(column, action) };
    return { only: this.grantable(area, access) ? this.rules.allowedIds(column, action) : new Set() };
  }

  /** Refuses the resource `target` when a deny on it covers the action, naming subject, object, action and id. */
  refuseIfDenied(target: ResourceRef, object: string): void {
    if (!this.rules.isDenied(target.column, target.id, target.action)) return;
    throw deniedError(this.principal, target, object);
  }
}

export function deniedError(principal: Principal, target: ResourceRef, object: string) {
  const subject = principal.person.email ?? principal.person.id;
  return forbidden(`${subject} may not ${target.action} ${object} ${target.id}: a permission denies it`, {
    subject,
    object,
    action: target.action,
    resource_id: target.id,
  });
}

const cache = new WeakMap<FastifyRequest, Promise<ResourceAccess | null>>();

/** The caller's access to single resources, read once per request; null for an anonymous request. */
export function resourceAccessOf(db: Queryable, request: FastifyRequest): Promise<ResourceAccess | null> {
  let access = cache.get(request);
  if (!access) {
    access = (async () => {
      const principal = await request.principal();
      if (!principal) return null;
      return new ResourceAccess(principal, new ResourceRules(await loadResourceRules(db, principal.person.id, principal.roles)));
    })();
    cache.set(request, access);
  }
  return access;
}

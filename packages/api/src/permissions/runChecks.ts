import type { Access, Resource } from './permissions';
import type { ResourceAuthorizer } from './resourceRules';

/**
 * Who may run a check now (Run Now, Run Selected). The spec shows these buttons to admins, editors, responders and
 * commanders, but the role table lets responders and commanders write only incidents (and responder, evidence,
 * comments), not canaries. A run changes no definition: it takes one more sample, which is what someone working an
 * incident needs to confirm a fix. So: write on canaries (the checks' owners) OR write on incident (the people who
 * work incidents). Viewers and guests may not. Expressed as resource rights, so permission rows and token scopes
 * apply to it like to everything else.
 */
export const RUN_CHECK_ACCESS: ReadonlyArray<{ resource: Resource; access: Access }> = [
  { resource: 'canaries', access: 'write' },
  { resource: 'incident', access: 'write' },
];

/** `can` is the caller's check: an Authorizer's `can` on the client, the principal's (scopes included) on the server. */
export function canRunChecks(can: (resource: Resource, access: Access) => boolean): boolean {
  return RUN_CHECK_ACCESS.some(({ resource, access }) => can(resource, access));
}

/**
 * Run Now on one check: a run writes a new result for it, so it is an `update` of the check. A deny covering update on
 * the check refuses it whatever the role; otherwise canRunChecks, or an allow of update (write, `*`) on that check.
 * The server's rule (health/runCheckPermission.ts) and the console's button both ask this.
 */
export function canRunCheck(authorizer: Pick<ResourceAuthorizer, 'can' | 'canOn' | 'deniedOn'>, checkId: string): boolean {
  const target = { column: 'check_id', id: checkId, action: 'update' } as const;
  if (authorizer.deniedOn(target)) return false;
  return canRunChecks(authorizer.can) || authorizer.canOn('canaries', target, 'write');
}

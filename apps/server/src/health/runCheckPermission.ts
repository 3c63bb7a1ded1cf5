import type { FastifyRequest } from 'fastify';
import { canRunCheck, canRunChecks, type Access, type Resource } from '@opsdeck/api';
import type { Queryable } from '../db/queryable';
import { forbidden } from '../httpError';
import { resourceAccessOf, type ResourceRef } from '../permissions/resourceAccess';
import { isUuid } from '../requestValues';

/**
 * Run Now on one check. The rule is @opsdeck/api's canRunChecks (the console hides the button by the same one),
 * refined by the permissions that name that check (permissions/resourceAccess.ts). A run writes a new result for the
 * check, so it is an `update` of it (spec 001 section 6 lists no run action for checks):
 * - a deny covering update on the check refuses it, whatever the caller's role, naming the check;
 * - an allow of update (or write, `*`) on the check lets a caller whose areas do not run checks run this one and no
 *   other, unless a deny on canaries or a token scope without canary writes refuses it.
 * Resolves when the caller may run it; throws the 403 otherwise (the caller is known: requirePrincipal ran).
 */
export async function assertCanRunCheck(db: Queryable, request: FastifyRequest, checkId: string): Promise<void> {
  const principal = await request.requirePrincipal();
  const access = (await resourceAccessOf(db, request))!;
  const target: ResourceRef | null = isUuid(checkId) ? { column: 'check_id', id: checkId.toLowerCase(), action: 'update' } : null;
  if (target) {
    access.refuseIfDenied(target, 'checks');
    // The rule the console hides Run Now by: canRunChecks, or an allow of update on this check.
    const decides = {
      can: access.canArea.bind(access),
      canOn: (area: Resource, t: ResourceRef, needed?: Access) => ['allowed', 'granted'].includes(access.decide(t, area, needed)),
      deniedOn: (t: ResourceRef) => access.rules.isDenied(t.column, t.id, t.action),
    };
    if (canRunCheck(decides, checkId)) return;
  } else if (canRunChecks((resource, needed) => access.canArea(resource, needed))) return;
  const subject = principal.person.email ?? principal.person.id;
  throw forbidden(`${subject} may not run checks: that needs write on canaries or on incident`, {
    subject,
    object: 'canaries',
    action: 'run',
  });
}

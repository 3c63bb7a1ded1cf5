import type { FastifyRequest } from 'fastify';
import { canRunCheck } from '@opsdeck/api';
import type { Queryable } from '../db/queryable';
import { forbidden } from '../httpError';
import { resourceAccessOf } from '../permissions/resourceAccess';
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
  // A deny on the check is refused naming it; then the rule the console hides Run Now by (canRunChecks, or an allow
  // of update on this check). Rows name checks by uuid, so another id is judged by the areas alone.
  if (isUuid(checkId)) access.refuseIfDenied({ column: 'check_id', id: checkId.toLowerCase(), action: 'update' }, 'checks');
  if (canRunCheck(access, checkId)) return;
  const subject = principal.person.email ?? principal.person.id;
  throw forbidden(`${subject} may not run checks: that needs write on canaries or on incident`, {
    subject,
    object: 'canaries',
    action: 'run',
  });
}
